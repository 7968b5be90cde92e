// Starts the built server (dist/) as a child process on a free 127.0.0.1 port with its own temporary database.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server.ts';
import { waitForListening } from '../fixtures/listening.ts';

export interface RunningServer {
  baseURL: string;
  /** Folder the server serves the PWA from (a private copy when `copyWeb` was asked for). */
  webDir: string;
  /** The server's SQLite file, for tests that check what was stored. */
  dbPath: string;
  /** The local HTTP server the news feeds are read from (the site never reads real feeds in tests). */
  feeds: FeedServer;
  /** Everything the server has printed so far (it logs each request: LOG_REQUESTS is on under test). */
  output: () => string;
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would; stop() then only cleans up. */
  kill: () => Promise<void>;
}

const ROOT = new URL('../../', import.meta.url).pathname;

export async function startServer(opts: { copyWeb?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-e2e-'));
  const webDir = opts.copyWeb ? join(dir, 'web') : join(ROOT, 'dist', 'web');
  if (opts.copyWeb) cpSync(join(ROOT, 'dist', 'web'), webDir, { recursive: true });
  const feeds = await startFeedServer();
  const feedList = join(dir, 'news-feeds.json');
  writeFileSync(
    feedList,
    JSON.stringify({
      feeds: [
        { name: 'Rights Desk', url: feeds.url('rights.rss.xml') },
        { name: 'Health Desk', url: feeds.url('health.atom.xml') },
        { name: 'General Wire', url: feeds.url('general.rss.xml'), requireTopic: true },
      ],
    }),
  );
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'api', 'server.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_PATH: join(dir, 'app.db'),
      WEB_DIST: webDir,
      NODE_ENV: 'test',
      NEWS_FEEDS_FILE: feedList,
      // Every test signs in from 127.0.0.1: the per-client sign-in limit has its own API test.
      SIGN_IN_RATE_LIMIT: '1000',
      // Its request log is read by the test that checks no typed words reach any log of ours.
      LOG_REQUESTS: 'true',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);

  const baseURL = await waitForListening(child, 20_000);

  return {
    baseURL,
    webDir,
    dbPath: join(dir, 'app.db'),
    feeds,
    output: () => printed,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
      }
    },
    stop: async () => {
      process.removeListener('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      await feeds.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
