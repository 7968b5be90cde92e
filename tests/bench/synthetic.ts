// Synthetic directory records for the search benchmark: realistic words and mixes, from a seeded generator, built
// with the same factory the tests use.
import type { CategoryKey } from '../../shared/categories.ts';
import { US_STATES } from '../../shared/us-states.ts';
import { makeResource } from '../fixtures/factories.ts';

const SERVICES: readonly { category: CategoryKey; kind: string; text: string; tags: string[] }[] = [
  { category: 'housing-shelter', kind: 'Shelter', text: 'Emergency shelter and safety planning for survivors of domestic violence.', tags: ['dv', 'shelter', 'domestic violence'] },
  { category: 'housing-shelter', kind: 'Housing Program', text: 'Transitional housing for mothers with children, with case management.', tags: ['transitional housing', 'family'] },
  { category: 'housing-shelter', kind: 'Housing Counseling', text: 'Rental assistance, eviction prevention and help with utility bills.', tags: ['rent', 'eviction', 'utilities'] },
  { category: 'womens-health', kind: 'Health Center', text: 'Primary care, birth control and prenatal care on a sliding fee scale.', tags: ['clinic', 'birth control', 'pregnancy'] },
  { category: 'womens-health', kind: 'Clinic', text: 'Abortion care, contraception and testing, with help paying.', tags: ['abortion', 'reproductive health'] },
  { category: 'womens-health', kind: 'Counseling Center', text: 'Counseling for depression, anxiety and trauma, in person or by video.', tags: ['mental health', 'therapy'] },
  { category: 'rights-advocacy', kind: 'Legal Aid', text: 'Free legal help with protection orders, custody and divorce.', tags: ['legal aid', 'lawyer', 'custody'] },
  { category: 'rights-advocacy', kind: 'Immigrant Justice Project', text: 'Immigration legal services for survivors, including VAWA and U visas.', tags: ['immigration', 'visa'] },
  { category: 'rights-advocacy', kind: 'Workers Center', text: 'Help with unpaid wages, discrimination and harassment at work.', tags: ['discrimination', 'wages'] },
  { category: 'financial-support', kind: 'Food Bank', text: 'Food pantry, SNAP enrollment and WIC referrals.', tags: ['food', 'snap'] },
  { category: 'financial-support', kind: 'Tax Help', text: 'Free tax preparation and help claiming the Earned Income Tax Credit.', tags: ['taxes', 'eitc'] },
  { category: 'grants', kind: 'Scholarship Fund', text: 'Scholarships for women returning to school after age 25.', tags: ['scholarship', 'tuition'] },
  { category: 'women-owned-businesses', kind: 'Business Center', text: 'Small business loans, mentoring and training for women entrepreneurs.', tags: ['small business', 'loan', 'mentor'] },
  { category: 'employment-opportunities', kind: 'Career Center', text: 'Job training, apprenticeships, resume help and interview practice.', tags: ['job training', 'resume', 'apprenticeship'] },
];

const NAMES = ['Harbor', 'Beacon', 'Willow', 'Cedar', 'Hope', 'Bridge', 'Haven', 'Lighthouse', 'Horizon', 'Meadow', 'Unity', 'Sojourner', 'Magnolia', 'Evergreen', 'Compass', 'Riverside', 'Summit', 'Juniper', 'Northstar', 'Open Door'];
const ORG_KINDS = ['Services', 'Center', 'Network', 'Alliance', 'Project', 'Foundation', 'Council', 'Partnership', 'Collective', 'Association'];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Madison', 'Georgetown', 'Clinton', 'Salem', 'Franklin', 'Greenville', 'Bristol', 'Oakland', 'Dayton', 'Austin', 'Denver', 'Tucson', 'Albany', 'Boise', 'Fresno', 'Tampa', 'Reno'];

/** Mulberry32: a small seeded generator, so every run measures the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticResources(count: number, seed = 42) {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const main = pick(SERVICES);
    const extra = pick(SERVICES);
    const [code, name] = pick(US_STATES);
    const city = pick(CITIES);
    return makeResource({
      id: `synthetic-${i}`,
      title: `${pick(NAMES)} ${main.kind} of ${city}`,
      organization: `${pick(NAMES)} ${name} ${pick(ORG_KINDS)}`,
      description: `${main.text} ${rnd() < 0.5 ? extra.text : ''} Serving ${city} and nearby counties.`.trim(),
      category: main.category,
      tags: [...main.tags, ...(rnd() < 0.3 ? extra.tags : [])],
      city,
      state: code,
      serviceArea: rnd() < 0.05 ? 'national' : code,
      isEmergency: rnd() < 0.03,
    });
  });
}

/** What people type, from the issue and the synonym table; the bench runs each of them. */
export const BENCH_QUERIES = [
  'dv', 'rent help', 'abortion', 'legal aid', 'shelter', 'food', 'birth control', 'jobs', 'immigration lawyer',
  'eviction', 'mental health', 'scholarship', 'small business loan', 'texas', 'dv texas', 'custody', 'taxes',
  'harbor', 'counseling', 'pregnant', 'help', 'transitional housing', 'resume', 'snap', 'wages discrimination',
] as const;
