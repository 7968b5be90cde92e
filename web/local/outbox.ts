// The outbox: forms are written here first, with a fresh Idempotency-Key, then sent. A network failure or a 5xx keeps
// the item for a later replay (on start, on `online`, or by the service worker's Background Sync); a 4xx removes it
// and says why. An item delivered by a replay leaves a small "sent" notice (kind, label, time) for the page to tell her.
// Used by the pages and by the service worker, so no DOM here.
import { isLocale, localeOfPath, type Locale } from '../../shared/locale.ts';
import { isNoticeKind, NO_CONNECTION } from '../../shared/outbox/notices.ts';
import { db as defaultDb, shownOnceStored, type DeviceDb, type OutboxItem } from './db.ts';

export type { OutboxItem };

export type SendOutcome =
  | { kind: 'sent'; body: unknown }
  | { kind: 'rejected'; status: number; message: string }
  | { kind: 'kept'; reason: 'offline' | 'server' };

export interface OutboxDeps {
  db?: DeviceDb;
  /**
   * Keep refused items instead of removing them (the service worker, with no page open to say why): the next
   * replay from a page meets the refusal again, removes the item and tells her.
   */
  keepRefused?: boolean;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  now?: () => number;
}

export const OUTBOX_SYNC_TAG = 'outbox';

export type NewItem = Pick<OutboxItem, 'kind' | 'url' | 'body' | 'label' | 'method' | 'owner' | 'lang' | 'change'>;

/** The language of the page this runs on (a document's address says it); none in a worker. */
function pageLocale(): Locale | undefined {
  return 'document' in globalThis ? localeOfPath(globalThis.location.pathname) : undefined;
}

/** A new outbox entry (for writing inside a caller's own transaction, e.g. with the change it carries), in the page's language unless told. */
export function outboxRecord(item: NewItem, now: () => number = Date.now): OutboxItem {
  const lang = item.lang ?? pageLocale();
  return { ...item, ...(lang ? { lang } : {}), id: crypto.randomUUID(), createdAt: now(), attempts: 0 };
}

/** How long her own Send holds a new item against replays elsewhere (past it, a Send that died is replayed). */
export const SEND_CLAIM_MS = 30_000;

/**
 * Writes a submission to the device; nothing has been sent yet when this resolves. `sendingNow`: her own Send
 * (sendItem) follows at once, and replays elsewhere leave the item to it meanwhile.
 */
export async function enqueue(item: NewItem, deps: OutboxDeps = {}, { sendingNow = false }: { sendingNow?: boolean } = {}): Promise<OutboxItem> {
  const record = outboxRecord(item, deps.now);
  const stored: OutboxItem = sendingNow ? { ...record, claimedUntil: record.createdAt + SEND_CLAIM_MS } : record;
  const database = deps.db ?? defaultDb;
  await shownOnceStored(database, database.outbox, () => database.outbox.add(stored));
  return stored;
}

/** The `message` of a JSON answer, if it has one (the server says it in the language the item was sent in). */
export function serverMessageOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;
}

async function messageOf(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message;
  } catch {
    // not JSON
  }
  return `${res.status}: ${res.statusText || 'Request refused'}`;
}

export interface SendOptions {
  /**
   * Delivered later, not in the moment she pressed Send: leave a notice for the page to tell her (forms only). Her own
   * Send leaves none: the form answers her itself.
   */
  tellLater?: boolean;
}

/** Items this context is sending right now (her own Send): a replay leaves them alone, so one item gets one answer. */
const inFlight = new Set<string>();

/** Sends one item. Sent and refused items leave the outbox; anything else keeps it, with the attempt counted. */
export async function sendItem(item: OutboxItem, deps: OutboxDeps = {}, options: SendOptions = {}): Promise<SendOutcome> {
  inFlight.add(item.id);
  try {
    return await send(item, deps, options);
  } finally {
    inFlight.delete(item.id);
  }
}

