// National open data sets into a real SQLite file (api/open-data): the project's own small fixtures in the
// publishers' exact layouts (tests/fixtures/open-data: the publishers' header lines, and made-up rows with made-up
// names, addresses and 555 numbers) for the rules, a download over real HTTP from a local server
// in the publisher's catalogue format, and, where they are present beside the project, the real CMS and HUD files
// in ../shared/open-data (read from there, never copied into the repository) for the coverage they give.
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listResources, updateResourceForAdmin } from '../../api/db/resources-repo.ts';
import { importOpenData } from '../../api/open-data/import.ts';
import { coverageByCategory, placedListings, zipCentres } from '../../api/open-data/coverage.ts';
import { zipCentre } from '../../api/hsds/zip-centres.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { toDraft, toInput } from '../../web/pages/admin/resource-draft.ts';
import { checkedLine } from '../../shared/format.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const CMS = join(FIXTURES, 'cms-hospitals.csv');
const HUD = join(FIXTURES, 'hud-pha-contacts.json');
// In the exact layout of HRSA's file (its header as published; rows made up, 555 numbers).
const HRSA = join(FIXTURES, 'hrsa-health-centers.csv');
const REAL = new URL('../../../shared/open-data/', import.meta.url).pathname;
const NOW = new Date('2026-11-28T12:00:00Z');

