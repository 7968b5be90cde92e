// The directory's depth where she lives (issue 23): the operator's check passes on data/resources.json, and it does
// catch a thin state, a city missing a kind of help, an undated or future check and a confidential place.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkResourceDepth, LARGEST_CITIES, type DepthRecord } from '../../scripts/resource-depth.ts';
import { US_STATES } from '../../shared/us-states.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
/** The fixed day of the made-up directories' checks. */
const TODAY = '2026-11-25';
/** The real directory is checked against the real calendar: a check date may be today, never a day to come. */
const REAL_TODAY = new Date().toISOString().slice(0, 10);
const resources = (JSON.parse(readFileSync(`${ROOT}data/resources.json`, 'utf8')) as { resources: DepthRecord[] }).resources;

/** A directory that just meets the bar: five programs in every state, the three kinds in every city. */
function fullDirectory(): DepthRecord[] {
  const base = { sourceUrl: 'https://example.gov/page', verifiedAt: '2026-11-20' };
  const statewide = US_STATES.flatMap(([code]) =>
    [1, 2, 3, 4, 5].map((i) => ({ ...base, id: `${code.toLowerCase()}-program-${i}`, title: `Program ${i}`, category: 'financial-support', state: code, serviceArea: code })),
  );
  const local = LARGEST_CITIES.flatMap(([city, state]) => [
    { ...base, id: `${city}-dv`, title: 'Safe Place', category: 'housing-shelter', tags: ['domestic violence'], state, city, serviceArea: 'local', isConfidential: true },
    { ...base, id: `${city}-legal`, title: 'Justice Center', category: 'rights-advocacy', tags: ['legal aid'], state, city, serviceArea: 'local', address: '1 Main St', zip: '10001' },
    { ...base, id: `${city}-clinic`, title: 'Community Health Center', category: 'womens-health', tags: ['health clinic'], state, city, serviceArea: 'local' },
  ]);
  return [...statewide, ...local];
}

describe('the depth of the help directory', () => {
  it('data/resources.json: five statewide programs beyond the coalition in every state, three kinds of help in each of the 25 largest cities', () => {
    const { problems, states, cities } = checkResourceDepth(resources, REAL_TODAY);
    expect(problems).toEqual([]);
    expect(states.size).toBe(51);
    expect(cities.size).toBe(25);
  });

  it('the operator command agrees and exits 0', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-directories.ts'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toContain('statewide beyond the coalition: AL ');
    expect(out).not.toContain('PROBLEM');
  });

  it('passes a directory that just meets the bar', () => {
    expect(checkResourceDepth(fullDirectory(), TODAY, {}).problems).toEqual([]);
  });

  it('lets a known gap through, and says when a known gap has been filled', () => {
    const gaps = { 'Houston, TX': [{ kind: 'legal aid', why: 'test' }] };
    const withoutLegal = fullDirectory().filter((r) => r.id !== 'Houston-legal');
    expect(checkResourceDepth(withoutLegal, TODAY, gaps).problems).toEqual([]);
    expect(checkResourceDepth(fullDirectory(), TODAY, gaps).problems).toEqual(['Houston, TX: legal aid is listed now; take it out of KNOWN_GAPS']);
  });

  it('names a thin state, a city missing legal aid, a future check and a confidential listing with a place', () => {
    const thin = fullDirectory().filter((r) => r.id !== 'mt-program-5' && r.id !== 'Houston-legal');
    const houstonDv = thin.find((r) => r.id === 'Houston-dv')!;
    houstonDv.zip = '77002';
    thin.find((r) => r.id === 'oh-program-1')!.verifiedAt = '2026-12-01';
    thin.find((r) => r.id === 'tx-program-1')!.sourceDate = '2027';
    const { problems } = checkResourceDepth(thin, TODAY, {});
    expect(problems).toEqual([
      'MT: 4 statewide listings beyond the coalition (at least 5 wanted)',
      'Houston, TX: 2 local listings (at least 3 wanted)',
      'Houston, TX: no listing for legal aid',
      'oh-program-1: check date 2026-12-01 is not a past day',
      'tx-program-1: its source is dated 2027, after the check on 2026-11-20',
      'Houston-dv: confidential, yet it carries a place',
    ]);
  });
});
