// Which listings this device keeps: every national and statewide program, plus the local listings of the states she
// has used here (located, or saved a listing from). With a directory of thousands of local listings the first visit
// downloads none of them; a state's are fetched when she first needs them and then kept, updated by the same
// incremental sync. The states are remembered
// on this device only (Erase removes them), and the server is only ever asked for a state, never her position.
// No React here: the sync worker reads it too.
import { stateName } from '../../shared/us-states.ts';
import { CONTENT_LANGUAGES } from '../../shared/content-languages.ts';
import { db as defaultDb, type DeviceDb } from './db.ts';

/** The syncMeta row holding the states she wants kept ("OH,TX" in `cursor`). */
const SCOPE_KEY = 'resources-scope';
/** The syncMeta row holding the languages of the listings' words she wants kept besides English ("es" in `cursor`). */
const LANGS_KEY = 'resources-langs';
/** The syncMeta row of the directory sync; its `scope` says which states the device holds now. */
export const RESOURCES_KEY = 'resources';

const parse = (raw: string | undefined) => (raw ? raw.split(',').filter((s) => stateName(s)) : []);

/** The states she wants kept, sorted. */
export async function wantedStates(database: DeviceDb = defaultDb): Promise<string[]> {
  return parse((await database.syncMeta.get(SCOPE_KEY))?.cursor);
}

/** Adds states to keep; true when one is new (the caller then syncs). */
export async function keepState(state: string | readonly string[] | undefined, database: DeviceDb = defaultDb, now = Date.now()): Promise<boolean> {
  const codes = (typeof state === 'string' ? [state] : (state ?? [])).map((s) => s.toUpperCase()).filter((s) => stateName(s));
  if (codes.length === 0) return false;
  return database.transaction('rw', database.syncMeta, async () => {
    const states = await wantedStates(database);
    const added = codes.filter((c) => !states.includes(c));
    if (added.length === 0) return false;
    await database.syncMeta.put({ key: SCOPE_KEY, cursor: [...new Set([...states, ...added])].sort().join(','), syncedAt: now });
    return true;
  });
}

/** The languages of the listings' words she wants kept besides English, sorted. */
export async function wantedLanguages(database: DeviceDb = defaultDb): Promise<string[]> {
  const raw = (await database.syncMeta.get(LANGS_KEY))?.cursor;
  return raw ? raw.split(',').filter((l) => (CONTENT_LANGUAGES as readonly string[]).includes(l)) : [];
}

/**
 * Keeps the listings' words in this language from now on (a page in that language was shown here); true when it is
 * new (the caller then syncs). Kept once asked for: a device used in both languages does not fetch the directory
 * again at each switch. English is always kept.
 */
export async function keepLanguage(locale: string, database: DeviceDb = defaultDb, now = Date.now()): Promise<boolean> {
  if (!(CONTENT_LANGUAGES as readonly string[]).includes(locale)) return false;
  return database.transaction('rw', database.syncMeta, async () => {
    const langs = await wantedLanguages(database);
    if (langs.includes(locale)) return false;
    await database.syncMeta.put({ key: LANGS_KEY, cursor: [...langs, locale].sort().join(','), syncedAt: now });
    return true;
  });
}

/** The states whose listings the device holds now (after the last sync). */
export async function heldStates(database: DeviceDb = defaultDb): Promise<string[]> {
  return parse((await database.syncMeta.get(RESOURCES_KEY))?.scope);
}
