// /news's list (web/pages/news/news-page.tsx): the latest articles from our sources and our team, with live search, a
// topic filter that filters, and Load More Articles that loads more (from the device first, then from the server).
// Readable offline. Until the device has articles to show, the team's articles as built are listed (so the built page
// lists them too, in its language).
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { NEWS_PAGE_SIZE, NEWS_REFRESH_MS } from '../../../shared/limits.ts';
import { PAGE_NEWS_TOPIC_OPTIONS } from '../../../shared/news/topics.ts';
import type { NewsArticle } from '../../../shared/schemas/news.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { NewsCard, NewsCardSkeleton, useNewsDates } from '../../components/news-card.tsx';
import { useNews } from '../../components/use-news.ts';
import type { NewsTopicFilter } from '../../local/news.ts';
import { useIntl } from 'react-intl';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { articleIn } from '../../../shared/news/article-words.ts';
import type { Locale } from '../../../shared/locale.ts';
import { useBuiltArticles } from './built-articles.ts';
import type { MessageId } from '../../../shared/messages/en.ts';

/** The dropdown's labels: the home block's topic names, but its "Healthcare" is the women's health topic. */
const topicOptionLabel = (value: (typeof PAGE_NEWS_TOPIC_OPTIONS)[number]['value']): MessageId =>
  value === 'womens-health' ? 'news.page.topicHealthcare' : `news.topic.${value}`;

/** Case-insensitive, accent-insensitive substring match on title or description (spec: live search in the browser). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
/** Searched in the words she sees: a team article's Spanish version on a Spanish page. */
function matches(article: NewsArticle, query: string, locale: Locale): boolean {
  const { title, description } = articleIn(article, locale);
  return fold(`${title}\n${description ?? ''}`).includes(query);
}

