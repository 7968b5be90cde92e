// Search latency: the device index (MiniSearch + shared ranking) over 10,000 synthetic records, and SQLite FTS5
// (+ shared ranking) over 100,000, per query, as the user would wait for them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDb } from '../../api/db/client.ts';
import { applySeed, listResources } from '../../api/db/resources-repo.ts';
import { searchResources } from '../../api/db/resources-search.ts';
import { DeviceSearchIndex } from '../../web/local/search-index.ts';
import { BENCH_QUERIES, syntheticResources } from './synthetic.ts';

export interface LatencyFigures {
  records: number;
  buildMs: number;
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Collects the garbage of earlier phases (when node runs with --expose-gc), so one phase does not pay for another. */
function settle(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function measure(run: (q: string) => unknown, rounds: number): Omit<LatencyFigures, 'records' | 'buildMs'> {
  for (const q of BENCH_QUERIES) run(q); // warm-up
  settle();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of BENCH_QUERIES) {
      const t0 = performance.now();
      run(q);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), samples: times.length };
}

export function benchDeviceSearch(records = 10_000): LatencyFigures {
  const data = syntheticResources(records).map((r) => ({ ...r, updatedAt: new Date(0).toISOString() }));
  const t0 = performance.now();
  const index = new DeviceSearchIndex(data);
  const buildMs = performance.now() - t0;
  return { records, buildMs, ...measure((q) => index.search(q), 20) };
}

/** As measure, for a search that answers asynchronously: each query's time runs until its answer has come. */
export async function measureAsync(run: (q: string) => Promise<unknown>, rounds: number): Promise<Omit<LatencyFigures, 'records' | 'buildMs'>> {
  for (const q of BENCH_QUERIES) await run(q); // warm-up
  settle();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of BENCH_QUERIES) {
      const t0 = performance.now();
      await run(q);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), samples: times.length };
}

export async function benchServerSearch(records = 100_000): Promise<LatencyFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'whs-bench-'));
  const db = openDb(join(dir, 'bench.db'));
  try {
    const t0 = performance.now();
    await applySeed(db, syntheticResources(records));
    const buildMs = performance.now() - t0;
    if ((await listResources(db)).length !== records) throw new Error('the synthetic directory did not load');
    return { records, buildMs, ...(await measureAsync((q) => searchResources(db, q), 20)) };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
