// Directory search on PostgreSQL (issue 38): the same candidates as FTS5 finds on SQLite, from PostgreSQL's own
// machinery. Each live resource has a row in resources_search whose `doc` is a weighted tsvector: the main fields
// (title, organization, tags, place) at weight A, the description (both languages) at D, with a GIN index; `main` holds
// the main fields alone, with a GIN index of its own (the first tier asks it, no weight to check row by row). The words
// are the shared tokenizer's (lowercase, diacritics removed: what FTS5's unicode61 makes), indexed with the `simple`
// configuration, so a word matches here exactly when it matches there; the shared query plan's synonyms and plural
// folding become OR-ed alternatives and prefix terms (`'shelt':*`), and the shared rule ranks the candidates on both.
// `main` also keeps each word's starts as marked lexemes (`'>shelt'`), so the first tier asks its prefixes exactly.
// The table is in eight parts by id (migration 0007), so the first tier's limit stops at the part that completes it.
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_CANDIDATE_LIMIT, SEARCH_RESULT_LIMIT } from '../../shared/limits.ts';
import type { SearchFields } from '../../shared/search/document.ts';
import { isPrefixTerm, PREFIX_MIN_CHARS, tokenize, type MatchMode, type QueryPlan } from '../../shared/search/query.ts';
import { asPg, type Db } from './client.ts';

/** The words of a field as the index keeps them: the shared tokenizer's, one space apart. */
const words = (text: string) => tokenize(text).join(' ');

/** One resource's index row, as the index keeps it. */
export interface PgIndexRow {
  id: string;
  category: string;
  emergency: boolean;
  fields: SearchFields;
}

/** The statement that writes (or rewrites) these resources' index rows. */
function pgIndexRows(rows: readonly PgIndexRow[]): SQL {
  const values = rows.map(({ id, category, emergency, fields: f }) => {
    const main = [f.title, f.organization, f.tags, f.place].map(words).join(' ');
    return sql`(${id}, ${category}, ${emergency}, ${f.title}, ${f.organization}, ${f.tags}, ${f.place}, ${f.description},
            setweight(to_tsvector('simple', ${main}), 'A') || setweight(to_tsvector('simple', ${words(f.description)}), 'D'),
            resources_search_prefixes(to_tsvector('simple', ${main}), ${PREFIX_MIN_CHARS}))`;
  });
  return sql`
    INSERT INTO resources_search (resource_id, category, emergency, title, organization, tags, place, description, doc, main)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (resource_id) DO UPDATE SET category = excluded.category, emergency = excluded.emergency, title = excluded.title,
      organization = excluded.organization, tags = excluded.tags, place = excluded.place, description = excluded.description, doc = excluded.doc,
      main = excluded.main`;
}

export async function pgRemoveRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await asPg(db).execute(sql`DELETE FROM resources_search WHERE resource_id = ANY(${sql.param([...ids])})`);
}

/** Writes these index rows, a hundred to a statement. */
export async function pgWriteRows(db: Db, rows: readonly PgIndexRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await asPg(db).execute(pgIndexRows(rows.slice(i, i + 100)));
}

/** Whether the index holds exactly the live resources. */
export async function pgIndexInStep(db: Db): Promise<boolean> {
  const { rows } = await asPg(db).execute<{ live: string; indexed: string; matched: string }>(sql`
    SELECT (SELECT count(*) FROM resources WHERE deleted_at IS NULL) AS live,
           (SELECT count(*) FROM resources_search) AS indexed,
           (SELECT count(*) FROM resources r JOIN resources_search s ON s.resource_id = r.id WHERE r.deleted_at IS NULL) AS matched`);
  const r = rows[0]!;
  return r.live === r.indexed && r.matched === r.live;
}

export async function pgClearIndex(db: Db): Promise<void> {
  await asPg(db).execute(sql`DELETE FROM resources_search`);
}

/** A term as tsquery has it: quoted (terms are runs of letters and digits), a prefix when long enough. */
function tsTerm(term: string): string {
  return `'${term}'${isPrefixTerm(term) ? ':*' : ''}`;
}

/**
 * A term as `main` answers it: a prefix is the marked lexeme of the words that start so (the migration
 * 0006_resources_search_prefixes writes them), an exact lexeme GIN can join without reading every such word's rows.
 */
