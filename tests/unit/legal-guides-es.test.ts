// The guides' Spanish words (data/legal-guides-es.json): each translates an English guide, keeps its "as of" date,
// every source address in the same order (a source in English said so), every number of the English text (dates,
// deadlines, ages: facts are not changed in translation), and builds into the Spanish pages' guides, the others
// shown in English.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guidesFileSchema, guideTranslationsFileSchema } from '../../shared/legal/guides.ts';
import { buildLocaleGuides } from '../../web/build/legal-guides.ts';

const read = (name: string) => readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8');
const english = guidesFileSchema.parse(JSON.parse(read('legal-guides.json')));
const spanish = guideTranslationsFileSchema.parse(JSON.parse(read('legal-guides-es.json')));
const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

describe('the Spanish guides', () => {
  it('translate English guides, once each, as of the same date', () => {
    expect(spanish.asOf).toBe(english.asOf);
    expect(spanish.guides.length).toBeGreaterThanOrEqual(1);
    expect(new Set(spanish.guides.map((g) => g.id)).size).toBe(spanish.guides.length);
    for (const g of spanish.guides) expect(english.guides.map((e) => e.id), g.id).toContain(g.id);
  });

  it.each(spanish.guides.map((g) => [g.id, g] as const))('%s keeps every source, every number and every heading', (id, g) => {
    const en = english.guides.find((e) => e.id === id)!;
    expect(g.sources.map((s) => s.url)).toEqual(en.sources.map((s) => s.url));
    // Every source we link is an English page: said so to a Spanish reader.
    for (const s of g.sources) expect(s.title, s.url).toMatch(/\(en inglés\)$/);
    expect(numbers(g.body)).toEqual(numbers(en.body));
    expect(numbers(`${g.title} ${g.description}`)).toEqual(numbers(`${en.title} ${en.description}`));
    // The same sections and lists, so nothing was left out or added.
    const shape = (body: string) => body.split('\n').map((line) => (/^##\s/.test(line) ? 'h' : /^(-|\d+\.)\s/.test(line) ? 'li' : '')).filter(Boolean);
    expect(shape(g.body)).toEqual(shape(en.body));
    // Hotline numbers come from shared/hotlines.ts only, never typed into prose.
    expect(g.body).not.toMatch(/\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/);
  });

  it('build into the Spanish pages’ guides: translated ones in Spanish, the others in English, in the English order', () => {
    const built = buildLocaleGuides('es');
    expect(built.guides.map((g) => g.id)).toEqual(english.guides.map((g) => g.id));
    for (const g of built.guides) {
      const t = spanish.guides.find((s) => s.id === g.id);
      expect(g.lang, g.id).toBe(t ? 'es' : 'en');
      expect(g.title).toBe(t ? t.title : english.guides.find((e) => e.id === g.id)!.title);
      expect(g.html, g.id).not.toMatch(/<script|<iframe|<img|\son\w+=|javascript:/i);
    }
    expect(buildLocaleGuides('en').guides.every((g) => g.lang === 'en')).toBe(true);
  });

  it('refuse a translation of a guide that does not exist', () => {
    const bad = JSON.stringify({ asOf: english.asOf, guides: [{ ...spanish.guides[0], id: 'no-such-guide' }] });
    expect(() => buildLocaleGuides('es', { es: bad })).toThrow(/no-such-guide/);
  });
});
