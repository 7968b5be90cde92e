// The device-only database for the safety plan and the check-in, without the checks on what it holds
// (web/local/private-store.ts has those). Apart so that the shell can ask whether a check-in is kept at all without
// loading the validation library on every first visit (web/shell/check-in-gate.tsx).
import Dexie, { type EntityTable } from 'dexie';

export const PRIVATE_DB_NAME = 'women-help-private';
/** Every database this site creates; used when the browser cannot list them (indexedDB.databases() is missing). */
export const KNOWN_DATABASES = ['women-help', PRIVATE_DB_NAME, 'women-help-vault'] as const;

export const PRIVATE_KEYS = { plan: 'safety-plan', checkIn: 'check-in' } as const;

export interface PrivateItem {
  key: string;
  /** Whatever was stored; always validated on the way out, since anything on the device may have been altered. */
  value: unknown;
}

/** Kept apart from the directory replica so the directory can be dropped and re-synced without touching private data. */
export class PrivateDb extends Dexie {
  items!: EntityTable<PrivateItem, 'key'>;

  constructor(name: string = PRIVATE_DB_NAME) {
    super(name);
    this.version(1).stores({ items: 'key' });
  }
}

export const privateDb = new PrivateDb();
