// HSDS imports of sources with something wrong: every skipped row and every detail left out is named by its file and
// line (or the API page and item) with the reason; a broken table of details is left out and the rest imported; a
// broken or missing services table, or a source that suddenly lists no services, is refused and nothing is written.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyImport } from '../../api/db/import-repo.ts';
import { listResources } from '../../api/db/resources-repo.ts';
import { importHsds, summarize } from '../../api/hsds/import.ts';
import { mapTables } from '../../api/hsds/listings.ts';
import { ImportError, readPackage, ZIP_ENTRY_MAX_BYTES } from '../../api/hsds/tables.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { startHsdsApi } from '../fixtures/hsds-api-server.ts';

const FIXTURE = new URL('../fixtures/hsds-1.1/', import.meta.url).pathname;
const EXAMPLES = new URL('../fixtures/hsds-3.0/examples/', import.meta.url).pathname;
const NOW = new Date('2026-11-20T12:00:00Z');

let t: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  dir = mkdtempSync(join(tmpdir(), 'whs-hsds-bad-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of the 1.1 fixture whose CSV files can be edited. */
function fixtureCopy(): string {
  const copy = join(dir, `package-${Math.random().toString(36).slice(2, 8)}`);
  cpSync(FIXTURE, copy, { recursive: true });
  return copy;
}

const titles = async () => (await listResources(t.db)).map((r) => r.title).sort();

describe('a table that cannot be read', () => {
  it('refuses a missing services table, naming it, and writes nothing', async () => {
    const copy = fixtureCopy();
    rmSync(join(copy, 'services.csv'));
    writeFileSync(join(copy, 'datapackage.json'), JSON.stringify({ name: 'x', homepage: 'https://211.example.org/' }));
    await expect(importHsds(t.db, copy)).rejects.toThrow(new ImportError(`${copy.split('/').pop()}: the services.csv table is missing; nothing was imported.`));
    expect(await listResources(t.db)).toEqual([]);
  });

  it('refuses an unreadable services table, or one without names, and writes nothing', async () => {
    const broken = fixtureCopy();
    writeFileSync(join(broken, 'services.csv'), 'id,name\n101,"Safe Haven\n102,Family Law Help\n');
    await expect(importHsds(t.db, broken)).rejects.toThrow(
      new ImportError('services.csv: not a readable CSV file (Quote Not Closed: the parsing is finished with an opening quote at line 3); nothing was imported.'),
    );
    const nameless = fixtureCopy();
    writeFileSync(join(nameless, 'services.csv'), 'id,title\n101,Safe Haven\n');
    await expect(importHsds(t.db, nameless)).rejects.toThrow(new ImportError('services.csv: has no "name" column; nothing was imported.'));
    expect(await listResources(t.db)).toEqual([]);
  });

  it('imports the rest without an unreadable or unusable table of details, and says so', async () => {
    const copy = fixtureCopy();
    writeFileSync(join(copy, 'phones.csv'), 'id,number\n1,"305-555-0100\n2,305');
    writeFileSync(join(copy, 'services_at_location.csv'), 'id,service_id,location\nS1,101,L1\n');
    const result = await importHsds(t.db, copy, { now: NOW });
    expect(result.warnings).toEqual([
      "phones.csv: not a readable CSV file (Quote Not Closed: the parsing is finished with an opening quote at line 3); the rest was imported without this file's phones.",
      'services_at_location.csv: has no "location_id" column; the rest was imported without this file\'s service at location.',
      'regular_schedules.csv line 17: "Funday" is not a day of the week; Tenant Rights Clinic is listed without the hours of this row.',
    ]);
    // One listing per service, none at a place, none with a phone; everything else as the source gave it.
    expect(result.lines[0]).toBe('7 added, 0 updated, 0 unchanged, 0 removed, 2 skipped (1 without a name, 1 inactive or defunct)');
    expect((await listResources(t.db)).every((r) => r.phones.length === 0 && r.zip === undefined)).toBe(true);
    expect((await listResources(t.db)).find((r) => r.title === 'Family Law Help')).toMatchObject({ fees: 'Free', schedule: expect.arrayContaining([{ day: 5, opens: '09:00', closes: '12:00' }]) });
  });

  it('leaves the listings it already holds as they were when a table of details cannot be read, and removes none', async () => {
    await importHsds(t.db, FIXTURE, { now: NOW });
    const before = await listResources(t.db);
    const withPhones = before.filter((r) => r.phones.length > 0);
    expect(withPhones.length).toBeGreaterThan(0);
    // Next export: phones.csv is broken and one service (Family Law Help, id 102) is gone from services.csv.
    const copy = fixtureCopy();
    writeFileSync(join(copy, 'phones.csv'), 'id,number\n1,"305-555-0100\n2,305');
    const services = readFileSync(join(copy, 'services.csv'), 'utf8').split('\n');
    writeFileSync(join(copy, 'services.csv'), services.filter((line) => !line.startsWith('102,')).join('\n'));
    const result = await importHsds(t.db, copy, { now: new Date('2026-11-21T12:00:00Z') });
    expect(result.lines[0]).toMatch(/^0 added, 0 updated, \d+ unchanged, 0 removed/);
    expect(result.lines[1]).toMatch(/^Part of the source could not be read \(phones\.csv\): \d+ listings already held from it kept as they were, and none removed\./);
    const after = await listResources(t.db);
    // Every number is still there, and the service missing from this export is not taken away on its word.
    for (const r of withPhones) expect(after.find((a) => a.id === r.id)?.phones).toEqual(r.phones);
    expect(after.map((r) => r.title).sort()).toEqual(before.map((r) => r.title).sort());
    // Once the source is whole again, the gone service goes.
    const fixed = fixtureCopy();
    writeFileSync(join(fixed, 'services.csv'), services.filter((line) => !line.startsWith('102,')).join('\n'));
    const whole = await importHsds(t.db, fixed, { now: new Date('2026-11-22T12:00:00Z') });
    expect(whole.lines[0]).toMatch(/ 1 removed/);
    expect(await titles()).not.toContain('Family Law Help');
  });

  it('names a folder without a package, a broken zip, and a package that says nothing of where to check it', async () => {
    const empty = mkdtempSync(join(dir, 'empty-'));
    await expect(importHsds(t.db, empty)).rejects.toThrow(new ImportError(`${empty.split('/').pop()}: no datapackage.json in it. Give a folder or .zip holding an HSDS data package.`));
    writeFileSync(join(dir, 'broken.zip'), 'not a zip');
    await expect(importHsds(t.db, join(dir, 'broken.zip'))).rejects.toThrow(/^broken\.zip: not a readable \.zip file/);
    const plain = fixtureCopy();
    writeFileSync(join(plain, 'datapackage.json'), JSON.stringify({ name: 'no-homepage' }));
    await expect(importHsds(t.db, plain)).rejects.toThrow(/--source-url/);
    expect(await listResources(t.db)).toEqual([]);
  });
});

describe('rows that cannot become a listing', () => {
  it('names the file and line of a listing our record rules refuse, and imports the others', async () => {
    const pkg = readPackage(FIXTURE);
    const mapped = mapTables(pkg.tables, { name: 'Example County 211', url: 'https://211.example.org/data', importedOn: '2026-11-20' });
    // As if a mapping rule let a bad value through: the record rules are the last guard, and say where it came from.
    const bad = mapped.listings.find((l) => l.fields.title === 'Job Readiness Workshop')!;
    bad.fields = { ...bad.fields, state: 'Florida' };
    const report = await applyImport(t.db, 'example-county-211', mapped.listings, { now: NOW });
    expect(report.added).toBe(7);
    const lines = summarize(report, mapped);
    expect(lines[0]).toBe('7 added, 0 updated, 0 unchanged, 0 removed, 3 skipped (1 without a name, 1 not valid, 1 inactive or defunct)');
    expect(lines).toContain('services.csv line 6: skipped, not a valid listing (state: Invalid string: must match pattern /^[A-Z]{2}$/).');
  });
});

describe('a source that lists no services', () => {
  it('is refused when its services table has only its header, and removes nothing, unless told it is really empty', async () => {
    await importHsds(t.db, FIXTURE, { now: NOW });
    const before = await titles();
    const copy = fixtureCopy();
    writeFileSync(join(copy, 'services.csv'), `${readFileSync(join(copy, 'services.csv'), 'utf8').split('\n')[0]}\n`);
    await expect(importHsds(t.db, copy, { source: 'example-county-211', now: NOW })).rejects.toThrow(
      new ImportError('services.csv lists no services; importing it would remove all 8 listings of "example-county-211". If the source really has no services now, import it again with --allow-empty.'),
    );
    await expect(importHsds(t.db, copy, { source: 'example-county-211', dryRun: true, now: NOW })).rejects.toThrow(ImportError);
    expect(await titles()).toEqual(before);

    const allowed = await importHsds(t.db, copy, { source: 'example-county-211', allowEmpty: true, now: NOW });
    expect(allowed.lines[0]).toBe('0 added, 0 updated, 0 unchanged, 8 removed, 0 skipped');
    expect(await titles()).toEqual([]);
  });

  it('is refused when none of its services can be listed', async () => {
    const copy = fixtureCopy();
    const [header, ...rows] = readFileSync(join(copy, 'services.csv'), 'utf8').trim().split('\n');
    writeFileSync(join(copy, 'services.csv'), [header, ...rows.filter((r) => r.startsWith('106,') || r.startsWith('107,'))].join('\n'));
    await expect(importHsds(t.db, copy, { now: NOW })).rejects.toThrow(
      new ImportError('none of the 2 services in services.csv can be listed (1 without a name, 1 inactive or defunct). If the source really has no services now, import it again with --allow-empty.'),
    );
  });

  it('is refused when an HSDS API answers no services', async () => {
    const full = JSON.parse(readFileSync(join(EXAMPLES, 'service_full.json'), 'utf8')) as { id: string; name: string };
    // The fixture API listens on loopback: the import is told so, as an operator would with --allow-private-address.
    const before = await startHsdsApi([full]);
    try {
      await importHsds(t.db, before.base, { source: 'api-example', sourceUrl: 'https://openreferral.org/', allowPrivateAddress: true, now: NOW });
    } finally {
      await before.close();
    }
    const empty = await startHsdsApi([]);
    try {
      await expect(importHsds(t.db, empty.base, { source: 'api-example', sourceUrl: 'https://openreferral.org/', allowPrivateAddress: true, now: NOW })).rejects.toThrow(
        new ImportError(`${empty.base}/services lists no services; importing it would remove the one listing of "api-example". If the source really has no services now, import it again with --allow-empty.`),
      );
      expect(await titles()).toEqual(['Community Counselling']);
    } finally {
      await empty.close();
    }
  });
});

describe('an HSDS API', () => {
  it('names the page and item of what it left out', async () => {
    const full = JSON.parse(readFileSync(join(EXAMPLES, 'service_full.json'), 'utf8')) as { id: string; name: string; phones: object[]; schedules: object[] };
    const second = { ...full, id: `${full.id.slice(0, -1)}9`, name: 'Evening Counselling', phones: [{ id: 'p1', number: 'call us', type: 'voice' }], schedules: [{ id: 's1', freq: 'WEEKLY', byday: 'MO', opens_at: 'nine', closes_at: '17:00' }], service_at_locations: [] };
    const api = await startHsdsApi([full, second], 1);
    try {
      const result = await importHsds(t.db, api.base, { source: 'api-example', sourceUrl: 'https://openreferral.org/', allowPrivateAddress: true, now: NOW });
      expect(result.report.added).toBe(2);
      const where = `${api.base}/services/${second.id} (services page 2, item 1)`;
      expect(result.warnings).toEqual([
        `${where}.phones[0]: "call us" is not a phone number; Evening Counselling is listed without it.`,
        `${where}.schedules[0]: "nine" is not an opening time; Evening Counselling is listed without the hours of this row.`,
      ]);
    } finally {
      await api.close();
    }
  });

  it('stops, writing nothing, when a service it lists cannot be fetched', async () => {
    const full = JSON.parse(readFileSync(join(EXAMPLES, 'service_full.json'), 'utf8')) as { id: string };
    const api = await startHsdsApi([full]);
    try {
      await expect(importHsds(t.db, `${api.base}/missing`, { source: 'api-example', allowPrivateAddress: true })).rejects.toThrow(new ImportError(`${api.base}/missing/: answered 404 Not Found.`));
      expect(await listResources(t.db)).toEqual([]);
    } finally {
      await api.close();
    }
  });
});

describe('a large table of details', () => {
  // Rows grouped by a key many of them share: grouping once copied the group for each row, so a 1 MB phones.csv took
  // minutes. Appended in place it takes well under a second; the test's own time-out is the guard.
  it('reads a 1 MB phones.csv whose rows share one organization, and keeps each number', async () => {
    const copy = fixtureCopy();
    const header = 'id,location_id,service_id,organization_id,contact_id,service_at_location_id,number,extension,type,language,description\n';
    const rows: string[] = [];
    for (let i = 0; i < 16_000; i++) rows.push(`X${i},,101,1,,,(305) 555-${String(i % 10_000).padStart(4, '0')},${i},voice,English,Line ${i} of a long list`);
    writeFileSync(join(copy, 'phones.csv'), header + rows.join('\n') + '\n');
    expect(readFileSync(join(copy, 'phones.csv')).byteLength).toBeGreaterThan(1_000_000);
    const pkg = await readPackage(copy);
    const mapped = mapTables(pkg.tables, { name: 'Example County 211', url: 'https://211.example.org/data', importedOn: '2026-11-20' });
    // The service the rows name has its numbers (a listing keeps the first ones; the rest are the same kind of line).
    const hotline = mapped.listings.find((l) => l.externalId.startsWith('101'));
    expect(hotline?.fields.phones?.[0]).toMatchObject({ number: '305-555-0000', extension: '0' });
  }, 20_000);
});

describe('a zip that would unpack to too much', () => {
  /**
   * The fixture as a zip, with extra entries; `declare` sets an entry's unpacked size as its headers give it, and the
   * compressed data of the entries in `broken` starts with an invalid block, so unpacking one fails.
   */
  function zipOf(extra: Record<string, Uint8Array>, declare: Record<string, number> = {}, broken: string[] = []): string {
    const files: Record<string, Uint8Array> = { ...extra };
    for (const name of readdirSync(FIXTURE)) files[name] = readFileSync(join(FIXTURE, name));
    const zip = zipSync(files, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = 0; i + 46 < zip.length; i++) {
      const signature = view.getUint32(i, true);
      if (signature !== 0x04034b50 && signature !== 0x02014b50) continue;
      const central = signature === 0x02014b50;
      const nameLength = view.getUint16(i + (central ? 28 : 26), true);
      const name = new TextDecoder().decode(zip.subarray(i + (central ? 46 : 30), i + (central ? 46 : 30) + nameLength));
      if (declare[name] !== undefined) view.setUint32(i + (central ? 24 : 22), declare[name]!, true);
      if (!central && broken.includes(name)) zip[i + 30 + nameLength + view.getUint16(i + 28, true)] = 0xff;
    }
    const path = join(dir, `package-${Math.random().toString(36).slice(2, 8)}.zip`);
    writeFileSync(path, zip);
    return path;
  }

  it('refuses a table that would unpack past the cap, naming it, and writes nothing', async () => {
    const path = zipOf({}, { 'phones.csv': ZIP_ENTRY_MAX_BYTES + 1 });
    await expect(importHsds(t.db, path, { now: NOW })).rejects.toThrow(/phones\.csv would unpack to more than this import takes \(200 MB a file, 400 MB in all\); nothing was imported/);
    expect(await titles()).toEqual([]);
  });

  it('refuses tables that together would unpack past the cap', async () => {
    const path = zipOf({ 'more_phones.csv': strToU8('id\n'), 'even_more.csv': strToU8('id\n') }, { 'more_phones.csv': ZIP_ENTRY_MAX_BYTES, 'even_more.csv': ZIP_ENTRY_MAX_BYTES });
    await expect(importHsds(t.db, path, { now: NOW })).rejects.toThrow(/would unpack to more than this import takes/);
    expect(await titles()).toEqual([]);
  });

  it('never unpacks files a data package is not read from (one beside the tables that cannot be unpacked)', async () => {
    const path = zipOf({ 'padding.bin': new Uint8Array(1024 * 1024) }, {}, ['padding.bin']);
    const result = await importHsds(t.db, path, { now: NOW });
    expect(result.lines[0]).toMatch(/added/);
    expect((await titles()).length).toBeGreaterThan(0);
  });
});
