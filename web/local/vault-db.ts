// The documents vault's own database (kept apart from the directory replica so it can be erased alone), its row
// shapes, validated reads, and the documents checklist ticks.
import Dexie, { type EntityTable } from 'dexie';
import { z } from 'zod';
import { INITIAL_VAULT_LOCKOUT, vaultLockoutSchema } from '../../shared/vault-lockout.ts';

export const VAULT_DB_NAME = 'women-help-vault';
/** The key of the single `meta` row. */
export const VAULT_META_KEY = 'vault';
export const VAULT_SALT_BYTES = 16;
export const VAULT_IV_BYTES = 12;
/** Far above the default, so a tampered row cannot make unlocking hang the page. */
export const VAULT_MAX_ITERATIONS = 10_000_000;

/** Bytes as IndexedDB gives them back; Web Crypto wants them backed by a plain ArrayBuffer. */
const bytes = z.custom<Uint8Array<ArrayBuffer>>((v) => v instanceof Uint8Array && v.buffer instanceof ArrayBuffer, {
  message: 'expected bytes',
});
const bytesOfLength = (n: number) => bytes.refine((b) => b.byteLength === n, { message: `expected ${n} bytes` });

export const sealedSchema = z.object({ iv: bytesOfLength(VAULT_IV_BYTES), ciphertext: bytes });
/** AES-GCM output with the IV it was made with. */
export type Sealed = z.infer<typeof sealedSchema>;

export const kdfSchema = z.object({
  name: z.literal('PBKDF2'),
  hash: z.literal('SHA-256'),
  iterations: z.number().int().positive().max(VAULT_MAX_ITERATIONS),
});
export type VaultKdf = z.infer<typeof kdfSchema>;

export const vaultMetaSchema = z.object({
  key: z.literal(VAULT_META_KEY),
  version: z.literal(1),
  salt: bytesOfLength(VAULT_SALT_BYTES),
  kdf: kdfSchema,
  /** A known text sealed with the key: opening it proves the passphrase without storing anything derived from it. */
  check: sealedSchema,
  // A damaged count must not stop the person from opening her vault; it starts again instead.
  lockout: vaultLockoutSchema.catch({ ...INITIAL_VAULT_LOCKOUT }),
  createdAt: z.number().int().nonnegative(),
});
export type VaultMetaRow = z.infer<typeof vaultMetaSchema>;

/** One document's listing: its name and type are sealed together; the size is not secret (the ciphertext shows it). */
export const vaultFileSchema = z.object({
  id: z.string().min(1),
  header: sealedSchema,
  size: z.number().int().nonnegative(),
  createdAt: z.number().int().nonnegative(),
});
export type VaultFileRow = z.infer<typeof vaultFileSchema>;

/** One document's sealed bytes, kept apart from the listing so listing never loads every file into memory. */
export const vaultContentSchema = z.object({ id: z.string().min(1), iv: bytesOfLength(VAULT_IV_BYTES), ciphertext: bytes });
export type VaultContentRow = z.infer<typeof vaultContentSchema>;

/** A tick on the documents checklist. Not secret: it says which kinds of papers to gather, not what they contain. */
export const checklistRowSchema = z.object({ itemId: z.string().min(1), ticked: z.boolean() });
export type ChecklistRow = z.infer<typeof checklistRowSchema>;

export class VaultDb extends Dexie {
  meta!: EntityTable<VaultMetaRow, 'key'>;
  files!: EntityTable<VaultFileRow, 'id'>;
  contents!: EntityTable<VaultContentRow, 'id'>;
  checklist!: EntityTable<ChecklistRow, 'itemId'>;

  constructor(name = VAULT_DB_NAME) {
    super(name);
    this.version(1).stores({
      meta: 'key',
      files: 'id, createdAt',
      contents: 'id',
      checklist: 'itemId',
    });
  }
}

let sharedDb: VaultDb | null = null;

/** The page's vault database, made on first use (making the object does not create the database). */
export function vaultDb(): VaultDb {
  sharedDb ??= new VaultDb();
  return sharedDb;
}

/** Forgets the page's instance after its database was deleted, so the next use starts from nothing. */
export function forgetVaultDb(db: VaultDb): void {
  if (sharedDb === db) sharedDb = null;
}

/**
 * Whether the database exists, without creating it (opening a missing IndexedDB database creates it). Not
 * `Dexie.exists`: for a missing database it asks the browser to delete the one it just made, and that request, queued
 * behind the page's own first write (a tick made as the tab opens), deleted what the write had made. The browser's list
 * of databases makes nothing; where there is none, an open whose making is cancelled leaves nothing, in its own turn.
 */
export async function vaultDbExists(db: VaultDb): Promise<boolean> {
  if (typeof indexedDB.databases === 'function') return (await indexedDB.databases()).some((d) => d.name === db.name);
  return new Promise<boolean>((resolve, reject) => {
    const open = indexedDB.open(db.name);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => (open.result.close(), resolve(true));
    open.onerror = (e) => {
      if (open.error?.name !== 'AbortError') return reject(open.error);
      e.preventDefault();
      resolve(false);
    };
  });
}

export type MetaRead = { state: 'none' } | { state: 'damaged' } | { state: 'ready'; meta: VaultMetaRow };

/** The vault's meta row, checked; never creates the database just to look. */
export async function readMeta(db: VaultDb): Promise<MetaRead> {
  if (!db.isOpen() && !(await vaultDbExists(db))) return { state: 'none' };
  return parseMetaRow(await db.meta.get(VAULT_META_KEY));
}

/** A meta row as read from IndexedDB, checked. */
export function parseMetaRow(row: unknown): MetaRead {
  if (row === undefined) return { state: 'none' };
  const parsed = vaultMetaSchema.safeParse(row);
  return parsed.success ? { state: 'ready', meta: parsed.data } : { state: 'damaged' };
}

/** The checklist ticks by item id; unreadable rows are left out (shown unticked). */
export async function readChecklist(db: VaultDb = vaultDb()): Promise<Record<string, boolean>> {
  if (!db.isOpen() && !(await vaultDbExists(db))) return {};
  const rows: unknown[] = await db.checklist.toArray();
  const ticks: Record<string, boolean> = {};
  for (const row of rows) {
    const parsed = checklistRowSchema.safeParse(row);
    if (parsed.success) ticks[parsed.data.itemId] = parsed.data.ticked;
  }
  return ticks;
}

/** Databases this page has written a tick to: they exist, or are being made. */
const writing = new WeakSet<VaultDb>();

/** Ticks or unticks one checklist item. Unticking removes the row, so an untouched list leaves nothing behind. */
export async function setChecklistItem(itemId: string, ticked: boolean, db: VaultDb = vaultDb()): Promise<void> {
  if (itemId.length === 0) throw new RangeError('A checklist item needs an id');
  if (ticked) {
    writing.add(db);
    await db.checklist.put({ itemId, ticked: true });
  }
  // A tick still on its way (the database being made for it) is unticked too, after it, in the same queue.
  else if (db.isOpen() || writing.has(db) || (await vaultDbExists(db))) await db.checklist.delete(itemId);
}
