// A page's head in its own language, for the HTML the build and the server write: title, description, <html lang>
// and the hreflang links to the same page in each language. Not for the app (it would carry every language's titles).
import { LOCALES, localeOfPath, localePath, pathWithoutLocale, type Locale } from './locale.ts';
import { ROUTE_META_ES } from './route-meta-es.ts';
import { cleanPath, LEGAL_GUIDE_META, metaFor, NEWS_ARTICLE_META, NOT_FOUND_META, ROUTE_META, type RouteMeta } from './routes.ts';

const metaByKey = (key: string) => [...ROUTE_META, NOT_FOUND_META, NEWS_ARTICLE_META, LEGAL_GUIDE_META].find((m) => m.path === key);

export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  /** The same page in every language (and x-default, the English one); none for a page that does not exist. */
  alternates: readonly { hreflang: string; href: string }[];
  found: boolean;
}

/**
 * A meta in a language: the Spanish title and description of its path. A page that wrote its own (a guide's title,
 * an article's) keeps them: that content is not translated yet.
 */
export function localizedMeta(meta: RouteMeta, locale: Locale): RouteMeta {
  if (locale === 'en') return meta;
  const es = ROUTE_META_ES[meta.path];
  const own = metaByKey(meta.path);
  if (!es || (own && own.title !== meta.title)) return meta;
  return { ...meta, ...es };
}

export function pageHeadFor(pathname: string): PageHead {
  const locale = localeOfPath(pathname);
  const meta = metaFor(pathname);
  const found = meta !== NOT_FOUND_META;
  const bare = pathWithoutLocale(cleanPath(pathname));
  const alternates = found
    ? [...LOCALES.map((l) => ({ hreflang: l, href: localePath(bare, l) })), { hreflang: 'x-default', href: bare }]
    : [];
  const { title, description } = localizedMeta(meta, locale);
  return { locale, title, description, alternates, found };
}