let t: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  dir = mkdtempSync(join(tmpdir(), 'whs-open-data-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const imported = async (source: string) => (await listResources(t.db)).filter((r) => r.sourceName === source);
const byTitle = async (title: string) => {
  const found = (await listResources(t.db)).filter((r) => r.title === title);
  expect(found, title).toHaveLength(1);
  return found[0]!;
};

describe('CMS hospitals', () => {
  it('keeps hospitals with emergency services, not VA, military, psychiatric or children’s, and says what each row became', async () => {
    const result = await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW });
    expect(result.report).toMatchObject({ added: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(result.lines[0]).toBe(
      "CMS Hospital General Information, release 2026: 3 added, 0 updated, 0 unchanged, 0 removed, 5 skipped (2 a VA or Department of Defense hospital (serves its own patients), 1 a psychiatric hospital, 1 no emergency services, 1 a children's hospital)",
    );
    expect(result.lines).toContain('Skipped, a VA or Department of Defense hospital (serves its own patients): lines 3, 8.');
    expect(result.lines).toContain('Skipped, no emergency services: line 5.');
    expect((await imported('CMS Hospital General Information')).map((r) => r.title).sort()).toEqual([
      'Example Critical Access Hospital of the Plains',
      'Example Hospital of San Juan',
      'Example Regional Medical Center',
    ]);

    const h = await byTitle('Example Regional Medical Center');
    const centre = zipCentre('36301')!;
    expect(h).toMatchObject({
      category: 'womens-health',
      address: '100 Example Circle',
      city: 'Dothan',
      state: 'AL',
      zip: '36301',
      phones: [{ number: '334-555-0101', kind: 'voice' }],
      latitude: centre.latitude,
      longitude: centre.longitude,
      approximatePlace: true,
      serviceArea: 'local',
      publicDataSet: true,
      isVerified: false,
      sourceName: 'CMS Hospital General Information',
      sourceUrl: 'https://data.cms.gov/provider-data/dataset/xubh-q36u',
      sourceDate: '2026',
      verifiedAt: '2026-11-28',
      tags: ['emergency-services', 'birthing-friendly'],
    });
    expect(h.description).toContain('emergency services');
    expect(h.description).toContain('Birthing-Friendly');
    expect(h.descriptionEs).toContain('servicios de emergencia');

    // A ZIP code that lost its leading zero in the CSV is still placed; a territory's is kept without a place.
    expect(await byTitle('Example Critical Access Hospital of the Plains')).toMatchObject({ zip: '06010', approximatePlace: true, tags: ['emergency-services'] });
    const pr = await byTitle('Example Hospital of San Juan');
    expect(pr.latitude).toBeUndefined();
    expect(pr.approximatePlace).toBeUndefined();
    expect(result.unplaced).toBe(1);
    expect(result.lines[2]).toMatch(/^1 listing imported without a place/);
  });

  it('a second import changes nothing; a changed row is updated, a dropped one removed; an editor’s change is kept', async () => {
    await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW });
    const again = await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: new Date('2026-12-05T12:00:00Z') });
    expect(again.report).toMatchObject({ added: 0, updated: 0, unchanged: 3, removed: 0 });
    // Still dated by the first import: nothing about it changed.
    expect((await byTitle('Example Regional Medical Center')).verifiedAt).toBe('2026-11-28');

    const edited = await byTitle('Example Critical Access Hospital of the Plains');
    await updateResourceForAdmin(t.db, edited.id, { ...edited, description: 'Written by an editor after a call.' }, async () => {});

    const lines = readFileSync(CMS, 'utf8').trimEnd().split('\n');
    const changed = [
      lines[0],
      lines[1]!.replace('(334) 555-0101', '(334) 555-0199'),
      lines[6]!.replace('(860) 555-0106', '(860) 555-0188'),
    ].join('\n');
    const file = join(dir, 'next-release.csv');
    writeFileSync(file, `${changed}\n`);
    const next = await importOpenData(t.db, 'cms-hospitals', { file, now: NOW });
    expect(next.report).toMatchObject({ added: 0, updated: 1, removed: 1, keptEdited: 1 });
    expect((await byTitle('Example Regional Medical Center')).phones).toEqual([{ number: '334-555-0199', kind: 'voice' }]);
    expect((await listResources(t.db)).some((r) => r.title === 'Example Hospital of San Juan')).toBe(false);
    expect((await byTitle('Example Critical Access Hospital of the Plains')).description).toBe('Written by an editor after a call.');
  });

  it('a release listing fewer than half of the places held is refused and changes nothing, unless the operator allows it', async () => {
    await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW });
    expect(await imported('CMS Hospital General Information')).toHaveLength(3);
    // A download cut short after its first hospital.
    const lines = readFileSync(CMS, 'utf8').trimEnd().split('\n');
    const file = join(dir, 'cut-short.csv');
    writeFileSync(file, `${lines[0]}\n${lines[1]}\n`);
    await expect(importOpenData(t.db, 'cms-hospitals', { file, now: NOW })).rejects.toThrow(
      /lists 1 of the 3 places held from CMS Hospital General Information; importing it would remove at least 2\. .*--allow-shrink/,
    );
    await expect(importOpenData(t.db, 'cms-hospitals', { file, now: NOW, dryRun: true })).rejects.toThrow(/--allow-shrink/);
    expect(await imported('CMS Hospital General Information')).toHaveLength(3);
    const allowed = await importOpenData(t.db, 'cms-hospitals', { file, now: NOW, allowShrink: true });
    expect(allowed.report).toMatchObject({ unchanged: 1, removed: 2 });
    expect(await imported('CMS Hospital General Information')).toHaveLength(1);
  });

  it('rows the file holds twice, post office boxes and rows out of line with the header', async () => {
    const [header, first, ...rest] = readFileSync(CMS, 'utf8').trimEnd().split('\n');
    const file = join(dir, 'quirks.csv');
    writeFileSync(
      file,
      [
        header,
        first,
        // The same hospital under a second facility id.
        first!.replace('90001,', '90101,'),
        first!.replace('90001,EXAMPLE REGIONAL MEDICAL CENTER,100 EXAMPLE CIRCLE', '90102,EXAMPLE POST OFFICE HOSPITAL,PO BOX 287').replace('(334) 555-0101', '(334) 555-0109'),
        // One cell too many: every column after the name would be read one place off.
        first!.replace('90001,EXAMPLE REGIONAL MEDICAL CENTER,', '90103,EXAMPLE SHIFTED HOSPITAL,SUITE 4,'),
        ...rest,
      ].join('\n'),
    );
    const result = await importOpenData(t.db, 'cms-hospitals', { file, now: NOW });
    expect(result.lines).toContain('Skipped, in the file twice (the first row kept): line 3 (as line 2).');
    expect(result.lines).toContain('Skipped, its cells do not line up with the header: line 5.');
    expect((await listResources(t.db)).some((r) => r.title === 'Example Shifted Hospital')).toBe(false);
    const box = await byTitle('Example Post Office Hospital');
    expect(box.address).toBeUndefined();
    expect(box).toMatchObject({ zip: '36301', approximatePlace: true, city: 'Dothan' });
  });

  it('an editor’s change keeps the card saying it comes from the data set, until someone confirms it by phone', async () => {
    await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW });
    const h = await byTitle('Example Regional Medical Center');
    await updateResourceForAdmin(t.db, h.id, { ...toInput({ ...toDraft(h), description: 'Emergency department open day and night.' }) } as never, async () => {});
    const after = await byTitle('Example Regional Medical Center');
    expect(after.description).toBe('Emergency department open day and night.');
    expect(checkedLine(after)).toBe('From CMS Hospital General Information, 2026 release. Not checked by us: call first');
    expect(checkedLine({ ...after, phoneConfirmedOn: '2026-11-30' })).toBe('Confirmed by phone on 30 November 2026');
  });

  it('a file of another layout is refused and changes nothing', async () => {
    await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW });
    const before = (await listResources(t.db)).length;
    const file = join(dir, 'other.csv');
    writeFileSync(file, 'Name,Phone\nA clinic,555-0100\n');
    await expect(importOpenData(t.db, 'cms-hospitals', { file, now: NOW })).rejects.toThrow(/not CMS Hospital General Information as its publisher lays it out \(no column "Facility ID"/);
    await expect(importOpenData(t.db, 'no-such-set', { file })).rejects.toThrow('No data set "no-such-set". The data sets: cms-hospitals, hud-pha-contacts, hrsa-health-centers.');
    expect(await listResources(t.db)).toHaveLength(before);
  });
});

