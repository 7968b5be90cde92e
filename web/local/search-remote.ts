// Asks the server's directory search; any failure (offline, timeout, bad answer) is `undefined`, so the device's results stand.
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_SERVER_TIMEOUT_MS } from '../../shared/limits.ts';
import type { Resource } from '../../shared/schemas/resource.ts';

/** The request body of the app's searches (POST: the words stay out of every address, Referer and access log). */
export function searchBody(text: string, categories: readonly CategoryKey[]): { q: string; category?: string } {
  return categories.length ? { q: text, category: categories.join(',') } : { q: text };
}

export async function fetchServerSearch(text: string, categories: readonly CategoryKey[], signal: AbortSignal): Promise<Resource[] | undefined> {
  // One controller for both the caller's abort and the time limit (AbortSignal.any is missing in older browsers).
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, SEARCH_SERVER_TIMEOUT_MS);
  try {
    const res = await fetch('/api/resources/search', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(searchBody(text, categories)),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!res.ok) return undefined;
    // The listings' checks load with the first answer, not with the page.
    const [{ resourceListSchema }, body] = await Promise.all([import('../../shared/schemas/resource.ts'), res.json()]);
    const parsed = resourceListSchema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
