// Loads data/ and applies it to the database; safe to run at every start.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { articleFileSchema, articleTranslationsFileSchema, withSpanish } from '../../shared/news/team-articles.ts';
import { seedResourceSchema } from '../../shared/schemas/resource.ts';
import { projectPath } from '../project-root.ts';
import { readJsonFile, StartupError } from '../startup-error.ts';
import type { Db } from './client.ts';
import { applyArticleSeed } from './news-repo.ts';
import { applySeed, type SeedReport } from './resources-repo.ts';

export const seedFileSchema = z.object({ resources: z.array(seedResourceSchema) });

export function readSeedResources(path = projectPath('data', 'resources.json')) {
  return readJsonFile(path, seedFileSchema).resources;
}

export async function seed(db: Db, path?: string): Promise<SeedReport> {
  return await applySeed(db, readSeedResources(path));
}

/**
 * Applies data/articles.json (the team's explainers shown in the news) with their Spanish words from
 * data/articles-es.json beside it, when that file is there (a custom DATA_DIR may have none: English only).
 */
export async function seedArticles(db: Db, path = projectPath('data', 'articles.json'), spanishPath = join(dirname(path), 'articles-es.json')) {
  const english = readJsonFile(path, articleFileSchema).articles;
  const spanish = existsSync(spanishPath) ? readJsonFile(spanishPath, articleTranslationsFileSchema).articles : [];
  let list: ReturnType<typeof withSpanish>;
  try {
    list = withSpanish(english, spanish);
  } catch (err) {
    throw new StartupError(`${spanishPath} is not valid: ${err instanceof Error ? err.message : String(err)}.`, { cause: err });
  }
  return await applyArticleSeed(db, list);
}
