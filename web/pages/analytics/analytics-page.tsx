// /analytics (spec 1, Impact analytics): period buttons, four tabs, a loading skeleton, and Export Analytics Report
// (a CSV of what is shown). Figures come from aggregate counts that track no one; when nothing was counted, or the
// server cannot be reached and no earlier copy is kept, the spec's sample figures show, labelled as samples.
import { Tabs } from '@ark-ui/react/tabs';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import legislationData from '../../../data/legislation.json';
import { legislationFileSchema } from '../../../shared/analytics/legislation.ts';
import { analyticsReportRows } from '../../../shared/analytics/report.ts';
import { samplePayload } from '../../../shared/analytics/sample.ts';
import { ANALYTICS_PERIODS, analyticsPayloadSchema, DEFAULT_ANALYTICS_PERIOD, PERIOD_LABELS, SMALL_COUNT, type AnalyticsPayload, type AnalyticsPeriod } from '../../../shared/analytics/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, tabStyles } from '../../components/button-styles.ts';
import { countingOff } from '../../local/count.ts';
import { useClientValue } from '../../components/use-client-value.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { GapsTab, ImpactTab, OverviewTab, UsageTab } from './analytics-tabs.tsx';

const legislation = legislationFileSchema.parse(legislationData);
const TABS = ['overview', 'usage', 'impact', 'gaps'] as const;

type Loaded = { period: AnalyticsPeriod; data: AnalyticsPayload; problem?: string };

async function loadAnalytics(period: AnalyticsPeriod, signal: AbortSignal): Promise<Loaded> {
  try {
    const res = await fetch(`/api/analytics?period=${period}`, { signal });
    if (!res.ok) throw new Error(`${res.status}`);
    const parsed = analyticsPayloadSchema.safeParse(await res.json());
    if (!parsed.success) throw new Error('Unexpected answer');
    return { period, data: parsed.data };
  } catch (e) {
    if (signal.aborted) throw e;
    const problem = navigator.onLine ? 'The figures could not be loaded just now.' : 'You are offline and no copy of these figures is kept on this device.';
    return { period, data: samplePayload(period), problem };
  }
}

function Skeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">Loading the figures…</span>
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
  return (
    <details className="mt-8 rounded-lg border border-line bg-surface p-4">
      <summary className="cursor-pointer font-semibold">How we count without tracking anyone</summary>
      <ul className="mb-0 text-sm">
        <li>The server keeps totals per day, per directory category and per state a listing serves. Nothing else.</li>
        <li>
          Figures are published up to the end of yesterday, and figures by state are rounded down to a multiple of {SMALL_COUNT} (those under {SMALL_COUNT} withheld), so a count
          cannot be watched as someone uses the site.
        </li>
        <li>No visitor id, cookie, IP address or browser details are stored, and a visit leaves no marker on the device.</li>
        <li>Nothing is counted on the emergency page, or when the browser has Do Not Track or Global Privacy Control turned on.</li>
        <li>What someone types in a search is never counted; only that a search was made, and in which category.</li>
      </ul>
      <p className="mt-3 mb-0 text-sm font-semibold" role="note">
        {off === 'gpc' ? 'This browser has Global Privacy Control on: nothing is counted from it.' : off === 'dnt' ? 'This browser has Do Not Track on: nothing is counted from it.' : 'This browser is counted in the totals, anonymously.'}
      </p>
    </details>
  );
}

function download(data: AnalyticsPayload) {
  const csv = stringify(analyticsReportRows(data, legislation));
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
      title="Impact Analytics Dashboard"
      intro={<p className="m-0">How the site is used and where help is missing, counted without tracking anyone.</p>}
      heroExtra={
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <div role="group" aria-label="Period" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
            {ANALYTICS_PERIODS.map((p) => (
              <button key={p} type="button" aria-pressed={p === period} className={`${tabStyles} aria-pressed:bg-brand aria-pressed:text-on-brand`} onClick={() => set('period', p, DEFAULT_ANALYTICS_PERIOD)}>
                {PERIOD_LABELS[p]}
              </button>
            ))}
          </div>
          <button type="button" className={buttonStyles.secondary} disabled={!data} onClick={() => data && download(data)}>
            Export Analytics Report
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
              <p className="m-0 font-bold">Sample figures: these are examples, not real data.</p>
              <p className="mt-1 mb-0 text-sm">
                {current?.problem ?? 'Nothing has been counted for this period yet.'} The numbers below show what this page will look like once there are real counts.
              </p>
            </div>
          )}
          <p className="mt-6 mb-0 text-sm text-ink-muted">
            {data.sample ? 'Example period' : 'Counted'} from {fmtDay(data.from)} to {fmtDay(data.to)}
            {!data.sample && <> (today’s counts appear tomorrow) · figures of {new Date(data.generatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</>}
          </p>
          <Tabs.Root value={tab} onValueChange={({ value }) => set('tab', value, 'overview')} className="mt-4" lazyMount>
            <Tabs.List aria-label="Analytics" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
              <Tabs.Trigger value="overview" className={tabStyles}>
                Overview
              </Tabs.Trigger>
              <Tabs.Trigger value="usage" className={tabStyles}>
                Platform Usage
              </Tabs.Trigger>
              <Tabs.Trigger value="impact" className={tabStyles}>
                Impact Metrics
              </Tabs.Trigger>
              <Tabs.Trigger value="gaps" className={tabStyles}>
                Resource Gaps
              </Tabs.Trigger>
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

export function fmtDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
