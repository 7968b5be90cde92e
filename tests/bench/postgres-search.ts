// PostgreSQL search over 100,000 synthetic listings (issue 38 target: p99 <= 10 ms), run by `npm run bench` as a child
// process with DATABASE_URL set (the database layer picks its tables when first loaded). Prints its figures as JSON.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { closeDb, openPostgres } from '../../api/db/client.ts';
import { rawRun } from '../../api/db/raw.ts';
import { applySeed, listResources } from '../../api/db/resources-repo.ts';
import { searchResources } from '../../api/db/resources-search.ts';
import { measureAsync } from './search.ts';
import { syntheticResources } from './synthetic.ts';

const records = Number(process.argv[2] ?? 100_000);
const db = await openPostgres(process.env.DATABASE_URL!);
try {
  const t0 = performance.now();
  await applySeed(db, syntheticResources(records));
  const buildMs = performance.now() - t0;
  if ((await listResources(db)).length !== records) throw new Error('the synthetic directory did not load');
  // What autovacuum does after a load this size, part by part: the text index's pending entries merged, statistics read.
  await rawRun(db, sql`VACUUM ANALYZE resources_search`);
  console.log(JSON.stringify({ records, buildMs, ...(await measureAsync((q) => searchResources(db, q), 20)) }));
} finally {
  await closeDb(db);
}
