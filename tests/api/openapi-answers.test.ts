// The answers GET /api/openapi.json describes are the answers the server sends: every GET route of the route table is
// called (signed in as an admin with a list and reminders of her own, over a directory with hand-written and imported
// listings, articles, donations, messages, subscribers, a listing report and the audit log, real ids in its path)
// and each JSON answer is checked with Ajv against the schema the document gives for its status. And no 2xx answer
// of any route is described only as "an object" (or an array of them), which says nothing.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { adminFor, createArticle } from '../../api/db/admin-repo.ts';
import { resolveReport, storeListingReport } from '../../api/db/listing-reports-repo.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { adminUsers, contactMessages, donations, newsletterSubscriptions, users } from '../../api/db/tables.ts';
import { addReminderForUser, saveForUser, setPreferences } from '../../api/db/user-items-repo.ts';
import { importHsds } from '../../api/hsds/import.ts';
import { preferencesSchema } from '../../shared/dashboard/recommend.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

const FIXTURE = new URL('../fixtures/hsds-1.1/', import.meta.url).pathname;

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let t: TempDb;
let token: string;
beforeAll(async () => {
  t = await tempDb();
  await applySeed(t.db, [
    makeResource({ id: 'local-clinic', title: 'Local Clinic', category: 'womens-health', city: 'Columbus', state: 'OH', serviceArea: 'local', taxonomyTerms: ['Prenatal Care'] }),
    // Checked long ago: a stale listing whatever today is.
    makeResource({ id: 'old-line', title: 'Old Line', verifiedAt: '2019-05-01' }),
  ]);
  await importHsds(t.db, FIXTURE, { now: new Date('2026-11-20T12:00:00Z') });
  await t.db.insert(users).values({ id: 'u-admin', issuer: 'https://id.example.org', subject: 'u-admin', email: 'admin@example.org' });
  await t.db.insert(adminUsers).values({ id: 'a-admin', userId: 'u-admin', label: 'admin', role: 'admin' });
  token = generateSessionToken();
  await createSession(t.db, token, 'u-admin');
  const admin = (await adminFor(t.db, { id: 'u-admin', email: 'admin@example.org' }))!;
  await createArticle(t.db, admin, { title: 'Know your rights', excerpt: 'What the law says.', content: 'Some **text**.', category: 'workplace-equality', author: 'Team', featured: false, published: true });
  await t.db.insert(donations).values({ id: 'd1', amount: 2500, donorName: 'A donor', status: 'completed', isRecurring: true, frequency: 'monthly' });
  await t.db.insert(contactMessages).values({ id: 'm1', name: 'A', email: 'a@example.org', subject: 'Question', category: 'general', priority: 'normal', message: 'Hello' });
  await t.db.insert(newsletterSubscriptions).values({ id: 's1', email: 'reader@example.org', interests: ['health'], status: 'active' });
  const report = (await storeListingReport(t.db, { resourceId: 'local-clinic', problem: 'hours', note: 'Closed on Mondays now' }))!;
  await storeListingReport(t.db, { resourceId: 'local-clinic', problem: 'number', note: undefined });
  await resolveReport(t.db, admin, report);
  await saveForUser(t.db, 'u-admin', 'local-clinic');
  await addReminderForUser(t.db, 'u-admin', { title: 'Call the clinic', type: 'appointment', dueDate: '2026-12-01T10:00:00Z' });
  await setPreferences(t.db, 'u-admin', preferencesSchema.parse({ needs: ['womens-health'], location: { label: 'Columbus, OH', state: 'OH' }, languages: ['English'] }));
});
afterAll(() => t.close());

/** `{type: 'object'}`, or an array of them: a shape that says nothing of the answer. */
const saysNothing = (schema: Record<string, unknown>): boolean =>
  (schema.type === 'object' && !schema.properties && !schema.anyOf && !schema.additionalProperties) ||
  (schema.type === 'array' && (!schema.items || saysNothing(schema.items as Record<string, unknown>)));

/** `/search/:query{.+}` → `/search/{query}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');

describe('the described answers', () => {
  it('are the answers sent, for every GET route', async () => {
    const app = createApp({ db: t.db });
    const get = async (path: string) => app.request(`http://localhost${path}`, { headers: { Cookie: `session=${token}` } });
    const doc = (await (await get('/api/openapi.json')).json()) as Document;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi');

    // Real ids for the routes that take one, read from the list answers.
    const first = async (path: string) => ((await (await get(path)).json()) as { contents: { id: string }[] }).contents[0]!.id;
    const ids: Record<string, string> = {
      '/api/hsds/services/{id}': await first('/api/hsds/services'),
      '/api/hsds/organizations/{id}': await first('/api/hsds/organizations'),
      '/api/hsds/service_at_locations/{id}': await first('/api/hsds/service_at_locations'),
      '/api/hsds/taxonomies/{id}': await first('/api/hsds/taxonomies'),
      '/api/hsds/taxonomy_terms/{id}': await first('/api/hsds/taxonomy_terms'),
      '/api/resources/{category}': 'womens-health',
      '/api/resources/search/{query}': 'clinic',
    };

    const routes = [...new Set(app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes('*')).map((r) => openApiPath(r.path)))];
    const problems: string[] = [];
    const empty: string[] = [];
    let checked = 0;
    for (const path of routes) {
      const op = doc.paths[path]?.get;
      if (!op) continue;
      const url = path.replace(/\{[^}]+\}/, () => ids[path] ?? 'x-1').replace(/\{[^}]+\}/g, 'x-1');
      const res = await get(url);
      if (!res.headers.get('content-type')?.startsWith('application/json')) continue;
      const status = String(res.status);
      if (!op.responses[status]) {
        problems.push(`GET ${path} answered ${status}, which it does not describe`);
        continue;
      }
      if (!op.responses[status]!.content?.['application/json']?.schema) continue;
      const pointer = `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/${status}/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
      checked++;
      const body: unknown = await res.json();
      if (Array.isArray(body) && body.length === 0) empty.push(path);
      if (!validate(body)) problems.push(`GET ${path} ${status}: ${ajv.errorsText(validate.errors?.slice(0, 3))}`);
    }
    expect(checked).toBeGreaterThan(30);
    // Each list had something in it to check.
    expect(empty).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('say what is in every 2xx JSON answer of every route', async () => {
    const doc = (await (await createApp({ db: t.db }).request('http://localhost/api/openapi.json')).json()) as Document;
    const bare = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([status, answer]) => status.startsWith('2') && answer.content?.['application/json']?.schema && saysNothing(answer.content['application/json'].schema))
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(bare).toEqual([]);
  });
});
