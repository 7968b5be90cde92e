// The resources pages' links to the topic pages: plain links, with the page.
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../shared/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { ReadingSection } from './reading-section.tsx';

export const TOPIC_LINKS = [
  { to: '/housing-shelter', label: 'resources.topicLink.housing.label', text: 'resources.topicLink.housing.text' },
  { to: '/womens-health', label: 'resources.topicLink.health.label', text: 'resources.topicLink.health.text' },
  { to: '/healthcare-reproductive-rights', label: 'resources.topicLink.healthcareRights.label', text: 'resources.topicLink.healthcareRights.text' },
  { to: '/rights-advocacy', label: 'resources.topicLink.rights.label', text: 'resources.topicLink.rights.text' },
  { to: '/employment-opportunities', label: 'resources.topicLink.employment.label', text: 'resources.topicLink.employment.text' },
  { to: '/grants', label: 'resources.topicLink.grants.label', text: 'resources.topicLink.grants.text' },
] as const satisfies readonly { to: string; label: MessageId; text: MessageId }[];

export function TopicLinks() {
  const t = useT();
  return (
    <ReadingSection id="topic-pages" title={t('resources.topicLinks.title')} intro={t('resources.topicLinks.intro')}>
      <ul className="m-0 mt-4 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {TOPIC_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="flex h-full flex-col rounded-lg border border-line bg-surface p-4 no-underline shadow-card hover:border-brand hover:bg-brand-soft">
              <span className="flex items-center gap-2 font-bold text-link">
                {t(link.label)}
                <ArrowRightIcon className="size-4 shrink-0" />
              </span>
              <span className="mt-1 text-sm text-ink">{t(link.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ReadingSection>
  );
}
