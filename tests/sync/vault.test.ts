// The documents vault against IndexedDB (fake-indexeddb) and Node's Web Crypto: round trip, ciphertext at rest,
// wrong passphrase, lockout timing, reopening from a fresh connection, idle lock and erasing.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VAULT_IDLE_LOCK_MS } from '../../shared/vault-lockout.ts';
import { readChecklist, readMeta, setChecklistItem, VaultDb } from '../../web/local/vault-db.ts';
import {
  createVault,
  destroyVault,
  NoVaultError,
  PassphraseTooShortError,
  unlock,
  VAULT_DEFAULT_ITERATIONS,
  VaultDamagedError,
  vaultExists,
  VaultExistsError,
  VaultLockedOutError,
  VaultSessionLockedError,
  WrongPassphraseError,
} from '../../web/local/vault.ts';

const PASS = 'correct horse battery';
const ITERATIONS = 1000;
const T0 = 1_700_000_000_000;
const text = (s: string) => new TextEncoder().encode(s);

let name: string;
let db: VaultDb;
let t: number;
const clock = () => t;
const opts = () => ({ db, now: clock });

beforeEach(() => {
  name = `vault-test-${Math.random()}`;
  db = new VaultDb(name);
  t = T0;
});
afterEach(async () => {
  db.close();
  await Dexie.delete(name);
});

/** Whether `needle` occurs anywhere in `haystack`. */
function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

async function expectRejects<E>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (!(error instanceof type)) throw new Error('unreachable');
  return error;
}

describe('creating a vault', () => {
  it('does not exist, and leaves no database, until created', async () => {
    expect(await vaultExists(opts())).toBe(false);
    expect(await Dexie.exists(name)).toBe(false);
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    expect(await vaultExists(opts())).toBe(true);
  });

  it('refuses a short passphrase and a second vault', async () => {
    await expectRejects(createVault('1234567', { ...opts(), iterations: ITERATIONS }), PassphraseTooShortError);
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    await expectRejects(createVault('another passphrase', { ...opts(), iterations: ITERATIONS }), VaultExistsError);
  });

  it('stores the salt and PBKDF2 settings but not the passphrase', async () => {
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const meta = await db.meta.get('vault');
    expect(meta?.salt.byteLength).toBe(16);
    expect(meta?.kdf).toEqual({ name: 'PBKDF2', hash: 'SHA-256', iterations: ITERATIONS });
    expect(meta?.check.iv.byteLength).toBe(12);
    expect(JSON.stringify(meta)).not.toContain(PASS);
    expect(VAULT_DEFAULT_ITERATIONS).toBe(600_000);
  });

  it('cannot be unlocked when there is none', async () => {
    await expectRejects(unlock(PASS, opts()), NoVaultError);
    expect(await Dexie.exists(name)).toBe(false);
  });
});

