// The housing assistant's score (spec 2, section 9): every rule alone, together, and what does not count.
import { describe, expect, it } from 'vitest';
import { rankHousing, scoreResource, SCORE_POINTS, showsEmergencyBanner, type HousingAnswers } from '../../shared/housing/score.ts';
import { makeResource } from '../fixtures/factories.ts';

const base: HousingAnswers = { location: 'Nowhere', housingType: 'permanent', urgency: 'planning' };
const plain = (over: Parameters<typeof makeResource>[0] = {}) => makeResource({ description: 'A place to stay.', isVerified: false, ...over });

describe('each rule', () => {
  it('location in the address: +30, case-insensitive substring', () => {
    const r = plain({ address: '12 Main St', city: 'Columbus', state: 'OH', zip: '43215' });
    expect(scoreResource(r, { ...base, location: 'columbus' })).toMatchObject({ score: 30, reasons: [{ id: 'housing.reason.serves', values: { place: 'columbus' } }], matched: true });
    expect(scoreResource(r, { ...base, location: '43215' }).score).toBe(30);
    expect(scoreResource(r, { ...base, location: 'Dayton' }).score).toBe(0);
  });

  it('location: a statewide program serves the whole state; a placed ZIP code finds it and a city in it', () => {
    const statewide = plain({ serviceArea: 'OH' });
    expect(scoreResource(statewide, { ...base, location: 'Ohio', place: { state: 'OH' } })).toMatchObject({ score: 30, reasons: [{ id: 'housing.reason.servesState', values: { state: 'Ohio' } }] });
    expect(scoreResource(statewide, { ...base, location: '43215', place: { city: 'Columbus', state: 'OH' } })).toMatchObject({ score: 30, reasons: [{ id: 'housing.reason.servesState', values: { state: 'Ohio' } }] });
    const inCity = plain({ city: 'Columbus', state: 'OH' });
    expect(scoreResource(inCity, { ...base, location: '43215', place: { city: 'Columbus', state: 'OH' } })).toMatchObject({ score: 30, reasons: [{ id: 'housing.reason.inCity', values: { city: 'Columbus', state: 'OH' } }] });
    expect(scoreResource(inCity, { ...base, location: '31901', place: { city: 'Columbus', state: 'GA' } }).score).toBe(0);
  });

  it('a state typed alone is a state, not a piece of text: Kansas is not in Arkansas, OR is not in GeORgia', () => {
    const arkansas = plain({ city: 'Little Rock', state: 'AR', serviceArea: 'AR' });
    expect(scoreResource(arkansas, { ...base, location: 'Kansas', place: { state: 'KS' } }).score).toBe(0);
    expect(scoreResource(plain({ city: 'Atlanta', state: 'GA' }), { ...base, location: 'OR', place: { state: 'OR' } }).score).toBe(0);
    expect(scoreResource(plain({ city: 'Portland', state: 'OR', serviceArea: 'OR' }), { ...base, location: 'OR', place: { state: 'OR' } }).score).toBe(30);
  });

  it('urgency immediate and an emergency service: +25 (either alone: nothing)', () => {
    expect(scoreResource(plain({ isEmergency: true }), { ...base, urgency: 'immediate' }).score).toBe(SCORE_POINTS.emergency);
    expect(scoreResource(plain({ isEmergency: true }), { ...base, urgency: 'within-week' }).score).toBe(0);
    expect(scoreResource(plain(), { ...base, urgency: 'immediate' }).score).toBe(0);
  });

  it('domestic-violence housing and "domestic violence" or "abuse" in the description: +20', () => {
    expect(scoreResource(plain({ description: 'Shelter for survivors of Domestic Violence.' }), { ...base, housingType: 'domestic-violence' }).score).toBe(20);
    expect(scoreResource(plain({ description: 'Safe housing after abuse.' }), { ...base, housingType: 'domestic-violence' }).score).toBe(20);
    expect(scoreResource(plain({ description: 'Safe housing after abuse.' }), { ...base, housingType: 'family' }).score).toBe(0);
  });

  it('family housing and "family" in the description: +15; transitional and "transitional": +15', () => {
    expect(scoreResource(plain({ description: 'Family apartments.' }), { ...base, housingType: 'family' }).score).toBe(15);
    expect(scoreResource(plain({ description: 'Transitional housing for 24 months.' }), { ...base, housingType: 'transitional' }).score).toBe(15);
    expect(scoreResource(plain({ description: 'Transitional housing for 24 months.' }), { ...base, housingType: 'family' }).score).toBe(0);
  });

  it('with children and "children" in the description: +10', () => {
    expect(scoreResource(plain({ description: 'Mothers and children welcome.' }), { ...base, familySize: 'children' }).score).toBe(10);
    expect(scoreResource(plain({ description: 'Mothers and children welcome.' }), { ...base, familySize: 'single' }).score).toBe(0);
  });

  it('special needs given and "disability" in the description: +10 (blank needs: nothing)', () => {
    expect(scoreResource(plain({ description: 'Rooms for women with a disability.' }), { ...base, specialNeeds: 'wheelchair' }).score).toBe(10);
    expect(scoreResource(plain({ description: 'Rooms for women with a disability.' }), { ...base, specialNeeds: '   ' }).score).toBe(0);
  });

  it('verified: +5, but verification alone is not a match', () => {
    expect(scoreResource(plain({ isVerified: true }), base)).toEqual({ score: 5, reasons: [{ id: 'housing.reason.verified' }], matched: false });
  });
});

