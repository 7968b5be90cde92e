// The documents vault: a passphrase-derived AES-GCM key (Web Crypto) sealing files in the vault database. The
// passphrase and the key never leave memory; nothing here touches the network.
import { z } from 'zod';
import {
  attemptsLeft,
  canAttempt,
  idleLockAt,
  isIdleLocked,
  isPassphraseLongEnough,
  recordFailure,
  recordSuccess,
  VAULT_PASSPHRASE_MIN_CHARS,
} from '../../shared/vault-lockout.ts';
import {
  forgetVaultDb,
  parseMetaRow,
  readMeta,
  vaultContentSchema,
  vaultDb,
  vaultFileSchema,
  VAULT_IV_BYTES,
  VAULT_META_KEY,
  VAULT_SALT_BYTES,
  type Sealed,
  type VaultDb,
  type VaultKdf,
  type VaultMetaRow,
} from './vault-db.ts';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const VAULT_DEFAULT_ITERATIONS = 600_000;
const CHECK_TEXT = 'women-help-vault check v1';

export class VaultError extends Error {
  override name = 'VaultError';
}
export class PassphraseTooShortError extends VaultError {
  override name = 'PassphraseTooShortError';
  override message = `The passphrase needs at least ${VAULT_PASSPHRASE_MIN_CHARS} characters`;
  readonly minChars = VAULT_PASSPHRASE_MIN_CHARS;
}
export class VaultExistsError extends VaultError {
  override name = 'VaultExistsError';
  override message = 'A vault already exists on this device';
}
export class NoVaultError extends VaultError {
  override name = 'NoVaultError';
  override message = 'There is no vault on this device';
}
/** The vault's settings were unreadable: its files cannot be opened, only erased. */
export class VaultDamagedError extends VaultError {
  override name = 'VaultDamagedError';
  override message = 'The vault on this device is damaged and cannot be opened';
}
/** `retryAt` is set when this wrong passphrase started a wait (ms since the epoch). */
export class WrongPassphraseError extends VaultError {
  override name = 'WrongPassphraseError';
  override message = 'Wrong passphrase';
  constructor(readonly attemptsLeft: number, readonly retryAt: number | null) {
    super();
  }
}
/** `retryAt` is when a passphrase may be tried again (ms since the epoch). */
export class VaultLockedOutError extends VaultError {
  override name = 'VaultLockedOutError';
  override message = 'Too many wrong passphrases; wait before trying again';
  constructor(readonly retryAt: number) {
    super();
  }
}
/** The session was locked (by hand, by idle time or because the vault was erased); unlock again. */
export class VaultSessionLockedError extends VaultError {
  override name = 'VaultSessionLockedError';
  override message = 'The vault is locked';
}
export class VaultFileNotFoundError extends VaultError {
  override name = 'VaultFileNotFoundError';
  override message = 'That document is not in the vault';
  constructor(readonly id: string) {
    super();
  }
}

export interface VaultOptions {
  /** Defaults to the page's vault database; tests pass their own. */
  db?: VaultDb;
  /** Clock in ms since the epoch, for lockout and idle timing. */
  now?: () => number;
}
export interface CreateVaultOptions extends VaultOptions {
  /** PBKDF2 rounds; only tests should lower it. */
  iterations?: number;
}

export interface NewVaultFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}
export interface VaultFileInfo {
  id: string;
  name: string;
  type: string;
  /** Plaintext size in bytes. */
  size: number;
  createdAt: number;
}

const headerSchema = z.object({ name: z.string(), type: z.string() });
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });
// Additional data binds each ciphertext to its role and row, so rows cannot be swapped to show one file as another.
const aad = (role: 'check' | 'header' | 'content', id = '') => utf8.encode(`women-help-vault:${role}:${id}`);

/** Whether this browser can keep a vault (Web Crypto needs a secure context; IndexedDB may be disabled). */
export function vaultSupported(): boolean {
  return typeof globalThis.crypto?.subtle?.deriveKey === 'function' && typeof globalThis.indexedDB !== 'undefined';
}

