// Legal aid for every county (issue 37): which counties have a named civil legal aid program in the directory. A
// program is a listing tagged "legal aid program" (an organization that takes cases, not a self-help site or a
// referral line): one serving a whole state covers each of its counties, one serving named counties covers those.
// Pure, so the test suite checks the same rule the report prints (scripts/check-directories.ts).
import { STATE_FIPS } from '../shared/geo/counties.ts';

/** The counties and county-equivalents of the 50 states and DC, as the Census Bureau counts them (2020). */
export const CENSUS_COUNTY_COUNT = 3143;
export const LEGAL_AID_PROGRAM_TAG = 'legal aid program';

export interface CoverageRecord {
  id: string;
  tags?: readonly string[];
  serviceArea?: string;
  state?: string;
  counties?: readonly string[];
}

export interface LegalAidCoverage {
  /** Counties of the 50 states and DC with at least one program. */
  covered: number;
  /** Counties of the 50 states and DC the county table knows. */
  total: number;
  /** Per state: counties covered, counties known, and the programs naming counties there. */
  byState: Map<string, { covered: number; total: number; programs: number }>;
}

const FIPS_STATE = new Map(Object.entries(STATE_FIPS).map(([code, fips]) => [fips, code]));

export function legalAidCoverage(records: readonly CoverageRecord[], counties: readonly string[]): LegalAidCoverage {
  const programs = records.filter((r) => r.tags?.includes(LEGAL_AID_PROGRAM_TAG));
  const wholeStates = new Set(programs.map((r) => r.serviceArea).filter((a): a is string => Boolean(a && a in STATE_FIPS)));
  const named = new Set(programs.flatMap((r) => r.counties ?? []));
  const byState = new Map(Object.keys(STATE_FIPS).map((code) => [code, { covered: 0, total: 0, programs: programs.filter((p) => p.serviceArea === code || p.state === code).length }]));
  let covered = 0;
  let total = 0;
  for (const fips of counties) {
    const state = FIPS_STATE.get(fips.slice(0, 2));
    const row = state ? byState.get(state) : undefined;
    if (!state || !row) continue;
    row.total += 1;
    total += 1;
    if (wholeStates.has(state) || named.has(fips)) {
      row.covered += 1;
      covered += 1;
    }
  }
  return { covered, total, byState };
}
