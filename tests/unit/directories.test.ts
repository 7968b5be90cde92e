// The built-in directories: the shared search, filters (AND), grouping and cut-offs, and the data files themselves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_COLLECTIONS } from '../../shared/directories/collections.ts';
import {
  categoryButtonLabel,
  countByCategory,
  cutBadges,
  filterEntries,
  fundingFields,
  groupByCategory,
  matchesText,
  organizationFields,
  ownerFields,
  summaryLine,
} from '../../shared/directories/filter.ts';
import { keyInsights, ownerSummary } from '../../shared/directories/insights.ts';
import {
  ETHNICITY_GROUPS,
  FUNDING_CATEGORIES,
  ORGANIZATION_CATEGORIES,
  OWNER_CATEGORIES,
  type BusinessOwner,
  type FundingSource,
  type Organization,
} from '../../shared/directories/schemas.ts';

const base = { sourceUrl: 'https://example.org/', verifiedAt: '2026-11-22', website: 'https://example.org/' };
const org = (o: Partial<Organization>): Organization => ({ id: 'o', name: 'Org', category: 'professional-networks', description: 'd', services: ['Mentoring'], industries: ['All industries'], ...base, ...o });
const owner = (o: Partial<BusinessOwner>): BusinessOwner => ({
  id: 'b', name: 'Name', company: 'Co', ethnicity: 'latina', category: 'tech-innovation', industries: ['Software'], description: 'd', achievements: ['a'], ...base, ...o,
});

describe('search and filters', () => {
  it('matches case-insensitively on the trimmed text, in strings and lists', () => {
    expect(matchesText(['Women Presidents Organization'], '  presidents ')).toBe(true);
    expect(matchesText([undefined, ['Construction', 'Engineering']], 'ENGIN')).toBe(true);
    expect(matchesText(['A'], '')).toBe(true);
    expect(matchesText(['A', undefined], 'zzz')).toBe(false);
  });

  it('searches the spec’s fields: organizations by services, industries, address and grant amount, not description', () => {
    const o = org({ description: 'hidden words', services: ['Certification'], address: 'Chicago, IL', grantAmount: 'Up to $10,000' });
    for (const q of ['certif', 'all industries', 'chicago', '$10,000']) expect(filterEntries([o], { text: q, category: 'all' }, organizationFields)).toHaveLength(1);
    expect(filterEntries([o], { text: 'hidden', category: 'all' }, organizationFields)).toHaveLength(0);
  });

  it('searches funding by description, stage, eligibility and special programs', () => {
    const f: FundingSource = { id: 'f', name: 'Fund', category: 'angel-networks', description: 'Backs founders', industries: ['Tech'], specialPrograms: ['Catalyst Cohort'], stage: 'Seed', eligibility: 'US-based', ...base };
    for (const q of ['backs', 'seed', 'us-based', 'catalyst']) expect(filterEntries([f], { text: q, category: 'all' }, fundingFields)).toHaveLength(1);
  });

  it('combines heritage, category and text with AND', () => {
    const list = [
      owner({ id: '1', name: 'Ana', ethnicity: 'latina', category: 'tech-innovation' }),
      owner({ id: '2', name: 'Ana B', ethnicity: 'asian-american', category: 'tech-innovation' }),
      owner({ id: '3', name: 'Carla', ethnicity: 'latina', category: 'food-beverage', achievements: ['Opened 20 restaurants'] }),
    ];
    const ids = (f: { text: string; category: string; ethnicity: string }) => filterEntries(list, f, ownerFields).map((o) => o.id);
    expect(ids({ text: 'ana', category: 'all', ethnicity: 'all' })).toEqual(['1', '2']);
    expect(ids({ text: 'ana', category: 'tech-innovation', ethnicity: 'latina' })).toEqual(['1']);
    expect(ids({ text: 'restaurants', category: 'all', ethnicity: 'latina' })).toEqual(['3']);
    expect(ids({ text: 'restaurants', category: 'tech-innovation', ethnicity: 'latina' })).toEqual([]);
  });

  it('groups in the categories’ order, names sorted, empty categories left out', () => {
    const groups = groupByCategory([org({ id: 'b', name: 'B', category: 'regional-local' }), org({ id: 'a', name: 'A', category: 'regional-local' }), org({ id: 'c', name: 'C', category: 'national-government' })], ORGANIZATION_CATEGORIES);
    expect(groups.map((g) => [g.category.key, g.items.map((i) => i.name)])).toEqual([
      ['national-government', ['C']],
      ['regional-local', ['A', 'B']],
    ]);
  });

  it('cuts badges at 3 or 5 with "+N more", labels buttons with the first word and count, and words the summary', () => {
    expect(cutBadges(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cutBadges(['a', 'b'], 5)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(categoryButtonLabel('National Government Programs', 14)).toBe('National (14)');
    expect(summaryLine(96, 96, 'organizations', '')).toBe('Showing all 96 organizations');
    expect(summaryLine(3, 96, 'organizations', ' loan ')).toBe('Showing 3 of 96 organizations for “loan”');
    expect(countByCategory([org({}), org({ id: 'x' })]).get('professional-networks')).toBe(2);
  });
});

describe('the data files', () => {
  const read = (name: keyof typeof DIRECTORY_COLLECTIONS) => {
    const { file, key, schema } = DIRECTORY_COLLECTIONS[name];
    const raw = JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as Record<string, unknown[]>;
    return (raw[key] ?? []).map((e) => schema.parse(e));
  };

  it.each([
    ['organizations', 90, ORGANIZATION_CATEGORIES.map((c) => c.key)],
    ['funding-sources', 80, FUNDING_CATEGORIES.map((c) => c.key)],
    ['business-owners', 45, OWNER_CATEGORIES.map((c) => c.key)],
  ] as const)('%s: valid, unique ids, https sources, every category used', (name, atLeast, categories) => {
    const list = read(name) as { id: string; category: string; sourceUrl: string; verifiedAt: string }[];
    expect(list.length).toBeGreaterThanOrEqual(atLeast);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
    expect(list.every((e) => e.sourceUrl.startsWith('https://') && /^\d{4}-\d{2}-\d{2}$/.test(e.verifiedAt))).toBe(true);
    expect(new Set(list.map((e) => e.category))).toEqual(new Set(categories));
  });

  it('business owners: every heritage group present, figures always with a year, summary computed from the profiles', () => {
    const owners = read('business-owners') as BusinessOwner[];
    expect(new Set(owners.map((o) => o.ethnicity))).toEqual(new Set(ETHNICITY_GROUPS.map((g) => g.key)));
    expect(owners.filter((o) => o.netWorth).every((o) => o.netWorth!.year >= 1900)).toBe(true);
    const summary = ownerSummary(owners);
    expect(summary.profiles).toBe(owners.length);
    expect(summary.groups).toBe(3);
    const insights = keyInsights(owners);
    expect(insights?.summary.profiles).toBe(owners.length);
    expect(insights?.span?.years).toBeGreaterThan(0);
    expect(insights?.biggest.length).toBeGreaterThan(0);
  });
});
