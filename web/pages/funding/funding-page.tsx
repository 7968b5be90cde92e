// /financing-grants: funding sources for women founders and students, searchable and filtered by category, grouped
// under their categories, with related resources from the directory. Read from the device, so it works offline.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { countByCategory, filterEntries, fundingFields, groupByCategory } from '../../../shared/directories/filter.ts';
import { FUNDING_CATEGORIES, type FundingSource } from '../../../shared/directories/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { Badges, CategoryGroup, LoadingCards, DeviceCopyNote, Fact, FilterButtons, SearchBox, SummaryBar, useUrlFilters } from '../../components/builtin-directory.tsx';
import { Checked, EntryLinks } from '../../components/entry-links.tsx';
import { ResourceCard } from '../../components/resource-card.tsx';
import { useDirectory } from '../../local/directories.ts';
import { useAllResources } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { InEnglish } from './in-english.tsx';

const SUPPORT = ['business', 'scholarships', 'emergency', 'literacy'] as const;

const KEYS = ['q', 'category'] as const;
/** The empty card previews this many category titles, then "+N more". */
const EMPTY_PREVIEW = 4;

/** "Showing 3 of 40 funding sources for “loan”", in the page's language. */
function summary(t: Translate, shown: number, total: number, text: string): string {
  const q = text.trim();
  if (q) return t('funding.summary.someFor', { shown, total, text: q });
  return shown === total ? t('funding.summary.all', { total }) : t('funding.summary.some', { shown, total });
}

function FundingCard({ f }: { f: FundingSource }) {
  const t = useT();
  const id = `fund-${f.id}`;
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card [overflow-wrap:anywhere]">
      <h3 id={id} className="m-0 text-lg leading-snug font-bold">
        {/* A program's own name, in English: read as English on a Spanish page. */}
        <InEnglish>{f.name}</InEnglish>
      </h3>
      <p className="mt-2 mb-0 flex-1">
        <InEnglish note={t('funding.inEnglish')}>{f.description}</InEnglish>
      </p>
      <div className="mt-3">
        <Badges items={f.industries} max={5} label={t('funding.card.industries', { name: f.name })} />
      </div>
      {/* The facts are the funder's, as written in the data: English. */}
      <dl className="m-0 mt-3 flex flex-col gap-1">
        {f.grantAmount && <Fact label={t('funding.fact.grantAmount')}><InEnglish>{f.grantAmount}</InEnglish></Fact>}
        {f.investmentRange && <Fact label={t('funding.fact.investment')}><InEnglish>{f.investmentRange}</InEnglish></Fact>}
        {f.stage && <Fact label={t('funding.fact.stage')}><InEnglish>{f.stage}</InEnglish></Fact>}
        {f.applicationDeadline && <Fact label={t('funding.fact.deadline')}><InEnglish>{f.applicationDeadline}</InEnglish></Fact>}
        {f.eligibility && <Fact label={t('funding.fact.eligibility')}><InEnglish>{f.eligibility}</InEnglish></Fact>}
        {f.additionalBenefits && <Fact label={t('funding.fact.benefits')}><InEnglish>{f.additionalBenefits}</InEnglish></Fact>}
        {f.specialPrograms.length > 0 && <Fact label={t('funding.fact.programs')}><InEnglish>{f.specialPrograms.join(', ')}</InEnglish></Fact>}
        {f.trackRecord && <Fact label={t('funding.fact.trackRecord')}><InEnglish>{f.trackRecord}</InEnglish></Fact>}
        {f.notes && <Fact label={t('funding.fact.note')}><InEnglish>{f.notes}</InEnglish></Fact>}
        {f.address && <Fact label={t('funding.fact.address')}>{f.address}</Fact>}
      </dl>
      <EntryLinks name={f.name} website={f.website} phone={f.phone} email={f.email} />
      <Checked sourceUrl={f.sourceUrl} verifiedAt={f.verifiedAt} name={f.name} />
    </article>
  );
}

