// The site's languages and where they live in the address: English at the root, Spanish under /es with the same path
// after the prefix (/emergency, /es/emergency). Pure rules, used by the app, the build, the server and the worker.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language formats numbers, dates and plurals with. */
export const LOCALE_TAGS = { en: 'en-US', es: 'es-US' } as const satisfies Readonly<Record<Locale, string>>;

/** Each language's name in itself, as a language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

const PREFIX: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

/** The router's basename for a language's pages: inside a Spanish page, "/about" is "/es/about". */
export function localeBasename(locale: Locale): string | undefined {
  return PREFIX[locale] || undefined;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: /es and /es/… are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The path without its language prefix: "/es/emergency" is "/emergency", "/es" is "/". */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(PREFIX.es.length);
  return rest === '' ? '/' : rest;
}

/**
 * A path of the site in a language: "/emergency" in Spanish is "/es/emergency"; a path already in a language is moved
 * to this one. A query or an anchor stays after the path. Anything not a site path (a full address, "#top") is left alone.
 */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const bare = pathWithoutLocale(pathname);
  // /api and /idp are the server's, in every language.
  if (/^\/(api|idp)(\/|$)/.test(bare)) return path;
  const prefixed = locale === 'en' ? bare : bare === '/' ? PREFIX[locale] : `${PREFIX[locale]}${bare}`;
  return `${prefixed}${tail}`;
}

/** The first of her browser's languages that the site has, if any ("es-MX" is Spanish). */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}
