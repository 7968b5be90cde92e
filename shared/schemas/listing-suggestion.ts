// "Suggest a listing" (issue 37): a reader tells us of a local service the directory is missing. The wire contract of
// POST /api/listing-suggestions, sent through the outbox like the contact form. It asks for nothing about who she is;
// a way to reach her is hers to give or not. Nothing she sends is published by itself: an editor checks the service
// at its source, completes the listing and publishes it, or declines the suggestion with a reason.
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories.ts';

export const SUGGESTION_LIMITS = { name: 200, about: 1000, phone: 40, website: 300, area: 200, contact: 200, reason: 500 } as const;

/** Its messages are catalogue ids (shared/form-issues.ts), said in her language by the form and the API alike. */
const text = (max: number, missing: string, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const optionalText = <T>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(schema.optional());

/** A web address as people type it: "example.org" is read as https://example.org. */
export function normalWebsite(value: string): string {
  const v = value.trim();
  return v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v;
}

export const listingSuggestionSchema = z
  .object({
    name: text(SUGGESTION_LIMITS.name, 'form.suggestion.name', 'form.suggestion.nameMax'),
    about: text(SUGGESTION_LIMITS.about, 'form.suggestion.about', 'form.suggestion.aboutMax'),
    /** Which part of the directory it belongs in, if she knows. */
    category: z.enum(CATEGORY_KEYS, { error: 'form.suggestion.category' }).optional(),
    phone: optionalText(z.string().max(SUGGESTION_LIMITS.phone, 'form.suggestion.phoneMax').regex(/^[0-9+()\s.-]*\d[0-9+()\s.-]*$/, 'form.phone')),
    website: optionalText(
      z
        .string()
        .max(SUGGESTION_LIMITS.website, 'form.suggestion.websiteMax')
        .transform(normalWebsite)
        .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'form.suggestion.website' })),
    ),
    area: text(SUGGESTION_LIMITS.area, 'form.suggestion.area', 'form.suggestion.areaMax'),
    /** How to reach the person suggesting it, only if she wants to be asked about it. Never published or logged. */
    contact: optionalText(z.string().max(SUGGESTION_LIMITS.contact, 'form.suggestion.contactMax')),
  })
  // Something to check it by: an editor calls the number or reads the website before anything is published.
  .refine((s) => s.phone !== undefined || s.website !== undefined, { message: 'form.suggestion.reach', path: ['phone'] });

export type ListingSuggestion = z.output<typeof listingSuggestionSchema>;
export type ListingSuggestionInput = z.input<typeof listingSuggestionSchema>;

export const listingSuggestionReceiptSchema = z.object({ id: z.string(), message: z.string() });

/** Why an editor declines a suggestion: said in the admin area and kept in the audit log. */
export const declineSuggestionSchema = z.object({
  reason: text(SUGGESTION_LIMITS.reason, 'form.decline.reason', 'form.decline.reasonMax'),
});

export const SUGGESTION_STATUSES = ['open', 'published', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** A suggestion as the admin area lists it. */
export const suggestionRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  about: z.string(),
  category: z.enum(CATEGORY_KEYS).nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  area: z.string(),
  /** Gone once the suggestion is decided: it was only for asking her about it. */
  contact: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The listing made from it, once published. */
  resourceId: z.string().nullable(),
});
export type SuggestionRow = z.infer<typeof suggestionRowSchema>;
