// "Open now", "Closes at 5 PM", "Opens Monday at 9 AM": worked out on the device from a listing's weekly hours, in
// the listing's own time zone (its state's), so a woman in another zone reads the listing's local times.
import type { WeeklyHours } from './schemas/resource.ts';

/**
 * The time zone most of each state's people live in. Some states span two (Florida's panhandle, west Texas,
 * Tennessee, Kentucky, Indiana, Michigan, the Dakotas, Nebraska, Kansas, Idaho, Oregon): there a listing near the
 * line may be an hour off, which is why the card also shows the times themselves.
 */
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver',
};

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const WEEK = 7 * 24 * 60;

export type OpenStatus =
  | { open: true; always: true }
  | { open: true; always: false; closes: string; closesDay: number; closesToday: boolean }
  | { open: false; opens: string; opensDay: number; opensIn: 'today' | 'tomorrow' | 'later' };

interface Hourly {
  schedule?: readonly WeeklyHours[];
  isOpen24Hours?: boolean;
  state?: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since Monday 00:00 in `timeZone`, and the ISO weekday there. */
export function weekMinute(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return day * 1440 + Number(get('hour')) * 60 + Number(get('minute'));
}

/** Opening periods as [start, end) minutes of the week; a period past midnight ends on the next day. */
function periods(schedule: readonly WeeklyHours[]): [number, number][] {
  return schedule.map((h) => {
    const start = (h.day - 1) * 1440 + minutes(h.opens);
    const closes = h.closes === '24:00' ? 1440 : minutes(h.closes);
    const end = (h.day - 1) * 1440 + closes + (closes <= minutes(h.opens) ? 1440 : 0);
    return [start, end];
  });
}

/** Whether minute `m` of the week falls in a period (a period may run past Sunday midnight into Monday). */
const covers = ([start, end]: [number, number], m: number) => (m >= start && m < end) || (m + WEEK >= start && m + WEEK < end);

/** Undefined when the listing gives no weekly hours (and is not a 24-hour line). */
export function openStatus(r: Hourly, now: Date, timeZone = STATE_TIME_ZONES[r.state ?? ''] ?? 'America/New_York'): OpenStatus | undefined {
  if (r.isOpen24Hours) return { open: true, always: true };
  if (!r.schedule?.length) return undefined;
  const list = periods(r.schedule);
  const m = weekMinute(now, timeZone);
  // The end of the period covering absolute minute t (t may run past Sunday into the next week).
  const endFrom = (t: number): number | undefined => {
    const tm = t % WEEK;
    const p = list.find((q) => covers(q, tm));
    if (!p) return undefined;
    return t + (tm >= p[0] && tm < p[1] ? p[1] - tm : p[1] - tm - WEEK);
  };
  let end = endFrom(m);
  if (end !== undefined) {
    // Follow periods that run into each other (Monday until 24:00, Tuesday from 00:00…) to the real closing time.
    for (let next = endFrom(end); next !== undefined && next > end; next = endFrom(end)) {
      end = next;
      if (end - m >= WEEK) return { open: true, always: true };
    }
    const day = Math.floor(m / 1440);
    const endDay = Math.floor(end / 1440);
    const closesToday = endDay === day || (endDay === day + 1 && end % 1440 === 0);
    return { open: true, always: false, closes: clock(end % 1440), closesDay: (endDay % 7) + 1, closesToday };
  }
  // The next opening: the smallest wait from now, across the week's wrap.
  const [start] = list.map((p) => [p[0], (p[0] - m + WEEK) % WEEK] as const).sort((a, b) => a[1] - b[1])[0]!;
  const dayNow = Math.floor(m / 1440);
  const opensDayIndex = Math.floor(start / 1440);
  const daysAhead = (opensDayIndex - dayNow + 7) % 7;
  return { open: false, opens: clock(start % 1440), opensDay: opensDayIndex + 1, opensIn: daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : 'later' };
}

/** Minutes of a day → "HH:MM". */
function clock(m: number): string {
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A time of day as its parts, for words in any language: midnight, or an hour on the 12-hour clock with its minutes. */
export type ClockParts = { midnight: true } | { midnight: false; hour12: number; minute: number; pm: boolean };

export function clockParts(hhmm: string): ClockParts {
  const m = minutes(hhmm);
  if (m === 0 || m === 1440) return { midnight: true };
  const hour = Math.floor(m / 60);
  return { midnight: false, hour12: hour % 12 === 0 ? 12 : hour % 12, minute: m % 60, pm: hour >= 12 };
}

/** "09:00" → "9 AM", "17:30" → "5:30 PM", "12:00" → "12 PM", "00:00" → "midnight". */
export function clockLabel(hhmm: string): string {
  const c = clockParts(hhmm);
  if (c.midnight) return 'midnight';
  return `${c.hour12}${c.minute ? `:${String(c.minute).padStart(2, '0')}` : ''} ${c.pm ? 'PM' : 'AM'}`;
}

/** The words of a status: "Open 24 hours", "Open now · Closes at 5 PM", "Closed · Opens Monday at 9 AM". */
export function openStatusText(s: OpenStatus): { headline: string; detail?: string } {
  if (s.open && s.always) return { headline: 'Open 24 hours' };
  if (s.open) return { headline: 'Open now', detail: `Closes ${s.closesToday ? '' : `${DAY_NAMES[s.closesDay - 1]} `}at ${clockLabel(s.closes)}` };
  const when = s.opensIn === 'today' ? 'today' : s.opensIn === 'tomorrow' ? 'tomorrow' : DAY_NAMES[s.opensDay - 1];
  return { headline: 'Closed', detail: `Opens ${when} at ${clockLabel(s.opens)}` };
}

/** For the "Open now" filter: only listings known to be open count. */
export function isOpenNow(r: Hourly, now: Date): boolean {
  return openStatus(r, now)?.open === true;
}

/** The week's hours in words, a line per day: "Monday: 9 AM – 5 PM". */
export function weekLines(schedule: readonly WeeklyHours[]): string[] {
  return DAY_NAMES.flatMap((name, i) => {
    const today = schedule.filter((h) => h.day === i + 1);
    return today.length ? [`${name}: ${today.map((h) => `${clockLabel(h.opens)} – ${clockLabel(h.closes)}`).join(', ')}`] : [];
  });
}
