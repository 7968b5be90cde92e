// The donation amounts and how a typed amount reads (spec 2, section 5): apart from the wire contract's schemas
// (schemas.ts), so the donate page has them without the validation library (issue 36).

export const DONATION_PRESETS = [25, 50, 100, 250, 500] as const;
export const DONATION_MIN_DOLLARS = 5;
/** A single gift above this goes through a conversation with the team, not a card form. */
export const DONATION_MAX_DOLLARS = 10_000;
export const DONATION_TYPES = ['one-time', 'monthly'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

/** Dollars as typed ("25", "25.5", "25.50") to whole cents; undefined when it is not an amount of money. */
export function toCents(dollars: number | string): number | undefined {
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
