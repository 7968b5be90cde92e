// The site's own secrets, made once and kept in the database, so that a restart, or another instance on the same
// database, uses the same ones (the embedded sign-in provider's keys; the key of the client digests below).
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { rootOf, type Db } from './client.ts';
import { appSecrets } from './tables.ts';

/** The secret named `name`, made by `make` the first time any instance asks (the first one written wins). */
export async function appSecret(db: Db, name: string, make: () => string): Promise<string> {
  const row = (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1))[0];
  if (row) return row.value;
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  return (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1))[0]!.value;
}

const digestKeys = new WeakMap<object, Promise<string>>();

/**
 * What the database keeps instead of a client's address key (an IPv4 address, an IPv6 /64) or anything made from it,
 * where counts and sign-ins under way must be seen by every instance: an HMAC-SHA-256 under a key of the site's own,
 * so the table alone does not give the addresses back (there are few enough IPv4 addresses to hash them all).
 */
export async function clientDigest(db: Db, key: string): Promise<string> {
  const root = rootOf(db);
  let secret = digestKeys.get(root);
  if (!secret) {
    secret = appSecret(root, 'client-digest-key', () => randomBytes(32).toString('base64url'));
    digestKeys.set(root, secret);
    secret.catch(() => digestKeys.delete(root));
  }
  return createHmac('sha256', await secret).update(key).digest('base64url');
}
