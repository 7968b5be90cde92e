// Her account: the wire contract of deleting it (POST /api/user/account/delete) and signing out everywhere.
import { z } from 'zod';

/** The word the request must carry: deleting cannot be undone, so it is never the result of a stray request. */
export const ACCOUNT_DELETE_CONFIRM_WORD = 'delete';
/** A catalogue id (shared/form-issues.ts): the API says it in her language. */
export const ACCOUNT_DELETE_CONFIRM_MESSAGE = 'form.account.confirmDelete';

export const accountDeletionSchema = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRM_WORD, { error: ACCOUNT_DELETE_CONFIRM_MESSAGE }),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and everything saved in it are deleted.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';

/** GET /api/auth/user: who is signed in, and when this session ends unless used again. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  sessionExpiresAt: z.string().optional(),
});
