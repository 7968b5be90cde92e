// The directory: full lists with ETag, a category list, search, and the change feed for incremental sync.
import { z } from 'zod';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { CATEGORY_ALIASES, CATEGORY_KEYS, resolveCategory, type CategoryKey } from '../../shared/categories.ts';
import { resourcesNear } from '../../shared/geo/distance.ts';
import { countyAt } from '../hsds/zip-centres.ts';
import { changesQuerySchema, cursorSchema, DIRECTORY_STATES_HEADER, DIRECTORY_NEW_STATES_HEADER, nearbyQuerySchema, nearbyResourceListSchema, resourceChangesSchema, resourceListSchema, syncLanguagesSchema, syncStatesSchema, type Resource } from '../../shared/schemas/resource.ts';
import type { Db } from '../db/client.ts';
import { changesSince, listResources, versionReader, type VersionReader } from '../db/resources-repo.ts';
import { searchResources } from '../db/resources-search.ts';
import { SEARCH_MIN_CHARS } from '../../shared/limits.ts';
import { checkQuery, isSearchable } from '../../shared/search/query.ts';
import { badRequest } from '../http/errors.ts';
import { JsonCache, sendCached, type CachedJson } from '../http/cached-json.ts';
import { jsonBody, jsonResponse, parametersOf, problem } from '../http/openapi.ts';

/** The directory lists as cached answers, keyed by request path; shared by the router and the server's 304 fast path. */
export class DirectoryLists {
  private cache = new JsonCache();
  private version: VersionReader;

  constructor(readonly db: Db) {
    this.version = versionReader(db);
  }

  /**
   * The cached answer for `/api/resources` or `/api/resources/{category}` when it is already made for the current
   * data; undefined for any other path, or when it must be made first (by the router: all, category).
   */
  forPath(path: string): CachedJson | undefined {
    const m = /^\/api\/resources(?:\/([a-z-]+))?\/?$/.exec(path);
    if (!m) return undefined;
    const key = m[1] ? resolveCategory(m[1]) : 'all';
    const version = this.version.known();
    return key && version !== undefined ? this.cache.peek(key, version) : undefined;
  }

  async all(): Promise<CachedJson> {
    return await this.cache.get('all', await this.version.read(), () => listResources(this.db));
  }

  async category(category: CategoryKey): Promise<CachedJson> {
    return await this.cache.get(category, await this.version.read(), () => listResources(this.db, category));
  }
}

