// The device database: the directory replica, sync bookkeeping, the outbox of forms waiting to be sent (and the notices
// of those sent later), and the latest news.
import type { Locale } from '../../shared/locale.ts';
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { SentNotice } from '../../shared/outbox/notices.ts';
import type { BusinessOwner, FundingSource, Organization } from '../../shared/directories/schemas.ts';
import type { Preferences } from '../../shared/dashboard/recommend.ts';
import type { ActivityEvent, ReminderType, SavedStatus } from '../../shared/dashboard/rules.ts';
import type { NewsArticle } from '../../shared/schemas/news.ts';
import type { Resource } from '../../shared/schemas/resource.ts';

/** A form submission written on the device before any network call, sent (and replayed) with its Idempotency-Key. */
export interface OutboxItem {
  /** Also the Idempotency-Key: a replay of the same item is applied once by the server. */
  id: string;
  /** `account`: a change to her signed-in list (saved resources, reminders, preferences), applied to the device first. */
  kind: 'contact' | 'newsletter' | 'account' | 'listing-report' | 'listing-suggestion';
  /** POST when left out. */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: unknown;
  /** For `account` changes: whose account they belong to (never sent under anyone else's session). */
  owner?: string;
  /**
   * What the list of waiting items shows, e.g. "Message: Finding a shelter", in the language of the page it was made on.
   * For an account change, the title of what changed (her own words, in no language) and `change` says what was done.
   */
  label: string;
  /** What an account change does: the page says it in its own language (web/components/outbox-label.ts). */
  change?: AccountChangeKind;
  createdAt: number;
  attempts: number;
  /**
   * Until when her own Send (in the page that made it) has it: a replay in another context (the device worker, the
   * service worker) leaves it alone until then, so it is not sent twice at once. Gone once that Send has an answer.
   */
  claimedUntil?: number;
  lastError?: string;
  /** HTTP status of the last answer that did not accept it; absent when the server could not be reached. */
  lastStatus?: number;
  /**
   * The language of the page it was made on: every replay (a page, the device worker, the service worker) sends it, so
   * the server answers and records it in her language. Absent on items stored before, and on account changes made off
   * a page; those go with the browser's own languages.
   */
  lang?: Locale;
}

export type { SentNotice };

/** The kinds of change to her signed-in list that can wait in the outbox. */
export type AccountChangeKind = 'save' | 'remove' | 'status' | 'reminder' | 'completed' | 'delete' | 'preferences';

export interface SyncMeta {
  /** Collection name, e.g. "resources". */
  key: string;
  cursor: string;
  /** When the device last heard from the server (ms since epoch). */
  syncedAt: number;
  /** Her session: when it ends unless used again (ms since epoch), as the server said. */
  until?: number;
  /** The server's plain message with its last answer (news: when no source could be reached). */
  message?: string;
  /** The directory: the states (besides the national listings) the device holds, "OH,TX" (see sync-scope.ts). */
  scope?: string;
  /** The directory: the languages of the listings' words it holds besides English, "es" (see sync-scope.ts). */
  langs?: string;
}

/** A resource she saved to her list on this device, with how far she got with it. */
export interface SavedItem {
  resourceId: string;
  status: SavedStatus;
  savedAt: number;
  updatedAt: number;
}

export interface Reminder {
  id: string;
  title: string;
  description?: string;
  type: ReminderType;
  /** ISO date-time. */
  dueDate: string;
  completed: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface ActivityItem {
  id: string;
  /** In English; entries kept before `event` have only this. */
  text: string;
  /** ISO date-time. */
  at: string;
  /** What she did, as data (not indexed: no new version of the schema), worded by the dashboard in its language. */
  event?: ActivityEvent;
}

/** What she told the dashboard about herself, for recommendations (on the device, and in her account when signed in). */
export interface PreferencesRecord {
  key: 'mine';
  value: Preferences;
  updatedAt: number;
}

/** A line of the shop's cart (one item per line, as the spec has it), kept on this device. */
export interface CartLine {
  cartId: string;
  productId: string;
  size?: string;
  color?: string;
  addedAt: number;
}

export class DeviceDb extends Dexie {
  resources!: EntityTable<Resource, 'id'>;
  syncMeta!: EntityTable<SyncMeta, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  /** The latest news, kept to be read offline. */
  news!: EntityTable<NewsArticle, 'id'>;
  /** The built-in directories, replicated when their page is first opened. */
  organizations!: EntityTable<Organization, 'id'>;
  fundingSources!: EntityTable<FundingSource, 'id'>;
  businessOwners!: EntityTable<BusinessOwner, 'id'>;
  /** Her own list (the dashboard without an account): kept on this device only. */
  saved!: EntityTable<SavedItem, 'resourceId'>;
  reminders!: EntityTable<Reminder, 'id'>;
  activity!: EntityTable<ActivityItem, 'id'>;
  preferences!: EntityTable<PreferencesRecord, 'key'>;
  cart!: EntityTable<CartLine, 'cartId'>;
  /** Forms delivered later (by a replay or the service worker), until she dismisses the notice. */
  sentNotices!: EntityTable<SentNotice, 'id'>;

  constructor(name = 'women-help') {
    // A live query's reads (outside an explicit transaction) share Dexie's query cache, and its answers are frozen,
    // not copied: by default Dexie deep-copies each answer for each reader, each time it is read again (without the
    // copies, Dexie's own time in a first visit of /news or /location-services fell by 20 to 30 ms here, decision 022).
    // The array and its rows are frozen; what they hold is shared: nothing in an answer may be changed in place (sort
    // a copy). With no cache at all, every live query re-read the directory for each slice the first sync wrote
    // (decision 016).
    super(name, { cache: 'immutable' });
    // The schema as it is now, in one declaration. A device that has an older version (1 to 7, each of which only added
    // tables) is brought up to it by Dexie, which compares what is installed with this and adds what is missing: the
    // earlier declarations are needed only for a version with an `upgrade()` step, and none has one. Declaring the
    // eight made Dexie parse and compare eight schemas on every start, 6 to 10 ms of a phone's main thread here
    // (decision 022). To change it: a new version number with the whole schema, plus an `upgrade()` (kept then) if data
    // must move. tests/sync/device-db-upgrade.test.ts opens an older device's database with this.
    this.version(8).stores({
      resources: 'id, category, updatedAt',
      syncMeta: 'key',
      outbox: 'id, createdAt',
      news: 'id, publishedAt, *topics',
      organizations: 'id, category',
      fundingSources: 'id, category',
      businessOwners: 'id, category, ethnicity',
      saved: 'resourceId, savedAt',
      reminders: 'id, dueDate',
      activity: 'id, at',
      preferences: 'key',
      cart: 'cartId, addedAt',
      sentNotices: 'id, sentAt',
    });
  }
}

export const db = new DeviceDb();

/**
 * A single write that screens show only once it is stored. Made on its own (outside a transaction), a write is shown
 * to live queries at once, before IndexedDB has stored it (Dexie's optimistic updates, which come with its query
 * cache): a list then said "saved" a moment early, and a page closed in that moment lost what it showed, or a write
 * that failed flickered in and out. In a transaction of its own, it is shown once stored.
 */
export function shownOnceStored<T>(database: DeviceDb, table: Table, write: () => Promise<T>): Promise<T> {
  return database.transaction('rw', table, write);
}
