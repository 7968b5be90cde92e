// A page of GET /api/news, fetched and checked, written nowhere: the device worker (web/local/sync-worker.ts) does this
// for the page, so the validation library and the checks' construction (20 to 35 ms of a first visit's main thread
// here, four times that on a cheap phone) stay off the page; the page writes what it gets (web/local/news.ts), so its
// lists and the answer's state change together. Where the worker cannot run, the page does it itself.
import type { NewsTopic } from '../../shared/news/topics.ts';
import type { NewsResponse } from '../../shared/schemas/news.ts';
import { loadAgain } from '../shell/load-again.ts';

export type NewsTopicFilter = 'all' | NewsTopic;
export interface NewsQuery {
  topic: NewsTopicFilter;
  limit: number;
  before?: string;
}
export type NewsFetchOutcome = { ok: true; response: NewsResponse } | { ok: false; reason: 'offline' | 'error' };

/** The checks of the server's answers, asked for beside the request: the lists are read from the device and need none. */
export const loadNewsChecks = () => loadAgain(() => import('../../shared/schemas/news.ts'));

export interface NewsFetchDeps {
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  baseUrl?: string;
}

/** One page from the server, checked; 'offline' when it or its checks could not be fetched, 'error' for a bad answer. */
export async function fetchCheckedNews(query: NewsQuery, deps: NewsFetchDeps = {}): Promise<NewsFetchOutcome> {
  const doFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  const params = new URLSearchParams({ topic: query.topic, limit: String(query.limit) });
  if (query.before) params.set('before', query.before);
  const checks = loadNewsChecks();
  // Awaited below; a request that fails first leaves it unread.
  checks.catch(() => {});
  let res: Response;
  try {
    res = await doFetch(`${deps.baseUrl ?? ''}/api/news?${params}`, { headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (!res.ok) return { ok: false, reason: 'error' };
  const body: unknown = await res.json().catch(() => undefined);
  // Checks that could not arrive (the connection dropped, and stayed down through load-again's tries) leave the
  // device as it was, as an offline answer would.
  const parsed = await checks.then(({ newsResponseSchema }) => newsResponseSchema.safeParse(body), () => 'offline' as const);
  if (parsed === 'offline') return { ok: false, reason: 'offline' };
  if (!parsed.success) return { ok: false, reason: 'error' };
  return { ok: true, response: parsed.data };
}
