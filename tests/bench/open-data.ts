// The directory with national open data loaded (issue 35): the real CMS and HUD files from ../shared/open-data when
// they are beside the project, and HRSA-like sites in HRSA's exact layout (its full file cannot be downloaded here)
// up to 25,000 imported listings; what a device then syncs for one state, and how fast it searches and finds what is near.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { createApp } from '../../api/app.ts';
import { openDb } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { usPostalFilePath } from '../../api/hsds/zip-centres.ts';
import { HRSA_HEALTH_CENTERS } from '../../api/open-data/datasets.ts';
import { importOpenData } from '../../api/open-data/import.ts';
import { resourcesNear } from '../../shared/geo/distance.ts';
import { seedResourceSchema, type Resource } from '../../shared/schemas/resource.ts';
import { DeviceSearchIndex } from '../../web/local/search-index.ts';
import { time } from './location.ts';
import { BROWSER_ENCODINGS, onTheWire } from './wire.ts';
import { BENCH_QUERIES } from './synthetic.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const REAL = join(ROOT, '..', 'shared', 'open-data');

export interface StateCopy {
  state: string;
  /** Adding the state to a device that holds the national and statewide programs: its local listings. */
  bytes: number;
  records: number;
  /** A device that starts with the state: everything in one answer. */
  withNationalBytes: number;
  search: { p50: number; p95: number; samples: number };
  nearby: { p50: number; p95: number; samples: number };
}

export interface OpenDataFigures {
  imported: number;
  /** Which files: "CMS and HUD as published, N HRSA-like sites". */
  from: string;
  importSeconds: number;
  firstSyncBytes: number;
  firstSyncRecords: number;
  states: StateCopy[];
}

/** HRSA-like sites in HRSA's layout, at ZIP code centres spread over the country (each a made-up site). */
function hrsaLikeFile(path: string, count: number): void {
  const zips = readFileSync(usPostalFilePath(), 'utf8')
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((f) => f[0] === 'US' && /^\d{5}$/.test(f[1] ?? '') && /^[A-Z]{2}$/.test(f[4] ?? '') && f[9] && f[10] && !['AA', 'AE', 'AP'].includes(f[4]!));
  const step = zips.length / count;
  const rows = Array.from({ length: count }, (_, i) => {
    const f = zips[Math.floor(i * step)]!;
    const row: Record<string, string> = {
      'BPHC Assigned Number': `BPS-H80-${String(i).padStart(6, '0')}`,
      'Site Name': `${f[2]} Community Health Center ${i}`,
      'Site Address': `${100 + (i % 900)} Main St`,
      'Site City': f[2]!,
      'Site State Abbreviation': f[4]!,
      'Site Postal Code': f[1]!,
      'Site Telephone Number': `${200 + (i % 700)}-555-${String(i % 10000).padStart(4, '0')}`,
      'Site Web Address': 'www.example-health.org',
      'Operating Hours per Week': '40.00',
      'Site Status Description': 'Active',
      'Health Center Type Description': 'Service Delivery Site',
      'Health Center Location Type Description': 'Permanent',
      'Health Center Service Delivery Site Location Setting Description': 'All Other Clinic Types',
      'Health Center Name': `${f[2]} Health Network`,
      'Geocoding Artifact Address Primary X Coordinate': String(Number(f[10]) + 0.01),
      'Geocoding Artifact Address Primary Y Coordinate': String(Number(f[9]) + 0.01),
      'State and County Federal Information Processing Standard Code': '',
    };
    return HRSA_HEALTH_CENTERS.columns.map((c) => row[c] ?? '');
  });
  writeFileSync(path, stringify([HRSA_HEALTH_CENTERS.columns as string[], ...rows]));
}

export async function benchOpenData(total = 25_000, states = ['TX', 'CA', 'NE']): Promise<OpenDataFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-bench-open-'));
  const db = openDb(join(dir, 'bench.db'));
  try {
    const seed = (JSON.parse(readFileSync(join(ROOT, 'data', 'resources.json'), 'utf8')) as { resources: unknown[] }).resources.map((r) => seedResourceSchema.parse(r));
    await applySeed(db, seed);
    const t0 = performance.now();
    let real = 0;
    const cms = join(REAL, 'cms-hospitals', 'Hospital_General_Information.csv');
    const hud = join(REAL, 'hud-pha-contacts', 'PHA_Contacts.json');
    if (existsSync(cms) && existsSync(hud)) {
      real += (await importOpenData(db, 'cms-hospitals', { file: cms })).listed;
      real += (await importOpenData(db, 'hud-pha-contacts', { file: hud })).listed;
    }
    const hrsaFile = join(dir, 'hrsa.csv');
    hrsaLikeFile(hrsaFile, total - real);
    const hrsa = await importOpenData(db, 'hrsa-health-centers', { file: hrsaFile });
    const importSeconds = (performance.now() - t0) / 1000;
    const app = createApp({ db });
    const answer = async (path: string) => {
      const { bytes, text } = await onTheWire(await app.request(`http://localhost${path}`, { headers: { 'Accept-Encoding': BROWSER_ENCODINGS } }));
      const body = JSON.parse(text) as { changes: Resource[]; cursor: string };
      return { bytes, changes: body.changes, cursor: body.cursor };
    };
    const first = await answer('/api/resources/changes?since=0&states=');
    const copies: StateCopy[] = [];
    for (const state of states) {
      // As the app adds her state (web/local/sync-pull.ts): the cursor of what it holds, the state named as new.
      const added = await answer(`/api/resources/changes?since=${first.cursor}&states=${state}&newStates=${state}`);
      const held = await answer(`/api/resources/changes?since=0&states=${state}`);
      const index = new DeviceSearchIndex(held.changes);
      const search = time(Array.from({ length: 10 }, () => BENCH_QUERIES.map((q) => () => index.search(q))).flat());
      const placed = held.changes.filter((r) => r.state === state && r.latitude !== undefined);
      const points = Array.from({ length: 200 }, (_, i) => placed[(i * 7919) % Math.max(1, placed.length)]).filter(Boolean) as Resource[];
      const nearby = time(points.map((p) => () => resourcesNear(held.changes, { latitude: p.latitude!, longitude: p.longitude! }, { radiusMiles: 25, state, city: p.city, includeNational: true })));
      copies.push({ state, bytes: added.bytes, records: added.changes.length, withNationalBytes: held.bytes, search, nearby });
    }
    return {
      imported: real + hrsa.listed,
      from: `${real ? `CMS and HUD as published (${real.toLocaleString('en-US')}), ` : ''}${hrsa.listed.toLocaleString('en-US')} HRSA-like sites`,
      importSeconds,
      firstSyncBytes: first.bytes,
      firstSyncRecords: first.changes.length,
      states: copies,
    };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
