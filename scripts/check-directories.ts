// Checks data/organizations.json, data/funding-sources.json and data/business-owners.json against the shared
// schemas, and that every id is unique: `npx tsx scripts/check-directories.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { fundingFileSchema, organizationFileSchema, ownerFileSchema } from '../shared/directories/schemas.ts';

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
process.exitCode = failed ? 1 : 0;
