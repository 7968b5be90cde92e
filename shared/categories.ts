// The one category taxonomy of the directory, with the aliases older links and the admin form use.
export const CATEGORY_KEYS = [
  'housing-shelter',
  'womens-health',
  'rights-advocacy',
  'financial-support',
  'grants',
  'women-owned-businesses',
  'employment-opportunities',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The four categories shown on the home page and the /resources/{category} route. */
export const CORE_CATEGORY_KEYS = ['housing-shelter', 'womens-health', 'rights-advocacy', 'financial-support'] as const satisfies readonly CategoryKey[];

export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  'housing-shelter': 'Housing & Shelter',
  'womens-health': "Women's Health",
  'rights-advocacy': 'Rights & Advocacy',
  'financial-support': 'Financial Support',
  grants: 'Grants',
  'women-owned-businesses': 'Women Owned Businesses',
  'employment-opportunities': 'Employment Opportunities',
};

/** Aliases used by the admin form (shelter, healthcare, womens-rights, legal, financial) and by old links. */
export const CATEGORY_ALIASES: Record<string, CategoryKey> = {
  shelter: 'housing-shelter',
  housing: 'housing-shelter',
  healthcare: 'womens-health',
  health: 'womens-health',
  'womens-rights': 'rights-advocacy',
  rights: 'rights-advocacy',
  legal: 'rights-advocacy',
  financial: 'financial-support',
  finance: 'financial-support',
  employment: 'employment-opportunities',
};

/** Maps a key or an alias to the canonical key; undefined when it is neither. */
export function resolveCategory(value: string): CategoryKey | undefined {
  const v = value.trim().toLowerCase();
  if ((CATEGORY_KEYS as readonly string[]).includes(v)) return v as CategoryKey;
  return CATEGORY_ALIASES[v];
}