describe('documents', () => {
  it('round trips bytes, names and types, and lists newest first', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const pdf = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const first = await session.addFile({ name: 'passport.pdf', type: 'application/pdf', bytes: pdf });
    t += 1000;
    const second = await session.addFile({ name: 'lease – Ünïcode.txt', type: 'text/plain', bytes: text('rent') });

    const list = await session.listFiles();
    expect(list.map((f) => f.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual({ id: first.id, name: 'passport.pdf', type: 'application/pdf', size: 70_000, createdAt: T0 });
    expect(list[0]?.name).toBe('lease – Ünïcode.txt');
    expect(await session.readFile(first.id)).toEqual(pdf);
    expect(new TextDecoder().decode(await session.readFile(second.id))).toBe('rent');
  });

  it('keeps only ciphertext in IndexedDB, each sealed with its own IV', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const secret = 'Protection order case 2024-FAM-001234';
    const added = await session.addFile({ name: 'protection-order.txt', type: 'text/plain', bytes: text(secret) });
    await session.addFile({ name: 'copy.txt', type: 'text/plain', bytes: text(secret) });

    const contents = await db.contents.toArray();
    expect(containsBytes(text(`x${secret}x`), text(secret))).toBe(true); // the search itself works
    const files = await db.files.toArray();
    expect(contents).toHaveLength(2);
    for (const row of contents) {
      expect(row.ciphertext.byteLength).toBe(text(secret).byteLength + 16); // + GCM tag
      expect(containsBytes(row.ciphertext, text(secret))).toBe(false);
      expect(containsBytes(row.ciphertext, text('Protection'))).toBe(false);
    }
    const stored = JSON.stringify([contents, files].flat(), (_k, v: unknown) => (v instanceof Uint8Array ? [...v] : v));
    expect(stored).not.toContain('protection-order');
    expect(stored).not.toContain('text/plain');
    for (const row of files) {
      expect(containsBytes(row.header.ciphertext, text('protection-order'))).toBe(false);
    }
    const ivs = [...contents.map((r) => r.iv), ...files.map((r) => r.header.iv)].map((iv) => [...iv].join(','));
    expect(new Set(ivs).size).toBe(4);
    expect(await session.readFile(added.id)).toEqual(text(secret));
  });

  it('deletes a document and its bytes', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const a = await session.addFile({ name: 'a.txt', type: 'text/plain', bytes: text('a') });
    const b = await session.addFile({ name: 'b.txt', type: 'text/plain', bytes: text('b') });
    await session.deleteFile(a.id);
    expect((await session.listFiles()).map((f) => f.id)).toEqual([b.id]);
    expect(await db.contents.get(a.id)).toBeUndefined();
  });

  it('refuses a ciphertext moved onto another document', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const a = await session.addFile({ name: 'a.txt', type: 'text/plain', bytes: text('aaa') });
    const b = await session.addFile({ name: 'b.txt', type: 'text/plain', bytes: text('bbb') });
    const rowA = await db.contents.get(a.id);
    if (!rowA) throw new Error('row missing');
    await db.contents.put({ ...rowA, id: b.id });
    await expect(session.readFile(b.id)).rejects.toThrow('not in the vault');
  });
});

describe('unlocking', () => {
  it('opens again after a reload, from a fresh connection', async () => {
    const first = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const added = await first.addFile({ name: 'id.png', type: 'image/png', bytes: text('png bytes') });
    first.lock();
    db.close();

    db = new VaultDb(name);
    const again = await unlock(PASS, opts());
    expect((await again.listFiles()).map((f) => f.name)).toEqual(['id.png']);
    expect(await again.readFile(added.id)).toEqual(text('png bytes'));
  });

  it('refuses a wrong passphrase with the attempts left, and forgets the count after the right one', async () => {
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    const first = await expectRejects(unlock('wrong passphrase', opts()), WrongPassphraseError);
    expect(first.attemptsLeft).toBe(4);
    expect(first.retryAt).toBeNull();
    expect((await expectRejects(unlock('wrong again!', opts()), WrongPassphraseError)).attemptsLeft).toBe(3);
    await unlock(PASS, opts());
    expect((await expectRejects(unlock('wrong passphrase', opts()), WrongPassphraseError)).attemptsLeft).toBe(4);
  });

  it('makes the person wait 30 s after five wrong passphrases, even with the right one, then 60 s', async () => {
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    for (let i = 4; i >= 1; i--) {
      expect((await expectRejects(unlock('wrong passphrase', opts()), WrongPassphraseError)).attemptsLeft).toBe(i);
    }
    const fifth = await expectRejects(unlock('wrong passphrase', opts()), WrongPassphraseError);
    expect(fifth).toMatchObject({ attemptsLeft: 0, retryAt: T0 + 30_000 });

    t = T0 + 29_999;
    expect((await expectRejects(unlock(PASS, opts()), VaultLockedOutError)).retryAt).toBe(T0 + 30_000);

    // The wait is kept in IndexedDB, so a reload does not end it.
    db.close();
    db = new VaultDb(name);
    await expectRejects(unlock(PASS, opts()), VaultLockedOutError);

    t = T0 + 30_000;
    const sixth = await expectRejects(unlock('wrong passphrase', opts()), WrongPassphraseError);
    expect(sixth.retryAt).toBe(T0 + 90_000);
    t = T0 + 89_000;
    await expectRejects(unlock(PASS, opts()), VaultLockedOutError);
    t = T0 + 90_000;
    const session = await unlock(PASS, opts());
    expect(await session.listFiles()).toEqual([]);
  });

  it('says so when its settings were damaged', async () => {
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    await db.meta.update('vault', { salt: new Uint8Array(3) });
    await expectRejects(unlock(PASS, opts()), VaultDamagedError);
    expect(await vaultExists(opts())).toBe(true);
  });

  it('starts a damaged attempt count again instead of refusing the owner', async () => {
    await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    await db.table('meta').update('vault', { lockout: { failedAttempts: 'lots' } });
    await unlock(PASS, opts());
  });
});

