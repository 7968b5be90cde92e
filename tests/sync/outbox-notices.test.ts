// "Sent" notices and failure counts against the real app: a form delivered later leaves one small notice (kind,
// label, time; never what she wrote), told by one page only and gone when dismissed or erased; her own Send leaves
// none; page and worker replaying together still make one notice; failures are counted with what the server said.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { waitingNote, type Say } from '../../shared/outbox/notices.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { enqueue, replayOutbox, sendItem } from '../../web/local/outbox.ts';
import { claimUntoldNotices, dismissNotice, listNotices } from '../../web/local/outbox-notices.ts';
import { eraseEverythingOnThisDevice } from '../../web/local/private-store.ts';
import { sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

const say: Say = (id, values) => serverMessage('en', id, values);

let server: TempDb;
let name: string;
let device: DeviceDb;
let mode: 'online' | 'offline' | 'down' | 'slow';
const handles: DeviceDb[] = [];

function open(dbName = name): DeviceDb {
  const d = new DeviceDb(dbName);
  handles.push(d);
  return d;
}

beforeEach(async () => {
  server = await tempDb();
  name = `notices-${Math.random()}`;
  device = open();
  mode = 'online';
});
afterEach(async () => {
  for (const d of handles.splice(0)) d.close();
  await new DeviceDb(name).delete();
  await server.close();
});

const ORIGIN = 'http://localhost';
const SENT_AT = Date.UTC(2026, 2, 3, 14, 2);
function deps(database: DeviceDb = device) {
  const app = createApp({ db: server.db, writeLimit: { limit: 10_000, windowMs: 60_000 } });
  return {
    db: database,
    now: () => SENT_AT,
    fetch: async (url: string, init?: RequestInit) => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      if (mode === 'down') return new Response(JSON.stringify({ message: 'Down for maintenance' }), { status: 503 });
      if (mode === 'slow') await new Promise((r) => setTimeout(r, 50));
      return app.request(`${ORIGIN}${url}`, { ...init, headers: { ...(init?.headers as Record<string, string>), Origin: ORIGIN } });
    },
  };
}
const rows = async () => Number((await sqlCount(server.db, 'SELECT count(*) FROM contact_messages')));
const message = (subject: string) => ({
  kind: 'contact' as const,
  url: '/api/contact',
  body: { name: 'A. Person', email: 'a.person@example.org', subject, category: 'general', message: 'Where can I stay tonight?' },
  label: `Message: ${subject}`,
});

describe('a form delivered later', () => {
  it('leaves one notice with kind, label and time only; her own Send leaves none', async () => {
    mode = 'offline';
    const queued = await enqueue(message('Later'), deps());
    expect(await sendItem(queued, deps())).toMatchObject({ kind: 'kept' });
    mode = 'online';
    expect((await replayOutbox(deps())).sent).toHaveLength(1);
    const stored = await device.sentNotices.toArray();
    expect(stored).toEqual([{ id: queued.id, kind: 'contact', label: 'Message: Later', sentAt: SENT_AT }]);
    expect(JSON.stringify(stored)).not.toMatch(/Where can I stay|a\.person@/);

    const now = await enqueue(message('Now'), deps());
    expect(await sendItem(now, deps())).toMatchObject({ kind: 'sent' });
    expect(await device.sentNotices.count()).toBe(1);
    expect((await rows())).toBe(2);
  });

  it('a newsletter signup leaves a newsletter notice; changes to her account leave none', async () => {
    await enqueue({ kind: 'newsletter', url: '/api/newsletter/subscribe', body: { email: 'reader@example.org', interests: [] }, label: 'Newsletter signup' }, deps());
    await enqueue({ kind: 'account', method: 'PUT', url: '/api/user/preferences', body: {}, label: 'Preferences', owner: 'nobody' }, deps());
    await replayOutbox(deps());
    expect(await listNotices(device)).toEqual([expect.objectContaining({ kind: 'newsletter', label: 'Newsletter signup' })]);
  });

  it('page and worker replaying at once: sent once, one notice', async () => {
    const worker = open();
    const item = await enqueue(message('Both'), deps());
    mode = 'slow';
    // Two contexts (each with its own handle and no shared lock here) send the same item together.
    const outcomes = await Promise.all([sendItem(item, deps(), { tellLater: true }), sendItem(item, deps(worker), { tellLater: true })]);
    expect(outcomes.map((o) => o.kind)).toEqual(['sent', 'sent']);
    expect((await rows())).toBe(1);
    expect(await device.sentNotices.count()).toBe(1);
    expect(await device.outbox.count()).toBe(0);
    // A replay that finishes after she has dismissed the notice does not bring it back.
    await dismissNotice(item.id, device);
    mode = 'online';
    expect(await sendItem(item, deps(worker), { tellLater: true })).toMatchObject({ kind: 'sent' });
    expect(await device.sentNotices.count()).toBe(0);
  });

  it('a replay leaves alone the item her own Send is sending: one answer for it, no notice', async () => {
    const item = await enqueue(message('Pressed'), deps());
    mode = 'slow';
    const [own, replay] = await Promise.all([sendItem(item, deps()), replayOutbox(deps())]);
    expect(own).toMatchObject({ kind: 'sent' });
    expect(replay).toMatchObject({ sent: [], kept: 1 });
    expect(await device.sentNotices.count()).toBe(0);
    expect((await rows())).toBe(1);
  });
});

