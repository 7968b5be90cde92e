// The news: feeds read over real HTTP from a local server (RSS and Atom), stored once per address, sorted into
// topics, merged with the team's articles, paged, and a plain message when no source could be reached.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { seedArticles } from '../../api/db/seed.ts';
import { upsertFeedArticles } from '../../api/db/news-repo.ts';
import { NewsAggregator, toFeedArticle, type FeedConfig } from '../../api/services/news.ts';
import { NEWS_STALE_MESSAGE, NEWS_UNREACHABLE_MESSAGE, type NewsArticle, type NewsResponse } from '../../shared/schemas/news.ts';
import { sqlCount, sqlRun, sqlValue, tempDb, type TempDb } from '../fixtures/db.ts';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server.ts';

let feeds: FeedServer;
let t: TempDb;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());
beforeEach(async () => {
  t = await tempDb();
  feeds.setMode('ok');
});
afterEach(() => t.close());

const silent = () => {};
const list = (): FeedConfig[] => [
  { name: 'Rights Desk', url: feeds.url('rights.rss.xml'), topics: [], requireTopic: false },
  { name: 'Health Desk', url: feeds.url('health.atom.xml'), topics: [], requireTopic: false },
  { name: 'General Wire', url: feeds.url('general.rss.xml'), topics: [], requireTopic: true },
];
const aggregator = (config = list()) => new NewsAggregator(t.db, config, undefined, silent);

async function getNews(query = ''): Promise<{ status: number; body: NewsResponse }> {
  const res = await createApp({ db: t.db }).request(`http://localhost/api/news${query}`);
  return { status: res.status, body: (await res.json()) as NewsResponse };
}
const titles = (articles: NewsArticle[]) => articles.map((a) => a.title);
const rows = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM news_items')));

