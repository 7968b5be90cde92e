// Every request the page makes to the site's API says the page's language (Accept-Language), so what the server
// answers (errors, confirmations) is in it, whichever page or helper made the request: one wrapper of `fetch`, set
// once by web/main.tsx, instead of a header remembered at each call. A request that sets Accept-Language itself (the
// outbox sends the language each write was made in) keeps its own. The browser's own Accept-Language lists her phone's
// languages, which are often not the page's (decision 017).
import type { Locale } from '../../shared/locale.ts';

const API_PATH = /^\/api\//;

function isSiteApi(input: RequestInfo | URL): boolean {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin && API_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** Adds the header to a request for the site's API that does not set it itself. */
export function withPageLanguage(input: RequestInfo | URL, init: RequestInit | undefined, locale: Locale): RequestInit | undefined {
  if (!isSiteApi(input)) return init;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (headers.has('Accept-Language')) return init;
  headers.set('Accept-Language', locale);
  return { ...init, headers };
}

let installed = false;

export function sendPageLanguageToApi(locale: Locale): void {
  if (installed || typeof fetch !== 'function') return;
  installed = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => original(input, withPageLanguage(input, init, locale));
}
