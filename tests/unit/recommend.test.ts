// Recommendation scoring: only what she asked for, only where it can help her, every point explained.
import { describe, expect, it } from 'vitest';
import { preferencesSchema, recommend, type Preferences, type Recommendable } from '../../shared/dashboard/recommend.ts';

const base = { description: 'Help.', languages: ['English'], tags: [], isOpen24Hours: false, serviceArea: 'national' };
const r = (id: string, extra: Partial<Recommendable> = {}): Recommendable => ({ id, title: id, category: 'housing-shelter', ...base, ...extra });
const prefs = (p: Partial<Preferences>): Preferences => preferencesSchema.parse({ needs: ['housing-shelter'], ...p });

const columbus = { label: 'Columbus, OH 43215', state: 'OH' as const, latitude: 39.96, longitude: -83.0 };

describe('recommendations', () => {
  it('only suggests the kinds of help she needs', () => {
    const out = recommend([r('hotline'), r('clinic', { category: 'womens-health' })], prefs({}));
    expect(out.map((x) => x.id)).toEqual(['hotline']);
    expect(out[0]!.reasons[0]).toBe('Offers housing & shelter, which you are looking for');
  });

  it('ranks a service near her above one elsewhere in her state, and leaves out other states', () => {
    const out = recommend(
      [
        r('near', { serviceArea: 'OH', state: 'OH', city: 'Columbus', latitude: 39.99, longitude: -83.02 }),
        r('cleveland', { serviceArea: 'OH', state: 'OH', city: 'Cleveland', latitude: 41.5, longitude: -81.69 }),
        r('texas', { serviceArea: 'TX', state: 'TX', city: 'Austin', latitude: 30.27, longitude: -97.74 }),
        r('national'),
      ],
      prefs({ location: columbus }),
    );
    expect(out.map((x) => x.id)).toEqual(['near', 'cleveland', 'national']);
    expect(out[0]!.reasons).toContain('About 2.3 mi from Columbus, OH 43215');
    expect(out[1]!.reasons).toContain('Serves Ohio');
    expect(out[2]!.reasons).toContain('Available nationwide');
    // 50 + 25 of 100 possible points, rounded.
    expect(out[0]!.matchScore).toBe(75);
    expect(out[0]!.location).toBe('Columbus, OH');
    expect(out[2]!.location).toBeUndefined();
  });

  it('without a place, suggests only services that reach everyone', () => {
    const out = recommend([r('local', { serviceArea: 'OH', state: 'OH' }), r('national')], prefs({}));
    expect(out.map((x) => x.id)).toEqual(['national']);
  });

  it('counts her languages, her household and round-the-clock help, each with its reason', () => {
    const out = recommend(
      [r('plain'), r('spanish', { languages: ['English', 'Spanish'] }), r('family', { isOpen24Hours: true, eligibility: 'Mothers with children under 18' })],
      prefs({ languages: ['Spanish'], household: 'with-children' }),
    );
    const by = Object.fromEntries(out.map((x) => [x.id, x]));
    expect(by.spanish!.reasons).toContain('Help in Spanish');
    expect(by.spanish!.matchScore).toBe(70);
    expect(by.family!.reasons).toEqual(expect.arrayContaining(['Mentions help for mothers and families', 'Open 24 hours']));
    expect(by.family!.matchScore).toBe(75);
    expect(by.family!.availability).toBe('Open 24 hours');
    expect(by.plain!.matchScore).toBe(60);
    expect(out[0]!.id).toBe('family');
  });

  it('keeps at most 10, best first, ties by title', () => {
    const many = Array.from({ length: 15 }, (_, i) => r(`item-${String(i).padStart(2, '0')}`));
    const out = recommend(many, prefs({}));
    expect(out).toHaveLength(10);
    expect(out[0]!.id).toBe('item-00');
  });

  it('refuses preferences without a need, or with a place outside the US states', () => {
    expect(preferencesSchema.safeParse({ needs: [] }).error?.issues[0]?.message).toBe('Choose at least one kind of help you are looking for.');
    expect(preferencesSchema.safeParse({ needs: ['housing-shelter'], location: { label: 'Paris', state: 'FR' } }).success).toBe(false);
  });
});
