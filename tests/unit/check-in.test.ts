// The check-in's due-time rules: allowed durations, active versus due, replacement, stored-shape checks and the due text.
import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_DURATIONS_H,
  checkInSchema,
  checkInStatus,
  formatDueTime,
  isCheckInHours,
  parseStoredCheckIn,
  startCheckIn,
} from '../../shared/check-in.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 10, 20, 0); // 20:00 UTC

describe('starting a check-in', () => {
  it('offers exactly the spec durations', () => {
    expect(CHECK_IN_DURATIONS_H).toEqual([1, 4, 24]);
  });

  it.each(CHECK_IN_DURATIONS_H)('%i hours is due that many hours from now', (hours) => {
    const c = startCheckIn(hours, NOW);
    expect(c).toEqual({ startedAt: NOW, durationMs: hours * HOUR, dueAt: NOW + hours * HOUR });
    expect(checkInSchema.safeParse(c).success).toBe(true);
  });

  it('rejects durations the spec does not offer', () => {
    for (const bad of [0, 2, 12, 48, -1, 1.5, Number.NaN]) {
      expect(isCheckInHours(bad)).toBe(false);
      // @ts-expect-error: the type already refuses these; the runtime check is for untyped callers.
      expect(() => startCheckIn(bad, NOW)).toThrow(RangeError);
    }
    // @ts-expect-error: a string from an untyped source.
    expect(() => startCheckIn('4', NOW)).toThrow(RangeError);
  });

  it('rejects a nonsense start time', () => {
    expect(() => startCheckIn(1, Number.NaN)).toThrow(RangeError);
    expect(() => startCheckIn(1, -5)).toThrow(RangeError);
  });

  it('starting again replaces the earlier one: the new due time counts from the new press', () => {
    const first = startCheckIn(24, NOW);
    const later = NOW + 30 * 60_000;
    const second = startCheckIn(1, later);
    expect(second.dueAt).toBe(later + HOUR);
    expect(checkInStatus(second, later + HOUR)).toMatchObject({ state: 'due' });
    expect(checkInStatus(first, later + HOUR)).toMatchObject({ state: 'active' });
  });
});

describe('check-in status', () => {
  it('is none without a check-in', () => {
    expect(checkInStatus(undefined, NOW)).toEqual({ state: 'none' });
  });

  it('is active with the time left until the due moment', () => {
    const c = startCheckIn(4, NOW);
    expect(checkInStatus(c, NOW)).toEqual({ state: 'active', dueAt: NOW + 4 * HOUR, msLeft: 4 * HOUR });
    expect(checkInStatus(c, NOW + 4 * HOUR - 1)).toEqual({ state: 'active', dueAt: c.dueAt, msLeft: 1 });
  });

  it('is due at the due moment and after, with how long it has been overdue', () => {
    const c = startCheckIn(1, NOW);
    expect(checkInStatus(c, c.dueAt)).toEqual({ state: 'due', dueAt: c.dueAt, msLeft: 0, msOverdue: 0 });
    expect(checkInStatus(c, c.dueAt + 5000)).toEqual({ state: 'due', dueAt: c.dueAt, msLeft: 0, msOverdue: 5000 });
  });
});

describe('stored check-in', () => {
  it('accepts a short duration (for tests) when the numbers agree', () => {
    expect(parseStoredCheckIn({ startedAt: NOW, durationMs: 2000, dueAt: NOW + 2000 })).toEqual({ startedAt: NOW, durationMs: 2000, dueAt: NOW + 2000 });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'tomorrow'],
    ['numbers that disagree', { startedAt: NOW, durationMs: HOUR, dueAt: NOW + 2 * HOUR }],
    ['longer than a day', { startedAt: NOW, durationMs: 48 * HOUR, dueAt: NOW + 48 * HOUR }],
    ['a zero duration', { startedAt: NOW, durationMs: 0, dueAt: NOW }],
    ['strings for numbers', { startedAt: String(NOW), durationMs: String(HOUR), dueAt: String(NOW + HOUR) }],
    ['fractions', { startedAt: 0.5, durationMs: HOUR, dueAt: HOUR + 0.5 }],
  ])('refuses %s', (_label, value) => {
    expect(parseStoredCheckIn(value)).toBeUndefined();
  });
});

describe('due text', () => {
  const at = (h: number, m: number) => Date.UTC(2026, 2, 10, h, m);
  const opts = { timeZone: 'UTC' };

  it('says the clock time in 12-hour English with a plain space', () => {
    expect(formatDueTime(at(15, 45), 'en-US', opts)).toBe('due at 3:45 PM');
    expect(formatDueTime(at(9, 5), 'en-US', opts)).toBe('due at 9:05 AM');
  });

  it('follows the locale', () => {
    expect(formatDueTime(at(15, 45), 'en-GB', opts)).toBe('due at 15:45');
  });

  it('says tomorrow when the due time is on the next day', () => {
    const c = startCheckIn(24, NOW);
    expect(formatDueTime(c.dueAt, 'en-US', { ...opts, now: NOW })).toBe('due tomorrow at 8:00 PM');
    const late = startCheckIn(4, NOW);
    expect(formatDueTime(late.dueAt, 'en-US', { ...opts, now: NOW })).toBe('due tomorrow at 12:00 AM');
    const soon = startCheckIn(1, NOW);
    expect(formatDueTime(soon.dueAt, 'en-US', { ...opts, now: NOW })).toBe('due at 9:00 PM');
  });

  it('judges "tomorrow" in the given time zone', () => {
    // 20:00 UTC is 16:00 in New York (EDT), so four hours later is still the same day there.
    const late = startCheckIn(4, NOW);
    expect(formatDueTime(late.dueAt, 'en-US', { timeZone: 'America/New_York', now: NOW })).toBe('due at 8:00 PM');
  });
});
