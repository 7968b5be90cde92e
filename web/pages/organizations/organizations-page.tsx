// /organizations-growth: about a hundred organizations for women in business, searchable and filtered by category,
// grouped under their categories. Read from the device (replicated when the page opens), so it works offline.
// The listings are the organizations' own words (data/organizations.json): on a page in another language they stay
// in English, marked as such; the page's own words and the categories' names are ours and translated.
import { useMemo, type ReactNode } from 'react';
import { countByCategory, filterEntries, groupByCategory, organizationFields } from '../../../shared/directories/filter.ts';
import { ORGANIZATION_CATEGORIES, type Organization } from '../../../shared/directories/schemas.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { metaFor } from '../../../shared/routes.ts';
import { useLocale, useT, type Translate } from '../../i18n/use-t.ts';
import { Badges, CategoryGroup, LoadingCards, DeviceCopyNote, Fact, FilterButtons, SearchBox, SummaryBar, useUrlFilters } from '../../components/builtin-directory.tsx';
import { Checked, EntryLinks } from '../../components/entry-links.tsx';
import { useDirectory } from '../../local/directories.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

const BENEFITS = [
  { title: 'organizations.benefit.leadership.title', text: 'organizations.benefit.leadership.text' },
  { title: 'organizations.benefit.growth.title', text: 'organizations.benefit.growth.text' },
  { title: 'organizations.benefit.goals.title', text: 'organizations.benefit.goals.text' },
  { title: 'organizations.benefit.networks.title', text: 'organizations.benefit.networks.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

const KEYS = ['q', 'category'] as const;

type CategoryKey = (typeof ORGANIZATION_CATEGORIES)[number]['key'];
const categoryTitle = (t: Translate, key: CategoryKey) => t(`organizations.category.${key}.title`);

/** "Showing all 98 organizations" / "Showing 12 of 98 organizations for “loan”", in the page's language. */
function summaryOf(t: Translate, shown: number, total: number, text: string): string {
  const q = text.trim();
  const all = shown === total && !q;
  if (q) return t(all ? 'organizations.summary.allFor' : 'organizations.summary.someFor', { shown, total, text: q });
  return t(all ? 'organizations.summary.all' : 'organizations.summary.some', { shown, total });
}

function OrganizationCard({ o }: { o: Organization }) {
  const t = useT();
  // The organization's own words: English, said so on a page in another language.
  const foreign = useLocale() !== 'en';
  const own = (text: ReactNode) => (foreign ? <span lang="en">{text}</span> : text);
  const id = `org-${o.id}`;
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card [overflow-wrap:anywhere]">
      <h3 id={id} className="m-0 text-lg leading-snug font-bold">
        {o.name}
      </h3>
      <p className="mt-2 mb-0 flex-1">
        {own(o.description)}
        {foreign && <span className="text-ink-muted"> {t('organizations.card.inEnglish')}</span>}
      </p>
      <p className="mt-2 mb-0 text-sm">
        <span className="font-semibold">{t('organizations.card.services')}</span> {own(o.services.join(', '))}
      </p>
      <div className="mt-3">
        <Badges items={o.industries} max={3} label={t('organizations.card.industries', { name: o.name })} />
      </div>
      {(o.grantAmount || o.stage || o.eligibility || o.address) && (
        <dl className="m-0 mt-3 flex flex-col gap-1">
          {o.grantAmount && <Fact label={t('organizations.card.funding')}>{own(o.grantAmount)}</Fact>}
          {o.stage && <Fact label={t('organizations.card.stage')}>{own(o.stage)}</Fact>}
          {o.eligibility && <Fact label={t('organizations.card.eligibility')}>{own(o.eligibility)}</Fact>}
          {o.address && <Fact label={t('organizations.card.address')}>{o.address}</Fact>}
        </dl>
      )}
      <EntryLinks name={o.name} website={o.website} phone={o.phone} email={o.email} />
      <Checked sourceUrl={o.sourceUrl} verifiedAt={o.verifiedAt} name={o.name} />
    </article>
  );
}

export function OrganizationsPage() {
  usePageMeta(metaFor('/organizations-growth'));
  const t = useT();
  const { entries, status, syncedAt } = useDirectory('organizations');
  const { values, set, clear } = useUrlFilters(KEYS, ['q'], { category: ORGANIZATION_CATEGORIES.map((c) => c.key) });
  const all = entries ?? [];
  const counts = useMemo(() => countByCategory(all), [all]);
  const filtered = useMemo(() => filterEntries(all, { text: values.q, category: values.category }, organizationFields), [all, values.q, values.category]);
  const groups = groupByCategory(filtered, ORGANIZATION_CATEGORIES);
  const active = values.q.trim() !== '' || values.category !== 'all';

  return (
    <TopicLayout
      title={t('organizations.title')}
      intro={<p className="m-0">{t('organizations.intro')}</p>}
      cards={BENEFITS.map((b) => ({ title: t(b.title), text: t(b.text) }))}
      cardsLabel={t('organizations.cardsLabel')}
    >
      <section aria-labelledby="org-directory" className="mt-12">
        <h2 id="org-directory" className="m-0 text-2xl font-bold">
          {t('organizations.directory')}
        </h2>
        <div className="mt-4 grid gap-4">
          <SearchBox label={t('organizations.search.label')} hint={t('organizations.search.hint')} value={values.q} onChange={(v) => set('q', v)} />
          <FilterButtons
            label={t('organizations.filter.label')}
            value={values.category}
            onChange={(k) => set('category', k)}
            options={[
              { key: 'all', label: t('organizations.filter.all', { count: all.length }) },
              ...ORGANIZATION_CATEGORIES.map((c) => ({
                key: c.key,
                // Spec: a button is named by its category's first word and its count ("National (12)"); each language names it in one word of its own.
                label: t('organizations.filter.category', { name: t(`organizations.category.${c.key}.short`), count: counts.get(c.key) ?? 0 }),
              })),
            ]}
          />
        </div>
        <DeviceCopyNote status={status} syncedAt={syncedAt} empty={all.length === 0} />
        {entries !== undefined && !(status === 'syncing' && all.length === 0) && <SummaryBar summary={summaryOf(t, filtered.length, all.length, values.q)} active={active} onClear={clear} />}
      </section>

      {entries === undefined || (status === 'syncing' && all.length === 0) ? (
        <LoadingCards label={t('organizations.loading')} />
      ) : groups.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line bg-surface p-8 text-center">
          <h2 className="m-0 text-xl font-bold">{t('organizations.empty.title')}</h2>
          <p className="mt-2 mb-0 text-ink-muted">{t('organizations.empty.body')}</p>
        </div>
      ) : (
        groups.map((g) => (
          <CategoryGroup
            key={g.category.key}
            id={`group-${g.category.key}`}
            title={categoryTitle(t, g.category.key)}
            description={t(`organizations.category.${g.category.key}.description`)}
            count={g.items.length}
            colour={g.category.colour}
          >
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
