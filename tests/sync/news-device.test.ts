// The device's news store against the real app: kept for offline reading, cleared of what the server took down,
// capped in size, and a team article readable offline once listed, in Spanish too.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { upsertFeedArticles } from '../../api/db/news-repo.ts';
import { seedArticles } from '../../api/db/seed.ts';
import { articles } from '../../api/db/tables.ts';
import { NEWS_DEVICE_KEEP } from '../../shared/limits.ts';
import { DeviceDb } from '../../web/local/db.ts';
import { fetchNews, loadTeamArticle, readDeviceNews } from '../../web/local/news.ts';
import { liveQuery } from 'dexie';
import { sqlRun, tempDb, type TempDb } from '../fixtures/db.ts';

let server: TempDb;
let device: DeviceDb;
let online: boolean;
beforeEach(async () => {
  server = await tempDb();
  device = new DeviceDb(`news-${Math.random()}`);
  online = true;
});
afterEach(async () => {
  device.close();
  await device.delete();
  await server.close();
});

const deps = () => {
  const app = createApp({ db: server.db });
  return {
    db: device,
    fetch: async (url: string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return app.request(`http://localhost${url}`, init);
    },
  };
};
const FEED_BASE_MS = Date.now() - 2 * 86_400_000;
const feedItem = (n: number, topic: 'workplace-equality' | 'womens-health' = 'workplace-equality') => ({
  url: `https://news.example.org/${n}`,
  title: `Article ${n}`,
  source: 'Example',
  topics: [topic],
  // Relative to today: the server keeps feed articles for a limited time, so a fixed date would age out of the test.
  publishedAt: new Date(FEED_BASE_MS - n * 60_000),
  dated: true,
  feedUrl: 'https://news.example.org/feed',
});

