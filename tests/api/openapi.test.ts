// GET /api/openapi.json: a valid OpenAPI 3.1 document, generated from the routes, that describes every route mounted
// under /api, and for each the query, path and body it reads. A new route is covered by giving it describeRoute()
// (api/http/openapi.ts); until then this test names it.
import { compileErrors, validate } from '@readme/openapi-parser';
import { HonoRequest } from 'hono/request';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { adminUsers, users } from '../../api/db/tables.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; $ref?: string } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, { required?: string[] }> };
}

async function fetchDocument(app = createApp({ db: t.db })) {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { res, doc: (await res.json()) as Document };
}

/** `/search/:query{.+}` → `/search/{query}`, as OpenAPI writes a path parameter. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

/** Every route a request can reach under /api: not middleware (ALL, `*`) nor the JSON 404 catch-alls. */
function mountedApiRoutes(app: ReturnType<typeof createApp>): { path: string; method: string }[] {
  const seen = new Set<string>();
  const routes: { path: string; method: string }[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    const route = { path: openApiPath(r.path), method: r.method.toLowerCase() };
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) routes.push(route);
    seen.add(key);
  }
  return routes;
}

/** Follows a local `$ref` to the schema it names. */
function deref(doc: Document, schema: { $ref?: string; required?: string[] }) {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (doc.components?.schemas?.[name] ?? {}) : schema;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document for this server, cacheable for a short while', async () => {
    const { res, doc } = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every route mounted under /api, each with a summary, a tag and its answers', async () => {
    const app = createApp({ db: t.db });
    const { doc } = await fetchDocument(app);
    const routes = mountedApiRoutes(app);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !doc.paths[r.path]?.[r.method]).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing, 'routes without describeRoute()').toEqual([]);
    for (const r of routes) {
      const op = doc.paths[r.path]![r.method]!;
      expect(op.summary, `${r.method} ${r.path}`).toBeTruthy();
      expect(op.tags?.length, `${r.method} ${r.path}`).toBeGreaterThan(0);
      expect(Object.keys(op.responses).length, `${r.method} ${r.path}`).toBeGreaterThan(0);
    }
    // And nothing described that is not served.
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const described = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`));
    expect(described.filter((d) => !served.has(d))).toEqual([]);
  });

  it('marks the routes that need her session with the session cookie', async () => {
    const { doc } = await fetchDocument();
    for (const [path, method] of [['/api/admin/articles', 'post'], ['/api/user/saved-resources', 'get'], ['/api/auth/user', 'get']] as const) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }]);
    }
    expect(doc.paths['/api/resources']?.get?.security).toBeUndefined();
  });

  it('lists the query parameters of GET /api/resources/nearby from its zod schema', async () => {
    const { doc } = await fetchDocument();
    const params = doc.paths['/api/resources/nearby']?.get?.parameters ?? [];
    expect(params.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['latitude', 'limit', 'longitude', 'radius', 'state']);
    expect(params.find((p) => p.name === 'latitude')?.required).toBe(true);
    expect(params.find((p) => p.name === 'radius')?.required).toBeFalsy();
  });

  it('gives POST /api/contact the contact schema as its body, with its required fields', async () => {
    const { doc } = await fetchDocument();
    const op = doc.paths['/api/contact']?.post;
    const schema = deref(doc, op?.requestBody?.content['application/json']?.schema ?? {});
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'category', 'message']));
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400']));
    expect(op?.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')).toBe(true);
  });

  it('names the path parameters of a route, e.g. the category of GET /api/resources/{category}', async () => {
    const { doc } = await fetchDocument();
    const params = doc.paths['/api/resources/{category}']?.get?.parameters ?? [];
    expect(params).toContainEqual(expect.objectContaining({ name: 'category', in: 'path', required: true }));
  });
});

/** What a request read through Hono's request object: query names ('*' for the whole query), path params, a body. */
interface Reads {
  query: Set<string>;
  param: Set<string>;
  body: boolean;
}

/**
 * Records the reads of each request by wrapping HonoRequest's readers for the length of `work`. The routes parse what
 * they read with zod inside their handlers, so what a route reads is what it validates.
 */
async function recordingReads<T>(work: (reads: () => Reads) => Promise<T>): Promise<T> {
  const proto = HonoRequest.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = Object.fromEntries(['query', 'queries', 'param', 'json', 'text', 'arrayBuffer', 'parseBody', 'formData', 'blob'].map((m) => [m, proto[m]!]));
  let current: Reads = { query: new Set(), param: new Set(), body: false };
  for (const [method, original] of Object.entries(originals)) {
    proto[method] = function (this: unknown, ...args: unknown[]) {
      const key = typeof args[0] === 'string' ? args[0] : '*';
      if (method === 'query' || method === 'queries') current.query.add(key);
      else if (method === 'param') current.param.add(key);
      else current.body = true;
      return original.apply(this, args);
    };
  }
  try {
    return await work(() => {
      const seen = current;
      current = { query: new Set(), param: new Set(), body: false };
      return seen;
    });
  } finally {
    Object.assign(proto, originals);
  }
}

describe('what each route reads', () => {
  it('is described: the query parameters it reads, its path parameters, and the body it parses', async () => {
    // Signed in as an admin, so the signed-in and admin routes reach their handlers.
    await t.db.insert(users).values({ id: 'u-admin', issuer: 'https://id.example.org', subject: 'u-admin', email: 'admin@example.org' });
    await t.db.insert(adminUsers).values({ id: 'a-admin', userId: 'u-admin', label: 'admin', role: 'admin' });
    const token = generateSessionToken();
    await createSession(t.db, token, 'u-admin');
    const app = createApp({ db: t.db });
    const { doc } = await fetchDocument(app);
    const routes = mountedApiRoutes(app);
    const problems: string[] = [];
    const readByAny = { query: 0, body: 0 };
    await recordingReads(async (reads) => {
      for (const r of routes) {
        reads();
        const path = r.path.replace(/\{[^}]+\}/g, 'x-1');
        const hasBody = !['get', 'head'].includes(r.method);
        await app.request(`http://localhost${path}`, {
          method: r.method.toUpperCase(),
          headers: { Origin: 'http://localhost', Cookie: `session=${token}`, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
          ...(hasBody ? { body: '{}' } : {}),
        });
        const read = reads();
        const op = doc.paths[r.path]?.[r.method];
        if (!op) continue;
        const name = `${r.method.toUpperCase()} ${r.path}`;
        const described = (where: string) => new Set((op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name));
        const query = described('query');
        for (const q of read.query) {
          readByAny.query++;
          if (q === '*' ? query.size === 0 : !query.has(q)) problems.push(`${name} reads the query${q === '*' ? '' : ` parameter ${q}`} but describes ${q === '*' ? 'no query parameters' : 'no such parameter'}`);
        }
        for (const p of read.param) if (p !== '*' && !described('path').has(p)) problems.push(`${name} reads the path parameter ${p} but does not describe it`);
        for (const p of [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)) if (!described('path').has(p)) problems.push(`${name} has the path parameter ${p} but does not describe it`);
        if (read.body) readByAny.body++;
        if (read.body && !op.requestBody) problems.push(`${name} reads a body but describes none`);
      }
    });
    // The recording sees reads at all (so an empty list of problems means something).
    expect(readByAny.query).toBeGreaterThan(5);
    expect(readByAny.body).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
