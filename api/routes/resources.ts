// The directory: full lists with ETag, a category list, and the change feed for incremental sync.
import { Hono } from 'hono';
import { CATEGORY_KEYS, resolveCategory } from '../../shared/categories.ts';
import { cursorSchema } from '../../shared/schemas/resource.ts';
import type { Db } from '../db/client.ts';
import { changesSince, currentVersion, listResources } from '../db/resources-repo.ts';
import { badRequest } from '../http/errors.ts';
import { JsonCache, sendCached } from '../http/cached-json.ts';

export function resourcesRouter(db: Db) {
  const cache = new JsonCache();
  return new Hono()
    .get('/', (c) => sendCached(c, cache.get('all', currentVersion(db), () => listResources(db))))
    .get('/changes', (c) => {
      const raw = c.req.query('since') ?? '0';
      const since = cursorSchema.safeParse(raw);
      if (!since.success) return badRequest(c, `The cursor "${raw.slice(0, 40)}" is not valid. Start again without one.`, since.error);
      c.header('Cache-Control', 'no-store');
      return c.json(changesSince(db, Number(since.data)));
    })
    .get('/:category', (c) => {
      const param = c.req.param('category');
      const category = resolveCategory(param);
      if (!category) {
        return badRequest(c, `"${param.slice(0, 60)}" is not a resource category. Use one of: ${CATEGORY_KEYS.join(', ')}.`);
      }
      return sendCached(c, cache.get(category, currentVersion(db), () => listResources(db, category)));
    });
}
