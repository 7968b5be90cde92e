// The news on the device: each answer of GET /api/news is kept in Dexie, so the latest articles read offline.
// Screens render from the device (useLiveQuery) and ask the server for fresher or older pages.
import { useLiveQuery } from './live-query.ts';
import { NEWS_DEVICE_KEEP } from '../../shared/limits.ts';
import type { Locale } from '../../shared/locale.ts';
import type { NewsArticle } from '../../shared/schemas/news.ts';
import { db as defaultDb, type DeviceDb } from './db.ts';
import { useDeviceQuery } from './live-query.ts';
import { askWorker } from './device-worker.ts';
import { erasedOnThisPage } from './erasing.ts';
import { fetchCheckedNews, loadNewsChecks, type NewsFetchDeps, type NewsFetchOutcome, type NewsQuery, type NewsTopicFilter } from './news-fetch.ts';

export type { NewsFetchOutcome, NewsTopicFilter } from './news-fetch.ts';

const META_KEY = 'news';
/** Tells the worker's answers apart: two lists can ask at once (the home page's block and its topic change). */
let newsRequests = 0;

export interface NewsDeps extends NewsFetchDeps {
  db?: DeviceDb;
  now?: () => number;
}

/**
 * The page of news, fetched and checked by the device worker (news-fetch.ts); by the page itself where the worker
 * cannot run, or when a test gives its own `fetch`. Undefined after this device was erased: nothing is fetched or kept.
 */
async function checkedNews(query: NewsQuery, deps: NewsDeps): Promise<NewsFetchOutcome | undefined> {
  if (!deps.fetch && !deps.baseUrl) {
    const id = ++newsRequests;
    const asked = await askWorker({ type: 'news', id, query }, 'news-checked', (reply) => reply.id === id).then(
      (reply) => reply.outcome,
      () => undefined,
    );
    if (asked) return asked;
    if (erasedOnThisPage()) return undefined;
  }
  return fetchCheckedNews(query, deps);
}

/**
 * One page from the server, written to the device. A first page (no `before`) also removes the device's articles of
 * that topic, in the span it covers, that the server no longer lists (taken down by an editor or by the source).
 */
export async function fetchNews(query: NewsQuery, deps: NewsDeps = {}): Promise<NewsFetchOutcome> {
  const database = deps.db ?? defaultDb;
  const outcome = await checkedNews(query, deps);
  if (!outcome) return { ok: false, reason: 'offline' };
  if (!outcome.ok) return outcome;
  const { response } = outcome;
  const { articles } = response;

  await database.transaction('rw', database.news, database.syncMeta, async () => {
    if (!query.before) {
      // A complete answer (no next page) covers everything; otherwise only the span down to its last article, in
      // the server's order (newest first, then id).
      const last = response.nextCursor ? articles.at(-1) : undefined;
      const listed = new Set(articles.map((a) => a.id));
      const inSpan = (a: NewsArticle) =>
        !last || a.publishedAt > last.publishedAt || (a.publishedAt === last.publishedAt && a.id >= last.id);
      // A first page always carries every featured article: one the device holds that is not in it is no longer
      // featured (or gone), however old it is.
      const stale = (await database.news.toArray())
        .filter((a) => (inSpan(a) || a.featured) && !listed.has(a.id) && (query.topic === 'all' || a.topics.includes(query.topic)))
        .map((a) => a.id);
      await database.news.bulkDelete(stale);
    }
    await database.news.bulkPut(articles);
    // Trimmed on first pages only: older pages she asked for with Load More stay until the next fresh start.
    const count = query.before ? 0 : await database.news.count();
    if (count > NEWS_DEVICE_KEEP) {
      const extra = await database.news.orderBy('publishedAt').limit(count - NEWS_DEVICE_KEEP).primaryKeys();
      await database.news.bulkDelete(extra);
    }
    await database.syncMeta.put({
      key: META_KEY,
      cursor: '',
      syncedAt: (deps.now ?? Date.now)(),
      ...(response.message ? { message: response.message } : {}),
    });
  });
  return outcome;
}

/** The server's cursor for the articles after this one (same order: newest first, then id). */
export function cursorAfter(article: Pick<NewsArticle, 'publishedAt' | 'id'>): string {
  return `${Date.parse(article.publishedAt)}_${article.id}`;
}

/** The device's articles on a topic: the editors' featured articles first, then newest first; undefined while the database opens. */
export function useDeviceNews(topic: NewsTopicFilter, database: DeviceDb = defaultDb): NewsArticle[] | undefined {
  return useDeviceQuery(() => readDeviceNews(topic, database), [topic, database]);
}

/** The device's articles on a topic in the page's order (a new array: the database's answer is frozen, web/local/db.ts). */
export async function readDeviceNews(topic: NewsTopicFilter, database: DeviceDb = defaultDb): Promise<NewsArticle[]> {
  const list = topic === 'all' ? await database.news.toArray() : await database.news.where('topics').equals(topic).toArray();
  return [...list].sort(
    (a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : a.id < b.id ? 1 : -1),
  );
}

/** When the device last heard from the news API, with the message it gave. */
export function useNewsMeta(database: DeviceDb = defaultDb) {
  return useLiveQuery(() => database.syncMeta.get(META_KEY), [database]);
}

/**
 * A team article: from the device when it is there (read offline), else from the server, then kept. On a Spanish page
 * a copy without a Spanish version is asked for again (kept before there was one, or the editors added one since);
 * offline, that copy is shown as it is.
 */
export async function loadTeamArticle(id: string, deps: NewsDeps = {}, locale: Locale = 'en'): Promise<NewsArticle | 'missing' | 'offline'> {
  const database = deps.db ?? defaultDb;
  const local = await database.news.get(id);
  if ((local?.contentHtml || local?.content) && (locale === 'en' || local.es)) return local;
  try {
    const checks = loadNewsChecks();
    checks.catch(() => {});
    const res = await (deps.fetch ?? fetch)(`${deps.baseUrl ?? ''}/api/news/articles/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
    });
    if (res.status === 404) return 'missing';
    if (!res.ok) return local ?? 'offline';
    const article = ((await res.json()) as { article?: unknown }).article;
    const parsed = (await checks).newsArticleSchema.safeParse(article);
    if (!parsed.success) return local ?? 'offline';
    await database.news.put(parsed.data);
    return parsed.data;
  } catch {
    return local ?? 'offline';
  }
}
