// Loads data/ and applies it to the database; safe to run at every start.
import { z } from 'zod';
import { NEWS_TOPIC_IDS } from '../../shared/news/topics.ts';
import { seedResourceSchema } from '../../shared/schemas/resource.ts';
import { projectPath } from '../project-root.ts';
import { readJsonFile } from '../startup-error.ts';
import type { Db } from './client.ts';
import { applyArticleSeed } from './news-repo.ts';
import { applySeed, type SeedReport } from './resources-repo.ts';

export const seedFileSchema = z.object({ resources: z.array(seedResourceSchema) });

export function readSeedResources(path = projectPath('data', 'resources.json')) {
  return readJsonFile(path, seedFileSchema).resources;
}

export function seed(db: Db, path?: string): SeedReport {
  return applySeed(db, readSeedResources(path));
}

export const articleFileSchema = z.object({
  articles: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]{3,80}$/, 'ids are lowercase words joined by hyphens'),
      title: z.string().min(1).max(200),
      excerpt: z.string().min(1).max(400),
      content: z.string().min(1),
      category: z.enum(NEWS_TOPIC_IDS),
      author: z.string().optional(),
      publishDate: z.iso.datetime(),
    }),
  ),
});

/** Applies data/articles.json (the team's explainers shown in the news). */
export function seedArticles(db: Db, path = projectPath('data', 'articles.json')) {
  return applyArticleSeed(db, readJsonFile(path, articleFileSchema).articles);
}
