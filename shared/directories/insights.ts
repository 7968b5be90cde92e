// Figures about the business-owner profiles, computed from the data itself (spec: the summary numbers are not typed in).
import { ETHNICITY_GROUPS, OWNER_CATEGORIES, type BusinessOwner } from './schemas.ts';

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
  key: string;
  title: string;
  description: string;
  colour: string;
  profiles: number;
  industries: number;
  /** The two categories with the most profiles in this group. */
  topCategories: string[];
  earliestFounded?: { year: number; company: string };
}

export function groupInsights(list: readonly BusinessOwner[]): GroupInsight[] {
  return ETHNICITY_GROUPS.map((g) => {
    const members = list.filter((o) => o.ethnicity === g.key);
    const byCategory = new Map<string, number>();
    for (const o of members) byCategory.set(o.category, (byCategory.get(o.category) ?? 0) + 1);
    const topCategories = [...byCategory]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([key]) => OWNER_CATEGORIES.find((c) => c.key === key)?.title ?? key);
    const founded = members.filter((o) => o.foundedYear).sort((a, b) => (a.foundedYear ?? 0) - (b.foundedYear ?? 0))[0];
    return {
      key: g.key,
      title: g.title,
      description: g.description,
      colour: g.colour,
      profiles: members.length,
      industries: new Set(members.flatMap((o) => o.industries.map((i) => i.toLowerCase()))).size,
      topCategories,
      ...(founded?.foundedYear ? { earliestFounded: { year: founded.foundedYear, company: founded.company } } : {}),
    };
  });
}

/** Five plain statements about the profiles, each computed from them. */
export function keyInsights(list: readonly BusinessOwner[]): string[] {
  if (list.length === 0) return [];
  const s = ownerSummary(list);
  const count = (category: string) => list.filter((o) => o.category === category).length;
  const founded = list.filter((o) => o.foundedYear).sort((a, b) => (a.foundedYear ?? 0) - (b.foundedYear ?? 0));
  const oldest = founded[0];
  const newest = founded.at(-1);
  const most = Math.max(...OWNER_CATEGORIES.map((c) => count(c.key)));
  const biggest = OWNER_CATEGORIES.filter((c) => count(c.key) === most).map((c) => c.title);
  const withFigures = list.filter((o) => o.netWorth || o.revenue).length;
  return [
    `${s.profiles} women, ${s.groups} heritage groups, ${s.industries} industries: the profiles below are all real and public, each linked to where its facts can be checked.`,
    oldest && newest
      ? `The companies span ${(newest.foundedYear ?? 0) - (oldest.foundedYear ?? 0)} years: from ${oldest.company} (${oldest.foundedYear}) to ${newest.company} (${newest.foundedYear}).`
      : 'Founding years are shown where they are well documented.',
    `${count('fortune-500')} profiles are in Fortune 500 Leaders, and ${count('historical-pioneers')} in Historical Pioneers: women whose businesses made history.`,
    biggest.length === 1
      ? `The largest category here is ${biggest[0]}, with ${most} ${most === 1 ? 'profile' : 'profiles'}.`
      : `The largest categories here, with ${most} profiles each: ${biggest.join(', ')}.`,
    `${withFigures} ${withFigures === 1 ? 'profile shows' : 'profiles show'} a net worth or revenue figure, always with its year; we leave a figure out unless it was widely reported.`,
  ].filter(Boolean);
}
