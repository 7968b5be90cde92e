// The end of the resources pages: topic pages, organization groups (accordion) and the Emergency and Crisis Resources panel.
import { Link } from 'react-router-dom';
import { SingleAccordion } from '../../components/accordion.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { HotlineEntry } from '../../components/hotline-links.tsx';
import { LEGAL_HELP_CARD, ORG_GROUPS } from './content/org-groups.ts';
import { ListingEntry, ReadingSection } from './reading-blocks.tsx';

export const TOPIC_LINKS = [
  { to: '/housing-shelter', label: 'Housing and Shelter', text: 'Emergency shelter, transitional housing and help with rent.' },
  { to: '/womens-health', label: 'Women’s Health', text: 'Checkups, birth control, mental health and pregnancy care.' },
  { to: '/healthcare-reproductive-rights', label: 'Healthcare and Reproductive Rights', text: 'Reproductive care, the law by state, and privacy.' },
  { to: '/rights-advocacy', label: 'Rights and Advocacy', text: 'Your rights at work and under the law, and legal help.' },
  { to: '/employment-opportunities', label: 'Employment Opportunities', text: 'Job training, apprenticeships and career help.' },
  { to: '/grants', label: 'Grants and Financial Resources', text: 'Real grants and scholarships, and how to avoid scams.' },
] as const;

export function TopicLinks() {
  return (
    <ReadingSection id="topic-pages" title="Guides by topic" intro="Each guide explains the basics and lists the organizations that can help.">
      <ul className="m-0 mt-4 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {TOPIC_LINKS.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className="flex h-full flex-col rounded-lg border border-line bg-surface p-4 no-underline shadow-card hover:border-brand hover:bg-brand-soft">
              <span className="flex items-center gap-2 font-bold text-link">
                {t.label}
                <ArrowRightIcon className="size-4 shrink-0" />
              </span>
              <span className="mt-1 text-sm text-ink">{t.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ReadingSection>
  );
}

export function OrganizationGroups() {
  return (
    <ReadingSection id="organization-groups" title="Organizations working for women" intro="Advocacy and support organizations. Most do not give direct services, but can point you to local help.">
      <SingleAccordion
        label="Organization groups"
        items={ORG_GROUPS.map((g) => ({
          value: g.title,
          title: g.title,
          content: (
            <>
              <p className="mt-0 mb-4 text-ink-muted">{g.description}</p>
              <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
                {g.listings.map((l) => (
                  <li key={l.name}>
                    <ListingEntry listing={l} />
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
  return (
    <section aria-labelledby="crisis-resources" className="mt-12 rounded-xl border-2 border-crisis bg-crisis-soft p-5 sm:p-6">
      <h2 id="crisis-resources" className="m-0 text-2xl font-bold text-crisis-ink">
        Emergency and Crisis Resources
      </h2>
      <p className="mt-2 mb-0">Free, confidential and open 24 hours. If you are in immediate danger, call 911.</p>
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
          <ListingEntry listing={LEGAL_HELP_CARD} as="h3" />
        </li>
      </ul>
    </section>
  );
}
