// Loads data/ and applies it to the database; safe to run at every start.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { seedResourceSchema } from '../../shared/schemas/resource.ts';
import { projectPath } from '../project-root.ts';
import type { Db } from './client.ts';
import { applySeed, type SeedReport } from './resources-repo.ts';

export const seedFileSchema = z.object({ resources: z.array(seedResourceSchema) });

export function readSeedResources(path = projectPath('data', 'resources.json')) {
  const parsed = seedFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${path} is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.resources;
}

export function seed(db: Db, path?: string): SeedReport {
  return applySeed(db, readSeedResources(path));
}
