// Importing Open Referral (HSDS) directories into a real database (a SQLite file, or PostgreSQL): a messy 1.1
// datapackage and the 3.0 examples, as a folder, a .zip and an HSDS API over several pages; every mapped field,
// taxonomy terms found by search on the server and the device, re-imports that change nothing, updates in place,
// removals, an editor's changes kept, and dry runs. Bad input is tests/api/hsds-import-problems.test.ts.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { onPostgres } from '../../api/db/client.ts';
import { listResources, updateResourceForAdmin } from '../../api/db/resources-repo.ts';
import { importHsds } from '../../api/hsds/import.ts';
import { DeviceSearchIndex } from '../../web/local/search-index.ts';
import { sqlCount, sqlRows, tempDb, type TempDb } from '../fixtures/db.ts';
import { startHsdsApi } from '../fixtures/hsds-api-server.ts';

const FIXTURE = new URL('../fixtures/hsds-1.1/', import.meta.url).pathname;
const EXAMPLES = new URL('../fixtures/hsds-3.0/examples/', import.meta.url).pathname;
const NOW = new Date('2026-11-20T12:00:00Z');

let t: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  dir = mkdtempSync(join(tmpdir(), 'whs-hsds-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const byTitle = async (title: string) => (await listResources(t.db)).filter((r) => r.title === title);
const one = async (title: string) => {
  const found = await byTitle(title);
  expect(found, title).toHaveLength(1);
  return found[0]!;
};

/** A copy of the 1.1 fixture whose CSV files can be edited. */
function fixtureCopy(): string {
  const copy = join(dir, 'package');
  cpSync(FIXTURE, copy, { recursive: true });
  return copy;
}

describe('a messy HSDS 1.1 datapackage', () => {
  it('a real 211 export: tables listed by bare name but kept in a data/ folder beside the descriptor are read, and the summary says so', async () => {
    const copy = fixtureCopy();
    mkdirSync(join(copy, 'data'));
    for (const file of readdirSync(copy).filter((f) => f.endsWith('.csv'))) renameSync(join(copy, file), join(copy, 'data', file));
    const result = await importHsds(t.db, copy, { now: NOW, source: 'example-county-211' });
    expect(result.lines[0]).toBe('8 added, 0 updated, 0 unchanged, 0 removed, 2 skipped (1 without a name, 1 inactive or defunct)');
    expect(result.lines[1]).toMatch(/^Tables listed in datapackage\.json by bare name were read one folder down: .*data\/services\.csv/);
    expect((await one('Family Law Help')).phones).toEqual([{ number: '305-555-0100', extension: '12', kind: 'voice', label: 'Intake' }]);
    // The same package as a .zip, one folder down inside it.
    const zip = join(dir, 'export.zip');
    const entries: Record<string, Uint8Array> = { 'export/datapackage.json': readFileSync(join(copy, 'datapackage.json')) };
    for (const file of readdirSync(join(copy, 'data'))) entries[`export/data/${file}`] = readFileSync(join(copy, 'data', file));
    writeFileSync(zip, zipSync(entries));
    const again = await importHsds(t.db, zip, { now: NOW, source: 'example-county-211' });
    expect(again.lines[0]).toBe('0 added, 0 updated, 8 unchanged, 0 removed, 2 skipped (1 without a name, 1 inactive or defunct)');
    expect(again.lines[1]).toMatch(/^Tables listed in datapackage\.json by bare name were read one folder down: .*data\/services\.csv/);
  });

  it('becomes one listing per service at a location, with the quirks read as people meant them', async () => {
    const result = await importHsds(t.db, FIXTURE, { now: NOW });
    expect(result.sourceKey).toBe('example-county-211');
    expect(result.lines[0]).toBe('8 added, 0 updated, 0 unchanged, 0 removed, 2 skipped (1 without a name, 1 inactive or defunct)');
    expect(result.lines).toContain('services.csv line 7: skipped, the service has no name.');
    expect(result.lines).toContain('1 service matched no category rule and went to Financial Support.');
    // What could not be read is named by file and line; the listing is kept without it.
    expect(result.warnings).toEqual([
      'phones.csv line 8: "not a number" is not a phone number; Neighborhood Center is listed without it.',
      'regular_schedules.csv line 17: "Funday" is not a day of the week; Tenant Rights Clinic is listed without the hours of this row.',
    ]);
    expect((await one('Neighborhood Center')).phones).toEqual([]);
    expect((await one('Tenant Rights Clinic')).schedule).toBeUndefined();

    const legal = await one('Family Law Help');
    expect(legal).toMatchObject({
      organization: 'Example Legal Aid Society',
      category: 'rights-advocacy',
      description: 'Free legal help with protective orders, divorce and custody for people with low incomes.',
      phones: [{ number: '305-555-0100', extension: '12', kind: 'voice', label: 'Intake' }],
      city: 'Miami',
      state: 'FL',
      zip: '33157',
      approximatePlace: true,
      serviceArea: 'FL',
      eligibility: 'Household income at or below 200% of the federal poverty guidelines',
      fees: 'Free',
      applicationProcess: 'Call for an intake interview.',
      url: 'https://legalaid.example.org/family',
      // The service gives no email: its organization's is the way to write to them.
      email: 'intake@legalaid.example.org',
      taxonomyTerms: ['Family Law'],
      sourceName: 'Example County 211',
      sourceUrl: 'https://211.example.org/data',
      isVerified: false,
    });
    // A post-office box is no street address; the place is the ZIP code's centre, marked approximate.
    expect(legal.address).toBeUndefined();
    expect(legal.latitude).toBeCloseTo(25.61, 1);
    expect(legal.schedule).toContainEqual({ day: 5, opens: '09:00', closes: '12:00' });

    const clinics = await byTitle("Women's Health Clinic");
    expect(clinics.map((c) => c.address).sort()).toEqual(['12000 SW Example Ave, Suite 4', '200 NE Example Blvd']);
    const south = clinics.find((c) => c.zip === '33176')!;
    expect(south).toMatchObject({ latitude: 25.6021, longitude: -80.3573, languages: ['Spanish', 'Haitian Creole'], category: 'womens-health' });
    expect(south.approximatePlace).toBeUndefined();
    expect(south.description).toBe('Prenatal care, birth control and screenings. Sliding-scale fees & walk-ins welcome.');
    // The fax line is left out; the voice line keeps its language.
    expect(south.phones).toEqual([{ number: '305-555-0177', kind: 'voice', languages: ['Spanish'] }]);
    expect(south).toMatchObject({ fees: 'Sliding scale based on income', taxonomyTerms: ["Women's Health Centers", 'Lactation Support'], url: 'https://health.example.org' });
    expect(clinics.find((c) => c.zip === '33138')?.approximatePlace).toBe(true);
    // A website written without its scheme is still a website; the organization's stands in for the service's.
    expect(await one('Safe Haven Emergency Shelter')).toMatchObject({ url: 'https://familyservices.example.org', email: 'info@familyservices.example.org', applicationProcess: 'Call the 24-hour hotline.', fees: 'None' });

    // Its service area names a county of its state: Miami-Dade's FIPS code, so Near me in that county finds it.
    expect(await one('Job Readiness Workshop')).toMatchObject({ serviceArea: 'local', serviceAreas: ['Miami-Dade County'], counties: ['12086'], phones: [{ number: '305-555-0123', extension: '4', kind: 'voice' }], category: 'employment-opportunities' });
    expect((await one('Neighborhood Center')).category).toBe('financial-support');
    expect((await one('Tenant Rights Clinic')).category).toBe('housing-shelter');
    expect(await byTitle('Holiday Toy Drive')).toEqual([]);
  });

  it('stores a domestic-violence shelter, and a listing whose source withholds its address, with no location anywhere', async () => {
    await importHsds(t.db, FIXTURE, { now: NOW });
    const shelter = await one('Safe Haven Emergency Shelter');
    expect(shelter).toMatchObject({ isConfidential: true, isOpen24Hours: true, phones: [{ number: '305-555-0142' }], category: 'housing-shelter' });
    const housing = await one('Survivor Transitional Housing');
    expect(housing.isConfidential).toBe(true);
    for (const r of [shelter, housing]) {
      expect([r.address, r.zip, r.latitude, r.longitude]).toEqual([undefined, undefined, undefined, undefined]);
    }
    const raw = (await sqlRows(t.db, "SELECT address, zip, latitude, longitude FROM resources WHERE is_confidential = TRUE"));
    expect(raw).toEqual([
      { address: null, zip: null, latitude: null, longitude: null },
      { address: null, zip: null, latitude: null, longitude: null },
    ]);
    // Nor through the API: the lists, search and nearby from the house's own street.
    const app = createApp({ db: t.db });
    for (const path of ['/api/resources', '/api/resources/housing-shelter', '/api/resources/search?q=safe+haven', '/api/resources/nearby?latitude=25.7617&longitude=-80.1918&state=FL']) {
      const text = await (await app.request(`http://localhost${path}`)).text();
      expect(text, path).not.toContain('1500 Example Street');
      expect(text, path).not.toContain('25.7617');
      expect(text, path).not.toContain('33130');
    }
  });

  it('finds a listing by a taxonomy term its text never uses, on the server and on the device', async () => {
    await importHsds(t.db, FIXTURE, { now: NOW });
    const clinics = (await byTitle("Women's Health Clinic")).map((r) => r.id).sort();
    expect((await listResources(t.db)).filter((r) => `${r.title} ${r.description} ${r.organization ?? ''}`.toLowerCase().includes('lactation'))).toEqual([]);
    const app = createApp({ db: t.db });
    const server = (await (await app.request('http://localhost/api/resources/search?q=lactation')).json()) as { id: string }[];
    expect(server.map((r) => r.id).sort()).toEqual(clinics);
    const device = new DeviceSearchIndex(await listResources(t.db)).search('lactation support');
    expect(device.map((r) => r.id).sort()).toEqual(clinics);
  });

  it('changes nothing when the same file comes again', async () => {
    await importHsds(t.db, FIXTURE, { now: NOW });
    const before = (await sqlRows(t.db, 'SELECT id, version, updated_at FROM resources ORDER BY id'));
    const again = await importHsds(t.db, FIXTURE, { now: new Date('2026-11-21T12:00:00Z') });
    expect(again.report).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: 8 });
    expect((await sqlRows(t.db, 'SELECT id, version, updated_at FROM resources ORDER BY id'))).toEqual(before);
  });

  it('updates in place, removes what the source dropped, and leaves an editor’s change alone', async () => {
    await importHsds(t.db, FIXTURE, { now: NOW });
    const clinicId = (await one('Neighborhood Center')).id;
    const tenant = await one('Tenant Rights Clinic');
    const { id: _id, updatedAt: _u, ...edited } = { ...tenant, description: 'Edited by our team: call first.' };
    await updateResourceForAdmin(t.db, tenant.id, edited, async () => {});

    const copy = fixtureCopy();
    const services = readFileSync(join(copy, 'services.csv'), 'utf8')
      .replace('Drop-in center open to all residents of the county.', 'Drop-in center with a food pantry.')
      .replace('Advice for tenants facing eviction.', 'New text from the source.')
      .split('\n')
      .filter((line) => !line.startsWith('105,'))
      .join('\n');
    writeFileSync(join(copy, 'services.csv'), services);
    const result = await importHsds(t.db, copy, { source: 'example-county-211', now: NOW });
    expect(result.report).toMatchObject({ added: 0, updated: 1, removed: 1, keptEdited: 1 });
    expect(result.lines[0]).toContain('edited in the admin area, kept as edited');
    expect(await one('Neighborhood Center')).toMatchObject({ id: clinicId, description: 'Drop-in center with a food pantry.', category: 'financial-support' });
    expect((await one('Tenant Rights Clinic')).description).toBe('Edited by our team: call first.');
    expect(await byTitle('Job Readiness Workshop')).toEqual([]);
    // Devices learn of the removal at their next sync.
    const changes = (await (await createApp({ db: t.db }).request('http://localhost/api/resources/changes?since=1')).json()) as { deleted: string[] };
    expect(changes.deleted).toHaveLength(1);
  });

  it('prints the same summary on a dry run and writes nothing', async () => {
    const dry = await importHsds(t.db, FIXTURE, { dryRun: true, now: NOW });
    expect(dry.lines[0]).toBe('Dry run, nothing written: 8 added, 0 updated, 0 unchanged, 0 removed, 2 skipped (1 without a name, 1 inactive or defunct)');
    expect(await listResources(t.db)).toEqual([]);
    // Nor anything in the search index (SQLite's FTS5 table, PostgreSQL's table of tsvectors).
    expect(await sqlCount(t.db, `SELECT count(*) FROM ${onPostgres ? 'resources_search' : 'resources_fts'}`)).toBe(0);
  });

  it('reads the same package from a .zip', async () => {
    const files = Object.fromEntries(readdirSync(FIXTURE).map((f) => [`example-county-211/${f}`, readFileSync(join(FIXTURE, f))]));
    const zip = join(dir, 'example.zip');
    writeFileSync(zip, zipSync(files));
    const result = await importHsds(t.db, zip, { now: NOW });
    expect(result.report.added).toBe(8);
    expect((await one('Family Law Help')).zip).toBe('33157');
  });
});

