// GET /api/health: 200 when the database can be read and is fully migrated, 503 otherwise; never cached.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../db/client.ts';
import { jsonResponse } from '../http/openapi.ts';
import { buildIdentity, health, healthSchema } from '../ops/health.ts';

const docs = describeRoute({
  tags: ['Operations'],
  summary: 'Health, for monitors and load balancers',
  responses: {
    200: jsonResponse('The version, the database, mail waiting and failing, when the news was last read, and the last backup', healthSchema),
    503: jsonResponse('The same, with status "unavailable": the database cannot be read or is not fully migrated', healthSchema),
  },
});

export function healthRouter(db: Db, options: { backupDir?: string; buildInfoFile?: string; now?: () => Date } = {}) {
  const { buildInfoFile, ...rest } = options;
  let identity: { version: string; commit: string } | undefined;
  return new Hono().get('/', docs, (c) => {
    identity ??= buildIdentity(buildInfoFile);
    const report = health({ db, ...identity, ...rest });
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
