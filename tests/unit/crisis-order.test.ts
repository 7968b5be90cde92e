// The crisis order of every crisis list, on the real directory: "Emergency Resources Nearby" for a typed ZIP code in
// Houston and in rural Montana, the Housing & Shelter category list, and how the crisis lines are recognised.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compareForList, sortByTitle } from '../../shared/search/rank.ts';
import { crisisGroup, crisisLineOf, crisisOrder, hotlinesInCrisisOrder } from '../../shared/crisis-order.ts';
import { resourcesNear, type NearbyResult } from '../../shared/geo/distance.ts';
import { findZip, parsePlaces, type Place } from '../../shared/geo/places.ts';
import { hotline } from '../../shared/hotlines.ts';
import { seedResourceSchema } from '../../shared/schemas/resource.ts';
import { packUsPlaces } from '../../web/build/us-places.ts';
import { makeResource } from '../fixtures/factories.ts';

const raw: unknown = JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8'));
// As the device holds them: sorted by title (web/local/resources.ts, useAllResources).
const directory = sortByTitle(z.object({ resources: z.array(seedResourceSchema) }).parse(raw).resources);
type DirectoryRecord = (typeof directory)[number];

const DV = hotline('domestic-violence').directoryId;
const TEXT = hotline('crisis-text').directoryId;
const LIFELINE = hotline('suicide-crisis').directoryId;
const CRISIS_IDS = [DV, TEXT, LIFELINE];

const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);
const nearbyIds = (list: readonly NearbyResult<DirectoryRecord>[]) => list.map((n) => n.resource.id);

/** "Emergency Resources Nearby" as web/pages/location/location-tools.tsx builds it for a typed place. */
function emergencyNearby(place: Place, radiusMiles: number | null = 25): NearbyResult<DirectoryRecord>[] {
  const urgent = directory.filter((r) => r.isEmergency || r.isOpen24Hours);
  const near = resourcesNear(urgent, place, { radiusMiles, state: place.state, includeNational: true });
  return crisisOrder(near, (n) => ({ resource: n.resource, servesHerPlace: n.reach !== 'national' }), place.state);
}

/** A category list without search text, as web/components/use-directory-search.ts builds it. */
function categoryList(category: string, herState?: string): DirectoryRecord[] {
  const listed = directory.filter((r) => r.category === category).sort(compareForList);
  return crisisOrder(listed, (r) => ({ resource: r }), herState);
}

/** Whether `list` keeps the relative order of `before` for the items both hold. */
function keepsOrder(list: readonly string[], before: readonly string[]): boolean {
  const inList = before.filter((id) => list.includes(id));
  return inList.every((id, i) => i === 0 || list.indexOf(inList[i - 1] ?? '') < list.indexOf(id));
}

let houston: Place;
let ruralMontana: Place;
beforeAll(() => {
  const table = parsePlaces(packUsPlaces());
  const h = findZip(table, '77002');
  // Jordan, Garfield County: one of the emptiest corners of the country.
  const m = findZip(table, '59337');
  if (!h || !m) throw new Error('ZIP table without Houston or Jordan, MT');
  houston = h;
  ruralMontana = m;
});

describe('Emergency Resources Nearby', () => {
  it('puts the DV hotline, the Crisis Text Line and 988 first for a Houston ZIP code, before every other line', () => {
    expect(houston.state).toBe('TX');
    const list = nearbyIds(emergencyNearby(houston));
    expect(list.slice(0, 3)).toEqual(CRISIS_IDS);
    // The lines that used to come first (by title) now follow them.
    expect(list.indexOf('american-cancer-society-helpline')).toBeGreaterThan(2);
    expect(list.indexOf('va-homeless-veterans-call-center')).toBeGreaterThan(2);
    // The others keep the list's own order (by title for national lines).
    const rest = list.slice(3);
    const byTitle = directory.map((r) => r.id).filter((id) => rest.includes(id));
    expect(rest).toEqual(byTitle);
  });

  it('does the same in rural Montana, and searching nationwide changes nothing at the top', () => {
    expect(ruralMontana.state).toBe('MT');
    expect(nearbyIds(emergencyNearby(ruralMontana)).slice(0, 3)).toEqual(CRISIS_IDS);
    expect(nearbyIds(emergencyNearby(ruralMontana, null)).slice(0, 3)).toEqual(CRISIS_IDS);
  });

  it('puts her state’s 24-hour programs and local listings right after the three lines, nearest first', () => {
    // Tennessee's coalition answers 24 hours (the Texas and Montana ones do not); two made-up local shelters near Houston.
    const nashville = { latitude: 36.1627, longitude: -86.7816, state: 'TN' };
    const tn = emergencyNearby(nashville);
    expect(nearbyIds(tn).slice(0, 4)).toEqual([...CRISIS_IDS, 'dv-coalition-tn']);

    const far = makeResource({ id: 'test-houston-far', isOpen24Hours: true, latitude: 29.9, longitude: -95.5, state: 'TX' });
    const near = makeResource({ id: 'test-houston-near', isOpen24Hours: true, latitude: 29.76, longitude: -95.37, state: 'TX' });
    const urgent = [...directory.filter((r) => r.isEmergency || r.isOpen24Hours), far, near];
    const list = crisisOrder(
      resourcesNear(urgent, houston, { radiusMiles: 25, state: 'TX', includeNational: true }),
      (n) => ({ resource: n.resource, servesHerPlace: n.reach !== 'national' }),
      'TX',
    );
    expect(nearbyIds(list).slice(0, 5)).toEqual([...CRISIS_IDS, 'test-houston-near', 'test-houston-far']);
  });
});

