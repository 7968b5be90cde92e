// The home news block's list: a topic filter, six articles with relative dates, refreshed every 30 minutes.
import { useId, useState } from 'react';
import { HOME_NEWS_LIMIT, NEWS_REFRESH_MS } from '../../../shared/limits.ts';
import { HOME_NEWS_TOPIC_OPTIONS } from '../../../shared/news/topics.ts';
import { fieldStyles } from '../../components/button-styles.ts';
import { NewsCard } from '../../components/news-card.tsx';
import { useNews } from '../../components/use-news.ts';
import type { NewsTopicFilter } from '../../local/news.ts';
import { NewsPlaceholders } from './news-section.tsx';
import { useT } from '../../i18n/use-t.ts';

export function NewsBlock() {
  const id = useId();
  const [topic, setTopic] = useState<NewsTopicFilter>('all');
  const { articles, status, message } = useNews({ topic, pageSize: HOME_NEWS_LIMIT, refreshMs: NEWS_REFRESH_MS });
  const shown = articles?.slice(0, HOME_NEWS_LIMIT);
  const loading = shown === undefined || (status === 'loading' && shown.length === 0);
  const t = useT();

  return (
    <>
      <div className="mt-5 max-w-xs">
        <label htmlFor={`${id}-topic`} className="font-semibold">
          {t('news.topic')}
        </label>
        <select id={`${id}-topic`} className={fieldStyles} value={topic} onChange={(e) => setTopic(e.target.value as NewsTopicFilter)}>
          {HOME_NEWS_TOPIC_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`news.topic.${o.value}`)}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">
        {status === 'offline' && (
          <p className="mt-4 mb-0 rounded-lg border border-line bg-surface-2 p-4">
            {t('news.offline')} {shown?.length ? t('news.offlineSaved') : t('news.offlineEmpty')}
          </p>
        )}
        {status === 'error' && !shown?.length && (
          <p className="mt-4 mb-0 rounded-lg border border-line bg-surface-2 p-4">{t('news.error')}</p>
        )}
        {message && status === 'ready' && <p className="mt-4 mb-0 rounded-lg border border-line bg-surface-2 p-4">{message}</p>}
        {!loading && shown?.length === 0 && status === 'ready' && !message && (
          <p className="mt-4 mb-0 rounded-lg border border-line bg-surface p-4">{t('news.noneOnTopic')}</p>
        )}
      </div>
      {loading ? (
        <NewsPlaceholders />
      ) : (
        shown.length > 0 && (
          <ul aria-labelledby="news-title" className="m-0 mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
            {shown.map((a) => (
              <li key={a.id}>
                <NewsCard article={a} dates="relative" />
              </li>
            ))}
          </ul>
        )
      )}
    </>
  );
}
