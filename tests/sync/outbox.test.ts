// The outbox against the real app: written before any network call, kept on failure, removed (with the reason) on a
// 4xx, and applied exactly once by the server however often it is replayed, even when an answer is lost.
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { enqueue, replayOutbox, SEND_CLAIM_MS, sendItem } from '../../web/local/outbox.ts';
import { sqlRows, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

let server: TempDb;
let device: DeviceDb;
let mode: 'online' | 'offline' | 'lose-answer' | 'down';

beforeEach(async () => {
  server = await tempDb();
  device = new DeviceDb(`outbox-${Math.random()}`);
  mode = 'online';
});
afterEach(async () => {
  device.close();
  await device.delete();
  await server.close();
});

const ORIGIN = 'http://localhost';
function deps() {
  const app = createApp({ db: server.db, writeLimit: { limit: 10_000, windowMs: 60_000 } });
  return {
    db: device,
    fetch: async (url: string, init?: RequestInit) => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      if (mode === 'down') return new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 });
      const res = await app.request(`${ORIGIN}${url}`, { ...init, headers: { ...(init?.headers as Record<string, string>), Origin: ORIGIN } });
      // The server did the work, but the answer never reached the device.
      if (mode === 'lose-answer') throw new TypeError('Connection reset');
      return res;
    },
  };
}
const rows = async () => Number((await sqlCount(server.db, 'SELECT count(*) FROM contact_messages')));
const body = (subject: string) => ({ name: 'A', email: 'a@example.org', subject, category: 'general', message: 'Hello' });

