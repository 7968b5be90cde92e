// How deep the help directory goes where she lives (issue 23): every state and DC has at least five statewide
// programs beyond its domestic-violence coalition, each of the 25 largest cities at least three local listings (a
// domestic-violence line or family justice center, legal aid, a health clinic), every listing names its source and
// dates, and no confidential listing carries a place. Pure, so the test suite runs the same check as the command.
import { US_STATES } from '../shared/us-states.ts';

/** The 25 largest US cities by population (Census Bureau population estimates for 2023). */
export const LARGEST_CITIES = [
  ['New York', 'NY'], ['Los Angeles', 'CA'], ['Chicago', 'IL'], ['Houston', 'TX'], ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'], ['San Antonio', 'TX'], ['San Diego', 'CA'], ['Dallas', 'TX'], ['Jacksonville', 'FL'],
  ['Austin', 'TX'], ['Fort Worth', 'TX'], ['San Jose', 'CA'], ['Columbus', 'OH'], ['Charlotte', 'NC'],
  ['Indianapolis', 'IN'], ['San Francisco', 'CA'], ['Seattle', 'WA'], ['Denver', 'CO'], ['Oklahoma City', 'OK'],
  ['Nashville', 'TN'], ['Washington', 'DC'], ['El Paso', 'TX'], ['Las Vegas', 'NV'], ['Boston', 'MA'],
] as const;

export const MIN_STATEWIDE = 5;
export const MIN_CITY = 3;

/**
 * Kinds of help a city still lacks because no source we could read (the organization's own site or a government
 * page) showed how to reach one: listed here with the reason, so the gap stays visible. The check fails once a gap
 * is filled and still listed here, so this list cannot go stale.
 */
export const KNOWN_GAPS: Readonly<Record<string, { kind: string; why: string }[]>> = {
  'Nashville, TN': [{ kind: 'legal aid', why: 'The Legal Aid Society of Middle Tennessee and the Cumberlands is listed for its 48 counties (Davidson among them) with the line its own 2020 page gives, but no office address on its own pages read, so Nashville has no local listing of it; the Tennessee Justice Center, in Nashville, serves the whole state and is listed for Tennessee, as is the statewide HELP4TN line.' }],
};

export interface DepthRecord {
  id: string;
  title: string;
  category: string;
  tags?: string[];
  state?: string;
  city?: string;
  serviceArea?: string;
  isConfidential?: boolean;
  address?: string;
  zip?: string;
  latitude?: number;
  longitude?: number;
  sourceUrl?: string;
  verifiedAt?: string;
  sourceDate?: string;
  counties?: readonly string[];
}

/** The three kinds of help a city needs, by the tag its listing carries (and its category). */
const CITY_KINDS: [string, (r: DepthRecord) => boolean][] = [
  ['a domestic-violence line or family justice center', (r) => Boolean(r.tags?.includes('domestic violence'))],
  ['legal aid', (r) => r.category === 'rights-advocacy' && Boolean(r.tags?.includes('legal aid'))],
  ['a health clinic', (r) => r.category === 'womens-health' && Boolean(r.tags?.includes('health clinic'))],
];

export interface DepthReport {
  problems: string[];
  /** Statewide listings beyond the coalition, per state code. */
  states: Map<string, number>;
  /** Local listings per city ("Houston, TX"). */
  cities: Map<string, number>;
}

export function checkResourceDepth(resources: readonly DepthRecord[], today: string, knownGaps: typeof KNOWN_GAPS = KNOWN_GAPS): DepthReport {
  const problems: string[] = [];
  const states = new Map<string, number>(US_STATES.map(([code]) => [code, 0]));
  for (const r of resources) {
    if (r.serviceArea && states.has(r.serviceArea) && !r.id.startsWith('dv-coalition-')) states.set(r.serviceArea, states.get(r.serviceArea)! + 1);
  }
  for (const [code, n] of states) if (n < MIN_STATEWIDE) problems.push(`${code}: ${n} statewide listings beyond the coalition (at least ${MIN_STATEWIDE} wanted)`);

  const cities = new Map<string, number>();
  for (const [city, state] of LARGEST_CITIES) {
    const name = `${city}, ${state}`;
    const here = resources.filter((r) => r.serviceArea === 'local' && r.state === state && r.city?.toLowerCase() === city.toLowerCase());
    cities.set(name, here.length);
    const gaps = knownGaps[name] ?? [];
    const wanted = MIN_CITY - gaps.length;
    if (here.length < wanted) problems.push(`${name}: ${here.length} local listings (at least ${wanted} wanted)`);
    for (const [kind, is] of CITY_KINDS) {
      const found = here.some(is);
      const known = gaps.some((g) => g.kind === kind);
      if (!found && !known) problems.push(`${name}: no listing for ${kind}`);
      if (found && known) problems.push(`${name}: ${kind} is listed now; take it out of KNOWN_GAPS`);
    }
  }

  for (const r of resources) {
    if (!r.sourceUrl?.startsWith('https://')) problems.push(`${r.id}: no https source`);
    if (!r.verifiedAt || r.verifiedAt > today) problems.push(`${r.id}: check date ${r.verifiedAt ?? 'missing'} is not a past day`);
    if (r.sourceDate && r.verifiedAt && r.sourceDate > r.verifiedAt.slice(0, r.sourceDate.length)) {
      problems.push(`${r.id}: its source is dated ${r.sourceDate}, after the check on ${r.verifiedAt}`);
    }
    if (r.isConfidential && (r.address || r.zip || r.latitude !== undefined || r.longitude !== undefined)) {
      problems.push(`${r.id}: confidential, yet it carries a place`);
    }
    // A local listing says where: its city, or the counties it serves (a legal aid program's).
    if (r.serviceArea === 'local' && !r.city && !r.counties?.length) problems.push(`${r.id}: a local listing without its city or counties`);
  }
  return { problems, states, cities };
}