describe('locking', () => {
  it('locks by hand', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    session.lock();
    expect(session.isLocked()).toBe(true);
    await expectRejects(session.listFiles(), VaultSessionLockedError);
  });

  it('locks itself after five idle minutes, and use pushes that back', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    t += VAULT_IDLE_LOCK_MS - 1;
    await session.listFiles();
    expect(session.idleLockAt()).toBe(t + VAULT_IDLE_LOCK_MS);
    t += VAULT_IDLE_LOCK_MS - 1;
    expect(session.isLocked()).toBe(false);
    t += 1;
    expect(session.isLocked()).toBe(true);
    await expectRejects(session.addFile({ name: 'x', type: '', bytes: text('x') }), VaultSessionLockedError);
  });
});

describe('erasing', () => {
  it('deletes the whole database, checklist included, and locks open sessions', async () => {
    const session = await createVault(PASS, { ...opts(), iterations: ITERATIONS });
    await session.addFile({ name: 'a.txt', type: 'text/plain', bytes: text('a') });
    await setChecklistItem('birth-certificate', true, db);
    expect(await Dexie.exists(name)).toBe(true);

    await destroyVault({ db });
    expect(session.isLocked()).toBe(true);
    expect(await Dexie.exists(name)).toBe(false);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(name);

    db = new VaultDb(name);
    expect(await vaultExists(opts())).toBe(false);
    expect(await readChecklist(db)).toEqual({});
    expect(await Dexie.exists(name)).toBe(false);
  });
});

describe('documents checklist', () => {
  it('keeps ticks in plain rows, readable without unlocking', async () => {
    expect(await readChecklist(db)).toEqual({});
    await setChecklistItem('passport', true, db);
    await setChecklistItem('lease', true, db);
    await setChecklistItem('lease', false, db);
    db.close();
    db = new VaultDb(name);
    expect(await readChecklist(db)).toEqual({ passport: true });
  });

  it('leaves out damaged rows', async () => {
    await setChecklistItem('passport', true, db);
    await db.table('checklist').put({ itemId: 'bank', ticked: 'yes' });
    expect(await readChecklist(db)).toEqual({ passport: true });
  });

  it('does not create the database to untick', async () => {
    await setChecklistItem('passport', false, db);
    expect(await Dexie.exists(name)).toBe(false);
  });

  it('keeps a tick made while the tab is still looking for the database (the look never deletes what was just made)', async () => {
    // The tab opens: it reads the vault and the list while she ticks at once. A look that made and then deleted the
    // database (Dexie.exists) could delete it again after the tick had created it.
    const reads = Promise.all([readMeta(db), readChecklist(db)]);
    await setChecklistItem('passport', true, db);
    await reads;
    db.close();
    db = new VaultDb(name);
    expect(await readChecklist(db)).toEqual({ passport: true });
  });

  it('an untick made while the tick is still being written wins', async () => {
    const tick = setChecklistItem('passport', true, db);
    await setChecklistItem('passport', false, db);
    await tick;
    expect(await readChecklist(db)).toEqual({});
  });

  it('keeps that tick too where the browser cannot list its databases, and still makes none to look', async () => {
    // Firefox before 126 has no indexedDB.databases().
    const withoutListing = async <T>(run: () => Promise<T>): Promise<T> => {
      Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
      try {
        return await run();
      } finally {
        delete (indexedDB as { databases?: unknown }).databases;
      }
    };
    expect(await withoutListing(() => Promise.all([readChecklist(db), readMeta(db)]))).toEqual([{}, { state: 'none' }]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
    await withoutListing(async () => {
      const reads = Promise.all([readMeta(db), readChecklist(db)]);
      await setChecklistItem('passport', true, db);
      await reads;
    });
    db.close();
    db = new VaultDb(name);
    expect(await readChecklist(db)).toEqual({ passport: true });
  });
});
