// Reads the news feeds listed in data/news-feeds.json (RSS, Atom, RDF or JSON Feed) and stores their articles.
// Runs at start and every 30 minutes; a feed that fails is recorded and retried at the next round, never fatal.
import { extract, type FeedEntry } from '@extractus/feed-extractor';
import { z } from 'zod';
import { NEWS_REFRESH_MS } from '../../shared/limits.ts';
import { classifyTopics, NEWS_TOPIC_IDS } from '../../shared/news/topics.ts';
import { SCHEDULED_WORK, unlessRunningElsewhere, type Db } from '../db/client.ts';
import { consoleLines, type LineLog } from '../log.ts';
import { readJsonFile } from '../startup-error.ts';
import { recordFeedRead, retainFeeds, upsertFeedArticles, type FeedArticle } from '../db/news-repo.ts';

export const feedListSchema = z.object({
  feeds: z.array(
    z.object({
      /** The publisher's name as cards show it. */
      name: z.string().min(1),
      url: z.url({ protocol: /^https?$/ }),
      /** Topics every article of this feed belongs to, besides those its words match. */
      topics: z.array(z.enum(NEWS_TOPIC_IDS)).default([]),
      /** For general feeds: keep only articles whose words match one of our topics. */
      requireTopic: z.boolean().default(false),
      /** Where the list's maintainers checked that the feed is the publisher's own. */
      sourceUrl: z.url().optional(),
    }),
  ),
});
export type FeedConfig = z.infer<typeof feedListSchema>['feeds'][number];

export function readFeedList(path: string): FeedConfig[] {
  return readJsonFile(path, feedListSchema).feeds;
}

/** A feed larger than this is refused rather than read into memory. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
/** Articles taken from one feed per read. */
export const FEED_MAX_ITEMS = 50;

/** fetch with a time-out and a size cap; answers a Response the feed library can read. */
async function boundedFetch(url: string): Promise<Response> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    redirect: 'follow',
    headers: {
      accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      'user-agent': 'WomensHelpNews/1.0 (+feed reader)',
    },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > FEED_MAX_BYTES) throw new Error('feed too large');
  const reader = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FEED_MAX_BYTES) {
        await reader.cancel();
        throw new Error('feed too large');
      }
      chunks.push(value);
    }
  }
  const contentType = res.headers.get('content-type') || 'application/xml';
  return new Response(Buffer.concat(chunks), { status: 200, headers: { 'content-type': contentType } });
}

function httpUrl(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const u = new URL(link);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    u.hash = '';
    return u.toString();
  } catch {
    return undefined;
  }
}

function clean(text: string | undefined, max: number): string | undefined {
  const t = text?.replace(/\s+/g, ' ').trim();
  if (!t) return undefined;
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** One feed entry as we store it, or undefined when it has no usable address or title, or no topic where one is required. */
export function toFeedArticle(entry: FeedEntry, feed: FeedConfig, now: Date): FeedArticle | undefined {
  const url = httpUrl(entry.link);
  const title = clean(entry.title, 300);
  if (!url || !title) return undefined;
  const description = clean(entry.description, 400);
  const topics = classifyTopics(`${title} ${description ?? ''}`, feed.topics);
  if (topics.length === 0 && feed.requireTopic) return undefined;
  const published = entry.published ? new Date(entry.published) : undefined;
  const dated = published !== undefined && !Number.isNaN(published.getTime()) && published.getTime() <= now.getTime();
  return {
    url,
    title,
    ...(description && description !== title ? { description } : {}),
    source: feed.name,
    topics: topics.length ? topics : ['womens-rights'],
    publishedAt: dated ? published : now,
    dated,
    feedUrl: feed.url,
  };
}

export interface RefreshReport {
  feeds: number;
  reached: number;
  articles: number;
  errors: { url: string; error: string }[];
}

export class NewsAggregator {
  private running: Promise<RefreshReport> | undefined;

  constructor(
    private readonly db: Db,
    private readonly feeds: readonly FeedConfig[],
    private readonly fetcher: (url: string) => Promise<Response> = boundedFetch,
    private readonly log: LineLog = consoleLines,
  ) {}

  /** Reads every feed once (concurrent reads of the same round are shared). */
  refresh(now = () => new Date()): Promise<RefreshReport> {
    // One instance reads the feeds at a time; another's round meanwhile is left to it (an empty report).
    const empty: RefreshReport = { feeds: this.feeds.length, reached: 0, articles: 0, errors: [] };
    this.running ??= unlessRunningElsewhere(this.db, SCHEDULED_WORK.news, () => this.readAll(now))
      .then((report) => report ?? empty)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async readAll(now: () => Date): Promise<RefreshReport> {
    await retainFeeds(this.db, this.feeds.map((f) => f.url));
    const report: RefreshReport = { feeds: this.feeds.length, reached: 0, articles: 0, errors: [] };
    await Promise.all(
      this.feeds.map(async (feed) => {
        try {
          const data = await extract(feed.url, { descriptionMaxLen: 0 }, this.fetcher);
          const at = now();
          const items = (data.entries ?? [])
            .slice(0, FEED_MAX_ITEMS)
            .map((e) => toFeedArticle(e, feed, at))
            .filter((a): a is FeedArticle => a !== undefined);
          await upsertFeedArticles(this.db, items, at);
          await recordFeedRead(this.db, feed, { ok: true, items: items.length }, at);
          report.reached++;
          report.articles += items.length;
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          await recordFeedRead(this.db, feed, { ok: false, error }, now());
          report.errors.push({ url: feed.url, error });
        }
      }),
    );
    if (this.feeds.length > 0) {
      this.log(
        `News: ${report.reached} of ${report.feeds} feeds read, ${report.articles} articles` +
          (report.errors.length ? `; unreachable: ${report.errors.map((e) => `${new URL(e.url).host} (${e.error})`).join(', ')}` : ''),
        report.errors.length ? 'warn' : 'info',
      );
    }
    return report;
  }

  /** Reads now and then every `intervalMs`; returns the stop function, which resolves once a read under way is done. */
  start(intervalMs = NEWS_REFRESH_MS): () => Promise<void> {
    void this.refresh();
    const timer = setInterval(() => void this.refresh(), intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await this.running?.catch(() => undefined);
    };
  }
}
