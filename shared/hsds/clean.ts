// Tidying the text of real HSDS exports: padded values, codes and markers embedded in descriptions, and addresses
// that are not a street (post-office boxes). Only what is clearly not prose is removed.

/** Trims and collapses runs of whitespace; empty becomes undefined. */
export function cleanText(value: string | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).replace(/[\u00a0\s]+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/** An AIRS-style code ("BH-1800.1500-100"), or an id-like token ("SVC-00412", "ID:4471", "#A1234"). */
const CODE = String.raw`(?:[A-Z]{1,2}-\d{4}(?:\.\d{4})?(?:-\d{3})?(?:\.\d{2})?|[A-Z]{2,6}[-_:#]?\d{2,}|(?:ID|REF|CODE|TAX(?:ONOMY)?|AIRS)\s*[:#=]\s*[\w.-]+)`;

const MARKERS: readonly RegExp[] = [
  // Bracketed codes and lists of codes: "[BH-1800.1500-100]", "{SVC-00412}", "<<ID: 4471>>", "(AIRS: LF-4900.1700)".
  new RegExp(String.raw`\s*(?:\[|\{\{?|<<|\()\s*${CODE}(?:\s*[,;/]\s*${CODE})*\s*(?:\]|\}\}?|>>|\))`, 'gi'),
  // A code standing alone at the start or the end of the text: "BH-1800.1500-100 - Shelter for ...".
  new RegExp(String.raw`^\s*${CODE}\s*[-–:|]\s*`, 'i'),
  new RegExp(String.raw`\s*[-–|]\s*${CODE}\s*$`, 'i'),
  // Editing markers: "*** UPDATED 2019 ***", "##NEW##", "=====".
  /\s*(?:\*{2,}|#{2,})\s*[A-Z0-9 /.-]{0,30}\s*(?:\*{2,}|#{2,})\s*/g,
  /\s*(?:={3,}|-{4,}|_{4,})\s*/g,
];

/** A description without embedded codes and markers, whitespace tidied. */
export function cleanDescription(value: string | undefined | null): string | undefined {
  let text = cleanText(value);
  if (!text) return undefined;
  for (const marker of MARKERS) text = text.replace(marker, ' ');
  return cleanText(text);
}

/** A post-office box, private mailbox or "general delivery": mail goes there, nobody can walk in. */
const NOT_A_STREET = /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|p\.?\s*o\.?\s*drawer|box\s*#?\s*\d+$|pmb\s*#?\s*\d+|general delivery)\b/i;

export function isPostOfficeBox(line: string | undefined): boolean {
  return !!line && NOT_A_STREET.test(line);
}