/** Reads `category=a,b` (keys or aliases); undefined with a message when one is not a category. */
function parseCategories(raw: string | undefined): { categories: CategoryKey[] } | { message: string } {
  const categories: CategoryKey[] = [];
  for (const part of (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const key = resolveCategory(part);
    if (!key) return { message: `"${part.slice(0, 60)}" is not a resource category. Use one of: ${CATEGORY_KEYS.join(', ')}.` };
    if (!categories.includes(key)) categories.push(key);
  }
  return { categories };
}

/** A confidential location never leaves the server with an address or coordinates. */
function withoutPlaceIfConfidential(r: Resource): Resource {
  if (!r.isConfidential) return r;
  const { address: _a, zip: _z, latitude: _la, longitude: _lo, ...rest } = r;
  return rest;
}

const searchBodySchema = z.object({
  q: z.string().describe(`The search words, at least ${SEARCH_MIN_CHARS} characters.`),
  category: z.string().max(400).describe('Category keys or aliases, comma-separated.').optional(),
});

// The OpenAPI notes of these routes (GET /api/openapi.json).
const tags = ['Resources'];
const listed = { 200: jsonResponse('The resources, sorted by title (ETag; 304 to a matching If-None-Match)', resourceListSchema), 304: { description: 'Not modified' } };
const found = { 200: jsonResponse('The matching resources, best first', resourceListSchema), 400: problem('No search words, too few, or an unknown category') };
const docs = {
  all: describeRoute({ tags, summary: 'The whole directory', responses: listed }),
  searchQuery: describeRoute({ tags, summary: 'Search the directory, the words in the address (the app uses POST)', parameters: parametersOf(searchBodySchema), responses: found }),
  searchPath: describeRoute({
    tags,
    summary: 'Search the directory, the words in the path',
    parameters: [...parametersOf(z.object({ query: searchBodySchema.shape.q }), 'path'), ...parametersOf(searchBodySchema.pick({ category: true }))],
    responses: found,
  }),
  searchBody: describeRoute({ tags, summary: 'Search the directory, the words in the body', requestBody: jsonBody(searchBodySchema), responses: found }),
  changes: describeRoute({
    tags,
    summary: 'What changed since a cursor (incremental sync)',
    parameters: [
      ...parametersOf(changesQuerySchema),
      {
        name: DIRECTORY_STATES_HEADER,
        in: 'header',
        required: false,
        description: 'The same as `states`, kept out of the address (and of access logs): the app sends it this way. It wins over `states`.',
        schema: { type: 'string', example: 'OH,TX' },
      },
      {
        name: DIRECTORY_NEW_STATES_HEADER,
        in: 'header',
        required: false,
        description: 'The same as `newStates`, kept out of the address: the app sends it this way. It wins over `newStates`.',
        schema: { type: 'string', example: 'TX' },
      },
    ],
    responses: { 200: jsonResponse('Changes, deletions and the next cursor', resourceChangesSchema), 400: problem('The cursor is not valid') },
  }),
  nearby: describeRoute({
    tags,
    summary: 'Resources near a point, nearest first',
    parameters: parametersOf(nearbyQuerySchema),
    responses: { 200: jsonResponse('The resources within the radius, with their distance in miles', nearbyResourceListSchema), 400: problem('A missing or invalid coordinate, radius, limit or state') },
  }),
  category: describeRoute({
    tags,
    summary: 'The resources of one category',
    parameters: parametersOf(z.object({ category: z.enum([...CATEGORY_KEYS, ...Object.keys(CATEGORY_ALIASES)]).describe('A category key, or one of its aliases.') }), 'path'),
    responses: { ...listed, 400: problem('Not a category') },
  }),
};

export function resourcesRouter(lists: DirectoryLists) {
  const db = lists.db;
  const search = async (c: Context, raw: string | undefined, rawCategories = c.req.query('category')) => {
    if (raw === undefined) return badRequest(c, 'Add the search text as ?q=, for example /api/resources/search?q=legal+aid.');
    const checked = checkQuery(raw);
    if (!checked.ok) return badRequest(c, checked.message);
    if (!isSearchable(checked.text)) return badRequest(c, `Type at least ${SEARCH_MIN_CHARS} characters to search.`);
    const parsed = parseCategories(rawCategories);
    if ('message' in parsed) return badRequest(c, parsed.message);
    return c.json(await searchResources(db, checked.text, parsed.categories));
  };
  return new Hono()
    .get('/', docs.all, async (c) => sendCached(c, await lists.all()))
    .get('/search', docs.searchQuery, (c) => search(c, c.req.query('q')))
    .get('/search/:query{.+}', docs.searchPath, (c) => search(c, c.req.param('query')))
    // The app's own searches: the words travel in the body, so no address, Referer or access log of ours holds them.
    .post('/search', docs.searchBody, async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = searchBodySchema.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) return badRequest(c, 'Send the search as JSON: {"q": "legal aid", "category": "housing-shelter"}.', body.error);
      return await search(c, body.data.q, body.data.category);
    })
    .get('/changes', docs.changes, async (c) => {
      const raw = c.req.query('since') ?? '0';
      const since = cursorSchema.safeParse(raw);
      if (!since.success) return badRequest(c, `The cursor "${raw.slice(0, 40)}" is not valid. Start again without one.`, since.error);
      // The app sends the states in a header (out of the address and the logs); other clients may use ?states=.
      const rawStates = c.req.header(DIRECTORY_STATES_HEADER) ?? c.req.query('states');
      const states = rawStates === undefined ? undefined : syncStatesSchema.safeParse(rawStates);
      if (states && !states.success) return badRequest(c, states.error.issues[0]?.message ?? 'states is not valid.', states.error);
      const langs = syncLanguagesSchema.safeParse(c.req.query('langs') ?? '');
      if (!langs.success) return badRequest(c, langs.error.issues[0]?.message ?? 'langs is not valid.', langs.error);
      const rawNew = c.req.header(DIRECTORY_NEW_STATES_HEADER) ?? c.req.query('newStates');
      const newStates = syncStatesSchema.safeParse(rawNew ?? '');
      if (!newStates.success) return badRequest(c, newStates.error.issues[0]?.message ?? 'newStates is not valid.', newStates.error);
      c.header('Cache-Control', 'no-store');
      const changes = await changesSince(db, Number(since.data), states?.data, newStates.data);
      // English only unless asked: the Spanish descriptions are a fifth of a first sync.
      if (langs.data.includes('es')) return c.json(changes);
      return c.json({ ...changes, changes: changes.changes.map(({ descriptionEs: _spanish, ...rest }) => rest) });
    })
    .get('/nearby', docs.nearby, async (c) => {
      const parsed = nearbyQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The query is not valid.', parsed.error);
      const { latitude, longitude, radius, limit, state } = parsed.data;
      // Her point's county (the nearest ZIP code's, as on the device): listings serving it come after those measured.
      const county = countyAt({ latitude, longitude });
      const found = resourcesNear(await listResources(db), { latitude, longitude }, { radiusMiles: radius, ...(state ? { state } : {}), ...(county ? { counties: [county] } : {}), limit });
      // Her position is in the query: never cached, and the request log leaves query strings out.
      c.header('Cache-Control', 'no-store');
      return c.json(
        found.map(({ resource, distanceMiles, reach }) => ({
          ...withoutPlaceIfConfidential(resource),
          ...(distanceMiles !== undefined ? { distanceMiles: Math.round(distanceMiles * 10) / 10 } : {}),
          ...(reach === 'county' ? { servesArea: true } : {}),
        })),
      );
    })
    .get('/:category', docs.category, async (c) => {
      const param = c.req.param('category');
      const category = resolveCategory(param);
      if (!category) {
        return badRequest(c, `"${param.slice(0, 60)}" is not a resource category. Use one of: ${CATEGORY_KEYS.join(', ')}.`);
      }
      return sendCached(c, await lists.category(category));
    });
}
