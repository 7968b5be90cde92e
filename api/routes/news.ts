// GET /api/news?topic=&limit=&before=: feed and team articles, newest first, with a plain message when no source answered.
// GET /api/news/articles/:id: one of the team's articles, in full.
import { Hono } from 'hono';
import { newsQuerySchema } from '../../shared/schemas/news.ts';
import type { Db } from '../db/client.ts';
import { getTeamArticle, listNews } from '../db/news-repo.ts';
import { badRequest } from '../http/errors.ts';

export function newsRouter(db: Db) {
  return new Hono()
    .get('/', (c) => {
      const parsed = newsQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badRequest(c, parsed.error.issues[0]?.message ?? 'The query is not valid.', parsed.error);
      return c.json(listNews(db, parsed.data));
    })
    .get('/articles/:id', (c) => {
      const article = getTeamArticle(db, c.req.param('id'));
      if (!article) return c.json({ message: 'This article does not exist or was removed.' }, 404);
      return c.json({ article });
    });
}
