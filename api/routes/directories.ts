// The built-in directories: GET /api/directories/{collection} (whole list, ETag) and .../changes?since= (sync).
import { Hono } from 'hono';
import { DIRECTORY_COLLECTION_NAMES, isDirectoryCollection } from '../../shared/directories/collections.ts';
import { cursorSchema } from '../../shared/schemas/resource.ts';
import type { Db } from '../db/client.ts';
import { directoryChangesSince, directoryVersion, listDirectory } from '../db/directories-repo.ts';
import { JsonCache, sendCached } from '../http/cached-json.ts';
import { badRequest } from '../http/errors.ts';

export function directoriesRouter(db: Db) {
  const cache = new JsonCache();
  const unknown = (name: string) => `"${name.slice(0, 60)}" is not a directory. Use one of: ${DIRECTORY_COLLECTION_NAMES.join(', ')}.`;
  return new Hono()
    .get('/:collection', (c) => {
      const name = c.req.param('collection');
      if (!isDirectoryCollection(name)) return c.json({ message: unknown(name) }, 404);
      return sendCached(c, cache.get(name, directoryVersion(db, name), () => listDirectory(db, name)));
    })
    .get('/:collection/changes', (c) => {
      const name = c.req.param('collection');
      if (!isDirectoryCollection(name)) return c.json({ message: unknown(name) }, 404);
      const raw = c.req.query('since') ?? '0';
      const since = cursorSchema.safeParse(raw);
      if (!since.success) return badRequest(c, `The cursor "${raw.slice(0, 40)}" is not valid. Start again without one.`, since.error);
      c.header('Cache-Control', 'no-store');
      return c.json(directoryChangesSince(db, name, Number(since.data)));
    });
}
