// The read-only HSDS 3.0 API (Open Referral) over the live directory, hand-written and imported listings alike, so
// 211s and other directories can read ours. The mapping is api/hsds/export-model.ts; this file pages and filters.
import { Hono, type Context } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { hsdsQuerySchema, type HsdsQuery } from '../../shared/hsds/api-query.ts';
import {
  hsdsAboutSchema,
  hsdsOrganizationListItemSchema,
  hsdsOrganizationWithServicesSchema,
  hsdsPageSchema,
  hsdsServiceAtLocationWithServiceSchema,
  hsdsServiceListItemSchema,
  hsdsServiceSchema,
  hsdsTaxonomySchema,
  hsdsTermSchema,
  type HsdsService,
} from '../../shared/hsds/answers.ts';
import { SEARCH_MIN_CHARS } from '../../shared/limits.ts';
import { checkQuery, isSearchable } from '../../shared/search/query.ts';
import type { Db } from '../db/client.ts';
import { listResources, versionReader } from '../db/resources-repo.ts';
import { searchResources } from '../db/resources-search.ts';
import { hsdsDirectory, serviceCore, servicesByOrganization, stableUuid, type HsdsDirectory } from '../hsds/export-model.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { jsonResponse, parametersOf, problem } from '../http/openapi.ts';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';

export const HSDS_PROFILE = 'https://docs.openreferral.org/en/latest/hsds/';

type GroupServices = (services: readonly HsdsService[]) => ReadonlyMap<string, readonly HsdsService[]>;

export interface HsdsRouterOptions {
  /** How services are grouped by organization (the default, servicesByOrganization); a test counts its runs. */
  groupServices?: GroupServices;
}

interface DirectoryView {
  directory: HsdsDirectory;
  /** An organization's services, from a grouping built on first use and kept for as long as the directory is. */
  servicesOf: (organizationId: string) => readonly HsdsService[];
}

/** The directory in HSDS terms, built again only when the directory changed; its grouping goes with it. */
function directoryReader(db: Db, group: GroupServices): () => Promise<DirectoryView> {
  const version = versionReader(db);
  let cached: { version: number; view: DirectoryView } | undefined;
  return async () => {
    const v = await version.read();
    if (!cached || cached.version !== v) {
      const directory = hsdsDirectory(await listResources(db));
      let grouped: ReadonlyMap<string, readonly HsdsService[]> | undefined;
      const servicesOf = (id: string) => (grouped ??= group(directory.services)).get(id) ?? [];
      cached = { version: v, view: { directory, servicesOf } };
    }
    return cached.view;
  };
}

/** A page of `items`; `shape` runs on that page's items only, so building a page costs its size, not the directory's. */
function paged<T, U = T>(items: readonly T[], q: HsdsQuery, shape?: (item: T) => U) {
  const totalPages = Math.ceil(items.length / q.per_page);
  const slice = items.slice((q.page - 1) * q.per_page, q.page * q.per_page);
  const contents = shape ? slice.map(shape) : slice;
  return {
    total_items: items.length,
    total_pages: totalPages,
    page_number: q.page,
    size: contents.length,
    first_page: q.page === 1,
    last_page: q.page >= totalPages,
    // "If there is an empty result set" (the HSDS OpenAPI's Page): nothing matched, not merely a page past the end.
    empty: items.length === 0,
    contents,
  };
}

type Parsed = { query: HsdsQuery } | { error: Response };

function parseQuery(c: Context): Parsed {
  const parsed = hsdsQuerySchema.safeParse(c.req.query());
  if (parsed.success) return { query: parsed.data };
  return { error: badRequest(c, parsed.error.issues[0]?.message ?? 'The query is not valid.', parsed.error) };
}

/** Services that pass the query's filters; `search` keeps the ranking of our own search (its best matches only). */
async function filterServices(c: Context, db: Db, directory: HsdsDirectory, q: HsdsQuery): Promise<HsdsService[] | Response> {
  let services = directory.services;
  if (q.search !== undefined) {
    const checked = checkQuery(q.search);
    if (!checked.ok) return badRequest(c, checked.message);
    if (!isSearchable(checked.text)) return badRequest(c, `search: type at least ${SEARCH_MIN_CHARS} characters.`);
    const byId = new Map(services.map((s) => [s.id, s]));
    services = (await searchResources(db, checked.text)).flatMap((r) => byId.get(stableUuid(`service:${r.id}`)) ?? []);
  }
  return services.filter(
    (s) =>
      (q.modified_after === undefined || Date.parse(s.last_modified) >= q.modified_after) &&
      (q.organization_id === undefined || s.organization_id === q.organization_id) &&
      (q.taxonomy_term_id === undefined || s.attributes.some((a) => a.taxonomy_term_id === q.taxonomy_term_id)) &&
      (q.taxonomy_id === undefined || s.attributes.some((a) => a.taxonomy_term.taxonomy_id === q.taxonomy_id)),
  );
}

/** The OpenAPI notes: the answers are HSDS 3.0 objects, in the shapes of shared/hsds/answers.ts. */
const badQuery = problem('A paging or filter value that is not valid.');
const page = (what: string, item: z.ZodType) =>
  describeRoute({ summary: `A page of ${what} (HSDS 3.0 page envelope)`, parameters: parametersOf(hsdsQuerySchema), responses: { 200: jsonResponse(`The page, ${what} in contents.`, hsdsPageSchema(item)), 400: badQuery } });
