// The newsletter by double opt-in, through the API: one confirmation email for a new address and none for a known one,
// the same answer for all; a subscriber only after the confirmation page's button (a GET changes nothing); expired and
// used links; the one-click unsubscribe; unconfirmed addresses forgotten after a week; the migration of older rows.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { onPostgres, openDb } from '../../api/db/client.ts';
import { purgeUnconfirmed, requestSubscription } from '../../api/db/newsletter-repo.ts';
import { adminUsers, newsletterSubscriptions, users } from '../../api/db/tables.ts';
import { projectPath } from '../../api/project-root.ts';
import { startNewsletterPurge } from '../../api/services/newsletter-purge.ts';
import { MAIL_SUBJECTS } from '../../shared/mail-subjects.ts';
import { NEWSLETTER_CONFIRM_TTL_MS, NEWSLETTER_PENDING_KEEP_MS, SUBSCRIBE_SUCCESS_MESSAGE } from '../../shared/schemas/newsletter.ts';
import { sqlCount, sqlColumn, sqlRow, sqlRows, sqlRun, sqlValue, tempDb, type TempDb } from '../fixtures/db.ts';
import { transaction } from '../../api/db/transaction.ts';

const ORIGIN = 'http://localhost';
let t: TempDb;
let app: ReturnType<typeof createApp>;
let adminToken: string;
beforeEach(async () => {
  t = await tempDb();
  app = createApp({ db: t.db });
  await t.db.insert(users).values({ id: 'u-admin', issuer: 'https://id.example.org', subject: 'admin', email: 'admin@example.org' });
  await t.db.insert(adminUsers).values({ id: 'a-admin', userId: 'u-admin', label: 'admin', role: 'admin' });
  adminToken = generateSessionToken();
  await createSession(t.db, adminToken, 'u-admin');
});
afterEach(() => t.close());

