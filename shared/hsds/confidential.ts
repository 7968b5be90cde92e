// Which imported services must never show where they are. A domestic-violence shelter's address is kept secret to
// keep the women in it alive; an import stores such a service as confidential: no street address, no ZIP code, no
// coordinates, anywhere (database, API, device, export). Its phone stays: that is how she reaches it.
import type { Classifiable } from './category-rules.ts';

/** AIRS / 211 LA County: Domestic Violence Shelters (and any narrower code under it). */
export const DV_SHELTER_CODE = 'BH-1800.1500-100';

/** A shelter or safe house, and abuse, in the same phrase (either order). */
const SHELTER_FOR_ABUSE =
  /\b(domestic violence|dv|family violence|intimate partner violence|abuse[ds]?|battered|battering|abusive)\b[^.;:]{0,60}\b(shelters?|safe ?houses?|emergency housing|refuges?)\b|\b(shelters?|safe ?houses?|emergency housing|refuges?)\b[^.;:]{0,60}\b(for|from|fleeing|escaping|survivors? of|victims? of)\b[^.;:]{0,30}\b(domestic violence|dv|family violence|intimate partner violence|abuse|abusive|battering|abusers?)\b/i;

/**
 * Words of a service that points to shelters rather than being one (a coalition, a directory, a hotline that
 * connects callers): a sentence about shelters with one of these says nothing about where this service is.
 */
const REFERRAL = /\b(coalitions?|director(y|ies)|networks?|alliances?|associations?|hotlines?|helplines?|referrals?|refers?|connects?|find|finds|supports?|supporting|searchable)\b/i;

/** Sentences of a description (a shelter may say what it is in any of them). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Words a source puts where the street address would be when it is withheld. */
const WITHHELD = /\b(confidential|undisclosed|withheld|not disclosed|not published|private location)\b/i;

/** True when an address line says the address is withheld ("Confidential", "Undisclosed location"). */
export function isWithheldAddress(line: string | undefined): boolean {
  return !!line && WITHHELD.test(line);
}

export interface ConfidentialCheck extends Classifiable {
  /** The location's street lines, when it has any. */
  addressLines?: readonly string[];
}

/**
 * Why a service is confidential, or undefined when it is not: a DV shelter by its taxonomy code, by a taxonomy term,
 * by its name or description, or because its source withheld the address.
 */
export function confidentialReason(s: ConfidentialCheck): string | undefined {
  if (s.codes.some((c) => c.trim().toUpperCase().startsWith(DV_SHELTER_CODE))) return `taxonomy code ${DV_SHELTER_CODE}`;
  if (s.terms.some((t) => SHELTER_FOR_ABUSE.test(t))) return 'taxonomy term names a domestic-violence shelter';
  if (SHELTER_FOR_ABUSE.test(s.name)) return 'its name says domestic-violence shelter';
  if (s.description && !REFERRAL.test(s.name) && sentences(s.description).some((line) => SHELTER_FOR_ABUSE.test(line) && !REFERRAL.test(line))) {
    return 'its description says domestic-violence shelter';
  }
  if (s.addressLines?.some(isWithheldAddress)) return 'its source withholds the address';
  return undefined;
}
