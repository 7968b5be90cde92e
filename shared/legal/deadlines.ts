// The discrimination-charge deadline calculator (a Legal Education Hub tool): the federal time limits counted from
// the date of the discriminatory act. Sources: EEOC, "Time Limits For Filing A Charge"
// (https://www.eeoc.gov/time-limits-filing-charge) and, for equal pay, the Equal Pay Act (29 U.S.C. 255).

export interface Deadline {
  id: 'eeoc-180' | 'eeoc-300' | 'federal-employee-45' | 'equal-pay-2y' | 'equal-pay-3y';
  label: string;
  /** ISO date (YYYY-MM-DD), the last day. */
  date: string;
  /** Days from `today` to that date: negative once it has passed. */
  daysLeft: number;
  explanation: string;
}

const DAY_MS = 86_400_000;

function parseDay(iso: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? t : undefined;
}

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

function addYears(t: number, years: number): number {
  const d = new Date(t);
  const target = Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate());
  // 29 February plus a year is 28 February (not 1 March): the earlier day, to be safe.
  return new Date(target).getUTCMonth() === d.getUTCMonth() ? target : Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth() + 1, 0);
}

/**
 * The deadlines for an act on `incident` (YYYY-MM-DD), as of `today`. Undefined for a date that is not a real day or
 * lies in the future. Calendar days, as the EEOC counts them; the tool tells her to file well before, not on, the day.
 */
export function chargeDeadlines(incident: string, today: string): Deadline[] | undefined {
  const start = parseDay(incident);
  const now = parseDay(today);
  if (start === undefined || now === undefined || start > now) return undefined;
  const left = (t: number) => Math.round((t - now) / DAY_MS);
  const days = (n: number) => start + n * DAY_MS;
  const make = (id: Deadline['id'], label: string, t: number, explanation: string): Deadline => ({ id, label, date: iso(t), daysLeft: left(t), explanation });
  return [
    make('eeoc-180', 'EEOC charge (most workers)', days(180), 'Generally 180 calendar days to file a charge with the EEOC.'),
    make('eeoc-300', 'EEOC charge where a state or local agency also enforces the law', days(300), 'Extended to 300 calendar days when a state or local agency enforces a law against the same discrimination (most states have one).'),
    make('federal-employee-45', 'Federal employees: contact an EEO counselor', days(45), 'Federal employees and applicants must contact their agency’s EEO counselor within 45 days.'),
    make('equal-pay-2y', 'Equal Pay Act lawsuit', addYears(start, 2), 'An Equal Pay Act claim can go straight to court within 2 years of the unequal pay.'),
    make('equal-pay-3y', 'Equal Pay Act lawsuit (willful violation)', addYears(start, 3), '3 years when the violation was willful.'),
  ];
}