async function send(item: OutboxItem, deps: OutboxDeps, { tellLater = false }: SendOptions): Promise<SendOutcome> {
  const database = deps.db ?? defaultDb;
  const doFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  let res: Response;
  try {
    const method = item.method ?? 'POST';
    res = await doFetch(item.url, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        'Idempotency-Key': item.id,
        // Whose change this is: the server refuses it under anyone else's session (it then waits for her).
        ...(item.owner ? { 'X-Account': item.owner } : {}),
        // The language it was written in, whoever replays it: the answer, her stored message and her emails use it.
        ...(isLocale(item.lang) ? { 'Accept-Language': item.lang } : {}),
      },
      ...(method === 'DELETE' ? {} : { body: JSON.stringify(item.body) }),
    });
  } catch {
    await shownOnceStored(database, database.outbox, () => database.outbox.update(item.id, { attempts: item.attempts + 1, lastError: NO_CONNECTION, lastStatus: undefined, claimedUntil: undefined }));
    return { kind: 'kept', reason: 'offline' };
  }
  // A removal that finds nothing was already applied (its first answer was lost on the way back).
  if (res.ok || (item.method === 'DELETE' && res.status === 404)) {
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      // an empty answer is fine
    }
    const sentAt = (deps.now ?? Date.now)();
    await database.transaction('rw', database.outbox, database.sentNotices, async () => {
      // Only the send that takes it out of the outbox leaves a notice: one notice per item, whoever else replayed it.
      const waiting = await database.outbox.get(item.id);
      await database.outbox.delete(item.id);
      if (waiting && tellLater && isNoticeKind(item.kind)) await database.sentNotices.put({ id: item.id, kind: item.kind, label: item.label, sentAt });
    });
    return { kind: 'sent', body };
  }
  const message = await messageOf(res);
  // 408 and 429 are "try later", like a 5xx: the item is kept. So is a change to her account while her session has
  // ended: it waits until she signs in again.
  if (res.status >= 500 || res.status === 408 || res.status === 429 || (item.kind === 'account' && res.status === 401)) {
    await shownOnceStored(database, database.outbox, () => database.outbox.update(item.id, { attempts: item.attempts + 1, lastError: message, lastStatus: res.status, claimedUntil: undefined }));
    return { kind: 'kept', reason: 'server' };
  }
  await shownOnceStored(database, database.outbox, async () => {
    if (deps.keepRefused) await database.outbox.update(item.id, { attempts: item.attempts + 1, lastError: message, lastStatus: res.status, claimedUntil: undefined });
    else await database.outbox.delete(item.id);
  });
  return { kind: 'rejected', status: res.status, message };
}

export interface ReplayReport {
  sent: OutboxItem[];
  rejected: { item: OutboxItem; message: string }[];
  kept: number;
}

let running: Promise<ReplayReport> | undefined;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** One replay at a time across the page and the service worker (Web Locks, where the browser has them). */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks ? locks.request('women-help-outbox', work) : work();
}

/**
 * Sends everything waiting, oldest first; stops at the first connection failure. Changes to her account go strictly
 * in order: once one of them has to wait, the ones after it wait too (a removal must not overtake the save it undoes).
 * One replay at a time.
 */
export function replayOutbox(deps: OutboxDeps = {}): Promise<ReplayReport> {
  if (running) return running;
  running = exclusively(async () => {
    const database = deps.db ?? defaultDb;
    const report: ReplayReport = { sent: [], rejected: [], kept: 0 };
    const items = await database.outbox.orderBy('createdAt').toArray();
    const now = (deps.now ?? Date.now)();
    let accountBlocked = false;
    for (const [i, item] of items.entries()) {
      // Her own Send has it, here or in another context (the page, while a worker replays): one item, one request.
      const claimed = inFlight.has(item.id) || (item.claimedUntil !== undefined && item.claimedUntil > now);
      if ((item.kind === 'account' && accountBlocked) || claimed) {
        report.kept++;
        if (item.kind === 'account') accountBlocked = true;
        continue;
      }
      const outcome = await sendItem(item, deps, { tellLater: true });
      if (outcome.kind === 'sent') report.sent.push(item);
      else if (outcome.kind === 'rejected') report.rejected.push({ item, message: outcome.message });
      else {
        report.kept++;
        if (item.kind === 'account') accountBlocked = true;
        if (outcome.reason === 'offline') {
          report.kept += items.length - i - 1;
          break;
        }
      }
    }
    return report;
  }).finally(() => {
    running = undefined;
  });
  return running;
}

export async function removeFromOutbox(id: string, deps: OutboxDeps = {}): Promise<void> {
  const database = deps.db ?? defaultDb;
  await shownOnceStored(database, database.outbox, () => database.outbox.delete(id));
}
