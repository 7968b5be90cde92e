// The embedded sign-in provider's storage (oidc-provider's adapter): its short-lived records in the site's SQLite file.
import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { idpStore } from '../db/schema.ts';

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
      db.insert(idpStore).values(row).onConflictDoUpdate({ target: [idpStore.model, idpStore.id], set: row }).run();
      // Expired records go as new ones come: the table holds only what is still live.
      db.delete(idpStore).where(lt(idpStore.expiresAt, new Date())).run();
    }

    private live(row: { payload: Record<string, unknown>; expiresAt: Date | null } | undefined): AdapterPayload | undefined {
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return row.payload as AdapterPayload;
    }

    async find(id: string) {
      return this.live(db.select().from(idpStore).where(this.where(id)).get());
    }
    async findByUid(uid: string) {
      return this.live(db.select().from(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.uid, uid))).get());
    }
    async findByUserCode(userCode: string) {
      return this.live(db.select().from(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.userCode, userCode))).get());
    }
    async consume(id: string) {
      const row = db.select().from(idpStore).where(this.where(id)).get();
      if (!row) return;
      db.update(idpStore)
        .set({ payload: { ...row.payload, consumed: Math.floor(Date.now() / 1000) } })
        .where(this.where(id))
        .run();
    }
    async destroy(id: string) {
      db.delete(idpStore).where(this.where(id)).run();
    }
    async revokeByGrantId(grantId: string) {
      db.delete(idpStore).where(eq(idpStore.grantId, grantId)).run();
    }
  };
}

