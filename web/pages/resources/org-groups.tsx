// The end of the resources pages: topic pages, organization groups (accordion) and the Emergency and Crisis Resources panel.
import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';
import { SingleAccordion } from '../../components/accordion.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { HotlineEntry } from '../../components/hotline-links.tsx';
import { LEGAL_HELP_CARD, ORG_GROUPS } from './content/org-groups.ts';
import { ListingEntry, ReadingSection } from './reading-blocks.tsx';
import { listingText } from './reading-text.ts';

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

export function OrganizationGroups() {
  const t = useT();
  return (
    <ReadingSection id="organization-groups" title={t('resources.orgGroups.title')} intro={t('resources.orgGroups.intro')}>
      <SingleAccordion
        label={t('resources.orgGroups.label')}
        items={ORG_GROUPS.map((g) => ({
          value: g.title,
          title: t(g.title),
          content: (
            <>
              <p className="mt-0 mb-4 text-ink-muted">{t(g.description)}</p>
              <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
                {g.listings.map((l) => (
                  <li key={l.name}>
                    <ListingEntry listing={listingText(t, l)} />
                  </li>
                ))}
              </ul>
            </>
          ),
        }))}
      />
    </ReadingSection>
  );
}

const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

export function CrisisResourcesPanel() {
  const t = useT();
  return (
    <section aria-labelledby="crisis-resources" className="mt-12 rounded-xl border-2 border-crisis bg-crisis-soft p-5 sm:p-6">
      <h2 id="crisis-resources" className="m-0 text-2xl font-bold text-crisis-ink">
        {t('resources.crisisPanel.title')}
      </h2>
      <p className="mt-2 mb-0">{t('resources.crisisPanel.body', { number: EMERGENCY_NUMBER })}</p>
      <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
        <li className={card}>
          <HotlineEntry id="domestic-violence" />
        </li>
        <li className={card}>
          <HotlineEntry id="sexual-assault" />
        </li>
        <li className={card}>
          <HotlineEntry id="crisis-text" />
        </li>
        <li className={card}>
          <ListingEntry listing={listingText(t, LEGAL_HELP_CARD)} as="h3" />
        </li>
      </ul>
    </section>
  );
}
