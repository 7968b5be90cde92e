// Cells of every CSV the project writes (the admin's lists, the HSDS export, the analytics report): a cell a
// spreadsheet would run as a formula is kept as text, so a name typed or imported as "=HYPERLINK(…)" cannot act in the
// program of whoever opens the file (OWASP, "CSV injection").

/** The characters a spreadsheet reads as the start of a formula (or that hide one: a tab, a carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-83.0", "+16145551234") is data, not a formula: kept as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function safeCell(value: unknown): string {
  const s = value === undefined || value === null ? '' : String(value);
  return FORMULA_START.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s;
}

/** A name read from a published file, without the formula characters it starts with ("=cmd|…" → "cmd|…"). */
export function withoutFormulaStart(name: string): string {
  return name.replace(/^[=+\-@\t\r\s]+/, '').trim();
}
