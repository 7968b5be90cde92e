// The admin API: every route refuses the signed-out (401) and those without a role (403); editors reach only articles
// and resources; admins everything. Bad input changes nothing; changes reach devices by sync; every change is logged.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { onPostgres } from '../../api/db/client.ts';
import { adminUsers, articles, contactMessages, donations, newsletterSubscriptions, users } from '../../api/db/tables.ts';
import { sqlCount, sqlRow, sqlRun, sqlValue, tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

const ORIGIN = 'http://localhost';
let t: TempDb;
const token: Record<string, string> = {};

const ARTICLE = { title: 'Know your rights at work', excerpt: 'What the law says.', content: 'Some **text**.', category: 'workplace-equality', author: 'Team' };
const RESOURCE = {
  title: 'Harbor House',
  description: 'Emergency shelter and advocacy.',
  category: 'housing-shelter',
  phones: [{ number: '1-800-555-0199', kind: 'voice' }],
  serviceArea: 'OH',
  state: 'OH',
  city: 'Columbus',
  hours: 'Open 24 hours',
  isOpen24Hours: true,
  isConfidential: true,
  sourceUrl: 'https://example.org/harbor',
  verifiedAt: '2026-11-20',
};

beforeEach(async () => {
  t = await tempDb();
  await applySeed(t.db, [makeResource({ id: 'seed-shelter', title: 'Seed Shelter' })]);
  for (const id of ['u-plain', 'u-editor', 'u-admin']) {
    await t.db.insert(users).values({ id, issuer: 'https://id.example.org', subject: id, email: `${id}@example.org` });
    token[id] = generateSessionToken();
    await createSession(t.db, token[id]!, id);
  }
  await t.db.insert(adminUsers).values({ id: 'a-editor', userId: 'u-editor', label: 'editor', role: 'editor' });
  // The admin is matched by her verified email address (an outside provider's).
  await t.db.insert(adminUsers).values({ id: 'a-admin', email: 'u-admin@example.org', label: 'admin', role: 'admin' });
  await t.db.insert(donations).values({ id: 'd1', amount: 2500, donorName: '=HYPERLINK("http://evil")', donorEmail: 'd@example.org', status: 'completed', isRecurring: true, frequency: 'monthly' });
  await t.db.insert(donations).values({ id: 'd2', amount: 10000, status: 'pending' });
  await t.db.insert(newsletterSubscriptions).values({ id: 's1', email: 'reader@example.org', interests: ['health'], status: 'active' });
  // Not subscribers: one still waiting for its confirmation link, one that unsubscribed.
  await t.db.insert(newsletterSubscriptions).values({ id: 's2', email: 'waiting@example.org', interests: ['career'], status: 'pending' });
  await t.db.insert(newsletterSubscriptions).values({ id: 's3', email: 'gone@example.org', interests: [], status: 'unsubscribed' });
  await t.db.insert(contactMessages).values({ id: 'm-normal', name: 'A', email: 'a@example.org', subject: 'Question', category: 'general', priority: 'normal', message: 'Hello', createdAt: new Date('2026-11-21T10:00:00Z') });
  await t.db.insert(contactMessages).values({ id: 'm-emergency', name: 'B', email: 'b@example.org', subject: 'Help', category: 'general', priority: 'emergency', message: 'Now', createdAt: new Date('2026-11-20T10:00:00Z') });
});
afterEach(() => t.close());

function call(method: string, path: string, who?: string, body?: unknown, headers: Record<string, string> = {}) {
  return createApp({ db: t.db }).request(`${ORIGIN}/api/admin${path}`, {
    method,
    headers: { Origin: ORIGIN, ...(who ? { Cookie: `session=${token[who]}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
const rows = async (table: string) => Number((await sqlCount(t.db, `SELECT count(*) FROM ${table}`)));

// Every route, with a body that would be accepted, who may use it, and the answer she gets ('none' ids: not found).
const ROUTES: [string, string, 'editor' | 'admin', number, unknown?][] = [
  ['GET', '/me', 'editor', 200],
  ['GET', '/stats', 'editor', 200],
  ['GET', '/articles', 'editor', 200],
  ['POST', '/articles', 'editor', 201, ARTICLE],
  ['PUT', '/articles/none', 'editor', 404, ARTICLE],
  ['DELETE', '/articles/none', 'editor', 404],
  ['GET', '/resources', 'editor', 200],
  ['POST', '/resources', 'editor', 201, RESOURCE],
  ['PUT', '/resources/none', 'editor', 404, RESOURCE],
  ['DELETE', '/resources/none', 'editor', 404],
  ['GET', '/donations', 'admin', 200],
  ['GET', '/donations.csv', 'admin', 200],
  ['GET', '/messages', 'admin', 200],
  ['PATCH', '/messages/none', 'admin', 404, { handled: true }],
  ['GET', '/subscribers', 'admin', 200],
  ['GET', '/subscribers.csv', 'admin', 200],
  ['DELETE', '/subscribers/none', 'admin', 404],
  ['GET', '/admin-users', 'admin', 200],
  ['POST', '/admin-users', 'admin', 201, { email: 'new@example.org', role: 'editor' }],
  ['PATCH', '/admin-users/none', 'admin', 404, { role: 'editor' }],
  ['DELETE', '/admin-users/none', 'admin', 404],
  ['GET', '/audit', 'admin', 200],
];

describe('/api/admin roles', () => {
  it.each(ROUTES)('%s %s: 401 signed out, 403 without a role, %s and up allowed (%i)', async (method, path, level, status, body) => {
    expect((await call(method, path, undefined, body)).status).toBe(401);
    expect((await call(method, path, 'u-plain', body)).status).toBe(403);
    const editor = await call(method, path, 'u-editor', body);
    expect(editor.status).toBe(level === 'admin' ? 403 : status);
    const admin = await call(method, path, 'u-admin', body);
    expect(admin.status).toBe(status);
    // A real route's "not found", not the catch-all's.
    if (status === 404) expect(await admin.json()).toEqual({ message: 'Not found. It may have been deleted already.' });
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['GET', '/donations/'],
    ['HEAD', '/donations'],
    ['GET', '/%64onations'],
    ['GET', '/DONATIONS'],
    ['GET', '/audit?x=1'],
  ])('%s %s: no way past the gate for an editor', async (method, path) => {
    const res = await call(method, path, 'u-editor');
    expect([403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('donor');
    expect((await call(method, path, undefined)).status).toBe(401);
  });

  it('refuses a person with a paused row even when another row matches her', async () => {
    await t.db.insert(adminUsers).values({ id: 'a-admin-2', userId: 'u-admin', label: 'admin again', role: 'admin', isActive: false });
    expect((await call('GET', '/stats', 'u-admin')).status).toBe(403);
  });

  it('refuses an inactive admin, and an editor narrowed to articles outside them', async () => {
    (await sqlRun(t.db, "UPDATE admin_users SET is_active = FALSE WHERE id = 'a-admin'"));
    expect((await call('GET', '/stats', 'u-admin')).status).toBe(403);
    (await sqlRun(t.db, `UPDATE admin_users SET permissions = '["articles"]' WHERE id = 'a-editor'`));
    expect((await call('GET', '/articles', 'u-editor')).status).toBe(200);
    expect((await call('GET', '/resources', 'u-editor')).status).toBe(403);
    expect(await (await call('GET', '/me', 'u-editor')).json()).toMatchObject({ role: 'editor', areas: ['articles'] });
  });

  it('shows editors the content counts only', async () => {
    expect(await (await call('GET', '/stats', 'u-editor')).json()).toMatchObject({ totalResources: 1, totalDonations: null, totalSubscribers: null });
    expect(await (await call('GET', '/stats', 'u-admin')).json()).toMatchObject({ totalResources: 1, totalDonations: 1, totalDonatedCents: 2500, totalSubscribers: 1 });
  });
});

describe('articles', () => {
  it('are created, edited and deleted, each change logged with before and after, and appear in the news while published', async () => {
    const created = await call('POST', '/articles', 'u-editor', { ...ARTICLE, featured: true });
    expect(created.status).toBe(201);
    const { message, article } = (await created.json()) as { message: string; article: { id: string; contentHtml: string } };
    expect(message).toBe('Article created successfully');
    expect(article.contentHtml).toBe('<p>Some <strong>text</strong>.</p>\n');
    const news = await createApp({ db: t.db }).request(`${ORIGIN}/api/news`);
    const first = ((await news.json()) as { articles: { id: string; featured?: boolean }[] }).articles[0];
    expect(first).toMatchObject({ id: article.id, featured: true });

    const updated = await call('PUT', `/articles/${article.id}`, 'u-editor', { ...ARTICLE, title: 'Your rights at work', published: false });
    expect(await updated.json()).toMatchObject({ message: 'Article updated successfully', article: { title: 'Your rights at work', published: false } });
    // A draft is not in the news, nor on its own page.
    expect((await createApp({ db: t.db }).request(`${ORIGIN}/api/news/articles/${article.id}`)).status).toBe(404);

    expect(await (await call('DELETE', `/articles/${article.id}`, 'u-editor')).json()).toEqual({ message: 'Article deleted successfully' });
    expect((await call('DELETE', `/articles/${article.id}`, 'u-editor')).status).toBe(404);
    const log = (await (await call('GET', '/audit', 'u-admin')).json()) as { action: string; actorLabel: string; before: unknown; after: unknown }[];
    expect(log.map((l) => l.action)).toEqual(['article.delete', 'article.update', 'article.create']);
    expect(log[1]).toMatchObject({ actorLabel: 'editor', before: { title: 'Know your rights at work' }, after: { title: 'Your rights at work' } });
  });

  it('lists the entries of one change in the same order on every request (their time is shared)', async () => {
    const at = onPostgres ? '2026-12-01T10:00:00.000Z' : 1_796_119_200_000;
    for (const id of ['a-1', 'c-3', 'b-2']) {
      await sqlRun(t.db, "INSERT INTO audit_log (id, at, actor_id, actor_label, action, entity_id) VALUES (?, ?, 'u-admin', 'admin', ?, 'x')", id, at, `test.${id}`);
    }
    const listed = async () => ((await (await call('GET', '/audit', 'u-admin')).json()) as { id: string }[]).map((l) => l.id);
    // SQLite keeps the order they were stored in (the last first); PostgreSQL has none, and their ids decide.
    const expected = onPostgres ? ['c-3', 'b-2', 'a-1'] : ['b-2', 'c-3', 'a-1'];
    expect(await listed()).toEqual(expected);
    expect(await listed()).toEqual(expected);
  });

  it('puts featured articles first in the news, however old', async () => {
    await call('POST', '/articles', 'u-editor', { ...ARTICLE, title: 'Old but featured', featured: true });
    await t.db.update(articles).set({ publishDate: new Date(1000) }).where(eq(articles.title, 'Old but featured'));
    await call('POST', '/articles', 'u-editor', { ...ARTICLE, title: 'New and plain' });
    const news = (await (await createApp({ db: t.db }).request(`${ORIGIN}/api/news`)).json()) as { articles: { title: string }[] };
    expect(news.articles.map((a) => a.title)).toEqual(['Old but featured', 'New and plain']);
    expect((await (await call('GET', '/articles', 'u-editor')).json()).map((a: { title: string }) => a.title)).toEqual(['Old but featured', 'New and plain']);
  });

  it('store stored-XSS payloads inert: no script, no handlers, no javascript: links, no SVG', async () => {
    const payloads = [
      '<script>window.__xss = 1</script>',
      '<img src=x onerror="window.__xss = 1">',
      '[click](javascript:window.__xss=1)',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<svg onload="window.__xss = 1"><script>alert(1)</script></svg>',
      '<iframe src="https://evil.example"></iframe><p onclick="x()" style="color:red">text</p>',
    ];
    const res = await call('POST', '/articles', 'u-editor', { ...ARTICLE, content: payloads.join('\n\n') });
    const html = ((await res.json()) as { article: { contentHtml: string } }).article.contentHtml;
    expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<iframe|<img|style=/i);
    expect(html).toContain('<p>text</p>');
  });

  it('refuse missing fields, unknown categories and over-long text with a message, changing nothing', async () => {
    const existing = ((await (await call('POST', '/articles', 'u-editor', ARTICLE)).json()) as { article: { id: string } }).article.id;
    const stored = (await sqlRow(t.db, 'SELECT * FROM articles WHERE id = ?', existing));
    const logged = (await rows('audit_log'));
    const before = (await rows('articles'));
    const cases: [unknown, string][] = [
      [{ ...ARTICLE, title: undefined }, 'Give the article a title.'],
      [{ ...ARTICLE, content: '  ' }, 'Give the article its content.'],
      [{ ...ARTICLE, category: 'gossip' }, 'Category must be one of:'],
      [{ ...ARTICLE, title: 'x'.repeat(201) }, 'The title must be at most 200 characters.'],
      [{ ...ARTICLE, imageUrl: 'https://tracker.example/pixel.gif' }, 'The image must be a picture on this site'],
    ];
    for (const [body, message] of cases) {
      for (const [method, path] of [['POST', '/articles'], ['PUT', `/articles/${existing}`]] as const) {
        const res = await call(method, path, 'u-editor', body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(message);
      }
    }
    expect((await rows('articles'))).toBe(before);
    expect((await sqlRow(t.db, 'SELECT * FROM articles WHERE id = ?', existing))).toEqual(stored);
    expect((await rows('audit_log'))).toBe(logged);
  });
});

describe('resources', () => {
  it('carry every directory field, and reach devices through the change feed, deletions as tombstones', async () => {
    const app = createApp({ db: t.db });
    const cursor = ((await (await app.request(`${ORIGIN}/api/resources/changes?since=0`)).json()) as { cursor: string }).cursor;
    const created = await call('POST', '/resources', 'u-editor', RESOURCE);
    expect(created.status).toBe(201);
    const { resource } = (await created.json()) as { resource: { id: string; phoneNumber: string; isConfidential: boolean } };
    expect(resource).toMatchObject({ phoneNumber: '1-800-555-0199', isConfidential: true, hours: 'Open 24 hours', verifiedAt: '2026-11-20' });
    const feed = (await (await app.request(`${ORIGIN}/api/resources/changes?since=${cursor}`)).json()) as { changes: { id: string }[]; cursor: string };
    expect(feed.changes.map((c) => c.id)).toEqual([resource.id]);

    await call('PUT', '/resources/seed-shelter', 'u-editor', { ...RESOURCE, title: 'Seed Shelter (new name)', isConfidential: false, address: '1 Main St' });
    await call('DELETE', `/resources/${resource.id}`, 'u-editor');
    const next = (await (await app.request(`${ORIGIN}/api/resources/changes?since=${feed.cursor}`)).json()) as { changes: { id: string; title: string }[]; deleted: string[] };
    expect(next.changes).toEqual([expect.objectContaining({ id: 'seed-shelter', title: 'Seed Shelter (new name)' })]);
    expect(next.deleted).toEqual([resource.id]);

    // The seed file at the next start leaves the editors' change alone.
    await applySeed(t.db, [makeResource({ id: 'seed-shelter', title: 'Seed Shelter' })]);
    expect(((await (await app.request(`${ORIGIN}/api/resources`)).json()) as { id: string; title: string }[]).find((r) => r.id === 'seed-shelter')?.title).toBe('Seed Shelter (new name)');
    const log = (await (await call('GET', '/audit', 'u-admin')).json()) as { action: string }[];
    expect(log.map((l) => l.action)).toEqual(['resource.delete', 'resource.update', 'resource.create']);
  });

  it('refuse bad input with a message, changing nothing', async () => {
    const version = (await sqlValue(t.db, 'SELECT max(version) FROM resources'));
    const cases: [unknown, string][] = [
      [{ ...RESOURCE, description: undefined }, 'description'],
      [{ ...RESOURCE, category: 'shelters-and-more' }, 'category'],
      [{ ...RESOURCE, title: 'x'.repeat(201) }, 'title'],
      [{ ...RESOURCE, sourceUrl: 'not a url' }, 'sourceUrl'],
      [{ ...RESOURCE, isConfidential: true, address: '1 Main St' }, 'address'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/resources', 'u-editor', body);
      expect(res.status).toBe(400);
      const out = (await res.json()) as { message: string; issues: { path: string }[] };
      expect(out.message.length).toBeGreaterThan(3);
      expect(out.issues.map((i) => i.path)).toContain(field);
      expect((await call('PUT', '/resources/seed-shelter', 'u-editor', body)).status).toBe(400);
    }
    expect((await sqlValue(t.db, 'SELECT max(version) FROM resources'))).toBe(version);
    expect((await rows('resources'))).toBe(1);
  });

  it('take a description in Spanish, refuse one too long in her language, and clear it when left empty', async () => {
    const created = await call('POST', '/resources', 'u-editor', { ...RESOURCE, descriptionEs: 'Refugio de emergencia y apoyo.' });
    expect(created.status).toBe(201);
    const { resource } = (await created.json()) as { resource: { id: string; descriptionEs?: string } };
    expect(resource.descriptionEs).toBe('Refugio de emergencia y apoyo.');

    const version = (await sqlValue(t.db, 'SELECT max(version) FROM resources'));
    const tooLong = { ...RESOURCE, descriptionEs: 'a'.repeat(2001) };
    const english = await call('PUT', `/resources/${resource.id}`, 'u-editor', tooLong);
    expect(english.status).toBe(400);
    // The answer's message is what the form's notice shows: the field's own words, with the number.
    expect(await english.json()).toEqual({
      message: 'Keep the description in Spanish to 2000 characters or fewer.',
      issues: [{ path: 'descriptionEs', message: 'Keep the description in Spanish to 2000 characters or fewer.' }],
    });
    const spanish = await call('PUT', `/resources/${resource.id}`, 'u-editor', tooLong, { 'Accept-Language': 'es' });
    expect(((await spanish.json()) as { message: string }).message).toBe('La descripción en español debe tener como máximo 2000 caracteres.');
    expect((await sqlValue(t.db, 'SELECT max(version) FROM resources'))).toBe(version);

    // The form leaves an emptied field out: the listing no longer has one.
    const cleared = await call('PUT', `/resources/${resource.id}`, 'u-editor', RESOURCE);
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { resource: object }).resource).not.toHaveProperty('descriptionEs');
  });
});

describe('the counties a listing serves', () => {
  const devices = async () =>
    ((await (await createApp({ db: t.db }).request(`${ORIGIN}/api/resources`)).json()) as { id: string; counties?: string[] }[]);

  it('are set, kept by an edit that leaves them out, and cleared by an empty list (a city office then serves its city’s again)', async () => {
    const office = { ...RESOURCE, title: 'Brooklyn Legal Office', serviceArea: 'local', state: 'NY', city: 'Brooklyn', isConfidential: false };
    const created = await call('POST', '/resources', 'u-editor', { ...office, counties: ['36047', '36081'] });
    expect(created.status).toBe(201);
    const { resource } = (await created.json()) as { resource: { id: string; counties?: string[] } };
    expect(resource.counties).toEqual(['36047', '36081']);
    expect((await devices()).find((r) => r.id === resource.id)?.counties).toEqual(['36047', '36081']);

    // A client that does not know the field (an older form) keeps them.
    expect((await call('PUT', `/resources/${resource.id}`, 'u-editor', office)).status).toBe(200);
    expect((await devices()).find((r) => r.id === resource.id)?.counties).toEqual(['36047', '36081']);

    // Emptied on the form: none stored; the city's own county is what devices get.
    const cleared = await call('PUT', `/resources/${resource.id}`, 'u-editor', { ...office, counties: [] });
    expect(((await cleared.json()) as { resource: object }).resource).not.toHaveProperty('counties');
    expect((await devices()).find((r) => r.id === resource.id)?.counties).toEqual(['36047']);
    // The form is given what is stored, not the city's counties: saving it does not freeze them as named.
    const listed = (await (await call('GET', '/resources', 'u-editor')).json()) as { id: string; counties?: string[] }[];
    expect(listed.find((r) => r.id === resource.id)).not.toHaveProperty('counties');
  });

  it('say whose list they are, until an editor changes them; a list’s source without counties is refused', async () => {
    const LSC = { name: 'Legal Services Corporation', year: '2010', url: 'https://github.com/larsenp/LSC-Grants/blob/55a280a/AppendixA_2011_SA.pdf' };
    const program = { ...RESOURCE, title: 'West Tennessee Legal Services', serviceArea: 'local', state: 'TN', isConfidential: false };
    const created = await call('POST', '/resources', 'u-editor', { ...program, counties: ['47113', '47053'], countiesSource: LSC });
    expect(created.status).toBe(201);
    const { resource } = (await created.json()) as { resource: { id: string } };
    const onDevices = async () => (await devices()).find((r) => r.id === resource.id) as { counties?: string[]; countiesSource?: unknown } | undefined;
    expect((await onDevices())?.countiesSource).toEqual(LSC);
    // The form does not show it: an edit that leaves the counties as they were keeps whose list they are, whether it
    // leaves them out or sends them again (the form does, in any order).
    expect((await call('PUT', `/resources/${resource.id}`, 'u-editor', program)).status).toBe(200);
    expect((await onDevices())?.countiesSource).toEqual(LSC);
    expect((await call('PUT', `/resources/${resource.id}`, 'u-editor', { ...program, counties: ['47053', '47113'] })).status).toBe(200);
    expect((await onDevices())?.countiesSource).toEqual(LSC);
    // Counties an editor changed are hers: the card no longer says they are LSC's.
    expect((await call('PUT', `/resources/${resource.id}`, 'u-editor', { ...program, counties: ['47113'] })).status).toBe(200);
    expect(await onDevices()).toMatchObject({ counties: ['47113'] });
    expect(await onDevices()).not.toHaveProperty('countiesSource');

    const version = await sqlValue(t.db, 'SELECT max(version) FROM resources');
    const refused = await call('POST', '/resources', 'u-editor', { ...program, countiesSource: LSC });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('without any county');
    expect(await sqlValue(t.db, 'SELECT max(version) FROM resources')).toBe(version);
  });

  it('refuse what is not a 5-digit county code, changing nothing', async () => {
    const version = (await sqlValue(t.db, 'SELECT max(version) FROM resources'));
    const refused = await call('POST', '/resources', 'u-editor', { ...RESOURCE, counties: ['Kings County'] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('5-digit');
    expect((await sqlValue(t.db, 'SELECT max(version) FROM resources'))).toBe(version);
  });
});

describe('donations, messages, subscribers, admin users', () => {
  it('list donations by status and export them as CSV, formulas kept as text', async () => {
    const all = (await (await call('GET', '/donations', 'u-admin')).json()) as { id: string }[];
    expect(all).toHaveLength(2);
    expect(await (await call('GET', '/donations?status=completed', 'u-admin')).json()).toEqual([expect.objectContaining({ id: 'd1', amount: 2500, isRecurring: true, frequency: 'monthly' })]);
    expect((await call('GET', '/donations?status=lost', 'u-admin')).status).toBe(400);
    const csv = await call('GET', '/donations.csv?status=completed', 'u-admin');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('date,amount,currency,donor,email,status,recurring');
    expect(text).toContain(`25.00,USD,"'=HYPERLINK(""http://evil"")",d@example.org,completed,monthly`);
  });

  it('list messages emergencies first, and mark one handled (logged)', async () => {
    const list = (await (await call('GET', '/messages', 'u-admin')).json()) as { id: string; handledAt?: string }[];
    expect(list.map((m) => m.id)).toEqual(['m-emergency', 'm-normal']);
    expect((await call('PATCH', '/messages/m-emergency', 'u-admin', { handled: false })).status).toBe(400);
    expect((await call('PATCH', '/messages/m-emergency', 'u-admin', { handled: true })).status).toBe(200);
    const after = (await (await call('GET', '/messages', 'u-admin')).json()) as { id: string; handledAt?: string }[];
    expect(after.map((m) => m.id)).toEqual(['m-normal', 'm-emergency']);
    expect(after[1]!.handledAt).toBeTruthy();
  });

  it('count, export and remove subscribers: confirmed addresses only', async () => {
    const list = (await (await call('GET', '/subscribers', 'u-admin')).json()) as { count: number; subscribers: { email: string }[] };
    expect(list).toMatchObject({ count: 1, subscribers: [{ email: 'reader@example.org', interests: ['health'] }] });
    expect(list.subscribers).toHaveLength(1);
    const csv = await (await call('GET', '/subscribers.csv', 'u-admin')).text();
    expect(csv).toContain('reader@example.org,health,');
    expect(csv).not.toContain('waiting@example.org');
    expect(csv).not.toContain('gone@example.org');
    expect((await call('DELETE', '/subscribers/s1', 'u-admin')).status).toBe(200);
    expect(Number((await sqlCount(t.db, "SELECT count(*) FROM newsletter_subscriptions WHERE id = 's1'")))).toBe(0);
    const log = (await (await call('GET', '/audit', 'u-admin')).json()) as { action: string; before: unknown }[];
    expect(log[0]).toMatchObject({ action: 'subscriber.remove' });
    expect(JSON.stringify(log[0]!.before)).not.toContain('reader@example.org');
  });

  it('add, change and remove admin users; no one removes her own role', async () => {
    const added = await call('POST', '/admin-users', 'u-admin', { email: 'u-plain@example.org', role: 'editor' });
    expect(added.status).toBe(201);
    expect((await call('GET', '/articles', 'u-plain')).status).toBe(200);
    expect((await call('POST', '/admin-users', 'u-admin', { email: 'u-plain@example.org', role: 'editor' })).status).toBe(409);
    expect((await call('POST', '/admin-users', 'u-admin', { role: 'boss' })).status).toBe(400);
    expect((await call('POST', '/admin-users', 'u-admin', { account: 'nobody', role: 'editor' })).status).toBe(404);
    expect((await call('PATCH', '/admin-users/a-admin', 'u-admin', { role: 'editor' })).status).toBe(409);
    expect((await call('DELETE', '/admin-users/a-admin', 'u-admin')).status).toBe(409);
    const id = ((await added.json()) as { admin: { id: string } }).admin.id;
    expect((await call('PATCH', `/admin-users/${id}`, 'u-admin', { isActive: false })).status).toBe(200);
    expect((await call('GET', '/articles', 'u-plain')).status).toBe(403);
    expect((await call('DELETE', `/admin-users/${id}`, 'u-admin')).status).toBe(200);
  });

  it('refuse writes from another site', async () => {
    const res = await call('POST', '/articles', 'u-admin', ARTICLE, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await rows('articles'))).toBe(0);
  });
});
