// Directory search: keeps the index in step with the resources table and runs the shared query plan. On SQLite, FTS5;
// on PostgreSQL, a weighted tsvector with a GIN index (resources-search-pg.ts). The shared rule ranks what either finds.
import { inArray, isNull, and } from 'drizzle-orm';
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_CANDIDATE_LIMIT, SEARCH_RESULT_LIMIT } from '../../shared/limits.ts';
import { searchFields, type SearchFields } from '../../shared/search/document.ts';
import { isPrefixTerm, parseQuery, type MatchMode, type QueryPlan } from '../../shared/search/query.ts';
import { fieldTokens, rankResults, type FieldTokens, type Rankable } from '../../shared/search/rank.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { onPostgres, rootOf, type Db } from './client.ts';
import { pgClearIndex, pgFindCandidates, pgIndexInStep, pgRemoveRows, pgWriteRows } from './resources-search-pg.ts';
import { versionReader, type VersionReader } from './resources-repo.ts';
import { toClient, toWire, type Row } from './resource-row.ts';
import { resources } from './tables.ts';
import { transaction } from './transaction.ts';

const ID_BATCH = 500;

/**
 * Recently found records, per database: their words (ranking needs every field's words, and splitting the same
 * descriptions again on each search would be most of its cost) and their wire shape. Entries are dropped when a
 * record is reindexed, so a changed record is never answered from here.
 */
const CACHE_SIZE = 20_000;

interface Cached {
  tokens?: FieldTokens;
  wire?: Resource;
}
const caches = new WeakMap<object, Map<string, Cached>>();

const versions = new WeakMap<object, { reader: VersionReader; seen: number }>();

/**
 * The cache of this database. It is emptied when the directory's change number moves without this process having
 * reindexed (another process, such as a seed run from the shell, wrote to the same file); that shows within a second.
 */
async function tokenCache(db: Db): Promise<Map<string, Cached>> {
  // On PostgreSQL a transaction has a handle of its own: the database it belongs to is the key.
  const key = rootOf(db);
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  let version = versions.get(key);
  if (!version) versions.set(key, (version = { reader: versionReader(key), seen: -1 }));
  const now = await version.reader.read();
  if (now !== version.seen) {
    cache.clear();
    version.seen = now;
  }
  return cache;
}

function cachedEntry(cache: Map<string, Cached>, id: string): Cached {
  let entry = cache.get(id);
  if (!entry) {
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(id, (entry = {}));
  }
  return entry;
}

function tokensOf(cache: Map<string, Cached>, id: string, fields: SearchFields): FieldTokens {
  const entry = cachedEntry(cache, id);
  return (entry.tokens ??= fieldTokens(fields));
}

/** Writes the index rows of these resources (by id): live ones are (re)indexed, deleted or missing ones removed. */
export async function reindexResources(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const cache = await tokenCache(db);
  for (const id of ids) cache.delete(id);
  const byId = new Map<string, Row>();
  // SQLite limits the variables of one statement: read in slices.
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    for (const r of await db.select().from(resources).where(inArray(resources.id, ids.slice(i, i + ID_BATCH)))) byId.set(r.id, r);
  }
  if (onPostgres) {
    await pgRemoveRows(db, ids.filter((id) => byId.get(id)?.deletedAt !== null));
    const live = [...byId.values()].filter((row) => row.deletedAt === null);
    await pgWriteRows(db, live.map((row) => ({ id: row.id, category: row.category, emergency: row.isEmergency, fields: searchFields(toWire(row)) })));
    return;
  }
  const client = db.$client;
  const rowidOf = client.prepare<[string], { rowid: number }>('SELECT rowid FROM resources WHERE id = ?');
  const remove = client.prepare('DELETE FROM resources_fts WHERE rowid = ?');
  const removeById = client.prepare('DELETE FROM resources_fts WHERE resource_id = ?');
  const insert = client.prepare(
    'INSERT INTO resources_fts (rowid, resource_id, category, emergency, title, organization, tags, place, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      removeById.run(id);
      continue;
    }
    const rowid = rowidOf.get(id)!.rowid;
    remove.run(rowid);
    if (row.deletedAt !== null) continue;
    const f = searchFields(toWire(row));
    insert.run(rowid, row.id, row.category, row.isEmergency ? 1 : 0, f.title, f.organization, f.tags, f.place, f.description);
  }
}

/** Whether the index holds exactly the live resources. */
async function indexInStep(db: Db): Promise<boolean> {
  if (onPostgres) return await pgIndexInStep(db);
  const client = db.$client;
  const live = client.prepare('SELECT count(*) FROM resources WHERE deleted_at IS NULL').pluck().get() as number;
  const indexed = client.prepare('SELECT count(*) FROM resources_fts').pluck().get() as number;
  const stale = client
    .prepare('SELECT count(*) FROM resources r JOIN resources_fts f ON f.rowid = r.rowid WHERE r.deleted_at IS NULL')
    .pluck()
    .get() as number;
  return live === indexed && stale === live;
}

/** Rebuilds the whole index when it does not hold exactly the live resources (a new database, or one from before search). */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  if (await indexInStep(db)) return false;
  await transaction(db, async (tx) => {
    if (onPostgres) await pgClearIndex(tx);
    else tx.$client.prepare('DELETE FROM resources_fts').run();
    (await tokenCache(tx)).clear();
    const ids = await tx.select({ id: resources.id }).from(resources).where(isNull(resources.deletedAt));
    await reindexResources(tx, ids.map((r) => r.id));
  });
  return true;
}

