// /women-owned-businesses: profiles of real women business owners (filters by heritage, category and text, combined),
// figures computed from the profiles, and the directory's business resources. Read from the device: works offline.
import { accentBorder } from '../../components/accent.ts';
import { Tabs } from '@ark-ui/react/tabs';
import { useMemo } from 'react';
import { countByCategory, filterEntries, groupByCategory, ownerFields, summaryLine } from '../../../shared/directories/filter.ts';
import { groupInsights, keyInsights, ownerSummary } from '../../../shared/directories/insights.ts';
import { ETHNICITY_GROUPS, OWNER_CATEGORIES, type BusinessOwner } from '../../../shared/directories/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { tabStyles } from '../../components/button-styles.ts';
import { Badges, CategoryGroup, LoadingCards, DeviceCopyNote, Fact, FilterButtons, SearchBox, SummaryBar, useUrlFilters } from '../../components/builtin-directory.tsx';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { Checked } from '../../components/entry-links.tsx';
import { useDirectory } from '../../local/directories.ts';
import { useAllResources } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

const BENEFITS = [
  { title: 'Role Models', text: 'Real women who built companies, told in plain facts you can check.' },
  { title: 'Every Industry', text: 'From beauty and food to technology, finance and construction.' },
  { title: 'Paths to Follow', text: 'How they started, what they built, and what they achieved.' },
  { title: 'Resources to Start', text: 'Business resources from our directory, for your own first steps.' },
] as const;

// 'owner' for the profiles' search: the resources tab's own search uses 'q'.
const KEYS = ['owner', 'ethnicity', 'category', 'tab'] as const;
const TEXT_KEYS = ['owner'] as const;
/** Spec: the first 3 achievements on a card. */
const ACHIEVEMENTS_SHOWN = 3;

function OwnerCard({ o }: { o: BusinessOwner }) {
  const id = `owner-${o.id}`;
  const group = ETHNICITY_GROUPS.find((g) => g.key === o.ethnicity);
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card [overflow-wrap:anywhere]">
      <h3 id={id} className="m-0 text-lg leading-snug font-bold">
        {o.name}
      </h3>
      <p className="mt-0.5 mb-0 font-semibold text-ink-muted">
        {o.company}
        {o.foundedYear ? ` · founded ${o.foundedYear}` : ''}
      </p>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{o.location ?? group?.title}</p>
      <p className="mt-2 mb-0">{o.description}</p>
      <div className="mt-3">
        <Badges items={o.industries} max={3} label={`Industries of ${o.name}`} />
      </div>
      <h4 className="mt-3 mb-0 text-sm font-bold">Achievements</h4>
      <ul className="m-0 mt-1 list-disc pl-5 text-sm">
        {o.achievements.slice(0, ACHIEVEMENTS_SHOWN).map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
      {(o.netWorth || o.revenue) && (
        <dl className="m-0 mt-3 flex flex-col gap-1">
          {o.netWorth && <Fact label={`Net worth (${o.netWorth.year})`}>{o.netWorth.display}</Fact>}
          {o.revenue && <Fact label={`Revenue (${o.revenue.year})`}>{o.revenue.display}</Fact>}
        </dl>
      )}
      <div className="mt-auto">
        <Checked sourceUrl={o.sourceUrl} verifiedAt={o.verifiedAt} name={o.name} />
      </div>
    </article>
  );
}

