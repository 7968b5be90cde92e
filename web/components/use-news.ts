// The news a screen shows: the device's articles on a topic, refreshed from the server when it can be reached,
// with older pages fetched on demand. Works offline from what the device kept.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewsArticle } from '../../shared/schemas/news.ts';
import { cursorAfter, fetchNews, useDeviceNews, useNewsMeta, type NewsTopicFilter } from '../local/news.ts';

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
  /** Whether the server said it has articles after the last page we asked for. */
  const [serverHasMore, setServerHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const out = await fetchNews({ topic, limit: pageSize });
    if (mine !== generation.current) return;
    if (out.ok) {
      setStatus('ready');
      setMessage(out.response.message);
      setServerHasMore(Boolean(out.response.nextCursor));
    } else {
      setStatus(out.reason);
    }
  }, [topic, pageSize]);

  useEffect(() => {
    setStatus('loading');
    setServerHasMore(false);
    setLoadingMore(false);
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

  /**
   * Asks the server for the articles after `last` (the last one on screen), so gaps in what the device holds are
   * filled. 'stale' when the topic changed meanwhile; 'offline' or 'error' when the server could not answer.
   */
  const fetchAfter = useCallback(
    async (last: NewsArticle | undefined): Promise<'ok' | 'stale' | 'offline' | 'error'> => {
      const mine = generation.current;
      setLoadingMore(true);
      const out = await fetchNews({ topic, limit: pageSize, ...(last ? { before: cursorAfter(last) } : {}) });
      if (mine !== generation.current) return 'stale';
      setLoadingMore(false);
      if (!out.ok) {
        setStatus(out.reason);
        return out.reason;
      }
      setStatus('ready');
      setServerHasMore(Boolean(out.response.nextCursor));
      return 'ok';
    },
    [topic, pageSize],
  );

  return { articles, status, message: message ?? meta?.message, syncedAt: meta?.syncedAt, serverHasMore, fetchAfter, loadingMore };
}
