// The wire contract of the signed-in user's items (spec 2, section 7): saved resources and reminders.
import { z } from 'zod';
import { CATEGORY_KEYS } from '../categories.ts';
import { REMINDER_TYPES, SAVED_STATUSES } from '../dashboard/rules.ts';

export const saveResourceSchema = z.object({
  resourceId: z.string({ error: 'Say which resource to save (resourceId).' }).regex(/^[a-z0-9][a-z0-9-]{1,99}$/, 'resourceId is not a resource id.'),
});

export const statusPatchSchema = z.object({
  status: z.enum(SAVED_STATUSES, { error: `status must be one of: ${SAVED_STATUSES.join(', ')}.` }),
});

const reminderFields = {
  title: z.string({ error: 'form.reminder.title' }).trim().min(1, 'form.reminder.title').max(200, 'form.reminder.titleMax'),
  description: z.string().trim().max(1000, 'form.reminder.notesMax').optional(),
  type: z.enum(REMINDER_TYPES, { error: `type must be one of: ${REMINDER_TYPES.join(', ')}.` }),
  dueDate: z.iso.datetime({ offset: true, error: 'dueDate must be a date and time, like 2026-11-25T10:00:00Z.' }),
};

export const reminderInputSchema = z.object({
  ...reminderFields,
  /** Made on her device, so a reminder created offline can be edited or completed before it reaches the server. */
  id: z.uuid('id must be a UUID.').optional(),
});
export type ReminderInput = z.infer<typeof reminderInputSchema>;

/** Her list from this device, moved into her account at sign-in, in one request. */
export const importSchema = z.object({
  saved: z
    .array(z.object({ resourceId: saveResourceSchema.shape.resourceId, status: z.enum(SAVED_STATUSES), savedAt: z.number().int().positive().optional() }))
    .max(1000, 'At most 1,000 saved resources at once.'),
  reminders: z.array(z.object({ ...reminderFields, id: z.uuid('id must be a UUID.'), completed: z.boolean() })).max(1000, 'At most 1,000 reminders at once.'),
});
export type ImportInput = z.infer<typeof importSchema>;

/** Completing is one way ({completed: true}); the other fields may be edited. */
export const reminderPatchSchema = z
  .object({
    completed: z.literal(true, { error: 'A reminder can be completed ({"completed": true}), not reopened.' }).optional(),
    ...Object.fromEntries(Object.entries(reminderFields).map(([k, v]) => [k, v.optional()])),
  })
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change.') as unknown as z.ZodType<Partial<ReminderInput> & { completed?: true }>;

// ---- the answers ----

/** A saved resource as GET /api/user/saved-resources lists it (newest first). */
export const savedResourceSchema = z.object({
  id: z.string().describe('The resource id.'),
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_KEYS),
  status: z.enum(SAVED_STATUSES),
  savedAt: z.string().describe('ISO 8601 date and time.'),
});

/** The answer to saving a resource or moving its status on. */
export const savedStatusSchema = z.object({ id: z.string(), status: z.enum(SAVED_STATUSES) });

/** A reminder as the server sends it. */
export const reminderSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(REMINDER_TYPES),
  dueDate: z.string().describe('ISO 8601 date and time.'),
  completed: z.boolean(),
});

/** What moving her device list into her account did. */
export const importResultSchema = z.object({
  saved: z.number().int(),
  reminders: z.number().int(),
  skipped: z.number().int().describe('Saved resources no longer in the directory.'),
});
