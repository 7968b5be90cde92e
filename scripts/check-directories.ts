// Checks data/organizations.json, data/funding-sources.json and data/business-owners.json against the shared
// schemas, and that every id is unique; then how deep data/resources.json goes per state and city, its sources and
// dates, and that no confidential listing carries a place (scripts/resource-depth.ts); and how many counties have a
// named legal aid program (scripts/legal-aid-coverage.ts):
// `npx tsx scripts/check-directories.ts`. Exits 1 on any problem.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { fundingFileSchema, organizationFileSchema, ownerFileSchema } from '../shared/directories/schemas.ts';
import { seedResourceSchema } from '../shared/schemas/resource.ts';
import { checkResourceDepth, KNOWN_GAPS } from './resource-depth.ts';
import { CENSUS_COUNTY_COUNT, legalAidCoverage } from './legal-aid-coverage.ts';
import { knownCounties } from '../api/hsds/zip-centres.ts';

const files = [
  ['data/organizations.json', organizationFileSchema, 'organizations'],
  ['data/funding-sources.json', fundingFileSchema, 'fundingSources'],
  ['data/business-owners.json', ownerFileSchema, 'businessOwners'],
] as const;

let failed = false;
for (const [path, schema, key] of files) {
  if (!existsSync(path)) {
    console.log(`${path}: missing`);
    continue;
  }
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    failed = true;
    console.log(`${path}: INVALID\n${z.prettifyError(parsed.error)}`);
    continue;
  }
  const list = (parsed.data as Record<string, { id: string; category: string }[]>)[key] ?? [];
  const ids = new Set<string>();
  const dupes = list.filter((e) => (ids.has(e.id) ? true : (ids.add(e.id), false))).map((e) => e.id);
  if (dupes.length) {
    failed = true;
    console.log(`${path}: duplicate ids ${dupes.join(', ')}`);
  }
  const byCategory = new Map<string, number>();
  for (const e of list) byCategory.set(e.category, (byCategory.get(e.category) ?? 0) + 1);
  console.log(`${path}: ${list.length} entries; ${[...byCategory].map(([c, n]) => `${c} ${n}`).join(', ')}`);
}

const resources = z.object({ resources: z.array(seedResourceSchema) }).safeParse(JSON.parse(readFileSync('data/resources.json', 'utf8')));
if (!resources.success) {
  failed = true;
  console.log(`data/resources.json: INVALID\n${z.prettifyError(resources.error)}`);
} else {
  const depth = checkResourceDepth(resources.data.resources, new Date().toISOString().slice(0, 10));
  console.log(`data/resources.json: ${resources.data.resources.length} listings`);
  console.log(`  statewide beyond the coalition: ${[...depth.states].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  console.log(`  the 25 largest cities: ${[...depth.cities].map(([c, n]) => `${c} ${n}`).join('; ')}`);
  for (const [city, gaps] of Object.entries(KNOWN_GAPS)) for (const g of gaps) console.log(`  KNOWN GAP ${city} lacks ${g.kind}. ${g.why}`);
  const legal = legalAidCoverage(resources.data.resources, knownCounties());
  const short = [...legal.byState].filter(([, s]) => s.covered < s.total).map(([code, s]) => `${code} ${s.covered}/${s.total}`);
  console.log(`  counties with a named legal aid program: ${legal.covered} of the ${legal.total} the county table knows (the Census Bureau counts ${CENSUS_COUNTY_COUNT})`);
  if (short.length) console.log(`    not yet every county: ${short.join(', ')}`);
  for (const p of depth.problems) console.log(`  PROBLEM ${p}`);
  if (depth.problems.length) failed = true;
}
process.exitCode = failed ? 1 : 0;
