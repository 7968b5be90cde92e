// The wire contract of GET /api/news: articles from the aggregated feeds and from our team, newest first.
import { z } from 'zod';
import { NEWS_TOPIC_IDS } from '../news/topics.ts';

export const newsArticleSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  /** The publisher's name as our feed list spells it, or "Our team". */
  source: z.string().min(1),
  /** Absolute http(s) address of a feed article; a team article's is its path on this site, /news/{id}. */
  url: z.string().min(1),
  category: z.enum(NEWS_TOPIC_IDS),
  topics: z.array(z.enum(NEWS_TOPIC_IDS)),
  /** ISO 8601. */
  publishedAt: z.string(),
  byTeam: z.boolean(),
  /** A team article's text as HTML, sanitised on the server (api/services/article-html.ts), so it can be read offline. */
  contentHtml: z.string().optional(),
  /** Older devices may hold a team article's plain text (paragraphs separated by a blank line). */
  content: z.string().optional(),
  author: z.string().optional(),
  /** A team article the editors put first. */
  featured: z.boolean().optional(),
  /**
   * A team article's Spanish version (decision 017), carried with the English so a device can show either language
   * offline; absent when it has none, and then Spanish pages show the English, marked so. Never on feed articles.
   */
  es: z
    .object({
      title: z.string().min(1),
      description: z.string().optional(),
      /** Sanitised on the server, like `contentHtml`. */
      contentHtml: z.string().optional(),
    })
    .optional(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsResponseSchema = z.object({
  articles: z.array(newsArticleSchema),
  /** Said plainly when the news sources could not be reached. */
  message: z.string().optional(),
  /** Pass as `before` to get the next page; absent on the last page. */
  nextCursor: z.string().optional(),
});
export type NewsResponse = z.infer<typeof newsResponseSchema>;

/** GET /api/news/articles/{id}: one of the team's articles, in full. */
export const newsArticleResponseSchema = z.object({ article: newsArticleSchema });

export const newsQuerySchema = z.object({
  topic: z
    .union([z.literal('all'), z.enum(NEWS_TOPIC_IDS)], { error: `Choose a topic from: all, ${NEWS_TOPIC_IDS.join(', ')}.` })
    .default('all'),
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 50.' }).int().min(1).max(50).default(24),
  before: z
    .string()
    .regex(/^\d{1,15}_[\w-]{1,100}$/, 'before must be the nextCursor of an earlier answer.')
    .optional(),
});

export const NEWS_UNREACHABLE_MESSAGE =
  'We could not reach any news source yet, so only articles written by our team are shown. Please check back later.';
export const NEWS_STALE_MESSAGE =
  'Our news sources could not be reached at the last check. These are the latest articles we have.';
export const TEAM_SOURCE = 'Our team';
