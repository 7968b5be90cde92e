// /api/hsds/organizations with services at directory scale (issue 34, finding 10): the answers are the very bytes the
// old scan (every organization's services looked up over all services) gave, and the grouping of services by
// organization is built once per directory version instead of once per organization per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed, listResources } from '../../api/db/resources-repo.ts';
import { readSeedResources } from '../../api/db/seed.ts';
import { hsdsDirectory, serviceCore, servicesByOrganization, type HsdsDirectory } from '../../api/hsds/export-model.ts';
import { hsdsRouter } from '../../api/routes/hsds.ts';
import type { HsdsOrganization, HsdsService } from '../../shared/hsds/answers.ts';
import { syntheticResources } from '../bench/synthetic.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

const GENERATED = 2_000;

let t: TempDb;
// The real seed, thousands of generated listings, and one organization with many services (their order matters).
const records = () => [
  ...readSeedResources(),
  ...syntheticResources(GENERATED),
  ...Array.from({ length: 25 }, (_, i) => makeResource({ id: `network-${i}`, title: `Network Office ${String(25 - i).padStart(2, '0')}`, organization: 'Harbor Network' })),
];

beforeAll(async () => {
  t = await tempDb();
  await applySeed(t.db, records(), new Date('2026-11-01T00:00:00Z'));
});
afterAll(() => t.close());

interface Query {
  page?: number;
  per_page?: number;
  search?: string;
  full?: boolean;
  full_service?: boolean;
}

/** The answer as the route built it before the fix: every organization, each one's services found by a scan. */
function scanned(dir: HsdsDirectory, q: Query): string {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 50;
  const found = dir.organizations.filter((o) => !q.search || o.name.toLowerCase().includes(q.search.trim().toLowerCase()));
  const servicesOf = (id: string) => dir.services.filter((s) => s.organization_id === id);
  const items: (HsdsOrganization & { services?: unknown[] })[] =
    !q.full && !q.full_service ? found : found.map((o) => ({ ...o, services: servicesOf(o.id).map(q.full_service ? (s) => s : serviceCore) }));
  const totalPages = Math.ceil(items.length / perPage);
  const contents = items.slice((page - 1) * perPage, page * perPage);
  return JSON.stringify({
    total_items: items.length,
    total_pages: totalPages,
    page_number: page,
    size: contents.length,
    first_page: page === 1,
    last_page: page >= totalPages,
    empty: items.length === 0,
    contents,
  });
}

const search = (q: Query) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

describe('GET /api/hsds/organizations with services', () => {
  it('answers byte for byte what the scan over all services answered', async () => {
    const app = createApp({ db: t.db });
    const dir = hsdsDirectory(await listResources(t.db));
    const organizations = dir.organizations;
    const lastPage = Math.ceil(organizations.length / 500);
    const queries: Query[] = [
      {},
      { full_service: true },
      { full: true },
      { full_service: true, page: 2 },
      { full_service: true, per_page: 500 },
      { full_service: true, per_page: 500, page: lastPage },
      { full_service: true, per_page: 500, page: lastPage + 1 },
      { full: true, per_page: 7, page: 13 },
      { full_service: true, search: 'harbor network' },
      { full_service: true, search: 'Hope', per_page: 20, page: 3 },
      { full_service: true, search: 'no such organization anywhere' },
    ];
    for (const q of queries) {
      const res = await app.request(`/api/hsds/organizations?${search(q)}`);
      expect(res.status, search(q)).toBe(200);
      expect(await res.text(), search(q)).toBe(scanned(dir, q));
    }
    const network = organizations.find((o) => o.name === 'Harbor Network')!;
    const one = await app.request(`/api/hsds/organizations/${network.id}?full_service=true`);
    const services = JSON.parse(await one.text()) as { services: HsdsService[] };
    expect(services.services.map((s) => s.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Network Office ${String(i + 1).padStart(2, '0')}`));
  });

  it('groups the services by organization once per directory version, not once per organization', async () => {
    let builds = 0;
    let examined = 0;
    const groupServices = (services: readonly HsdsService[]) => {
      builds += 1;
      examined += services.length;
      return servicesByOrganization(services);
    };
    const api = hsdsRouter(t.db, { groupServices });
    const total = (await listResources(t.db)).length;
    expect(total).toBeGreaterThan(GENERATED);
    const organizations = (await (await api.request('/organizations?per_page=1')).json()) as { total_items: number; contents: HsdsOrganization[] };
    expect(builds, 'a page without services needs no grouping').toBe(0);

    for (const path of ['/organizations?full_service=true', '/organizations?full_service=true&page=20&per_page=100', '/organizations?full=true&per_page=500', `/organizations/${organizations.contents[0]!.id}`]) {
      expect((await api.request(path)).status, path).toBe(200);
    }
    // One pass over the services for all four requests; the scan examined every service once per organization.
    expect(builds).toBe(1);
    expect(examined).toBe(total);
    expect(organizations.total_items).toBeGreaterThan(1_000);

    await applySeed(t.db, [...records(), makeResource({ id: 'late-listing', title: 'Late Listing', organization: 'Zeta Late Org' })], new Date('2026-11-02T00:00:00Z'));
    const late = (await (await api.request('/organizations?full_service=true&search=zeta%20late')).json()) as { contents: { services: HsdsService[] }[] };
    expect(late.contents.map((o) => o.services.map((s) => s.name))).toEqual([['Late Listing']]);
    expect(builds, 'a new directory version, a new grouping').toBe(2);
    expect(examined).toBe(2 * total + 1);
  });
});
