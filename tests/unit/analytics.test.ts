// Impact analytics rules: per-capita figures and gap scores, growth notes, period ranges, and the reference tables in
// data/ (census population, legislative tracking) being complete and sourced.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { periodRange, publishedStateCount } from '../../api/services/analytics.ts';
import { censusFileSchema, gapScore, growthPercent, perCapita, perThousand, resourceGaps } from '../../shared/analytics/gaps.ts';
import { isStale, legislationFileSchema } from '../../shared/analytics/legislation.ts';
import { US_STATES } from '../../shared/us-states.ts';

const json = (name: string) => JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')) as unknown;

describe('per-capita figures', () => {
  it('are listings per 100,000 women, and 0 when the population is unknown', () => {
    expect(perCapita(3, 300_000)).toBe(1);
    expect(perCapita(1, 20_000_000)).toBeCloseTo(0.005, 6);
    expect(perCapita(2, 0)).toBe(0);
  });

  it('give resources per 1,000 counted, or nothing when nothing was counted', () => {
    expect(perThousand(5, 2000)).toBe(2.5);
    expect(perThousand(5, 0)).toBeNull();
  });
});

describe('the gap score', () => {
  it('is 10 with no listing, 0 at or above the rate across states, and in proportion between (one decimal)', () => {
    expect(gapScore(0, 1.2)).toBe(10);
    expect(gapScore(1.2, 1.2)).toBe(0);
    expect(gapScore(3, 1.2)).toBe(0);
    expect(gapScore(0.3, 1.2)).toBe(7.5);
    expect(gapScore(0.005, 0.015)).toBe(6.7);
  });

  it('keeps 10 for no listing at all: a state with one, however few, scores at most 9.9', () => {
    expect(gapScore(0.0001, 1.2)).toBe(9.9);
  });

  it('is 10 everywhere when no state has a local listing of the category', () => {
    expect(gapScore(0, 0)).toBe(10);
  });

  it('ranks the worst gaps first and, among equal scores, the state with more women first', () => {
    const population = new Map([
      ['WY', 300_000],
      ['CA', 20_000_000],
      ['OH', 6_000_000],
    ]);
    const gaps = resourceGaps({ counts: { shelter: { WY: 1, OH: 2, CA: 1 } }, population, categories: ['shelter', 'health'] });
    expect(gaps.map((g) => `${g.category}:${g.state}:${g.gapScore}`)).toEqual([
      'health:CA:10',
      'health:OH:10',
      'health:WY:10',
      'shelter:CA:6.7',
      'shelter:OH:0',
      'shelter:WY:0',
    ]);
    expect(gaps.find((g) => g.state === 'WY' && g.category === 'shelter')?.resourcesPerCapita).toBe(0.333);
  });
});

describe('per-state figures as published', () => {
  it('withhold anything under 5, zero included, and round the rest down to a multiple of 5', () => {
    expect([0, 1, 4, 5, 9, 10, 23].map(publishedStateCount)).toEqual([null, null, null, 5, 5, 10, 20]);
  });
});

describe('growth notes', () => {
  it('are the change on the period before, to one decimal, and null with nothing before', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(10, 0)).toBeNull();
  });
});

describe('period ranges', () => {
  it('take whole calendar months up to yesterday, and the same span one period earlier for growth', () => {
    expect(periodRange('3months', new Date('2026-11-22T10:00:00Z'))).toEqual({
      months: ['2026-09', '2026-10', '2026-11'],
      from: '2026-09-01',
      to: '2026-11-21',
      previousFrom: '2026-06-01',
      previousTo: '2026-08-21',
    });
    const year = periodRange('1year', new Date('2026-02-03T00:00:00Z'));
    expect(year.months[0]).toBe('2025-03');
    expect(year.months.at(-1)).toBe('2026-02');
    expect([year.from, year.to, year.previousFrom, year.previousTo]).toEqual(['2025-03-01', '2026-02-02', '2024-03-01', '2025-02-02']);
  });

  it('on the first of a month, end with the month just finished; a day the earlier month lacks is its last day', () => {
    const first = periodRange('3months', new Date('2026-12-01T08:00:00Z'));
    expect(first.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect([first.to, first.previousTo]).toEqual(['2026-11-30', '2026-08-31']);
    expect(periodRange('3months', new Date('2026-03-01T08:00:00Z')).previousTo).toBe('2025-11-30');
    expect(periodRange('3months', new Date('2026-05-31T12:00:00Z')).previousTo).toBe('2026-02-28');
  });
});

describe('the census table', () => {
  it('gives the women of every state and DC once, with its source', () => {
    const census = censusFileSchema.parse(json('census-female-population.json'));
    expect(census.states.map((s) => s.state).sort()).toEqual(US_STATES.map(([code]) => code).sort());
    expect(census.source.publisher).toBe('U.S. Census Bureau');
    const total = census.states.reduce((a, s) => a + s.female, 0);
    // About half of the US population (between 150 and 180 million women).
    expect(total).toBeGreaterThan(150_000_000);
    expect(total).toBeLessThan(180_000_000);
  });
});

describe('the legislative tracking list', () => {
  it('is valid, with every status used, unique ids and official https sources', () => {
    const file = legislationFileSchema.parse(json('legislation.json'));
    expect(new Set(file.items.map((i) => i.status))).toEqual(new Set(['Active', 'Monitoring', 'Proposed']));
    expect(new Set(file.items.map((i) => i.id)).size).toBe(file.items.length);
  });

  it('warns when a status is older than six months', () => {
    expect(isStale('2025-06-30', new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(isStale('2026-10-01', new Date('2026-11-22T00:00:00Z'))).toBe(false);
  });
});
