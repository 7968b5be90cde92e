// The safety check-in's rules (spec 4 and 9): the allowed durations, the stored shape, and when one is due. Pure; nothing is sent anywhere.
import { z } from 'zod';

/** The spec's durations, in hours, in the order the buttons show them. */
export const CHECK_IN_DURATIONS_H = [1, 4, 24] as const;
export type CheckInHours = (typeof CHECK_IN_DURATIONS_H)[number];

const HOUR_MS = 3_600_000;
/** The longest check-in the spec offers; a stored one cannot be longer. */
export const CHECK_IN_MAX_MS = 24 * HOUR_MS;

/**
 * A check-in as kept on the device. Any whole duration up to 24 hours is accepted on read, so an end-to-end test can
 * store a short one; `startCheckIn` only ever makes the spec's three. The three numbers must agree, or it was tampered with.
 */
export const checkInSchema = z
  .object({
    startedAt: z.number().int().nonnegative(),
    durationMs: z.number().int().positive().max(CHECK_IN_MAX_MS),
    dueAt: z.number().int().nonnegative(),
  })
  .refine((c) => c.dueAt === c.startedAt + c.durationMs, { message: 'dueAt must be startedAt + durationMs', path: ['dueAt'] });
export type CheckIn = z.infer<typeof checkInSchema>;

export type CheckInStatus =
  | { state: 'none' }
  | { state: 'active'; dueAt: number; msLeft: number }
  | { state: 'due'; dueAt: number; msLeft: 0; msOverdue: number };

export function isCheckInHours(hours: unknown): hours is CheckInHours {
  return CHECK_IN_DURATIONS_H.some((h) => h === hours);
}

/**
 * A new check-in due `hours` from `now`. There is only ever one: storing it replaces any earlier one, so starting
 * again counts from the new press, not the old one (spec 4). Throws a RangeError for a duration the spec does not offer.
 */
export function startCheckIn(hours: CheckInHours, now: number): CheckIn {
  if (!isCheckInHours(hours)) throw new RangeError(`A check-in lasts ${CHECK_IN_DURATIONS_H.join(', ')} hours, not ${String(hours)}`);
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError('now must be a time in milliseconds since the epoch');
  const durationMs = hours * HOUR_MS;
  return { startedAt: now, durationMs, dueAt: now + durationMs };
}

/** Where a check-in stands at `now`: none, still running (with the time left), or due ("Are you okay?"). */
export function checkInStatus(checkIn: CheckIn | undefined, now: number): CheckInStatus {
  if (!checkIn) return { state: 'none' };
  const msLeft = checkIn.dueAt - now;
  if (msLeft > 0) return { state: 'active', dueAt: checkIn.dueAt, msLeft };
  return { state: 'due', dueAt: checkIn.dueAt, msLeft: 0, msOverdue: now - checkIn.dueAt };
}

/** A stored value as a check-in, or undefined if it is missing or not one (never throws). */
export function parseStoredCheckIn(value: unknown): CheckIn | undefined {
  try {
    const parsed = checkInSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  } catch {
    // safeParse still lets a throwing getter through; stored data must never take the screen down.
    return undefined;
  }
}

export interface FormatDueOptions {
  /** When given and the due time falls on the next calendar day, the text says "tomorrow". */
  now?: number;
  /** IANA time zone; the device's own by default (tests pin it). */
  timeZone?: string;
}

/**
 * "due at 3:45 PM", or "due tomorrow at 9:00 AM" when `now` is given and the time is on the next day.
 * Intl puts a narrow no-break space before AM/PM; it is made a plain space so the text is the same everywhere.
 */
export function formatDueTime(dueAt: number, locale?: string, options: FormatDueOptions = {}): string {
  const time = formatClock(dueAt, locale, options.timeZone);
  return isDueTomorrow(dueAt, options) ? `due tomorrow at ${time}` : `due at ${time}`;
}

/** The clock time of `dueAt` in her locale ("3:00 PM", "3:00 p.m."), with plain spaces. */
export function formatClock(dueAt: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone })
    .format(dueAt)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** True when `dueAt` falls on the calendar day after `now` (in `timeZone`). */
export function isDueTomorrow(dueAt: number, { now, timeZone }: FormatDueOptions = {}): boolean {
  return now !== undefined && dayNumber(dueAt, timeZone) === dayNumber(now, timeZone) + 1;
}

/** Days since the epoch of the calendar date `t` falls on in `timeZone`. */
function dayNumber(t: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(t);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / (24 * HOUR_MS));
}
