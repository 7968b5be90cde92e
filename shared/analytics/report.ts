// The rows of "Export Analytics Report": everything the analytics page shows for the period, in long form
// (section, item, measure, value) so one CSV holds every table, worded in the page's language (`say`: the
// `analytics.csv.*` messages). Numbers stay bare so a spreadsheet reads them. Pure; the page turns the rows into CSV.
import { CATEGORY_LABELS, type CategoryKey } from '../categories.ts';
import { stateName } from '../us-states.ts';
import type { LegislationFile } from './legislation.ts';
import { SMALL_COUNT, type AnalyticsPayload } from './schemas.ts';
import type { MessageId } from '../messages/en.ts';
import { perThousand } from './gaps.ts';

export const stateLabel = (code: string) => stateName(code) ?? code;

type Cell = string | number | null;

/** Formats a message in the report's language. */
export type ReportSay = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** A category's name in the page's language ("Vivienda y refugio"); "all" and unknown keys as the page shows them. */
export const categoryWord = (say: ReportSay) => (key: string) =>
  key in CATEGORY_LABELS ? say(`category.${key as CategoryKey}`) : key === 'all' ? say('analytics.category.all') : key;

export function analyticsReportRows(p: AnalyticsPayload, legislation: LegislationFile, say: ReportSay): Cell[][] {
  const category = categoryWord(say);
  const rows: Cell[][] = [[say('analytics.csv.head.section'), say('analytics.csv.head.item'), say('analytics.csv.head.measure'), say('analytics.csv.head.value')]];
  const add = (section: MessageId, item: string, measure: string, value: Cell) => rows.push([say(section), item, measure, value ?? say('analytics.csv.notCollected')]);
  const count = say('analytics.csv.measure.count');
  const change = say('analytics.csv.measure.change');
  const noEarlier = say('analytics.csv.noEarlier');
  const report = say('analytics.csv.item.report');
  add('analytics.csv.section.report', report, say('analytics.csv.measure.period'), say(`analytics.period.${p.period}`));
  add('analytics.csv.section.report', report, say('analytics.csv.measure.from'), p.from);
  add('analytics.csv.section.report', report, say('analytics.csv.measure.to'), p.to);
  add('analytics.csv.section.report', report, say('analytics.csv.measure.generated'), p.generatedAt);
  add('analytics.csv.section.report', report, say('analytics.csv.measure.figures'), say(p.sample ? 'analytics.csv.figures.sample' : 'analytics.csv.figures.counted'));

  add('analytics.csv.section.overview', say('analytics.csv.item.visits'), count, p.totalUsers);
  add('analytics.csv.section.overview', say('analytics.csv.item.visits'), change, p.growth.users ?? noEarlier);
  add('analytics.csv.section.overview', say('analytics.csv.item.listings'), count, p.totalResources);
  add('analytics.csv.section.overview', say('analytics.csv.item.views'), count, p.resourceViews);
  add('analytics.csv.section.overview', say('analytics.csv.item.views'), change, p.growth.resourceViews ?? noEarlier);
  add('analytics.csv.section.overview', say('analytics.csv.item.searches'), count, p.searches);
  add('analytics.csv.section.overview', say('analytics.csv.item.connections'), count, p.connections);
  add('analytics.csv.section.overview', say('analytics.csv.item.stories'), count, p.successStories);

  for (const g of p.geographicData) {
    const item = stateLabel(g.state);
    add('analytics.csv.section.geography', item, say('analytics.csv.measure.connectionsRounded', { size: SMALL_COUNT }), g.users ?? say('analytics.csv.fewerThan', { size: SMALL_COUNT }));
    add('analytics.csv.section.geography', item, say('analytics.csv.measure.localListings'), g.resources);
    add('analytics.csv.section.geography', item, say('analytics.csv.measure.perThousand'), g.users ? perThousand(g.resources, g.users) : say('analytics.csv.notShown'));
  }
  for (const c of p.categoryData) {
    const item = category(c.category);
    add('analytics.csv.section.categories', item, say('analytics.csv.measure.listings'), c.resources);
    add('analytics.csv.section.categories', item, say('analytics.csv.measure.views'), c.views);
    add('analytics.csv.section.categories', item, say('analytics.csv.measure.searches'), c.searches);
    add('analytics.csv.section.categories', item, say('analytics.csv.measure.connections'), c.connections);
    add('analytics.csv.section.categories', item, say('analytics.csv.measure.rating'), c.avgRating ?? say('analytics.csv.notRated'));
  }
  for (const m of p.timeSeriesData) {
    add('analytics.csv.section.monthly', m.month, say('analytics.csv.measure.visits'), m.users);
    add('analytics.csv.section.monthly', m.month, say('analytics.csv.measure.views'), m.resourceViews);
    add('analytics.csv.section.monthly', m.month, say('analytics.csv.measure.added'), m.resourcesAdded);
  }
  add('analytics.csv.section.impact', say('analytics.csv.item.answered'), count, p.impactMetrics.womenHelped);
  add('analytics.csv.section.impact', say('analytics.csv.item.contacted'), count, p.impactMetrics.resourcesConnected);
  add('analytics.csv.section.impact', say('analytics.csv.item.emergency'), count, p.impactMetrics.emergencyContacts);
  add('analytics.csv.section.impact', say('analytics.csv.item.plans'), count, p.impactMetrics.safetyPlansCreated ?? say('analytics.csv.plansNeverCounted'));
  for (const g of p.resourceGaps) {
    const item = `${stateLabel(g.state)}: ${category(g.category)}`;
    add('analytics.csv.section.gaps', item, say('analytics.csv.measure.gapScore'), g.gapScore);
    add('analytics.csv.section.gaps', item, say('analytics.csv.measure.population'), g.population);
    add('analytics.csv.section.gaps', item, say('analytics.csv.measure.listings'), g.resources);
    add('analytics.csv.section.gaps', item, say('analytics.csv.measure.perCapita'), g.resourcesPerCapita.toFixed(3));
  }
  // The laws' names are the names they were passed under; their status is worded like the page's.
  for (const l of legislation.items) {
    add('analytics.csv.section.legislation', l.title, say('analytics.csv.measure.status'), say(`analytics.legislation.status.${l.status}`));
    add('analytics.csv.section.legislation', l.title, say('analytics.csv.measure.asOf'), legislation.asOf);
    add('analytics.csv.section.legislation', l.title, say('analytics.csv.measure.source'), l.sourceUrl);
  }
  return rows;
}
