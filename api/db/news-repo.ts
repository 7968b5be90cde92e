// Reads and writes the news: feed articles (deduplicated by address), the feeds' last reads, and the team's articles.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { ArticleWords } from '../../shared/news/team-articles.ts';
import { isNewsTopic, type NewsTopic } from '../../shared/news/topics.ts';
import {
  NEWS_STALE_MESSAGE,
  NEWS_UNREACHABLE_MESSAGE,
  TEAM_SOURCE,
  type NewsArticle,
  type NewsResponse,
} from '../../shared/schemas/news.ts';
import { articleHtml } from '../services/article-html.ts';
import { onPostgres, type Db } from './client.ts';
import { rawRows, rawRun } from './raw.ts';
import { articles, newsFeeds, newsItems } from './tables.ts';
import { transaction } from './transaction.ts';

export interface FeedArticle {
  url: string;
  title: string;
  description?: string;
  source: string;
  topics: NewsTopic[];
  publishedAt: Date;
  /** False when the feed gave no usable date (or one in the future): the first time it was seen stands. */
  dated: boolean;
  feedUrl: string;
}

/** Feed articles older than this are dropped at each read, and at most this many are kept. */
export const NEWS_KEEP_DAYS = 180;
export const NEWS_KEEP_ROWS = 2000;

export function newsItemId(url: string): string {
  return `f-${createHash('sha256').update(url).digest('base64url').slice(0, 16)}`;
}

/** Stores what a feed read found: new addresses are added, known ones updated in place (same id). */
export async function upsertFeedArticles(db: Db, items: readonly FeedArticle[], now = new Date()): Promise<number> {
  let written = 0;
  await transaction(db, async (tx) => {
    for (const item of items) {
      const values = {
        title: item.title,
        description: item.description ?? null,
        source: item.source,
        topics: item.topics,
        category: item.topics[0] ?? 'womens-rights',
        publishedAt: item.publishedAt,
        feedUrl: item.feedUrl,
        fetchedAt: now,
      };
      const { publishedAt, ...kept } = values;
      await tx.insert(newsItems)
        .values({ id: newsItemId(item.url), url: item.url, ...values })
        .onConflictDoUpdate({ target: newsItems.url, set: item.dated ? values : kept });
      written++;
    }
    const cutoff = new Date(now.getTime() - NEWS_KEEP_DAYS * 86_400_000);
    await tx.delete(newsItems).where(lt(newsItems.publishedAt, cutoff));
    await rawRun(tx, sql`DELETE FROM news_items WHERE id NOT IN (SELECT id FROM news_items ORDER BY published_at DESC LIMIT ${NEWS_KEEP_ROWS})`);
  });
  return written;
}

export async function recordFeedRead(
  db: Db,
  feed: { url: string; name: string },
  outcome: { ok: true; items: number } | { ok: false; error: string },
  now = new Date(),
): Promise<void> {
  const values = outcome.ok
    ? { name: feed.name, lastAttemptAt: now, lastSuccessAt: now, lastError: null, itemCount: outcome.items }
    : { name: feed.name, lastAttemptAt: now, lastError: outcome.error.slice(0, 300) };
  await db.insert(newsFeeds)
    .values({ url: feed.url, ...values })
    .onConflictDoUpdate({ target: newsFeeds.url, set: values });
}

/** Forgets feeds no longer in the list, and their articles: the news shows only sources we still stand behind. */
export async function retainFeeds(db: Db, urls: readonly string[]): Promise<void> {
  await transaction(db, async (tx) => {
    if (urls.length === 0) {
      await tx.delete(newsFeeds);
      await tx.delete(newsItems);
    } else {
      await tx.delete(newsFeeds).where(notInArray(newsFeeds.url, [...urls]));
      await tx.delete(newsItems).where(notInArray(newsItems.feedUrl, [...urls]));
    }
  });
}

/** The plain message of GET /api/news: none while at least one feed answered at its last read. */
export async function newsMessage(db: Db): Promise<string | undefined> {
  const feeds = await db.select().from(newsFeeds);
  if (feeds.length === 0) return undefined;
  if (!feeds.some((f) => f.lastSuccessAt)) return NEWS_UNREACHABLE_MESSAGE;
  const lastReadFailed = (f: (typeof feeds)[number]) =>
    !f.lastSuccessAt || (f.lastAttemptAt !== null && f.lastAttemptAt > f.lastSuccessAt);
  return feeds.every(lastReadFailed) ? NEWS_STALE_MESSAGE : undefined;
}

/**
 * What the raw news queries write differently on each database: times as milliseconds since 1970 (SQLite stores
 * them so; PostgreSQL's timestamptz is converted), flags as 0 or 1, topic lists as JSON text.
 */