function ftsTerm(term: string): string {
  // Terms are runs of letters and digits (see tokenize), so quoting them is enough to make them literal.
  return isPrefixTerm(term) ? `"${term}"*` : `"${term}"`;
}

/** The FTS5 MATCH expression of a plan: alternatives OR-ed, clauses AND-ed (or OR-ed when relaxed). */
export function ftsExpression(plan: QueryPlan, mode: MatchMode): string {
  return plan.clauses
    .map((c) => `(${c.alternatives.map((a) => `(${a.terms.map(ftsTerm).join(' AND ')})`).join(' OR ')})`)
    .join(mode === 'all' ? ' AND ' : ' OR ');
}

interface CandidateRow extends SearchFields {
  id: string;
  emergency: number;
}

/** The columns a record is mainly known by; matches there are candidates first (as on the device). */
const PRIMARY_COLUMNS = '{title organization tags place}';

type Statement = import('better-sqlite3').Statement<unknown[], CandidateRow>;

/** Prepared statements per database, tier and category count, built once. */
const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * 'main': matches in the main columns, in table order. No ORDER BY: sorting every match (by bm25 or title) costs
 * time in proportion to the matches, and LIMIT lets FTS5 stop early; the shared rule orders the candidates.
 * 'rest': the top-up when the main columns give less than a page, by title as on the device (few rows then).
 */
function candidateStatement(db: Db, tier: 'main' | 'rest', categoryCount: number): Statement {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  const key = `${tier}:${categoryCount}`;
  let stmt = byKey.get(key);
  if (!stmt) {
    const inCategories = categoryCount ? ` AND category IN (${Array(categoryCount).fill('?').join(', ')})` : '';
    const order = tier === 'rest' ? ' ORDER BY lower(title), resource_id' : '';
    stmt = db.$client.prepare<unknown[], CandidateRow>(
      `SELECT resource_id AS id, emergency, title, organization, tags, place, description FROM resources_fts
       WHERE resources_fts MATCH ?${inCategories}${order} LIMIT ${SEARCH_CANDIDATE_LIMIT}`,
    );
    byKey.set(key, stmt);
  }
  return stmt;
}

/**
 * Candidates: matches in the main columns first; when they are fewer than a page of results, matches anywhere are
 * added, up to SEARCH_CANDIDATE_LIMIT. (A record matching only in its description ranks below main-column matches.)
 */
function findCandidates(db: Db, expression: string, categories: readonly CategoryKey[]): CandidateRow[] {
  const rows = candidateStatement(db, 'main', categories.length).all(`${PRIMARY_COLUMNS} : (${expression})`, ...categories);
  if (rows.length >= SEARCH_RESULT_LIMIT) return rows;
  const seen = new Set(rows.map((r) => r.id));
  // Main-column matches are in the set already; the rest come by title (ties by id), up to the limit.
  for (const r of candidateStatement(db, 'rest', categories.length).all(`(${expression}) NOT (${PRIMARY_COLUMNS} : (${expression}))`, ...categories)) {
    if (rows.length >= SEARCH_CANDIDATE_LIMIT) break;
    if (!seen.has(r.id)) rows.push(r);
  }
  return rows;
}

/**
 * Searches the directory: every clause must match; if that finds nothing, any clause may. FTS5 finds the
 * candidates, the shared rule ranks them. `text` must already have passed `checkQuery`.
 */
export async function searchResources(db: Db, text: string, categories: readonly CategoryKey[] = []): Promise<Resource[]> {
  const plan = parseQuery(text);
  if (plan.clauses.length === 0) return [];
  const cache = await tokenCache(db);
  // Each candidate's words, taken from the cache before ranking adds to it (and may push the oldest out).
  const words = new Map<string, FieldTokens>();
  const find = async (mode: MatchMode): Promise<Rankable[]> => {
    if (!onPostgres) {
      return findCandidates(db, ftsExpression(plan, mode), categories).map(({ id, emergency, ...fields }) => {
        words.set(id, tokensOf(cache, id, fields));
        return { id, title: fields.title, isEmergency: emergency === 1 };
      });
    }
    // The words of a listing the cache has are taken as it is asked: the cache may drop them before the answer comes
    // (emptied by a change, or its oldest pushed out by this search or another).
    const held = new Map<string, FieldTokens>();
    const known = (id: string) => {
      const tokens = cache.get(id)?.tokens;
      if (tokens) held.set(id, tokens);
      return Boolean(tokens);
    };
    const hits = await pgFindCandidates(db, plan, mode, categories, known);
    return hits.flatMap(({ id, emergency, title, fields }) => {
      const tokens = fields ? tokensOf(cache, id, fields) : held.get(id);
      if (!tokens) return [];
      words.set(id, tokens);
      return [{ id, title, isEmergency: emergency }];
    });
  };
  let candidates = await find('all');
  if (candidates.length === 0 && plan.clauses.length > 1) candidates = await find('any');
  const ranked = rankResults(plan, candidates, (c) => words.get(c.id)!).slice(0, SEARCH_RESULT_LIMIT);
  const missing = ranked.filter((c) => !cache.get(c.id)?.wire).map((c) => c.id);
  if (missing.length) {
    const found = await db
      .select()
      .from(resources)
      .where(and(inArray(resources.id, missing), isNull(resources.deletedAt)));
    for (const row of found) cachedEntry(cache, row.id).wire = toClient(row);
  }
  return ranked.flatMap((c) => {
    const wire = cache.get(c.id)?.wire;
    return wire ? [wire] : [];
  });
}