describe('the Housing & Shelter category list', () => {
  it('leads with the DV hotline, then her state’s coalition (Texas, Montana), then the rest of her state, then the others, in list order', () => {
    for (const state of ['TX', 'MT']) {
      const list = ids(categoryList('housing-shelter', state));
      expect(list.slice(0, 2), state).toEqual([DV, `dv-coalition-${state.toLowerCase()}`]);
      const before = ids(directory.filter((r) => r.category === 'housing-shelter').sort(compareForList));
      // Then the rest of her state (its cities' listings), then everything else, each in list order.
      const hers = new Set(directory.filter((r) => r.state === state || r.serviceArea === state).map((r) => r.id));
      const rest = list.slice(2);
      const firstOther = rest.findIndex((id) => !hers.has(id));
      expect(rest.slice(firstOther).every((id) => !hers.has(id)), state).toBe(true);
      expect(keepsOrder(rest.slice(0, firstOther), before) && keepsOrder(rest.slice(firstOther), before)).toBe(true);
    }
  });

  it('without her state: the DV hotline first, the rest as compareForList had them', () => {
    const list = ids(categoryList('housing-shelter'));
    const before = ids(directory.filter((r) => r.category === 'housing-shelter').sort(compareForList));
    expect(list[0]).toBe(DV);
    expect(list.slice(1)).toEqual(before.filter((id) => id !== DV));
  });

  it('puts the text line and 988 first in Women’s Health, and the three lines first in the whole directory', () => {
    expect(ids(categoryList('womens-health')).slice(0, 2)).toEqual([TEXT, LIFELINE]);
    const all = ids(crisisOrder([...directory].sort(compareForList), (r) => ({ resource: r }), 'TX'));
    expect(all.slice(0, 3)).toEqual(CRISIS_IDS);
    // Then Texas: its statewide programs (the coalition among them), then its cities' listings, then the rest.
    const statewide = directory.filter((r) => r.serviceArea === 'TX').map((r) => r.id);
    const cities = directory.filter((r) => r.state === 'TX' && r.serviceArea !== 'TX').map((r) => r.id);
    expect(statewide).toContain('dv-coalition-tx');
    expect(all.slice(3, 3 + statewide.length).sort()).toEqual([...statewide].sort());
    expect(all.slice(3 + statewide.length, 3 + statewide.length + cities.length).sort()).toEqual([...cities].sort());
  });
});

describe('recognising the lines', () => {
  it('knows each line by the record the hotline names, or by its main number under another id', () => {
    expect(crisisLineOf(makeResource({ id: DV }))).toBe('domestic-violence');
    const imported = makeResource({ id: 'hsds-ndvh', phones: [{ number: '800 799 7233', kind: 'voice' }] });
    expect(crisisLineOf(imported)).toBe('domestic-violence');
    const textOnly = makeResource({ id: 'hsds-ctl', phones: [{ number: '741741', kind: 'text', textBody: 'HOME' }], phoneNumber: undefined });
    expect(crisisLineOf(textOnly)).toBe('crisis-text');
    expect(crisisLineOf(makeResource({ id: 'hsds-988', phones: [{ number: '988', kind: 'voice' }], phoneNumber: '988' }))).toBe('suicide-crisis');
    const guidance = makeResource({ id: 'call-911', phones: [{ number: '911', kind: 'voice' }], phoneNumber: '911' });
    expect(crisisLineOf(guidance)).toBe('emergency-number');
  });

  it('does not take a program that lists the hotline as a second number for the hotline', () => {
    const program = makeResource({
      id: 'state-program',
      serviceArea: 'OH',
      phones: [
        { number: '1-800-555-0199', kind: 'voice' },
        { number: '1-800-799-7233', kind: 'voice', label: 'National hotline' },
      ],
      phoneNumber: '1-800-555-0199',
    });
    expect(crisisLineOf(program)).toBeUndefined();
    expect(crisisGroup({ resource: program }, 'OH')).toBe('her-state');
    expect(crisisGroup({ resource: program }, 'TX')).toBe('other');
  });

  it('puts 911 guidance before the lines, and keeps a list without crisis lines as it was', () => {
    const guidance = makeResource({ id: 'call-911', phones: [{ number: '911', kind: 'voice' }], phoneNumber: '911' });
    const dv = directory.find((r) => r.id === DV);
    if (!dv) throw new Error('no DV hotline record');
    expect(ids(crisisOrder([dv, guidance], (r) => ({ resource: r })))).toEqual(['call-911', DV]);
    const plain = directory.filter((r) => r.category === 'grants');
    expect(ids(crisisOrder(plain, (r) => ({ resource: r }), 'TX'))).toEqual(ids(plain));
  });

  it('orders lists of hotlines the same way (the emergency widget, the hotlines tab)', () => {
    expect(hotlinesInCrisisOrder(['domestic-violence', 'sexual-assault', 'crisis-text', 'suicide-crisis'])).toEqual([
      'domestic-violence',
      'crisis-text',
      'suicide-crisis',
      'sexual-assault',
    ]);
    expect(hotlinesInCrisisOrder(['human-trafficking', 'suicide-crisis', 'sexual-assault'])).toEqual(['suicide-crisis', 'human-trafficking', 'sexual-assault']);
  });
});
