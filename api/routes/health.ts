// GET /api/health: 200 when the database can be read and is fully migrated, 503 otherwise; never cached. The public
// answer says only that: anything that moves with what visitors do (mail waiting, for one, which grows only for a new
// newsletter address) would tell a stranger about someone else's visit. Operators get the whole report with their key.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../db/client.ts';
import { jsonResponse } from '../http/openapi.ts';
import { buildIdentity, health, healthSchema, publicHealth, publicHealthSchema } from '../ops/health.ts';

const docs = describeRoute({
  tags: ['Operations'],
  summary: 'Health, for monitors and load balancers',
  description:
    'Without a key: whether the site is up and its database reachable. With `Authorization: Bearer {HEALTH_TOKEN}`: the version, the database, mail waiting and failing, when the news was last read, and the last backup.',
  responses: {
    200: jsonResponse('Up (the whole report with the operators’ key)', publicHealthSchema.or(healthSchema)),
    503: jsonResponse('The same, with status "unavailable": the database cannot be read or is not fully migrated', publicHealthSchema.or(healthSchema)),
  },
});

/** Compared as digests, in constant time: the key's length and content are not told by the time an answer takes. */
function sameKey(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function healthRouter(db: Db, options: { backupDir?: string; buildInfoFile?: string; token?: string; now?: () => Date } = {}) {
  const { buildInfoFile, token, ...rest } = options;
  let identity: { version: string; commit: string } | undefined;
  return new Hono().get('/', docs, async (c) => {
    identity ??= buildIdentity(buildInfoFile);
    const report = await health({ db, ...identity, ...rest });
    c.header('Cache-Control', 'no-store');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const operator = token !== undefined && given !== undefined && sameKey(given, token);
    return c.json(operator ? report : publicHealth(report), report.status === 'ok' ? 200 : 503);
  });
}
