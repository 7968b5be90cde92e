// The shape of every non-2xx JSON answer (and of plain confirmations): a human-readable message, field issues for bad input.
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });

export const errorBodySchema = z.object({
  message: z.string(),
  /** One entry per field that failed validation; `path` is dotted, e.g. "items.0.quantity". */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
