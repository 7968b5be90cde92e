// Figures about the business-owner profiles, computed from the data itself (spec: the summary numbers are not typed in).
import { ETHNICITY_GROUPS, OWNER_CATEGORIES, type BusinessOwner, type Ethnicity, type OwnerCategory } from './schemas.ts';

export interface OwnerSummary {
  profiles: number;
  industries: number;
  groups: number;
  categories: number;
}

export function ownerSummary(list: readonly BusinessOwner[]): OwnerSummary {
  return {
    profiles: list.length,
    industries: new Set(list.flatMap((o) => o.industries.map((i) => i.toLowerCase()))).size,
    groups: new Set(list.map((o) => o.ethnicity)).size,
    categories: new Set(list.map((o) => o.category)).size,
  };
}

export interface GroupInsight {
  key: Ethnicity;
  colour: string;
  profiles: number;
  industries: number;
  /** The two categories with the most profiles in this group (keys: the page names them in its language). */
  topCategories: OwnerCategory[];
  earliestFounded?: { year: number; company: string };
}

export function groupInsights(list: readonly BusinessOwner[]): GroupInsight[] {
  return ETHNICITY_GROUPS.map((g) => {
    const members = list.filter((o) => o.ethnicity === g.key);
    const byCategory = new Map<OwnerCategory, number>();
    for (const o of members) byCategory.set(o.category, (byCategory.get(o.category) ?? 0) + 1);
    const topCategories = [...byCategory]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([key]) => key);
    const founded = members.filter((o) => o.foundedYear).sort((a, b) => (a.foundedYear ?? 0) - (b.foundedYear ?? 0))[0];
    return {
      key: g.key,
      colour: g.colour,
      profiles: members.length,
      industries: new Set(members.flatMap((o) => o.industries.map((i) => i.toLowerCase()))).size,
      topCategories,
      ...(founded?.foundedYear ? { earliestFounded: { year: founded.foundedYear, company: founded.company } } : {}),
    };
  });
}

/** The figures behind five plain statements about the profiles (the page words them in its language). */
export interface KeyInsights {
  summary: OwnerSummary;
  /** The oldest and newest companies with a founding year, when there are some. */
  span?: { years: number; oldest: { company: string; year: number }; newest: { company: string; year: number } };
  fortune500: number;
  pioneers: number;
  /** The categories with the most profiles (keys), and how many each has. */
  biggest: OwnerCategory[];
  most: number;
  /** Profiles that show a net worth or a revenue figure. */
  withFigures: number;
}

export function keyInsights(list: readonly BusinessOwner[]): KeyInsights | undefined {
  if (list.length === 0) return undefined;
  const summary = ownerSummary(list);
  const count = (category: string) => list.filter((o) => o.category === category).length;
  const founded = list.filter((o) => o.foundedYear).sort((a, b) => (a.foundedYear ?? 0) - (b.foundedYear ?? 0));
  const oldest = founded[0];
  const newest = founded.at(-1);
  const most = Math.max(...OWNER_CATEGORIES.map((c) => count(c.key)));
  const biggest = OWNER_CATEGORIES.filter((c) => count(c.key) === most).map((c) => c.key);
  const withFigures = list.filter((o) => o.netWorth || o.revenue).length;
  return {
    summary,
    ...(oldest?.foundedYear && newest?.foundedYear
      ? { span: { years: newest.foundedYear - oldest.foundedYear, oldest: { company: oldest.company, year: oldest.foundedYear }, newest: { company: newest.company, year: newest.foundedYear } } }
      : {}),
    fortune500: count('fortune-500'),
    pioneers: count('historical-pioneers'),
    biggest,
    most,
    withFigures,
  };
}
