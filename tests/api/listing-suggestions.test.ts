// "Suggest a listing" (issue 37): a suggestion is stored once per Idempotency-Key (the outbox's replays), refused when
// bad (in her language), rate limited, and never published by itself; editors see suggestions, publish a listing made
// from one (marked as a reader's suggestion we checked) or decline it with a reason, each audited under the editor's
// name and never the sender's; the way to reach the sender is wiped once decided.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { onPostgres } from '../../api/db/client.ts';
import { adminUsers, auditLog, users } from '../../api/db/tables.ts';
import { listSuggestions, storeSuggestion } from '../../api/db/suggestions-repo.ts';
import { sqlRow, sqlRows, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

const ORIGIN = 'http://localhost';
let t: TempDb;
let editorToken: string;
let plainToken: string;

beforeEach(async () => {
  t = await tempDb();
  for (const id of ['u-editor', 'u-plain']) await t.db.insert(users).values({ id, issuer: 'https://id.example.org', subject: id });
  await t.db.insert(adminUsers).values({ id: 'a-editor', userId: 'u-editor', label: 'editor', role: 'editor' });
  editorToken = generateSessionToken();
  await createSession(t.db, editorToken, 'u-editor');
  plainToken = generateSessionToken();
  await createSession(t.db, plainToken, 'u-plain');
});
afterEach(() => t.close());

type App = ReturnType<typeof createApp>;
const suggest = (app: App, body: unknown, { key, lang }: { key?: string; lang?: string } = {}) =>
  app.request(`${ORIGIN}/api/listing-suggestions`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}), ...(lang ? { 'Accept-Language': lang } : {}) },
    body: JSON.stringify(body),
  });
