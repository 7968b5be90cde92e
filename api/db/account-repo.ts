// Deleting an account at her request: everything the site keeps about her goes in one transaction, and the audit log
// records only that an account was deleted (no name, email or id that could lead back to her).
import { eq, like, or } from 'drizzle-orm';
import { EMBEDDED_USER_ISSUER } from '../auth/embedded-issuer.ts';
import { endIdpAccountSessions } from '../auth/idp-store.ts';
import { audit } from './admin-repo.ts';
import { forgetDeletedPages, type Db } from './client.ts';
import { adminUsers, auditLog, idempotencyKeys, idpAccounts, userPreferences, userReminders, userSavedResources, users } from './tables.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { transaction } from './transaction.ts';

/** The audit row of a deleted account: who asked is the account itself, which is gone, so it names no one. */
export const ACCOUNT_DELETED_ACTION = 'account.delete';
const NO_ONE = { actorId: 'account-holder', actorLabel: 'The account holder', entityId: '-' } as const;

export interface DeletedAccount {
  /** Admin-area rows that gave this account a role, removed with it. */
  adminRowsRemoved: number;
}

export async function deleteAccount(db: Db, user: { id: string; email: string | null; issuer: string | null; subject: string | null }): Promise<DeletedAccount> {
  const deleted = await transaction(db, async (tx) => {
    await tx.delete(userSavedResources).where(eq(userSavedResources.userId, user.id));
    await tx.delete(userReminders).where(eq(userReminders.userId, user.id));
    await tx.delete(userPreferences).where(eq(userPreferences.userId, user.id));
    // Her other devices are told at their next request, and remove their copy of her list.
    await endUserSessions(tx, user.id, 'account-deleted');
    // Stored answers of her idempotent writes hold what she wrote (a reminder's title), under a scope with her id.
    await tx.delete(idempotencyKeys).where(like(idempotencyKeys.scope, `% ${user.id}`));

    // The site's own sign-in: the account she signs in with goes too, so her name and password no longer work.
    if (user.issuer === EMBEDDED_USER_ISSUER && user.subject) {
      await endIdpAccountSessions(tx, user.subject);
      await tx.delete(idpAccounts).where(eq(idpAccounts.id, user.subject));
    }

    // A staff role goes with the account: matched as the admin area matches her (her user, or her verified email).
    // Staff changes are always attributed, so this row names the role she held; the account's own row names no one.
    const staff = await tx
      .select()
      .from(adminUsers)
      .where(user.email ? or(eq(adminUsers.userId, user.id), eq(adminUsers.email, user.email.toLowerCase())) : eq(adminUsers.userId, user.id));
    for (const row of staff) {
      await tx.delete(adminUsers).where(eq(adminUsers.id, row.id));
      await audit(tx, row, 'admin-user.remove', row.id, { role: row.role, permissions: row.permissions, reason: 'account deleted by its holder' }, null);
    }

    await tx.delete(users).where(eq(users.id, user.id));
    await tx.insert(auditLog).values({ id: crypto.randomUUID(), ...NO_ONE, action: ACCOUNT_DELETED_ACTION, before: null, after: null });
    return { adminRowsRemoved: staff.length };
  });
  // Her rows' old pages leave the write-ahead log too (secure_delete has zeroed them in the file).
  forgetDeletedPages(db);
  return deleted;
}
