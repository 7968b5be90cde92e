// The US ZIP code table on the device (packed at build time by web/build/us-places.ts): a typed ZIP code, city or
// state becomes a point, and a GPS position becomes the nearest place, all without asking any server.
import { US_STATES } from '../us-states.ts';
import { cityCounties, STATE_FIPS } from './counties.ts';
import { distanceMiles, type Point } from './distance.ts';

export interface Place extends Point {
  zip?: string;
  city?: string;
  state: string;
  /** The counties of the place (5-digit FIPS): a ZIP code's one, the ones a city lies in; none for a whole state. */
  counties?: string[];
  /** Their names, in the same order ("Kings County"). */
  countyNames?: string[];
}

export interface PlaceTable {
  zips: Uint32Array;
  lat: Float32Array;
  lon: Float32Array;
  /** Index into `names` for each row. */
  place: Uint32Array;
  /** Index into `states` for each row. */
  state: Uint8Array;
  names: string[];
  states: string[];
  /** The county of each row as a number (its 5-digit FIPS code, 36047), 0 where the table names none. */
  county: Uint32Array;
  /** "Kings County" by FIPS code. */
  countyNames: Map<string, string>;
  /** "city|ST" (folded) → rows; built on first use. */
  byCity?: Map<string, number[]>;
}

const STATE_FIPS_BY_CODE = new Map(Object.entries(STATE_FIPS));

export function parsePlaces(packed: string): PlaceTable {
  const data = JSON.parse(packed) as { p: string; z: string; la: string; lo: string; c: string; s: string; k?: string; kn?: string };
  const names = data.p.split('|');
  const z = data.z.split(' ');
  const la = data.la.split(' ');
  const lo = data.lo.split(' ');
  const c = data.c.split(' ');
  const n = z.length;
  const table: PlaceTable = {
    zips: new Uint32Array(n),
    lat: new Float32Array(n),
    lon: new Float32Array(n),
    place: new Uint32Array(n),
    state: new Uint8Array(n),
    names,
    states: [],
    county: new Uint32Array(n),
    countyNames: new Map((data.kn ? data.kn.split('|') : []).map((entry) => [entry.slice(0, 5), entry.slice(6)])),
  };
  const k = data.k?.split(' ') ?? [];
  let county = 0;
  let stateFips = 0;
  const changes = new Map<number, string>();
  for (const part of data.s.split(' ')) {
    const [row, code] = part.split(':');
    changes.set(Number(row), code ?? '');
  }
  let zip = 0;
  let lat = 0;
  let lon = 0;
  let placesSeen = 0;
  let stateIndex = -1;
  for (let i = 0; i < n; i++) {
    zip += parseInt(z[i] ?? '0', 36);
    lat += parseInt(la[i] ?? '0', 36);
    lon += parseInt(lo[i] ?? '0', 36);
    const back = c[i];
    table.place[i] = back ? placesSeen - parseInt(back, 36) : placesSeen++;
    const code = changes.get(i);
    if (code !== undefined) {
      stateIndex = table.states.indexOf(code);
      if (stateIndex < 0) stateIndex = table.states.push(code) - 1;
      stateFips = Number(STATE_FIPS_BY_CODE.get(code) ?? 0);
    }
    table.zips[i] = zip;
    table.lat[i] = lat / 100;
    table.lon[i] = lon / 100;
    table.state[i] = stateIndex;
    const countyCode = k[i];
    if (countyCode === '-') county = 0;
    else if (countyCode) county = stateFips * 1000 + parseInt(countyCode, 36);
    table.county[i] = county;
  }
  return table;
}

/** A row's county as its 5-digit FIPS code, undefined where the table names none. */
const rowCounty = (t: PlaceTable, i: number): string | undefined => (t.county[i] ? String(t.county[i]).padStart(5, '0') : undefined);

function rowPlace(t: PlaceTable, i: number): Place {
  const county = rowCounty(t, i);
  return {
    zip: String(t.zips[i]).padStart(5, '0'),
    city: t.names[t.place[i] ?? 0],
    state: t.states[t.state[i] ?? 0] ?? '',
    latitude: t.lat[i] ?? 0,
    longitude: t.lon[i] ?? 0,
    ...countiesOf(t, county ? [county] : []),
  };
}

/** A place's counties and their names (nothing when none). */
function countiesOf(t: PlaceTable, counties: readonly string[]): Pick<Place, 'counties' | 'countyNames'> {
  if (!counties.length) return {};
  return { counties: [...counties], countyNames: counties.map((c) => t.countyNames.get(c) ?? c) };
}

/** "Kings County" for "36047"; undefined when the table does not know it. */
export function countyName(t: PlaceTable, fips: string): string | undefined {
  return t.countyNames.get(fips);
}

