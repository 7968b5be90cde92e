// Screens read the directory from the device through these hooks; the sync engine keeps it fresh.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CategoryKey } from '../../shared/categories.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { sortByTitle } from '../../shared/search/rank.ts';
import { db } from './db.ts';
import { useDeviceQuery } from './live-query.ts';

/** Resources of one category sorted by title; `undefined` while the device is being read. */
export function useResourcesByCategory(category: CategoryKey, limit?: number): Resource[] | undefined {
  return useDeviceQuery(async () => {
    const rows = await db.resources.where('category').equals(category).sortBy('title');
    return limit === undefined ? rows : rows.slice(0, limit);
  }, [category, limit]);
}

/** Every resource on the device, sorted by title. */
export function useAllResources(): Resource[] | undefined {
  return useDeviceQuery(() => db.resources.toArray().then(sortByTitle), []);
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
