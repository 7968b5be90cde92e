// GET /api/resources/search on SQLite FTS5: results, category filter, bad input, an index that follows every write,
// and the same order as the device's search over the same records.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, onPostgres } from '../../api/db/client.ts';
import { createApp } from '../../api/app.ts';
import { readSeedResources } from '../../api/db/seed.ts';
import { applySeed, listResources, VERSION_RECHECK_MS } from '../../api/db/resources-repo.ts';
import { ensureSearchIndex, ftsExpression, searchResources } from '../../api/db/resources-search.ts';
import { SEARCH_CANDIDATE_LIMIT, SEARCH_MAX_CHARS } from '../../shared/limits.ts';
import { parseQuery } from '../../shared/search/query.ts';
import { resourceListSchema } from '../../shared/schemas/resource.ts';
import { DeviceSearchIndex } from '../../web/local/search-index.ts';
import { makeResource } from '../fixtures/factories.ts';
import { otherConnection, sqlRow, sqlRun, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';
import { mainQueryText, tsQueryText } from '../../api/db/resources-search-pg.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const app = () => createApp({ db: t.db });
async function titles(path: string): Promise<string[]> {
  const res = await app().request(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return resourceListSchema.parse(await res.json()).map((r) => r.title);
}
async function message(path: string): Promise<{ status: number; message: string }> {
  const res = await app().request(path);
  const body = (await res.json()) as { message: string };
  return { status: res.status, message: body.message };
}

describe('GET /api/resources/search', () => {
  beforeEach(async () => {
    await applySeed(t.db, [
      makeResource({ title: 'Safe Harbor Shelter', description: 'Emergency shelter for survivors of domestic violence.', tags: ['dv'] }),
      makeResource({ title: 'Tenant Rights Clinic', description: 'Free advice on rental assistance and eviction.', category: 'rights-advocacy' }),
      makeResource({ title: 'Women’s Clinic', description: 'Birth control and abortion care.', category: 'womens-health' }),
      makeResource({ title: 'Legal Aid Line', description: 'A lawyer answers family law questions.', category: 'rights-advocacy' }),
    ]);
  });

  it('finds by the words people type: "dv", "rent help", "abortion", "legal aid"', async () => {
    expect(await titles('/api/resources/search?q=dv')).toEqual(['Safe Harbor Shelter']);
    expect(await titles('/api/resources/search?q=rent%20help')).toEqual(['Tenant Rights Clinic']);
    expect(await titles('/api/resources/search?q=abortion')).toEqual(['Women’s Clinic']);
    expect((await titles('/api/resources/search?q=legal%20aid'))[0]).toBe('Legal Aid Line');
  });

  it('matches the start of words ("shelt") and plurals ("shelters")', async () => {
    expect(await titles('/api/resources/search?q=shelt')).toEqual(['Safe Harbor Shelter']);
    expect(await titles('/api/resources/search?q=shelters')).toEqual(['Safe Harbor Shelter']);
  });

  it('takes the text in the path too', async () => {
    expect(await titles(`/api/resources/search/${encodeURIComponent('rent help')}`)).toEqual(['Tenant Rights Clinic']);
  });

  it('filters by category, aliases included', async () => {
    expect(await titles('/api/resources/search?q=clinic&category=womens-health')).toEqual(['Women’s Clinic']);
    expect(await titles('/api/resources/search?q=clinic&category=healthcare,womens-rights')).toHaveLength(2);
  });

  it('falls back to any word when all of them together find nothing', async () => {
    expect(await titles('/api/resources/search?q=eviction%20zebra')).toEqual(['Tenant Rights Clinic']);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await titles('/api/resources/search?q=zebra')).toEqual([]);
  });

  it('refuses bad input with 400 and a message', async () => {
    expect(await message('/api/resources/search')).toEqual({ status: 400, message: expect.stringContaining('?q=') });
    expect(await message('/api/resources/search?q=ab')).toEqual({ status: 400, message: 'Type at least 3 characters to search.' });
    expect(await message(`/api/resources/search?q=${'x'.repeat(SEARCH_MAX_CHARS + 1)}`)).toEqual({
      status: 400,
      message: `The search text is too long. Use at most ${SEARCH_MAX_CHARS} characters.`,
    });
    expect(await message('/api/resources/search?q=legal%00aid')).toEqual({ status: 400, message: expect.stringContaining('cannot be searched') });
    expect(await message('/api/resources/search?q=legal&category=pets')).toEqual({ status: 400, message: expect.stringContaining('"pets" is not a resource category') });
  });

  it('treats FTS5 syntax in the text as words, never as a query', async () => {
    expect(await titles('/api/resources/search?q=%22clinic%22%20OR%20NEAR(*)')).toEqual(expect.arrayContaining(['Women’s Clinic']));
    expect((await app().request('/api/resources/search?q=%22%22%22')).status).toBe(400);
  });
});

describe('POST /api/resources/search (the app: words in the body, never in an address)', () => {
  beforeEach(async () => {
    await applySeed(t.db, [
      makeResource({ title: 'Safe Harbor Shelter', description: 'Emergency shelter for survivors of domestic violence.', tags: ['dv'] }),
      makeResource({ title: 'Women’s Clinic', description: 'Birth control and abortion care.', category: 'womens-health' }),
    ]);
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app().request('/api/resources/search', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers }, body: JSON.stringify(body) });

  it('answers like the GET, with the same rules, and is never cached', async () => {
    const res = await post({ q: 'dv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(resourceListSchema.parse(await res.json()).map((r) => r.title)).toEqual(['Safe Harbor Shelter']);
    const filtered = await post({ q: 'clinic', category: 'womens-health' });
    expect(resourceListSchema.parse(await filtered.json()).map((r) => r.title)).toEqual(['Women’s Clinic']);
  });

  it('refuses bad bodies and other sites plainly', async () => {
    expect((await post({ q: 'ab' })).status).toBe(400);
    expect((await post({ text: 'legal aid' })).status).toBe(400);
    expect((await post({ q: 'legal', category: 'pets' })).status).toBe(400);
    expect((await post({ q: 'shelter' }, { Origin: 'https://elsewhere.example' })).status).toBe(403);
  });
});

describe('the search index', () => {
  it('follows the directory: changed records are found by their new words, removed ones are gone', async () => {
    const a = makeResource({ title: 'Harbor House' });
    const b = makeResource({ title: 'Beacon Place' });
    await applySeed(t.db, [a, b]);
    expect((await searchResources(t.db, 'harbor')).map((r) => r.id)).toEqual([a.id]);
    await applySeed(t.db, [{ ...a, title: 'Lighthouse Home' }]);
    expect(await searchResources(t.db, 'harbor')).toEqual([]);
    expect((await searchResources(t.db, 'lighthouse')).map((r) => r.id)).toEqual([a.id]);
    expect(await searchResources(t.db, 'beacon')).toEqual([]);
  });

  it('never answers from its cache a record another process has changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const a = makeResource({ title: 'Harbor House', phones: [{ number: '1-800-555-0100', kind: 'voice' }] });
      await applySeed(t.db, [a]);
      expect((await searchResources(t.db, 'harbor'))[0]?.phones[0]?.number).toBe('1-800-555-0100');
      const other = await otherConnection(t);
      await applySeed(other, [{ ...a, phones: [{ number: '1-800-555-0199', kind: 'voice' }], phoneNumber: '1-800-555-0199' }]);
      await closeDb(other);
      vi.advanceTimersByTime(VERSION_RECHECK_MS);
      expect((await searchResources(t.db, 'harbor'))[0]?.phones[0]?.number).toBe('1-800-555-0199');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is rebuilt when it does not match the table', async () => {
    await applySeed(t.db, [makeResource({ title: 'Harbor House' })]);
    await sqlRun(t.db, onPostgres ? 'DELETE FROM resources_search' : 'DELETE FROM resources_fts');
    expect(await searchResources(t.db, 'harbor')).toEqual([]);
    expect(await ensureSearchIndex(t.db)).toBe(true);
    expect(await searchResources(t.db, 'harbor')).toHaveLength(1);
    expect(await ensureSearchIndex(t.db)).toBe(false);
  });
});

describe('server and device agree', () => {
  // Both engines hand the shared rule the same candidates when a query matches up to SEARCH_CANDIDATE_LIMIT records
  // in their main fields: then the whole page agrees. Past that (a query as broad as "women" on this site) the server
  // takes the first matches and the device the best, so only the top of the page must agree.
  it('puts the same results in the same order for the queries people type, over the real directory', async () => {
    await applySeed(t.db, readSeedResources());
    const device = new DeviceSearchIndex(await listResources(t.db));
    const mainMatches = async (q: string) => {
      if (!onPostgres) return Number(await sqlCount(t.db, 'SELECT count(*) FROM resources_fts WHERE resources_fts MATCH ?', `{title organization tags place} : (${ftsExpression(parseQuery(q), 'all')})`));
      // The first tier asks prefixes as the marked lexemes of the words' starts: exactly the rows a prefix query finds.
      const marked = Number(await sqlCount(t.db, 'SELECT count(*) FROM resources_search WHERE main @@ ?::tsquery', mainQueryText(parseQuery(q), 'all')));
      expect(marked, q).toBe(Number(await sqlCount(t.db, "SELECT count(*) FROM resources_search WHERE main @@ to_tsquery('simple', ?)", tsQueryText(parseQuery(q), 'all'))));
      return marked;
    };
    const queries = ['dv', 'abortion', 'rent help', 'legal aid', 'shelters', 'food', 'texas', 'birth control', 'jobs', 'immigrant', 'scholarship', 'small business loan', 'mental health', 'eviction', 'crisis', 'women'];
    // Words PostgreSQL's parser might read otherwise than the tokenizer (digits, letters and digits, an accent, two
    // letters), either mode: asked as written they find what the parsed query finds.
    if (onPostgres) {
      for (const q of ['h1b visa', '2024', 'año', 'abc123', 'dv', 'it', 'rent help']) {
        for (const mode of ['all', 'any'] as const) {
          const plan = parseQuery(q);
          if (plan.clauses.length === 0) continue;
          const marked = await sqlCount(t.db, 'SELECT count(*) FROM resources_search WHERE main @@ ?::tsquery', mainQueryText(plan, mode));
          expect(marked, `${q} (${mode})`).toBe(await sqlCount(t.db, "SELECT count(*) FROM resources_search WHERE main @@ to_tsquery('simple', ?)", tsQueryText(plan, mode)));
        }
      }
    }
    let whole = 0;
    for (const q of queries) {
      const server = (await searchResources(t.db, q)).map((r) => r.id);
      expect(server.length, q).toBeGreaterThan(0);
      // Asked again, the server has the candidates' words already (on PostgreSQL it then reads only their ids).
      expect((await searchResources(t.db, q)).map((r) => r.id), `${q}, asked again`).toEqual(server);
      const ours = device.search(q).map((r) => r.id);
      if ((await mainMatches(q)) <= SEARCH_CANDIDATE_LIMIT) {
        whole++;
        expect(ours, q).toEqual(server);
      } else expect(ours.slice(0, 10), q).toEqual(server.slice(0, 10));
    }
    // The limit sits above nearly all of them.
    expect(whole).toBeGreaterThanOrEqual(queries.length - 1);
    expect(device.search('legal', ['rights-advocacy']).map((r) => r.id)).toEqual((await searchResources(t.db, 'legal', ['rights-advocacy'])).map((r) => r.id));
  });

  it('agrees when few records match in their main fields and many only in their descriptions', async () => {
    const records = [
      ...Array.from({ length: 5 }, (_, i) => makeResource({ title: `Quokka Place ${i}` })),
      ...Array.from({ length: 120 }, (_, i) => makeResource({ title: `Zed ${String(i).padStart(3, '0')} Center`, description: `We also help quokka friends ${i}.` })),
    ].reverse();
    await applySeed(t.db, records);
    const server = (await searchResources(t.db, 'quokka')).map((r) => r.id);
    expect(server.slice(0, 5).every((id) => records.find((r) => r.id === id)?.title.startsWith('Quokka'))).toBe(true);
    expect(new DeviceSearchIndex(await listResources(t.db)).search('quokka').map((r) => r.id)).toEqual(server);
  });

  it('finds in Spanish what the English words find, in both engines, accents optional (issue 22)', async () => {
    await applySeed(t.db, readSeedResources());
    const device = new DeviceSearchIndex(await listResources(t.db));
    const top = async (q: string) => (await searchResources(t.db, q)).slice(0, 10);
    // Each Spanish query: a category among its first three results, and what its English words find.
    const cases: [string, string, string][] = [
      ['refugio', 'housing-shelter', 'shelter'],
      ['albergue', 'housing-shelter', 'shelter'],
      ['violencia doméstica', 'housing-shelter', 'domestic violence'],
      ['maltrato', 'housing-shelter', 'domestic violence'],
      ['abogado', 'rights-advocacy', 'lawyer'],
      ['ayuda legal', 'rights-advocacy', 'legal aid'],
      ['embarazo', 'womens-health', 'pregnancy'],
      ['alquiler', 'housing-shelter', 'rent'],
      ['renta', 'housing-shelter', 'rent'],
      ['comida', 'financial-support', 'food'],
      ['cupones', 'financial-support', 'snap'],
      ['trabajo', 'employment-opportunities', 'jobs'],
      ['empleo', 'employment-opportunities', 'employment'],
    ];
    for (const [q, category, english] of cases) {
      const server = await top(q);
      expect(server.length, q).toBeGreaterThan(0);
      expect(server.slice(0, 3).filter((r) => r.category === category).length, `${q}: ${server.slice(0, 3).map((r) => r.id).join(', ')}`).toBeGreaterThanOrEqual(1);
      // The device puts the same results first, offline.
      expect(device.search(q).slice(0, 10).map((r) => r.id), q).toEqual(server.map((r) => r.id));
      // What the English words find comes up for the Spanish ones too.
      const englishTop = (await top(english)).slice(0, 3).map((r) => r.id);
      expect(englishTop.some(async (id) => (await searchResources(t.db, q)).some((r) => r.id === id)), `${q} ~ ${english}`).toBe(true);
    }
    expect((await top('violencia domestica')).map((r) => r.id)).toEqual((await top('violencia doméstica')).map((r) => r.id));
    expect((await top('violencia doméstica'))[0]?.id).toBe('national-domestic-violence-hotline');
    // Filler words of a Spanish sentence are dropped; her state still counts.
    expect((await top('necesito un refugio cerca de mi')).map((r) => r.id)).toEqual((await top('refugio')).map((r) => r.id));
    expect((await top('refugio en texas'))[0]?.state).toBe('TX');
  });

  it('puts the real national hotline first for "dv" and the state coalition first for "dv texas"', async () => {
    await applySeed(t.db, readSeedResources());
    expect((await searchResources(t.db, 'dv'))[0]?.id).toBe('national-domestic-violence-hotline');
    expect((await searchResources(t.db, 'dv texas'))[0]?.id).toBe('dv-coalition-tx');
  });
});
