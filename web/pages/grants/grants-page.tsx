// /grants: how grants work and how to avoid scams, real listings in four groups, and the grants in the directory.
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import {
  FISCAL_YEAR_NOTE,
  GRANT_CATEGORIES,
  GRANT_DOCUMENTS,
  GRANT_LISTINGS,
  GRANT_RED_FLAGS,
  GRANT_SERVICES,
  GRANT_TIMING,
} from '../resources/content/grants-content.ts';
import { InfoListBlock, ListingEntry, ReadingSection } from '../resources/reading-blocks.tsx';
import { TopicLayout } from '../topics/topic-layout.tsx';

const GRANT_SEARCH_ID = 'grant-search';

export function GrantsPage() {
  usePageMeta(metaFor('/grants'));
  return (
    <TopicLayout
      title="Grants and Financial Resources"
      intro={<p className="m-0">Grants are money you do not pay back. Here is where real grants come from, what applying takes, and how to tell a real offer from a scam.</p>}
      cards={GRANT_SERVICES}
      cardsLabel="How we can help"
    >
      <section aria-labelledby="grant-red-flags" className="mt-10 rounded-xl border-2 border-crisis bg-crisis-soft p-5 sm:p-6">
        <h2 id="grant-red-flags" className="m-0 flex items-center gap-2 text-2xl font-bold text-crisis-ink">
          <AlertIcon className="size-6 shrink-0" />
          {GRANT_RED_FLAGS.title}
        </h2>
        <InfoListBlock list={{ ...GRANT_RED_FLAGS, title: '' }} />
      </section>

      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="grant-timing" className="rounded-lg bg-surface-2 p-5">
          <h2 id="grant-timing" className="m-0 text-xl font-bold">
            {GRANT_TIMING.title}
          </h2>
          <InfoListBlock list={{ ...GRANT_TIMING, title: '' }} />
          <p className="mt-3 mb-0 rounded-md bg-surface px-3 py-2 text-sm font-semibold">{FISCAL_YEAR_NOTE}</p>
        </section>
        <section aria-labelledby="grant-documents" className="rounded-lg bg-surface-2 p-5">
          <h2 id="grant-documents" className="m-0 text-xl font-bold">
            {GRANT_DOCUMENTS.title}
          </h2>
          <InfoListBlock list={{ ...GRANT_DOCUMENTS, title: '' }} />
        </section>
      </div>

      {GRANT_CATEGORIES.map((cat) => (
        <ReadingSection key={cat.key} id={`grants-${cat.key}`} title={cat.title} intro={cat.text}>
          <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-3">
            {GRANT_LISTINGS[cat.key].map((l) => (
              <li key={l.name} className="rounded-lg border border-line bg-surface p-5 shadow-card">
                <ListingEntry listing={l} as="h3" />
              </li>
            ))}
          </ul>
        </ReadingSection>
      ))}

      <div id={GRANT_SEARCH_ID} className="scroll-mt-24">
        <DirectorySearch
          heading="Grants and financial help in the directory"
          categories={['grants', 'financial-support']}
          searchLabel="Search grants and financial help"
          hint="Try words like “scholarship”, “small business” or “bills”."
          empty={{ title: 'No grants found', searching: (text) => `No results found for "${text}". Try different keywords.`, idle: 'No grants available yet.' }}
        />
      </div>

      <section aria-labelledby="ready-to-apply" className="mt-12 rounded-xl bg-brand p-6 text-on-brand sm:p-8">
        <h2 id="ready-to-apply" className="m-0 text-2xl font-bold text-on-brand">
          Ready to Apply?
        </h2>
        <p className="mt-2 mb-0 max-w-2xl">
          Pick one or two grants you clearly qualify for, gather your documents, and apply early. Never pay a fee to apply
          for a grant.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={`#${GRANT_SEARCH_ID}`} className={buttonStyles.onColor}>
            Search grants in the directory
          </a>
          <a href="https://www.grants.gov/search-grants" target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonStyles.onColor}>
            Search federal grants on Grants.gov<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </section>
    </TopicLayout>
  );
}
