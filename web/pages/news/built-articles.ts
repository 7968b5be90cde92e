// The team's seeded articles as the build knew them (virtual:team-articles/…, web/build/team-articles.ts): what the
// news page and an article's page draw before the device's copy is there, so their built HTML holds the articles'
// words, and hydration draws the same. Each language's copy is a chunk of its own, loaded once; the news page's list
// loads them without their bodies.
import { use } from 'react';
import type { Locale } from '../../../shared/locale.ts';
import type { NewsArticle } from '../../../shared/schemas/news.ts';
import { useLocale } from '../../i18n/use-t.ts';

export type BuiltKind = 'list' | 'full';
type Loader = () => Promise<{ default: NewsArticle[] }>;

const LOADERS: Readonly<Record<BuiltKind, Readonly<Record<Locale, Loader>>>> = {
  list: { en: () => import('virtual:team-articles/en/list'), es: () => import('virtual:team-articles/es/list') },
  full: { en: () => import('virtual:team-articles/en'), es: () => import('virtual:team-articles/es') },
};

const loaded = new Map<string, readonly NewsArticle[]>();
const loading = new Map<string, Promise<readonly NewsArticle[]>>();

/** Starts (once) loading a language's built articles: the news routes load them beside their code. */
export function loadBuiltArticles(locale: Locale, kind: BuiltKind): Promise<readonly NewsArticle[]> {
  const key = `${locale}/${kind}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[kind][locale]().then((m) => {
      loaded.set(key, m.default);
      return m.default;
    });
    // Offline before the worker kept them: may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The built articles of the page's language; suspends the page (inside its Suspense boundary) until they are there. */
export function useBuiltArticles(kind: BuiltKind): readonly NewsArticle[] {
  const locale = useLocale();
  return loaded.get(`${locale}/${kind}`) ?? use(loadBuiltArticles(locale, kind));
}
