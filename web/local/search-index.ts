// Directory search on the device (MiniSearch over the Dexie replica): the same query plan, candidate cut and ranking
// as the server's FTS5 search, so results agree online and offline.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { CategoryKey } from '../../shared/categories.ts';
import { SEARCH_CANDIDATE_LIMIT, SEARCH_RESULT_LIMIT } from '../../shared/limits.ts';
import { FIELD_WEIGHTS, SEARCH_FIELDS, searchFields } from '../../shared/search/document.ts';
import { isPrefixTerm, parseQuery, tokenize, type MatchMode, type QueryPlan } from '../../shared/search/query.ts';
import { fieldTokens, rankResults, type FieldTokens } from '../../shared/search/rank.ts';
import type { Resource } from '../../shared/schemas/resource.ts';

interface Entry {
  resource: Resource;
  tokens: FieldTokens;
}

function planQuery(plan: QueryPlan, mode: MatchMode): Query {
  return {
    combineWith: mode === 'all' ? 'AND' : 'OR',
    queries: plan.clauses.map((c) => ({
      combineWith: 'OR',
      queries: c.alternatives.map((a) => ({ combineWith: 'AND', queries: [...a.terms] })),
    })),
  };
}

export class DeviceSearchIndex {
  private readonly mini: MiniSearch<Resource>;
  private readonly entries = new Map<string, Entry>();

  constructor(resources: readonly Resource[]) {
    this.mini = new MiniSearch<Resource>({
      fields: [...SEARCH_FIELDS],
      storeFields: ['category'],
      extractField: (doc, field) => (field === 'id' || field === 'category' ? doc[field] : searchFields(doc)[field as keyof ReturnType<typeof searchFields>]),
      tokenize: (text) => tokenize(text),
      // Text is already normalised by tokenize; query terms come stemmed from the shared plan.
      processTerm: (term) => term,
      searchOptions: {
        prefix: (term) => isPrefixTerm(term),
        boost: { ...FIELD_WEIGHTS },
        processTerm: (term) => term,
      },
    });
    for (const r of resources) this.entries.set(r.id, { resource: r, tokens: fieldTokens(searchFields(r)) });
    this.mini.addAll([...resources]);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Every clause must match, else any; the engine's best candidates are then ranked by the shared rule. */
  search(text: string, categories: readonly CategoryKey[] = []): Resource[] {
    const plan = parseQuery(text);
    if (plan.clauses.length === 0) return [];
    const filter = categories.length ? (r: SearchResult) => categories.includes(r['category'] as CategoryKey) : undefined;
    const run = (mode: MatchMode) => this.mini.search(planQuery(plan, mode), filter ? { filter } : {});
    let hits = run('all');
    if (hits.length === 0 && plan.clauses.length > 1) hits = run('any');
    const candidates = hits.slice(0, SEARCH_CANDIDATE_LIMIT).flatMap((h) => {
      const e = this.entries.get(String(h.id));
      return e ? [e] : [];
    });
    return rankResults(plan, candidates.map((e) => ({ id: e.resource.id, title: e.resource.title, isEmergency: e.resource.isEmergency, e })), (c) => c.e.tokens)
      .slice(0, SEARCH_RESULT_LIMIT)
      .map((c) => c.e.resource);
  }
}