describe('together', () => {
  it('adds up to 100 at most, with a reason for every point', () => {
    const best = plain({
      serviceArea: 'OH',
      isEmergency: true,
      isVerified: true,
      description: 'Emergency shelter for survivors of domestic violence and their children, accessible for any disability.',
    });
    const answers: HousingAnswers = { location: 'Ohio', housingType: 'domestic-violence', urgency: 'immediate', familySize: 'children', specialNeeds: 'ramp', place: { state: 'OH' } };
    const s = scoreResource(best, answers);
    expect(s.score).toBe(100);
    expect(s.reasons).toHaveLength(6);
    expect(showsEmergencyBanner(best, answers)).toBe(true);
    expect(showsEmergencyBanner(best, { urgency: 'within-week' })).toBe(false);
  });

  it('ranks matches by score, then title, and leaves out what matches none of her needs', () => {
    const a = plain({ title: 'B shelter', description: 'Transitional rooms.' });
    const b = plain({ title: 'A shelter', description: 'Transitional rooms.', isVerified: true });
    const c = plain({ title: 'C shelter', description: 'Transitional rooms.', serviceArea: 'OH' });
    const none = plain({ title: 'D', isVerified: true });
    const ranked = rankHousing([a, b, c, none], { ...base, location: 'OH', housingType: 'transitional', place: { state: 'OH' } });
    expect(ranked.map((r) => [r.resource.title, r.score])).toEqual([
      ['C shelter', 45],
      ['A shelter', 20],
      ['B shelter', 15],
    ]);
  });

  it('leaves out programs for another state, and puts what she can call before what she cannot reach', () => {
    // Houston, TX, a domestic-violence shelter: the Arkansas coalition is no help to her.
    const answers: HousingAnswers = { ...base, location: 'Houston, TX', housingType: 'domestic-violence', place: { city: 'Houston', state: 'TX' } };
    const arkansas = plain({ title: 'Arkansas coalition', description: 'Domestic violence programs.', serviceArea: 'AR', phones: [{ number: '501-555-0100', kind: 'voice' }] });
    const dallas = plain({ title: 'Dallas shelter', description: 'Domestic violence shelter.', serviceArea: 'local', state: 'TX', city: 'Dallas', phones: [{ number: '214-555-0100', kind: 'voice' }] });
    const noWay = plain({ title: 'Texas program, no phone', description: 'Domestic violence shelter.', serviceArea: 'TX', isVerified: true, phones: [], phoneNumber: undefined, url: undefined });
    const webOnly = plain({ title: 'Texas site', description: 'Domestic violence help.', serviceArea: 'TX', url: 'https://example.org', phones: [], phoneNumber: undefined });
    const callable = plain({ title: 'Texas line', description: 'Domestic violence help.', serviceArea: 'TX', phones: [{ number: '800-555-0100', kind: 'voice' }] });
    const national = plain({ title: 'National line', description: 'Domestic violence hotline.', phones: [{ number: '800-555-0199', kind: 'voice' }] });
    const ranked = rankHousing([arkansas, noWay, webOnly, callable, national, dallas], answers).map((r) => r.resource.title);
    // Dallas is in Texas: a local program there stays, below the statewide line (no location match for Houston).
    expect(ranked).toEqual(['Texas line', 'Dallas shelter', 'National line', 'Texas site', 'Texas program, no phone']);
  });
});
