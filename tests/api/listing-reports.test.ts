// "Report a problem": a report is stored once per Idempotency-Key (the outbox's replays), refused when bad or about
// a listing no longer listed, rate limited; editors see reports grouped by listing, resolve them (audited), and see
// listings not checked for a year.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { adminUsers, users } from '../../api/db/tables.ts';
import { sqlRow, sqlRows, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

const ORIGIN = 'http://localhost';
/** Dates from the real clock, so the test means the same on any day. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
let t: TempDb;
let editorToken: string;
let plainToken: string;

beforeEach(async () => {
  t = await tempDb();
  await applySeed(t.db, [
    makeResource({ id: 'harbor-house', title: 'Harbor House', verifiedAt: daysAgo(30) }),
    makeResource({ id: 'old-listing', title: 'Old Listing', verifiedAt: daysAgo(400) }),
    makeResource({ id: 'called-back', title: 'Called Back', verifiedAt: daysAgo(800), phoneConfirmedOn: daysAgo(10) }),
  ]);
  for (const id of ['u-editor', 'u-plain']) await t.db.insert(users).values({ id, issuer: 'https://id.example.org', subject: id });
  await t.db.insert(adminUsers).values({ id: 'a-editor', userId: 'u-editor', label: 'editor', role: 'editor' });
  editorToken = generateSessionToken();
  await createSession(t.db, editorToken, 'u-editor');
  plainToken = generateSessionToken();
  await createSession(t.db, plainToken, 'u-plain');
});
afterEach(() => t.close());

const report = (app: ReturnType<typeof createApp>, body: unknown, key?: string) =>
  app.request(`${ORIGIN}/api/listing-reports`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, body: JSON.stringify(body) });
const admin = (app: ReturnType<typeof createApp>, method: string, path: string, token = editorToken) =>
  app.request(`${ORIGIN}/api/admin${path}`, { method, headers: { Origin: ORIGIN, Cookie: `session=${token}` } });
const stored = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM listing_reports')));

describe('POST /api/listing-reports', () => {
  it('stores a report once, however many times the outbox sends it', async () => {
    const app = createApp({ db: t.db });
    const body = { resourceId: 'harbor-house', problem: 'number', note: '  The number rings a fax.  ' };
    const first = await report(app, body, 'report-key-0001');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ message: 'Thank you. The team will check this listing.' });
    const again = await report(app, body, 'report-key-0001');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await stored())).toBe(1);
    expect((await sqlRow(t.db, 'SELECT problem, note FROM listing_reports'))).toEqual({ problem: 'number', note: 'The number rings a fax.' });
  });

  it('refuses bad reports with a clear message and stores nothing', async () => {
    const app = createApp({ db: t.db });
    const noChoice = await report(app, { resourceId: 'harbor-house' });
    expect(noChoice.status).toBe(400);
    expect(((await noChoice.json()) as { message: string }).message).toBe('Choose what is wrong.');
    expect((await report(app, { resourceId: 'harbor-house', problem: 'other', note: 'x'.repeat(1001) })).status).toBe(400);
    const gone = await report(app, { resourceId: 'not-listed-anymore', problem: 'closed' });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toMatch(/no longer in the directory/);
    expect((await stored())).toBe(0);
  });

  it('is rate limited with the other public writes', async () => {
    const app = createApp({ db: t.db, writeLimit: { limit: 2, windowMs: 60_000 } });
    const body = { resourceId: 'harbor-house', problem: 'hours' };
    expect((await report(app, body)).status).toBe(201);
    expect((await report(app, body)).status).toBe(201);
    expect((await report(app, body)).status).toBe(429);
    expect((await stored())).toBe(2);
  });
});

describe('the admin area', () => {
  it('groups reports by listing, open first; resolving is audited; others cannot see them', async () => {
    const app = createApp({ db: t.db });
    await report(app, { resourceId: 'old-listing', problem: 'closed' });
    await report(app, { resourceId: 'harbor-house', problem: 'number' });
    await report(app, { resourceId: 'harbor-house', problem: 'hours', note: 'Closes at 4 now' });
    expect((await admin(app, 'GET', '/listing-reports', plainToken)).status).toBe(403);

    type Group = { resourceId: string; title: string; open: number; reports: { id: string; problem: string; resolvedAt: string | null }[] };
    const groups = (await (await admin(app, 'GET', '/listing-reports')).json()) as Group[];
    expect(groups.map((g) => [g.title, g.open])).toEqual([['Harbor House', 2], ['Old Listing', 1]]);
    expect(groups[0]!.reports.map((r) => r.problem)).toEqual(['hours', 'number']);

    const oldReport = groups[1]!.reports[0]!.id;
    expect((await admin(app, 'POST', `/listing-reports/${oldReport}/resolve`)).status).toBe(200);
    expect((await admin(app, 'POST', '/listing-reports/nope/resolve')).status).toBe(404);
    const after = (await (await admin(app, 'GET', '/listing-reports')).json()) as Group[];
    expect(after.map((g) => [g.title, g.open])).toEqual([['Harbor House', 2], ['Old Listing', 0]]);
    expect(after[1]!.reports[0]!.resolvedAt).not.toBeNull();
    const audit = (await sqlRows(t.db, "SELECT actor_label, action, entity_id FROM audit_log WHERE action = 'listing-report.resolve'"));
    expect(audit).toEqual([{ actor_label: 'editor', action: 'listing-report.resolve', entity_id: 'old-listing' }]);
  });

  it('lists listings not checked for more than a year, counting a phone confirmation', async () => {
    const app = createApp({ db: t.db });
    const stale = (await (await admin(app, 'GET', '/stale-listings')).json()) as { id: string }[];
    // Checked 400 days ago: stale. 30 days ago: fresh. A page read 800 days ago but confirmed by phone 10 days ago: fresh.
    expect(stale.map((s) => s.id)).toEqual(['old-listing']);
  });
});
