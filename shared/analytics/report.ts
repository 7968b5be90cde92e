// The rows of "Export Analytics Report": everything the analytics page shows for the period, in long form
// (section, item, measure, value) so one CSV holds every table. Pure; the page turns the rows into CSV text.
import { CATEGORY_LABELS, type CategoryKey } from '../categories.ts';
import { stateName } from '../us-states.ts';
import type { LegislationFile } from './legislation.ts';
import { PERIOD_LABELS, SMALL_COUNT, type AnalyticsPayload } from './schemas.ts';
import { perThousand } from './gaps.ts';

export const categoryLabel = (key: string) => CATEGORY_LABELS[key as CategoryKey] ?? (key === 'all' ? 'All categories' : key);
export const stateLabel = (code: string) => stateName(code) ?? code;

type Cell = string | number | null;

export function analyticsReportRows(p: AnalyticsPayload, legislation: LegislationFile): Cell[][] {
  const rows: Cell[][] = [['section', 'item', 'measure', 'value']];
  const add = (section: string, item: string, measure: string, value: Cell) => rows.push([section, item, measure, value ?? 'not collected']);
  add('Report', 'Impact Analytics Report', 'period', PERIOD_LABELS[p.period]);
  add('Report', 'Impact Analytics Report', 'from', p.from);
  add('Report', 'Impact Analytics Report', 'to', p.to);
  add('Report', 'Impact Analytics Report', 'generated', p.generatedAt);
  add('Report', 'Impact Analytics Report', 'figures', p.sample ? 'SAMPLE figures: nothing was counted yet; these are examples, not measurements' : 'counted (aggregate counts, no visitor tracked)');

  add('Overview', 'Visits', 'count', p.totalUsers);
  add('Overview', 'Visits', 'change on the period before (%)', p.growth.users ?? 'no earlier figures');
  add('Overview', 'Listings in the directory', 'count', p.totalResources);
  add('Overview', 'Directory views', 'count', p.resourceViews);
  add('Overview', 'Directory views', 'change on the period before (%)', p.growth.resourceViews ?? 'no earlier figures');
  add('Overview', 'Searches', 'count', p.searches);
  add('Overview', 'Calls, texts and website visits', 'count', p.connections);
  add('Overview', 'Success stories', 'count', p.successStories);

  for (const g of p.geographicData) {
    const item = stateLabel(g.state);
    add('Geographic distribution', item, `calls, texts and website visits (rounded down to a multiple of ${SMALL_COUNT})`, g.users ?? `fewer than ${SMALL_COUNT}`);
    add('Geographic distribution', item, 'local listings', g.resources);
    add('Geographic distribution', item, 'local listings per 1,000 contacts', g.users ? perThousand(g.resources, g.users) : 'not shown');
  }
  for (const c of p.categoryData) {
    const item = categoryLabel(c.category);
    add('Category performance', item, 'listings', c.resources);
    add('Category performance', item, 'views', c.views);
    add('Category performance', item, 'searches', c.searches);
    add('Category performance', item, 'calls, texts and website visits', c.connections);
    add('Category performance', item, 'average rating', c.avgRating ?? 'not rated');
  }
  for (const m of p.timeSeriesData) {
    add('Monthly', m.month, 'visits', m.users);
    add('Monthly', m.month, 'directory views', m.resourceViews);
    add('Monthly', m.month, 'listings added', m.resourcesAdded);
  }
  add('Impact metrics', 'Messages answered', 'count', p.impactMetrics.womenHelped);
  add('Impact metrics', 'Listings contacted', 'count', p.impactMetrics.resourcesConnected);
  add('Impact metrics', 'Emergency messages received', 'count', p.impactMetrics.emergencyContacts);
  add('Impact metrics', 'Safety plans made', 'count', p.impactMetrics.safetyPlansCreated ?? 'never counted: safety plans stay on the device');
  for (const g of p.resourceGaps) {
    const item = `${stateLabel(g.state)}: ${categoryLabel(g.category)}`;
    add('Resource gaps', item, 'gap score (out of 10)', g.gapScore);
    add('Resource gaps', item, 'women living in the state', g.population);
    add('Resource gaps', item, 'listings', g.resources);
    add('Resource gaps', item, 'listings per 100,000 women', g.resourcesPerCapita.toFixed(3));
  }
  for (const l of legislation.items) {
    add('Legislative tracking', l.title, 'status', l.status);
    add('Legislative tracking', l.title, 'as of', legislation.asOf);
    add('Legislative tracking', l.title, 'source', l.sourceUrl);
  }
  return rows;
}
