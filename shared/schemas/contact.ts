// The contact form's message: the wire contract of POST /api/contact, with the spec's options and messages.
import { z } from 'zod';

export const CONTACT_CATEGORIES = ['general', 'resources', 'emergency', 'technical', 'partnership', 'volunteer', 'feedback'] as const;
export const CONTACT_PRIORITIES = ['low', 'normal', 'high', 'emergency'] as const;

export const CONTACT_CATEGORY_LABELS: Record<(typeof CONTACT_CATEGORIES)[number], string> = {
  general: 'General question',
  resources: 'Resources and the directory',
  emergency: 'Emergency and crisis support',
  technical: 'Website or technical issue',
  partnership: 'Partnerships',
  volunteer: 'Volunteering',
  feedback: 'Feedback',
};

export const CONTACT_PRIORITY_LABELS: Record<(typeof CONTACT_PRIORITIES)[number], string> = {
  low: 'Low (general inquiry)',
  normal: 'Normal (standard request)',
  high: 'High (urgent issue)',
  emergency: 'Emergency (crisis support needed)',
};

/** Messages of the schema are catalogue ids (shared/form-issues.ts): the app and the API say them in her language. */
export const MISSING_FIELDS_MESSAGE = 'form.missingFields';
export const CONTACT_SUCCESS_MESSAGE = 'Thank you for reaching out. We’ll respond within 24-48 hours.';

const required = (max: number) => z.string({ error: MISSING_FIELDS_MESSAGE }).trim().min(1, MISSING_FIELDS_MESSAGE).max(max, 'form.maxChars');

export const contactMessageSchema = z.object({
  name: required(120),
  email: z.string({ error: MISSING_FIELDS_MESSAGE }).trim().min(1, MISSING_FIELDS_MESSAGE).pipe(z.email('form.email')).pipe(z.string().max(254)),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+()\s.-]*$/, 'form.phone')
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: required(200),
  category: z.enum(CONTACT_CATEGORIES, { error: MISSING_FIELDS_MESSAGE }),
  priority: z.enum(CONTACT_PRIORITIES).default('normal'),
  message: required(5000),
  /** A confirmation goes to her address only if she asks for one. */
  sendCopy: z.boolean().default(false),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** The answer to POST /api/contact: the message's id and a thank-you. */
export const contactReceiptSchema = z.object({ id: z.string(), message: z.string() });
