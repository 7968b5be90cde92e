// The built-in directories on the device: pulled like the resource directory (whole set first, then changes since the
// cursor) when their page opens and whenever the connection returns, and read from Dexie by the screens.
import { useLiveQuery } from './live-query.ts';
import { useDeviceQuery } from './live-query.ts';
import { useEffect, useState } from 'react';
import { DIRECTORY_COLLECTIONS, directoryChangesSchema, type DirectoryCollection } from '../../shared/directories/collections.ts';
import type { BusinessOwner, FundingSource, Organization } from '../../shared/directories/schemas.ts';
import { db as defaultDb, type DeviceDb } from './db.ts';
import type { SyncOutcome } from './sync.ts';

interface Entries {
  organizations: Organization;
  'funding-sources': FundingSource;
  'business-owners': BusinessOwner;
}

const TABLE = { organizations: 'organizations', 'funding-sources': 'fundingSources', 'business-owners': 'businessOwners' } as const;

export interface DirectorySyncDeps {
  db?: DeviceDb;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  baseUrl?: string;
  now?: () => number;
}

export async function syncDirectory(collection: DirectoryCollection, deps: DirectorySyncDeps = {}): Promise<SyncOutcome> {
  const database = deps.db ?? defaultDb;
  const table = database[TABLE[collection]];
  const metaKey = `directory:${collection}`;
  const doFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  const meta = await database.syncMeta.get(metaKey);
  const pull = async (cursor: string) => {
    try {
      return await doFetch(`${deps.baseUrl ?? ''}/api/directories/${collection}/changes?since=${encodeURIComponent(cursor)}`, { headers: { Accept: 'application/json' } });
    } catch {
      return undefined;
    }
  };
  let res = await pull(meta?.cursor ?? '0');
  if (res?.status === 400 && meta) res = await pull('0');
  if (!res) return 'offline';
  if (!res.ok) return 'error';
  const parsed = directoryChangesSchema(DIRECTORY_COLLECTIONS[collection].schema).safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) return 'error';
  const { changes, deleted, cursor, reset } = parsed.data;
  await database.transaction('rw', table, database.syncMeta, async () => {
    if (reset) await table.clear();
    // The schemas differ per table; each row was checked against its own collection's schema above.
    if (changes.length) await (table as unknown as { bulkPut: (rows: unknown[]) => Promise<unknown> }).bulkPut(changes);
    if (deleted.length) await table.bulkDelete(deleted);
    await database.syncMeta.put({ key: metaKey, cursor, syncedAt: (deps.now ?? Date.now)() });
  });
  return changes.length || deleted.length || reset ? 'updated' : 'unchanged';
}

/**
 * A directory as the screens use it: the device's copy (undefined while the database opens), refreshed from the
 * server when the page opens and when the connection returns. `status` says whether the copy could be refreshed.
 */
export function useDirectory<C extends DirectoryCollection>(collection: C): { entries: Entries[C][] | undefined; status: SyncOutcome | 'syncing'; syncedAt: number | undefined } {
  const [status, setStatus] = useState<SyncOutcome | 'syncing'>('syncing');
  useEffect(() => {
    let live = true;
    const run = () => {
      setStatus('syncing');
      void syncDirectory(collection).then((o) => live && setStatus(o));
    };
    run();
    window.addEventListener('online', run);
    return () => {
      live = false;
      window.removeEventListener('online', run);
    };
  }, [collection]);
  const entries = useDeviceQuery(() => defaultDb[TABLE[collection]].toArray() as unknown as Promise<Entries[C][]>, [collection]);
  const meta = useLiveQuery(() => defaultDb.syncMeta.get(`directory:${collection}`), [collection]);
  return { entries, status, syncedAt: meta?.syncedAt };
}