/** The counties a city's rows lie in (shared/geo/counties.ts). */
function countiesOfRows(t: PlaceTable, rows: readonly number[], folded: string, state: string): string[] {
  const byCounty = new Map<string, number>();
  for (const i of rows) {
    const c = rowCounty(t, i);
    if (c) byCounty.set(c, (byCounty.get(c) ?? 0) + 1);
  }
  return cityCounties(folded, state, byCounty);
}

/** "90210" or "90210-1234" → the ZIP code's place. */
export function findZip(t: PlaceTable, text: string): Place | undefined {
  const m = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text);
  if (!m) return undefined;
  const target = Number(m[1]);
  let lo = 0;
  let hi = t.zips.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = t.zips[mid] ?? 0;
    if (v === target) return rowPlace(t, mid);
    if (v < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** Lower case, no accents or dots, common abbreviations written out ("St. Louis" → "saint louis"). */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^ste /, 'sainte ')
    .replace(/^ft /, 'fort ')
    .replace(/^mt /, 'mount ');
}

function cityIndex(t: PlaceTable): Map<string, number[]> {
  if (t.byCity) return t.byCity;
  const map = new Map<string, number[]>();
  for (let i = 0; i < t.zips.length; i++) {
    const key = `${foldPlaceName(t.names[t.place[i] ?? 0] ?? '')}|${t.states[t.state[i] ?? 0]}`;
    const rows = map.get(key);
    if (rows) rows.push(i);
    else map.set(key, [i]);
  }
  t.byCity = map;
  return map;
}

function centroid(t: PlaceTable, rows: readonly number[]): Point {
  let lat = 0;
  let lon = 0;
  for (const i of rows) {
    lat += t.lat[i] ?? 0;
    lon += t.lon[i] ?? 0;
  }
  return { latitude: lat / rows.length, longitude: lon / rows.length };
}

/** A city in a state, or in every state that has one of that name (biggest first: most ZIP codes). */
export function findCity(t: PlaceTable, name: string, state?: string): Place[] {
  const folded = foldPlaceName(name);
  const index = cityIndex(t);
  const states = state ? [state.toUpperCase()] : t.states;
  const found: { place: Place; size: number }[] = [];
  for (const st of states) {
    const rows = index.get(`${folded}|${st}`);
    if (!rows) continue;
    const first = rowPlace(t, rows[0] ?? 0);
    const counties = countiesOfRows(t, rows, folded, st);
    found.push({ place: { city: first.city, state: st, ...centroid(t, rows), ...countiesOf(t, counties) }, size: rows.length });
  }
  return found.sort((a, b) => b.size - a.size).map((f) => f.place);
}

const STATE_BY_NAME = new Map<string, string>(US_STATES.flatMap(([code, name]) => [[code.toLowerCase(), code], [name.toLowerCase(), code]]));

/** A state's middle (the average of its ZIP codes' points). */
export function findState(t: PlaceTable, text: string): Place | undefined {
  const code = STATE_BY_NAME.get(foldPlaceName(text));
  if (!code) return undefined;
  const idx = t.states.indexOf(code);
  const rows: number[] = [];
  for (let i = 0; i < t.zips.length; i++) if (t.state[i] === idx) rows.push(i);
  return rows.length ? { state: code, ...centroid(t, rows) } : undefined;
}

/** The place nearest a point (for the state around a GPS position); a scan of about 41,000 rows. */
export function nearestPlace(t: PlaceTable, p: Point): Place | undefined {
  // Compare on a flat projection first (cheap), then report the true distance of the winner.
  const cosLat = Math.cos((p.latitude * Math.PI) / 180);
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < t.zips.length; i++) {
    const dy = (t.lat[i] ?? 0) - p.latitude;
    const dx = ((t.lon[i] ?? 0) - p.longitude) * cosLat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  if (best < 0) return undefined;
  const place = rowPlace(t, best);
  // Farther than this from any US ZIP code: not in the US (or at sea); no state is guessed.
  return distanceMiles(p, place) <= 60 ? place : undefined;
}

/**
 * The states with a ZIP code within `miles` of a point: near a border (Kansas City, Washington DC, New York) the help
 * nearest her may be across the line, so the device keeps those states' local listings too.
 */
export function statesWithin(t: PlaceTable, p: Point, miles: number): string[] {
  const found = new Set<string>();
  const latSpan = miles / 68.7;
  for (let i = 0; i < t.zips.length; i++) {
    const lat = t.lat[i] ?? 0;
    if (Math.abs(lat - p.latitude) > latSpan) continue;
    const state = t.states[t.state[i] ?? 0];
    if (!state || found.has(state)) continue;
    if (distanceMiles(p, { latitude: lat, longitude: t.lon[i] ?? 0 }) <= miles) found.add(state);
  }
  return [...found].sort();
}

/** Everyday names the table does not use ("NYC" is "New York, NY" there). */
const ALIASES = new Map<string, string>([
  ['nyc', 'New York, NY'],
  ['new york city', 'New York, NY'],
  ['washington dc', 'Washington, DC'],
  ['washington, dc', 'Washington, DC'],
]);