const idParameter = parametersOf(z.object({ id: z.string() }), 'path');
const one = (what: string, schema: z.ZodType) =>
  describeRoute({ summary: `One ${what} by its HSDS id (a UUID)`, parameters: idParameter, responses: { 200: jsonResponse(`The ${what}, as HSDS 3.0 describes it.`, schema), 404: problem('No such id.') } });
const docs = {
  about: describeRoute({ summary: 'The HSDS version and profile of this API', responses: { 200: jsonResponse('The version and profile', hsdsAboutSchema) } }),
  organization: describeRoute({
    summary: 'One organization by its HSDS id (a UUID), with its services',
    parameters: [...idParameter, ...parametersOf(hsdsQuerySchema.pick({ full_service: true }))],
    responses: { 200: jsonResponse('The organization and its services (in full with full_service=true).', hsdsOrganizationWithServicesSchema), 400: badQuery, 404: problem('No such id.') },
  }),
  tag: describeRoute({ tags: ['HSDS'] }),
};

const listItem = (s: HsdsService) => ({ ...serviceCore(s), organization: s.organization });
const contains = (text: string, search: string | undefined) => !search || text.toLowerCase().includes(search.trim().toLowerCase());

export function hsdsRouter(db: Db, options: HsdsRouterOptions = {}) {
  const read = directoryReader(db, options.groupServices ?? servicesByOrganization);
  const directory = async () => (await read()).directory;
  const withQuery = (handler: (c: Context, q: HsdsQuery) => Response | Promise<Response>) => (c: Context) => {
    const parsed = parseQuery(c);
    return 'error' in parsed ? parsed.error : handler(c, parsed.query);
  };
  return new Hono()
    // "/api/hsds/" is how HSDS clients write the base; it answers as "/api/hsds" (by redirect).
    .use(trimTrailingSlash())
    .use('*', docs.tag)
    .get('/', docs.about, (c) => c.json({ version: '3.0', profile: HSDS_PROFILE }))
    .get(
      '/services',
      page('services', hsdsServiceListItemSchema),
      withQuery(async (c, q) => {
        const services = await filterServices(c, db, await directory(), q);
        if (services instanceof Response) return services;
        const shape = q.minimal ? (s: HsdsService) => ({ id: s.id, last_modified: s.last_modified }) : q.full ? (s: HsdsService) => s : listItem;
        return c.json(paged(services, q, shape));
      }),
    )
    .get('/services/:id', one('service', hsdsServiceSchema), async (c) => {
      const service = (await directory()).services.find((s) => s.id === c.req.param('id'));
      return service ? c.json(service) : notFound(c);
    })
    .get(
      '/organizations',
      page('organizations', hsdsOrganizationListItemSchema),
      withQuery(async (c, q) => {
        const { directory: dir, servicesOf } = await read();
        const found = dir.organizations.filter((o) => contains(o.name, q.search));
        if (!q.full && !q.full_service) return c.json(paged(found, q));
        const service = q.full_service ? (s: HsdsService) => s : serviceCore;
        return c.json(paged(found, q, (o) => ({ ...o, services: servicesOf(o.id).map(service) })));
      }),
    )
    .get(
      '/organizations/:id',
      docs.organization,
      withQuery(async (c, q) => {
        const { directory: dir, servicesOf } = await read();
        const organization = dir.organizations.find((o) => o.id === c.req.param('id'));
        if (!organization) return notFound(c);
        return c.json({ ...organization, services: servicesOf(organization.id).map(q.full_service ? (s) => s : serviceCore) });
      }),
    )
    .get(
      '/service_at_locations',
      page('services at locations', hsdsServiceAtLocationWithServiceSchema),
      withQuery(async (c, q) => {
        const services = await filterServices(c, db, await directory(), q);
        if (services instanceof Response) return services;
        const links = services.flatMap((s) => s.service_at_locations.map((sal) => ({ ...sal, service: q.full ? s : serviceCore(s) })));
        return c.json(paged(links, q));
      }),
    )
    .get('/service_at_locations/:id', one('service at a location', hsdsServiceAtLocationWithServiceSchema), async (c) => {
      for (const s of (await directory()).services) {
        const sal = s.service_at_locations.find((l) => l.id === c.req.param('id'));
        if (sal) return c.json({ ...sal, service: serviceCore(s) });
      }
      return notFound(c);
    })
    .get(
      '/taxonomies',
      page('taxonomies', hsdsTaxonomySchema),
      withQuery(async (c, q) => c.json(paged((await directory()).taxonomies.filter((t) => contains(t.name, q.search)), q))),
    )
    .get('/taxonomies/:id', one('taxonomy', hsdsTaxonomySchema), async (c) => {
      const taxonomy = (await directory()).taxonomies.find((t) => t.id === c.req.param('id'));
      return taxonomy ? c.json(taxonomy) : notFound(c);
    })
    .get(
      '/taxonomy_terms',
      page('taxonomy terms', hsdsTermSchema),
      withQuery(async (c, q) =>
        c.json(paged((await directory()).taxonomyTerms.filter((t) => contains(t.name, q.search) && (q.taxonomy_id === undefined || t.taxonomy_id === q.taxonomy_id)), q)),
      ),
    )
    .get('/taxonomy_terms/:id', one('taxonomy term', hsdsTermSchema), async (c) => {
      const term = (await directory()).taxonomyTerms.find((t) => t.id === c.req.param('id'));
      return term ? c.json(term) : notFound(c);
    });
}
