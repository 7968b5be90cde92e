// GET /api/news?topic=&limit=&before=: feed and team articles, newest first, with a plain message when no source answered.
// GET /api/news/articles/:id: one of the team's articles, in full.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { newsArticleResponseSchema, newsQuerySchema, newsResponseSchema } from '../../shared/schemas/news.ts';
import type { Db } from '../db/client.ts';
import { getTeamArticle, listNews } from '../db/news-repo.ts';
import { badRequest } from '../http/errors.ts';
import { say } from '../http/locale.ts';
import { jsonResponse, parametersOf, problem } from '../http/openapi.ts';

const tags = ['News'];
const docs = {
  list: describeRoute({
    tags,
    summary: 'News from the feeds and the team, newest first',
    parameters: parametersOf(newsQuerySchema),
    responses: { 200: jsonResponse('A page of articles', newsResponseSchema), 400: problem('An unknown topic, or a bad limit or cursor') },
  }),
  article: describeRoute({
    tags,
    summary: 'One of the team’s articles, in full',
    parameters: parametersOf(z.object({ id: z.string() }), 'path'),
    responses: { 200: jsonResponse('The article', newsArticleResponseSchema), 404: problem('No such article') },
  }),
};

export function newsRouter(db: Db) {
  return new Hono()
    .get('/', docs.list, async (c) => {
      const parsed = newsQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The query is not valid.', parsed.error);
      return c.json(await listNews(db, parsed.data));
    })
    .get('/articles/:id', docs.article, async (c) => {
      const article = await getTeamArticle(db, c.req.param('id'));
      if (!article) return c.json({ message: say(c, 'api.news.noArticle') }, 404);
      return c.json({ article });
    });
}
