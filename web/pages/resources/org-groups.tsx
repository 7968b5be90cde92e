// The end of the resources pages: organization groups (accordion) and the Emergency and Crisis Resources panel.
import { SingleAccordion } from '../../components/accordion.tsx';
import { HotlineEntry } from '../../components/hotline-links.tsx';
import { LEGAL_HELP_CARD, ORG_GROUPS } from './content/org-groups.ts';
import { ListingEntry, ReadingSection } from './reading-blocks.tsx';

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
