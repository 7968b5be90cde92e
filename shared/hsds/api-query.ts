// The query of the read-only HSDS 3.0 API (/api/hsds): paging, filters and the shape switches, each refused with a
// message that says what to send instead.
import { z } from 'zod';

/** The HSDS API's own limit on a page, and our default when none is asked for. */
export const HSDS_PER_PAGE_MAX = 500;
export const HSDS_PER_PAGE_DEFAULT = 50;

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}.`)
    .default(fallback);

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false.` })
    .transform((v) => v === 'true')
    .optional();

const id = (name: string) => z.string().trim().min(1, `${name} must not be empty.`).max(100, `${name} is too long to be an id.`).optional();

export const hsdsQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1),
  per_page: wholeNumber('per_page', 1, HSDS_PER_PAGE_MAX, HSDS_PER_PAGE_DEFAULT),
  search: z.string().optional(),
  modified_after: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'modified_after must be a date and time like 2026-11-20T12:00:00Z (or a date like 2026-11-20).' })
    .transform((s) => Date.parse(s))
    .optional(),
  taxonomy_term_id: id('taxonomy_term_id'),
  taxonomy_id: id('taxonomy_id'),
  organization_id: id('organization_id'),
  minimal: flag('minimal'),
  full: flag('full'),
  full_service: flag('full_service'),
  format: z.literal('json', { error: 'format: only json is offered.' }).optional(),
});
export type HsdsQuery = z.output<typeof hsdsQuerySchema>;