function mainTerm(term: string): string {
  // Read as written: only the tokenizer's runs of letters and digits may be quoted so.
  if (!/^[\p{L}\p{N}]+$/u.test(term)) throw new Error(`A search term is letters and digits only: ${JSON.stringify(term)}`);
  if (!isPrefixTerm(term)) return `'${term}'`;
  // PostgreSQL counts characters where the rule counts UTF-16 units: a term of fewer characters has no marked start.
  return [...term].length >= PREFIX_MIN_CHARS ? `'>${term}'` : `'${term}':*`;
}

/** The tsquery of a plan, as FTS5's MATCH expression (resources-search.ts): alternatives OR-ed, clauses AND-ed (or OR-ed). */
export function tsQueryText(plan: QueryPlan, mode: MatchMode, term: (t: string) => string = tsTerm): string {
  return plan.clauses
    .map((c) => `(${c.alternatives.map((a) => `(${a.terms.map(term).join(' & ')})`).join(' | ')})`)
    .join(mode === 'all' ? ' & ' : ' | ');
}

/** The same query of `main`, given as tsquery's own text (read as written: the marked lexemes are not words to parse). */
export function mainQueryText(plan: QueryPlan, mode: MatchMode): string {
  return tsQueryText(plan, mode, mainTerm);
}

export type PgCandidateRow = SearchFields & { id: string; emergency: boolean };
/** A first-tier match as it is first read: what ranking needs besides the words (title for ties, the emergency mark). */
export type PgHit = { id: string; emergency: boolean; title: string; fields?: SearchFields };

/**
 * Candidates, as on SQLite: matches in the main fields first; when they are fewer than a page of results, matches
 * anywhere else are added by title (in SQLite's order: by code point), up to SEARCH_CANDIDATE_LIMIT.
 *
 * The first tier reads each match's words only when `known` says the caller does not have them (the server keeps the
 * words of recently found listings): sending two hundred descriptions for words already split was most of a common
 * search's time. A match whose words are read has `fields`; the top-up tier's always do.
 */
export async function pgFindCandidates(
  db: Db,
  plan: QueryPlan,
  mode: MatchMode,
  categories: readonly CategoryKey[],
  known: (id: string) => boolean = () => false,
): Promise<PgHit[]> {
  const pgDb = asPg(db);
  const query = tsQueryText(plan, mode);
  const main = mainQueryText(plan, mode);
  const inCategories = categories.length ? sql`AND category = ANY(${sql.param([...categories])})` : sql``;
  const wanted = categories.length ? sql.param([...categories]) : sql`NULL`;
  const hits = (
    await pgDb.execute<PgHit>(sql`SELECT id, emergency, title FROM resources_search_main(${main}::tsquery, ${wanted}, ${SEARCH_CANDIDATE_LIMIT})`)
  ).rows;
  const unknown = new Set(hits.filter((h) => !known(h.id)).map((h) => h.id));
  if (unknown.size) {
    const read = (
      await pgDb.execute<PgCandidateRow>(sql`
        SELECT resource_id AS id, title, organization, tags, place, description FROM resources_search
         WHERE resource_id = ANY(${sql.param([...unknown])})`)
    ).rows;
    const byId = new Map(read.map(({ id, ...fields }) => [id, fields]));
    for (const h of hits) {
      const fields = byId.get(h.id);
      if (fields) h.fields = fields;
    }
  }
  // A match removed between the two reads is left out.
  const rows = hits.filter((h) => h.fields || !unknown.has(h.id));
  if (rows.length >= SEARCH_RESULT_LIMIT) return rows;
  const seen = new Set(rows.map((r) => r.id));
  const rest = (
    await pgDb.execute<PgCandidateRow>(sql`
      SELECT resource_id AS id, emergency, title, organization, tags, place, description FROM resources_search
       WHERE doc @@ to_tsquery('simple', ${query}) AND NOT main @@ ${main}::tsquery ${inCategories}
       ORDER BY lower(title) COLLATE "C", resource_id COLLATE "C"
       LIMIT ${SEARCH_CANDIDATE_LIMIT}`)
  ).rows;
  for (const { id, emergency, ...fields } of rest) {
    if (rows.length >= SEARCH_CANDIDATE_LIMIT) break;
    if (!seen.has(id)) rows.push({ id, emergency, title: fields.title, fields });
  }
  return rows;
}