export type Resolution =
  | { kind: 'found'; place: Place; label: string }
  | { kind: 'choose'; options: { place: Place; label: string }[] }
  | { kind: 'unknown' };

export function placeLabel(p: Place): string {
  if (p.zip && p.city) return `${p.city}, ${p.state} ${p.zip}`;
  if (p.city) return `${p.city}, ${p.state}`;
  return `${US_STATES.find(([code]) => code === p.state)?.[1] ?? p.state} (the whole state)`;
}

/** A whole state rather than a point: distances from its middle would mean nothing. */
export function isWholeState(p: Place | undefined): boolean {
  return Boolean(p && !p.city && !p.zip);
}

/**
 * What she typed, as a place: a ZIP code ("43215"), a city with its state ("Columbus, OH", "Columbus Ohio"), a
 * state ("Ohio", "OH"), or a city alone (several states may have one: she is asked which).
 */
export function resolveLocation(t: PlaceTable, text: string): Resolution {
  const input = ALIASES.get(foldPlaceName(text)) ?? text.trim();
  if (!input) return { kind: 'unknown' };
  const zip = findZip(t, input);
  if (zip) return { kind: 'found', place: zip, label: placeLabel(zip) };
  if (/^\d/.test(input)) return { kind: 'unknown' };
  const state = findState(t, input);
  if (state) {
    // "New York", "Washington": a state and a city of that name; she says which.
    const cities = findCity(t, input);
    if (cities.length === 0) return { kind: 'found', place: state, label: placeLabel(state) };
    return { kind: 'choose', options: [state, ...cities.slice(0, 7)].map((place) => ({ place, label: placeLabel(place) })) };
  }

  // "City, ST", "City ST", "City, State", "City State" (a state name may be two words).
  const words = foldPlaceName(input.replace(/,/g, ' ')).split(' ');
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const code = STATE_BY_NAME.get(words.slice(-take).join(' '));
    if (!code) continue;
    const [city] = findCity(t, words.slice(0, -take).join(' '), code);
    if (city) return { kind: 'found', place: city, label: placeLabel(city) };
  }
  const cities = findCity(t, input.replace(/,.*$/, ''));
  if (cities.length === 1 && cities[0]) return { kind: 'found', place: cities[0], label: placeLabel(cities[0]) };
  if (cities.length > 1) return { kind: 'choose', options: cities.slice(0, 8).map((place) => ({ place, label: placeLabel(place) })) };
  return { kind: 'unknown' };
}

/** The state a county's FIPS code belongs to ("36047" → "NY"). */
export function countyState(fips: string): string | undefined {
  const st = fips.slice(0, 2);
  for (const [code, f] of STATE_FIPS_BY_CODE) if (f === st) return code;
  return undefined;
}

/** "Kings County, NY" for "36047"; the code itself when the table does not know it. */
export function countyLabel(t: PlaceTable, fips: string): string {
  const name = t.countyNames.get(fips);
  return name ? `${name}, ${countyState(fips) ?? ''}`.replace(/, $/, '') : fips;
}

/** A county's name without what it is ("kings county" → "kings"), folded, to compare what an editor typed. */
function bareCounty(text: string): string {
  return foldPlaceName(text).replace(/\s+(county|parish|borough|census area|municipality)$/, '');
}

/**
 * A county as an editor writes it: its 5-digit FIPS code ("36047"), or its name with its state ("Kings County, NY",
 * "Kings, New York", "Orleans Parish LA"); with no state given, `state` (the listing's own). Undefined when the
 * table knows no county of that name, or the name is in two counties of the state (Baltimore city and county: write
 * which), or a code's first two digits are no state's.
 */
export function findCounty(t: PlaceTable, text: string, state?: string): string | undefined {
  const input = text.trim();
  // A code is taken as written when its state is one: the table knows only counties that are some ZIP code's own
  // (Kalawao, HI is none), and a source may name others.
  if (/^\d{5}$/.test(input)) return t.countyNames.has(input) || countyState(input) ? input : undefined;
  const words = input.replace(/,/g, ' ').trim().split(/\s+/);
  let code = state?.toUpperCase();
  let name = input.replace(/,\s*$/, '');
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const found = STATE_BY_NAME.get(foldPlaceName(words.slice(-take).join(' ')));
    if (!found) continue;
    code = found;
    name = words.slice(0, -take).join(' ');
    break;
  }
  const prefix = code ? STATE_FIPS_BY_CODE.get(code) : undefined;
  if (!prefix) return undefined;
  const wanted = foldPlaceName(name);
  const bare = bareCounty(name);
  const matches: string[] = [];
  for (const [fips, display] of t.countyNames) {
    if (!fips.startsWith(prefix)) continue;
    if (foldPlaceName(display) === wanted) return fips;
    if (bareCounty(display) === bare) matches.push(fips);
  }
  return matches.length === 1 ? matches[0] : undefined;
}
