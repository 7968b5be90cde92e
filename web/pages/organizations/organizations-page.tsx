// /organizations-growth: about a hundred organizations for women in business, searchable and filtered by category,
// grouped under their categories. Read from the device (replicated when the page opens), so it works offline.
import { useMemo } from 'react';
import { categoryButtonLabel, countByCategory, filterEntries, groupByCategory, organizationFields, summaryLine } from '../../../shared/directories/filter.ts';
import { ORGANIZATION_CATEGORIES, type Organization } from '../../../shared/directories/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { Badges, CategoryGroup, LoadingCards, DeviceCopyNote, Fact, FilterButtons, SearchBox, SummaryBar, useUrlFilters } from '../../components/builtin-directory.tsx';
import { Checked, EntryLinks } from '../../components/entry-links.tsx';
import { useDirectory } from '../../local/directories.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

const BENEFITS = [
  { title: 'Leadership Development', text: 'Programs and networks that grow women leaders, from first job to the boardroom.' },
  { title: 'Business Growth Support', text: 'Counseling, certification and training to start and scale a business.' },
  { title: 'Goal Achievement Programs', text: 'Accelerators and coaching with milestones, peers and accountability.' },
  { title: 'Professional Networks', text: 'Communities of women founders and executives who open doors for each other.' },
] as const;

const KEYS = ['q', 'category'] as const;

function OrganizationCard({ o }: { o: Organization }) {
  const id = `org-${o.id}`;
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card [overflow-wrap:anywhere]">
      <h3 id={id} className="m-0 text-lg leading-snug font-bold">
        {o.name}
      </h3>
      <p className="mt-2 mb-0 flex-1">{o.description}</p>
      <p className="mt-2 mb-0 text-sm">
        <span className="font-semibold">Services:</span> {o.services.join(', ')}
      </p>
      <div className="mt-3">
        <Badges items={o.industries} max={3} label={`Industries served by ${o.name}`} />
      </div>
      {(o.grantAmount || o.stage || o.eligibility || o.address) && (
        <dl className="m-0 mt-3 flex flex-col gap-1">
          {o.grantAmount && <Fact label="Funding">{o.grantAmount}</Fact>}
          {o.stage && <Fact label="Stage">{o.stage}</Fact>}
          {o.eligibility && <Fact label="Who can apply">{o.eligibility}</Fact>}
          {o.address && <Fact label="Address">{o.address}</Fact>}
        </dl>
      )}
      <EntryLinks name={o.name} website={o.website} phone={o.phone} email={o.email} />
      <Checked sourceUrl={o.sourceUrl} verifiedAt={o.verifiedAt} name={o.name} />
    </article>
  );
}

export function OrganizationsPage() {
  usePageMeta(metaFor('/organizations-growth'));
  const { entries, status, syncedAt } = useDirectory('organizations');
  const { values, set, clear } = useUrlFilters(KEYS, ['q'], { category: ORGANIZATION_CATEGORIES.map((c) => c.key) });
  const all = entries ?? [];
  const counts = useMemo(() => countByCategory(all), [all]);
  const filtered = useMemo(() => filterEntries(all, { text: values.q, category: values.category }, organizationFields), [all, values.q, values.category]);
  const groups = groupByCategory(filtered, ORGANIZATION_CATEGORIES);
  const active = values.q.trim() !== '' || values.category !== 'all';

  return (
    <TopicLayout
      title="Organizations for Growth"
      intro={<p className="m-0">Networks, programs and funders that help women start, lead and grow businesses. Every listing links to the organization and to where its details can be checked.</p>}
      cards={BENEFITS}
      cardsLabel="What these organizations offer"
    >
      <section aria-labelledby="org-directory" className="mt-12">
        <h2 id="org-directory" className="m-0 text-2xl font-bold">
          Directory of organizations
        </h2>
        <div className="mt-4 grid gap-4">
          <SearchBox label="Search organizations" hint="Search names, services, industries, addresses and grant amounts." value={values.q} onChange={(v) => set('q', v)} />
          <FilterButtons
            label="Filter by category"
            value={values.category}
            onChange={(k) => set('category', k)}
            options={[{ key: 'all', label: `All (${all.length})` }, ...ORGANIZATION_CATEGORIES.map((c) => ({ key: c.key, label: categoryButtonLabel(c.title, counts.get(c.key) ?? 0) }))]}
          />
        </div>
        <DeviceCopyNote status={status} syncedAt={syncedAt} empty={all.length === 0} />
        {entries !== undefined && !(status === 'syncing' && all.length === 0) && <SummaryBar summary={summaryLine(filtered.length, all.length, 'organizations', values.q)} active={active} onClear={clear} />}
      </section>

      {entries === undefined || (status === 'syncing' && all.length === 0) ? (
        <LoadingCards label="Loading organizations" />
      ) : groups.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line bg-surface p-8 text-center">
          <h2 className="m-0 text-xl font-bold">No organizations found</h2>
          <p className="mt-2 mb-0 text-ink-muted">Try adjusting your search terms or filters to find relevant organizations.</p>
        </div>
      ) : (
        groups.map((g) => (
          <CategoryGroup key={g.category.key} id={`group-${g.category.key}`} title={g.category.title} description={g.category.description} count={g.items.length} colour={g.category.colour}>
            {g.items.map((o) => (
              <li key={o.id}>
                <OrganizationCard o={o} />
              </li>
            ))}
          </CategoryGroup>
        ))
      )}
    </TopicLayout>
  );
}