export function OwnersPage() {
  usePageMeta(metaFor('/women-owned-businesses'));
  const { entries, status, syncedAt } = useDirectory('business-owners');
  const resources = useAllResources();
  const { values, set, clear } = useUrlFilters(KEYS, TEXT_KEYS, { category: OWNER_CATEGORIES.map((c) => c.key), ethnicity: ETHNICITY_GROUPS.map((g) => g.key), tab: ['resources'] }, ['tab']);
  const all = entries ?? [];
  const summary = ownerSummary(all);
  const counts = useMemo(() => countByCategory(all), [all]);
  const filtered = useMemo(
    () => filterEntries(all, { text: values.owner, category: values.category, ethnicity: values.ethnicity }, ownerFields),
    [all, values.owner, values.category, values.ethnicity],
  );
  const groups = groupByCategory(filtered, OWNER_CATEGORIES);
  const active = values.owner.trim() !== '' || values.category !== 'all' || values.ethnicity !== 'all';
  const businessResources = resources?.filter((r) => r.category === 'women-owned-businesses').length;
  const tab = values.tab === 'resources' ? 'resources' : 'owners';

  const tiles = [
    { value: summary.profiles, label: 'business owner profiles' },
    { value: summary.industries, label: 'industries' },
    { value: summary.groups, label: 'heritage groups' },
    { value: summary.categories, label: 'categories' },
  ];

  return (
    <TopicLayout
      title="Women Owned Businesses"
      intro={<p className="m-0">Real women who built and led companies, and resources for your own business. Every profile links to where its facts can be checked.</p>}
      heroExtra={
        <ul aria-label="About these profiles" className="m-0 mt-6 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4">
          {tiles.map((t) => (
            <li key={t.label} className="rounded-lg bg-surface p-4 shadow-card">
              <p className="m-0 text-3xl font-extrabold text-heading">{entries === undefined ? '…' : t.value}</p>
              <p className="mt-1 mb-0 text-sm">{t.label}</p>
            </li>
          ))}
        </ul>
      }
      cards={BENEFITS}
      cardsLabel="Why these stories"
    >
      <section aria-labelledby="groups" className="mt-12">
        <h2 id="groups" className="m-0 text-2xl font-bold">
          Three communities
        </h2>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-3">
          {groupInsights(all).map((g) => (
            <li key={g.key} className={`rounded-lg border border-line bg-surface p-5 shadow-card ${accentBorder(g.colour)}`}>
              <h3 className="m-0 text-lg font-bold">{g.title}</h3>
              <p className="mt-1 mb-0 text-sm">{g.description}</p>
              <dl className="m-0 mt-3 flex flex-col gap-1">
                <Fact label="Profiles">{g.profiles}</Fact>
                <Fact label="Industries">{g.industries}</Fact>
                {g.topCategories.length > 0 && <Fact label="Most often">{g.topCategories.join(', ')}</Fact>}
                {g.earliestFounded && <Fact label="Earliest company">{`${g.earliestFounded.company} (${g.earliestFounded.year})`}</Fact>}
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="insights" className="mt-12 rounded-lg bg-brand-soft p-6">
        <h2 id="insights" className="m-0 text-2xl font-bold">
          Key Market Insights
        </h2>
        <ol className="m-0 mt-3 flex flex-col gap-2 pl-5">
          {keyInsights(all).map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ol>
      </section>

      <Tabs.Root value={tab} onValueChange={({ value }) => set('tab', value === 'owners' ? 'all' : value)} className="mt-12">
        <Tabs.List aria-label="Owners and resources" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value="owners" className={tabStyles}>
            Business Owners ({all.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="resources" className={tabStyles}>
            Business Resources ({businessResources ?? '…'})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="owners" className="pt-6 outline-none">
          <div className="grid gap-4">
            <SearchBox label="Search business owners" hint="Search names, companies, industries, achievements and heritage." value={values.owner} onChange={(v) => set('owner', v)} />
            <FilterButtons
              label="Filter by heritage"
              value={values.ethnicity}
              onChange={(k) => set('ethnicity', k)}
              options={[{ key: 'all', label: 'All' }, ...ETHNICITY_GROUPS.map((g) => ({ key: g.key, label: g.title }))]}
            />
            <FilterButtons
              label="Filter by category"
              value={values.category}
              onChange={(k) => set('category', k)}
              options={[{ key: 'all', label: `All (${all.length})` }, ...OWNER_CATEGORIES.map((c) => ({ key: c.key, label: `${c.title} (${counts.get(c.key) ?? 0})` }))]}
            />
          </div>
          <DeviceCopyNote status={status} syncedAt={syncedAt} empty={all.length === 0} />
          {entries !== undefined && !(status === 'syncing' && all.length === 0) && (
            <SummaryBar summary={summaryLine(filtered.length, all.length, 'business owners', values.owner).replace(/^Showing all (\d+) business owners/, 'Showing all $1')} active={active} onClear={clear} />
          )}
          {entries === undefined || (status === 'syncing' && all.length === 0) ? (
            <LoadingCards label="Loading profiles" />
          ) : groups.length === 0 ? (
            <div className="mt-6 rounded-lg border border-line bg-surface p-8 text-center">
              <h2 className="m-0 text-xl font-bold">No business owners found</h2>
              <p className="mt-2 mb-0 text-ink-muted">Try another word, or clear the filters.</p>
            </div>
          ) : (
            groups.map((g) => (
              <CategoryGroup key={g.category.key} id={`group-${g.category.key}`} title={g.category.title} description={g.category.description} count={g.items.length} colour={g.category.colour}>
                {g.items.map((o) => (
                  <li key={o.id}>
                    <OwnerCard o={o} />
                  </li>
                ))}
              </CategoryGroup>
            ))
          )}
        </Tabs.Content>
        <Tabs.Content value="resources" className="pt-6 outline-none">
          {/* The search runs only while this tab is open. */}
          {tab === 'resources' && (
            <DirectorySearch
              heading="Business resources"
              categories={['women-owned-businesses']}
              searchLabel="Search business resources"
              hint="Try words like “loan”, “mentor” or “certification”."
              empty={{
                title: 'No Business Resources Found',
                searching: (text) => `Nothing matches “${text}”. Try another word.`,
                idle: 'Business resources will appear here once the directory is on this device.',
              }}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
