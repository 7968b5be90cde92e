// LOG_FORMAT=json on the real server: one JSON line per event (start, seed, backup, request, stop), each request's
// line with the id the answer carried as X-Request-Id, and nothing personal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startSourceServer } from '../fixtures/source-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'whs-jsonlog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes JSON lines an operator can collect, and nothing she typed', async () => {
  const server = await startSourceServer(dir, join(dir, 'app.db'), { LOG_FORMAT: 'json', LOG_REQUESTS: 'true', BACKUP_DIR: join(dir, 'backups'), BACKUP_EVERY_HOURS: '24' });
  const res = await fetch(`${server.baseURL}/api/resources/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: JSON.stringify({ q: 'protective order' }),
  });
  expect(res.status).toBe(200);
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[\w-]{8,}$/);
  await expect.poll(() => server.output()).toMatch(/"event":"backup"/);
  await server.stop();

  // Our lines are JSON (a library's own warning may be plain text on stderr).
  const entries = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { event: string; msg: string; requestId?: string; level: string; time: string });
  const events = new Set(entries.map((e) => e.event));
  for (const e of ['seed', 'start', 'backup', 'request', 'stop']) expect(events, e).toContain(e);
  expect(entries.every((e) => e.level && e.time && e.msg)).toBe(true);
  expect(entries.find((e) => e.event === 'request' && e.requestId === id)?.msg).toMatch(/^--> POST \/api\/resources\/search 200 \d+ms$/);
  expect(server.output()).not.toMatch(/protective/);
}, 60_000);
