// The four tabs of /analytics: Overview, Platform Usage, Impact Metrics, Resource Gaps. Every figure says what it
// counts; what is never counted (safety plans) or not collected yet (stories, ratings) says so instead of a number.
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { growthPercent, perThousand } from '../../../shared/analytics/gaps.ts';
import { isStale, type LegislationFile } from '../../../shared/analytics/legislation.ts';
import { categoryWord, stateLabel } from '../../../shared/analytics/report.ts';
import { SAMPLE_STORIES } from '../../../shared/analytics/sample.ts';
import { SMALL_COUNT, type AnalyticsPayload } from '../../../shared/analytics/schemas.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT, type Translate } from '../../i18n/use-t.ts';

type Data = { data: AnalyticsPayload };

const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

/** The page's language at hand for the tabs: messages, numbers, months and category names. */
function useWords() {
  const t = useT();
  const intl = useIntl();
  return useMemo(() => words(t, intl), [t, intl]);
}

function words(t: Translate, intl: IntlShape) {
  const num = (n: number) => intl.formatNumber(n);
  /** A figure with a fixed number of decimals ("4.6", "0.556"). */
  const fixed = (n: number, digits: number) => intl.formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  /** "+12.5%", "−3%": a change with its sign. */
  const change = (g: number) => `${g > 0 ? '+' : '−'}${num(Math.abs(g))}%`;
  return {
    t,
    num,
    fixed,
    change,
    ratio: (a: number, b: number, digits = 1) => (b > 0 ? fixed(a / b, digits) : '—'),
    month: (month: string) => intl.formatDate(new Date(`${month}-15T12:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    category: categoryWord(t),
    /** A list of names joined as the language joins them ("a, b", "a y b"), with no "and" in English, as before. */
    list: (items: string[]) => intl.formatList(items, { type: 'unit', style: 'short' }),
    growthNote: (g: number | null) => (g === null ? t('analytics.growth.none') : g === 0 ? t('analytics.growth.same') : t('analytics.growth.change', { change: change(g) })),
  };
}

function Section({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  return (
    <section className={`${card} min-w-0`} aria-label={title}>
      <h2 className="m-0 text-xl font-bold">{title}</h2>
      {note && <p className="mt-1 mb-0 text-sm text-ink-muted">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  const words = /[a-z]/i.test(value);
  return (
    <li className={card}>
      <p className="m-0 text-sm font-semibold text-ink-muted">{label}</p>
      <p className={`m-0 mt-1 font-extrabold text-heading ${words ? 'text-xl leading-9' : 'text-3xl'}`}>{value}</p>
      <p className="m-0 mt-1 text-sm text-ink-muted">{note}</p>
    </li>
  );
}

/** A bar for a share (0 to 1); the figure itself is always written next to it. */
function Bar({ share, tone = 'brand' }: { share: number; tone?: 'brand' | 'crisis' }) {
  return (
    <div className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
      <div className={`h-full rounded-full ${tone === 'crisis' ? 'bg-crisis' : 'bg-brand'}`} style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }} />
    </div>
  );
}

const GEO_SHOWN = 10;

export function OverviewTab({ data }: Data) {
  const { t, num, fixed, category, growthNote } = useWords();
  const [allStates, setAllStates] = useState(false);
  const added = data.timeSeriesData.reduce((a, m) => a + m.resourcesAdded, 0);
  const maxViews = Math.max(1, ...data.categoryData.map((c) => c.views));
  const states = allStates ? data.geographicData : data.geographicData.slice(0, GEO_SHOWN);
  return (
    <div className="grid gap-6">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('analytics.overview.totals')}>
        <Stat label={t('analytics.overview.visits')} value={num(data.totalUsers)} note={growthNote(data.growth.users)} />
        <Stat label={t('analytics.overview.listings')} value={num(data.totalResources)} note={t('analytics.overview.added', { count: added })} />
        <Stat label={t('analytics.overview.views')} value={num(data.resourceViews)} note={growthNote(data.growth.resourceViews)} />
        <Stat
          label={t('analytics.overview.stories')}
          value={data.successStories === null ? t('analytics.overview.notCollected') : num(data.successStories)}
          note={t(data.successStories === null ? 'analytics.overview.storiesConsent' : 'analytics.overview.storiesShared')}
        />
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title={t('analytics.geo.title')}
          note={t('analytics.geo.note', { small: SMALL_COUNT })}
        >
          {data.geographicData.length === 0 ? (
            <p className="m-0">{t('analytics.geo.empty')}</p>
          ) : (
            <>
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <thead>
                    <tr className="border-b border-line">
                      <th scope="col" className="py-2 pr-3">
                        {t('analytics.geo.state')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t('analytics.geo.contacts')}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t('analytics.geo.local')}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t('analytics.geo.perThousand')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {states.map((g) => {
                      const per = g.users ? perThousand(g.resources, g.users) : null;
                      return (
                        <tr key={g.state} className="border-b border-line last:border-0">
                          <th scope="row" className="py-2 pr-3 font-semibold">
                            {stateLabel(g.state)}
                          </th>
                          <td className="py-2 pr-3 text-right">{g.users === null ? t('analytics.geo.under', { small: SMALL_COUNT }) : `${num(g.users)}+`}</td>
                          <td className="py-2 pr-3 text-right">{num(g.resources)}</td>
                          <td className="py-2 text-right">{per === null ? '—' : fixed(per, 1)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {data.geographicData.length > GEO_SHOWN && (
                <button type="button" className={`${buttonStyles.ghost} mt-2`} aria-expanded={allStates} onClick={() => setAllStates(!allStates)}>
                  {allStates ? t('analytics.geo.showFewer') : t('analytics.geo.showAll', { count: data.geographicData.length })}
                </button>
              )}
            </>
          )}
        </Section>
        <Section title={t('analytics.categories.title')} note={t('analytics.categories.note')}>
          <ul className="m-0 grid list-none gap-4 p-0">
            {data.categoryData.map((c) => (
              <li key={c.category}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">{category(c.category)}</span>
                  <span className="text-sm text-ink-muted">
                    {t('analytics.count.views', { count: c.views })} · {t('analytics.count.listings', { count: c.resources })} ·{' '}
                    {c.avgRating === null ? t('analytics.categories.notRated') : t('analytics.categories.rated', { rating: fixed(c.avgRating, 1) })}
                  </span>
                </div>
                <Bar share={c.views / maxViews} />
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}

/** True when the period's last day is the last day of its month (the last month shown is complete). */
function monthOver(data: AnalyticsPayload): boolean {
  const next = new Date(`${data.to}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

export function UsageTab({ data }: Data) {
  const { t, num, fixed, ratio, month, category, change } = useWords();
  const intl = useIntl();
  const last = data.timeSeriesData.slice(-3);
  const before = data.timeSeriesData.at(-4);
  const byViews = [...data.categoryData].filter((c) => c.views > 0).sort((a, b) => b.views - a.views);
  const byState = data.geographicData.filter((g) => (g.users ?? 0) > 0);
  const insights: string[] = [];
  if (byViews[0]) insights.push(t('analytics.usage.insight.topCategory', { category: category(byViews[0].category), count: byViews[0].views }));
  if (byState[0]?.users) insights.push(t('analytics.usage.insight.topState', { state: stateLabel(byState[0].state), count: byState[0].users }));
  // Months are compared whole: the last month shown is left out while it is not over.
  const complete = data.timeSeriesData.slice(0, monthOver(data) ? undefined : -1);
  const lastMonth = complete.at(-1);
  const prevMonth = complete.at(-2);
  if (lastMonth && prevMonth) {
    const g = growthPercent(lastMonth.users, prevMonth.users);
    if (g !== null) {
      const values = { month: month(lastMonth.month), change: num(Math.abs(g)), previous: month(prevMonth.month) };
      insights.push(t(g >= 0 ? 'analytics.usage.insight.monthUp' : 'analytics.usage.insight.monthDown', values));
    }
  }
  if (data.searches > 0 && data.resourceViews > 0) insights.push(t('analytics.usage.insight.searchRatio', { ratio: ratio(data.searches, data.resourceViews, 2) }));
  if (insights.length === 0) insights.push(t('analytics.usage.insight.tooLittle'));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title={t('analytics.usage.growthTitle')}>
        <ul className="m-0 grid list-none gap-3 p-0">
          {last.map((m, i) => {
            const prev = i === 0 ? before : last[i - 1];
            const partial = i === last.length - 1 && !monthOver(data);
            const g = prev && !partial ? growthPercent(m.users, prev.users) : null;
            return (
              <li key={m.month} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-line pb-2 last:border-0">
                <span className="font-semibold">{partial ? t('analytics.usage.soFar', { month: month(m.month) }) : month(m.month)}</span>
                <span className="text-sm text-ink-muted">
                  {partial
                    ? t('analytics.usage.upTo', { date: intl.formatDate(new Date(`${data.to}T12:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }) })
                    : g === null
                      ? t(prev ? 'analytics.usage.nothingBefore' : 'analytics.usage.noMonthBefore')
                      : t('analytics.usage.visitsChange', { change: g === 0 ? `+${num(0)}%` : change(g) })}
                </span>
                <span className="w-full text-sm">
                  {t('analytics.count.visits', { count: m.users })} · {t('analytics.count.views', { count: m.resourceViews })} · {t('analytics.usage.added', { count: m.resourcesAdded })}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t('analytics.usage.insightsTitle')}>
        <ul className="m-0 grid gap-2 pl-5">
          {insights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('analytics.usage.mostViewed')} note={t('analytics.usage.mostViewedNote')}>
        {byViews.length === 0 ? (
          <p className="m-0">{t('analytics.usage.noViews')}</p>
        ) : (
          <ol className="m-0 grid gap-2 pl-5">
            {byViews.slice(0, 5).map((c) => (
              <li key={c.category}>
                <span className="font-semibold">{category(c.category)}</span>: {t('analytics.count.views', { count: c.views })}, {t('analytics.count.searches', { count: c.searches })}
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title={t('analytics.usage.engagement')}>
        <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[
            [t('analytics.usage.viewsPerVisit'), ratio(data.resourceViews, data.totalUsers)],
            [t('analytics.usage.searchesPerVisit'), ratio(data.searches, data.totalUsers)],
            [t('analytics.usage.contactsPer100'), data.resourceViews > 0 ? fixed((data.connections / data.resourceViews) * 100, 1) : '—'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-md bg-surface-2 p-3">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="m-0 text-2xl font-extrabold text-heading">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

export function ImpactTab({ data }: Data) {
  const { t, num, category } = useWords();
  const m = data.impactMetrics;
  return (
    <div className="grid gap-6">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('analytics.impact.label')}>
        <Stat label={t('analytics.impact.answered')} value={num(m.womenHelped)} note={t('analytics.impact.answeredNote')} />
        <Stat label={t('analytics.impact.contacted')} value={num(m.resourcesConnected)} note={t('analytics.impact.contactedNote')} />
        <Stat label={t('analytics.impact.emergency')} value={num(m.emergencyContacts)} note={t('analytics.impact.emergencyNote')} />
        <Stat
          label={t('analytics.impact.plans')}
          value={m.safetyPlansCreated === null ? t('analytics.impact.neverCounted') : num(m.safetyPlansCreated)}
          note={t(m.safetyPlansCreated === null ? 'analytics.impact.plansNote' : 'analytics.impact.exampleFigure')}
        />
      </ul>
      <Section title={t('analytics.impact.stories')}>
        {data.sample ? (
          <>
            <p className="mt-0 text-sm font-semibold text-crisis-ink">{t('analytics.impact.storiesExamples')}</p>
            <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
              {SAMPLE_STORIES.map((s) => (
                <li key={s.category} className="rounded-md bg-surface-2 p-4">
                  <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{category(s.category)}</p>
                  <blockquote className="m-0 mt-2 italic">“{t(`analytics.impact.story.${s.category}` as MessageId)}”</blockquote>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="m-0">{t('analytics.impact.storiesNone')}</p>
        )}
      </Section>
    </div>
  );
}

const STATUS_STYLE: Record<string, string> = {
  Active: 'bg-success-soft text-success',
  Monitoring: 'bg-brand-soft text-heading',
  Proposed: 'bg-surface-2 text-ink',
};

export function GapsTab({ data, legislation }: Data & { legislation: LegislationFile }) {
  const { t, num, fixed, category, list } = useWords();
  const intl = useIntl();
  const asOf = intl.formatDate(new Date(`${legislation.asOf}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const stale = isStale(legislation.asOf, new Date());
  const nowhere = data.gapBenchmarks.filter((b) => b.statesWithListings === 0);
  const topStates = (category: string) =>
    data.resourceGaps
      .filter((g) => g.category === category)
      .slice(0, 3)
      .map((g) => stateLabel(g.state));
  return (
    <div className="grid gap-6">
      <Section
        title={t('analytics.gaps.title')}
        note={
          <>
            {t('analytics.gaps.note')}
            {data.populationSource && (
              <>
                {' '}
                {t('analytics.gaps.population')}{' '}
                <a className={linkStyles} href={data.populationSource.url} target="_blank" rel="noopener noreferrer">
                  {data.populationSource.title}
                  <span className="sr-only"> {t('analytics.newTab')}</span>
                </a>
                .
              </>
            )}
          </>
        }
      >
        {nowhere.length > 0 && (
          <p className="mt-0 rounded-md border-l-4 border-crisis bg-crisis-soft p-3 text-sm text-crisis-ink">
            <FormattedMessage id="analytics.gaps.everywhere" values={{ categories: list(nowhere.map((b) => category(b.category))), ...RICH_TAGS }} />
          </p>
        )}
        {data.resourceGaps.length === 0 ? (
          <p className="m-0">{t('analytics.gaps.none')}</p>
        ) : (
          <ol className="m-0 grid list-none gap-3 p-0">
            {data.resourceGaps.map((g) => (
              <li key={`${g.state}-${g.category}`} className="rounded-md border border-line p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">
                    {stateLabel(g.state)}: {category(g.category)}
                  </span>
                  <span className="font-bold text-crisis-ink">{t('analytics.gaps.score', { score: fixed(g.gapScore, 1) })}</span>
                </div>
                <Bar share={g.gapScore / 10} tone="crisis" />
                <p className="mt-1 mb-0 text-sm text-ink-muted">
                  {t('analytics.gaps.detail', { count: g.resources, population: g.population, perCapita: fixed(g.resourcesPerCapita, 3) })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title={t('analytics.gaps.expansionTitle')}>
        <ul className="m-0 grid gap-2 pl-5">
          {data.gapBenchmarks.map((b) => {
            const states = topStates(b.category);
            return (
              <li key={b.category}>
                <span className="font-semibold">{category(b.category)}:</span>{' '}
                {b.statesWithListings === 0
                  ? t('analytics.gaps.expansionNowhere')
                  : `${t('analytics.gaps.expansionSome', { count: b.statesWithListings, perCapita: fixed(b.resourcesPerCapita, 3) })}${states.length ? ` ${t('analytics.gaps.expansionFirst', { states: list(states) })}` : ''}`}
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        title={t('analytics.legislation.title')}
        note={
          <>
            {t('analytics.legislation.asOf', { date: asOf })}
            {stale && <strong className="block text-crisis-ink">{t('analytics.legislation.stale')}</strong>}
          </>
        }
      >
        <ul className="m-0 grid list-none gap-3 p-0">
          {legislation.items.map((l) => (
            <li key={l.id} className="rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[l.status] ?? ''}`}>{t(`analytics.legislation.status.${l.status}`)}</span>
                <span className="text-xs text-ink-muted">{l.jurisdiction}</span>
              </div>
              <h3 className="mt-1 mb-0 text-base font-bold">{l.title}</h3>
              <p className="mt-1 mb-0 text-sm">{l.summary}</p>
              <a className={`${linkStyles} text-sm`} href={l.sourceUrl} target="_blank" rel="noopener noreferrer">
                {l.sourceName}
                <span className="sr-only"> {t('analytics.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
