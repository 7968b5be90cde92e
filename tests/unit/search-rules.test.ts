// The shared search rules: validation, normalisation, synonyms and the ranking both engines end with.
import { describe, expect, it } from 'vitest';
import { monthYear } from '../../shared/format.ts';
import { SEARCH_MAX_CHARS } from '../../shared/limits.ts';
import { searchFields } from '../../shared/search/document.ts';
import { checkQuery, isSearchable, parseQuery, stem, tokenize } from '../../shared/search/query.ts';
import { compareForList, fieldTokens, rankResults } from '../../shared/search/rank.ts';
import { makeResource } from '../fixtures/factories.ts';

const alternatives = (text: string) => parseQuery(text).clauses.map((c) => c.alternatives.map((a) => a.terms.join(' ')));

describe('query text', () => {
  it('lowercases, strips accents and splits on anything that is not a letter or digit', () => {
    expect(tokenize('  Salud Mujer—Café, 24/7 women’s ')).toEqual(['salud', 'mujer', 'cafe', '24', '7', 'women', 's']);
  });

  it('folds plurals to a stem both forms start with', () => {
    expect(stem('shelters')).toBe('shelter');
    expect(stem('agencies')).toBe('agenc');
    expect('agency'.startsWith(stem('agencies'))).toBe(true);
    expect(stem('address')).toBe('address');
    expect(stem('dv')).toBe('dv');
  });

  it('refuses control characters and text over the limit with a readable message', () => {
    expect(checkQuery('legal\u0000aid')).toEqual({ ok: false, message: expect.stringContaining('cannot be searched') });
    expect(checkQuery('x'.repeat(SEARCH_MAX_CHARS + 1))).toEqual({ ok: false, message: `The search text is too long. Use at most ${SEARCH_MAX_CHARS} characters.` });
    expect(checkQuery('  rent   help ')).toEqual({ ok: true, text: 'rent help' });
  });

  it('searches from 3 characters, and known abbreviations such as "dv" below that', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('abo')).toBe(true);
    expect(isSearchable('dv')).toBe(true);
    expect(isSearchable('DV ')).toBe(true);
    expect(isSearchable('')).toBe(false);
  });
});

describe('synonyms and filler words', () => {
  it('expands "dv" to domestic violence and abuse', () => {
    expect(alternatives('dv')).toEqual([['dv', 'domestic violence', 'abuse']]);
  });

  it('reads "rent help" as one idea, not "rent" and "help"', () => {
    const plan = parseQuery('rent help');
    expect(plan.clauses).toHaveLength(1);
    expect(plan.clauses[0]!.alternatives.map((a) => a.terms.join(' '))).toContain('rental assistance');
  });

  it('knows "legal aid" and "abortion"', () => {
    expect(alternatives('legal aid')[0]).toEqual(expect.arrayContaining(['legal aid', 'lawyer', 'attorney']));
    expect(alternatives('abortion')[0]).toEqual(expect.arrayContaining(['abortion', 'reproductive']));
  });

  it('drops filler words, unless nothing else is left', () => {
    expect(parseQuery('help for women near me with eviction').clauses.map((c) => c.text)).toEqual(['eviction']);
    expect(parseQuery('help').clauses.map((c) => c.text)).toEqual(['help']);
  });

  it('finds synonyms of plural words ("jobs")', () => {
    expect(alternatives('jobs')[0]).toEqual(expect.arrayContaining(['job', 'employment']));
  });
});

