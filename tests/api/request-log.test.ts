// Request logging never writes what a visitor typed: query strings and search text are cut; each line carries the
// request's id, which the answer carries too as X-Request-Id.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { redactPath, redactRequestLine } from '../../api/http/request-log.ts';
import { createLog } from '../../api/log.ts';
import { tempDb } from '../fixtures/db.ts';

describe('request log', () => {
  it('cuts query strings and search words from request lines', () => {
    expect(redactRequestLine('<-- GET /api/resources/search?q=abortion')).toBe('<-- GET /api/resources/search?…');
    expect(redactRequestLine('--> GET /api/resources/search/legal%20aid 200 3ms')).toBe('--> GET /api/resources/search/… 200 3ms');
    expect(redactRequestLine('--> GET /resources/womens-health?q=dv 200 1ms')).toBe('--> GET /resources/womens-health?… 200 1ms');
    expect(redactRequestLine('--> GET /api/resources 304 0ms')).toBe('--> GET /api/resources 304 0ms');
    // Paths as routed are decoded: words with spaces are cut whole.
    expect(redactPath('/api/resources/search/domestic violence help')).toBe('/api/resources/search/…');
    expect(redactPath('/api/resources/housing-shelter')).toBe('/api/resources/housing-shelter');
  });

  it('logs real requests as JSON lines with their id, and nothing she typed or sent', async () => {
    const t = tempDb();
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
      t.close();
    }
  });
});
