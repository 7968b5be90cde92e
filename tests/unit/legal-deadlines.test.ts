// The discrimination-charge deadline calculator: calendar days from the act, leap years, and refused dates.
import { describe, expect, it } from 'vitest';
import { chargeDeadlines } from '../../shared/legal/deadlines.ts';

describe('chargeDeadlines', () => {
  it('counts 45, 180 and 300 calendar days, and 2 and 3 years, from the act', () => {
    const d = Object.fromEntries(chargeDeadlines('2026-01-15', '2026-03-01')!.map((x) => [x.id, x]));
    expect(d['eeoc-180']!.date).toBe('2026-07-14');
    expect(d['eeoc-300']!.date).toBe('2026-11-11');
    expect(d['federal-employee-45']!.date).toBe('2026-03-01');
    expect(d['federal-employee-45']!.daysLeft).toBe(0);
    expect(d['eeoc-180']!.daysLeft).toBe(135);
    expect(d['equal-pay-2y']!.date).toBe('2028-01-15');
    expect(d['equal-pay-3y']!.date).toBe('2029-01-15');
  });

  it('says when a deadline has passed', () => {
    const d = Object.fromEntries(chargeDeadlines('2025-01-01', '2026-01-01')!.map((x) => [x.id, x]));
    expect(d['eeoc-300']!.daysLeft).toBeLessThan(0);
    expect(d['equal-pay-2y']!.daysLeft).toBeGreaterThan(0);
  });

  it('takes 29 February plus a year as 28 February', () => {
    const d = Object.fromEntries(chargeDeadlines('2028-02-29', '2028-03-01')!.map((x) => [x.id, x]));
    expect(d['equal-pay-2y']!.date).toBe('2030-02-28');
  });

  it('refuses dates that are not real days, or in the future', () => {
    expect(chargeDeadlines('2026-02-30', '2026-03-01')).toBeUndefined();
    expect(chargeDeadlines('yesterday', '2026-03-01')).toBeUndefined();
    expect(chargeDeadlines('2026-03-02', '2026-03-01')).toBeUndefined();
  });
});
