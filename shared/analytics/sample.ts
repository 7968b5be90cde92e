// The spec's built-in example figures (spec 1, section 3): shown, always labelled as samples, when nothing has been
// counted for the period or the server cannot be reached. None of these numbers is a measurement.
import { PERIOD_MONTHS, type AnalyticsPayload, type AnalyticsPeriod } from './schemas.ts';

export const SAMPLE_ANALYTICS: AnalyticsPayload = {
  sample: true,
  period: '6months',
  from: '2024-01-01',
  to: '2024-06-30',
  generatedAt: '2024-06-30T00:00:00.000Z',
  totalUsers: 15420,
  totalResources: 240,
  resourceViews: 89340,
  successStories: 1250,
  searches: 21870,
  connections: 6310,
  growth: { users: 12.5, resourceViews: 18.2, searches: 9.4, connections: 15.1 },
  geographicData: [
    { state: 'CA', users: 3240, resources: 45 },
    { state: 'TX', users: 2180, resources: 32 },
    { state: 'NY', users: 1950, resources: 38 },
    { state: 'FL', users: 1620, resources: 24 },
    { state: 'IL', users: 980, resources: 18 },
  ],
  categoryData: [
    { category: 'housing-shelter', resources: 68, views: 28450, searches: 7020, connections: 2210, avgRating: 4.6 },
    { category: 'womens-health', resources: 72, views: 24310, searches: 6150, connections: 1730, avgRating: 4.7 },
    { category: 'rights-advocacy', resources: 54, views: 19870, searches: 4990, connections: 1290, avgRating: 4.5 },
    { category: 'financial-support', resources: 46, views: 16710, searches: 3710, connections: 1080, avgRating: 4.4 },
  ],
  timeSeriesData: [
    { month: '2024-01', users: 1850, resourceViews: 11200, resourcesAdded: 12 },
    { month: '2024-02', users: 2120, resourceViews: 12850, resourcesAdded: 8 },
    { month: '2024-03', users: 2480, resourceViews: 14300, resourcesAdded: 15 },
    { month: '2024-04', users: 2760, resourceViews: 15900, resourcesAdded: 10 },
    { month: '2024-05', users: 3010, resourceViews: 16740, resourcesAdded: 9 },
    { month: '2024-06', users: 3200, resourceViews: 18350, resourcesAdded: 14 },
  ],
  impactMetrics: { womenHelped: 8920, resourcesConnected: 6310, emergencyContacts: 412, safetyPlansCreated: 2340 },
  resourceGaps: [
    { state: 'MT', category: 'housing-shelter', gapScore: 8.5, population: 540000, resourcesPerCapita: 0.556, resources: 3 },
    { state: 'WY', category: 'womens-health', gapScore: 8.2, population: 290000, resourcesPerCapita: 0.69, resources: 2 },
    { state: 'ND', category: 'rights-advocacy', gapScore: 7.8, population: 380000, resourcesPerCapita: 0.526, resources: 2 },
    { state: 'WV', category: 'financial-support', gapScore: 7.5, population: 900000, resourcesPerCapita: 0.444, resources: 4 },
  ],
  gapBenchmarks: [
    { category: 'housing-shelter', resourcesPerCapita: 3.7, statesWithListings: 48 },
    { category: 'womens-health', resourcesPerCapita: 4.6, statesWithListings: 50 },
    { category: 'rights-advocacy', resourcesPerCapita: 2.4, statesWithListings: 45 },
    { category: 'financial-support', resourcesPerCapita: 1.8, statesWithListings: 41 },
  ],
  populationSource: null,
};

/** Four example quotes by category, for the Impact Metrics tab in sample mode only (labelled there as examples). */
export const SAMPLE_STORIES: readonly { category: string; quote: string }[] = [
  { category: 'housing-shelter', quote: 'I found a shelter bed for me and my kids the same night I called.' },
  { category: 'womens-health', quote: 'The clinic list helped me get an appointment I could afford.' },
  { category: 'rights-advocacy', quote: 'A legal aid office helped me file for a protection order.' },
  { category: 'financial-support', quote: 'Free tax help got me a refund I did not know I was owed.' },
];

/** The example figures for a period: its last months of the six (the example covers January to June 2024). */
export function samplePayload(period: AnalyticsPeriod): AnalyticsPayload {
  const months = SAMPLE_ANALYTICS.timeSeriesData.slice(-PERIOD_MONTHS[period]);
  return { ...SAMPLE_ANALYTICS, period, from: `${months[0]!.month}-01`, timeSeriesData: months };
}
