// Legal aid for every county (issue 37): the report's rule (a program serving a whole state covers its counties, one
// naming counties covers those; a referral or self-help line covers none), and the directory's programs as written.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATE_FIPS } from '../../shared/geo/counties.ts';
import type { SeedResource } from '../../shared/schemas/resource.ts';
import { LEGAL_AID_PROGRAM_TAG, legalAidCoverage } from '../../scripts/legal-aid-coverage.ts';
import { knownCounties } from '../../api/hsds/zip-centres.ts';

const COUNTIES = ['47001', '47113', '47157', '05001', '05003', '11001'];

describe('legal aid coverage', () => {
  it('counts a whole state’s counties for a statewide program, and only the named ones for a county program', () => {
    const report = legalAidCoverage(
      [
        { id: 'dc', tags: [LEGAL_AID_PROGRAM_TAG], serviceArea: 'DC' },
        { id: 'wtls', tags: [LEGAL_AID_PROGRAM_TAG], serviceArea: 'local', state: 'TN', counties: ['47113'] },
        // A referral line is not a program: it covers nothing.
        { id: 'help4tn', tags: ['legal aid'], serviceArea: 'TN' },
      ],
      COUNTIES,
    );
    expect(report.covered).toBe(2);
    expect(report.total).toBe(6);
    expect(report.byState.get('TN')).toEqual({ covered: 1, total: 3, programs: 1 });
    expect(report.byState.get('AR')).toEqual({ covered: 0, total: 2, programs: 0 });
    expect(report.byState.get('DC')).toEqual({ covered: 1, total: 1, programs: 1 });
  });
});

describe('the directory’s legal aid programs', () => {
  const programs = (JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: SeedResource[] }).resources.filter((r) =>
    r.tags?.includes(LEGAL_AID_PROGRAM_TAG),
  );

  it('each serves a whole state, or named counties of its own state, and can be reached', () => {
    expect(programs.length).toBeGreaterThan(20);
    for (const p of programs) {
      expect(p.category, p.id).toBe('rights-advocacy');
      expect(p.url ?? p.phones?.[0]?.number, `${p.id} has neither a website nor a number`).toBeTruthy();
      if (p.serviceArea === 'local') {
        const prefix = STATE_FIPS[p.state ?? ''];
        expect(prefix, `${p.id} names its state`).toBeDefined();
        expect(p.counties?.length, `${p.id} names its counties`).toBeGreaterThan(0);
        for (const c of p.counties ?? []) expect(c.startsWith(prefix!), `${p.id}: ${c} is not in ${p.state}`).toBe(true);
      } else {
        expect(p.serviceArea, p.id).toBe(p.state);
      }
    }
  });

  it('places each county LSC’s service-area tables give a program with that one program alone, saying whose list it is', () => {
    const listed = programs.filter((p) => p.countiesSource);
    expect(listed.length).toBeGreaterThanOrEqual(16);
    const seen = new Map<string, string>();
    for (const p of listed) {
      expect(p.countiesSource?.name, p.id).toBe('Legal Services Corporation');
      expect(p.countiesSource?.url, p.id).toMatch(/^https:\/\//);
      // LSC's service areas divide a state: no county falls in two of them.
      for (const c of p.counties ?? []) {
        expect(seen.get(c), `${c} is in ${p.id} and ${seen.get(c)}`).toBeUndefined();
        seen.set(c, p.id);
      }
    }
    // The counties a reader checked at the programs' own sites (issue 37): Madison County, Tennessee is West
    // Tennessee Legal Services'; Travis County, Texas, Texas RioGrande Legal Aid's; Dallas County, LANWT's.
    expect(seen.get('47113')).toBe('tn-legal-aid-west-tennessee');
    expect(seen.get('48453')).toBe('tx-trla-legal-aid');
    expect(seen.get('48113')).toBe('fort-worth-legal-aid-northwest-texas');
    expect(seen.get('48201')).toBe('houston-lone-star-legal-aid');
    // Kentucky Legal Aid's own offices are in Bowling Green, Madisonville, Owensboro and Paducah; Louisville's program
    // serves Jefferson County and its neighbours.
    for (const county of ['21227', '21107', '21059', '21145']) expect(seen.get(county)).toBe('ky-legal-aid-kla');
    expect(programs.filter((p) => p.counties?.includes('21111')).map((p) => p.id)).toEqual(['legal-aid-society-louisville']);
  });

  it('covers every county of Texas and Illinois, and of Tennessee all but the four around Memphis', () => {
    const report = legalAidCoverage(programs, knownCounties());
    expect(report.byState.get('TX')).toMatchObject({ covered: 254, total: 254 });
    expect(report.byState.get('IL')).toMatchObject({ covered: 102, total: 102 });
    expect(report.byState.get('TN')).toMatchObject({ covered: 91, total: 95 });
    expect(report.byState.get('KY')).toMatchObject({ covered: 50, total: 120 });
    expect(report.covered).toBeGreaterThanOrEqual(2255);
  });
});
