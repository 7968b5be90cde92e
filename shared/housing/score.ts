// The housing assistant's relevance score (spec 2, section 9): a transparent rule, not a model. Each rule adds points
// and a reason she can read; the points add up to at most 100, and "{n}% match" is simply the points out of 100.
import type { Resource } from '../schemas/resource.ts';
import { stateName, US_STATES } from '../us-states.ts';
import type { HousingReasonId } from '../messages/en/housing.ts';

// Labels and reasons are message ids (shared/messages/en/housing.ts): the page words them in its language.

export const URGENCY_OPTIONS = [
  { value: 'immediate', label: 'housing.urgency.immediate', tone: 'crisis' },
  { value: 'within-week', label: 'housing.urgency.within-week', tone: 'warning' },
  { value: 'within-month', label: 'housing.urgency.within-month', tone: 'info' },
  { value: 'planning', label: 'housing.urgency.planning', tone: 'calm' },
] as const;
export type Urgency = (typeof URGENCY_OPTIONS)[number]['value'];

export const HOUSING_TYPE_OPTIONS = [
  { value: 'emergency', label: 'housing.type.emergency' },
  { value: 'domestic-violence', label: 'housing.type.domestic-violence' },
  { value: 'transitional', label: 'housing.type.transitional' },
  { value: 'permanent', label: 'housing.type.permanent' },
  { value: 'family', label: 'housing.type.family' },
  { value: 'single', label: 'housing.type.single' },
  { value: 'substance-recovery', label: 'housing.type.substance-recovery' },
] as const;
export type HousingType = (typeof HOUSING_TYPE_OPTIONS)[number]['value'];

export const FAMILY_SITUATION_OPTIONS = [
  { value: 'single', label: 'housing.family.single' },
  { value: 'children', label: 'housing.family.children' },
  { value: 'pregnant', label: 'housing.family.pregnant' },
  { value: 'elderly', label: 'housing.family.elderly' },
  { value: 'young-adult', label: 'housing.family.young-adult' },
] as const;
export type FamilySituation = (typeof FAMILY_SITUATION_OPTIONS)[number]['value'];

export const MISSING_HOUSING_FIELDS = { title: 'housing.toast.missingTitle', text: 'housing.toast.missingText' } as const;

export interface HousingAnswers {
  /** What she typed: a ZIP code, a city, a state. */
  location: string;
  housingType: HousingType;
  urgency: Urgency;
  familySize?: FamilySituation | '';
  specialNeeds?: string;
  currentSituation?: string;
  /** Where the typed location was found in the ZIP/city table on the device, when it was. */
  place?: { city?: string; state?: string };
}

/** The points of each rule (spec 2, section 9), in the order they are checked. */
export const SCORE_POINTS = {
  location: 30,
  emergency: 25,
  domesticViolence: 20,
  family: 15,
  transitional: 15,
  children: 10,
  disability: 10,
  verified: 5,
} as const;

type Scorable = Pick<Resource, 'description' | 'address' | 'city' | 'state' | 'zip' | 'serviceArea' | 'isEmergency' | 'isVerified'> &
  Partial<Pick<Resource, 'phones' | 'phoneNumber' | 'url'>>;

/** The text the location rule searches: the address as one line ("1 Main St, Columbus, OH, 43215"). */
export function addressText(r: Scorable): string {
  const parts = [r.address, r.city, r.state, r.zip];
  let text = '';
  for (const part of parts) if (part) text = text ? `${text}, ${part}` : part;
  return text;
}

/** Case-insensitive substring tests, compiled once per text (the scorer runs over every resource at each search). */
const patterns = new Map<string, RegExp>();
function containsIgnoringCase(text: string): RegExp {
  let re = patterns.get(text);
  if (!re) {
    if (patterns.size > 50) patterns.clear();
    re = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    patterns.set(text, re);
  }
  return re;
}
const DV = /domestic violence|abuse/i;
const FAMILY = /family/i;
const TRANSITIONAL = /transitional/i;
const CHILDREN = /children/i;
const DISABILITY = /disability/i;
const STATE_WORDS = new Set(US_STATES.flatMap(([code, name]) => [code.toLowerCase(), name.toLowerCase()]));

/**
 * The location rule: what she typed is in the resource's address (case-insensitive substring, as the spec says); or,
 * when the device's ZIP/city table placed it, the resource is in that city, or serves that whole state. A state
 * typed alone ("OR", "Kansas") is matched as a state, never as a piece of text: "Kansas" is not in "Arkansas".
 */
