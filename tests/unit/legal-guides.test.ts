// The hub's guides: every guide in data/ meets the schema (sources, dates, a real body), renders to safe HTML, and the
// search finds by title, description or tag.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guidesFileSchema, searchGuides } from '../../shared/legal/guides.ts';
import { buildLegalGuides } from '../../web/build/legal-guides.ts';

const file = guidesFileSchema.parse(JSON.parse(readFileSync(new URL('../../data/legal-guides.json', import.meta.url), 'utf8')));

describe('the guides in data/', () => {
  it('are complete: unique ids, an "as of" date, sources on https, and no phone numbers typed in', () => {
    expect(new Set(file.guides.map((g) => g.id)).size).toBe(file.guides.length);
    expect(file.guides.length).toBeGreaterThanOrEqual(8);
    for (const g of file.guides) {
      expect(g.sources.length, g.id).toBeGreaterThanOrEqual(1);
      // Hotline numbers come from shared/hotlines.ts only, never retyped in prose.
      expect(g.body, g.id).not.toMatch(/\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/);
    }
  });

  it('render to HTML with no script, frame, image or handler', () => {
    for (const g of buildLegalGuides().guides) {
      expect(g.html, g.id).not.toMatch(/<script|<iframe|<img|\son\w+=|javascript:/i);
      expect(g.html, g.id).toContain('<p>');
    }
  });
});

describe('searchGuides', () => {
  const guides = [
    { title: 'Protection orders', description: 'How to ask a court for protection.', tags: ['restraining order', 'court'] },
    { title: 'Pumping at work', description: 'Your right to breaks and a private space.', tags: ['pump act', 'pregnancy'] },
    { title: 'Changing your name', description: 'Court petitions and records.', tags: ['identity'] },
  ];
  it('matches title, description and tags, every word, ignoring case and accents', () => {
    expect(searchGuides(guides, 'PROTECTION').map((g) => g.title)).toEqual(['Protection orders']);
    expect(searchGuides(guides, 'private space').map((g) => g.title)).toEqual(['Pumping at work']);
    expect(searchGuides(guides, 'restraining').map((g) => g.title)).toEqual(['Protection orders']);
    expect(searchGuides(guides, 'court').map((g) => g.title)).toEqual(['Protection orders', 'Changing your name']);
    expect(searchGuides(guides, 'pétition court').map((g) => g.title)).toEqual(['Changing your name']);
    expect(searchGuides(guides, 'court visa')).toEqual([]);
    expect(searchGuides(guides, '  ')).toHaveLength(3);
  });
});