/** The built team articles on a topic, in the page's order: featured first, then newest. */
function builtOn(built: readonly NewsArticle[], topic: NewsTopicFilter): NewsArticle[] {
  return built
    .filter((a) => topic === 'all' || a.topics.includes(topic))
    .sort((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}

function NewsFigures({ articles, syncedAt }: { articles: readonly NewsArticle[] | undefined; syncedAt: number | undefined }) {
  const t = useT();
  const intl = useIntl();
  const { relative } = useNewsDates();
  const sources = new Set(articles?.map((a) => a.source)).size;
  const figures = [
    { value: articles ? intl.formatNumber(articles.length) : '…', text: t('news.page.figures.saved') },
    { value: articles ? intl.formatNumber(sources) : '…', text: t('news.page.figures.sources', { count: sources }) },
    { value: intl.formatNumber(NEWS_REFRESH_MS / 60_000, { style: 'unit', unit: 'minute', unitDisplay: 'short' }), text: t('news.page.figures.interval') },
  ];
  return (
    <section aria-label={t('news.page.figures.label')} className="mt-10 rounded-lg bg-brand-soft p-6">
      <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-3">
        {figures.map((f) => (
          <li key={f.text}>
            <p className="m-0 text-3xl font-extrabold text-heading">{f.value}</p>
            <p className="mt-1 mb-0 text-sm">{f.text}</p>
          </li>
        ))}
      </ul>
      {syncedAt && (
        <p className="mt-4 mb-0 text-sm text-ink-muted">
          {t('news.page.lastUpdated', {
            when: relative(new Date(syncedAt).toISOString()).toLocaleLowerCase(intl.locale),
            time: intl.formatTime(syncedAt, { hour: 'numeric', minute: '2-digit' }),
          })}
        </p>
      )}
    </section>
  );
}

export function NewsList() {
  const id = useId();
  const [topic, setTopic] = useState<NewsTopicFilter>('all');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(NEWS_PAGE_SIZE);
  const { articles, status, message, syncedAt, serverHasMore, fetchAfter, loadingMore } = useNews({ topic, pageSize: 24 });
  const locale = useLocale();
  const built = useBuiltArticles('list');
  const query = fold(useDeferredValue(search).trim());
  const filtered = useMemo(() => (articles && query ? articles.filter((a) => matches(a, query, locale)) : articles), [articles, query, locale]);
  const builtShown = useMemo(() => builtOn(built, topic).filter((a) => !query || matches(a, query, locale)), [built, topic, query, locale]);
  const listRef = useRef<HTMLUListElement>(null);

  const visible = filtered?.slice(0, shown) ?? [];
  const moreOnDevice = (filtered?.length ?? 0) > shown;
  const canLoadMore = moreOnDevice || serverHasMore;

  // After Load More, keyboard and screen reader users continue at the first new card's link.
  const focusAt = useRef<number>(undefined);
  async function loadMore() {
    if (loadingMore) return;
    const firstNew = visible.length;
    // Online, the server sends what follows the last card (filling any gap in what the device holds); offline, the
    // device's own articles are shown.
    if ((await fetchAfter(visible.at(-1))) === 'stale') return;
    focusAt.current = firstNew;
    setShown((n) => n + NEWS_PAGE_SIZE);
  }
  useEffect(() => {
    const at = focusAt.current;
    if (at === undefined) return;
    const link = listRef.current?.children[at]?.querySelector<HTMLElement>('a');
    if (link) {
      focusAt.current = undefined;
      link.focus();
    } else if (!loadingMore && visible.length <= at) {
      focusAt.current = undefined;
    }
  }, [shown, visible.length, loadingMore]);

  const loading = articles === undefined || (status === 'loading' && articles.length === 0);
  const t = useT();

  return (
    <>
      <NewsFigures articles={articles} syncedAt={syncedAt} />

      <section aria-labelledby="latest-news" className="mt-12">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="latest-news" className="m-0 text-2xl font-bold">
            {t('news.page.latest')}
          </h2>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {status === 'offline' ? t('news.page.savedHere') : t('news.page.live')}
          </span>
        </div>

        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor={`${id}-search`} className="font-semibold">
              {t('news.page.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className={fieldStyles}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setShown(NEWS_PAGE_SIZE);
              }}
              placeholder={t('news.page.searchPlaceholder')}
              autoComplete="off"
            />
          </div>
          <div>
            <label htmlFor={`${id}-topic`} className="font-semibold">
              {t('news.topic')}
            </label>
            <select
              id={`${id}-topic`}
              className={fieldStyles}
              value={topic}
              onChange={(e) => {
                setTopic(e.target.value as NewsTopicFilter);
                setShown(NEWS_PAGE_SIZE);
              }}
            >
              {PAGE_NEWS_TOPIC_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(topicOptionLabel(o.value))}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div aria-live="polite" className="mt-4">
          {status === 'offline' && (
            <p className="m-0 rounded-lg border border-line bg-surface-2 p-4">
              {t('news.offline')} {articles?.length ? t('news.offlineSaved') : t('news.page.offlineEmpty')}
            </p>
          )}
          {status === 'error' && (
            <p className="m-0 rounded-lg border border-line bg-surface-2 p-4">
              {t('news.page.error')} {articles?.length ? t('news.offlineSaved') : t('news.page.tryLater')}
            </p>
          )}
          {message && status !== 'offline' && <p className="m-0 rounded-lg border border-line bg-surface-2 p-4">{message}</p>}
          {!loading && filtered && (
            <p className="mt-3 mb-0 text-sm text-ink-muted">
              {query
                ? t('news.page.matches', { count: filtered.length, query: search.trim() })
                : t('news.page.showing', { shown: Math.min(shown, filtered.length), total: filtered.length, more: serverHasMore ? 'yes' : 'no' })}
            </p>
          )}
        </div>

        {loading && builtShown.length > 0 ? (
          <ul aria-labelledby="latest-news" className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {builtShown.slice(0, NEWS_PAGE_SIZE).map((a) => (
              <li key={a.id}>
                <NewsCard article={a} dates="long" />
              </li>
            ))}
          </ul>
        ) : loading ? (
          <ul aria-label={t('news.page.loadingList')} aria-busy="true" className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: NEWS_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <NewsCardSkeleton />
              </li>
            ))}
          </ul>
        ) : visible.length === 0 ? (
          <div className="mt-4 rounded-lg border border-line bg-surface p-8 text-center">
            <h3 className="m-0 text-xl font-bold">{t('news.page.none.title')}</h3>
            <p className="mt-2 mb-0 text-ink-muted">{t('news.page.none.body')}</p>
          </div>
        ) : (
          <ul ref={listRef} aria-labelledby="latest-news" className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((a) => (
              <li key={a.id}>
                <NewsCard article={a} dates="long" />
              </li>
            ))}
          </ul>
        )}

        {!loading && canLoadMore && (
          <div className="mt-8 text-center">
            <button type="button" className={buttonStyles.secondary} onClick={() => void loadMore()} aria-disabled={loadingMore || undefined} aria-busy={loadingMore || undefined}>
              {loadingMore ? t('shell.loading') : t('news.page.loadMore')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
