// Which of our categories an imported HSDS service belongs to: the published rules, applied in order. Taxonomy
// codes first (AIRS / 211 LA County, the taxonomy most US 211s file services under), then words in its taxonomy
// terms, then words in its name, then in its description. A service no rule places goes to DEFAULT_CATEGORY and is
// counted in the import summary, so an operator can see how many were guessed.
import { CATEGORY_KEYS, type CategoryKey } from '../categories.ts';

/** What the rules look at. */
export interface Classifiable {
  /** Taxonomy codes, e.g. "BH-1800.1500-100". */
  codes: readonly string[];
  /** Taxonomy term names, e.g. "Domestic Violence Shelters". */
  terms: readonly string[];
  name: string;
  description?: string;
}

export interface Placement {
  category: CategoryKey;
  /** Which rule decided: "code BH", "term: shelter", "name: legal", "default". */
  rule: string;
}

/** Where a service no rule places goes: help with money and basic needs is what most unlabelled 211 listings offer. */
export const DEFAULT_CATEGORY: CategoryKey = 'financial-support';

/**
 * AIRS / 211 LA County code prefixes, longest first wins. Level 1: B Basic Needs, D Consumer Services, F Criminal
 * Justice and Legal Services, L Health Care, N Income Support and Employment, R Mental Health and Substance Use
 * Disorder Services. Level 2: BD Food, BH Housing/Shelter, BM Material Goods, BT Transportation, BV Utilities,
 * ND Employment. (Education, the environment, individual and family life and target populations say too little
 * on their own: the words decide those.)
 */
export const CODE_RULES: readonly (readonly [prefix: string, category: CategoryKey])[] = [
  ['BH', 'housing-shelter'],
  ['BD', 'financial-support'],
  ['BM', 'financial-support'],
  ['BT', 'financial-support'],
  ['BV', 'financial-support'],
  ['B', 'financial-support'],
  ['D', 'financial-support'],
  ['F', 'rights-advocacy'],
  ['L', 'womens-health'],
  ['R', 'womens-health'],
  ['ND', 'employment-opportunities'],
  ['N', 'financial-support'],
];

/** Word rules, in order: the first whose pattern matches decides. Shelter before legal: a DV shelter is housing. */
export const WORD_RULES: readonly (readonly [pattern: RegExp, category: CategoryKey, label: string])[] = [
  [/\b(shelters?|housing|homeless(ness)?|evictions?|tenants?|landlords?|rent(al)? (help|assistance)|safe ?house|transitional living)\b/i, 'housing-shelter', 'shelter or housing'],
  [/\b(legal|law|lawyers?|attorneys?|courts?|protective orders?|restraining orders?|advocacy|advocates?|civil rights|immigration|victims?'? (services|rights|compensation)|sexual assault|domestic violence)\b/i, 'rights-advocacy', 'legal help or advocacy'],
  [/\b(health|clinics?|medical|medicaid|pregnan\w*|prenatal|family planning|reproductive|counsel(l)?ing|mental|dental|hospital|doctors?|nurses?|substance use|addiction|behavioral)\b/i, 'womens-health', 'health care'],
  [/\b(jobs?|employment|careers?|job training|workforce|resume|vocational)\b/i, 'employment-opportunities', 'work'],
  [/\bgrants?\b/i, 'grants', 'grants'],
  [/\b(small business|entrepreneur\w*|women[- ]owned)\b/i, 'women-owned-businesses', 'business'],
  [/\b(food|pantry|pantries|meals?|snap|wic|cash assistance|tanf|benefits?|utilit(y|ies)|energy (bill|assistance)|liheap|financial|tax (help|preparation)|diapers?|clothing)\b/i, 'financial-support', 'money or basic needs'],
];

function byCode(codes: readonly string[]): Placement | undefined {
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    if (!/^[A-Z]{1,2}(-\d{4}(\.\d{4}(-\d{3}(\.\d{2})?)?)?)?$/.test(code)) continue;
    const rule = CODE_RULES.filter(([prefix]) => code.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
    if (rule) return { category: rule[1], rule: `code ${rule[0]}` };
  }
  return undefined;
}

function byWords(where: string, texts: readonly string[]): Placement | undefined {
  for (const text of texts) {
    for (const [pattern, category, label] of WORD_RULES) {
      if (pattern.test(text)) return { category, rule: `${where}: ${label}` };
    }
  }
  return undefined;
}

export function categoryFor(s: Classifiable): Placement {
  return (
    byCode(s.codes) ??
    byWords('term', s.terms) ??
    byWords('name', [s.name]) ??
    byWords('description', s.description ? [s.description] : []) ?? { category: DEFAULT_CATEGORY, rule: 'default' }
  );
}

/**
 * The taxonomy our own HSDS export files every service under: its term codes are our category keys. Reading our own
 * export back must give the category we wrote, not a guess from the label's words.
 */
export const CATEGORY_TAXONOMY_NAME = "Women's Help Site categories";

/** The category a term of our own taxonomy names; undefined for any other taxonomy's term. */
export function ownCategory(term: { taxonomy?: string; code?: string }): CategoryKey | undefined {
  if (term.taxonomy?.trim() !== CATEGORY_TAXONOMY_NAME) return undefined;
  const code = term.code?.trim().toLowerCase();
  return CATEGORY_KEYS.find((key) => key === code);
}
