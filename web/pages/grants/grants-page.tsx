// /grants: how grants work and how to avoid scams, real listings in four groups, and the grants in the directory.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import {
  FISCAL_YEAR_NOTE,
  GRANT_CATEGORIES,
  GRANT_DOCUMENTS,
  GRANT_LISTINGS,
  GRANT_RED_FLAGS,
  GRANT_SERVICES,
  GRANT_TIMING,
  type GrantListing,
  type InfoListIds,
} from '../resources/content/grants-content.ts';
import type { InfoList, Listing } from '../resources/content/types.ts';
import { InfoListBlock, ListingEntry, ReadingSection } from '../resources/reading-blocks.tsx';
import { TopicLayout } from '../topics/topic-layout.tsx';

const GRANT_SEARCH_ID = 'grant-search';

/** A list of the page's content in the page's language, untitled (its section gives the heading). */
function untitled(t: Translate, list: InfoListIds): InfoList {
  return { title: '', ...(list.intro ? { intro: t(list.intro) } : {}), items: list.items.map((id) => t(id)) };
}

/** A checked listing in the page's language: its name, numbers and addresses as written. */
function listing(t: Translate, l: GrantListing): Listing {
  const words = (part: string) => t(`grants.listing.${l.key}.${part}` as Parameters<Translate>[0], l.phone ? { number: l.phone } : undefined);
  return {
    name: l.name,
    description: words('description'),
    ...(l.phone ? { phone: l.phone } : {}),
    ...(l.email ? { email: l.email } : {}),
    ...(l.website ? { website: l.website } : {}),
    ...(l.programs ? { programs: l.programs.map((p) => words(`programs.${p}`)) } : {}),
    ...(l.hasAward ? { award: words('award') } : {}),
    focus: words('focus'),
  };
}

export function GrantsPage() {
  usePageMeta(metaFor('/grants'));
  const t = useT();
  const listings = useMemo(
    () => Object.fromEntries(GRANT_CATEGORIES.map((key) => [key, GRANT_LISTINGS[key].map((l) => listing(t, l))])),
    [t],
  );
  return (
    <TopicLayout
      title={t('grants.title')}
      intro={<p className="m-0">{t('grants.intro')}</p>}
      cards={GRANT_SERVICES.map((k) => ({ title: t(`grants.service.${k}.title`), text: t(`grants.service.${k}.text`) }))}
      cardsLabel={t('grants.cards.label')}
    >
      <section aria-labelledby="grant-red-flags" className="mt-10 rounded-xl border-2 border-crisis bg-crisis-soft p-5 sm:p-6">
        <h2 id="grant-red-flags" className="m-0 flex items-center gap-2 text-2xl font-bold text-crisis-ink">
          <AlertIcon className="size-6 shrink-0" />
          {t(GRANT_RED_FLAGS.title)}
        </h2>
        <InfoListBlock list={untitled(t, GRANT_RED_FLAGS)} />
      </section>

      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="grant-timing" className="rounded-lg bg-surface-2 p-5">
          <h2 id="grant-timing" className="m-0 text-xl font-bold">
            {t(GRANT_TIMING.title)}
          </h2>
          <InfoListBlock list={untitled(t, GRANT_TIMING)} />
          <p className="mt-3 mb-0 rounded-md bg-surface px-3 py-2 text-sm font-semibold">{t(FISCAL_YEAR_NOTE)}</p>
        </section>
        <section aria-labelledby="grant-documents" className="rounded-lg bg-surface-2 p-5">
          <h2 id="grant-documents" className="m-0 text-xl font-bold">
            {t(GRANT_DOCUMENTS.title)}
          </h2>
          <InfoListBlock list={untitled(t, GRANT_DOCUMENTS)} />
        </section>
      </div>

      {GRANT_CATEGORIES.map((key) => (
        <ReadingSection key={key} id={`grants-${key}`} title={t(`grants.category.${key}.title`)} intro={t(`grants.category.${key}.text`)}>
          <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-3">
            {(listings[key] ?? []).map((l) => (
              <li key={l.name} className="rounded-lg border border-line bg-surface p-5 shadow-card">
                <ListingEntry listing={l} as="h3" />
              </li>
            ))}
          </ul>
        </ReadingSection>
      ))}

      <div id={GRANT_SEARCH_ID} className="scroll-mt-24">
        <DirectorySearch
          heading={t('grants.search.heading')}
          categories={['grants', 'financial-support']}
          searchLabel={t('grants.search.label')}
          hint={t('grants.search.hint')}
          empty={{ title: t('grants.search.empty.title'), searching: (text) => t('grants.search.empty.searching', { text }), idle: t('grants.search.empty.idle') }}
        />
      </div>

      <section aria-labelledby="ready-to-apply" className="mt-12 rounded-xl bg-brand p-6 text-on-brand sm:p-8">
        <h2 id="ready-to-apply" className="m-0 text-2xl font-bold text-on-brand">
          {t('grants.apply.title')}
        </h2>
        <p className="mt-2 mb-0 max-w-2xl">{t('grants.apply.body')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={`#${GRANT_SEARCH_ID}`} className={buttonStyles.onColor}>
            {t('grants.apply.search')}
          </a>
          <a href="https://www.grants.gov/search-grants" target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonStyles.onColor}>
            <FormattedMessage id="grants.apply.federal" values={RICH_TAGS} />
          </a>
        </div>
      </section>
    </TopicLayout>
  );
}
