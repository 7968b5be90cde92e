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
/** Languages she can choose; a resource's `languages` list uses the same names (the page words them: LANGUAGE_MESSAGES). */
export const PREFERENCE_LANGUAGES = ['English', 'Spanish', 'Chinese', 'Vietnamese', 'Tagalog', 'Arabic', 'Korean', 'Russian', 'French', 'Haitian Creole', 'Portuguese', 'ASL'] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];
/** The message naming each language in the page's language (shared/messages/en/dashboard.ts). */
export const LANGUAGE_MESSAGES = {
  English: 'dashboard.language.english',
  Spanish: 'dashboard.language.spanish',
  Chinese: 'dashboard.language.chinese',
  Vietnamese: 'dashboard.language.vietnamese',
  Tagalog: 'dashboard.language.tagalog',
  Arabic: 'dashboard.language.arabic',
  Korean: 'dashboard.language.korean',
  Russian: 'dashboard.language.russian',
  French: 'dashboard.language.french',
  'Haitian Creole': 'dashboard.language.haitianCreole',
  Portuguese: 'dashboard.language.portuguese',
  ASL: 'dashboard.language.asl',
} as const satisfies Record<PreferenceLanguage, `dashboard.language.${string}`>;

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

/** Why a resource is suggested, as data: the page words it in its language (shared/messages/en/dashboard.ts). */
export const recommendationReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('need'), category: z.enum(CATEGORY_KEYS) }),
  z.object({ kind: z.literal('nationwide') }),
  z.object({ kind: z.literal('nearby'), miles: z.number().min(0), place: z.string() }),
  z.object({ kind: z.literal('state'), state: z.string() }),
  z.object({ kind: z.literal('language'), languages: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('family') }),
  z.object({ kind: z.literal('open24Hours') }),
]);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

const englishList = new Intl.ListFormat('en', { type: 'conjunction' });

/** A reason in English, as the API has always sent it in `reasons` (the catalogue's English says the same words). */
export function reasonInEnglish(reason: RecommendationReason): string {
  switch (reason.kind) {
    case 'need':
      return `Offers ${CATEGORY_LABELS[reason.category].toLowerCase()}, which you are looking for`;
    case 'nationwide':
      return 'Available nationwide';
    case 'nearby':
      return `About ${formatMiles(reason.miles)} from ${reason.place}`;
    case 'state':
      return `Serves ${reason.state}`;
    case 'language':
      return `Help in ${englishList.format(reason.languages)}`;
    case 'family':
      return 'Mentions help for mothers and families';
    case 'open24Hours':
      return OPEN_24_HOURS;
  }
}

/** The availability said of a resource open around the clock with no hours given. */
export const OPEN_24_HOURS = 'Open 24 hours';

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
  /** The same reasons as data, for pages in another language than English (absent from older answers). */
  why: z.array(recommendationReasonSchema).optional(),
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
  const why: RecommendationReason[] = [{ kind: 'need', category: r.category }];

  const national = r.serviceArea === 'national';
  const resourceState = r.state ?? (/^[A-Z]{2}$/.test(r.serviceArea) ? r.serviceArea : undefined);
  const here = p.location;
  if (national) {
    points += POINTS.nationwide;
    why.push({ kind: 'nationwide' });
  } else {
    // A local service is only suggested where it can help her: in her state (or near her).
    if (!here || resourceState !== here.state) return undefined;
    const miles =
      here.latitude !== undefined && here.longitude !== undefined && r.latitude !== undefined && r.longitude !== undefined
        ? distanceMiles({ latitude: here.latitude, longitude: here.longitude }, { latitude: r.latitude, longitude: r.longitude })
        : undefined;
    if (miles !== undefined && miles <= NEARBY_MILES) {
      points += POINTS.nearby;
      why.push({ kind: 'nearby', miles, place: here.label });
    } else {
      points += POINTS.sameState;
      why.push({ kind: 'state', state: stateName(here.state) ?? here.state });
    }
  }

  const spoken = p.languages.filter((l) => l !== 'English' && r.languages.includes(l));
  if (spoken.length > 0) {
    points += POINTS.language;
    why.push({ kind: 'language', languages: spoken });
  }
  if (p.household === 'with-children' && (r.tags.some((t) => FAMILY_WORDS.test(t)) || FAMILY_WORDS.test(r.eligibility ?? '') || FAMILY_WORDS.test(r.description))) {
    points += POINTS.household;
    why.push({ kind: 'family' });
  }
  if (r.isOpen24Hours) {
    points += POINTS.open24Hours;
    why.push({ kind: 'open24Hours' });
  }

  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    matchScore: Math.round((points / MAX_POINTS) * 100),
    ...(r.city && r.state ? { location: `${r.city}, ${r.state}` } : {}),
    ...(r.hours ? { availability: r.hours } : r.isOpen24Hours ? { availability: OPEN_24_HOURS } : {}),
    reasons: why.map(reasonInEnglish),
    why,
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

