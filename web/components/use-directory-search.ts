// The directory's search state: under 3 characters the category's list from the device, crisis lines first; from 3
// (or a known abbreviation such as "dv") ranked results: the device's at once, the server's when they arrive.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { CategoryKey } from '../../shared/categories.ts';
import { crisisOrder } from '../../shared/crisis-order.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS } from '../../shared/limits.ts';
import { checkQuery, isSearchable } from '../../shared/search/query.ts';
import { compareForList } from '../../shared/search/rank.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { useLocationStore } from '../local/location.ts';
import { useDirectoryOnDevice } from '../local/resources.ts';
import { DeviceSearchIndex } from '../local/search-index.ts';
import { fetchServerSearch } from '../local/search-remote.ts';
import { countUsage } from '../local/count.ts';
import { useOnline } from './use-online.ts';

/** A search is counted (its category only, never its words) once the text has rested this long. */
const SEARCH_COUNTED_AFTER_MS = 1500;

export interface DirectorySearch {
  /** 'list' below the search threshold, 'search' from it on. */
  mode: 'list' | 'search';
  /** Undefined while loading (show skeletons). */
  results: Resource[] | undefined;
  /** Where the results shown came from. */
  source: 'device' | 'server';
  /**
   * Why a search shows the device's results: the server has not answered yet, there is no connection, or the server
   * could not be reached (an error or no answer in time).
   */
  fallback?: 'waiting' | 'offline' | 'unreachable';
  /** Why the text cannot be searched (too long, or characters that cannot be searched), for a message in her language. */
  problem?: SearchProblem;
}

export type SearchProblem = { reason: 'tooLong'; max: number } | { reason: 'characters' };

/** What checkQuery refused, as a reason the page words itself (checkQuery's own message is the server's, in English). */
function problemOf(text: string): SearchProblem {
  return text.replace(/\s+/g, ' ').trim().length > SEARCH_MAX_CHARS ? { reason: 'tooLong', max: SEARCH_MAX_CHARS } : { reason: 'characters' };
}

interface ServerAnswer {
  key: string;
  /** Undefined when there was no answer: offline, or the server failed. */
  results: Resource[] | undefined;
  offline?: boolean;
}

export function useDirectorySearch(text: string, categories: readonly CategoryKey[]): DirectorySearch {
  const onDevice = useDirectoryOnDevice();
  const stored = onDevice?.resources;
  const syncedAt = onDevice?.syncedAt;
  const online = useOnline();
  // Before the first sync the device is empty, not the directory: show loading, unless there is no network to wait for.
  const all = stored && stored.length === 0 && syncedAt === null && online ? undefined : stored;
  const catKey = categories.join(',');
  const checked = checkQuery(text);
  const query = checked.ok ? checked.text : '';
  const searchable = checked.ok && isSearchable(query);
  const key = `${catKey}\n${query}`;

  // Her state, when she has given a place on this visit (kept in memory only): its programs follow the crisis lines.
  const herState = useLocationStore((s) => s.location?.place?.state);
  // The list only: ranked search results keep their ranking.
  const listed = useMemo(
    () =>
      all &&
      crisisOrder(
        (categories.length ? all.filter((r) => categories.includes(r.category)) : [...all]).sort(compareForList),
        (r) => ({ resource: r }),
        herState,
      ),
    [all, catKey, herState],
  );
  const index = useMemo(() => (searchable && all ? new DeviceSearchIndex(all) : undefined), [all, searchable]);
  const local = useMemo(
    () => (searchable && index ? index.search(query, categories) : undefined),
    [index, query, catKey, searchable],
  );

  const [server, setServer] = useState<ServerAnswer | undefined>();
  useEffect(() => {
    if (!searchable) return;
    if (!online) {
      setServer({ key, results: undefined, offline: true });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void fetchServerSearch(query, categories, controller.signal).then((results) => {
        // A transition: the server's list is drawn in slices that yield to her typing and taps.
        if (!controller.signal.aborted) startTransition(() => setServer({ key, results }));
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // Coming back online asks the server again.
  }, [key, searchable, online]);

  // Each search once while the list is open: the same words again (a category back and forth) add nothing.
  const counted = useRef(new Set<string>());
  useEffect(() => {
    if (!searchable || counted.current.has(key)) return;
    const timer = window.setTimeout(() => {
      counted.current.add(key);
      countUsage('search', categories.length === 1 ? categories[0] : 'all');
    }, SEARCH_COUNTED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [key, searchable]);

  if (!checked.ok) return { mode: 'list', results: listed, source: 'device', problem: problemOf(text) };
  if (!searchable) return { mode: 'list', results: listed, source: 'device' };
  const answered = server?.key === key ? server : undefined;
  if (answered?.results) return { mode: 'search', results: answered.results, source: 'server' };
  const fallback = !answered ? 'waiting' : answered.offline ? 'offline' : 'unreachable';
  // The device has a copy: show its results now. With no copy yet, wait for the server (skeletons) unless it failed.
  if (all && all.length > 0) return { mode: 'search', results: local, source: 'device', fallback };
  return { mode: 'search', results: answered ? [] : undefined, source: 'device', fallback };
}