describe('telling her', () => {
  it('gives each notice to one page only, keeps it listed until dismissed, and a dismissed one stays gone', async () => {
    await enqueue(message('Told once'), deps());
    await replayOutbox(deps());
    const otherTab = open();
    const [a, b] = await Promise.all([claimUntoldNotices(device, 1), claimUntoldNotices(otherTab, 2)]);
    expect([...a, ...b].map((n) => n.label)).toEqual(['Message: Told once']);
    expect(await claimUntoldNotices(device, 3)).toEqual([]);
    const [shown] = await listNotices(device);
    expect(shown).toMatchObject({ label: 'Message: Told once', toldAt: expect.any(Number) });
    await dismissNotice(shown!.id, device);
    expect(await listNotices(open())).toEqual([]);
  });

  it('ignores a stored notice that is not one (altered or from another version)', async () => {
    await device.sentNotices.bulkPut([
      { id: 'ok', kind: 'contact', label: 'Message: fine', sentAt: 1 },
      // @ts-expect-error: what an altered device might hold
      { id: 'bad', kind: 'contact', label: 'Message: no time', sentAt: 'yesterday' },
    ]);
    expect((await claimUntoldNotices(device)).map((n) => n.id)).toEqual(['ok']);
    expect((await listNotices(device)).map((n) => n.id)).toEqual(['ok']);
  });

  it('"Erase from this device" takes the notices with everything else', async () => {
    const onDevice = open('women-help');
    await onDevice.sentNotices.put({ id: 'x', kind: 'contact', label: 'Message: erased', sentAt: 1 });
    const report = await eraseEverythingOnThisDevice({ close: [onDevice], caches: null, localStorage: null, sessionStorage: null, serviceWorker: null });
    expect(report.databases).toContain('women-help');
    expect(await open('women-help').sentNotices.count()).toBe(0);
  });
});

describe('a form that keeps failing', () => {
  it('counts each failure with what the server said, and says "Not sent yet" on a 5xx or after 3 attempts', async () => {
    const item = await enqueue(message('Failing'), deps());
    mode = 'offline';
    for (let i = 0; i < 2; i++) await replayOutbox(deps());
    let stored = await device.outbox.get(item.id);
    expect(stored).toMatchObject({ attempts: 2, lastError: 'No connection' });
    expect(waitingNote(stored!, say)).toMatchObject({ stuck: false });
    await replayOutbox(deps());
    stored = await device.outbox.get(item.id);
    expect(waitingNote(stored!, say)?.text).toBe('Not sent yet: the server could not be reached (tried 3 times). It will be tried again when you are back online.');

    mode = 'down';
    await replayOutbox(deps());
    stored = await device.outbox.get(item.id);
    expect(stored).toMatchObject({ attempts: 4, lastStatus: 503, lastError: 'Down for maintenance' });
    expect(waitingNote(stored!, say)).toEqual({ stuck: true, text: 'Not sent yet: the server did not accept it (tried 4 times). It will be tried again.', reason: 'Down for maintenance' });

    // No connection again: the status of an answer that no longer stands is dropped.
    mode = 'offline';
    await replayOutbox(deps());
    stored = await device.outbox.get(item.id);
    expect(stored?.lastStatus).toBeUndefined();
    expect(stored).toMatchObject({ attempts: 5, lastError: 'No connection' });

    mode = 'online';
    await replayOutbox(deps());
    expect(await device.outbox.count()).toBe(0);
    expect(await device.sentNotices.count()).toBe(1);
    expect((await rows())).toBe(1);
  });

  it('a 4xx still removes the item and gives the reason, with no notice', async () => {
    await enqueue({ ...message('Refused'), body: { ...message('Refused').body, email: '' } }, deps());
    const report = await replayOutbox(deps());
    expect(report.rejected).toEqual([expect.objectContaining({ message: 'Please fill in all required fields.' })]);
    expect(await device.outbox.count()).toBe(0);
    expect(await device.sentNotices.count()).toBe(0);
  });
});