describe('the outbox', () => {
  it('writes the item before sending, and removes it once sent', async () => {
    const item = await enqueue({ kind: 'contact', url: '/api/contact', body: body('one'), label: 'Message: one' }, deps());
    expect(await device.outbox.count()).toBe(1);
    expect(await sendItem(item, deps())).toMatchObject({ kind: 'sent' });
    expect(await device.outbox.count()).toBe(0);
    expect((await rows())).toBe(1);
  });

  it('the waiting list shows a new message once it is stored, not a moment before (a page closed then would lose it)', async () => {
    await enqueue({ kind: 'contact', url: '/api/contact', body: body('one'), label: 'first' }, deps());
    let stored = false;
    let shownBeforeStored = false;
    let last = '';
    const shown = liveQuery(() => device.outbox.toArray()).subscribe({
      next: (list) => {
        last = list.map((i) => i.label).sort().join();
        if (list.some((i) => i.label === 'second') && !stored) shownBeforeStored = true;
      },
    });
    try {
      await expect.poll(() => last).toBe('first');
      await enqueue({ kind: 'contact', url: '/api/contact', body: body('two'), label: 'second' }, deps());
      stored = true;
      await expect.poll(() => last).toBe('first,second');
      expect(shownBeforeStored).toBe(false);
    } finally {
      shown.unsubscribe();
    }
  });

  it('keeps the item on a network failure or a 5xx, counting attempts', async () => {
    const item = await enqueue({ kind: 'contact', url: '/api/contact', body: body('kept'), label: 'x' }, deps());
    mode = 'offline';
    expect(await sendItem(item, deps())).toEqual({ kind: 'kept', reason: 'offline' });
    mode = 'down';
    expect(await sendItem({ ...item, attempts: 1 }, deps())).toEqual({ kind: 'kept', reason: 'server' });
    expect(await device.outbox.get(item.id)).toMatchObject({ attempts: 2, lastError: 'Service unavailable' });
    expect((await rows())).toBe(0);
  });

  it('removes an item the server refuses (4xx) and gives its reason', async () => {
    const item = await enqueue({ kind: 'contact', url: '/api/contact', body: { ...body('bad'), email: '' }, label: 'x' }, deps());
    expect(await sendItem(item, deps())).toEqual({ kind: 'rejected', status: 400, message: 'Please fill in all required fields.' });
    expect(await device.outbox.count()).toBe(0);
  });

  it('keeps a refused item when asked to (no page open to say why); the next replay removes it', async () => {
    const item = await enqueue({ kind: 'contact', url: '/api/contact', body: { ...body('bad'), email: '' }, label: 'x' }, deps());
    expect(await sendItem(item, { ...deps(), keepRefused: true })).toMatchObject({ kind: 'rejected' });
    expect(await device.outbox.get(item.id)).toMatchObject({ lastError: 'Please fill in all required fields.' });
    expect((await replayOutbox(deps())).rejected).toHaveLength(1);
    expect(await device.outbox.count()).toBe(0);
  });

  it('leaves an item to her own Send while it is under way elsewhere: one item, one request, and the count of tries true', async () => {
    let requests = 0;
    const counted = { ...deps(), fetch: async (url: string, init?: RequestInit) => (requests++, deps().fetch(url, init)) };
    // Her Send is under way in the page: a replay in another context (the device worker starting) leaves the item alone.
    mode = 'down';
    const item = await enqueue({ kind: 'contact', url: '/api/contact', body: body('busy'), label: 'x' }, counted, { sendingNow: true });
    expect(await replayOutbox(counted)).toEqual({ sent: [], rejected: [], kept: 1 });
    expect(requests).toBe(0);
    // Her Send meets a 503: the item is kept, tried once, and the next replay tries it again.
    expect(await sendItem(item, counted)).toEqual({ kind: 'kept', reason: 'server' });
    expect(await device.outbox.get(item.id)).toMatchObject({ attempts: 1 });
    expect((await replayOutbox(counted)).kept).toBe(1);
    expect(requests).toBe(2);
    expect(await device.outbox.get(item.id)).toMatchObject({ attempts: 2 });
    // A Send that never answered (the page closed mid-way) holds it for a while only.
    const orphan = await enqueue({ kind: 'contact', url: '/api/contact', body: body('orphan'), label: 'y' }, counted, { sendingNow: true });
    mode = 'online';
    expect((await replayOutbox({ ...counted, now: () => orphan.createdAt + SEND_CLAIM_MS + 1 })).sent.map((s) => s.id)).toEqual([item.id, orphan.id]);
    expect((await rows())).toBe(2);
  });

  it('applies an item once even when the answer was lost and it is replayed', async () => {
    await enqueue({ kind: 'contact', url: '/api/contact', body: body('lost answer'), label: 'x' }, deps());
    mode = 'lose-answer';
    expect((await replayOutbox(deps())).kept).toBe(1);
    expect((await rows())).toBe(1);
    mode = 'online';
    expect((await replayOutbox(deps())).sent).toHaveLength(1);
    expect((await rows())).toBe(1);
    expect(await device.outbox.count()).toBe(0);
  });

  it('replays 200 mixed submissions made offline, through failures, each exactly once', async () => {
    const d = deps();
    for (let i = 0; i < 200; i++) {
      if (i % 4 === 0) await enqueue({ kind: 'newsletter', url: '/api/newsletter/subscribe', body: { email: `reader${i}@example.org`, interests: ['health'] }, label: `n${i}` }, d);
      else await enqueue({ kind: 'contact', url: '/api/contact', body: body(`m${i}`), label: `m${i}` }, d);
    }
    // The connection drops and the server fails part-way through several replays.
    let calls = 0;
    const flaky = {
      db: device,
      fetch: async (url: string, init?: RequestInit) => {
        calls++;
        mode = calls % 37 === 0 ? 'offline' : calls % 11 === 0 ? 'lose-answer' : calls % 13 === 0 ? 'down' : 'online';
        return d.fetch(url, init);
      },
    };
    for (let round = 0; round < 200 && (await device.outbox.count()) > 0; round++) await replayOutbox(flaky);
    expect(await device.outbox.count()).toBe(0);
    expect((await rows())).toBe(150);
    expect(Number((await sqlCount(server.db, 'SELECT count(*) FROM newsletter_subscriptions')))).toBe(50);
    const subjects = ((await sqlRows(server.db, 'SELECT subject FROM contact_messages')) as { subject: string }[]).map((r) => r.subject);
    expect(new Set(subjects).size).toBe(150);
  });
});
