// A resources row in its wire shape: absent optional fields are left out rather than sent as null.
import { resourceSchema, type Resource } from '../../shared/schemas/resource.ts';
import { resources } from './tables.ts';
import { countiesOfCity } from '../hsds/zip-centres.ts';

export type Row = typeof resources.$inferSelect;

export function toWire(row: Row): Resource {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(resourceSchema.shape)) {
    const value = row[key as keyof Row];
    if (value !== null && value !== undefined) out[key] = value;
  }
  out.updatedAt = row.updatedAt.toISOString();
  return out as Resource;
}

/**
 * A row as visitors' devices and other clients get it: a city's own listing with no place of its own (a hotline, a
 * confidential shelter, a city office) also carries the counties the city lies in (shared/geo/counties.ts), unless
 * its source named counties, so her county finds it (New York City's listings serve all five of its counties).
 */
export function toClient(row: Row): Resource {
  const wire = toWire(row);
  if (wire.counties || wire.serviceArea !== 'local' || wire.latitude !== undefined || !wire.city || !wire.state) return wire;
  const counties = countiesOfCity(wire.city, wire.state);
  return counties.length ? { ...wire, counties } : wire;
}
