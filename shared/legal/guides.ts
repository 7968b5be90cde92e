// The Legal Education Hub's guides (data/legal-guides.json): our own plain-language writing, each with its sources and
// the date it was last checked, and the search of the Legal Guides tab. Their Spanish translations are a file of their
// own (data/legal-guides-es.json): the words only, by guide id; the facts of a guide (category, dates) are the English one's.
import { z } from 'zod';
import type { Locale } from '../locale.ts';

export const GUIDE_CATEGORIES = ['safety-and-protection', 'family', 'work', 'housing', 'immigration', 'identity'] as const;
export const GUIDE_CATEGORY_LABELS: Record<(typeof GUIDE_CATEGORIES)[number], string> = {
  'safety-and-protection': 'Safety & protection',
  family: 'Family',
  work: 'Work',
  housing: 'Housing',
  immigration: 'Immigration',
  identity: 'Identity & records',
};
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const guideSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{3,80}$/),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(400),
  category: z.enum(GUIDE_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  readTime: z.number().int().min(1).max(60),
  format: z.enum(['guide', 'checklist', 'step-by-step']),
  tags: z.array(z.string().min(1).max(40)).min(1).max(8),
  lastUpdated: isoDate,
  sources: z.array(z.object({ title: z.string().min(1), url: z.url({ protocol: /^https$/ }) })).min(1),
  /** Markdown. */
  body: z.string().min(200),
});
export type Guide = z.infer<typeof guideSchema>;

export const guidesFileSchema = z.object({ asOf: isoDate, guides: z.array(guideSchema).min(1) });

/**
 * A guide's words in another language: the same id, the same sources (their addresses unchanged, a source in English
 * marked "(en inglés)"), and the English guide's category, difficulty, length, format and date. A guide with no
 * translation is shown in English, said so.
 */
export const guideTranslationSchema = guideSchema.pick({ id: true, title: true, description: true, tags: true, sources: true, body: true });
export const guideTranslationsFileSchema = z.object({ asOf: isoDate, guides: z.array(guideTranslationSchema) });

export { searchGuides } from './guide-search.ts';

/**
 * A guide as the app gets it (virtual:legal-guides/{locale}): its Markdown body rendered and sanitised at build time,
 * and the language it is written in (an English guide on a Spanish page where no translation exists yet).
 */
export type BuiltGuide = Omit<Guide, 'body'> & { html: string; lang: Locale };
export interface BuiltGuides {
  asOf: string;
  guides: BuiltGuide[];
}