function dialectSql() {
  const column = (name: string) => sql.raw(name);
  return onPostgres
    ? {
        ms: (name: string) => sql`(extract(epoch from ${column(name)}) * 1000)::bigint`,
        flag: (name: string) => sql`${column(name)}::int`,
        isTrue: (name: string) => column(name),
        topics: sql`topics::text`,
        categoryList: sql`jsonb_build_array(category)::text`,
        hasTopic: (topic: string | null) => sql`news_items.topics @> jsonb_build_array(CAST(${topic} AS text))`,
      }
    : {
        ms: (name: string) => column(name),
        flag: (name: string) => column(name),
        isTrue: (name: string) => sql`${column(name)} = 1`,
        topics: sql`topics`,
        categoryList: sql`json_array(category)`,
        hasTopic: (topic: string | null) => sql`EXISTS (SELECT 1 FROM json_each(news_items.topics) WHERE value = ${topic})`,
      };
}

interface ListRow {
  id: string;
  title: string;
  description: string | null;
  source: string;
  url: string;
  topics: string;
  category: string;
  published_at: number | string;
  by_team: number;
  content_html: string | null;
  author: string | null;
  featured: number;
  title_es: string | null;
  description_es: string | null;
  content_html_es: string | null;
}

function toArticle(row: ListRow): NewsArticle {
  const topics = (JSON.parse(row.topics) as string[]).filter(isNewsTopic);
  const category = isNewsTopic(row.category) ? row.category : (topics[0] ?? 'womens-rights');
  return {
    id: row.id,
    title: row.title,
    ...(row.description ? { description: row.description } : {}),
    source: row.source,
    url: row.url,
    category,
    topics: topics.length ? topics : [category],
    // PostgreSQL gives a bigint as a string.
    publishedAt: new Date(Number(row.published_at)).toISOString(),
    byTeam: Number(row.by_team) === 1,
    ...(row.content_html ? { contentHtml: row.content_html } : {}),
    ...(row.author ? { author: row.author } : {}),
    ...(row.featured ? { featured: true } : {}),
    // Carried with the English, so a device shows either language offline (she may switch while offline).
    ...(row.title_es
      ? { es: { title: row.title_es, ...(row.description_es ? { description: row.description_es } : {}), ...(row.content_html_es ? { contentHtml: row.content_html_es } : {}) } }
      : {}),
  };
}

export interface NewsPageQuery {
  topic: 'all' | NewsTopic;
  limit: number;
  /** `${publishedAtMs}_${id}` of the last article already seen. */
  before?: string;
}

/** Feed and team articles merged, newest first, one page at a time (keyset pagination: stable while feeds add more). */
export async function listNews(db: Db, query: NewsPageQuery): Promise<NewsResponse> {
  const topic = query.topic === 'all' ? null : query.topic;
  let beforeMs: number | null = null;
  let beforeId: string | null = null;
  if (query.before) {
    const cut = query.before.indexOf('_');
    beforeMs = Number(query.before.slice(0, cut));
    beforeId = query.before.slice(cut + 1);
  }
  const d = dialectSql();
  const rows = await rawRows<ListRow>(db, sql`
    SELECT * FROM (
      SELECT id, title, description, source, url, ${d.topics} AS topics, category, ${d.ms('published_at')} AS published_at, 0 AS by_team,
             NULL AS content_html, NULL AS author, 0 AS featured, NULL AS title_es, NULL AS description_es, NULL AS content_html_es
        FROM news_items
        WHERE CAST(${topic} AS text) IS NULL OR ${d.hasTopic(topic)}
      UNION ALL
      SELECT id, title, excerpt, ${TEAM_SOURCE}, '/news/' || id, ${d.categoryList}, category, ${d.ms('publish_date')}, 1, content_html, author, ${d.flag('featured')},
             title_es, excerpt_es, content_html_es
        FROM articles
        WHERE deleted_at IS NULL AND ${d.isTrue('published')} AND (CAST(${topic} AS text) IS NULL OR category = ${topic})
    ) AS merged
    WHERE CAST(${beforeMs} AS bigint) IS NULL OR published_at < ${beforeMs} OR (published_at = ${beforeMs} AND id < ${beforeId})
    ORDER BY published_at DESC, id DESC
    LIMIT ${query.limit + 1}
  `);
  const page = rows.slice(0, query.limit).map(toArticle);
  // Featured team articles come first however old they are: the first page always carries them (the page puts them
  // at the top). The cursor still follows the regular, newest-first list.
  if (!query.before) {
    const featured = await rawRows<ListRow>(db, sql`
      SELECT id, title, excerpt AS description, ${TEAM_SOURCE} AS source, '/news/' || id AS url, ${d.categoryList} AS topics, category,
             ${d.ms('publish_date')} AS published_at, 1 AS by_team, content_html, author, ${d.flag('featured')} AS featured,
             title_es, excerpt_es AS description_es, content_html_es
        FROM articles
        WHERE deleted_at IS NULL AND ${d.isTrue('published')} AND ${d.isTrue('featured')} AND (CAST(${topic} AS text) IS NULL OR category = ${topic})
        ORDER BY publish_date DESC LIMIT 50`);
    const pinned = new Set(featured.map((r) => r.id));
    const rest = page.filter((a) => !pinned.has(a.id));
    page.splice(0, page.length, ...featured.map(toArticle), ...rest);
  }
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  const message = await newsMessage(db);
  return {
    articles: page,
    ...(message ? { message } : {}),
    ...(last ? { nextCursor: `${last.published_at}_${last.id}` } : {}),
  };
}