function AdditionalResources() {
  const t = useT();
  const resources = useAllResources();
  const related = resources?.filter((r) => r.category === 'financial-support' || r.category === 'grants').slice(0, 6);
  if (!related?.length) return null;
  return (
    <section aria-labelledby="additional" className="mt-12">
      <h2 id="additional" className="m-0 text-2xl font-bold">
        {t('funding.more.title')}
      </h2>
      <p className="mt-1 mb-0 text-ink-muted">{t('funding.more.intro')}</p>
      <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
        {related.map((r) => (
          <li key={r.id}>
            <ResourceCard resource={r} />
          </li>
        ))}
      </ul>
      <Link to="/resources/financial-support" className={`${buttonStyles.secondary} mt-4`}>
        {t('funding.more.all')}
      </Link>
    </section>
  );
}

export function FundingPage() {
  usePageMeta(metaFor('/financing-grants'));
  const t = useT();
  const { entries, status, syncedAt } = useDirectory('funding-sources');
  const { values, set, clear } = useUrlFilters(KEYS, ['q'], { category: FUNDING_CATEGORIES.map((c) => c.key) });
  const all = entries ?? [];
  const counts = useMemo(() => countByCategory(all), [all]);
  const filtered = useMemo(() => filterEntries(all, { text: values.q, category: values.category }, fundingFields), [all, values.q, values.category]);
  const groups = groupByCategory(filtered, FUNDING_CATEGORIES);
  const active = values.q.trim() !== '' || values.category !== 'all';
  const withEntries = FUNDING_CATEGORIES.filter((c) => (counts.get(c.key) ?? 0) > 0);

  return (
    <TopicLayout
      title={t('funding.title')}
      intro={<p className="m-0">{t('funding.intro')}</p>}
      cards={SUPPORT.map((k) => ({ title: t(`funding.card.${k}.title`), text: t(`funding.card.${k}.text`) }))}
      cardsLabel={t('funding.cards.label')}
    >
      <section aria-labelledby="funding-directory" className="mt-12">
        <h2 id="funding-directory" className="m-0 text-2xl font-bold">
          {t('funding.directory.title')}
        </h2>
        <div className="mt-4 grid gap-4">
          <SearchBox label={t('funding.search.label')} hint={t('funding.search.hint')} value={values.q} onChange={(v) => set('q', v)} />
          <FilterButtons
            label={t('funding.filter.label')}
            value={values.category}
            onChange={(k) => set('category', k)}
            options={[
              { key: 'all', label: t('funding.filter.all', { count: all.length }) },
              // Spec: the first word of the category's title and its count; a word of its own in each language.
              ...FUNDING_CATEGORIES.map((c) => ({ key: c.key, label: `${t(`funding.category.${c.key}.short`)} (${counts.get(c.key) ?? 0})` })),
            ]}
          />
        </div>
        <DeviceCopyNote status={status} syncedAt={syncedAt} empty={all.length === 0} />
        {entries !== undefined && !(status === 'syncing' && all.length === 0) && <SummaryBar summary={summary(t, filtered.length, all.length, values.q)} active={active} onClear={clear} />}
      </section>

      {entries === undefined || (status === 'syncing' && all.length === 0) ? (
        <LoadingCards label={t('funding.loading')} />
      ) : groups.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line bg-surface p-6 sm:p-8">
          <h2 className="m-0 text-xl font-bold">{t(all.length === 0 ? 'funding.empty.none' : 'funding.empty.noMatch')}</h2>
          <p className="mt-2 mb-0">{t('funding.empty.hint')}</p>
          {withEntries.length > 0 && (
            <p className="mt-3 mb-0 text-sm text-ink-muted">
              {t('funding.empty.categories', { list: withEntries.slice(0, EMPTY_PREVIEW).map((c) => t(`funding.category.${c.key}.title`)).join(', ') })}
              {withEntries.length > EMPTY_PREVIEW ? t('funding.empty.more', { count: withEntries.length - EMPTY_PREVIEW }) : ''}
            </p>
          )}
          {active && (
            <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={clear}>
              {t('funding.empty.clear')}
            </button>
          )}
        </div>
      ) : (
        groups.map((g) => (
          <CategoryGroup key={g.category.key} id={`group-${g.category.key}`} title={t(`funding.category.${g.category.key}.title`)} description={t(`funding.category.${g.category.key}.description`)} count={g.items.length} colour={g.category.colour}>
            {g.items.map((f) => (
              <li key={f.id}>
                <FundingCard f={f} />
              </li>
            ))}
          </CategoryGroup>
        ))
      )}
      <AdditionalResources />
    </TopicLayout>
  );
}
