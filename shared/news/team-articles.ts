// The team's explainers as seed files: data/articles.json (English, with the facts: topic, date, author) and
// data/articles-es.json (the Spanish words of some of them, by id). Read by the server's seed and by the build, which
// renders the seeded articles' pages ahead of time.
import { z } from 'zod';
import { NEWS_TOPIC_IDS } from './topics.ts';

const ARTICLE_ID = z.string().regex(/^[a-z0-9-]{3,80}$/, 'ids are lowercase words joined by hyphens');

export const articleFileSchema = z.object({
  articles: z.array(
    z.object({
      id: ARTICLE_ID,
      title: z.string().min(1).max(200),
      excerpt: z.string().min(1).max(400),
      content: z.string().min(1),
      category: z.enum(NEWS_TOPIC_IDS),
      author: z.string().optional(),
      publishDate: z.iso.datetime(),
    }),
  ),
});
export type SeedArticleEntry = z.infer<typeof articleFileSchema>['articles'][number];

/** An article's words in another language: the facts (topic, date, author) stay the English entry's. */
export const articleWordsSchema = z.object({
  title: z.string().min(1).max(200),
  excerpt: z.string().min(1).max(400),
  /** Markdown, like the English. */
  content: z.string().min(1),
});
export type ArticleWords = z.infer<typeof articleWordsSchema>;

export const articleTranslationsFileSchema = z.object({
  articles: z.array(articleWordsSchema.extend({ id: ARTICLE_ID })),
});

/** Each English entry with its Spanish words when the Spanish file has them; a Spanish entry with no English one is an error. */
export function withSpanish(
  english: readonly SeedArticleEntry[],
  spanish: z.infer<typeof articleTranslationsFileSchema>['articles'],
): (SeedArticleEntry & { es?: ArticleWords })[] {
  const unknown = spanish.find((s) => !english.some((e) => e.id === s.id));
  if (unknown) throw new Error(`articles-es.json has ${unknown.id}, which articles.json does not`);
  return english.map((e) => {
    const s = spanish.find((x) => x.id === e.id);
    return s ? { ...e, es: { title: s.title, excerpt: s.excerpt, content: s.content } } : e;
  });
}