export interface SeedArticle {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: NewsTopic;
  author?: string;
  publishDate: string;
  /** The Spanish words (data/articles-es.json); none means the Spanish pages show the English. */
  es?: ArticleWords;
}

/** The Spanish columns of an article: all four, or all null when it has no Spanish version. */
export function spanishColumns(es: ArticleWords | undefined) {
  return es
    ? { titleEs: es.title, excerptEs: es.excerpt, contentEs: es.content, contentHtmlEs: articleHtml(es.content) }
    : { titleEs: null, excerptEs: null, contentEs: null, contentHtmlEs: null };
}

/** Applies data/articles.json: adds and updates the team's seeded explainers, removes those taken out of the file. */
export async function applyArticleSeed(db: Db, list: readonly SeedArticle[]): Promise<{ inserted: number; updated: number; removed: number }> {
  const report = { inserted: 0, updated: 0, removed: 0 };
  await transaction(db, async (tx) => {
    const existing = new Map(
      (await tx.select().from(articles).where(eq(articles.origin, 'seed'))).map((a) => [a.id, a] as const),
    );
    for (const a of list) {
      const values = {
        title: a.title,
        excerpt: a.excerpt,
        content: a.content,
        contentHtml: articleHtml(a.content),
        category: a.category,
        author: a.author ?? null,
        publishDate: new Date(a.publishDate),
        deletedAt: null,
        ...spanishColumns(a.es),
      };
      const row = existing.get(a.id);
      if (!row) {
        const taken = (await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, a.id)).limit(1))[0];
        if (taken) continue; // an editor's article has this id: theirs stands
        await tx.insert(articles).values({ id: a.id, origin: 'seed', ...values });
        report.inserted++;
      } else if (
        row.title !== values.title ||
        row.excerpt !== values.excerpt ||
        row.content !== values.content ||
        row.contentHtml !== values.contentHtml ||
        row.category !== values.category ||
        row.author !== values.author ||
        row.publishDate.getTime() !== values.publishDate.getTime() ||
        row.deletedAt !== null ||
        row.titleEs !== values.titleEs ||
        row.excerptEs !== values.excerptEs ||
        row.contentEs !== values.contentEs ||
        row.contentHtmlEs !== values.contentHtmlEs
      ) {
        await tx.update(articles)
          .set({ ...values, version: row.version + 1, updatedAt: new Date() })
          .where(eq(articles.id, a.id));
        report.updated++;
      }
      existing.delete(a.id);
    }
    const gone = [...existing.values()].filter((r) => r.deletedAt === null).map((r) => r.id);
    if (gone.length) {
      await tx.update(articles).set({ deletedAt: new Date() }).where(and(inArray(articles.id, gone), eq(articles.origin, 'seed')));
      report.removed = gone.length;
    }
  });
  return report;
}

/**
 * Whether a seeded article is as data/ says (so as the build rendered it): still the seed's, published and not
 * deleted. An editor's change makes it hers (origin 'admin'), so its built page is out of date.
 */
export async function seededArticleAsBuilt(db: Db, id: string): Promise<boolean> {
  const row = (await db.select({ origin: articles.origin, published: articles.published, deletedAt: articles.deletedAt }).from(articles).where(eq(articles.id, id)).limit(1))[0];
  return row?.origin === 'seed' && row.published && row.deletedAt === null;
}

/** One team article, for its page. */
export async function getTeamArticle(db: Db, id: string): Promise<NewsArticle | undefined> {
  const d = dialectSql();
  const row = (
    await rawRows<ListRow>(db, sql`
    SELECT id, title, excerpt AS description, ${TEAM_SOURCE} AS source, '/news/' || id AS url, ${d.categoryList} AS topics,
           category, ${d.ms('publish_date')} AS published_at, 1 AS by_team, content_html, author, ${d.flag('featured')} AS featured,
           title_es, excerpt_es AS description_es, content_html_es
      FROM articles WHERE id = ${id} AND deleted_at IS NULL AND ${d.isTrue('published')}`)
  )[0];
  return row ? toArticle(row) : undefined;
}

/** Articles stored before their HTML was kept (or written by other means) get it now, in each language; run at start-up. */
export async function renderMissingArticleHtml(db: Db): Promise<number> {
  const rows = await db.select({ id: articles.id, content: articles.content }).from(articles).where(and(eq(articles.contentHtml, ''), sql`${articles.content} <> ''`));
  for (const r of rows) await db.update(articles).set({ contentHtml: articleHtml(r.content) }).where(eq(articles.id, r.id));
  const spanish = await db.select({ id: articles.id, content: articles.contentEs }).from(articles).where(and(isNull(articles.contentHtmlEs), isNotNull(articles.contentEs)));
  for (const r of spanish) await db.update(articles).set({ contentHtmlEs: articleHtml(r.content ?? '') }).where(eq(articles.id, r.id));
  return rows.length + spanish.length;
}
