// The built-in directories: GET /api/directories/{collection} (whole list, ETag) and .../changes?since= (sync).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { anyDirectoryChangesSchema, DIRECTORY_COLLECTION_NAMES, directoryListSchema, isDirectoryCollection } from '../../shared/directories/collections.ts';
import { changesQuerySchema, cursorSchema } from '../../shared/schemas/resource.ts';
import type { Db } from '../db/client.ts';
import { directoryChangesSince, directoryVersion, listDirectory } from '../db/directories-repo.ts';
import { JsonCache, sendCached } from '../http/cached-json.ts';
import { badRequest } from '../http/errors.ts';
import { jsonResponse, parametersOf, problem } from '../http/openapi.ts';

const tags = ['Directories'];
const collection = parametersOf(z.object({ collection: z.enum(DIRECTORY_COLLECTION_NAMES) }), 'path');
const docs = {
  list: describeRoute({
    tags,
    summary: 'A whole directory: organizations, funding sources or business owners',
    parameters: collection,
    responses: { 200: jsonResponse('The entries (ETag; 304 to a matching If-None-Match)', directoryListSchema), 304: { description: 'Not modified' }, 404: problem('Not a directory') },
  }),
  changes: describeRoute({
    tags,
    summary: 'What changed in a directory since a cursor (incremental sync)',
    parameters: [...collection, ...parametersOf(changesQuerySchema)],
    responses: { 200: jsonResponse('Changes, deletions and the next cursor', anyDirectoryChangesSchema), 400: problem('The cursor is not valid'), 404: problem('Not a directory') },
  }),
};

export function directoriesRouter(db: Db) {
  const cache = new JsonCache();
  const unknown = (name: string) => `"${name.slice(0, 60)}" is not a directory. Use one of: ${DIRECTORY_COLLECTION_NAMES.join(', ')}.`;
  return new Hono()
    .get('/:collection', docs.list, async (c) => {
      const name = c.req.param('collection');
      if (!isDirectoryCollection(name)) return c.json({ message: unknown(name) }, 404);
      return sendCached(c, await cache.get(name, await directoryVersion(db, name), () => listDirectory(db, name)));
    })
    .get('/:collection/changes', docs.changes, async (c) => {
      const name = c.req.param('collection');
      if (!isDirectoryCollection(name)) return c.json({ message: unknown(name) }, 404);
      const raw = c.req.query('since') ?? '0';
      const since = cursorSchema.safeParse(raw);
      if (!since.success) return badRequest(c, `The cursor "${raw.slice(0, 40)}" is not valid. Start again without one.`, since.error);
      c.header('Cache-Control', 'no-store');
      return c.json(await directoryChangesSince(db, name, Number(since.data)));
    });
}
