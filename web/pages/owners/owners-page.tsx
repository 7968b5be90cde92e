// /women-owned-businesses: profiles of real women business owners (filters by heritage, category and text, combined),
// figures computed from the profiles, and the directory's business resources. Read from the device: works offline.
import { accentBorder } from '../../components/accent.ts';
import { Tabs } from '@ark-ui/react/tabs';
import { useMemo } from 'react';
import { countByCategory, filterEntries, groupByCategory, ownerFields } from '../../../shared/directories/filter.ts';
import { groupInsights, keyInsights, ownerSummary, type KeyInsights } from '../../../shared/directories/insights.ts';
import { ETHNICITY_GROUPS, OWNER_CATEGORIES, type BusinessOwner } from '../../../shared/directories/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { tabStyles } from '../../components/button-styles.ts';
import { Badges, CategoryGroup, LoadingCards, DeviceCopyNote, Fact, FilterButtons, SearchBox, SummaryBar, useUrlFilters } from '../../components/builtin-directory.tsx';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { Checked } from '../../components/entry-links.tsx';
import { useDirectory } from '../../local/directories.ts';
import { useAllResources } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { InEnglish } from '../funding/in-english.tsx';
import { TopicLayout } from '../topics/topic-layout.tsx';

const BENEFITS = ['models', 'industries', 'paths', 'start'] as const;

// 'owner' for the profiles' search: the resources tab's own search uses 'q'.
const KEYS = ['owner', 'ethnicity', 'category', 'tab'] as const;
const TEXT_KEYS = ['owner'] as const;
/** Spec: the first 3 achievements on a card. */
const ACHIEVEMENTS_SHOWN = 3;

/** "Showing 3 of 60 business owners for “chef”", in the page's language. */
function summary(t: Translate, shown: number, total: number, text: string): string {
  const q = text.trim();
  if (q) return t('owners.summary.someFor', { shown, total, text: q });
  return shown === total ? t('owners.summary.all', { total }) : t('owners.summary.some', { shown, total });
}

/** Five plain statements about the profiles, worded from figures computed from them. */
function insightLines(t: Translate, k: KeyInsights | undefined): string[] {
  if (!k) return [];
  const category = (key: string) => t(`owners.category.${key}.title` as Parameters<Translate>[0]);
  return [
    t('owners.insight.summary', { profiles: k.summary.profiles, groups: k.summary.groups, industries: k.summary.industries }),
    // Years as written ("1986", not "1,986").
    k.span
      ? t('owners.insight.span', { years: k.span.years, oldest: k.span.oldest.company, oldestYear: String(k.span.oldest.year), newest: k.span.newest.company, newestYear: String(k.span.newest.year) })
      : t('owners.insight.spanUnknown'),
    t('owners.insight.categories', { fortune: k.fortune500, pioneers: k.pioneers }),
    k.biggest.length === 1
      ? t('owners.insight.biggest.one', { category: category(k.biggest[0]!), most: k.most })
      : t('owners.insight.biggest.many', { most: k.most, categories: k.biggest.map(category).join(', ') }),
    t('owners.insight.figures', { count: k.withFigures }),
  ];
}