describe('HSDS 3.0', () => {
  it('imports the specification’s own CSV example', async () => {
    const copy = join(dir, 'csv');
    cpSync(join(EXAMPLES, 'csv'), copy, { recursive: true });
    const result = await importHsds(t.db, copy, { sourceUrl: 'https://openreferral.org/', name: 'Open Referral examples', now: NOW });
    // Its datapackage.json is a link left as text in this copy: the tables are read by their usual names.
    expect(result.warnings[0]).toMatch(/not a data package descriptor/);
    expect(result.report.added).toBe(1);
    const r = await one('Community Counselling');
    expect(r).toMatchObject({
      organization: 'Example Organization Inc.',
      category: 'womens-health',
      phones: [{ number: '+44 1234 234567', extension: '100', kind: 'voice', languages: ['Urdu'] }],
      schedule: [{ day: 4, opens: '10:00', closes: '18:00' }, { day: 5, opens: '10:00', closes: '18:00' }],
      verifiedAt: '2005-01-01',
      serviceArea: 'local',
      sourceName: 'Open Referral examples',
    });
    // Latitude 100 is not a place on Earth, and MyState is not a US state: both left out rather than guessed.
    expect([r.latitude, r.state, r.zip]).toEqual([undefined, undefined, undefined]);
  });

  it('changes nothing when the specification’s CSV example comes again', async () => {
    const copy = join(dir, 'csv');
    cpSync(join(EXAMPLES, 'csv'), copy, { recursive: true });
    const options = { sourceUrl: 'https://openreferral.org/', name: 'Open Referral examples' };
    await importHsds(t.db, copy, { ...options, now: NOW });
    const before = (await sqlRows(t.db, 'SELECT id, version, updated_at FROM resources ORDER BY id'));
    const again = await importHsds(t.db, copy, { ...options, now: new Date('2026-11-21T12:00:00Z') });
    expect(again.lines[0]).toBe('0 added, 0 updated, 1 unchanged, 0 removed, 0 skipped');
    expect((await sqlRows(t.db, 'SELECT id, version, updated_at FROM resources ORDER BY id'))).toEqual(before);
  });

  it('imports from an HSDS API page after page, fetching each service in full', async () => {
    const full = JSON.parse(readFileSync(join(EXAMPLES, 'service_full.json'), 'utf8')) as { id: string; name: string };
    // Three services on three pages: the server gives one a page, whatever per_page asks.
    const services = ['Community Counselling', 'Evening Counselling', 'Youth Counselling'].map((name, i) => ({ ...full, id: `${full.id.slice(0, -1)}${i}`, name }));
    // The fixture API listens on loopback: the import is told so, as an operator would with --allow-private-address.
    const api = await startHsdsApi(services, 1);
    try {
      const result = await importHsds(t.db, api.base, { source: 'api-example', sourceUrl: 'https://openreferral.org/', allowPrivateAddress: true, now: NOW });
      expect(result.lines[0]).toBe('3 added, 0 updated, 0 unchanged, 0 removed, 0 skipped');
      expect(api.requests.filter((r) => r.startsWith('/hsds/services?'))).toEqual([1, 2, 3].map((page) => `/hsds/services?page=${page}&per_page=100&full=true`));
      expect((await listResources(t.db)).map((r) => r.title).sort()).toEqual(services.map((s) => s.name));
      const r = await one('Youth Counselling');
      expect(r.phones[0]).toMatchObject({ number: '+44 1234 234567', extension: '100' });
      expect(r.schedule?.length).toBeGreaterThan(0);
      const again = await importHsds(t.db, api.base, { source: 'api-example', sourceUrl: 'https://openreferral.org/', allowPrivateAddress: true, now: NOW });
      expect(again.lines[0]).toBe('0 added, 0 updated, 3 unchanged, 0 removed, 0 skipped');
    } finally {
      await api.close();
    }
  });
});
