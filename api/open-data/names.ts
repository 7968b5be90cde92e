// Names as federal lists publish them ("SOUTHEAST HEALTH MEDICAL CENTER", "1108 ROSS CLARK CIRCLE") in the case
// people write them, so a card does not shout. A name already in mixed case is kept as published.

/** Words kept in capitals: initials and abbreviations these lists use. */
const CAPITALS = new Set(['HA', 'HUD', 'PHA', 'UAB', 'UCSF', 'UCLA', 'UC', 'USC', 'NYU', 'HCA', 'UNC', 'UPMC', 'OSF', 'SSM', 'CHI', 'MUSC', 'UT', 'LSU', 'OU', 'KU', 'UVA', 'VCU', 'UK', 'UNM', 'UW', 'II', 'III', 'IV', 'LLC', 'PO', 'NE', 'NW', 'SE', 'SW', 'US', 'DC', 'MD']);
const SMALL = new Set(['of', 'and', 'the', 'at', 'for', 'in', 'on', 'de', 'del', 'la', 'y']);

function word(w: string, first: boolean): string {
  if (CAPITALS.has(w.replace(/[^A-Z]/g, ''))) return w;
  const lower = w.toLowerCase();
  if (!first && SMALL.has(lower)) return lower;
  // "3RD", "12TH" → "3rd", "12th"; "O'NEAL" → "O'Neal"; "SAINT-JOHN" → "Saint-John"; "MCALLEN" stays "Mcallen".
  return lower.replace(/(^|[\s'’\-/(])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase()).replace(/^(\d+)(St|Nd|Rd|Th)\b/i, (_m, n: string, s: string) => n + s.toLowerCase());
}

/** An all-capitals name in title case; a name that has lower-case letters already, unchanged. */
export function publishedName(text: string): string {
  if (/[a-z]/.test(text)) return text;
  return text
    .split(' ')
    .map((w, i) => word(w, i === 0))
    .join(' ');
}

/** The same for an address or a city; undefined stays undefined. */
export function publishedPlaceName(text: string | undefined): string | undefined {
  return text === undefined ? undefined : publishedName(text);
}
