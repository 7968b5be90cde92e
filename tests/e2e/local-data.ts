// A directory for location tests: the real data plus a few local test listings with coordinates around Columbus, OH,
// and one across the border in West Virginia (the real directory lists national and statewide programs only). Test
// data only: never shipped.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from './server.ts';

const common = { phones: [{ number: '1-800-555-0100', kind: 'voice' }], sourceUrl: 'https://example.org/about', verifiedAt: '2026-11-22' };

export const LOCAL_TEST_RESOURCES = [
  {
    ...common,
    id: 'test-columbus-shelter',
    title: 'Test Columbus Shelter',
    description: 'Emergency shelter for women and children escaping domestic violence.',
    category: 'housing-shelter',
    address: '1 Test Street',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    latitude: 39.97,
    longitude: -83.0,
    isEmergency: true,
    isOpen24Hours: true,
  },
  {
    ...common,
    id: 'test-columbus-legal',
    title: 'Test Columbus Legal Aid',
    description: 'Free legal help with protection orders and housing.',
    category: 'rights-advocacy',
    city: 'Columbus',
    state: 'OH',
    latitude: 39.99,
    longitude: -83.01,
  },
  {
    ...common,
    id: 'test-dayton-housing',
    title: 'Test Dayton Transitional Housing',
    description: 'Transitional housing for up to two years.',
    category: 'housing-shelter',
    city: 'Dayton',
    state: 'OH',
    latitude: 39.7589,
    longitude: -84.1916,
  },
  {
    // Across the border, about 90 miles from Columbus. A local listing (the ones above serve the whole country, so
    // every device holds them): West Virginia's come to a device in Columbus only when she widens the search to 100 miles.
    ...common,
    id: 'test-parkersburg-legal',
    title: 'Test Parkersburg Legal Aid',
    description: 'Free legal help with protection orders.',
    category: 'rights-advocacy',
    serviceArea: 'local',
    city: 'Parkersburg',
    state: 'WV',
    latitude: 39.2667,
    longitude: -81.5615,
  },
];

export async function startServerWithLocalData(): Promise<RunningServer & { cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-local-'));
  const all = JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: unknown[] };
  writeFileSync(join(dir, 'resources.json'), JSON.stringify({ resources: [...all.resources, ...LOCAL_TEST_RESOURCES] }));
  const server = await startServer({ env: { DATA_DIR: dir } });
  return {
    ...server,
    cleanup: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
