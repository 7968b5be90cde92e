// The embedded sign-in provider's storage (oidc-provider's adapter): its short-lived records in the site's SQLite file,
// and the site's ways to end them (sign-out, sign-out everywhere, account deletion).
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { onPostgres, type Db } from '../db/client.ts';
import { idpStore } from '../db/tables.ts';

/**
 * The provider's own session cookie: oidc-provider's default name, set with Path=/ (and a `.sig` signature beside
 * it), so it reaches /api/logout on the same origin.
 */
export const IDP_SESSION_COOKIE = '_session';

/** The grants a stored session made (oidc-provider keeps them per client under `authorizations`). */
function grantsOf(payload: Record<string, unknown>): string[] {
  const authorizations = payload.authorizations;
  if (!authorizations || typeof authorizations !== 'object') return [];
  return Object.values(authorizations as Record<string, { grantId?: unknown }>)
    .map((a) => a?.grantId)
    .filter((g): g is string => typeof g === 'string');
}

async function dropGrants(db: Db, grantIds: readonly string[]): Promise<void> {
  if (!grantIds.length) return;
  await db.delete(idpStore).where(or(inArray(idpStore.grantId, [...grantIds]), and(eq(idpStore.model, 'Grant'), inArray(idpStore.id, [...grantIds]))));
}

/** Ends one of the provider's sessions (the id its cookie holds), with the grants it made. */
export async function endIdpSession(db: Db, sessionId: string): Promise<void> {
  const row = (await db.select({ payload: idpStore.payload }).from(idpStore).where(and(eq(idpStore.model, 'Session'), eq(idpStore.id, sessionId))).limit(1))[0];
  if (!row) return;
  await dropGrants(db, grantsOf(row.payload));
  await db.delete(idpStore).where(and(eq(idpStore.model, 'Session'), eq(idpStore.id, sessionId)));
}

/**
 * Ends everything the provider holds for an account, on every device: its sessions, grants, codes, tokens and
 * finished interactions. The account itself stays (idp_accounts). Call inside a transaction when it goes with more.
 */
export async function endIdpAccountSessions(db: Db, accountId: string): Promise<void> {
  const ofAccount = onPostgres
    ? or(
        sql`${idpStore.payload} ->> 'accountId' = ${accountId}`,
        sql`${idpStore.payload} #>> '{session,accountId}' = ${accountId}`,
        sql`${idpStore.payload} #>> '{result,login,accountId}' = ${accountId}`,
      )
    : or(
        sql`json_extract(${idpStore.payload}, '$.accountId') = ${accountId}`,
        sql`json_extract(${idpStore.payload}, '$.session.accountId') = ${accountId}`,
        sql`json_extract(${idpStore.payload}, '$.result.login.accountId') = ${accountId}`,
      );
  const rows = await db.select({ model: idpStore.model, id: idpStore.id, grantId: idpStore.grantId, payload: idpStore.payload }).from(idpStore).where(ofAccount);
  const grants = new Set<string>();
  for (const r of rows) {
    if (r.grantId) grants.add(r.grantId);
    if (r.model === 'Grant') grants.add(r.id);
    if (r.model === 'Session') for (const g of grantsOf(r.payload)) grants.add(g);
  }
  await dropGrants(db, [...grants]);
  await db.delete(idpStore).where(ofAccount);
}

/** oidc-provider's storage (interactions, codes, grants, its sessions) in the site's SQLite file. */
export function sqliteAdapter(db: Db) {
  return class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private where(id: string) {
      return and(eq(idpStore.model, this.model), eq(idpStore.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db.insert(idpStore).values(row).onConflictDoUpdate({ target: [idpStore.model, idpStore.id], set: row });
      // Expired records go as new ones come: the table holds only what is still live.
      await db.delete(idpStore).where(lt(idpStore.expiresAt, new Date()));
    }

    private live(row: { payload: Record<string, unknown>; expiresAt: Date | null } | undefined): AdapterPayload | undefined {
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return row.payload as AdapterPayload;
    }

    async find(id: string) {
      return this.live((await db.select().from(idpStore).where(this.where(id)).limit(1))[0]);
    }
    async findByUid(uid: string) {
      return this.live((await db.select().from(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.uid, uid))).limit(1))[0]);
    }
    async findByUserCode(userCode: string) {
      return this.live((await db.select().from(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.userCode, userCode))).limit(1))[0]);
    }
    async consume(id: string) {
      const row = (await db.select().from(idpStore).where(this.where(id)).limit(1))[0];
      if (!row) return;
      await db.update(idpStore)
        .set({ payload: { ...row.payload, consumed: Math.floor(Date.now() / 1000) } })
        .where(this.where(id));
    }
    async destroy(id: string) {
      await db.delete(idpStore).where(this.where(id));
    }
    async revokeByGrantId(grantId: string) {
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }
  };
}

