// The end of the resources pages: organization groups (accordion) and the Emergency and Crisis Resources panel (the
// topic pages' links are in topic-links.tsx, which comes with the page; these come once it is live).
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import { useT } from '../../i18n/use-t.ts';
import { SingleAccordion } from '../../components/accordion.tsx';
import { HotlineEntry } from '../../components/hotline-links.tsx';
import { LEGAL_HELP_CARD, ORG_GROUPS } from './content/org-groups.ts';
import { ListingEntry, ReadingSection } from './reading-blocks.tsx';
import { listingText } from './reading-text.ts';

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
