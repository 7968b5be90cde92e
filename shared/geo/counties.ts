// Counties, by their 5-digit FIPS code (2 digits of the state, 3 of the county: Kings County, NY is 36047), as the
// GeoNames postal-code table names them (its "admin code2" column is the county's FIPS code). A listing names the
// counties it serves; her place resolves to its county on the device (shared/geo/places.ts) and on the server for
// GET /api/resources/nearby (api/hsds/zip-centres.ts), by the same rules, here.

/** The states' FIPS codes (ANSI INCITS 38), for the 50 states and DC. */
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01', AK: '02', AZ: '04', AR: '05', CA: '06', CO: '08', CT: '09', DE: '10', DC: '11', FL: '12', GA: '13', HI: '15',
  ID: '16', IL: '17', IN: '18', IA: '19', KS: '20', KY: '21', LA: '22', ME: '23', MD: '24', MA: '25', MI: '26', MN: '27',
  MS: '28', MO: '29', MT: '30', NE: '31', NV: '32', NH: '33', NJ: '34', NM: '35', NY: '36', NC: '37', ND: '38', OH: '39',
  OK: '40', OR: '41', PA: '42', RI: '44', SC: '45', SD: '46', TN: '47', TX: '48', UT: '49', VT: '50', VA: '51', WA: '53',
  WV: '54', WI: '55', WY: '56',
};

export const COUNTY_FIPS = /^\d{5}$/;

/** "NY" and "047" → "36047"; undefined for a state or county code it cannot be. */
export function countyFips(state: string, countyCode: string): string | undefined {
  const st = STATE_FIPS[state];
  return st && /^\d{3}$/.test(countyCode) ? st + countyCode : undefined;
}

/**
 * A county's name as people say it, from the table's bare name: "Kings" → "Kings County", a Louisiana parish
 * "Orleans" → "Orleans Parish", "James City" → "James City County"; names that already say what they are
 * ("Baltimore (city)", "City and County of San Francisco", a Connecticut planning region, "District of Columbia",
 * any Alaska area) stay as they are.
 */
export function countyDisplayName(name: string, state: string): string {
  if (state === 'AK' || state === 'DC' || /\b(county|parish|borough|municipality|census area|region)\b|\(city\)/i.test(name)) return name;
  return `${name} ${state === 'LA' ? 'Parish' : 'County'}`;
}

/**
 * New York City is five counties whose ZIP codes the postal table files under the boroughs' names (Brooklyn, Bronx,
 * Staten Island, the neighbourhoods of Queens), not "New York": the city's listings serve all five (the Bronx is
 * Bronx County, Brooklyn Kings, Manhattan New York, Queens Queens and Staten Island Richmond).
 */
const CITY_COUNTIES = new Map<string, readonly string[]>([['new york|NY', ['36005', '36047', '36061', '36081', '36085']]]);

/** A city's share of ZIP codes in a county, below which the county is not counted as the city's (a stray postal name). */
const MAIN_COUNTY_SHARE = 0.1;

/**
 * The counties a city lies in, from how many of its ZIP codes each county holds (`folded` is the city's folded
 * name): a county with a tenth of them or more. A county holding one stray ZIP code that carries the city's postal
 * name is not the city's (Charlotte, NC has one in Robeson County): better a county left out than one claimed wrongly.
 */
export function cityCounties(folded: string, state: string, zipsByCounty: ReadonlyMap<string, number>): string[] {
  const fixed = CITY_COUNTIES.get(`${folded}|${state}`);
  if (fixed) return [...fixed];
  let total = 0;
  for (const n of zipsByCounty.values()) total += n;
  return [...zipsByCounty]
    .filter(([, n]) => n >= total * MAIN_COUNTY_SHARE)
    .map(([fips]) => fips)
    .sort();
}
