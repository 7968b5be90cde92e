// LOG_REQUESTS: the log shows method, path and status, never what a visitor searched for.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { redactRequestLine, requestLogger } from '../../api/http/request-log.ts';

describe('request log', () => {
  it('cuts query strings and search text in paths', () => {
    expect(redactRequestLine('<-- GET /api/resources/search?q=abortion')).toBe('<-- GET /api/resources/search?…');
    expect(redactRequestLine('--> GET /api/resources/search/legal%20aid 200 3ms')).toBe('--> GET /api/resources/search/… 200 3ms');
    expect(redactRequestLine('--> GET /resources/womens-health?q=dv 200 1ms')).toBe('--> GET /resources/womens-health?… 200 1ms');
    expect(redactRequestLine('--> GET /api/resources 304 0ms')).toBe('--> GET /api/resources 304 0ms');
  });

  it('logs a real request without its search text', async () => {
    const lines: string[] = [];
    const app = new Hono().use(requestLogger((l) => lines.push(l))).get('*', (c) => c.text('ok'));
    await app.request('/api/resources/search?q=domestic+violence');
    expect(lines.join('\n')).not.toMatch(/domestic|violence/);
    expect(lines.join('\n')).toMatch(/GET \/api\/resources\/search\?…/);
  });
});