function OwnerCard({ o }: { o: BusinessOwner }) {
  const t = useT();
  const id = `owner-${o.id}`;
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card [overflow-wrap:anywhere]">
      <h3 id={id} className="m-0 text-lg leading-snug font-bold">
        {o.name}
      </h3>
      <p className="mt-0.5 mb-0 font-semibold text-ink-muted">
        {o.company}
        {o.foundedYear ? t('owners.card.founded', { year: String(o.foundedYear) }) : ''}
      </p>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{o.location ?? t(`owners.group.${o.ethnicity}.title`)}</p>
      <p className="mt-2 mb-0">
        <InEnglish note={t('owners.inEnglish')}>{o.description}</InEnglish>
      </p>
      <div className="mt-3">
        <Badges items={o.industries} max={3} label={t('owners.card.industriesOf', { name: o.name })} />
      </div>
      <h4 className="mt-3 mb-0 text-sm font-bold">{t('owners.card.achievements')}</h4>
      <ul className="m-0 mt-1 list-disc pl-5 text-sm">
        {o.achievements.slice(0, ACHIEVEMENTS_SHOWN).map((a) => (
          <li key={a}>
            <InEnglish>{a}</InEnglish>
          </li>
        ))}
      </ul>
      {(o.netWorth || o.revenue) && (
        <dl className="m-0 mt-3 flex flex-col gap-1">
          {o.netWorth && (
            <Fact label={t('owners.card.netWorth', { year: String(o.netWorth.year) })}>
              <InEnglish>{o.netWorth.display}</InEnglish>
            </Fact>
          )}
          {o.revenue && (
            <Fact label={t('owners.card.revenue', { year: String(o.revenue.year) })}>
              <InEnglish>{o.revenue.display}</InEnglish>
            </Fact>
          )}
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
  const t = useT();
  const { entries, status, syncedAt } = useDirectory('business-owners');
  const resources = useAllResources();
  const { values, set, clear } = useUrlFilters(KEYS, TEXT_KEYS, { category: OWNER_CATEGORIES.map((c) => c.key), ethnicity: ETHNICITY_GROUPS.map((g) => g.key), tab: ['resources'] }, ['tab']);
  const all = entries ?? [];
  const figures = ownerSummary(all);
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
    { value: figures.profiles, label: t('owners.tile.profiles') },
    { value: figures.industries, label: t('owners.tile.industries') },
    { value: figures.groups, label: t('owners.tile.groups') },
    { value: figures.categories, label: t('owners.tile.categories') },
  ];

  return (
    <TopicLayout
      title={t('owners.title')}
      intro={<p className="m-0">{t('owners.intro')}</p>}
      heroExtra={
        <ul aria-label={t('owners.tiles.label')} className="m-0 mt-6 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-4">
          {tiles.map((t) => (
            <li key={t.label} className="rounded-lg bg-surface p-4 shadow-card">
              <p className="m-0 text-3xl font-extrabold text-heading">{entries === undefined ? '…' : t.value}</p>
              <p className="mt-1 mb-0 text-sm">{t.label}</p>
            </li>
          ))}
        </ul>
      }
      cards={BENEFITS.map((k) => ({ title: t(`owners.card.${k}.title`), text: t(`owners.card.${k}.text`) }))}
      cardsLabel={t('owners.cards.label')}
    >
      <section aria-labelledby="groups" className="mt-12">
        <h2 id="groups" className="m-0 text-2xl font-bold">
          {t('owners.groups.title')}
        </h2>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-3">
          {groupInsights(all).map((g) => (
            <li key={g.key} className={`rounded-lg border border-line bg-surface p-5 shadow-card ${accentBorder(g.colour)}`}>
              <h3 className="m-0 text-lg font-bold">{t(`owners.group.${g.key}.title`)}</h3>
              <p className="mt-1 mb-0 text-sm">{t(`owners.group.${g.key}.description`)}</p>
              <dl className="m-0 mt-3 flex flex-col gap-1">
                <Fact label={t('owners.fact.profiles')}>{g.profiles}</Fact>
                <Fact label={t('owners.fact.industries')}>{g.industries}</Fact>
                {g.topCategories.length > 0 && <Fact label={t('owners.fact.mostOften')}>{g.topCategories.map((c) => t(`owners.category.${c}.title`)).join(', ')}</Fact>}
                {g.earliestFounded && <Fact label={t('owners.fact.earliest')}>{`${g.earliestFounded.company} (${g.earliestFounded.year})`}</Fact>}
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="insights" className="mt-12 rounded-lg bg-brand-soft p-6">
        <h2 id="insights" className="m-0 text-2xl font-bold">
          {t('owners.insights.title')}
        </h2>
        <ol className="m-0 mt-3 flex flex-col gap-2 pl-5">
          {insightLines(t, keyInsights(all)).map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ol>
      </section>

      <Tabs.Root value={tab} onValueChange={({ value }) => set('tab', value === 'owners' ? 'all' : value)} className="mt-12">
        <Tabs.List aria-label={t('owners.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value="owners" className={tabStyles}>
            {t('owners.tab.owners', { count: all.length })}
          </Tabs.Trigger>
          <Tabs.Trigger value="resources" className={tabStyles}>
            {t('owners.tab.resources', { count: businessResources ?? '…' })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="owners" className="pt-6 outline-none">
          <div className="grid gap-4">
            <SearchBox label={t('owners.search.label')} hint={t('owners.search.hint')} value={values.owner} onChange={(v) => set('owner', v)} />
            <FilterButtons
              label={t('owners.filter.heritage')}
              value={values.ethnicity}
              onChange={(k) => set('ethnicity', k)}
              options={[{ key: 'all', label: t('owners.filter.heritageAll') }, ...ETHNICITY_GROUPS.map((g) => ({ key: g.key, label: t(`owners.group.${g.key}.title`) }))]}
            />
            <FilterButtons
              label={t('owners.filter.category')}
              value={values.category}
              onChange={(k) => set('category', k)}
              options={[
                { key: 'all', label: t('owners.filter.categoryAll', { count: all.length }) },
                ...OWNER_CATEGORIES.map((c) => ({ key: c.key, label: `${t(`owners.category.${c.key}.title`)} (${counts.get(c.key) ?? 0})` })),
              ]}
            />
          </div>
          <DeviceCopyNote status={status} syncedAt={syncedAt} empty={all.length === 0} />
          {entries !== undefined && !(status === 'syncing' && all.length === 0) && (
            <SummaryBar summary={summary(t, filtered.length, all.length, values.owner)} active={active} onClear={clear} />
          )}
          {entries === undefined || (status === 'syncing' && all.length === 0) ? (
            <LoadingCards label={t('owners.loading')} />
          ) : groups.length === 0 ? (
            <div className="mt-6 rounded-lg border border-line bg-surface p-8 text-center">
              <h2 className="m-0 text-xl font-bold">{t('owners.empty.title')}</h2>
              <p className="mt-2 mb-0 text-ink-muted">{t('owners.empty.hint')}</p>
            </div>
          ) : (
            groups.map((g) => (
              <CategoryGroup key={g.category.key} id={`group-${g.category.key}`} title={t(`owners.category.${g.category.key}.title`)} description={t(`owners.category.${g.category.key}.description`)} count={g.items.length} colour={g.category.colour}>
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
              heading={t('owners.resources.heading')}
              categories={['women-owned-businesses']}
              searchLabel={t('owners.resources.label')}
              hint={t('owners.resources.hint')}
              empty={{
                title: t('owners.resources.empty.title'),
                searching: (text) => t('owners.resources.empty.searching', { text }),
                idle: t('owners.resources.empty.idle'),
              }}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
