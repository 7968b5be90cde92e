// The news a screen shows: the device's articles on a topic, refreshed from the server when it can be reached,
// with older pages fetched on demand. Works offline from what the device kept.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNews, useDeviceNews, useNewsMeta, type NewsTopicFilter } from '../local/news.ts';

export type NewsStatus = 'loading' | 'ready' | 'offline' | 'error';

export interface UseNewsOptions {
  topic: NewsTopicFilter;
  /** Articles asked for in each request. */
  pageSize: number;
  /** Ask again this often while the screen is open. */
  refreshMs?: number;
}

export function useNews({ topic, pageSize, refreshMs }: UseNewsOptions) {
  const articles = useDeviceNews(topic);
  const meta = useNewsMeta();
  const [status, setStatus] = useState<NewsStatus>('loading');
  const [message, setMessage] = useState<string>();
  const [nextCursor, setNextCursor] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const out = await fetchNews({ topic, limit: pageSize });
    if (mine !== generation.current) return;
    if (out.ok) {
      setStatus('ready');
      setMessage(out.response.message);
      setNextCursor(out.response.nextCursor);
    } else {
      setStatus(out.reason);
    }
  }, [topic, pageSize]);

  useEffect(() => {
    setStatus('loading');
    setNextCursor(undefined);
    void refresh();
    const onOnline = () => void refresh();
    window.addEventListener('online', onOnline);
    const timer = refreshMs ? window.setInterval(() => void refresh(), refreshMs) : undefined;
    return () => {
      generation.current++;
      window.removeEventListener('online', onOnline);
      if (timer) window.clearInterval(timer);
    };
  }, [refresh, refreshMs]);

  /** Fetches the next page from the server; resolves to whether anything came. */
  const fetchMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return false;
    setLoadingMore(true);
    const mine = generation.current;
    const out = await fetchNews({ topic, limit: pageSize, before: nextCursor });
    setLoadingMore(false);
    if (mine !== generation.current) return false;
    if (!out.ok) {
      setStatus(out.reason);
      return false;
    }
    setStatus('ready');
    setNextCursor(out.response.nextCursor);
    return out.response.articles.length > 0;
  }, [nextCursor, loadingMore, topic, pageSize]);

  return { articles, status, message: message ?? meta?.message, syncedAt: meta?.syncedAt, nextCursor, fetchMore, loadingMore };
}
