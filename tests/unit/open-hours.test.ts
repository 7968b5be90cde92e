// "Open now" on the device: weekly hours read in the listing's own time zone, closing and opening times in words,
// 24-hour lines, periods past midnight and across the end of the week.
import { describe, expect, it } from 'vitest';
import { clockLabel, isOpenNow, openStatus, openStatusText, weekLines } from '../../shared/open-hours.ts';
import type { WeeklyHours } from '../../shared/schemas/resource.ts';

const weekdays = (opens: string, closes: string): WeeklyHours[] => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));
const office = { schedule: weekdays('09:00', '17:00'), state: 'FL' };
// 2026-11-23 is a Monday. Miami is UTC-5 in November.
const miami = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const text = (r: Parameters<typeof openStatus>[0], at: Date) => {
  const s = openStatus(r, at);
  return s && openStatusText(s);
};

describe('open now', () => {
  it('says when an office closes, and when it opens next', () => {
    expect(text(office, miami('2026-11-23T10:15'))).toEqual({ headline: 'Open now', detail: 'Closes at 5 PM' });
    expect(text(office, miami('2026-11-23T08:00'))).toEqual({ headline: 'Closed', detail: 'Opens today at 9 AM' });
    expect(text(office, miami('2026-11-23T17:00'))).toEqual({ headline: 'Closed', detail: 'Opens tomorrow at 9 AM' });
    expect(text(office, miami('2026-11-27T18:30'))).toEqual({ headline: 'Closed', detail: 'Opens Monday at 9 AM' });
    expect(text(office, miami('2026-11-29T12:00'))).toEqual({ headline: 'Closed', detail: 'Opens tomorrow at 9 AM' });
  });

  it('reads the hours in the listing’s time zone, not hers', () => {
    const phoenix = { schedule: weekdays('09:00', '17:00'), state: 'AZ' };
    // 16:30 in Miami is 14:30 in Phoenix (no daylight saving there).
    expect(text(phoenix, miami('2026-11-23T16:30'))).toEqual({ headline: 'Open now', detail: 'Closes at 5 PM' });
    expect(text(phoenix, miami('2026-11-23T10:30'))).toEqual({ headline: 'Closed', detail: 'Opens today at 9 AM' });
  });

  it('handles nights past midnight, the week’s wrap and back-to-back periods', () => {
    const night = { schedule: [{ day: 5, opens: '20:00', closes: '02:00' }], state: 'FL' };
    expect(text(night, miami('2026-11-28T01:00'))).toEqual({ headline: 'Open now', detail: 'Closes at 2 AM' });
    expect(text(night, miami('2026-11-27T23:00'))).toEqual({ headline: 'Open now', detail: 'Closes Saturday at 2 AM' });
    const weekend = { schedule: [{ day: 7, opens: '18:00', closes: '24:00' }, { day: 1, opens: '00:00', closes: '08:00' }], state: 'FL' };
    expect(text(weekend, miami('2026-11-29T19:00'))).toEqual({ headline: 'Open now', detail: 'Closes Monday at 8 AM' });
    const late = { schedule: [{ day: 1, opens: '09:00', closes: '24:00' }], state: 'FL' };
    expect(text(late, miami('2026-11-23T22:00'))).toEqual({ headline: 'Open now', detail: 'Closes at midnight' });
    const always = { schedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' })), state: 'FL' };
    expect(text(always, miami('2026-11-25T03:00'))).toEqual({ headline: 'Open 24 hours' });
  });

  it('says 24-hour lines are open, and knows nothing without hours', () => {
    expect(text({ isOpen24Hours: true }, new Date())).toEqual({ headline: 'Open 24 hours' });
    expect(openStatus({ state: 'FL' }, new Date())).toBeUndefined();
    expect(isOpenNow({ state: 'FL' }, new Date())).toBe(false);
    expect(isOpenNow(office, miami('2026-11-24T12:00'))).toBe(true);
  });

  it('writes times and weeks as people say them', () => {
    expect(clockLabel('09:00')).toBe('9 AM');
    expect(clockLabel('17:30')).toBe('5:30 PM');
    expect(clockLabel('12:00')).toBe('12 PM');
    expect(clockLabel('24:00')).toBe('midnight');
    expect(weekLines([{ day: 6, opens: '09:00', closes: '13:00' }, { day: 1, opens: '08:30', closes: '16:30' }])).toEqual(['Monday: 8:30 AM – 4:30 PM', 'Saturday: 9 AM – 1 PM']);
  });
});
