// Build time: the Legal Education Hub's guides (data/legal-guides.json, and their Spanish words in
// data/legal-guides-es.json), checked against their schemas and with each Markdown body rendered to HTML (marked, then
// sanitize-html, as the server does for articles), served to the app per language as `virtual:legal-guides/en` and
// `virtual:legal-guides/es`: a page loads its own language's guides only. Both are part of the app's precache: every
// guide reads offline after one visit.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { articleHtml } from '../../api/services/article-html.ts';
import { guidesFileSchema, guideTranslationsFileSchema, type BuiltGuides } from '../../shared/legal/guides.ts';
import { isLocale, type Locale } from '../../shared/locale.ts';

const PREFIX = 'virtual:legal-guides/';
const FILES: Readonly<Record<Locale, URL>> = {
  en: new URL('../../data/legal-guides.json', import.meta.url),
  es: new URL('../../data/legal-guides-es.json', import.meta.url),
};
const read = (locale: Locale) => readFileSync(FILES[locale], 'utf8');

/** The English guides, as the app gets them. */
export function buildLegalGuides(text = read('en')): BuiltGuides {
  const file = guidesFileSchema.parse(JSON.parse(text));
  return { asOf: file.asOf, guides: file.guides.map(({ body, ...g }) => ({ ...g, html: articleHtml(body), lang: 'en' as const })) };
}

/**
 * The guides of a language's pages, in the English order: each translated one in that language (its words over the
 * English guide's facts), the others in English, marked so the page can say so.
 */
export function buildLocaleGuides(locale: Locale, texts: Partial<Record<Locale, string>> = {}): BuiltGuides {
  const english = buildLegalGuides(texts.en ?? read('en'));
  if (locale === 'en') return english;
  const file = guideTranslationsFileSchema.parse(JSON.parse(texts[locale] ?? read(locale)));
  const unknown = file.guides.find((t) => !english.guides.some((g) => g.id === t.id));
  if (unknown) throw new Error(`legal-guides: ${FILES[locale].pathname} has ${unknown.id}, which no English guide has`);
  return {
    asOf: file.asOf,
    guides: english.guides.map((g) => {
      const t = file.guides.find((x) => x.id === g.id);
      if (!t) return g;
      const { body, ...words } = t;
      return { ...g, ...words, html: articleHtml(body), lang: locale };
    }),
  };
}

export function legalGuides(): Plugin {
  return {
    name: 'legal-guides',
    resolveId: (id) => (id.startsWith(PREFIX) && isLocale(id.slice(PREFIX.length)) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!isLocale(locale)) return undefined;
      this.addWatchFile(FILES.en.pathname);
      if (locale !== 'en') this.addWatchFile(FILES[locale].pathname);
      return `export default ${JSON.stringify(buildLocaleGuides(locale))};`;
    },
  };
}
