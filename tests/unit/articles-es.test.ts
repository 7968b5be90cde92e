// The team's articles in Spanish (data/articles-es.json): each translates an English article of data/articles.json,
// once, with the same paragraphs, every number of the English (years, deadlines, ages, counts: facts are not changed
// in translation), the same web addresses, and no phone number typed into the text (they come from shared/hotlines.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleFileSchema, articleTranslationsFileSchema, withSpanish } from '../../shared/news/team-articles.ts';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8')) as unknown;
const english = articleFileSchema.parse(read('articles.json')).articles;
const spanish = articleTranslationsFileSchema.parse(read('articles-es.json')).articles;
const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
const addresses = (text: string) => [...new Set(text.match(/\b[a-z]+\.(?:gov|org|com)\b/gi) ?? [])].sort();
const paragraphs = (text: string) => text.split(/\n{2,}/).length;

describe('data/articles-es.json', () => {
  it('translates every English article, once each', () => {
    expect(spanish.map((s) => s.id).sort()).toEqual(english.map((e) => e.id).sort());
    expect(new Set(spanish.map((s) => s.id)).size).toBe(spanish.length);
  });

  it.each(spanish.map((s) => [s.id, s] as const))('%s keeps the English facts and shape', (id, s) => {
    const en = english.find((e) => e.id === id)!;
    expect(numbers(s.content)).toEqual(numbers(en.content));
    expect(numbers(`${s.title} ${s.excerpt}`)).toEqual(numbers(`${en.title} ${en.excerpt}`));
    expect(addresses(s.content)).toEqual(addresses(en.content));
    expect(paragraphs(s.content)).toBe(paragraphs(en.content));
    expect(s.content).not.toMatch(/\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/);
    // Written for her as "usted", never left in English.
    expect(s.title).not.toBe(en.title);
    expect(s.content).not.toMatch(/\b(the|and|you|your)\b/i);
  });

  it('is joined to the English by id, and refuses a Spanish article with no English one', () => {
    const joined = withSpanish(english, spanish);
    expect(joined.every((a) => a.es?.title === spanish.find((s) => s.id === a.id)?.title)).toBe(true);
    expect(withSpanish(english, []).every((a) => a.es === undefined)).toBe(true);
    expect(() => withSpanish(english, [{ ...spanish[0]!, id: 'no-such-article' }])).toThrow(/no-such-article/);
  });
});
