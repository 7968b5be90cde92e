// Directory search on the device (FlexSearch over the Dexie replica): the same query plan and the same ranking rule
// as the server's FTS5 search, so results agree online and offline.
import { Index } from 'flexsearch';
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_CANDIDATE_LIMIT, SEARCH_RESULT_LIMIT } from '../../shared/limits.ts';
import { FIELD_WEIGHTS, searchFields } from '../../shared/search/document.ts';
import { isPrefixTerm, parseQuery, tokenize, type Alternative, type MatchMode } from '../../shared/search/query.ts';
import { fieldTokens, rankResults, type FieldTokens } from '../../shared/search/rank.ts';
import type { Resource } from '../../shared/schemas/resource.ts';

interface Entry {
  resource: Resource;
  tokens: FieldTokens;
  /** Words of the main fields, and of all fields, for whole-word checks of short terms ("dv" must not match "dvd"). */
  primaryWords: Set<string>;
  words: Set<string>;
}

interface TermHits {
  /** Records with the term in the title, organization, tags or place. */
  primary: Set<number>;
  /** Records with the term anywhere. */
  any: Set<number>;
}

function intersect(sets: readonly Set<number>[]): Set<number> {
  if (sets.length === 0) return new Set();
  const [smallest, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  const out = new Set<number>();
  for (const id of smallest!) if (rest.every((s) => s.has(id))) out.add(id);
  return out;
}

function union(sets: readonly Set<number>[]): Set<number> {
  const out = new Set<number>();
  for (const s of sets) for (const id of s) out.add(id);
  return out;
}

// Both word indexes store every beginning of every word ('forward'), so a term matches the words it starts, as
// FTS5's "term"* does; words come from the shared tokenizer, as on the server.
const indexOptions = { tokenize: 'forward', encode: (text: string) => tokenize(text), resolution: 1 } as const;

export class DeviceSearchIndex {
  private readonly primary = new Index(indexOptions);
  private readonly body = new Index(indexOptions);
  /** Records by their number in the indexes; numbered in title order, so a lower number is the earlier title. */
  private readonly entries: Entry[];

  constructor(resources: readonly Resource[]) {
    const sorted = [...resources].sort((a, b) => {
      const at = a.title.toLowerCase();
      const bt = b.title.toLowerCase();
      return at < bt ? -1 : at > bt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
    this.entries = sorted.map((resource, n) => {
      const f = searchFields(resource);
      this.primary.add(n, `${f.title} ${f.organization} ${f.tags} ${f.place}`);
      this.body.add(n, f.description);
      const tokens = fieldTokens(f);
      const primaryWords = new Set([...tokens.title, ...tokens.organization, ...tokens.tags, ...tokens.place]);
      return { resource, tokens, primaryWords, words: new Set([...primaryWords, ...tokens.description]) };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  private hits(term: string, cache: Map<string, TermHits>): TermHits {
    const cached = cache.get(term);
    if (cached) return cached;
    const limit = this.entries.length || 1;
    const exact = (ids: unknown[], field: 'primaryWords' | 'words') => {
      const nums = ids.map(Number);
      return new Set(isPrefixTerm(term) ? nums : nums.filter((n) => this.entries[n]?.[field].has(term)));
    };
    const primary = exact(this.primary.search(term, { limit }), 'primaryWords');
    const any = union([primary, exact(this.body.search(term, { limit }), 'words')]);
    const found = { primary, any };
    cache.set(term, found);
    return found;
  }

  /**
   * Every clause must match, else any. Candidates as on the server: main-field matches (when there are more than
   * SEARCH_CANDIDATE_LIMIT, the best by weight, where the server takes table order), then, while those are fewer
   * than a page, the others by title. The shared rule orders the candidates.
   */
  search(text: string, categories: readonly CategoryKey[] = []): Resource[] {
    const plan = parseQuery(text);
    if (plan.clauses.length === 0) return [];
    const cache = new Map<string, TermHits>();
    const altAny = (a: Alternative) => intersect(a.terms.map((t) => this.hits(t, cache).any));
    const altPrimary = (a: Alternative) => intersect(a.terms.map((t) => this.hits(t, cache).primary));
    const clauses = plan.clauses.map((c) => c.alternatives.map((a) => ({ weight: a.weight, any: altAny(a), primary: altPrimary(a) })));
    const inCategories = (n: number) => categories.length === 0 || categories.includes(this.entries[n]!.resource.category);
    const prescore = (n: number) => {
      let s = 0;
      for (const alts of clauses) {
        let best = 0;
        for (const a of alts) if (a.any.has(n)) best = Math.max(best, a.weight * (a.primary.has(n) ? FIELD_WEIGHTS.organization : FIELD_WEIGHTS.description));
        s += best;
      }
      return s;
    };
    /** At most `limit` records, the best by prescore, then by title (lower number). */
    const best = (ids: Set<number>, limit: number) => {
      const list = [...ids].filter(inCategories);
      if (list.length <= limit) return list;
      const scores = new Map(list.map((n) => [n, prescore(n)]));
      return list.sort((a, b) => scores.get(b)! - scores.get(a)! || a - b).slice(0, limit);
    };
    // As on the server: matches in the main fields first; while those are fewer than a page, the others by title.
    const run = (mode: MatchMode) => {
      const combine = mode === 'all' ? intersect : union;
      const main = best(combine(clauses.map((alts) => union(alts.map((a) => a.primary)))), SEARCH_CANDIDATE_LIMIT);
      if (main.length >= SEARCH_RESULT_LIMIT) return main;
      const taken = new Set(main);
      const rest = [...combine(clauses.map((alts) => union(alts.map((a) => a.any))))].filter((n) => !taken.has(n) && inCategories(n));
      rest.sort((a, b) => a - b);
      return [...main, ...rest.slice(0, SEARCH_CANDIDATE_LIMIT - main.length)];
    };
    let matched = run('all');
    if (matched.length === 0 && plan.clauses.length > 1) matched = run('any');
    const candidates = matched.map((n) => this.entries[n]!);
    return rankResults(plan, candidates.map((e) => ({ id: e.resource.id, title: e.resource.title, isEmergency: e.resource.isEmergency, e })), (c) => c.e.tokens)
      .slice(0, SEARCH_RESULT_LIMIT)
      .map((c) => c.e.resource);
  }
}
