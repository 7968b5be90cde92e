// Search, filters and grouping of the built-in directories (spec 2, section 4): pure functions, shared by the screens
// and the tests. Text matches are case-insensitive on the trimmed search text.
import type { BusinessOwner, FundingSource, Organization } from './schemas.ts';

type Field = string | number | undefined | readonly string[];

/** True when the trimmed text is empty, or a case-insensitive substring of one of the fields. */
export function matchesText(fields: readonly Field[], text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => {
    if (f === undefined) return false;
    if (typeof f === 'string' || typeof f === 'number') return String(f).toLowerCase().includes(q);
    return f.some((v) => v.toLowerCase().includes(q));
  });
}

/** Spec: organization search matches name, services, industries, address, grantAmount. */
export const organizationFields = (o: Organization): Field[] => [o.name, o.services, o.industries, o.address, o.grantAmount];

/** Spec: funding search matches name, description, industries, address, grantAmount, stage, eligibility, specialPrograms. */
export const fundingFields = (f: FundingSource): Field[] => [f.name, f.description, f.industries, f.address, f.grantAmount, f.stage, f.eligibility, f.specialPrograms];

/** Spec: owner search matches name, company, description, industry, achievements and location. */
export const ownerFields = (b: BusinessOwner): Field[] => [b.name, b.company, b.description, b.industries, b.achievements, b.location];

export interface Filters {
  text: string;
  /** 'all' or a category key. */
  category: string;
  /** Business owners only: 'all' or an ethnicity key. */
  ethnicity?: string;
}

/** All filters combined with AND. */
export function filterEntries<T extends { category: string; ethnicity?: string }>(list: readonly T[], filters: Filters, fields: (e: T) => Field[]): T[] {
  return list.filter(
    (e) =>
      (filters.category === 'all' || e.category === filters.category) &&
      (!filters.ethnicity || filters.ethnicity === 'all' || e.ethnicity === filters.ethnicity) &&
      matchesText(fields(e), filters.text),
  );
}

export interface Group<T, C> {
  category: C;
  items: T[];
}

/** Entries under their categories, in the categories' order; empty categories are left out. Entries sorted by name. */
export function groupByCategory<T extends { category: string; name: string }, C extends { key: string }>(list: readonly T[], categories: readonly C[]): Group<T, C>[] {
  return categories
    .map((category) => ({ category, items: list.filter((e) => e.category === category.key).sort((a, b) => a.name.localeCompare(b.name)) }))
    .filter((g) => g.items.length > 0);
}

/** How many entries each category has (all of them, before the text filter), for the filter buttons. */
export function countByCategory<T extends { category: string }>(list: readonly T[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of list) counts.set(e.category, (counts.get(e.category) ?? 0) + 1);
  return counts;
}

/** The first `max` badges and how many more (spec: 3 on organization cards, 5 on funding cards). */
export function cutBadges<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** "Showing all 98 organizations" / "Showing 12 of 98 organizations for "loan"". */
export function summaryLine(shown: number, total: number, noun: string, text: string): string {
  const q = text.trim();
  const base = shown === total && !q ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
  return q ? `${base} for “${q}”` : base;
}

/** Spec: a category button is labelled with the first word of its title and its count, e.g. "National (12)". */
export function categoryButtonLabel(title: string, count: number): string {
  return `${title.split(/\s+/)[0] ?? title} (${count})`;
}