describe('reading feeds', () => {
  it('reads RSS and Atom over HTTP, keeps text without markup, and drops unsafe links', async () => {
    const report = await aggregator().refresh();
    expect(report).toMatchObject({ feeds: 3, reached: 3, errors: [] });
    const { body } = await getNews('?limit=50');
    const leave = body.articles.find((a) => a.title === 'State legislature passes paid family leave bill');
    expect(leave).toMatchObject({ source: 'Rights Desk', byTeam: false, url: 'https://rights.example.org/2026/paid-family-leave' });
    expect(leave?.description).toMatch(/^The bill gives twelve weeks of paid family leave to workers\./);
    expect(leave?.description).not.toMatch(/<|>/);
    const atom = body.articles.find((a) => a.title === 'What to know about menopause care');
    expect(atom).toMatchObject({ source: 'Health Desk', url: 'https://health.example.org/menopause' });
    expect(atom?.description).toBe('Doctors explain new guidance.');
    expect(titles(body.articles)).not.toContain('Entry with an unsafe link');
    expect(body.articles.every((a) => /^https?:\/\//.test(a.url))).toBe(true);
  });

  it('stores each address once: the same article in two feeds, twice in one feed, or read again', async () => {
    const agg = aggregator();
    await agg.refresh();
    const first = (await rows());
    // 5 safe Rights Desk items + 3 distinct Health Desk addresses + 3 General Wire items on our topics, one of them
    // the Rights Desk's pay gap report again.
    expect(first).toBe(5 + 3 + 2);
    await agg.refresh();
    expect((await rows())).toBe(first);
    const { body } = await getNews('?limit=50');
    expect(titles(body.articles).filter((x) => x === 'Pay gap report: women still earn less for the same work')).toHaveLength(1);
    expect(titles(body.articles).filter((x) => x === 'Maternal health programs expand in rural counties')).toHaveLength(1);
  });

  it('keeps only articles on our topics from a feed that requires one', async () => {
    await aggregator().refresh();
    const { body } = await getNews('?limit=50');
    expect(titles(body.articles)).not.toContain('Local team wins the regional football final');
    expect(titles(body.articles)).toContain('Helpline funding doubled to answer more survivors of abuse');
  });

  it('sorts articles into the topics by the shared rules', async () => {
    await aggregator().refresh();
    const { body } = await getNews('?limit=50');
    const topicsOf = (title: string) => body.articles.find((a) => a.title === title)?.topics;
    expect(topicsOf('Court ruling expands protections for domestic violence survivors')).toContain('domestic-violence');
    expect(topicsOf('New clinic network widens access to contraception')).toContain('reproductive-rights');
    expect(topicsOf('Record number of women candidates file for city council election')).toContain('women-in-politics');
    expect(topicsOf('Small business grants open for women entrepreneurs')).toContain('economic-empowerment');
    expect(body.articles.find((a) => a.title.startsWith('Maternal health'))?.category).toBe('womens-health');
  });

  it('keeps the first date of an article its feed does not date, so it does not jump back to the top', async () => {
    const feed: FeedConfig = { name: 'Undated', url: 'https://undated.example.org/feed', topics: [], requireTopic: false };
    const entry = { id: 'u1', link: 'https://undated.example.org/a', title: 'Shelter funding vote delayed' };
    const first = toFeedArticle(entry, feed, new Date('2026-11-01T10:00:00Z'));
    const later = toFeedArticle(entry, feed, new Date('2026-11-20T10:00:00Z'));
    expect(first?.dated).toBe(false);
    await upsertFeedArticles(t.db, [first!], new Date('2026-11-01T10:00:00Z'));
    await upsertFeedArticles(t.db, [later!], new Date('2026-11-20T10:00:00Z'));
    const { body } = await getNews();
    expect(body.articles[0]?.publishedAt).toBe('2026-11-01T10:00:00.000Z');
    // A date in the future is not believed either.
    expect(toFeedArticle({ ...entry, published: '2030-01-01T00:00:00Z' }, feed, new Date('2026-11-20T10:00:00Z'))?.dated).toBe(false);
  });

  it('drops the articles of a feed taken out of the list', async () => {
    await aggregator().refresh();
    await aggregator(list().filter((f) => f.name !== 'Rights Desk')).refresh();
    const { body } = await getNews('?limit=50');
    expect(body.articles.some((a) => a.source === 'Rights Desk')).toBe(false);
    expect(body.articles.some((a) => a.source === 'Health Desk')).toBe(true);
  });

  it('records a feed that fails and still reads the others', async () => {
    const config = [...list(), { name: 'Gone', url: feeds.url('missing.xml'), topics: [], requireTopic: false }];
    const report = await aggregator(config).refresh();
    expect(report.reached).toBe(3);
    expect(report.errors).toEqual([{ url: feeds.url('missing.xml'), error: 'HTTP 404' }]);
    expect((await getNews()).body.message).toBeUndefined();
  });
});

describe('GET /api/news', () => {
  it('says plainly when no feed has been reachable, and still serves the team’s articles', async () => {
    await seedArticles(t.db);
    feeds.setMode('down');
    await aggregator().refresh();
    const { status, body } = await getNews();
    expect(status).toBe(200);
    expect(body.message).toBe(NEWS_UNREACHABLE_MESSAGE);
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles.every((a) => a.byTeam && a.source === 'Our team' && a.url === `/news/${a.id}`)).toBe(true);
  });

  it('drops the message once a feed answers, and says the news may be old when every source fails later', async () => {
    const agg = aggregator();
    await agg.refresh();
    expect((await getNews()).body.message).toBeUndefined();
    feeds.setMode('broken');
    await agg.refresh();
    const { body } = await getNews();
    expect(body.message).toBe(NEWS_STALE_MESSAGE);
    expect(body.articles.length).toBeGreaterThan(0);
  });

  it('filters by topic, merging team and feed articles, newest first', async () => {
    await seedArticles(t.db);
    await aggregator().refresh();
    const { body } = await getNews('?topic=domestic-violence&limit=50');
    expect(body.articles.length).toBeGreaterThanOrEqual(3);
    expect(body.articles.every((a) => a.topics.includes('domestic-violence'))).toBe(true);
    expect(body.articles.some((a) => a.byTeam)).toBe(true);
    expect(body.articles.some((a) => !a.byTeam)).toBe(true);
    const times = body.articles.map((a) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with nextCursor: every article once, in order, and no cursor after the last page', async () => {
    await seedArticles(t.db);
    await aggregator().refresh();
    const all = (await getNews('?limit=50')).body.articles;
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { body } = await getNews(`?limit=4${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...body.articles.map((a) => a.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toEqual(all.map((a) => a.id));
    expect(pages).toBe(Math.ceil(all.length / 4));
  });

  it('refuses an unknown topic or a bad cursor with a clear message', async () => {
    const bad = await getNews('?topic=sports');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining('Choose a topic from: all, ') });
    const cursor = await getNews('?before=yesterday');
    expect(cursor.status).toBe(400);
    expect(cursor.body).toMatchObject({ message: 'before must be the nextCursor of an earlier answer.' });
  });

  it('serves a team article in full, and 404 for one that does not exist', async () => {
    await seedArticles(t.db);
    const app = createApp({ db: t.db });
    const res = await app.request('http://localhost/api/news/articles/equal-pay-your-rights');
    expect(res.status).toBe(200);
    const { article } = (await res.json()) as { article: NewsArticle };
    expect(article).toMatchObject({ byTeam: true, category: 'workplace-equality', url: '/news/equal-pay-your-rights' });
    expect(article.contentHtml).toContain('Equal Pay Act of 1963');
    expect(article.contentHtml).toMatch(/^<p>/);
    expect((await app.request('http://localhost/api/news/articles/nope')).status).toBe(404);
  });

  it('seeds the team’s articles once, and leaves an editor’s article with the same id alone', async () => {
    (await sqlRun(t.db, "INSERT INTO articles (id, title, excerpt, content, category, origin) VALUES ('free-tax-help', 'Edited', 'e', 'c', 'economic-empowerment', 'admin')"));
    expect((await seedArticles(t.db)).inserted).toBe(4);
    expect(await seedArticles(t.db)).toEqual({ inserted: 0, updated: 0, removed: 0 });
    expect((await sqlValue(t.db, "SELECT title FROM articles WHERE id = 'free-tax-help'"))).toBe('Edited');
  });
});
