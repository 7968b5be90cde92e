// A resources row in its wire shape: absent optional fields are left out rather than sent as null.
import { resourceSchema, type Resource } from '../../shared/schemas/resource.ts';
import { resources } from './schema.ts';

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

