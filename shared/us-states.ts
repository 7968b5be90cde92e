// The 50 states and DC: two-letter code and name, for place search and the state lists of the directory.

export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];

export type StateCode = (typeof US_STATES)[number][0];

const NAMES = new Map<string, string>(US_STATES);

/** "TX" → "Texas"; undefined for anything else. */
export function stateName(code: string | undefined): string | undefined {
  return code ? NAMES.get(code.toUpperCase()) : undefined;
}

const CODES_BY_NAME = new Map<string, string>(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** "TX", "tx ", "Texas" → "TX"; undefined when it is not one of the 50 states or DC. */
export function stateCode(value: string | undefined): string | undefined {
  const v = value?.trim().replace(/\.$/, '');
  if (!v) return undefined;
  if (/^[A-Za-z]{2}$/.test(v)) return NAMES.has(v.toUpperCase()) ? v.toUpperCase() : undefined;
  return CODES_BY_NAME.get(v.toLowerCase().replace(/\s+/g, ' '));
}
