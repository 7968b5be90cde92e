// /analytics (spec 1, Impact analytics): period buttons, four tabs, a loading skeleton, and Export Analytics Report
// (a CSV of what is shown). Figures come from aggregate counts that track no one; when nothing was counted, or the
// server cannot be reached and no earlier copy is kept, the spec's sample figures show, labelled as samples.
import { Tabs } from '@ark-ui/react/tabs';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { safeCell } from '../../../shared/csv-cell.ts';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import legislationData from '../../../data/legislation.json';
import { legislationFileSchema } from '../../../shared/analytics/legislation.ts';
import { analyticsReportRows } from '../../../shared/analytics/report.ts';
import { samplePayload } from '../../../shared/analytics/sample.ts';
import { ANALYTICS_PERIODS, analyticsPayloadSchema, DEFAULT_ANALYTICS_PERIOD, SMALL_COUNT, type AnalyticsPayload, type AnalyticsPeriod } from '../../../shared/analytics/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, tabStyles } from '../../components/button-styles.ts';
import { countingOff } from '../../local/count.ts';
import { useClientValue } from '../../components/use-client-value.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { GapsTab, ImpactTab, OverviewTab, UsageTab } from './analytics-tabs.tsx';

const legislation = legislationFileSchema.parse(legislationData);
const TABS = ['overview', 'usage', 'impact', 'gaps'] as const;

/** Why the sample figures show in place of real ones, when it is not that nothing was counted. */
type Problem = 'failed' | 'offline';
type Loaded = { period: AnalyticsPeriod; data: AnalyticsPayload; problem?: Problem };

async function loadAnalytics(period: AnalyticsPeriod, signal: AbortSignal): Promise<Loaded> {
  try {
    const res = await fetch(`/api/analytics?period=${period}`, { signal });
    if (!res.ok) throw new Error(`${res.status}`);
    const parsed = analyticsPayloadSchema.safeParse(await res.json());
    if (!parsed.success) throw new Error('Unexpected answer');
    return { period, data: parsed.data };
  } catch (e) {
    if (signal.aborted) throw e;
    return { period, data: samplePayload(period), problem: navigator.onLine ? 'failed' : 'offline' };
  }
}

function Skeleton() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">{t('analytics.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-lg bg-surface-2" />
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <div className="h-64 animate-pulse rounded-lg bg-surface-2" />
        <div className="h-64 animate-pulse rounded-lg bg-surface-2" />
      </div>
    </div>
  );
}

function HowWeCount() {
  // Not known at build time: the page says so once her browser's settings are read.
  const off = useClientValue(countingOff, undefined);
  const t = useT();
  return (
    <details className="mt-8 rounded-lg border border-line bg-surface p-4">
      <summary className="cursor-pointer font-semibold">{t('analytics.how.title')}</summary>
      <ul className="mb-0 text-sm">
        <li>{t('analytics.how.totals')}</li>
        <li>{t('analytics.how.rounded', { small: SMALL_COUNT })}</li>
        <li>{t('analytics.how.noIds')}</li>
        <li>{t('analytics.how.notCounted')}</li>
        <li>{t('analytics.how.searches')}</li>
      </ul>
      <p className="mt-3 mb-0 text-sm font-semibold" role="note">
        {t(off === 'gpc' ? 'analytics.how.gpc' : off === 'dnt' ? 'analytics.how.dnt' : 'analytics.how.counted')}
      </p>
    </details>
  );
}

function download(data: AnalyticsPayload, t: Translate) {
  const csv = stringify(analyticsReportRows(data, legislation, t).map((row) => row.map(safeCell)));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `impact-analytics-${data.period}-${data.sample ? 'sample-' : ''}${data.to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AnalyticsPage() {
  usePageMeta(metaFor('/analytics'));
  const t = useT();
  const intl = useIntl();
  const fmtDay = useFmtDay();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('period');
  const period: AnalyticsPeriod = (ANALYTICS_PERIODS as readonly string[]).includes(periodParam ?? '') ? (periodParam as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
  const tabParam = params.get('tab');
  const tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as string) : 'overview';
  const set = (key: 'period' | 'tab', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const [loaded, setLoaded] = useState<Loaded | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    loadAnalytics(period, controller.signal).then(setLoaded, () => {});
    return () => controller.abort();
  }, [period]);
  const current = loaded?.period === period ? loaded : undefined;
  const data = current?.data;

  return (
    <TopicLayout
      title={t('analytics.title')}
      intro={<p className="m-0">{t('analytics.intro')}</p>}
      heroExtra={
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <div role="group" aria-label={t('analytics.period.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
            {ANALYTICS_PERIODS.map((p) => (
              <button key={p} type="button" aria-pressed={p === period} className={`${tabStyles} aria-pressed:bg-brand aria-pressed:text-on-brand`} onClick={() => set('period', p, DEFAULT_ANALYTICS_PERIOD)}>
                {t(`analytics.period.${p}`)}
              </button>
            ))}
          </div>
          <button type="button" className={buttonStyles.secondary} disabled={!data} onClick={() => data && download(data, t)}>
            {t('analytics.export')}
          </button>
        </div>
      }
    >
      <HowWeCount />
      {!data ? (
        <Skeleton />
      ) : (
        <>
          {(data.sample || current?.problem) && (
            <div role="note" className="mt-6 rounded-md border-l-4 border-crisis bg-crisis-soft p-4 text-crisis-ink">
              <p className="m-0 font-bold">{t('analytics.sample.title')}</p>
              <p className="mt-1 mb-0 text-sm">
                {t(current?.problem ? `analytics.problem.${current.problem}` : 'analytics.sample.nothingYet')} {t('analytics.sample.after')}
              </p>
            </div>
          )}
          <p className="mt-6 mb-0 text-sm text-ink-muted">
            {t(data.sample ? 'analytics.range.sample' : 'analytics.range.counted', { from: fmtDay(data.from), to: fmtDay(data.to) })}
            {!data.sample && <> {t('analytics.range.generated', { when: intl.formatDate(data.generatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</>}
          </p>
          <Tabs.Root value={tab} onValueChange={({ value }) => set('tab', value, 'overview')} className="mt-4" lazyMount>
            <Tabs.List aria-label={t('analytics.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
              {TABS.map((value) => (
                <Tabs.Trigger key={value} value={value} className={tabStyles}>
                  {t(`analytics.tab.${value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="overview" className="mt-6">
              <OverviewTab data={data} />
            </Tabs.Content>
            <Tabs.Content value="usage" className="mt-6">
              <UsageTab data={data} />
            </Tabs.Content>
            <Tabs.Content value="impact" className="mt-6">
              <ImpactTab data={data} />
            </Tabs.Content>
            <Tabs.Content value="gaps" className="mt-6">
              <GapsTab data={data} legislation={legislation} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </TopicLayout>
  );
}

/** A day (YYYY-MM-DD) as the page's language writes it: "Jun 30, 2024", "30 jun 2024". */
export function useFmtDay(): (day: string) => string {
  const intl = useIntl();
  return useCallback((day: string) => intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }), [intl]);
}