describe('HUD public housing agencies', () => {
  it('main phone with its extension apart, email when it is one, placed by ZIP code or said to be unplaced; a confidential location never placed', async () => {
    const result = await importOpenData(t.db, 'hud-pha-contacts', { file: HUD, now: NOW });
    expect(result.report).toMatchObject({ added: 4 });
    // The release is the date HUD's table was extracted on, as the file says.
    expect(result.lines[0]).toBe('HUD public housing agency contacts, release 2026-01-20: 4 added, 0 updated, 0 unchanged, 0 removed, 1 skipped (1 no name)');
    expect(result.lines).toContain('2 listings placed at the centre of their ZIP code, marked approximate (no coordinates given).');
    expect(result.unplaced).toBe(2);
    expect(result.lines).toContain('Skipped, no name: NE905.');
    expect(result.lines).toContain('NE903: the email address "manager@example..org" is not one, left out.');

    const kearney = await byTitle('Example City Housing Authority');
    expect(kearney).toMatchObject({
      category: 'housing-shelter',
      phones: [{ number: '308-555-0171', kind: 'voice', extension: '134' }],
      phoneNumber: '308-555-0171',
      email: 'office@example-ha.org',
      address: '2715 Avenue I',
      city: 'Kearney',
      zip: '68847',
      approximatePlace: true,
      sourceUrl: 'https://www.hud.gov/sites/dfiles/PIH/documents/PHA_Contact_Report_NE.pdf',
      sourceDate: '2026-01-20',
      publicDataSet: true,
    });
    // The same table again changes nothing.
    expect((await importOpenData(t.db, 'hud-pha-contacts', { file: HUD, now: NOW })).report).toMatchObject({ added: 0, updated: 0, unchanged: 4, removed: 0 });
    expect(await byTitle('Example Village HA')).toMatchObject({ zip: '68847', approximatePlace: true });
    expect((await byTitle('Example Village HA')).email).toBeUndefined();
    const noZip = await byTitle('Example County Housing Agency');
    expect(noZip.latitude).toBeUndefined();
    expect(noZip.phones).toEqual([]);

    const shelter = await byTitle('Example Domestic Violence Shelter');
    expect(shelter).toMatchObject({ isConfidential: true, phones: [{ number: '402-555-0174', kind: 'voice' }] });
    expect(shelter.address).toBeUndefined();
    expect(shelter.zip).toBeUndefined();
    expect(shelter.latitude).toBeUndefined();
  });

  it('HUD offers no data file: without --file or --url the command says where the contacts are published', async () => {
    await expect(importOpenData(t.db, 'hud-pha-contacts', {})).rejects.toThrow(/one PDF report per state .*give the JSON table extracted from them with --file or --url/);
  });
});

