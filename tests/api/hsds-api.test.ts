// The read-only HSDS 3.0 API: real answers of the app checked against the published JSON Schemas, over a directory of
// hand-written listings and an imported 1.1 package; paging, filters, stable ids, and confidential places kept secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed, listResources } from '../../api/db/resources-repo.ts';
import { importHsds } from '../../api/hsds/import.ts';
import { makeResource } from '../fixtures/factories.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { hsdsValidator, PAGE_FIELDS } from '../fixtures/hsds-schemas.ts';

const FIXTURE = new URL('../fixtures/hsds-1.1/', import.meta.url).pathname;
const NOW = new Date('2026-11-20T12:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const hotline = makeResource({ id: 'dv-hotline', title: 'National Hotline', organization: 'Hotline Org', isOpen24Hours: true, phones: [{ number: '1-800-799-7233', kind: 'voice' }, { number: '88788', kind: 'text', textBody: 'START' }], serviceArea: 'national', verifiedAt: '2026-10-01' });
const clinic = makeResource({ id: 'local-clinic', title: 'Local Clinic', category: 'womens-health', address: '12 Main St', city: 'Columbus', state: 'OH', zip: '43215', latitude: 39.96, longitude: -83.0, serviceArea: 'local', schedule: [{ day: 1, opens: '09:00', closes: '17:00' }], taxonomyTerms: ['Prenatal Care'] });
const safeHouse = makeResource({ id: 'safe-house', title: 'Safe House', city: 'Dayton', state: 'OH', isConfidential: true, serviceArea: 'OH' });
const gone = makeResource({ id: 'gone', title: 'Gone Program' });

let t: TempDb;
const app = () => createApp({ db: t.db });
const schemas = hsdsValidator();

async function get(path: string, instance = app()) {
  const res = await instance.request(`/api/hsds${path}`);
  return { status: res.status, text: await res.clone().text(), body: (await res.json()) as Record<string, unknown> & { contents: Record<string, unknown>[] } };
}

function expectValid(schema: string, data: unknown) {
  expect(schemas.errors(schema, data), `${schema}: ${JSON.stringify(data).slice(0, 300)}`).toEqual([]);
}

beforeAll(async () => {
  t = await tempDb();
  await applySeed(t.db, [hotline, clinic, safeHouse, gone], new Date('2026-11-01T00:00:00Z'));
  await applySeed(t.db, [hotline, clinic, safeHouse], new Date('2026-11-05T00:00:00Z'));
  await importHsds(t.db, FIXTURE, { now: NOW });
});
afterAll(() => t.close());

describe('GET /api/hsds', () => {
  it('checks against schemas that do refuse a bad record (the references resolve)', () => {
    expect(schemas.errors('service.json', { id: 'not-a-uuid', name: 'x' }).map((e) => e.message)).toEqual(
      expect.arrayContaining(["must have required property 'status'", 'must match format "uuid"']),
    );
    expect(schemas.errors('service.json', { id: '00000000-0000-5000-8000-000000000000', name: 'x', status: 'active', phones: [{ id: '00000000-0000-5000-8000-000000000000' }] })).not.toEqual([]);
  });

  it('checks page envelopes against the HSDS OpenAPI description, which does refuse a bad one', async () => {
    const { body } = await get('/taxonomies');
    expect(schemas.answerErrors('/taxonomies', body)).toEqual([]);
    expect(schemas.answerErrors('/taxonomies', { ...body, total_items: '2' }).map((e) => e.message)).toEqual(['must be integer']);
    expect(schemas.answerErrors('/taxonomies', { ...body, empty: 'no' }).map((e) => e.message)).toEqual(['must be boolean']);
    expect(schemas.answerErrors('/taxonomies', { ...body, contents: [{ id: 'x' }] })).not.toEqual([]);
  });

  it('says which HSDS it speaks', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(schemas.answerErrors('/', body)).toEqual([]);
    const slash = await app().request('/api/hsds/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toMatch(/\/api\/hsds$/);
    expect(body).toMatchObject({ version: '3.0', profile: expect.stringMatching(/^https:\/\//) });
  });
});

describe('services', () => {
  it('lists every live listing, hand-written and imported, valid against compiled/service_list.json, with the page envelope right', async () => {
    const live = (await listResources(t.db)).length;
    expect(live).toBe(11);
    const { body } = await get('/services?per_page=4&page=2');
    expect(body).toMatchObject({ total_items: 11, total_pages: 3, page_number: 2, size: 4, first_page: false, last_page: false, empty: false });
    expect(schemas.answerErrors('/services', body)).toEqual([]);
    expect(Object.keys(body)).toEqual(expect.arrayContaining([...PAGE_FIELDS, 'contents']));
    const last = (await get('/services?per_page=4&page=3')).body;
    expect(last).toMatchObject({ size: 3, last_page: true, empty: false });
    // "empty" says whether anything matched at all (the result set), not whether this page has items.
    const beyond = (await get('/services?per_page=4&page=9')).body;
    expect(beyond).toMatchObject({ total_items: 11, size: 0, empty: false, contents: [] });
    const none = (await get('/services?search=zebrafish')).body;
    expect(none).toMatchObject({ total_items: 0, total_pages: 0, size: 0, first_page: true, last_page: true, empty: true, contents: [] });
    expect(schemas.answerErrors('/services', none)).toEqual([]);

    const all = (await get('/services?per_page=500')).body.contents;
    expect(all.map((s) => s.name)).toEqual(expect.arrayContaining(['National Hotline', 'Local Clinic', 'Safe House', 'Safe Haven Emergency Shelter', 'Family Law Help']));
    expect(all.map((s) => s.name)).not.toContain('Gone Program');
    expect(all.every((s) => UUID.test(String(s.id)) && UUID.test(String(s.organization_id)))).toBe(true);
  });

  it('answers one service fully nested, valid against service.json and service_with_definitions.json', async () => {
    const list = (await get('/services?per_page=500')).body.contents;
    for (const item of list) {
      const { status, body } = await get(`/services/${String(item.id)}`);
      expect(status).toBe(200);
      expectValid('service.json', body);
      expectValid('service_with_definitions.json', body);
    }
    const clinicItem = list.find((s) => s.name === 'Local Clinic')!;
    const full = (await get(`/services/${String(clinicItem.id)}`)).body;
    expect(full).toMatchObject({ assured_date: '2026-11-22', status: 'active', schedules: [{ freq: 'WEEKLY', byday: 'MO', opens_at: '09:00:00', closes_at: '17:00:00' }] });
    expect(full.service_at_locations).toMatchObject([{ location: { latitude: 39.96, longitude: -83.0, addresses: [{ address_1: '12 Main St', postal_code: '43215', state_province: 'OH', country: 'US' }] } }]);
    expect((await get('/services/00000000-0000-5000-8000-000000000000')).status).toBe(404);
  });

  it('gives the same ids on every request and in every app instance', async () => {
    const a = (await get('/services?per_page=500')).body.contents.map((s) => s.id);
    const b = (await get('/services?per_page=500', createApp({ db: t.db }))).body.contents.map((s) => s.id);
    expect(b).toEqual(a);
    expect(new Set(a).size).toBe(a.length);
  });

  it('filters by modified_after, organization, taxonomy term and search; minimal and full shapes', async () => {
    const recent = (await get('/services?modified_after=2026-11-10T00:00:00Z')).body;
    expect(recent.total_items).toBe(8);
    expect((await get('/services?modified_after=2026-11-01')).body.total_items).toBe(11);

    const hot = (await get('/services?search=hotline&per_page=500')).body.contents.find((s) => s.name === 'National Hotline')!;
    expect((await get(`/services?organization_id=${String(hot.organization_id)}`)).body.contents.map((s) => s.name)).toEqual(['National Hotline']);

    const terms = (await get('/taxonomy_terms?per_page=500')).body.contents;
    const prenatal = terms.find((term) => term.name === 'Prenatal Care')!;
    expect((await get(`/services?taxonomy_term_id=${String(prenatal.id)}`)).body.contents.map((s) => s.name)).toEqual(['Local Clinic']);

    const minimal = (await get('/services?minimal=true&per_page=2')).body.contents;
    expect(Object.keys(minimal[0]!).sort()).toEqual(['id', 'last_modified']);
    for (const s of (await get('/services?full=true&per_page=500')).body.contents) expectValid('service.json', s);
  });

  it('refuses a bad query with a clear message', async () => {
    for (const [query, words] of [
      ['per_page=501', /per_page/],
      ['per_page=0', /per_page/],
      ['page=0', /page/],
      ['page=two', /page/],
      ['modified_after=yesterday', /modified_after/],
      ['minimal=yes', /minimal/],
      ['search=a', /at least/],
    ] as const) {
      const { status, body } = await get(`/services?${query}`);
      expect(status, query).toBe(400);
      expect(String(body.message), query).toMatch(words);
    }
  });
});

describe('organizations, service at locations and taxonomies', () => {
  it('answer valid records and 404 for unknown ids', async () => {
    const orgs = (await get('/organizations?per_page=500')).body;
    expect(orgs.contents.map((o) => o.name)).toEqual(expect.arrayContaining(['Hotline Org', 'Local Clinic', 'Example Legal Aid Society']));
    expect(schemas.answerErrors('/organizations', orgs)).toEqual([]);
    const one = (await get(`/organizations/${String(orgs.contents[0]!.id)}`)).body;
    expectValid('organization.json', one);
    expect(Array.isArray(one.services)).toBe(true);
    expect((await get('/organizations/nope')).status).toBe(404);

    const sals = (await get('/service_at_locations?per_page=500')).body;
    expect(sals.total_items).toBeGreaterThan(3);
    expect(schemas.answerErrors('/service_at_locations', sals)).toEqual([]);
    for (const sal of sals.contents) {
      expectValid('service_at_location.json', (await get(`/service_at_locations/${String(sal.id)}`)).body);
    }
    expect((await get('/service_at_locations/nope')).status).toBe(404);

    const taxonomies = (await get('/taxonomies')).body;
    expect(taxonomies.total_items).toBe(2);
    expect(schemas.answerErrors('/taxonomies', taxonomies)).toEqual([]);
    const termPage = (await get('/taxonomy_terms?per_page=500')).body;
    expect(schemas.answerErrors('/taxonomy_terms', termPage)).toEqual([]);
    const terms = termPage.contents;
    expect(terms.filter((x) => x.taxonomy_id === taxonomies.contents[0]!.id)).toHaveLength(7);
  });
});

describe('confidential locations', () => {
  it('never show a street, ZIP code or coordinates, in any answer', async () => {
    const confidential = (await listResources(t.db)).filter((r) => r.isConfidential).map((r) => r.title);
    expect(confidential).toEqual(expect.arrayContaining(['Safe Haven Emergency Shelter', 'Survivor Transitional Housing', 'Safe House']));
    const answers: string[] = [];
    for (const path of ['/services?full=true&per_page=500', '/service_at_locations?full=true&per_page=500', '/organizations?full_service=true&per_page=500']) {
      answers.push((await get(path)).text);
    }
    const services = (await get('/services?full=true&per_page=500')).body.contents;
    for (const s of services.filter((x) => confidential.includes(String(x.name)))) {
      answers.push((await get(`/services/${String(s.id)}`)).text);
      for (const sal of s.service_at_locations as { id: string; location: Record<string, unknown> & { addresses: Record<string, unknown>[] } }[]) {
        answers.push((await get(`/service_at_locations/${sal.id}`)).text);
        expect(sal.location.latitude).toBeUndefined();
        expect(sal.location.longitude).toBeUndefined();
        for (const a of sal.location.addresses) expect(a).toMatchObject({ address_1: 'Confidential location', postal_code: '' });
      }
    }
    for (const text of answers) {
      expect(text).not.toContain('1500 Example Street');
      expect(text).not.toContain('25.7617');
      expect(text).not.toContain('33130');
    }
  });
});
