// Directory search on SQLite FTS5: keeps the index in step with the resources table and runs the shared query plan.
import { inArray, isNull, and } from 'drizzle-orm';
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_CANDIDATE_LIMIT, SEARCH_RESULT_LIMIT } from '../../shared/limits.ts';
import { FIELD_WEIGHTS, SEARCH_FIELDS, searchFields, type SearchFields } from '../../shared/search/document.ts';
import { isPrefixTerm, parseQuery, type MatchMode, type QueryPlan } from '../../shared/search/query.ts';
import { fieldTokens, rankResults } from '../../shared/search/rank.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import type { Db } from './client.ts';
import { toWire } from './resource-row.ts';
import { resources } from './schema.ts';

type Row = typeof resources.$inferSelect;

/** Writes the index rows of these resources (by id): live ones are (re)indexed, deleted or missing ones removed. */
export function reindexResources(db: Db, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const client = db.$client;
  const rowidOf = client.prepare<[string], { rowid: number }>('SELECT rowid FROM resources WHERE id = ?');
  const remove = client.prepare('DELETE FROM resources_fts WHERE rowid = ?');
  const removeById = client.prepare('DELETE FROM resources_fts WHERE resource_id = ?');
  const insert = client.prepare(
    'INSERT INTO resources_fts (rowid, resource_id, category, emergency, title, organization, tags, place, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const rows = db.select().from(resources).where(inArray(resources.id, [...ids])).all();
  const byId = new Map(rows.map((r) => [r.id, r]));
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

/** Rebuilds the whole index when it does not hold exactly the live resources (a new database, or one from before search). */
export function ensureSearchIndex(db: Db): boolean {
  const client = db.$client;
  const live = client.prepare('SELECT count(*) FROM resources WHERE deleted_at IS NULL').pluck().get() as number;
  const indexed = client.prepare('SELECT count(*) FROM resources_fts').pluck().get() as number;
  const stale = client
    .prepare('SELECT count(*) FROM resources r JOIN resources_fts f ON f.rowid = r.rowid WHERE r.deleted_at IS NULL')
    .pluck()
    .get() as number;
  if (live === indexed && stale === live) return false;
  db.transaction(() => {
    client.prepare('DELETE FROM resources_fts').run();
    const ids = db.select({ id: resources.id }).from(resources).where(isNull(resources.deletedAt)).all();
    reindexResources(db, ids.map((r) => r.id));
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
interface Candidate extends SearchFields {
  id: string;
  isEmergency: boolean;
}

const BM25_WEIGHTS = `0, 0, 0, ${SEARCH_FIELDS.map((f) => FIELD_WEIGHTS[f]).join(', ')}`;

/** Prepared statements per database and category count, built once. */
const statements = new WeakMap<Db, Map<number, import('better-sqlite3').Statement<unknown[], CandidateRow>>>();

function candidateStatement(db: Db, categoryCount: number) {
  let byCount = statements.get(db);
  if (!byCount) statements.set(db, (byCount = new Map()));
  let stmt = byCount.get(categoryCount);
  if (!stmt) {
    const inCategories = categoryCount ? ` AND category IN (${Array(categoryCount).fill('?').join(', ')})` : '';
    stmt = db.$client.prepare<unknown[], CandidateRow>(
      `SELECT resource_id AS id, emergency, title, organization, tags, place, description FROM resources_fts
       WHERE resources_fts MATCH ?${inCategories}
       ORDER BY bm25(resources_fts, ${BM25_WEIGHTS}) LIMIT ${SEARCH_CANDIDATE_LIMIT}`,
    );
    byCount.set(categoryCount, stmt);
  }
  return stmt;
}

/**
 * Searches the directory: every clause must match; if that finds nothing, any clause may. FTS5 finds and
 * pre-orders the candidates, the shared rule ranks them. `text` must already have passed `checkQuery`.
 */
export function searchResources(db: Db, text: string, categories: readonly CategoryKey[] = []): Resource[] {
  const plan = parseQuery(text);
  if (plan.clauses.length === 0) return [];
  const stmt = candidateStatement(db, categories.length);
  let rows = stmt.all(ftsExpression(plan, 'all'), ...categories);
  if (rows.length === 0 && plan.clauses.length > 1) rows = stmt.all(ftsExpression(plan, 'any'), ...categories);
  const candidates: Candidate[] = rows.map(({ emergency, ...fields }) => ({ ...fields, isEmergency: emergency === 1 }));
  const ranked = rankResults(plan, candidates, fieldTokens).slice(0, SEARCH_RESULT_LIMIT);
  if (ranked.length === 0) return [];
  const found = db
    .select()
    .from(resources)
    .where(and(inArray(resources.id, ranked.map((c) => c.id)), isNull(resources.deletedAt)))
    .all();
  const byId = new Map<string, Row>(found.map((r) => [r.id, r]));
  return ranked.flatMap((c) => {
    const row = byId.get(c.id);
    return row ? [toWire(row)] : [];
  });
}
