// Recommendations for the dashboard: plain, published rules, not a model. Each resource earns points for what it
// has in common with what she told us (the kinds of help she needs, where she is, her languages, her household),
// and every point comes with the reason shown beside it. The same rules run on the server (signed in) and on the
// device (the private list), so the two always agree.
import { z } from 'zod';
import { CATEGORY_KEYS, CATEGORY_LABELS, type CategoryKey } from '../categories.ts';
import { distanceMiles, formatMiles } from '../geo/distance.ts';
import { US_STATES, stateName } from '../us-states.ts';

export const HOUSEHOLDS = ['just-me', 'with-children', 'with-others'] as const;
export type Household = (typeof HOUSEHOLDS)[number];
export const HOUSEHOLD_LABELS: Record<Household, string> = {
  'just-me': 'Just me',
  'with-children': 'Me and my children',
  'with-others': 'Me and other adults',
};

/** Languages she can choose; a resource's `languages` list uses the same names. */
export const PREFERENCE_LANGUAGES = ['English', 'Spanish', 'Chinese', 'Vietnamese', 'Tagalog', 'Arabic', 'Korean', 'Russian', 'French', 'Haitian Creole', 'Portuguese', 'ASL'] as const;

const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

export const preferencesSchema = z.object({
  needs: z
    .array(z.enum(CATEGORY_KEYS, { error: 'Choose the kinds of help from the list.' }))
    .min(1, 'Choose at least one kind of help you are looking for.')
    .max(CATEGORY_KEYS.length)
    .transform((v) => [...new Set(v)]),
  /** Where she looks for help: a ZIP code, city or state she typed, resolved on her device to a place. */
  location: z
    .object({
      label: z.string().trim().min(1).max(120),
      state: z.enum(STATE_CODES, { error: 'The place must be in a US state.' }),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    })
    .optional(),
  household: z.enum(HOUSEHOLDS, { error: `household must be one of: ${HOUSEHOLDS.join(', ')}.` }).optional(),
  languages: z
    .array(z.enum(PREFERENCE_LANGUAGES, { error: 'Choose languages from the list.' }))
    .max(PREFERENCE_LANGUAGES.length)
    .default([])
    .transform((v) => [...new Set(v)]),
});
export type Preferences = z.output<typeof preferencesSchema>;

/** What a resource needs to have for the rules (the directory's records have all of it). */
export interface Recommendable {
  id: string;
  title: string;
  description: string;
  category: CategoryKey;
  city?: string;
  state?: string;
  serviceArea: string;
  latitude?: number;
  longitude?: number;
  languages: string[];
  tags: string[];
  eligibility?: string;
  hours?: string;
  isOpen24Hours: boolean;
}

/** One recommendation, as GET /api/user/ai-recommendations sends it. */
export const recommendationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_KEYS),
  /** 0–100, rounded: the share of the possible points this resource earned. */
  matchScore: z.number().int().min(0).max(100),
  /** City and state, when the resource is in one place. */
  location: z.string().optional(),
  /** Opening hours, when known. */
  availability: z.string().optional(),
  reasons: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** The points, published: the dashboard shows this table under the recommendations. */
export const POINTS = {
  need: 50,
  nearby: 25,
  sameState: 15,
  nationwide: 10,
  language: 10,
  household: 5,
  open24Hours: 10,
} as const;
const MAX_POINTS = POINTS.need + POINTS.nearby + POINTS.language + POINTS.household + POINTS.open24Hours;

export const NEARBY_MILES = 50;
export const RECOMMENDATIONS_MAX = 10;

const FAMILY_WORDS = /\b(child|children|kids|famil(y|ies)|mothers?|parents?|pregnan\w*)\b/i;

function score(r: Recommendable, p: Preferences): Recommendation | undefined {
  // Only the kinds of help she asked for.
  if (!p.needs.includes(r.category)) return undefined;
  let points = POINTS.need;
  const reasons = [`Offers ${CATEGORY_LABELS[r.category].toLowerCase()}, which you are looking for`];

  const national = r.serviceArea === 'national';
  const resourceState = r.state ?? (/^[A-Z]{2}$/.test(r.serviceArea) ? r.serviceArea : undefined);
  const here = p.location;
  if (national) {
    points += POINTS.nationwide;
    reasons.push('Available nationwide');
  } else {
    // A local service is only suggested where it can help her: in her state (or near her).
    if (!here || resourceState !== here.state) return undefined;
    const miles =
      here.latitude !== undefined && here.longitude !== undefined && r.latitude !== undefined && r.longitude !== undefined
        ? distanceMiles({ latitude: here.latitude, longitude: here.longitude }, { latitude: r.latitude, longitude: r.longitude })
        : undefined;
    if (miles !== undefined && miles <= NEARBY_MILES) {
      points += POINTS.nearby;
      reasons.push(`About ${formatMiles(miles)} from ${here.label}`);
    } else {
      points += POINTS.sameState;
      reasons.push(`Serves ${stateName(here.state) ?? here.state}`);
    }
  }

  const spoken = p.languages.filter((l) => l !== 'English' && r.languages.includes(l));
  if (spoken.length > 0) {
    points += POINTS.language;
    reasons.push(`Help in ${spoken.join(' and ')}`);
  }
  if (p.household === 'with-children' && (r.tags.some((t) => FAMILY_WORDS.test(t)) || FAMILY_WORDS.test(r.eligibility ?? '') || FAMILY_WORDS.test(r.description))) {
    points += POINTS.household;
    reasons.push('Mentions help for mothers and families');
  }
  if (r.isOpen24Hours) {
    points += POINTS.open24Hours;
    reasons.push('Open 24 hours');
  }

  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    matchScore: Math.round((points / MAX_POINTS) * 100),
    ...(r.city && r.state ? { location: `${r.city}, ${r.state}` } : {}),
    ...(r.hours ? { availability: r.hours } : r.isOpen24Hours ? { availability: 'Open 24 hours' } : {}),
    reasons,
  };
}

/** The best matches, highest score first (ties by title), at most 10. */
export function recommend(resources: readonly Recommendable[], prefs: Preferences, max = RECOMMENDATIONS_MAX): Recommendation[] {
  const out: Recommendation[] = [];
  for (const r of resources) {
    const rec = score(r, prefs);
    if (rec) out.push(rec);
  }
  return out.sort((a, b) => b.matchScore - a.matchScore || a.title.localeCompare(b.title)).slice(0, max);
}

export const LOCATION_FALLBACK = 'Multiple locations';
export const AVAILABILITY_FALLBACK = 'Check availability';