function locationReason(r: Scorable, a: HousingAnswers): HousingReason | undefined {
  const typed = a.location.trim();
  const substring = typed.length >= 3 && !STATE_WORDS.has(typed.toLowerCase());
  if (substring && containsIgnoringCase(typed).test(addressText(r))) return { id: 'housing.reason.serves', values: { place: typed } };
  const { city, state } = a.place ?? {};
  if (city && state && r.state === state && r.city?.toLowerCase() === city.toLowerCase()) return { id: 'housing.reason.inCity', values: { city, state } };
  if (state && r.serviceArea === state) return { id: 'housing.reason.servesState', values: { state: stateName(state) ?? state } };
  return undefined;
}

/** One reason she can read: a message id and its values ("Serves all of {state}"). */
export interface HousingReason {
  id: HousingReasonId;
  values?: Readonly<Record<string, string>>;
}

export interface Score {
  /** 0 to 100. */
  score: number;
  /** "Why this matches your needs". */
  reasons: HousingReason[];
  /** True when a rule about her needs matched (verification alone is not a match). */
  matched: boolean;
}

export function scoreResource(r: Scorable, a: HousingAnswers): Score {
  // Plain statements, no closures: this runs over every housing resource at each search.
  const d = r.description;
  const reasons: HousingReason[] = [];
  let score = 0;
  const where = locationReason(r, a);
  if (where) {
    score += SCORE_POINTS.location;
    reasons.push(where);
  }
  if (a.urgency === 'immediate' && r.isEmergency) {
    score += SCORE_POINTS.emergency;
    reasons.push({ id: 'housing.reason.emergency' });
  }
  if (a.housingType === 'domestic-violence' && DV.test(d)) {
    score += SCORE_POINTS.domesticViolence;
    reasons.push({ id: 'housing.reason.domesticViolence' });
  }
  if (a.housingType === 'family' && FAMILY.test(d)) {
    score += SCORE_POINTS.family;
    reasons.push({ id: 'housing.reason.family' });
  }
  if (a.housingType === 'transitional' && TRANSITIONAL.test(d)) {
    score += SCORE_POINTS.transitional;
    reasons.push({ id: 'housing.reason.transitional' });
  }
  if (a.familySize === 'children' && CHILDREN.test(d)) {
    score += SCORE_POINTS.children;
    reasons.push({ id: 'housing.reason.children' });
  }
  if (a.specialNeeds?.trim() && DISABILITY.test(d)) {
    score += SCORE_POINTS.disability;
    reasons.push({ id: 'housing.reason.disability' });
  }
  const matched = score > 0;
  if (r.isVerified) {
    score += SCORE_POINTS.verified;
    reasons.push({ id: 'housing.reason.verified' });
  }
  return { score, reasons, matched };
}

export interface RankedResource<T> extends Score {
  resource: T;
}

const titleOrder = new Intl.Collator('en');

/** How she can reach it: 2 she can call or text, 1 only a website, 0 neither (nothing to act on). */
export function reachTier(r: Pick<Scorable, 'phones' | 'phoneNumber' | 'url'>): number {
  if ((r.phones?.length ?? 0) > 0 || r.phoneNumber) return 2;
  return r.url ? 1 : 0;
}

/** A program for another state than hers (statewide there, or local there): it cannot help her. */
export function servesOnlyAnotherState(r: Pick<Scorable, 'serviceArea' | 'state'>, herState: string | undefined): boolean {
  if (!herState) return false;
  if (/^[A-Z]{2}$/.test(r.serviceArea)) return r.serviceArea !== herState;
  if (r.serviceArea === 'local') return r.state !== undefined && r.state !== herState;
  return false;
}

/**
 * Every resource that matches at least one of her needs and can serve her state, best first: first those she can
 * call, then those with only a website, then the rest; within each, by score (ties: by title).
 */
export function rankHousing<T extends Scorable & { title: string }>(resources: readonly T[], a: HousingAnswers): RankedResource<T>[] {
  const ranked: (RankedResource<T> & { tier: number })[] = [];
  for (const resource of resources) {
    if (servesOnlyAnotherState(resource, a.place?.state)) continue;
    const s = scoreResource(resource, a);
    if (s.matched) ranked.push({ resource, ...s, tier: reachTier(resource) });
  }
  ranked.sort((x, y) => y.tier - x.tier || y.score - x.score || titleOrder.compare(x.resource.title, y.resource.title));
  return ranked.map(({ tier: _tier, ...rest }) => rest);
}

/** The red banner's rule: she needs help today and the resource offers emergency services. */
export function showsEmergencyBanner(r: Pick<Resource, 'isEmergency'>, a: Pick<HousingAnswers, 'urgency'>): boolean {
  return a.urgency === 'immediate' && r.isEmergency;
}
