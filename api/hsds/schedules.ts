// HSDS schedule rows → weekly opening hours. HSDS 3.0 writes iCal-style rows (freq WEEKLY, byday "MO,TU,WE",
// opens_at, closes_at); 1.1/2.0 `regular_schedules` write one row per weekday ("Monday", "Mon" or a number, read as
// ISO 8601: 1 Monday … 7 Sunday, and 0 as Sunday). Monthly or dated rows say nothing about a usual week: left out.
import type { WeeklyHours } from '../../shared/schemas/resource.ts';

const ICAL_DAYS: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };
const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function dayOf(raw: string): number | undefined {
  const v = raw.trim().toLowerCase();
  if (/^\d$/.test(v)) return v === '0' ? 7 : Number(v) <= 7 ? Number(v) : undefined;
  const ical = ICAL_DAYS[v.toUpperCase()];
  if (ical) return ical;
  const i = DAY_NAMES.findIndex((name) => v.length >= 3 && name.startsWith(v.replace(/\.$/, '')));
  return i >= 0 ? i + 1 : undefined;
}

/** "9:00", "09:00:00", "0900", "9 AM", "5:30 pm", "noon", "midnight" → "HH:MM"; undefined otherwise. */
export function clockTime(raw: string | undefined, isClosing = false): string | undefined {
  const v = (raw ?? '').trim().toLowerCase().replace(/\./g, '');
  if (!v) return undefined;
  if (v === 'noon') return '12:00';
  if (v === 'midnight') return isClosing ? '24:00' : '00:00';
  const m = /^(\d{1,2})(?::?(\d{2}))?(?::\d{2})?\s*(am|pm|a|p)?$/.exec(v);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.[0];
  if (minute > 59 || hour > 24) return undefined;
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour === 24 && minute === 0) return isClosing ? '24:00' : '00:00';
  if (hour > 23) return undefined;
  // 23:59 written as the end of a day is midnight.
  if (isClosing && hour === 23 && minute === 59) return '24:00';
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The weekly hours one schedule row gives; empty when it is not a weekly row. */
export function weeklyHoursOf(values: Record<string, string>): WeeklyHours[] {
  const freq = (values.freq ?? '').trim().toUpperCase();
  if (freq && freq !== 'WEEKLY') return [];
  const opens = clockTime(values.opens_at);
  const closes = clockTime(values.closes_at, true);
  if (!opens || !closes || opens === closes) return [];
  const days = (values.byday ?? '').trim()
    ? values.byday!.split(/[,\s]+/).filter(Boolean).map((d) => (/^[A-Z]{2}$/i.test(d) ? ICAL_DAYS[d.toUpperCase()] : undefined))
    : (values.weekday ?? '').split(/[,\s]+/).filter(Boolean).map(dayOf);
  if (days.length === 0 || days.some((d) => d === undefined)) return [];
  return (days as number[]).map((day) => ({ day, opens, closes }));
}

/**
 * Why a row meant as weekly hours (it gives a time, and is weekly or says nothing of its frequency) gives none;
 * undefined when it reads, or when it is not about a usual week (monthly, dated, or a note without times).
 */
export function unreadableHours(values: Record<string, string>): string | undefined {
  const freq = (values.freq ?? '').trim().toUpperCase();
  const opensAt = (values.opens_at ?? '').trim();
  const closesAt = (values.closes_at ?? '').trim();
  if ((freq && freq !== 'WEEKLY') || (!opensAt && !closesAt) || weeklyHoursOf(values).length) return undefined;
  const opens = clockTime(opensAt);
  const closes = clockTime(closesAt, true);
  if (!opens) return opensAt ? `"${opensAt}" is not an opening time` : 'it gives no opening time';
  if (!closes) return closesAt ? `"${closesAt}" is not a closing time` : 'it gives no closing time';
  if (opens === closes) return `it opens and closes at the same time (${opensAt})`;
  const byday = (values.byday ?? '').trim();
  const days = byday ? byday.split(/[,\s]+/).filter(Boolean) : (values.weekday ?? '').split(/[,\s]+/).filter(Boolean);
  const bad = days.find((d) => (byday ? !/^[A-Z]{2}$/i.test(d) || !ICAL_DAYS[d.toUpperCase()] : dayOf(d) === undefined));
  return bad ? `"${bad}" is not a day of the week` : 'it names no day of the week';
}

/** All rows' hours, sorted by day and time, without repeats. */
export function weeklyHours(rows: readonly Record<string, string>[]): WeeklyHours[] {
  const seen = new Set<string>();
  const out: WeeklyHours[] = [];
  for (const h of rows.flatMap(weeklyHoursOf)) {
    const key = `${h.day} ${h.opens} ${h.closes}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(h);
    }
  }
  return out.sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens)).slice(0, 28);
}

/** Open round the clock every day of the week. */
export function isAlwaysOpen(hours: readonly WeeklyHours[]): boolean {
  return [1, 2, 3, 4, 5, 6, 7].every((day) => hours.some((h) => h.day === day && h.opens === '00:00' && h.closes === '24:00'));
}
