// The searchable text of a resource, the same on the server (FTS5 columns) and on the device (MiniSearch fields).
import { CATEGORY_LABELS } from '../categories.ts';
import type { Resource } from '../schemas/resource.ts';
import { stateName } from '../us-states.ts';

export const SEARCH_FIELDS = ['title', 'organization', 'tags', 'place', 'description'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchFields = Record<SearchField, string>;

/** How much a match in each field counts; the FTS5 bm25 weights and MiniSearch boosts use the same numbers. */
export const FIELD_WEIGHTS: Record<SearchField, number> = {
  title: 6,
  organization: 4,
  tags: 4,
  place: 3,
  description: 1,
};

type Searchable = Pick<Resource, 'title' | 'organization' | 'tags' | 'category' | 'city' | 'state' | 'serviceArea' | 'description' | 'descriptionEs' | 'taxonomyTerms' | 'serviceAreas'>;

export function searchFields(r: Searchable): SearchFields {
  const area = r.serviceArea === 'national' ? 'national nationwide' : r.serviceArea === 'local' ? (r.serviceAreas ?? []).join(' ') : (stateName(r.serviceArea) ?? r.serviceArea);
  return {
    title: r.title,
    organization: r.organization ?? '',
    tags: [...r.tags, ...(r.taxonomyTerms ?? []), CATEGORY_LABELS[r.category]].join(' | '),
    place: [r.city, stateName(r.state), r.state, area].filter(Boolean).join(' '),
    // Both languages in one field: a Spanish word found only in the Spanish description finds the listing, on any
    // page, and counts as a description match does (the FTS5 table needs no column of its own).
    description: r.descriptionEs ? `${r.description}\n${r.descriptionEs}` : r.description,
  };
}