/** Whether a vault (readable or damaged) is on this device. Does not create the database. */
export async function vaultExists(options: VaultOptions = {}): Promise<boolean> {
  return (await readMeta(options.db ?? vaultDb())).state !== 'none';
}

/** Sets up a new vault with this passphrase and returns it open. */
export async function createVault(passphrase: string, options: CreateVaultOptions = {}): Promise<VaultSession> {
  const db = options.db ?? vaultDb();
  const now = options.now ?? Date.now;
  if (!isPassphraseLongEnough(passphrase)) throw new PassphraseTooShortError();
  const iterations = options.iterations ?? VAULT_DEFAULT_ITERATIONS;
  if (!Number.isSafeInteger(iterations) || iterations < 1) throw new RangeError('iterations must be a positive integer');
  // Fail before the slow key derivation; the transaction below checks again.
  if ((await readMeta(db)).state !== 'none') throw new VaultExistsError();
  const kdf: VaultKdf = { name: 'PBKDF2', hash: 'SHA-256', iterations };
  const salt = randomBytes(VAULT_SALT_BYTES);
  const key = await deriveKey(passphrase, salt, kdf);
  const meta: VaultMetaRow = {
    key: VAULT_META_KEY,
    version: 1,
    salt,
    kdf,
    check: await seal(key, utf8.encode(CHECK_TEXT), aad('check')),
    lockout: recordSuccess(),
    createdAt: now(),
  };
  await db.transaction('rw', db.meta, async () => {
    if ((await db.meta.get(VAULT_META_KEY)) !== undefined) throw new VaultExistsError();
    await db.meta.add(meta);
  });
  return new VaultSession(db, key, now);
}

/**
 * Opens the vault. Throws VaultLockedOutError while it is making the person wait, WrongPassphraseError (with the
 * attempts left) for a wrong passphrase, NoVaultError or VaultDamagedError.
 */
export async function unlock(passphrase: string, options: VaultOptions = {}): Promise<VaultSession> {
  const db = options.db ?? vaultDb();
  const now = options.now ?? Date.now;
  const read = await readMeta(db);
  if (read.state === 'none') throw new NoVaultError();
  if (read.state === 'damaged') throw new VaultDamagedError();

  // Count the attempt as a failure before checking it, in one transaction with the wait check: closing the tab
  // mid-check or trying from two tabs at once cannot then skip the count.
  const attemptAt = now();
  const { meta, lockout } = await db.transaction('rw', db.meta, async () => {
    const fresh = parseMetaRow(await db.meta.get(VAULT_META_KEY));
    if (fresh.state !== 'ready') throw fresh.state === 'none' ? new NoVaultError() : new VaultDamagedError();
    const check = canAttempt(fresh.meta.lockout, attemptAt);
    if (!check.allowed) throw new VaultLockedOutError(check.retryAt);
    const counted = recordFailure(fresh.meta.lockout, attemptAt);
    await db.meta.update(VAULT_META_KEY, { lockout: counted });
    return { meta: fresh.meta, lockout: counted };
  });

  const key = await deriveKey(passphrase, meta.salt, meta.kdf);
  if ((await open(key, meta.check, aad('check'))) === null) {
    throw new WrongPassphraseError(attemptsLeft(lockout), lockout.lockedUntil);
  }
  await db.meta.update(VAULT_META_KEY, { lockout: recordSuccess() });
  return new VaultSession(db, key, now);
}

const openSessions = new Set<VaultSession>();

/** Erases the vault: every document, the settings and the checklist, by deleting its whole database. */
export async function destroyVault(options: Pick<VaultOptions, 'db'> = {}): Promise<void> {
  const db = options.db ?? vaultDb();
  for (const session of openSessions) if (session.db.name === db.name) session.lock();
  forgetVaultDb(db);
  await db.delete();
}

/** An open vault. Holds the key in memory until `lock()`, idle time, or the vault being erased. */
export class VaultSession {
  #key: CryptoKey | null;
  #lastActivityAt: number;

  constructor(readonly db: VaultDb, key: CryptoKey, private readonly now: () => number) {
    this.#key = key;
    this.#lastActivityAt = now();
    openSessions.add(this);
  }