describe('HRSA health centre sites', () => {
  it('keeps active service delivery sites at the coordinates HRSA gives; a site in a domestic-violence shelter is never placed', async () => {
    const result = await importOpenData(t.db, 'hrsa-health-centers', { file: HRSA, now: NOW });
    expect(result.report.added).toBe(3);
    expect(result.lines[0]).toBe(
      'HRSA Health Center Service Delivery and Look-Alike Sites, release 2026-09-30: 3 added, 0 updated, 0 unchanged, 0 removed, 4 skipped (1 a mobile unit (where it stops is not published), 1 a school-based site (for its pupils), 1 not active, 1 not a service delivery site (an administrative office))',
    );
    expect(result.lines[1]).toBe('2 listings placed at the coordinates HRSA Health Center Service Delivery and Look-Alike Sites gives.');
    const site = await byTitle('Example Family Health Center');
    expect(site).toMatchObject({
      organization: 'Example Community Health Center, Inc.',
      category: 'womens-health',
      latitude: 40.6994,
      longitude: -99.0813,
      zip: '68847',
      url: 'https://www.example-chc.org',
      phones: [{ number: '308-555-0181', kind: 'voice', extension: '54134' }],
      publicDataSet: true,
      sourceName: 'HRSA Health Center Service Delivery and Look-Alike Sites',
    });
    expect(site.approximatePlace).toBeUndefined();
    expect(site.description).toContain('sliding scale');
    expect(site.description).toContain('about 40 hours a week');
    expect(site.descriptionEs).toContain('unas 40 horas a la semana');
    const safe = await byTitle('Example Safe House Clinic');
    expect(safe).toMatchObject({ isConfidential: true, phones: [{ number: '308-555-0186', kind: 'voice' }] });
    expect([safe.address, safe.zip, safe.latitude, safe.longitude]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('coordinates far from their ZIP code are not taken as a street pin; without a ZIP code, no place at all; the same file again changes nothing', async () => {
    const [header, first] = readFileSync(HRSA, 'utf8').trimEnd().split('\n');
    const file = join(dir, 'hrsa.csv');
    writeFileSync(
      file,
      [
        header,
        first,
        // Geocoded 200 miles away (in Colorado) while its ZIP code is Kearney's.
        first!.replace('BPS-H80-900001', 'BPS-H80-900011').replace('Example Family Health Center', 'Example Far Pin Clinic').replace('308-555-0181', '308-555-0191').replace('"-99.08130000"', '"-104.99"'),
        first!.replace('BPS-H80-900001', 'BPS-H80-900012').replace('Example Family Health Center', 'Example No Zip Clinic').replace('308-555-0181', '308-555-0192').replace('"68847-5555"', '""'),
      ].join('\n'),
    );
    const result = await importOpenData(t.db, 'hrsa-health-centers', { file, now: NOW });
    expect(result.lines).toContain('1 listing placed at the centre of their ZIP code, marked approximate (1 of them gave coordinates more than 25 miles from it; the others none).');
    expect(await byTitle('Example Far Pin Clinic')).toMatchObject({ approximatePlace: true, latitude: zipCentre('68847')!.latitude });
    expect((await byTitle('Example No Zip Clinic')).latitude).toBeUndefined();
    expect((await byTitle('Example Family Health Center')).approximatePlace).toBeUndefined();
    expect((await importOpenData(t.db, 'hrsa-health-centers', { file, now: NOW })).report).toMatchObject({ added: 0, updated: 0, unchanged: 3, removed: 0 });
  });

  it('a place already listed from another data set is shown once', async () => {
    await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW });
    const result = await importOpenData(t.db, 'hrsa-health-centers', { file: HRSA, now: NOW });
    expect(result.lines).toContain('Skipped, already listed (from CMS Hospital General Information): line 8.');
    expect((await listResources(t.db)).filter((r) => r.title === 'Example Regional Medical Center')).toHaveLength(1);
    // Importing the first again keeps its own listing: a data set never counts itself as "elsewhere".
    expect((await importOpenData(t.db, 'cms-hospitals', { file: CMS, now: NOW })).report).toMatchObject({ unchanged: 3, removed: 0 });
  });
});

describe('download from the publisher', () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];
  beforeEach(async () => {
    asked.length = 0;
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/provider-data/api/1/metastore/schemas/dataset/items/xubh-q36u') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ identifier: 'xubh-q36u', distribution: [{ downloadURL: `${base}/files/Hospital_General_Information.csv`, mediaType: 'text/csv' }] }));
      } else if (req.url === '/files/Hospital_General_Information.csv') {
        res.setHeader('content-type', 'text/csv');
        res.end(readFileSync(CMS));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the catalogue entry for the current file, then the file', async () => {
    const catalogueUrl = `${base}/provider-data/api/1/metastore/schemas/dataset/items/xubh-q36u`;
    const result = await importOpenData(t.db, 'cms-hospitals', { catalogueUrl, allowPrivateAddress: true, now: NOW });
    expect(result.report.added).toBe(3);
    expect(asked).toEqual(['/provider-data/api/1/metastore/schemas/dataset/items/xubh-q36u', '/files/Hospital_General_Information.csv']);
  });

  it('--url reads a given copy; a local address is refused unless the operator allows it', async () => {
    const url = `${base}/files/Hospital_General_Information.csv`;
    await expect(importOpenData(t.db, 'cms-hospitals', { url, now: NOW })).rejects.toThrow(/private or local address.*--allow-private-address/);
    expect(asked).toEqual([]);
    expect((await listResources(t.db)).filter((r) => r.publicDataSet)).toEqual([]);
    await expect(importOpenData(t.db, 'cms-hospitals', { url: `${base}/missing.csv`, allowPrivateAddress: true })).rejects.toThrow(/answered 404/);
    expect((await importOpenData(t.db, 'cms-hospitals', { url, allowPrivateAddress: true, now: NOW })).report.added).toBe(3);
  });
});

