// "Report a problem" on a listing: what is wrong (a choice), an optional note, and nothing about who she is. The wire
// contract of POST /api/listing-reports, sent through the outbox like the contact form.
import { z } from 'zod';

export const LISTING_PROBLEMS = ['number', 'address', 'hours', 'closed', 'other'] as const;
export type ListingProblem = (typeof LISTING_PROBLEMS)[number];

export const LISTING_PROBLEM_LABELS: Record<ListingProblem, string> = {
  number: 'The phone number is wrong',
  address: 'The address is wrong',
  hours: 'The hours are wrong',
  closed: 'It has closed or no longer offers this',
  other: 'Something else',
};

export const LISTING_REPORT_NOTE_MAX = 1000;
export const LISTING_REPORT_THANKS = 'Thank you. The team will check this listing.';

export const listingReportSchema = z.object({
  resourceId: z.string({ error: 'form.listing.which' }).regex(/^[a-z0-9][a-z0-9-]{1,99}$/, 'That is not a listing of this directory.'),
  problem: z.enum(LISTING_PROBLEMS, { error: 'form.listing.problem' }),
  note: z
    .string()
    .trim()
    .max(LISTING_REPORT_NOTE_MAX, 'form.maxChars')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ListingReport = z.output<typeof listingReportSchema>;

export const listingReportReceiptSchema = z.object({ id: z.string(), message: z.string() });
