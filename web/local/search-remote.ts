// Asks the server's directory search; any failure (offline, timeout, bad answer) is `undefined`, so the device's results stand.
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_SERVER_TIMEOUT_MS } from '../../shared/limits.ts';
import { resourceListSchema, type Resource } from '../../shared/schemas/resource.ts';

export function searchUrl(text: string, categories: readonly CategoryKey[]): string {
  const params = new URLSearchParams({ q: text });
  if (categories.length) params.set('category', categories.join(','));
  return `/api/resources/search?${params.toString()}`;
}

export async function fetchServerSearch(text: string, categories: readonly CategoryKey[], signal: AbortSignal): Promise<Resource[] | undefined> {
  // One controller for both the caller's abort and the time limit (AbortSignal.any is missing in older browsers).
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, SEARCH_SERVER_TIMEOUT_MS);
  try {
    const res = await fetch(searchUrl(text, categories), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!res.ok) return undefined;
    const parsed = resourceListSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