const admin = (app: App, method: string, path: string, body?: unknown, token = editorToken) =>
  app.request(`${ORIGIN}/api/admin${path}`, {
    method,
    headers: { Origin: ORIGIN, Cookie: `session=${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const stored = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM listing_suggestions')));
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

const WTLS = {
  name: '  West Tennessee Legal Services  ',
  about: 'Free civil legal help, including protective orders.',
  category: 'rights-advocacy',
  phone: '1-800-372-8346',
  website: 'wtls.org',
  area: 'Madison County, Tennessee',
  contact: 'reader@example.org',
};

interface Row {
  id: string;
  name: string;
  status: string;
  contact: string | null;
  website: string | null;
  resourceId: string | null;
  declineReason: string | null;
}
const list = async (app: App) => ((await (await admin(app, 'GET', '/listing-suggestions')).json()) as { keptDays: number; suggestions: Row[] });

/** The listing an editor completes from the suggestion: checked at its source, with the day of the check. */
const checkedListing = {
  title: 'West Tennessee Legal Services',
  description: 'Free civil legal help for people with low incomes in West Tennessee, including protective orders.',
  category: 'rights-advocacy',
  phones: [{ number: '1-800-372-8346', kind: 'voice' }],
  url: 'https://www.wtls.org',
  serviceArea: 'local',
  state: 'TN',
  counties: ['47113'],
  sourceUrl: 'https://www.wtls.org/about/priorities/',
  // Checked today: the day after the suggestion arrived, at the latest today.
  verifiedAt: new Date().toISOString().slice(0, 10),
  isVerified: true,
};

describe('POST /api/listing-suggestions', () => {
  it('stores a suggestion once, however many times the outbox sends it, as she wrote it, tidied', async () => {
    const app = createApp({ db: t.db });
    const first = await suggest(app, WTLS, { key: 'suggest-key-0001' });
    expect(first.status).toBe(201);
    expect(await messageOf(first)).toBe('Thank you. An editor will check this service before anything is listed.');
    const again = await suggest(app, WTLS, { key: 'suggest-key-0001' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await stored())).toBe(1);
    expect((await sqlRow(t.db, 'SELECT name, website, area, contact, status FROM listing_suggestions'))).toEqual({
      name: 'West Tennessee Legal Services',
      website: 'https://wtls.org',
      area: 'Madison County, Tennessee',
      contact: 'reader@example.org',
      status: 'open',
    });
  });

  it('refuses bad suggestions with a clear message, in her language, and stores nothing', async () => {
    const app = createApp({ db: t.db });
    const empty = await suggest(app, {});
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('Give the name of the service.');
    const noWay = await suggest(app, { name: 'A shelter', about: 'Beds for women', area: 'Jackson, TN' });
    expect(await messageOf(noWay)).toBe('Give its phone number or its website, so we can check it.');
    const spanish = await suggest(app, { name: 'A shelter', about: 'Beds for women', area: 'Jackson, TN' }, { lang: 'es' });
    expect(await messageOf(spanish)).toBe('Escriba su teléfono o su sitio web, para que podamos comprobarlo.');
    expect(await messageOf(await suggest(app, { ...WTLS, website: 'javascript:alert(1)' }))).toBe('Enter a web address like example.org.');
    expect(await messageOf(await suggest(app, { ...WTLS, phone: 'call me' }))).toBe('Use digits, spaces and dashes only.');
    expect(await messageOf(await suggest(app, { ...WTLS, about: 'x'.repeat(1001) }))).toBe('Keep this to 1000 characters or fewer.');
    expect(await messageOf(await suggest(app, { ...WTLS, category: 'weapons' }))).toBe('Choose one of the kinds of help listed, or leave it empty.');
    expect((await stored())).toBe(0);
  });

  it('is rate limited with the other public writes', async () => {
    const app = createApp({ db: t.db, writeLimit: { limit: 2, windowMs: 60_000 } });
    expect((await suggest(app, WTLS)).status).toBe(201);
    expect((await suggest(app, WTLS)).status).toBe(201);
    expect((await suggest(app, WTLS)).status).toBe(429);
    expect((await stored())).toBe(2);
  });

  it('publishes nothing by itself', async () => {
    const app = createApp({ db: t.db });
    await suggest(app, WTLS);
    const listed = (await (await app.request(`${ORIGIN}/api/resources`)).json()) as { title: string }[];
    expect(listed.map((r) => r.title)).not.toContain('West Tennessee Legal Services');
  });
});

describe('the admin area', () => {
  it('lists suggestions for editors only, with how long they are kept', async () => {
    const app = createApp({ db: t.db, suggestionDays: 45 });
    await suggest(app, WTLS);
    await suggest(app, { ...WTLS, name: 'Second', contact: undefined });
    expect((await admin(app, 'GET', '/listing-suggestions', undefined, plainToken)).status).toBe(403);
    const { keptDays, suggestions } = await list(app);
    expect(keptDays).toBe(45);
    // Open ones oldest first: they have waited longest.
    expect(suggestions.map((s) => [s.name, s.status])).toEqual([
      ['West Tennessee Legal Services', 'open'],
      ['Second', 'open'],
    ]);
  });

  it('keeps open suggestions in the order they came, even within one millisecond', async () => {
    // On SQLite all three share one millisecond, and the order they were stored in (rowid) decides. PostgreSQL keeps
    // no such order (rows of one millisecond are ordered by their random id): there they come a millisecond apart.
    const at = new Date();
    const names = ['first', 'second', 'third'];
    for (const [i, name] of names.entries()) await storeSuggestion(t.db, { name, about: 'Helps', area: 'Here', phone: '555-0100' }, onPostgres ? new Date(at.getTime() + i) : at);
    expect((await listSuggestions(t.db)).map((s) => s.name)).toEqual(['first', 'second', 'third']);
  });

  it('publishes the checked listing once, marked as a reader’s suggestion; the sender’s way to reach her is wiped and never audited', async () => {
    const app = createApp({ db: t.db });
    await suggest(app, WTLS);
    const [open] = (await list(app)).suggestions;
    const refused = await admin(app, 'POST', `/listing-suggestions/${open!.id}/publish`, { ...checkedListing, sourceUrl: 'not a page' });
    expect(refused.status).toBe(400);
    // Its card will say we checked it, and when: an editor must have, on a day since it arrived.
    const unchecked = await admin(app, 'POST', `/listing-suggestions/${open!.id}/publish`, { ...checkedListing, isVerified: false });
    expect(await messageOf(unchecked)).toBe('Check the service with its own page or by phone, then tick “Verified” before you publish it.');
    const before = await admin(app, 'POST', `/listing-suggestions/${open!.id}/publish`, { ...checkedListing, verifiedAt: '2024-01-01' });
    expect(await messageOf(before)).toBe('Give the day you checked the service: today, or a day since it was suggested.');
    expect((await (await app.request(`${ORIGIN}/api/resources`)).json()) as unknown[]).toHaveLength(0);

    const published = await admin(app, 'POST', `/listing-suggestions/${open!.id}/publish`, checkedListing);
    expect(published.status).toBe(201);
    const { resource } = (await published.json()) as { resource: { id: string; suggestedByReader?: boolean } };
    expect(resource.suggestedByReader).toBe(true);
    // Twice (two editors, or a double click): one listing.
    expect((await admin(app, 'POST', `/listing-suggestions/${open!.id}/publish`, checkedListing)).status).toBe(409);
    expect((await admin(app, 'POST', '/listing-suggestions/nope/publish', checkedListing)).status).toBe(404);

    const listed = (await (await app.request(`${ORIGIN}/api/resources`)).json()) as { id: string; suggestedByReader?: boolean }[];
    expect(listed.filter((r) => r.id === resource.id)).toEqual([expect.objectContaining({ suggestedByReader: true })]);

    const [done] = (await list(app)).suggestions;
    expect(done).toMatchObject({ status: 'published', resourceId: resource.id, contact: null });
    const audit = (await sqlRows(t.db, "SELECT actor_label, action, before, after FROM audit_log WHERE action LIKE 'listing-suggestion.%' OR action = 'resource.create'")) as Record<string, string>[];
    expect(audit.map((a) => [a.actor_label, a.action]).sort()).toEqual([
      ['editor', 'listing-suggestion.publish'],
      ['editor', 'resource.create'],
    ]);
    // The log outlives the suggestion: it keeps the service's name, not the sender's contact nor the area (her county?).
    const log = JSON.stringify((await sqlRows(t.db, "SELECT * FROM audit_log WHERE action LIKE 'listing-suggestion.%'")));
    expect(log).toContain('West Tennessee Legal Services');
    expect(log).not.toContain('reader@example.org');
    expect(log).not.toContain('Madison County');
    expect(JSON.stringify((await sqlRows(t.db, 'SELECT * FROM listing_suggestions')))).not.toContain('reader@example.org');

    // An edit of the published listing keeps its mark.
    const edited = await admin(app, 'PUT', `/resources/${resource.id}`, { ...checkedListing, hours: 'Mon–Fri 8–4:30' });
    expect(((await edited.json()) as { resource: { suggestedByReader?: boolean } }).resource.suggestedByReader).toBe(true);
    // The form cannot set the mark on a listing of its own.
    const own = await admin(app, 'POST', '/resources', { ...checkedListing, title: 'Another', suggestedByReader: true });
    expect(((await own.json()) as { resource: { suggestedByReader?: boolean } }).resource.suggestedByReader).toBeUndefined();
  });

  it('declines with a reason, which is required; the sender’s way to reach her is wiped; a decided suggestion stays decided', async () => {
    const app = createApp({ db: t.db });
    await suggest(app, WTLS);
    const [open] = (await list(app)).suggestions;
    const noReason = await admin(app, 'POST', `/listing-suggestions/${open!.id}/decline`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(await messageOf(noReason)).toBe('Say why the suggestion is declined.');
    expect((await admin(app, 'POST', `/listing-suggestions/${open!.id}/decline`, { reason: 'Already listed as its statewide line.' })).status).toBe(200);
    const again = await admin(app, 'POST', `/listing-suggestions/${open!.id}/decline`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('This suggestion was already published or declined.');
    expect((await admin(app, 'POST', `/listing-suggestions/${open!.id}/publish`, checkedListing)).status).toBe(409);
    const [done] = (await list(app)).suggestions;
    expect(done).toMatchObject({ status: 'declined', declineReason: 'Already listed as its statewide line.', contact: null });
    // Read through drizzle: the entry's JSON is text on SQLite and jsonb on PostgreSQL.
    const audit = await t.db.select({ actorLabel: auditLog.actorLabel, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, 'listing-suggestion.decline'));
    expect(audit).toEqual([{ actorLabel: 'editor', after: { reason: 'Already listed as its statewide line.' } }]);
    expect(JSON.stringify((await sqlRows(t.db, 'SELECT * FROM audit_log')))).not.toContain('reader@example.org');
  });
});
