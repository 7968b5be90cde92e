// Request logging never writes what a visitor typed: query strings and search text are cut; each line carries the
// request's id, which the answer carries too as X-Request-Id (hers, when it is plainly an id). An unhandled error is
// logged by its kind and place, never by its message (a failed query's message holds what she sent).
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { redactPath, redactRequestLine } from '../../api/http/request-log.ts';
import { createLog } from '../../api/log.ts';
import { onPostgres } from '../../api/db/client.ts';
import { sqlRun, tempDb } from '../fixtures/db.ts';

describe('request log', () => {
  it('cuts query strings and search words from request lines', () => {
    expect(redactRequestLine('<-- GET /api/resources/search?q=abortion')).toBe('<-- GET /api/resources/search?…');
    expect(redactRequestLine('--> GET /api/resources/search/legal%20aid 200 3ms')).toBe('--> GET /api/resources/search/… 200 3ms');
    expect(redactRequestLine('--> GET /resources/womens-health?q=dv 200 1ms')).toBe('--> GET /resources/womens-health?… 200 1ms');
    expect(redactRequestLine('--> GET /api/resources 304 0ms')).toBe('--> GET /api/resources 304 0ms');
    // Paths as routed are decoded: words with spaces are cut whole.
    expect(redactPath('/api/resources/search/domestic violence help')).toBe('/api/resources/search/…');
    expect(redactPath('/api/resources/housing-shelter')).toBe('/api/resources/housing-shelter');
    // Which listing she saved or changed, which reminder: her own list's ids are cut too.
    expect(redactPath('/api/user/saved-resources/national-domestic-violence-hotline')).toBe('/api/user/saved-resources/…');
    expect(redactPath('/api/user/reminders/3f2a9c1e-0000-4000-8000-000000000000')).toBe('/api/user/reminders/…');
    expect(redactPath('/api/user/saved-resources')).toBe('/api/user/saved-resources');
  });

  it('logs real requests as JSON lines with their id, and nothing she typed or sent', async () => {
    const t = await tempDb();
    try {
      const lines: string[] = [];
      const app = createApp({ db: t.db, logRequests: true, log: createLog('json', (l) => lines.push(l)) });
      const search = await app.request('http://localhost/api/resources/search/domestic%20violence');
      await app.request('http://localhost/api/resources/search?q=abortion+pill');
      await app.request('http://localhost/api/contact', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
        body: JSON.stringify({ name: 'Her Name', email: 'her@example.org', subject: 'Private', category: 'general', priority: 'normal', message: 'Secret words' }),
      });
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({ level: 'info', event: 'request', method: 'GET', path: '/api/resources/search/…', status: 200 });
      expect(entries[0]!.requestId).toBe(search.headers.get('x-request-id'));
      expect(entries[2]).toMatchObject({ method: 'POST', path: '/api/contact', status: 201 });
      expect(lines.join('\n')).not.toMatch(/domestic|violence|abortion|pill|Her Name|her@example|Private|Secret|203\.0\.113/);
    } finally {
      await t.close();
    }
  });

  it('keeps a caller’s id only when it is plainly an id', async () => {
    const t = await tempDb();
    try {
      const lines: string[] = [];
      const app = createApp({ db: t.db, logRequests: true, log: createLog('json', (l) => lines.push(l)) });
      const kept = await app.request('http://localhost/api/health', { headers: { 'X-Request-Id': 'proxy-7f3a.b_2' } });
      expect(kept.headers.get('x-request-id')).toBe('proxy-7f3a.b_2');
      for (const unsafe of ['two words', 'a'.repeat(65), '{"level":"error"}', 'id=1']) {
        const res = await app.request('http://localhost/api/health', { headers: { 'X-Request-Id': unsafe } });
        const id = res.headers.get('x-request-id') ?? '';
        expect(id).not.toBe(unsafe);
        expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      }
      const ids = lines.map((l) => (JSON.parse(l) as { requestId: string }).requestId);
      expect(ids[0]).toBe('proxy-7f3a.b_2');
      expect(new Set(ids).size).toBe(5);
    } finally {
      await t.close();
    }
  });

  it('logs an unhandled error by its kind and place, with the request id, and nothing she sent', async () => {
    const t = await tempDb();
    try {
      const lines: string[] = [];
      // Request lines off: the error's own line is what is checked.
      const app = createApp({ db: t.db, log: createLog('json', (l) => lines.push(l)) });
      // Her write fails in the database, and the search index is gone.
      if (onPostgres) {
        await sqlRun(t.db, "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$");
        await sqlRun(t.db, 'CREATE TRIGGER refuse BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse()');
        await sqlRun(t.db, 'DROP TABLE resources_search');
      } else {
        await sqlRun(t.db, "CREATE TRIGGER refuse BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'refused'); END");
        await sqlRun(t.db, 'DROP TABLE resources_fts');
      }
      // The database's own error, as each driver names it (a trigger's refusal).
      const refusal = onPostgres ? 'DatabaseError (P0001)' : 'SqliteError (SQLITE_CONSTRAINT_TRIGGER)';
      // An awaited drizzle query that fails throws this, its message holding the query's parameters.
      let cause: unknown;
      try {
        (await sqlRun(t.db, 'INSERT INTO contact_messages (id) VALUES (?)', 'x'));
      } catch (error) {
        cause = error;
      }
      app.post('/fails', () => {
        throw new DrizzleQueryError('insert into "contact_messages" ("email", "message") values (?, ?)', ['her@example.org', 'a protective order for me'], cause as Error);
      });
      const write = await app.request('http://localhost/api/contact', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Her Name', email: 'her@example.org', subject: 'Help', category: 'general', priority: 'normal', message: 'a protective order for me' }),
      });
      expect(write.status).toBe(500);
      expect(await write.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      const search = await app.request('http://localhost/api/resources/search/protective%20order');
      expect(search.status).toBe(500);
      const query = await app.request('http://localhost/fails', { method: 'POST' });
      expect(query.status).toBe(500);

      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({ level: 'error', event: 'error', requestId: write.headers.get('x-request-id'), method: 'POST', path: '/api/contact', error: onPostgres ? `DrizzleQueryError caused by ${refusal}` : refusal });
      // Where it happened: the stack's frames, without the message it opens with.
      expect(entries[0]!.stack).toMatch(/^ {4}at .*:\d+:\d+/);
      expect(entries[1]).toMatchObject({ level: 'error', requestId: search.headers.get('x-request-id'), method: 'GET', path: '/api/resources/search/…' });
      expect(entries[2]).toMatchObject({ requestId: query.headers.get('x-request-id'), path: '/fails', error: `DrizzleQueryError caused by ${refusal}` });
      expect(lines.join('\n')).not.toMatch(/her@example|Her Name|protective|order for/);
    } finally {
      await t.close();
    }
  });
});
