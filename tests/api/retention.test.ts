// Data retention: the daily clean-up deletes what has served its purpose (handled messages, resolved reports, mail,
// stored write answers, ended sessions, expired sign-in state and sign-ins never finished) and keeps what someone still has to act on.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { applyRetention, RETENTION_DEFAULTS, startRetention } from '../../api/ops/retention.ts';
import { contactMessages, endedSessions, idempotencyKeys, idpStore, listingReports, listingSuggestions, outboundMail, pendingSignIns, sessions, users } from '../../api/db/tables.ts';
import { onPostgres } from '../../api/db/client.ts';
import { inFileBytes, sqlColumn, sqlRun, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const ids = (table: string) => sqlColumn(t.db, `SELECT id FROM ${table} ORDER BY id`);

it('deletes what is past its time, and keeps what someone must still read', async () => {
  const msg = (id: string, createdAt: Date, handledAt: Date | null) =>
    t.db.insert(contactMessages).values({ id, name: 'N', email: 'n@example.org', subject: 's', category: 'general', priority: 'normal', message: 'm', createdAt, handledAt });
  await msg('m-old-handled', daysAgo(200), daysAgo(190));
  await msg('m-old-unhandled', daysAgo(400), null);
  await msg('m-new-handled', daysAgo(10), daysAgo(5));

  const report = (id: string, resolvedAt: Date | null) => t.db.insert(listingReports).values({ id, resourceId: 'x', problem: 'number', createdAt: daysAgo(500), resolvedAt });
  await report('r-old-resolved', daysAgo(400));
  await report('r-open', null);
  await report('r-recent-resolved', daysAgo(30));

  // Suggestions go after a set time whatever became of them (90 days by default), open ones too.
  const suggestion = (id: string, createdAt: Date, status: 'open' | 'published' | 'declined') =>
    t.db.insert(listingSuggestions).values({ id, name: 'A service', about: 'Helps', area: 'Madison County, TN', website: 'https://example.org', status, createdAt });
  await suggestion('sg-old-open', daysAgo(100), 'open');
  await suggestion('sg-old-published', daysAgo(91), 'published');
  await suggestion('sg-new-declined', daysAgo(10), 'declined');

  const mail = (id: string, status: 'sent' | 'pending', createdAt: Date, sentAt: Date | null) =>
    t.db.insert(outboundMail).values({ id, kind: 'contact-staff', to: 'a@example.org', subject: 's', text: 't', status, createdAt, sentAt });
  await mail('mail-sent-old', 'sent', daysAgo(9), daysAgo(8));
  await mail('mail-sent-new', 'sent', daysAgo(2), daysAgo(2));
  await mail('mail-pending-old', 'pending', daysAgo(31), null);
  await mail('mail-pending-new', 'pending', daysAgo(3), null);

  await t.db.insert(idempotencyKeys).values({ key: 'k-old', scope: 'POST /api/contact', requestHash: 'h', status: 201, response: '{}', createdAt: daysAgo(91) });
  await t.db.insert(idempotencyKeys).values({ key: 'k-new', scope: 'POST /api/contact', requestHash: 'h', status: 201, response: '{}', createdAt: daysAgo(1) });

  await t.db.insert(users).values({ id: 'u1', issuer: 'https://id.example.org', subject: 'u1' });
  await t.db.insert(sessions).values({ id: 's-expired', userId: 'u1', expiresAt: daysAgo(1) });
  await t.db.insert(sessions).values({ id: 's-live', userId: 'u1', expiresAt: daysAgo(-5) });
  await t.db.insert(endedSessions).values({ id: 'e-old', reason: 'signed-out-everywhere', expiresAt: daysAgo(1) });
  await t.db.insert(endedSessions).values({ id: 'e-live', reason: 'signed-out-everywhere', expiresAt: daysAgo(-1) });
  await t.db.insert(idpStore).values({ model: 'Interaction', id: 'i-old', payload: {}, expiresAt: daysAgo(1) });
  await t.db.insert(idpStore).values({ model: 'Interaction', id: 'i-live', payload: {}, expiresAt: daysAgo(-1) });
  const pending = (idHash: string, expiresAt: Date, seq: number) => t.db.insert(pendingSignIns).values({ idHash, client: 'c', network: 'n', seq, entry: {}, expiresAt });
  await pending('p-old', daysAgo(1), 1);
  await pending('p-live', daysAgo(-0.001), 2);

  const removed = await applyRetention(t.db, RETENTION_DEFAULTS, NOW);
  expect(removed).toEqual({ contactMessages: 1, listingReports: 1, listingSuggestions: 2, outboundMail: 2, idempotencyKeys: 1, sessions: 1, endedSessions: 1, signInState: 1, pendingSignIns: 1 });
  expect(await ids('contact_messages')).toEqual(['m-new-handled', 'm-old-unhandled']);
  expect(await ids('listing_reports')).toEqual(['r-open', 'r-recent-resolved']);
  expect(await ids('listing_suggestions')).toEqual(['sg-new-declined']);
  expect(await ids('outbound_mail')).toEqual(['mail-pending-new', 'mail-sent-new']);
  expect(await sqlColumn(t.db, 'SELECT key FROM idempotency_keys')).toEqual(['k-new']);
  expect(await ids('sessions')).toEqual(['s-live']);
  expect(await ids('ended_sessions')).toEqual(['e-live']);
  expect(await ids('idp_store')).toEqual(['i-live']);
  expect(await sqlColumn(t.db, 'SELECT id_hash FROM pending_sign_ins')).toEqual(['p-live']);

  // A second run has nothing left to do.
  expect(Object.values(await applyRetention(t.db, RETENTION_DEFAULTS, NOW)).every((n) => n === 0)).toBe(true);
});

it('follows a shorter policy when the operator sets one', async () => {
  await t.db.insert(contactMessages).values({ id: 'm', name: 'N', email: 'n@example.org', subject: 's', category: 'general', priority: 'normal', message: 'm', createdAt: daysAgo(40), handledAt: daysAgo(39) });
  expect((await applyRetention(t.db, { ...RETENTION_DEFAULTS, contactDays: 30 }, NOW)).contactMessages).toBe(1);
});

it('logs what the daily clean-up removed, and a failure as an error naming its kind, not its query', async () => {
  await t.db.insert(idempotencyKeys).values({ key: 'k-old', scope: 'POST /api/contact', requestHash: 'h', status: 201, response: '{}', createdAt: daysAgo(91) });
  const said: { line: string; level: string | undefined }[] = [];
  const stop = await startRetention(t.db, RETENTION_DEFAULTS, (line, level) => said.push({ line, level }));
  stop();
  expect(said).toEqual([{ line: 'Retention: removed 1 idempotencyKeys.', level: undefined }]);

  // A table gone (a damaged database): the round fails, and says so as an error.
  await sqlRun(t.db, 'DROP TABLE listing_reports');
  said.length = 0;
  (await startRetention(t.db, RETENTION_DEFAULTS, (line, level) => said.push({ line, level })))();
  const kind = onPostgres ? 'DrizzleQueryError caused by DatabaseError (42P01)' : 'SqliteError (SQLITE_ERROR)';
  expect(said).toEqual([{ line: `Retention clean-up failed (it runs again tomorrow): ${kind}`, level: 'error' }]);
});

// SQLite's file: PostgreSQL's deleted rows are VACUUM's to overwrite (autovacuum), not the application's.
it.skipIf(onPostgres)('leaves nothing of what it deleted readable in the database file or its write-ahead log', async () => {
  const words = 'My partner reads my texts; please write only to this address';
  await t.db.insert(contactMessages).values({ id: 'm-gone', name: 'N', email: 'hidden.reader@example.org', subject: 's', category: 'general', priority: 'normal', message: words, createdAt: daysAgo(200), handledAt: daysAgo(190) });
  // Written into the file itself first, as a long-running server's would be.
  t.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  expect((await applyRetention(t.db, RETENTION_DEFAULTS, NOW)).contactMessages).toBe(1);
  expect(inFileBytes(t.path, words)).toBe(0);
  expect(inFileBytes(t.path, 'hidden.reader@example.org')).toBe(0);
});
