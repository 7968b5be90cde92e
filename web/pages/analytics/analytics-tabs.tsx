// The four tabs of /analytics: Overview, Platform Usage, Impact Metrics, Resource Gaps. Every figure says what it
// counts; what is never counted (safety plans) or not collected yet (stories, ratings) says so instead of a number.
import { useState, type ReactNode } from 'react';
import { growthPercent, perThousand } from '../../../shared/analytics/gaps.ts';
import { isStale, type LegislationFile } from '../../../shared/analytics/legislation.ts';
import { categoryLabel, stateLabel } from '../../../shared/analytics/report.ts';
import { SAMPLE_STORIES } from '../../../shared/analytics/sample.ts';
import { SMALL_COUNT, type AnalyticsPayload } from '../../../shared/analytics/schemas.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';

type Data = { data: AnalyticsPayload };

const num = (n: number) => n.toLocaleString('en-US');
/** "1 view", "3 views". */
const count = (n: number, one: string, many = `${one}s`) => `${num(n)} ${n === 1 ? one : many}`;
const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

function monthLabel(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function growthNote(g: number | null, what = 'the period before'): string {
  if (g === null) return `No figures for ${what} to compare with`;
  if (g === 0) return `Same as ${what}`;
  return `${g > 0 ? '+' : '−'}${Math.abs(g)}% on ${what}`;
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
  const [allStates, setAllStates] = useState(false);
  const added = data.timeSeriesData.reduce((a, m) => a + m.resourcesAdded, 0);
  const maxViews = Math.max(1, ...data.categoryData.map((c) => c.views));
  const states = allStates ? data.geographicData : data.geographicData.slice(0, GEO_SHOWN);
  return (
    <div className="grid gap-6">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" aria-label="Totals">
        <Stat label="Visits" value={num(data.totalUsers)} note={growthNote(data.growth.users)} />
        <Stat label="Listings in the directory" value={num(data.totalResources)} note={`${num(added)} added in this period`} />
        <Stat label="Directory views" value={num(data.resourceViews)} note={growthNote(data.growth.resourceViews)} />
        <Stat label="Success stories" value={data.successStories === null ? 'Not collected' : num(data.successStories)} note={data.successStories === null ? 'Published only with the writer’s consent' : 'Shared with consent'} />
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title="Geographic distribution"
          note={`Calls, texts and website visits of listings that serve each state, and the local listings serving it. This is where the listings are, never where a visitor is. Figures are rounded down to a multiple of ${SMALL_COUNT}, and those under ${SMALL_COUNT} withheld.`}
        >
          {data.geographicData.length === 0 ? (
            <p className="m-0">Nothing counted by state yet.</p>
          ) : (
            <>
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <thead>
                    <tr className="border-b border-line">
                      <th scope="col" className="py-2 pr-3">
                        State
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        Contacts
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        Local listings
                      </th>
                      <th scope="col" className="py-2 text-right">
                        Listings per 1K contacts
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
                          <td className="py-2 pr-3 text-right">{g.users === null ? `under ${SMALL_COUNT}` : `${num(g.users)}+`}</td>
                          <td className="py-2 pr-3 text-right">{num(g.resources)}</td>
                          <td className="py-2 text-right">{per === null ? '—' : per.toFixed(1)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {data.geographicData.length > GEO_SHOWN && (
                <button type="button" className={`${buttonStyles.ghost} mt-2`} aria-expanded={allStates} onClick={() => setAllStates(!allStates)}>
                  {allStates ? 'Show fewer states' : `Show all ${data.geographicData.length} states`}
                </button>
              )}
            </>
          )}
        </Section>
        <Section title="Category performance" note="Views of each category’s directory list, and its listings.">
          <ul className="m-0 grid list-none gap-4 p-0">
            {data.categoryData.map((c) => (
              <li key={c.category}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">{categoryLabel(c.category)}</span>
                  <span className="text-sm text-ink-muted">
                    {count(c.views, 'view')} · {count(c.resources, 'listing')} · {c.avgRating === null ? 'not rated' : `rated ${c.avgRating.toFixed(1)} of 5`}
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

function ratio(a: number, b: number, digits = 1): string {
  return b > 0 ? (a / b).toFixed(digits) : '—';
}

export function UsageTab({ data }: Data) {
  const last = data.timeSeriesData.slice(-3);
  const before = data.timeSeriesData.at(-4);
  const byViews = [...data.categoryData].filter((c) => c.views > 0).sort((a, b) => b.views - a.views);
  const byState = data.geographicData.filter((g) => (g.users ?? 0) > 0);
  const insights: string[] = [];
  if (byViews[0]) insights.push(`${categoryLabel(byViews[0].category)} is the most viewed category, with ${count(byViews[0].views, 'view')} in the period.`);
  if (byState[0]?.users) insights.push(`Listings serving ${stateLabel(byState[0].state)} were called, texted or visited most often (${num(byState[0].users)} times or more).`);
  // Months are compared whole: the last month shown is left out while it is not over.
  const complete = data.timeSeriesData.slice(0, monthOver(data) ? undefined : -1);
  const lastMonth = complete.at(-1);
  const prevMonth = complete.at(-2);
  if (lastMonth && prevMonth) {
    const g = growthPercent(lastMonth.users, prevMonth.users);
    if (g !== null) insights.push(`Visits in ${monthLabel(lastMonth.month)} were ${g >= 0 ? 'up' : 'down'} ${Math.abs(g)}% on ${monthLabel(prevMonth.month)}.`);
  }
  if (data.searches > 0 && data.resourceViews > 0) insights.push(`There were ${ratio(data.searches, data.resourceViews, 2)} searches for every directory list opened.`);
  if (insights.length === 0) insights.push('Too little has been counted in this period to say more.');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Growth over the last three months">
        <ul className="m-0 grid list-none gap-3 p-0">
          {last.map((m, i) => {
            const prev = i === 0 ? before : last[i - 1];
            const partial = i === last.length - 1 && !monthOver(data);
            const g = prev && !partial ? growthPercent(m.users, prev.users) : null;
            return (
              <li key={m.month} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-line pb-2 last:border-0">
                <span className="font-semibold">
                  {monthLabel(m.month)}
                  {partial && ' so far'}
                </span>
                <span className="text-sm text-ink-muted">
                  {partial ? `up to ${new Date(`${data.to}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}` : g === null ? (prev ? 'nothing counted the month before' : 'no month before to compare') : `${g >= 0 ? '+' : '−'}${Math.abs(g)}% visits on the month before`}
                </span>
                <span className="w-full text-sm">
                  {count(m.users, 'visit')} · {count(m.resourceViews, 'view')} · {count(m.resourcesAdded, 'listing')} added
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="Insights">
        <ul className="m-0 grid gap-2 pl-5">
          {insights.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Section>
      <Section title="Most viewed" note="We count categories, and the states listings serve, never visitors.">
        {byViews.length === 0 ? (
          <p className="m-0">No views counted in this period.</p>
        ) : (
          <ol className="m-0 grid gap-2 pl-5">
            {byViews.slice(0, 5).map((c) => (
              <li key={c.category}>
                <span className="font-semibold">{categoryLabel(c.category)}</span>: {count(c.views, 'view')}, {count(c.searches, 'search', 'searches')}
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Engagement">
        <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[
            ['Directory views per visit', ratio(data.resourceViews, data.totalUsers)],
            ['Searches per visit', ratio(data.searches, data.totalUsers)],
            ['Calls, texts and website visits per 100 views', data.resourceViews > 0 ? ((data.connections / data.resourceViews) * 100).toFixed(1) : '—'],
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
  const m = data.impactMetrics;
  return (
    <div className="grid gap-6">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4" aria-label="Impact metrics">
        <Stat label="Messages answered" value={num(m.womenHelped)} note="Contact-form messages the team marked handled" />
        <Stat label="Listings contacted" value={num(m.resourcesConnected)} note="Calls, texts and website visits from the directory" />
        <Stat label="Emergency messages" value={num(m.emergencyContacts)} note="Contact-form messages marked as an emergency" />
        <Stat label="Safety plans made" value={m.safetyPlansCreated === null ? 'Never counted' : num(m.safetyPlansCreated)} note={m.safetyPlansCreated === null ? 'Safety plans stay on her device; we never learn of them' : 'Example figure'} />
      </ul>
      <Section title="Success stories">
        {data.sample ? (
          <>
            <p className="mt-0 text-sm font-semibold text-crisis-ink">Examples, not real people: these show how stories will appear.</p>
            <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
              {SAMPLE_STORIES.map((s) => (
                <li key={s.category} className="rounded-md bg-surface-2 p-4">
                  <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{categoryLabel(s.category)}</p>
                  <blockquote className="m-0 mt-2 italic">“{s.quote}”</blockquote>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="m-0">
            We publish a story only when the woman who wrote it asks us to, with details that could identify her removed. None has been published yet. To share yours, use the contact
            form and choose “Feedback”.
          </p>
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
  const asOf = new Date(`${legislation.asOf}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
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
        title="Priority gaps"
        note={
          <>
            Listings that serve a state, per 100,000 women living there, against the rate across all states. 10 means no local listing at all.
            {data.populationSource && (
              <>
                {' '}
                Women per state:{' '}
                <a className={linkStyles} href={data.populationSource.url} target="_blank" rel="noopener noreferrer">
                  {data.populationSource.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                .
              </>
            )}
          </>
        }
      >
        {nowhere.length > 0 && (
          <p className="mt-0 rounded-md border-l-4 border-crisis bg-crisis-soft p-3 text-sm text-crisis-ink">
            <strong>Gap 10/10 in every state:</strong> no state has a local {nowhere.map((b) => categoryLabel(b.category)).join(', ')} listing yet. Women everywhere rely on
            national services for these.
          </p>
        )}
        {data.resourceGaps.length === 0 ? (
          <p className="m-0">No other gaps: every state has at least the rate across states.</p>
        ) : (
          <ol className="m-0 grid list-none gap-3 p-0">
            {data.resourceGaps.map((g) => (
              <li key={`${g.state}-${g.category}`} className="rounded-md border border-line p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">
                    {stateLabel(g.state)}: {categoryLabel(g.category)}
                  </span>
                  <span className="font-bold text-crisis-ink">Gap {g.gapScore.toFixed(1)}/10</span>
                </div>
                <Bar share={g.gapScore / 10} tone="crisis" />
                <p className="mt-1 mb-0 text-sm text-ink-muted">
                  {num(g.resources)} local {g.resources === 1 ? 'listing' : 'listings'} for {num(g.population)} women · {g.resourcesPerCapita.toFixed(3)} per 100,000 women
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Expansion recommendations">
        <ul className="m-0 grid gap-2 pl-5">
          {data.gapBenchmarks.map((b) => {
            const states = topStates(b.category);
            return (
              <li key={b.category}>
                <span className="font-semibold">{categoryLabel(b.category)}:</span>{' '}
                {b.statesWithListings === 0
                  ? 'no state has a local listing yet; women everywhere rely on national services. Add state-wide programs, one state at a time.'
                  : `${b.statesWithListings} states have local listings (${b.resourcesPerCapita.toFixed(3)} per 100,000 women across states).${states.length ? ` Add local programs first in ${states.join(', ')}.` : ''}`}
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        title="Legislative tracking"
        note={
          <>
            Status as of {asOf}. Laws change: check the linked source for today’s status.
            {stale && <strong className="block text-crisis-ink">These statuses were checked more than six months ago and may be out of date.</strong>}
          </>
        }
      >
        <ul className="m-0 grid list-none gap-3 p-0">
          {legislation.items.map((l) => (
            <li key={l.id} className="rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[l.status] ?? ''}`}>{l.status}</span>
                <span className="text-xs text-ink-muted">{l.jurisdiction}</span>
              </div>
              <h3 className="mt-1 mb-0 text-base font-bold">{l.title}</h3>
              <p className="mt-1 mb-0 text-sm">{l.summary}</p>
              <a className={`${linkStyles} text-sm`} href={l.sourceUrl} target="_blank" rel="noopener noreferrer">
                {l.sourceName}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