// The real files as published (../shared/open-data, beside the project). Absent on a machine without them.
describe.runIf(existsSync(join(REAL, 'cms-hospitals')) && existsSync(join(REAL, 'hud-pha-contacts')))('the real CMS and HUD files', () => {
  it('give located help within 25 miles of at least 95 % of US ZIP codes for health and 88 % for housing', { timeout: 60_000 }, async () => {
    const cms = await importOpenData(t.db, 'cms-hospitals', { file: join(REAL, 'cms-hospitals', 'Hospital_General_Information.csv'), now: NOW });
    const hud = await importOpenData(t.db, 'hud-pha-contacts', { file: join(REAL, 'hud-pha-contacts', 'PHA_Contacts.json'), now: NOW });
    expect(cms.listed).toBeGreaterThan(4000);
    expect(hud.listed).toBeGreaterThan(3700);
    const share = coverageByCategory(await placedListings(t.db), zipCentres());
    expect(share.get('womens-health')).toBeGreaterThanOrEqual(0.95);
    expect(share.get('housing-shelter')).toBeGreaterThanOrEqual(0.88);
    // Kearney, NE: a hospital and a housing agency, labelled as imported.
    const kearney = zipCentre('68847')!;
    const near = async (category: string) =>
      (await listResources(t.db)).filter((r) => r.category === category && r.publicDataSet && r.latitude !== undefined && Math.hypot(r.latitude - kearney.latitude, (r.longitude! - kearney.longitude) * 0.72) < 25 / 69);
    expect((await near('womens-health')).length).toBeGreaterThan(0);
    expect((await near('housing-shelter')).length).toBeGreaterThan(0);
  });
});