  /** Whether the session is closed; an idle session locks itself here. */
  isLocked(): boolean {
    if (this.#key !== null && isIdleLocked(this.#lastActivityAt, this.now())) this.lock();
    return this.#key === null;
  }

  /** When the session will lock itself if nothing else happens (ms since the epoch); for the screen's timer. */
  idleLockAt(): number {
    return idleLockAt(this.#lastActivityAt);
  }

  /** Marks the person as still here (typing, scrolling the list), pushing back the idle lock. */
  touch(): void {
    this.#activeKey();
  }

  lock(): void {
    this.#key = null;
    openSessions.delete(this);
  }

  async addFile(file: NewVaultFile): Promise<VaultFileInfo> {
    const key = this.#activeKey();
    const id = crypto.randomUUID();
    const header = await seal(key, utf8.encode(JSON.stringify({ name: file.name, type: file.type })), aad('header', id));
    const content = await seal(key, file.bytes, aad('content', id));
    const info: VaultFileInfo = { id, name: file.name, type: file.type, size: file.bytes.byteLength, createdAt: this.now() };
    await this.db.transaction('rw', this.db.files, this.db.contents, async () => {
      await this.db.contents.add({ id, ...content });
      await this.db.files.add({ id, header, size: info.size, createdAt: info.createdAt });
    });
    return info;
  }

  /** The documents, newest first. Rows that are damaged or were not sealed with this key are left out. */
  async listFiles(): Promise<VaultFileInfo[]> {
    const key = this.#activeKey();
    const rows: unknown[] = await this.db.files.orderBy('createdAt').reverse().toArray();
    const files: VaultFileInfo[] = [];
    for (const row of rows) {
      const parsed = vaultFileSchema.safeParse(row);
      if (!parsed.success) continue;
      const { id, header, size, createdAt } = parsed.data;
      const plain = await open(key, header, aad('header', id));
      const decoded = plain === null ? null : parseHeader(plain);
      if (decoded) files.push({ id, ...decoded, size, createdAt });
    }
    return files;
  }

  /** A document's bytes, exactly as added. */
  async readFile(id: string): Promise<Uint8Array<ArrayBuffer>> {
    const key = this.#activeKey();
    const parsed = vaultContentSchema.safeParse(await this.db.contents.get(id));
    if (!parsed.success) throw new VaultFileNotFoundError(id);
    const plain = await open(key, parsed.data, aad('content', id));
    if (plain === null) throw new VaultFileNotFoundError(id);
    return plain;
  }

  async deleteFile(id: string): Promise<void> {
    this.#activeKey();
    await this.db.transaction('rw', this.db.files, this.db.contents, async () => {
      await this.db.files.delete(id);
      await this.db.contents.delete(id);
    });
  }

  #activeKey(): CryptoKey {
    if (this.isLocked() || this.#key === null) throw new VaultSessionLockedError();
    this.#lastActivityAt = this.now();
    return this.#key;
  }
}

function parseHeader(plain: Uint8Array): { name: string; type: string } | null {
  try {
    const parsed = headerSchema.safeParse(JSON.parse(fromUtf8.decode(plain)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(n));
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, kdf: VaultKdf): Promise<CryptoKey> {
  // NFC so the same passphrase typed on another keyboard or input method gives the same bytes.
  const material = await crypto.subtle.importKey('raw', utf8.encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: kdf.name, hash: kdf.hash, salt, iterations: kdf.iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** AES-GCM with a fresh random IV for every call. */
async function seal(key: CryptoKey, plain: Uint8Array<ArrayBuffer>, additionalData: Uint8Array<ArrayBuffer>): Promise<Sealed> {
  const iv = randomBytes(VAULT_IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain);
  return { iv, ciphertext: new Uint8Array(ciphertext) };
}

/** The plaintext, or null when the key is wrong or the data was altered (GCM's tag does not match). */
async function open(key: CryptoKey, sealed: Sealed, additionalData: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv, additionalData }, key, sealed.ciphertext));
  } catch {
    return null;
  }
}
