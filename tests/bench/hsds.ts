// The directory at region scale: importing a generated HSDS 1.1 datapackage of 5,000 services, what a device
// downloads and searches when the directory holds 10,000 local listings over 51 states (it keeps the national
// listings and her states, not everything), and the HSDS API's organizations with their services at 20,000.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import { createApp } from '../../api/app.ts';
import { openDb } from '../../api/db/client.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { applyImport } from '../../api/db/import-repo.ts';
import { importHsds } from '../../api/hsds/import.ts';
import { resourcesNear } from '../../shared/geo/distance.ts';
import { seedResourceSchema, type Resource } from '../../shared/schemas/resource.ts';
import { US_STATES } from '../../shared/us-states.ts';
import { DeviceSearchIndex } from '../../web/local/search-index.ts';
import { time } from './location.ts';
import { BROWSER_ENCODINGS, onTheWire } from './wire.ts';
import { BENCH_QUERIES, syntheticResources } from './synthetic.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
/** A 1.1-style datapackage of `count` services, each at one location, with phones, hours and a taxonomy code. */
function writePackage(dir: string, count: number): void {
  const csv = (name: string, rows: unknown[][]) => writeFileSync(join(dir, name), stringify(rows));
  const codes = ['BH-1800.8500', 'BD-1800.2000', 'FT-3000', 'LF-7000', 'ND-6500', 'NL-6000'];
  const services: unknown[][] = [['id', 'organization_id', 'name', 'description', 'url', 'status']];
  const orgs: unknown[][] = [['id', 'name', 'url']];
  const locations: unknown[][] = [['id', 'organization_id', 'name', 'latitude', 'longitude']];
  const addresses: unknown[][] = [['id', 'location_id', 'address_1', 'city', 'state_province', 'postal_code', 'country']];
  const phones: unknown[][] = [['id', 'service_id', 'number', 'extension', 'type']];
  const hours: unknown[][] = [['id', 'service_id', 'weekday', 'opens_at', 'closes_at']];
  const sal: unknown[][] = [['id', 'service_id', 'location_id']];
  const tax: unknown[][] = [['id', 'service_id', 'taxonomy_id']];
  for (let i = 0; i < count; i++) {
    const [state] = US_STATES[i % US_STATES.length]!;
    orgs.push([`o${i}`, `Example Agency ${i}`, `agency${i}.example.org`]);
    services.push([`s${i}`, `o${i}`, ` Example Service ${i} `, `[SVC-${i}] Help with food, rent and legal questions for families in the county.`, '', 'active']);
    locations.push([`l${i}`, `o${i}`, `Office ${i}`, i % 3 ? (30 + (i % 15)).toFixed(4) : '', i % 3 ? (-(80 + (i % 40))).toFixed(4) : '']);
    addresses.push([`a${i}`, `l${i}`, i % 7 ? `${100 + i} Example Street` : `P.O. Box ${i}`, 'Example City', `${state} `, '33157', 'US']);
    phones.push([`p${i}`, `s${i}`, `(305) 555-${String(i % 10000).padStart(4, '0')} x${i % 50}`, '', 'voice']);
    for (const day of [1, 2, 3, 4, 5]) hours.push([`h${i}-${day}`, `s${i}`, day, '9:00 AM', '5:00 PM']);
    sal.push([`sal${i}`, `s${i}`, `l${i}`]);
    tax.push([`t${i}`, `s${i}`, codes[i % codes.length]]);
  }
  csv('services.csv', services);
  csv('organizations.csv', orgs);
  csv('locations.csv', locations);
  csv('physical_addresses.csv', addresses);
  csv('phones.csv', phones);
  csv('regular_schedules.csv', hours);
  csv('services_at_location.csv', sal);
  csv('services_taxonomy.csv', tax);
  writeFileSync(join(dir, 'datapackage.json'), JSON.stringify({ name: 'bench', homepage: 'https://211.example.org/' }));
}

