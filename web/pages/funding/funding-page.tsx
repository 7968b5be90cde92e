// /financing-grants: funding sources for women founders and students, searchable and filtered by category, grouped
// under their categories, with related resources from the directory. Read from the device, so it works offline.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { categoryButtonLabel, countByCategory, filterEntries, fundingFields, groupByCategory, summaryLine } from '../../../shared/directories/filter.ts';
import { FUNDING_CATEGORIES, type FundingSource } from '../../../shared/directories/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { Badges, CategoryGroup, LoadingCards, DeviceCopyNote, Fact, FilterButtons, SearchBox, SummaryBar, useUrlFilters } from '../../components/builtin-directory.tsx';
import { Checked, EntryLinks } from '../../components/entry-links.tsx';
import { ResourceCard } from '../../components/resource-card.tsx';
import { useDirectory } from '../../local/directories.ts';
import { useAllResources } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

const SUPPORT = [
  { title: 'Business Funding', text: 'Investors, loans and grants for women starting or growing a business.' },
  { title: 'Educational Scholarships', text: 'Grants and scholarships for women going back to school; see also Grants & Financial Resources.' },
  { title: 'Emergency Financial Aid', text: 'Help with urgent costs: our Financial Support resources list benefits and emergency funds.' },
  { title: 'Financial Literacy', text: 'Free counseling and training to plan, borrow and grow with confidence.' },
] as const;

const KEYS = ['q', 'category'] as const;
/** The empty card previews this many category titles, then "+N more". */
const EMPTY_PREVIEW = 4;

function FundingCard({ f }: { f: FundingSource }) {
  const id = `fund-${f.id}`;
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card [overflow-wrap:anywhere]">
      <h3 id={id} className="m-0 text-lg leading-snug font-bold">
        {f.name}
      </h3>
      <p className="mt-2 mb-0 flex-1">{f.description}</p>
      <div className="mt-3">
        <Badges items={f.industries} max={5} label={`Industries funded by ${f.name}`} />
      </div>
      <dl className="m-0 mt-3 flex flex-col gap-1">
        {f.grantAmount && <Fact label="Grant amount">{f.grantAmount}</Fact>}
        {f.investmentRange && <Fact label="Investment">{f.investmentRange}</Fact>}
        {f.stage && <Fact label="Stage">{f.stage}</Fact>}
        {f.applicationDeadline && <Fact label="Deadline">{f.applicationDeadline}</Fact>}
        {f.eligibility && <Fact label="Who can apply">{f.eligibility}</Fact>}
        {f.additionalBenefits && <Fact label="Also offers">{f.additionalBenefits}</Fact>}
        {f.specialPrograms.length > 0 && <Fact label="Programs">{f.specialPrograms.join(', ')}</Fact>}
        {f.trackRecord && <Fact label="Track record">{f.trackRecord}</Fact>}
        {f.notes && <Fact label="Note">{f.notes}</Fact>}
        {f.address && <Fact label="Address">{f.address}</Fact>}
      </dl>
      <EntryLinks name={f.name} website={f.website} phone={f.phone} email={f.email} />
      <Checked sourceUrl={f.sourceUrl} verifiedAt={f.verifiedAt} name={f.name} />
    </article>
  );
}

function AdditionalResources() {
  const resources = useAllResources();
  const related = resources?.filter((r) => r.category === 'financial-support' || r.category === 'grants').slice(0, 6);
  if (!related?.length) return null;
  return (
    <section aria-labelledby="additional" className="mt-12">
      <h2 id="additional" className="m-0 text-2xl font-bold">
        Additional Resources
      </h2>
      <p className="mt-1 mb-0 text-ink-muted">From our resource directory: financial support and grants.</p>
      <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
        {related.map((r) => (
          <li key={r.id}>
            <ResourceCard resource={r} />
          </li>
        ))}
      </ul>
      <Link to="/resources/financial-support" className={`${buttonStyles.secondary} mt-4`}>
        All financial support resources
      </Link>
    </section>
  );
}

export function FundingPage() {
  usePageMeta(metaFor('/financing-grants'));
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
      title="Financing and Grant Opportunities"
      intro={<p className="m-0">Investors, grants, loans and programs for women founders. Every listing links to the funder and to where its details can be checked; amounts and deadlines change, so confirm them with the funder.</p>}
      cards={SUPPORT}
      cardsLabel="Kinds of support"
    >
      <section aria-labelledby="funding-directory" className="mt-12">
        <h2 id="funding-directory" className="m-0 text-2xl font-bold">
          Funding sources
        </h2>
        <div className="mt-4 grid gap-4">
          <SearchBox label="Search funding sources" hint="Search names, descriptions, industries, amounts, stages, eligibility and programs." value={values.q} onChange={(v) => set('q', v)} />
          <FilterButtons
            label="Filter by category"
            value={values.category}
            onChange={(k) => set('category', k)}
            options={[{ key: 'all', label: `All (${all.length})` }, ...FUNDING_CATEGORIES.map((c) => ({ key: c.key, label: categoryButtonLabel(c.title, counts.get(c.key) ?? 0) }))]}
          />
        </div>
        <DeviceCopyNote status={status} syncedAt={syncedAt} empty={all.length === 0} />
        {entries !== undefined && !(status === 'syncing' && all.length === 0) && <SummaryBar summary={summaryLine(filtered.length, all.length, 'funding sources', values.q)} active={active} onClear={clear} />}
      </section>

      {entries === undefined || (status === 'syncing' && all.length === 0) ? (
        <LoadingCards label="Loading funding sources" />
      ) : groups.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line bg-surface p-6 sm:p-8">
          <h2 className="m-0 text-xl font-bold">{all.length === 0 ? 'No funding sources available' : 'No funding sources match your criteria'}</h2>
          <p className="mt-2 mb-0">Try a broader word (such as “grant” or “loan”), another category, or clear the filters.</p>
          {withEntries.length > 0 && (
            <p className="mt-3 mb-0 text-sm text-ink-muted">
              Categories: {withEntries.slice(0, EMPTY_PREVIEW).map((c) => c.title).join(', ')}
              {withEntries.length > EMPTY_PREVIEW ? ` +${withEntries.length - EMPTY_PREVIEW} more` : ''}
            </p>
          )}
          {active && (
            <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={clear}>
              Clear all filters
            </button>
          )}
        </div>
      ) : (
        groups.map((g) => (
          <CategoryGroup key={g.category.key} id={`group-${g.category.key}`} title={g.category.title} description={g.category.description} count={g.items.length} colour={g.category.colour}>
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
