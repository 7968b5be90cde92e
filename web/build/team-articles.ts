// Build time: the team's seeded explainers (data/articles.json, with their Spanish words from data/articles-es.json),
// checked against their schemas and rendered to HTML as the server renders them, served to the app per language as
// `virtual:team-articles/en` and `virtual:team-articles/es` (the Spanish pages' copy carries each Spanish version), and
// without their bodies as `virtual:team-articles/{locale}/list` for the news page's list (1 KB instead of 4 to 8).
// The build renders each article's page from them, and the news page's list while the device has nothing yet, so the
// first HTML holds the articles' words in the page's language. The device's copy (from the news API) replaces them as
// soon as it is there: an editor's later change wins.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { articleHtml } from '../../api/services/article-html.ts';
import { isLocale, type Locale } from '../../shared/locale.ts';
import { articleFileSchema, articleTranslationsFileSchema, withSpanish } from '../../shared/news/team-articles.ts';
import { TEAM_SOURCE, type NewsArticle } from '../../shared/schemas/news.ts';

const PREFIX = 'virtual:team-articles/';
const FILES = {
  en: new URL('../../data/articles.json', import.meta.url),
  es: new URL('../../data/articles-es.json', import.meta.url),
} as const;
const read = (file: URL) => readFileSync(file, 'utf8');

/** The seeded articles in the shape the news API gives them (the Spanish version only for Spanish pages). */
export function buildTeamArticles(locale: Locale, texts: { en?: string; es?: string } = {}): NewsArticle[] {
  const english = articleFileSchema.parse(JSON.parse(texts.en ?? read(FILES.en))).articles;
  const spanish = locale === 'es' ? articleTranslationsFileSchema.parse(JSON.parse(texts.es ?? read(FILES.es))).articles : [];
  return withSpanish(english, spanish).map((a) => ({
    id: a.id,
    title: a.title,
    description: a.excerpt,
    source: TEAM_SOURCE,
    url: `/news/${a.id}`,
    category: a.category,
    topics: [a.category],
    publishedAt: new Date(a.publishDate).toISOString(),
    byTeam: true,
    contentHtml: articleHtml(a.content),
    ...(a.author ? { author: a.author } : {}),
    ...(a.es ? { es: { title: a.es.title, description: a.es.excerpt, contentHtml: articleHtml(a.es.content) } } : {}),
  }));
}

/** The same without their bodies: what a list of cards shows. */
export function listOnly(articles: readonly NewsArticle[]): NewsArticle[] {
  return articles.map(({ contentHtml: _, es, ...a }) => ({ ...a, ...(es ? { es: { title: es.title, ...(es.description ? { description: es.description } : {}) } } : {}) }));
}

/** "en", "es", "en/list" or "es/list" of a module id, if it is one of ours. */
function partOf(id: string): { locale: 'en' | 'es'; list: boolean } | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const [locale, kind, ...rest] = id.slice(PREFIX.length).split('/');
  if (!isLocale(locale) || rest.length || (kind !== undefined && kind !== 'list')) return undefined;
  return { locale, list: kind === 'list' };
}

export function teamArticles(): Plugin {
  return {
    name: 'team-articles',
    resolveId: (id) => (partOf(id) ? `\0${id}` : undefined),
    load(id) {
      const part = id.startsWith('\0') ? partOf(id.slice(1)) : undefined;
      if (!part) return undefined;
      this.addWatchFile(FILES.en.pathname);
      if (part.locale === 'es') this.addWatchFile(FILES.es.pathname);
      const articles = buildTeamArticles(part.locale);
      return `export default ${JSON.stringify(part.list ? listOnly(articles) : articles)};`;
    },
  };
}
