// The words of a news article a page shows: on a Spanish page, a team article's Spanish version when it has one;
// otherwise the article's own words, which are English (every feed we read, and the team's first version), with that
// language named so the page can mark them and say so.
import type { Locale } from '../locale.ts';
import type { NewsArticle } from '../schemas/news.ts';

export interface ArticleShown {
  title: string;
  description?: string;
  /** Sanitised on the server. */
  contentHtml?: string;
  /** Older devices' plain text (paragraphs separated by a blank line), English only. */
  content?: string;
  /** The language of these words. */
  lang: Locale;
}

/** The language of an article's own words: the feeds we read and the team's first version are English. */
export const ARTICLE_OWN_LANGUAGE: Locale = 'en';

export function articleIn(article: NewsArticle, locale: Locale): ArticleShown {
  if (locale === 'es' && article.es) {
    const { title, description, contentHtml } = article.es;
    return { title, lang: 'es', ...(description !== undefined ? { description } : {}), ...(contentHtml !== undefined ? { contentHtml } : {}) };
  }
  const { title, description, contentHtml, content } = article;
  return {
    title,
    lang: ARTICLE_OWN_LANGUAGE,
    ...(description !== undefined ? { description } : {}),
    ...(contentHtml !== undefined ? { contentHtml } : {}),
    ...(content !== undefined ? { content } : {}),
  };
}