export async function benchImport(count = 5_000): Promise<{ services: number; seconds: number; summary: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-bench-hsds-'));
  const db = openDb(join(dir, 'bench.db'));
  try {
    writePackage(dir, count);
    const t0 = performance.now();
    const result = await importHsds(db, dir);
    const seconds = (performance.now() - t0) / 1000;
    if (result.report.added !== count) throw new Error(`the generated package imported ${result.report.added} of ${count}`);
    return { services: count, seconds, summary: result.lines[0] ?? '' };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface DeviceCopyFigures {
  listings: number;
  firstSyncBytes: number;
  firstSyncRecords: number;
  /** How the answers were compressed, as a browser receives them ("br"). */
  encoding: string;
  stateSyncBytes: number;
  stateSyncRecords: number;
  wholeBytes: number;
  search: { p50: number; p95: number; samples: number };
  nearby: { p50: number; p95: number; samples: number };
}

/** The real directory plus `count` generated local listings over the 51 states; what a device syncs and searches. */
export async function benchDeviceCopy(count = 10_000): Promise<DeviceCopyFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-bench-copy-'));
  const db = openDb(join(dir, 'bench.db'));
  try {
    const seed = (JSON.parse(readFileSync(join(ROOT, 'data', 'resources.json'), 'utf8')) as { resources: unknown[] }).resources.map((r) => seedResourceSchema.parse(r));
    await applySeed(db, seed);
    const local = syntheticResources(count).map(({ id: _id, ...r }, i) => ({
      externalId: `x${i}`,
      fields: { ...r, serviceArea: 'local', latitude: 25 + ((i * 7919) % 2400) / 100, longitude: -124 + ((i * 104729) % 5700) / 100 },
    }));
    const report = await applyImport(db, 'bench', local);
    if (report.added !== count) throw new Error(`the generated listings imported ${report.added} of ${count}`);
    const app = createApp({ db });
    const bytes = async (path: string) => {
      const { bytes, encoding, text } = await onTheWire(await app.request(`http://localhost${path}`, { headers: { 'Accept-Encoding': BROWSER_ENCODINGS } }));
      const body = JSON.parse(text) as { changes: unknown[]; cursor: string };
      return { bytes, records: body.changes.length, encoding, cursor: body.cursor };
    };
    const first = await bytes('/api/resources/changes?since=0&states=');
    // As the app adds her state (web/local/sync-pull.ts): the cursor of what it holds, the state named as new.
    const state = await bytes(`/api/resources/changes?since=${first.cursor}&states=TX&newStates=TX`);
    const whole = await bytes('/api/resources/changes?since=0');
    const held = ((await (await app.request('http://localhost/api/resources/changes?since=0&states=TX')).json()) as { changes: Resource[] }).changes;
    const index = new DeviceSearchIndex(held);
    const search = time(Array.from({ length: 20 }, () => BENCH_QUERIES.map((q) => () => index.search(q))).flat());
    const texas = Array.from({ length: 200 }, (_, i) => ({ latitude: 26 + (i % 10) * 0.9, longitude: -106 + (i % 20) * 0.5 }));
    const nearby = time(texas.map((p) => () => resourcesNear(held, p, { radiusMiles: 50, state: 'TX', city: 'Austin', includeNational: true })));
    return {
      listings: count + seed.length,
      firstSyncBytes: first.bytes,
      firstSyncRecords: first.records,
      encoding: first.encoding,
      stateSyncBytes: state.bytes,
      stateSyncRecords: held.length,
      wholeBytes: whole.bytes,
      search,
      nearby,
    };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface HsdsOrganizationsFigures {
  listings: number;
  organizations: number;
  /** The first request after a change: the directory in HSDS terms and its grouping are built then. */
  firstMs: number;
  /** Later requests at the same version, pages spread over the directory. */
  p50: number;
  p95: number;
  samples: number;
}

/** GET /api/hsds/organizations?full_service=true over `count` generated listings, once cold and then warm. */
export async function benchHsdsOrganizations(count = 20_000): Promise<HsdsOrganizationsFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-bench-orgs-'));
  const db = openDb(join(dir, 'bench.db'));
  try {
    await applySeed(db, syntheticResources(count));
    const app = createApp({ db });
    const page = async (n: number) => {
      const res = await app.request(`http://localhost/api/hsds/organizations?full_service=true&per_page=50&page=${n}`);
      if (res.status !== 200) throw new Error(`/api/hsds/organizations answered ${res.status}`);
      return (await res.json()) as { total_items: number; total_pages: number };
    };
    const t0 = performance.now();
    const first = await page(1);
    const firstMs = performance.now() - t0;
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      await page(1 + ((i * 7) % first.total_pages));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    return { listings: count, organizations: first.total_items, firstMs, p50: at(50), p95: at(95), samples: times.length };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
