// The order of every crisis list (issue "The first minute on her phone"): 911 guidance, then the three lines that answer
// any crisis at any hour (National Domestic Violence Hotline, Crisis Text Line, 988), then what serves her state, then
// the rest, each group keeping the order the list already had (distance, relevance, title).
import { EMERGENCY_NUMBER, hotline, type HotlineKind } from './hotlines.ts';

/** The lines that lead every crisis list, in this order. */
export const CRISIS_LINES = ['domestic-violence', 'crisis-text', 'suicide-crisis'] as const satisfies readonly HotlineKind[];

/** The groups of a crisis list, first to last. */
export const CRISIS_GROUPS = ['emergency-number', ...CRISIS_LINES, 'her-state', 'other'] as const;
export type CrisisGroup = (typeof CRISIS_GROUPS)[number];

/** What the order reads of a directory record (a Resource has all of it). */
export interface CrisisCandidate {
  id: string;
  phones: readonly { number: string; kind: string }[];
  phoneNumber?: string;
  serviceArea: string;
  state?: string;
}

export interface CrisisEntry {
  resource: CrisisCandidate;
  /** True when the list already knows the entry serves her place (a listing within her search radius). */
  servesHerPlace?: boolean;
}

/** Digits only, without a leading US country code, so "1-800-…" and "800-…" compare equal. */
function digits(n: string): string {
  const d = n.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** The number a record is reached on first: its first voice line, else its first number of any kind (a text-only line). */
function mainNumber(r: CrisisCandidate): string | undefined {
  return r.phones.find((p) => p.kind === 'voice')?.number ?? r.phoneNumber ?? r.phones[0]?.number;
}

// Recognised by the record the hotline names, and by its main number, so a copy imported or added under another id
// (an HSDS feed, the admin form) still leads. Only the main number counts: a state program that also lists the
// national hotline as a second number is not the hotline.
const LINE_KEYS = CRISIS_LINES.map((kind) => {
  const line = hotline(kind);
  return { kind, directoryId: line.directoryId, numbers: [line.phone, line.text?.to].filter((n): n is string => n !== undefined).map(digits) };
});

/** Which crisis line a record is, if any: 911 guidance or one of CRISIS_LINES. */
export function crisisLineOf(r: CrisisCandidate): 'emergency-number' | (typeof CRISIS_LINES)[number] | undefined {
  const main = mainNumber(r);
  const number = main === undefined ? undefined : digits(main);
  if (number === EMERGENCY_NUMBER) return 'emergency-number';
  return LINE_KEYS.find((k) => k.directoryId === r.id || (number !== undefined && k.numbers.includes(number)))?.kind;
}

/** The group of one entry; `herState` is her two-letter state when the device knows it. */
export function crisisGroup(entry: CrisisEntry, herState?: string): CrisisGroup {
  const line = crisisLineOf(entry.resource);
  if (line) return line;
  const r = entry.resource;
  // A statewide program for her state, or a listing located in it (confidential shelters have no coordinates, only a state).
  if (entry.servesHerPlace || (herState !== undefined && (r.serviceArea === herState || r.state === herState))) return 'her-state';
  return 'other';
}

/**
 * A crisis list in crisis order: 911 guidance, the DV hotline, the Crisis Text Line, 988, what serves her state (near
 * her first, then statewide programs, then places elsewhere in her state), the rest. Stable: within a group the list's own order (distance, relevance) is kept. `entryOf` reads a list item.
 */
export function crisisOrder<T>(items: readonly T[], entryOf: (item: T) => CrisisEntry, herState?: string): T[] {
  return items
    .map((item, index) => {
      const entry = entryOf(item);
      const group = crisisGroup(entry, herState);
      return { item, index, rank: CRISIS_GROUPS.indexOf(group), within: group === 'her-state' ? herStateRank(entry, herState) : 0 };
    })
    .sort((a, b) => a.rank - b.rank || a.within - b.within || a.index - b.index)
    .map((x) => x.item);
}

/** Within her state: what serves her place (near her), then what serves all of her state, then places elsewhere in it. */
function herStateRank(entry: CrisisEntry, herState?: string): number {
  if (entry.servesHerPlace) return 0;
  return entry.resource.serviceArea === herState ? 1 : 2;
}

/** The same order for lists of hotlines (shared/hotlines.ts) rather than directory records: CRISIS_LINES first. */
export function hotlinesInCrisisOrder<K extends HotlineKind>(kinds: readonly K[]): K[] {
  const rank = (k: HotlineKind) => {
    const i = CRISIS_LINES.findIndex((c) => c === k);
    return i === -1 ? CRISIS_LINES.length : i;
  };
  return kinds
    .map((kind, index) => ({ kind, index }))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.index - b.index)
    .map((x) => x.kind);
}
