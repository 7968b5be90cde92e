// The safety plan's schema: a full plan round-trips, half-typed rows survive, tampered or oversized data is refused without throwing.
import { describe, expect, it } from 'vitest';
import {
  SAFETY_PLAN_LIMITS,
  emptySafetyPlan,
  isPlanBlank,
  parseStoredPlan,
  safetyPlanSchema,
  type SafetyPlan,
} from '../../shared/schemas/safety-plan.ts';

function fullPlan(): SafetyPlan {
  return {
    warningSigns: ['He checks my phone', 'Drinking on weekends'],
    safePeople: [
      { name: 'Aunt Rosa', howToReach: 'Call from a friend’s phone', notes: 'Knows the code word' },
      { name: 'Neighbor', howToReach: 'Knock twice' },
    ],
    safePlaces: ['Library on Main St', 'Rosa’s house'],
    toPack: [
      { item: 'ID and birth certificates', packed: true },
      { item: 'Medication', packed: false },
    ],
    codeWords: [{ word: 'pineapple', meaning: 'Call the police' }],
    childrensPlan: 'Kids go to the neighbor; they know to dial 911.',
    workplacePlan: 'Security has a photo; I park near the door.',
    notes: 'Spare key with Rosa.',
    updatedAt: 1_750_000_000_000,
  };
}

describe('safety plan schema', () => {
  it('accepts the empty plan and a full plan unchanged', () => {
    expect(parseStoredPlan(emptySafetyPlan())).toEqual(emptySafetyPlan());
    expect(parseStoredPlan(fullPlan())).toEqual(fullPlan());
  });

  it('gives a fresh empty plan each time (no shared arrays)', () => {
    const a = emptySafetyPlan();
    a.warningSigns.push('x');
    expect(emptySafetyPlan().warningSigns).toEqual([]);
  });

  it('keeps blank and half-typed rows exactly as typed, since the editor saves as you type', () => {
    const plan = { ...emptySafetyPlan(), warningSigns: ['', 'shouting '], safePeople: [{ name: '', howToReach: '' }] };
    expect(parseStoredPlan(plan)).toEqual(plan);
  });

  it('drops unknown keys rather than keeping them', () => {
    const parsed = parseStoredPlan({ ...fullPlan(), sendTo: 'https://evil.example' });
    expect(parsed).toEqual(fullPlan());
    expect(parsed).not.toHaveProperty('sendTo');
  });

  it('enforces the limits', () => {
    const L = SAFETY_PLAN_LIMITS;
    const tooMany = Array.from({ length: L.listItems + 1 }, () => 'x');
    expect(parseStoredPlan({ ...emptySafetyPlan(), warningSigns: tooMany })).toBeUndefined();
    expect(parseStoredPlan({ ...emptySafetyPlan(), notes: 'x'.repeat(L.notesChars + 1) })).toBeUndefined();
    expect(parseStoredPlan({ ...emptySafetyPlan(), notes: 'x'.repeat(L.notesChars) })).toBeDefined();
    expect(parseStoredPlan({ ...emptySafetyPlan(), childrensPlan: 'x'.repeat(L.sectionChars + 1) })).toBeUndefined();
    expect(parseStoredPlan({ ...emptySafetyPlan(), codeWords: [{ word: 'x'.repeat(L.codeWordChars + 1), meaning: '' }] })).toBeUndefined();
    expect(safetyPlanSchema.safeParse({ ...emptySafetyPlan(), safePeople: Array.from({ length: L.safePeople + 1 }, () => ({ name: 'a', howToReach: 'b' })) }).success).toBe(false);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', '{"warningSigns":[]}'],
    ['a number', 42],
    ['an array', []],
    ['an empty object', {}],
    ['a missing section', (({ notes: _n, ...rest }) => rest)(fullPlan())],
    ['a list that is a string', { ...fullPlan(), warningSigns: 'shouting' }],
    ['a list item that is an object', { ...fullPlan(), safePlaces: [{ $gt: '' }] }],
    ['a person without a way to reach them', { ...fullPlan(), safePeople: [{ name: 'Rosa' }] }],
    ['a packed flag that is a string', { ...fullPlan(), toPack: [{ item: 'ID', packed: 'yes' }] }],
    ['a text section that is a number', { ...fullPlan(), childrensPlan: 7 }],
    ['a negative updatedAt', { ...fullPlan(), updatedAt: -1 }],
    ['an updatedAt that is a string', { ...fullPlan(), updatedAt: '2026-01-01' }],
  ])('refuses tampered data without throwing: %s', (_label, value) => {
    expect(() => parseStoredPlan(value)).not.toThrow();
    expect(parseStoredPlan(value)).toBeUndefined();
  });

  it('survives hostile objects (a throwing getter, a prototype trick)', () => {
    const hostile = Object.defineProperty({ ...fullPlan() }, 'notes', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(() => parseStoredPlan(hostile)).not.toThrow();
    expect(parseStoredPlan(hostile)).toBeUndefined();
    const proto = JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(fullPlan()).slice(1)}`);
    const parsed = parseStoredPlan(proto);
    expect(parsed).toEqual(fullPlan());
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('blank plan', () => {
  it('treats only whitespace as nothing written', () => {
    expect(isPlanBlank(emptySafetyPlan())).toBe(true);
    expect(isPlanBlank({ ...emptySafetyPlan(), warningSigns: ['  '], safePeople: [{ name: '', howToReach: ' ' }], notes: '\n' })).toBe(true);
    expect(isPlanBlank({ ...emptySafetyPlan(), toPack: [{ item: 'Keys', packed: false }] })).toBe(false);
    expect(isPlanBlank(fullPlan())).toBe(false);
  });
});
