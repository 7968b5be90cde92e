// The sync engine's pull: directory changes since the device's cursor, checked and written into Dexie. It runs in the
// sync worker (web/local/sync-worker.ts) in the browser, in the page where workers are missing, and in the tests.
import { z } from 'zod';
import { DIRECTORY_NEW_STATES_HEADER, DIRECTORY_STATES_HEADER, resourceChangesSchema, wireResourceSchema, type Resource } from '../../shared/schemas/resource.ts';
import { db as defaultDb, type DeviceDb } from './db.ts';
import { heldStates, wantedLanguages, wantedStates } from './sync-scope.ts';

export type SyncOutcome = 'updated' | 'unchanged' | 'offline' | 'error';

export interface SyncDeps {
  db?: DeviceDb;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** Prefix for API paths; empty in the browser (same origin). */
  baseUrl?: string;
  now?: () => number;
}

const RESOURCES = 'resources';

/**
 * A sync of the directory: one pull of the change feed, or two on a first sync with states to keep already (her place
 * was given before it ended): what every device holds first, then her states' local listings, so no answer carries
 * both and the directory is usable after the first. A device that holds a directory starts over in one pull (another
 * language), so it is never left without her states' listings between two. Never throws: the outcome says what
 * happened.
 */
export async function syncResources(deps: SyncDeps = {}): Promise<SyncOutcome> {
  const database = deps.db ?? defaultDb;
  const states = await wantedStates(database);
  const langs = (await wantedLanguages(database)).join(',');
  let outcome: SyncOutcome;
  if (states.length && !(await database.syncMeta.get(RESOURCES))) {
    const first = await pullOnce(deps, database, [], langs);
    if (first === 'offline' || first === 'error') return first;
    const then = await pullOnce(deps, database, states, langs);
    outcome = then === 'unchanged' ? first : then;
  } else {
    outcome = await pullOnce(deps, database, states, langs);
  }
  // A server that did not send the new states whole (an older one, after a rollback): start over with them.
  if (outcome === 'offline' || outcome === 'error' || (await heldStates(database)).length === states.length) return outcome;
  return pullOnce(deps, database, states, langs, true);
}

/** Whether the device holds a subset of these states in these languages: it then adds to what it holds. */
function grows(meta: { scope?: string; langs?: string } | undefined, states: readonly string[], langs: string): boolean {
  return Boolean(meta) && (meta?.langs ?? '') === langs && (meta?.scope ?? '').split(',').filter(Boolean).every((s) => states.includes(s));
}

async function pullOnce(deps: SyncDeps, database: DeviceDb, states: readonly string[], langs: string, startOver = false): Promise<SyncOutcome> {
  const doFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  const now = deps.now ?? Date.now;
  const meta = await database.syncMeta.get(RESOURCES);
  const scope = states.join(',');
  // States added to those the device holds (she gave a place in a new one): their local listings come whole with
  // what changed since the cursor, and nothing held is downloaded again. Another set of languages, or states it no
  // longer wants: start over with the new set (national listings and those states, in English and those languages).
  const adds = !startOver && grows(meta, states, langs);
  const held = (meta?.scope ?? '').split(',').filter(Boolean);
  const since = adds && meta ? meta.cursor : '0';
  const added = adds ? states.filter((s) => !held.includes(s)).join(',') : '';

  const pull = async (cursor: string) => {
    try {
      // The states she used travel in headers, never in the address: a proxy's log keeps addresses beside hers.
      return await doFetch(`${deps.baseUrl ?? ''}/api/resources/changes?since=${encodeURIComponent(cursor)}${langs ? `&langs=${langs}` : ''}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json', [DIRECTORY_STATES_HEADER]: scope, ...(added && cursor !== '0' ? { [DIRECTORY_NEW_STATES_HEADER]: added } : {}) },
      });
    } catch {
      return undefined;
    }
  };

  let res = await pull(since);
  // A cursor the server no longer understands: start over rather than stay stuck.
  if (res?.status === 400 && meta) res = await pull('0');
  if (!res) return 'offline';
  if (!res.ok) return 'error';

  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return 'error';
  }
  // Checked a slice at a time, yielding between slices: checking a first sync of several hundred listings at once
  // would hold a cheap phone's main thread for most of a second. A bad listing anywhere writes nothing.
  const envelope = changesEnvelopeSchema.safeParse(body);
  if (!envelope.success) return 'error';
  const { changes: raw, deleted, cursor, reset, newStates: filled = [] } = envelope.data;
  const changes: Resource[] = [];
  for (let i = 0; i < raw.length; i += SLICE) {
    const slice = z.array(wireResourceSchema).safeParse(raw.slice(i, i + SLICE));
    if (!slice.success) return 'error';
    changes.push(...slice.data);
    await yieldToMain();
  }
  // Written in one transaction, so every list changes once, from the old directory to the new one; a slice of puts
  // at a time, each issued when the last slice's are done (a task of its own, still in the transaction): the browser
  // copies each listing as it is put, and a first sync's several hundred at once held the main thread 30 to 40 ms
  // here (four times that on a cheap phone).
  await database.transaction('rw', database.resources, database.syncMeta, async () => {
    if (reset) await database.resources.clear();
    for (let i = 0; i < changes.length; i += SLICE) await database.resources.bulkPut(changes.slice(i, i + SLICE));
    if (deleted.length) await database.resources.bulkDelete(deleted);
    // The states it holds now: a new state only once the server says it sent it whole (a server that does not know
    // the header sends changes only: the state is asked for again at the next sync).
    const holds = reset || !added ? scope : states.filter((s) => held.includes(s) || filled.includes(s)).join(',');
    await database.syncMeta.put({ key: RESOURCES, cursor, syncedAt: now(), scope: holds, ...(langs ? { langs } : {}) });
  });
  return changes.length || deleted.length || reset ? 'updated' : 'unchanged';
}

/** Listings checked per slice. */
const SLICE = 100;

/** The change feed's shape, its listings checked slice by slice. */
const changesEnvelopeSchema = resourceChangesSchema.extend({ changes: z.array(z.unknown()) });

/** Lets the browser handle input and paint between slices of work. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
