// The environment is read once and checked: sign-in settings come together, with the public address they need; a
// wrong setting or start-up file stops the real server with one line naming it.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';

describe('readConfig', () => {
  it('runs with nothing set (the embedded default)', () => {
    const c = readConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SIGN_IN_RATE_LIMIT).toBe(20);
    expect(readConfig({ SIGN_IN_RATE_LIMIT: '200' }).SIGN_IN_RATE_LIMIT).toBe(200);
    expect(c.OIDC_ISSUER).toBeUndefined();
    // With no outside provider, the site's own sign-in is on.
    expect(c.EMBEDDED_SIGN_IN).toBe(true);
    expect(readConfig({ EMBEDDED_SIGN_IN: 'false' }).EMBEDDED_SIGN_IN).toBe(false);
    expect(() => readConfig({ EMBEDDED_SIGN_IN: 'yes' })).toThrow(/EMBEDDED_SIGN_IN/);
  });

  it('logs requests by default with JSON logs, and not with plain ones; LOG_REQUESTS says otherwise either way', () => {
    expect(readConfig({}).LOG_REQUESTS).toBe(false);
    expect(readConfig({ LOG_FORMAT: 'json' }).LOG_REQUESTS).toBe(true);
    expect(readConfig({ LOG_FORMAT: 'json', LOG_REQUESTS: 'false' }).LOG_REQUESTS).toBe(false);
    expect(readConfig({ LOG_REQUESTS: 'true' }).LOG_REQUESTS).toBe(true);
    expect(() => readConfig({ LOG_REQUESTS: 'yes' })).toThrow(/LOG_REQUESTS must be true or false/);
  });

  it('asks for the three OpenID Connect settings together, and PUBLIC_ORIGIN with them', () => {
    expect(() => readConfig({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/);
    const all = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'secret' };
    expect(() => readConfig(all)).toThrow(/Sign-in needs PUBLIC_ORIGIN/);
    expect(readConfig({ ...all, PUBLIC_ORIGIN: 'https://help.example.org' }).OIDC_CLIENT_ID).toBe('site');
  });
});

describe('a configuration error', () => {
  it('is one line naming each variable that is wrong', () => {
    let message = '';
    try {
      readConfig({ PORT: 'eighty', NEWS_REFRESH_MINUTES: '0' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535; NEWS_REFRESH_MINUTES must be a whole number from 1 to 1440.');
  });
});

// The real server entry, from source, started as `npm start` starts it: a bad setting or start-up file stops it with
// one line on stderr naming the variable or file, no stack trace, and a non-zero exit code.
describe('starting the server with a bad setting or file', () => {
  const ROOT = new URL('../../', import.meta.url).pathname;
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'whs-start-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'server.ts')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', DATABASE_PATH: join(dir, 'app.db'), WEB_DIST: join(dir, 'no-web'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // A server that started after all is stopped, and the test fails on its exit code.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    clearTimeout(timer);
    return { code, stderr };
  }

  function expectOneLine(stderr: string, ...parts: (string | RegExp)[]) {
    const lines = stderr.split('\n').filter((l) => l.trim());
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: /);
    expect(lines[0]).not.toMatch(/\bat .*\.ts:\d+/);
    for (const part of parts) expect(lines[0]).toMatch(part);
  }

  it('an empty NEWS_FEEDS_FILE', async () => {
    const feeds = join(dir, 'feeds.json');
    writeFileSync(feeds, '');
    const { code, stderr } = await start({ NEWS_FEEDS_FILE: feeds });
    expect(code).not.toBe(0);
    expectOneLine(stderr, 'NEWS_FEEDS_FILE', feeds, /is empty/);
  }, 30_000);

  it('a NEWS_FEEDS_FILE that is not a feed list, or not there', async () => {
    const feeds = join(dir, 'feeds.json');
    writeFileSync(feeds, JSON.stringify({ feeds: [{ name: 'A', url: 'ftp://example.org/feed' }] }));
    const bad = await start({ NEWS_FEEDS_FILE: feeds });
    expect(bad.code).not.toBe(0);
    expectOneLine(bad.stderr, feeds, /is not valid: feeds\.0\.url: /);
    const missing = await start({ NEWS_FEEDS_FILE: join(dir, 'nowhere.json') });
    expect(missing.code).not.toBe(0);
    expectOneLine(missing.stderr, 'nowhere.json', /does not exist/);
  }, 30_000);

  it('a bad PORT and a bad flag, named together', async () => {
    const { code, stderr } = await start({ PORT: 'eighty', TRUST_PROXY: 'yes' });
    expect(code).not.toBe(0);
    expectOneLine(stderr, 'Invalid configuration', /PORT must be a whole number/, /TRUST_PROXY/);
  }, 30_000);

  it('a data file that is broken JSON', async () => {
    cpSync(join(ROOT, 'data'), join(dir, 'data'), { recursive: true });
    writeFileSync(join(dir, 'data', 'products.json'), '{"products": [');
    const { code, stderr } = await start({ DATA_DIR: join(dir, 'data'), NEWS_FEEDS_FILE: join(dir, 'data', 'news-feeds.json') });
    expect(code).not.toBe(0);
    expectOneLine(stderr, join(dir, 'data', 'products.json'), /is not valid JSON/);
  }, 30_000);

  it('with LOG_FORMAT=json, as one JSON line naming the setting', async () => {
    const bad = await start({ LOG_FORMAT: 'json', PORT: 'eighty' });
    expect(bad.code).toBe(1);
    const lines = bad.stderr.split('\n').filter((l) => l.trim());
    expect(lines, bad.stderr).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', event: 'start', msg: 'Cannot start: Invalid configuration: PORT must be a whole number from 0 to 65535.' });

    // Found later, once the log is made from the settings: the same.
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((taken.address() as AddressInfo).port);
      const feeds = join(dir, 'feeds.json');
      writeFileSync(feeds, '{"feeds":[]}');
      const busy = await start({ LOG_FORMAT: 'json', PORT: port, NEWS_FEEDS_FILE: feeds, EMBEDDED_SIGN_IN: 'false' });
      expect(busy.code).toBe(1);
      const busyLines = busy.stderr.split('\n').filter((l) => l.trim());
      expect(busyLines, busy.stderr).toHaveLength(1);
      expect(JSON.parse(busyLines[0]!)).toMatchObject({ level: 'error', event: 'start', msg: `Cannot start: HOST 127.0.0.1 and PORT ${port} is already in use.` });
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 30_000);

  it('a PORT already in use', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((taken.address() as AddressInfo).port);
      const feeds = join(dir, 'feeds.json');
      writeFileSync(feeds, '{"feeds":[]}');
      const { code, stderr } = await start({ PORT: port, NEWS_FEEDS_FILE: feeds, EMBEDDED_SIGN_IN: 'false' });
      expect(code).not.toBe(0);
      expectOneLine(stderr, `PORT ${port} is already in use`);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 30_000);
});
