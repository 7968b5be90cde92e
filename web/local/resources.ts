// Screens read the directory from the device through these hooks; the sync engine keeps it fresh.
import { useLiveQuery } from './live-query.ts';
import type { CategoryKey } from '../../shared/categories.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { sortByTitle } from '../../shared/search/rank.ts';
import { db } from './db.ts';
import { useDeviceQuery } from './live-query.ts';

/**
 * The resources of each of these categories sorted by title, at most `limit` of each, in one live query (one read
 * after each change, one render, however many categories); `undefined` while the device is being read.
 */
export function useResourcesByCategories(categories: readonly CategoryKey[], limit: number): Resource[][] | undefined {
  return useDeviceQuery(
    () => Promise.all(categories.map(async (category) => (await db.resources.where('category').equals(category).sortBy('title')).slice(0, limit))),
    [categories.join(), limit],
  );
}

/** Every resource on the device, sorted by title. */
export function useAllResources(): Resource[] | undefined {
  return useDeviceQuery(() => db.resources.toArray().then(sortByTitle), []);
}

/**
 * Every resource on the device, sorted by title, with when the device last heard from the server about the directory
 * (null if never), read in one transaction. Read apart, the sync's mark could arrive before the listings it wrote,
 * and a directory page showed "0 resources" for a moment on the first visit (and the sections below it jumped).
 */
export function useDirectoryOnDevice(): { resources: Resource[]; syncedAt: number | null } | undefined {
  return useDeviceQuery(
    () =>
      db.transaction('r', db.resources, db.syncMeta, async () => {
        const [rows, meta] = await Promise.all([db.resources.toArray(), db.syncMeta.get('resources')]);
        return { resources: sortByTitle(rows), syncedAt: meta?.syncedAt ?? null };
      }),
    [],
  );
}

/** When the device last heard from the server about the directory, or undefined if never. */
export function useResourcesSyncedAt(): number | null | undefined {
  return useLiveQuery(async () => (await db.syncMeta.get('resources'))?.syncedAt ?? null, []);
}

/** These records in the order asked; ids not on the device are left out. */
export function useResourcesByIds(ids: readonly string[]): Resource[] | undefined {
  const key = ids.join(',');
  return useDeviceQuery(async () => {
    const rows = await db.resources.bulkGet([...ids]);
    return rows.filter((r): r is Resource => r !== undefined);
  }, [key]);
}

/** Records whose id starts with a prefix (e.g. every statewide coalition, "dv-coalition-"). */
export function useResourcesWithIdPrefix(prefix: string): Resource[] | undefined {
  return useDeviceQuery(() => db.resources.where('id').startsWith(prefix).toArray(), [prefix]);
}
