// "Near me says what it has" (issue 37): a kind of help with nothing near her place, or serving her county, is said
// to be missing, with what serves her state and the country; a kind with something local is not.
import { describe, expect, it } from 'vitest';
import type { NearbyResult } from '../../shared/geo/distance.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { missingKinds } from '../../web/pages/location/missing-kinds.tsx';
import { makeResource } from '../fixtures/factories.ts';

const found = (category: Resource['category'], reach: NearbyResult<Resource>['reach'], title: string): NearbyResult<Resource> => ({
  resource: { ...makeResource({ category, title }), updatedAt: '2026-12-01T00:00:00.000Z' } as Resource,
  reach,
});

describe('missing kinds', () => {
  it('names each kind with nothing local, with its statewide and national lines, in the page’s order', () => {
    const kinds = missingKinds([
      found('housing-shelter', 'local', 'Shelter nearby'),
      found('rights-advocacy', 'state', 'Statewide legal line'),
      found('rights-advocacy', 'national', 'National legal line'),
      found('womens-health', 'county', 'County clinic'),
      found('financial-support', 'national', 'National benefits line'),
    ]);
    expect(kinds.map((k) => [k.category, k.statewide.map((r) => r.title), k.national.map((r) => r.title)])).toEqual([
      ['rights-advocacy', ['Statewide legal line'], ['National legal line']],
      ['financial-support', [], ['National benefits line']],
    ]);
  });

  it('says nothing when every kind has something near her', () => {
    expect(missingKinds(['housing-shelter', 'womens-health', 'rights-advocacy', 'financial-support'].map((c) => found(c as Resource['category'], 'local', c)))).toEqual([]);
  });

  it('names the country’s lines of a kind from the whole directory when the page’s lists left them out, round-the-clock first', () => {
    const national = (title: string, isOpen24Hours = false) => ({ ...makeResource({ category: 'financial-support', title, serviceArea: 'national', isOpen24Hours }), updatedAt: '2026-12-01T00:00:00.000Z' }) as Resource;
    const kinds = missingKinds([found('financial-support', 'state', 'State benefits')], [national('Daytime line'), national('Any-hour line', true), national('Third line')]);
    expect(kinds.find((k) => k.category === 'financial-support')?.national.map((r) => r.title)).toEqual(['Any-hour line', 'Daytime line']);
  });

  it('keeps to a few lines of each reach', () => {
    const many = Array.from({ length: 6 }, (_, i) => found('rights-advocacy', 'state', `State ${i}`));
    const kind = missingKinds(many).find((k) => k.category === 'rights-advocacy');
    expect(kind?.statewide.map((r) => r.title)).toEqual(['State 0', 'State 1', 'State 2']);
  });
});