describe('news on the device', () => {
  it('keeps what it fetched, and says offline when the server cannot be reached', async () => {
    await upsertFeedArticles(server.db, [feedItem(1), feedItem(2)]);
    const out = await fetchNews({ topic: 'all', limit: 10 }, deps());
    expect(out.ok).toBe(true);
    expect(await device.news.count()).toBe(2);
    online = false;
    expect(await fetchNews({ topic: 'all', limit: 10 }, deps())).toEqual({ ok: false, reason: 'offline' });
    expect(await device.news.count()).toBe(2);
  });

  it('removes articles the server no longer lists, but only on the topic and in the span it just fetched', async () => {
    await upsertFeedArticles(server.db, [feedItem(1), feedItem(2), feedItem(3, 'womens-health')]);
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    (await sqlRun(server.db, 'DELETE FROM news_items WHERE url = ?', 'https://news.example.org/2'));
    (await sqlRun(server.db, 'DELETE FROM news_items WHERE url = ?', 'https://news.example.org/3'));
    await fetchNews({ topic: 'workplace-equality', limit: 10 }, deps());
    expect((await device.news.toArray()).map((a) => a.title).sort()).toEqual(['Article 1', 'Article 3']);
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    expect((await device.news.toArray()).map((a) => a.title)).toEqual(['Article 1']);
  });

  it('keeps older pages she loaded until the next fresh start, then at most the newest it is allowed to', async () => {
    await upsertFeedArticles(server.db, Array.from({ length: NEWS_DEVICE_KEEP + 20 }, (_, i) => feedItem(i)));
    let cursor: string | undefined;
    do {
      const out = await fetchNews({ topic: 'all', limit: 50, ...(cursor ? { before: cursor } : {}) }, deps());
      cursor = out.ok ? out.response.nextCursor : undefined;
    } while (cursor);
    // Load More pages are not trimmed away as they arrive.
    expect(await device.news.count()).toBe(NEWS_DEVICE_KEEP + 20);
    await fetchNews({ topic: 'all', limit: 50 }, deps());
    expect(await device.news.count()).toBe(NEWS_DEVICE_KEEP);
    const oldestKept = await device.news.orderBy('publishedAt').first();
    expect(oldestKept?.title).toBe(`Article ${NEWS_DEVICE_KEEP - 1}`);
  });

  it('opens a listed team article offline, and says when one was never saved', async () => {
    await seedArticles(server.db);
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    online = false;
    const article = await loadTeamArticle('free-tax-help', deps());
    expect(typeof article === 'object' && article.contentHtml).toContain('Volunteer Income Tax Assistance');
    await device.news.delete('free-tax-help');
    expect(await loadTeamArticle('free-tax-help', deps())).toBe('offline');
    online = true;
    expect(await loadTeamArticle('not-an-article', deps())).toBe('missing');
  });

  it('keeps a team article’s Spanish version with it, and asks again on a Spanish page for a copy kept without one', async () => {
    await seedArticles(server.db);
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    online = false;
    const kept = await loadTeamArticle('free-tax-help', deps(), 'es');
    expect(typeof kept === 'object' && kept.es?.contentHtml).toContain('Ayuda Voluntaria a los Contribuyentes');
    // A copy saved before the article had a Spanish version: offline it is what there is (the page shows the English)…
    const { es: _, ...englishOnly } = kept as Exclude<typeof kept, string>;
    await device.news.put(englishOnly);
    expect(await loadTeamArticle('free-tax-help', deps(), 'es')).toEqual(englishOnly);
    // …an English page needs nothing more, and a Spanish page online gets the Spanish version and keeps it.
    online = true;
    expect((await loadTeamArticle('free-tax-help', deps(), 'en')) as object).not.toHaveProperty('es');
    const fresh = await loadTeamArticle('free-tax-help', deps(), 'es');
    expect(typeof fresh === 'object' && fresh.es?.title).toBe('Ayuda gratuita con sus impuestos, y créditos que podrían corresponderle');
    expect((await device.news.get('free-tax-help'))?.es?.title).toBe('Ayuda gratuita con sus impuestos, y créditos que podrían corresponderle');
  });

  // A live query's answer is Dexie's frozen, shared copy (web/local/db.ts): sorted in place, it failed and the list never showed.
  it('lists the device’s articles as the news page reads them (a live query): featured first, then newest, again after a change', async () => {
    await upsertFeedArticles(server.db, [feedItem(1), feedItem(2), feedItem(3, 'womens-health')]);
    await server.db.insert(articles).values({ id: 'pinned', title: 'Pinned', excerpt: 'e', content: 'c', contentHtml: '<p>c</p>', category: 'workplace-equality', featured: true, publishDate: new Date(1000) });
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    const seen: string[][] = [];
    const failures: unknown[] = [];
    const subscription = liveQuery(() => readDeviceNews('workplace-equality', device)).subscribe({
      next: (list) => seen.push(list.map((a) => a.title)),
      error: (error) => failures.push(error),
    });
    try {
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]).toEqual(['Pinned', 'Article 1', 'Article 2']);
      await device.news.delete('pinned');
      await expect.poll(() => seen.length).toBe(2);
      expect(seen[1]).toEqual(['Article 1', 'Article 2']);
      expect(failures).toEqual([]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('keeps a featured team article at the top only while it is featured, however old', async () => {
    await upsertFeedArticles(server.db, Array.from({ length: 30 }, (_, i) => feedItem(i)));
    // Published one second into 1970: far older than any page of feed articles.
    await server.db.insert(articles).values({ id: 'pinned', title: 'Pinned', excerpt: 'e', content: 'c', contentHtml: '<p>c</p>', category: 'workplace-equality', featured: true, publishDate: new Date(1000) });
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    expect((await device.news.get('pinned'))?.featured).toBe(true);
    // An editor un-features it: the next first page drops the device's pinned copy (it is far older than the page).
    (await sqlRun(server.db, "UPDATE articles SET featured = FALSE WHERE id = 'pinned'"));
    await fetchNews({ topic: 'all', limit: 10 }, deps());
    expect(await device.news.get('pinned')).toBeUndefined();
  });
});