describe('Spanish words (issue 22)', () => {
  const alternativesOf = (q: string) => parseQuery(q).clauses.map((c) => c.alternatives.map((a) => a.terms.join(' ')));

  it('maps the words Spanish speakers type to the words listings use, accents optional', () => {
    expect(alternativesOf('refugio')[0]).toContain('shelter');
    expect(alternativesOf('albergue')[0]).toContain('shelter');
    expect(alternativesOf('violencia doméstica')).toEqual(alternativesOf('violencia domestica'));
    expect(alternativesOf('violencia doméstica')).toEqual([['violencia domestica', 'domestic violence', 'abuse']]);
    expect(alternativesOf('maltrato')[0]).toContain('domestic violence');
    expect(alternativesOf('abogado')[0]).toContain('legal aid');
    expect(alternativesOf('ayuda legal')).toEqual([['ayuda legal', 'legal aid', 'legal help', 'legal service']]);
    expect(alternativesOf('embarazo')[0]).toContain('pregnancy');
    expect(alternativesOf('alquiler')[0]).toContain('rent');
    expect(alternativesOf('renta')[0]).toContain('rent');
    expect(alternativesOf('comida')[0]).toEqual(expect.arrayContaining(['food', 'snap']));
    expect(alternativesOf('cupones')[0]).toContain('snap');
    expect(alternativesOf('trabajo')[0]).toContain('job');
    expect(alternativesOf('empleo')[0]).toContain('employment');
  });

  it('drops Spanish filler words but keeps the articles of place names', () => {
    expect(parseQuery('necesito un refugio cerca de mi').clauses.map((c) => c.text)).toEqual(['refugio']);
    expect(parseQuery('ayuda para mujeres').clauses.map((c) => c.text)).toEqual(['ayuda', 'para', 'mujeres']);
    expect(parseQuery('refugio en el paso').clauses.map((c) => c.text)).toEqual(['refugio', 'el', 'paso']);
    expect(parseQuery('abogada en los angeles').clauses.map((c) => c.text)).toEqual(['abogada', 'los', 'angeles']);
  });
});

describe('ranking', () => {
  const rank = (text: string, items: ReturnType<typeof makeResource>[]) =>
    rankResults(parseQuery(text), items, (r) => fieldTokens(searchFields(r))).map((r) => r.title);

  it('puts a match in the title before one in the description', () => {
    const inDescription = makeResource({ title: 'Community Center', description: 'Offers a food pantry on Mondays.' });
    const inTitle = makeResource({ title: 'Food Pantry Network', description: 'Groceries for families.' });
    expect(rank('food pantry', [inDescription, inTitle])).toEqual(['Food Pantry Network', 'Community Center']);
  });

  it('puts a whole-word match before a word that only starts with the text', () => {
    const prefix = makeResource({ title: 'Sheltering Arms' });
    const exact = makeResource({ title: 'Shelter Line' });
    expect(rank('shelter', [prefix, exact])).toEqual(['Shelter Line', 'Sheltering Arms']);
  });

  it('puts the words typed before their synonyms', () => {
    const synonym = makeResource({ title: 'Attorney Referral' });
    const typed = makeResource({ title: 'Lawyer Finder' });
    expect(rank('lawyer', [synonym, typed])).toEqual(['Lawyer Finder', 'Attorney Referral']);
  });

  it('puts records matching more of the query first', () => {
    const one = makeResource({ title: 'Legal Aid Society' });
    const both = makeResource({ title: 'Texas Legal Aid', state: 'TX' });
    expect(rank('legal aid texas', [one, both])).toEqual(['Texas Legal Aid', 'Legal Aid Society']);
  });

  it('puts 24/7 emergency help first among equal matches, then orders by title', () => {
    const b = makeResource({ title: 'B Domestic Violence Program' });
    const a = makeResource({ title: 'A Domestic Violence Program' });
    const crisis = makeResource({ title: 'Z Domestic Violence Hotline', isEmergency: true });
    expect(rank('domestic violence', [b, crisis, a])).toEqual(['Z Domestic Violence Hotline', 'A Domestic Violence Program', 'B Domestic Violence Program']);
  });

  it('drops candidates that match nothing', () => {
    expect(rank('trafficking', [makeResource({ title: 'Food Bank' })])).toEqual([]);
  });

  it('lists emergency help, then national services, then the rest by title', () => {
    const items = [
      makeResource({ title: 'Alabama Coalition', serviceArea: 'AL' }),
      makeResource({ title: 'Zeta National', serviceArea: 'national' }),
      makeResource({ title: 'Yankee Hotline', isEmergency: true, serviceArea: 'NY' }),
    ];
    expect([...items].sort(compareForList).map((r) => r.title)).toEqual(['Yankee Hotline', 'Zeta National', 'Alabama Coalition']);
  });
});

describe('display', () => {
  it('shows a verification date as month and year', () => {
    expect(monthYear('2026-11-22')).toBe('November 2026');
    expect(monthYear('2026-01-02')).toBe('January 2026');
    expect(monthYear('not a date')).toBeUndefined();
  });
});
