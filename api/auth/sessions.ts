// Sessions as Lucia's published design describes them (lucia-auth.com, "Sessions"): a random token of 160 bits sent
// only in a cookie, and only its SHA-256 stored, so a copy of the database cannot be used to sign in. A session ends
// after SESSION_IDLE_MS without use (each use slides that window) and, in any case, SESSION_ABSOLUTE_MS after sign-in.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { endedSessions, sessions, users } from '../db/tables.ts';

import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../shared/auth/session-rules.ts';

// One source for both sides: the device decides from the idle limit whether an offline copy may still be shown.
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS };
/** The idle deadline is pushed back at most this often (saves a write on every request). */
const SLIDE_EVERY_MS = 60 * 60_000;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Db, token: string, userId: string, now = new Date()): Promise<Session> {
  const session = { id: sessionIdOf(token), userId, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS), createdAt: now };
  await db.insert(sessions).values(session);
  return session;
}

/** The session and its user for a cookie token, or undefined (and the row removed) when it has ended. */
export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<{ session: Session; user: SessionUser } | undefined> {
  if (!/^[a-z2-7]{32}$/.test(token)) return undefined;
  const id = sessionIdOf(token);
  const row = (await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(sessions.userId, users.id)).where(eq(sessions.id, id)).limit(1))[0];
  if (!row) return undefined;
  const absoluteEnd = row.session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (now.getTime() >= row.session.expiresAt.getTime() || now.getTime() >= absoluteEnd) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  let session = row.session;
  const atLimit = session.expiresAt.getTime() >= absoluteEnd;
  if (!atLimit && session.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - SLIDE_EVERY_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd));
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    session = { ...session, expiresAt };
  }
  return { session, user: row.user };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export type SessionEndReason = (typeof endedSessions.$inferSelect)['reason'];

/**
 * Ends every session of an account and remembers why, until each would have ended anyway, so her other devices are
 * told at their next request and remove the copy of her list. Call inside the transaction of the change.
 */
export async function endUserSessions(db: Db, userId: string, reason: SessionEndReason, now = new Date()): Promise<void> {
  await db.delete(endedSessions).where(lte(endedSessions.expiresAt, now));
  for (const row of await db.select({ id: sessions.id, createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.userId, userId))) {
    const expiresAt = new Date(row.createdAt.getTime() + SESSION_ABSOLUTE_MS);
    if (expiresAt > now) await db.insert(endedSessions).values({ id: row.id, reason, expiresAt }).onConflictDoNothing();
  }
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Why the session of this cookie token was ended, when it was ended on purpose (and not long ago). */
export async function sessionEndReason(db: Db, token: string, now = new Date()): Promise<SessionEndReason | undefined> {
  if (!/^[a-z2-7]{32}$/.test(token)) return undefined;
  const row = (await db.select().from(endedSessions).where(eq(endedSessions.id, sessionIdOf(token))).limit(1))[0];
  return row && row.expiresAt > now ? row.reason : undefined;
}