const mail = async () => (await sqlRows(t.db, "SELECT kind, \"to\", subject, text, headers FROM outbound_mail WHERE kind = 'newsletter-confirmation' ORDER BY created_at")) as { kind: string; to: string; subject: string; text: string; headers: unknown }[];
/** A JSON column's value as read by SQL: text on SQLite, already parsed (jsonb) on PostgreSQL. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const statusOf = async (email: string) => (await sqlValue(t.db, 'SELECT status FROM newsletter_subscriptions WHERE email = ?', email)) as string | undefined;

function subscribe(email: string, interests: string[] = [], headers: Record<string, string> = {}) {
  return app.request(`${ORIGIN}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify({ email, interests }),
  });
}

/** The confirmation link of the n-th confirmation email. */
async function confirmLink(n = 0): Promise<string> {
  const link = /(http\S+\/api\/newsletter\/confirm\?token=\S+)/.exec((await mail())[n]?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  return link!;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** The confirmation page's button, as the browser sends it from the page (same origin, urlencoded). */
function pressConfirm(token: string, headers: Record<string, string> = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }) {
  return app.request(`${ORIGIN}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token }).toString(),
  });
}

async function adminList(): Promise<{ count: number; emails: string[]; csv: string; total: number }> {
  const headers = { Cookie: `session=${adminToken}` };
  const list = (await (await app.request(`${ORIGIN}/api/admin/subscribers`, { headers })).json()) as { count: number; subscribers: { email: string }[] };
  const csv = await (await app.request(`${ORIGIN}/api/admin/subscribers.csv`, { headers })).text();
  const stats = (await (await app.request(`${ORIGIN}/api/admin/stats`, { headers })).json()) as { totalSubscribers: number };
  return { count: list.count, emails: list.subscribers.map((s) => s.email), csv, total: stats.totalSubscribers };
}

describe('signing up', () => {
  it('records a new address as pending and queues one confirmation email with a neutral subject and a link that expires', async () => {
    const res = await subscribe('Reader@Example.org', ['health', 'career']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SUBSCRIBE_SUCCESS_MESSAGE, interests: ['health', 'career'] });
    expect(SUBSCRIBE_SUCCESS_MESSAGE).toMatch(/check your inbox/i);
    expect((await mail())).toHaveLength(1);
    const [email] = (await mail());
    expect(email).toMatchObject({ to: 'reader@example.org', subject: MAIL_SUBJECTS.newsletterConfirm });
    expect(email!.text).toMatch(/Women’s Health/);
    expect(email!.text).toMatch(/within 48 hours/);
    // Her way to say "never sign me up": the one-click unsubscribe, in the text and in the RFC 8058 headers.
    const stop = /(http\S+\/api\/newsletter\/unsubscribe\?token=\S+)/.exec(email!.text)?.[1] ?? '';
    expect(parsed(email!.headers)).toEqual({ 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    expect((await statusOf('reader@example.org'))).toBe('pending');
    // Only a hash of the link's token is stored.
    const row = JSON.stringify((await sqlRow(t.db, 'SELECT * FROM newsletter_subscriptions')));
    expect(row).not.toContain(tokenOf((await confirmLink())));
    const [times] = await t.db.select({ subscribedAt: newsletterSubscriptions.subscribedAt, expiresAt: newsletterSubscriptions.confirmExpiresAt }).from(newsletterSubscriptions);
    expect(times!.expiresAt!.getTime() - times!.subscribedAt.getTime()).toBe(NEWSLETTER_CONFIRM_TTL_MS);
  });

  it('sends nothing for an address already pending, with the same answer, and does not change its topics', async () => {
    const first = await subscribe('reader@example.org', ['health']);
    const again = await subscribe('READER@example.org', ['finance']);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual({ message: SUBSCRIBE_SUCCESS_MESSAGE, interests: ['finance'] });
    expect((await mail())).toHaveLength(1);
    expect(parsed(await sqlValue(t.db, 'SELECT interests FROM newsletter_subscriptions'))).toEqual(['health']);
  });

  it('keeps Idempotency-Key replays: the stored answer, nothing written twice', async () => {
    const key = 'newsletter-key-0123456789';
    const first = await subscribe('reader@example.org', ['health'], { 'Idempotency-Key': key });
    const replay = await subscribe('reader@example.org', ['health'], { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect((await subscribe('other@example.org', [], { 'Idempotency-Key': key })).status).toBe(422);
    expect((await mail())).toHaveLength(1);
  });

  it('refuses an empty email and unknown interests, and records nothing', async () => {
    const empty = await subscribe(' ');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Please enter your email address.');
    expect((await subscribe('a@example.org', ['gossip'])).status).toBe(400);
    expect((await sqlCount(t.db, 'SELECT count(*) FROM newsletter_subscriptions'))).toBe(0);
    expect((await mail())).toHaveLength(0);
  });

  it('refuses sign-ups from other sites', async () => {
    expect((await subscribe('x@example.org', [], { Origin: 'https://mail.example.com' })).status).toBe(403);
  });
});

describe('confirming', () => {
  it('is a subscriber (admin list, count and CSV) only after the confirmation page’s button; opening the link changes nothing', async () => {
    await subscribe('reader@example.org', ['health']);
    expect(await adminList()).toMatchObject({ count: 0, emails: [], total: 0 });
    expect((await adminList()).csv).not.toContain('reader@example.org');

    // What a mail scanner does: open the link. A page with a button, and nothing changed.
    const page = await app.request((await confirmLink()));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('Confirm my subscription');
    expect(html).toContain('<form method="post" action="/api/newsletter/confirm?lang=en"');
    expect((await statusOf('reader@example.org'))).toBe('pending');
    expect((await adminList()).count).toBe(0);

    // The button, posted from another site or as JSON: refused.
    expect((await pressConfirm(tokenOf((await confirmLink())), { Origin: 'https://evil.example' })).status).toBe(403);
    const asJson = await app.request(`${ORIGIN}/api/newsletter/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify({ token: tokenOf((await confirmLink())) }) });
    expect(asJson.status).toBe(415);
    expect((await statusOf('reader@example.org'))).toBe('pending');

    const done = await pressConfirm(tokenOf((await confirmLink())));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are subscribed');
    expect((await statusOf('reader@example.org'))).toBe('active');
    const after = await adminList();
    expect(after).toMatchObject({ count: 1, emails: ['reader@example.org'], total: 1 });
    expect(after.csv).toContain('reader@example.org,health,');

    // The link is used up.
    const reused = await pressConfirm(tokenOf((await confirmLink())));
    expect(reused.status).toBe(404);
    expect(await reused.text()).toContain('This link cannot be used');
    expect((await app.request((await confirmLink()))).status).toBe(404);
  });

  it('does nothing with an expired link, and says so plainly', async () => {
    await subscribe('reader@example.org');
    await t.db.update(newsletterSubscriptions).set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    const page = await app.request((await confirmLink()));
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This link has expired');
    expect(html).toContain('Nothing was changed');
    expect(html).not.toContain('<form');
    expect((await pressConfirm(tokenOf((await confirmLink())))).status).toBe(410);
    expect((await statusOf('reader@example.org'))).toBe('pending');
    expect((await adminList()).count).toBe(0);
  });

  it('says plainly when a link is unknown or malformed', async () => {
    for (const token of ['not-a-real-token-1234567', 'x', '']) {
      const res = await app.request(`${ORIGIN}/api/newsletter/confirm?token=${token}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This link cannot be used');
    }
    expect((await pressConfirm('not-a-real-token-1234567')).status).toBe(404);
  });
});

describe('unsubscribing', () => {
  it('sends nothing to an unsubscribed address signing up again, with the same answer', async () => {
    await subscribe('reader@example.org');
    await pressConfirm(tokenOf((await confirmLink())));
    const stop = /(http\S+\/api\/newsletter\/unsubscribe\?token=\S+)/.exec((await mail())[0]!.text)![1]!;
    // Opening the link (as a mail scanner does) changes nothing: its page has a button.
    const page = await app.request(stop);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect((await statusOf('reader@example.org'))).toBe('active');
    const pressed = await app.request(stop, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body: 'page=1' });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('You are unsubscribed');
    expect((await statusOf('reader@example.org'))).toBe('unsubscribed');

    const again = await subscribe('reader@example.org', ['rights']);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: SUBSCRIBE_SUCCESS_MESSAGE, interests: ['rights'] });
    expect((await mail())).toHaveLength(1);
    expect((await statusOf('reader@example.org'))).toBe('unsubscribed');
    expect((await adminList()).count).toBe(0);
  });

  it('lets the confirmation email’s one-click link refuse the sign-up for good: no purge, no new email, no confirming', async () => {
    await subscribe('reader@example.org');
    const stop = /(http\S+\/api\/newsletter\/unsubscribe\?token=\S+)/.exec((await mail())[0]!.text)![1]!;
    // RFC 8058: the mail provider POSTs from its own servers.
    const oneClick = await app.request(stop, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.com', 'Sec-Fetch-Site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await statusOf('reader@example.org'))).toBe('unsubscribed');
    expect((await pressConfirm(tokenOf((await confirmLink())))).status).toBe(404);
    expect(await purgeUnconfirmed(t.db, new Date(Date.now() + 2 * NEWSLETTER_PENDING_KEEP_MS))).toBe(0);
    await subscribe('reader@example.org');
    expect((await mail())).toHaveLength(1);
  });

  it('says plainly when an unsubscribe link is not valid', async () => {
    const res = await app.request(`${ORIGIN}/api/newsletter/unsubscribe?token=not-a-real-token-123`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/not valid/);
    const post = await app.request(`${ORIGIN}/api/newsletter/unsubscribe?token=not-a-real-token-123`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(post.status).toBe(404);
  });
});

describe('forgetting unconfirmed addresses', () => {
  const DAY_MS = 24 * 60 * 60_000;
  const signUpAt = (email: string, at: Date) =>
    transaction(t.db, (tx) => requestSubscription(tx, { email, interests: [] }, { confirm: (x) => `${ORIGIN}/c?token=${x}`, unsubscribe: (x) => `${ORIGIN}/u?token=${x}` }, 'en', at));

  it('removes addresses still pending after 7 days; confirmed and unsubscribed ones stay', async () => {
    const start = new Date('2026-11-01T12:00:00Z');
    expect(await signUpAt('old@example.org', start)).toBe(true);
    expect(await signUpAt('kept@example.org', start)).toBe(true);
    expect(await signUpAt('newer@example.org', new Date(start.getTime() + 3 * DAY_MS))).toBe(true);
    (await sqlRun(t.db, "UPDATE newsletter_subscriptions SET status = 'active' WHERE email = 'kept@example.org'"));
    await t.db.insert(newsletterSubscriptions).values({ id: 'x', email: 'gone@example.org', status: 'unsubscribed', subscribedAt: new Date(start.getTime() - 30 * DAY_MS) });

    expect(await purgeUnconfirmed(t.db, new Date(start.getTime() + 7 * DAY_MS - 1))).toBe(0);
    expect(await purgeUnconfirmed(t.db, new Date(start.getTime() + 7 * DAY_MS + 1))).toBe(1);
    expect((await statusOf('old@example.org'))).toBeUndefined();
    expect((await statusOf('newer@example.org'))).toBe('pending');
    expect(await purgeUnconfirmed(t.db, new Date(start.getTime() + 10 * DAY_MS + 1))).toBe(1);
    expect((await sqlColumn(t.db, 'SELECT email FROM newsletter_subscriptions ORDER BY email'))).toEqual(['gone@example.org', 'kept@example.org']);
    // Forgotten, the address may be signed up again (one new email, a week after the first at the earliest).
    expect(await signUpAt('old@example.org', new Date(start.getTime() + 8 * DAY_MS))).toBe(true);
  });

  it('runs at start and on its timer with the clock it is given, logging a count and never an address', async () => {
    const start = new Date('2026-11-01T12:00:00Z');
    await signUpAt('old@example.org', start);
    let now = new Date(start.getTime() + DAY_MS);
    const lines: string[] = [];
    const stop = await startNewsletterPurge(t.db, { everyMs: 20, now: () => now, log: (l) => lines.push(l) });
    try {
      expect((await statusOf('old@example.org'))).toBe('pending');
      now = new Date(start.getTime() + 8 * DAY_MS);
      await expect.poll(async () => (await statusOf('old@example.org'))).toBeUndefined();
      expect(lines).toEqual(['Newsletter: forgot 1 address never confirmed.']);
    } finally {
      stop();
    }
  });
});

describe('the migration to double opt-in', () => {
  // SQLite's own: an older SQLite file brought up to date by its migrations (0010). PostgreSQL's schema began with
  // double opt-in, so it has no such migration nor older rows to keep; and this process opens no SQLite file there.
  it.skipIf(onPostgres)('keeps active subscribers active and unsubscribed ones unsubscribed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'whs-migrate-'));
    try {
      // The migrations as they were before double opt-in, applied to a database holding older rows.
      const before = join(dir, 'migrations');
      cpSync(projectPath('api', 'db', 'migrations'), before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const cut = journal.entries.findIndex((e) => e.tag === '0010_newsletter_double_opt_in');
      expect(cut).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
      const path = join(dir, 'old.db');
      const old = new Database(path);
      migrate(drizzle(old), { migrationsFolder: before });
      old.prepare("INSERT INTO newsletter_subscriptions (id, email, is_active, unsubscribe_token) VALUES ('a', 'active@example.org', 1, 'tok-a-0123456789abcdef'), ('b', 'left@example.org', 0, 'tok-b-0123456789abcdef')").run();
      old.close();

      const db = openDb(path);
      const rows = (await sqlRows(db, 'SELECT email, status, unsubscribe_token FROM newsletter_subscriptions ORDER BY email'));
      db.$client.close();
      expect(rows).toEqual([
        { email: 'active@example.org', status: 'active', unsubscribe_token: 'tok-a-0123456789abcdef' },
        { email: 'left@example.org', status: 'unsubscribed', unsubscribe_token: 'tok-b-0123456789abcdef' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
