// The device database: the only module that imports Dexie. Holds the directory replica and sync bookkeeping.
import Dexie, { type EntityTable } from 'dexie';
import type { Resource } from '../../shared/schemas/resource.ts';

export interface SyncMeta {
  /** Collection name, e.g. "resources". */
  key: string;
  cursor: string;
  /** When the device last heard from the server (ms since epoch). */
  syncedAt: number;
}

export class DeviceDb extends Dexie {
  resources!: EntityTable<Resource, 'id'>;
  syncMeta!: EntityTable<SyncMeta, 'key'>;

  constructor(name = 'women-help') {
    super(name);
    this.version(1).stores({
      resources: 'id, category, updatedAt',
      syncMeta: 'key',
    });
  }
}

export const db = new DeviceDb();
