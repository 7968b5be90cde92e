// The ranking rule both engines end with, so a search online and the same search offline put the same results first.
// Engines only find candidates; this decides the order.
import { FIELD_WEIGHTS, SEARCH_FIELDS, type SearchField, type SearchFields } from './document.ts';
import { isPrefixTerm, tokenize, type Alternative, type QueryPlan } from './query.ts';

/** A whole-word match counts fully; a match on the start of a word ("shelt" in "shelters") counts this much. */
export const PREFIX_MATCH_QUALITY = 0.75;
/** Other alternatives of a clause that also match add this share of their score (a record that says "dv" and
 * "domestic violence" beats one that only says "abuse"). */
export const SECONDARY_MATCH_SHARE = 0.1;
/** Each term of an alternative found, but in different fields. */
export const SPLIT_MATCH_QUALITY = 0.5;
/** Among equal matches, round-the-clock crisis help comes first; smaller than any difference in field or match quality. */
export const EMERGENCY_BONUS = 0.25;
/** Matching one more clause always outranks matching fewer clauses better. */
const CLAUSE_BONUS = 1000;

export type FieldTokens = Record<SearchField, readonly string[]>;

export function fieldTokens(fields: SearchFields): FieldTokens {
  const out = {} as Record<SearchField, string[]>;
  for (const f of SEARCH_FIELDS) out[f] = tokenize(fields[f]);
  return out;
}

function termQuality(term: string, tokens: readonly string[]): number {
  let best = 0;
  for (const t of tokens) {
    if (t === term) return 1;
    if (best === 0 && isPrefixTerm(term) && t.startsWith(term)) best = PREFIX_MATCH_QUALITY;
  }
  return best;
}

function alternativeScore(alt: Alternative, tokens: FieldTokens): number {
  let best = 0;
  const anywhere: number[] = alt.terms.map(() => 0);
  for (const f of SEARCH_FIELDS) {
    let quality = 1;
    alt.terms.forEach((term, i) => {
      const q = termQuality(term, tokens[f]);
      anywhere[i] = Math.max(anywhere[i]!, q);
      quality = Math.min(quality, q);
    });
    best = Math.max(best, quality * FIELD_WEIGHTS[f]);
  }
  if (best === 0) {
    const split = Math.min(...anywhere);
    if (split > 0) best = split * SPLIT_MATCH_QUALITY * FIELD_WEIGHTS.description;
  }
  return best * alt.weight;
}

/** The score of one document: clauses matched first, then how well they matched (field weight, whole word, typed word), then how many ways. */
export function scoreDocument(plan: QueryPlan, tokens: FieldTokens): number {
  let matched = 0;
  let total = 0;
  for (const clause of plan.clauses) {
    let best = 0;
    let sum = 0;
    for (const alt of clause.alternatives) {
      const s = alternativeScore(alt, tokens);
      best = Math.max(best, s);
      sum += s;
    }
    if (best > 0) matched++;
    total += best + (sum - best) * SECONDARY_MATCH_SHARE;
  }
  return matched * CLAUSE_BONUS + total;
}

export interface Rankable {
  id: string;
  title: string;
  isEmergency: boolean;
}

/**
 * Orders candidates by score, then by title and id so ties break the same way everywhere (plain code-unit order,
 * not locale order, which may differ between engines). Candidates that match no clause are dropped. An emergency
 * resource gets a small bonus, so among equal matches the 24/7 crisis line comes first.
 */
export function rankResults<T extends Rankable>(plan: QueryPlan, candidates: readonly T[], tokensOf: (item: T) => FieldTokens): T[] {
  const scored = candidates
    .map((item) => ({ item, score: scoreDocument(plan, tokensOf(item)), title: item.title.toLowerCase() }))
    .filter((s) => s.score > 0)
    .map((s) => (s.item.isEmergency ? { ...s, score: s.score + EMERGENCY_BONUS } : s));
  scored.sort((a, b) => b.score - a.score || (a.title < b.title ? -1 : a.title > b.title ? 1 : a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0));
  return scored.map((s) => s.item);
}

/**
 * Records by title as lists order titles (lower case, then id), each key made once: `localeCompare` over the whole
 * directory cost 30 ms or more on a slow phone, in the task that first draws its list.
 */
export function sortByTitle<T extends { title: string; id: string }>(rows: readonly T[]): T[] {
  return rows
    .map((r) => ({ r, key: r.title.toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.r.id < b.r.id ? -1 : a.r.id > b.r.id ? 1 : 0))
    .map((x) => x.r);
}

/** The order of a browsed list (no search): emergency help first, then national services, then by title. */
export function compareForList(
  a: Rankable & { serviceArea: string },
  b: Rankable & { serviceArea: string },
): number {
  if (a.isEmergency !== b.isEmergency) return a.isEmergency ? -1 : 1;
  const an = a.serviceArea === 'national';
  if (an !== (b.serviceArea === 'national')) return an ? -1 : 1;
  const at = a.title.toLowerCase();
  const bt = b.title.toLowerCase();
  return at < bt ? -1 : at > bt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
