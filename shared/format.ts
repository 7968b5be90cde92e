// Small display rules shared by screens and tests.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "2026-11-22" → "November 2026"; undefined for anything that is not such a date. */
export function monthYear(isoDate: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : undefined;
}

/** "housing-shelter" → "housing shelter" (spec: hyphens shown as spaces where no label exists). */
export function unhyphenate(key: string): string {
  return key.replace(/-/g, ' ');
}
