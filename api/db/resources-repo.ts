// Reads and writes the directory: lists, the change feed behind incremental sync, and the idempotent seed.
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CategoryKey } from '../../shared/categories.ts';
import { resourceSchema, type Resource, type ResourceChanges } from '../../shared/schemas/resource.ts';
import { onPostgres, rootOf, type Db } from './client.ts';
import { toClient, toWire, type Row } from './resource-row.ts';
import { ensureSearchIndex, reindexResources } from './resources-search.ts';
import { resources } from './tables.ts';
import { slugId } from '../../shared/format.ts';
import { transaction } from './transaction.ts';

type Fields = Omit<Resource, 'updatedAt'>;

const SEED_INSERT_BATCH = 100;

export async function currentVersion(db: Pick<Db, 'select'>): Promise<number> {
  const row = (await db.select({ v: sql<number | null>`max(${resources.version})` }).from(resources).limit(1))[0];
  return row?.v ?? 0;
}

// Bumped by every write in this process, so readers see their own writes at once without asking the database each
// time. Per database (a write may go through a transaction's handle while readers hold the database's).
const writeGenerations = new WeakMap<object, number>();
const generationKey = (db: Db): object => rootOf(db);
const writeGeneration = (db: Db) => writeGenerations.get(generationKey(db)) ?? 0;
export function markWritten(db: Db): void {
  writeGenerations.set(generationKey(db), writeGeneration(db) + 1);
}

/** How long a version read is trusted when this process wrote nothing; bounds how late another process's write shows. */
export const VERSION_RECHECK_MS = 1000;

/** The directory's change number, for the hot list paths. */
export interface VersionReader {
  /** The number now: asks the database only when the last answer may be out of date. */
  read(): Promise<number>;
  /** The number if it can be known without asking (the 304 fast path); undefined when the database must be asked. */
  known(): number | undefined;
}

/**
 * A cheap reader of `currentVersion`: it asks the database again after any write made through this module, and
 * otherwise at most once a second (for writes from elsewhere: a seed run from the shell, another instance on the same
 * PostgreSQL database). SQLite is asked synchronously, so its number is always known.
 */
export function versionReader(db: Db, now: () => number = Date.now): VersionReader {
  let value = 0;
  let generation = -1;
  let checkedAt = -Infinity;
  const fresh = () => writeGeneration(db) === generation && now() - checkedAt < VERSION_RECHECK_MS;
  if (!onPostgres) {
    const stmt = db.$client.prepare('SELECT coalesce(max(version), 0) FROM resources').pluck();
    const known = () => {
      if (!fresh()) {
        generation = writeGeneration(db);
        checkedAt = now();
        value = Number(stmt.get());
      }
      return value;
    };
    return { known, read: () => Promise.resolve(known()) };
  }
  let asking: Promise<number> | undefined;
  const ask = () => {
    const g = writeGeneration(db);
    const at = now();
    asking ??= currentVersion(db)
      .then((v) => {
        value = v;
        generation = g;
        checkedAt = at;
        return v;
      })
      .finally(() => (asking = undefined));
    return asking;
  };
  return {
    known: () => (fresh() ? value : undefined),
    read: async () => {
      if (fresh()) return value;
      let v = await ask();
      // An answer asked for before this process's last write may not hold it: ask again.
      while (generation !== writeGeneration(db)) v = await ask();
      return v;
    },
  };
}

/**
 * What a device keeps (undefined: everything): every national and statewide program (a few hundred), and the local
 * listings (an import can bring thousands) of these states only.
 */
function inScope(states: readonly string[] | undefined) {
  if (!states) return undefined;
  return or(ne(resources.serviceArea, 'local'), ...(states.length ? [inArray(resources.state, [...states])] : []));
}

const wantedBy = (states: readonly string[] | undefined) => (r: Row) =>
  !states || r.serviceArea !== 'local' || (r.state !== null && states.includes(r.state));

/**
 * Every live listing as stored, for the admin form: without the counties a city's own listing is given when sent
 * (toClient), so saving a listing does not store them as if an editor had named them.
 */
export async function listResourcesAsStored(db: Db): Promise<Resource[]> {
  return (await db.select().from(resources).where(isNull(resources.deletedAt)).orderBy(asc(resources.title))).map(toWire);
}

export async function listResources(db: Db, category?: CategoryKey, states?: readonly string[]): Promise<Resource[]> {
  const live = isNull(resources.deletedAt);
  return (await db
    .select()
    .from(resources)
    .where(and(live, category ? eq(resources.category, category) : undefined, inScope(states)))
    .orderBy(asc(resources.title)))
    .map(toClient);
}

/**
 * Everything that changed after `since`, for a device keeping the local listings of `states` (undefined: the whole
 * directory). A client that has never synced (0), or whose cursor is ahead of this database (it was rebuilt),
 * gets the whole live set with `reset: true` and must replace its replica. A listing that changed out of the scope
 * (it moved to another state) comes as deleted: the device may hold it from before. `newStates`, among `states`: the
 * device has just added them, so their local listings come whole beside the changes (it does not download the
 * national and statewide programs, and the states it held, again).
 */
export async function changesSince(db: Db, since: number, states?: readonly string[], newStates: readonly string[] = []): Promise<ResourceChanges> {
  const head = await currentVersion(db);
  if (since === 0 || since > head) {
    return { changes: await listResources(db, undefined, states), deleted: [], cursor: String(head), reset: true };
  }
  const rows = await db.select().from(resources).where(gt(resources.version, since)).orderBy(desc(resources.version));
  const wanted = wantedBy(states);
  const changes = rows.filter((r) => r.deletedAt === null && wanted(r)).map(toClient);
  const added = states ? newStates.filter((s) => states.includes(s)) : [];
  if (added.length) {
    const sent = new Set(changes.map((r) => r.id));
    const whole = await db
      .select()
      .from(resources)
      .where(and(isNull(resources.deletedAt), eq(resources.serviceArea, 'local'), inArray(resources.state, added)))
      .orderBy(asc(resources.title));
    for (const r of whole) if (!sent.has(r.id)) changes.push(toClient(r));
  }
  return {
    changes,
    deleted: rows.filter((r) => r.deletedAt !== null || !wanted(r)).map((r) => r.id),
    cursor: String(head),
    reset: false,
    ...(added.length ? { newStates: added } : {}),
  };
}

/** JSON with every object's keys in order: PostgreSQL's jsonb gives an object's keys back in an order of its own. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

function sameContent(row: Row, fields: Fields): boolean {
  const current = toWire(row);
  return Object.keys(resourceSchema.shape).every((key) => canonicalJson(current[key as keyof Resource]) === canonicalJson(fields[key as keyof Fields]));
}

/** The row's columns for a record: every optional field it leaves out is written as null (so an update clears it). */
export function columns(fields: Fields) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(resourceSchema.shape)) {
    if (key !== 'updatedAt') out[key] = fields[key as keyof Fields] ?? null;
  }
  // No counties named is none stored: a city's own listing then carries its city's (resource-row.ts).
  if (Array.isArray(out.counties) && out.counties.length === 0) out.counties = null;
  // Whose list of counties it is goes with the list.
  if (out.counties === null) out.countiesSource = null;
  return out as Fields & { id: string };
}

export interface SeedReport {
  inserted: number;
  updated: number;
  removed: number;
  unchanged: number;
}

/**
 * Brings seed rows in line with data/resources.json in one transaction: new records are inserted, changed ones
 * updated, ones no longer in the file removed (as tombstones, so devices learn of it). Rows an editor wrote
 * (origin 'admin') are never touched. Running it twice changes nothing the second time.
 */
export async function applySeed(db: Db, records: readonly Fields[], now = new Date()): Promise<SeedReport> {
  const report = await transaction(db, async (tx) => {
    const report: SeedReport = { inserted: 0, updated: 0, removed: 0, unchanged: 0 };
    const existing = new Map((await tx.select().from(resources)).map((r) => [r.id, r]));
    const version = await currentVersion(tx) + 1;
    const seen = new Set<string>();
    const touched: string[] = [];
    const fresh: (typeof resources.$inferInsert)[] = [];
    for (const record of records) {
      seen.add(record.id);
      const row = existing.get(record.id);
      if (!row) {
        fresh.push({ ...columns(record), origin: 'seed', version, createdAt: now, updatedAt: now });
        report.inserted++;
        touched.push(record.id);
      } else if (row.origin === 'admin') {
        report.unchanged++;
      } else if (row.deletedAt !== null || !sameContent(row, record)) {
        await tx.update(resources)
          .set({ ...columns(record), version, updatedAt: now, deletedAt: null })
          .where(eq(resources.id, record.id));
        report.updated++;
        touched.push(record.id);
      } else {
        report.unchanged++;
      }
    }
    // New records go in a hundred at a time (one round trip each on PostgreSQL, within SQLite's limit of variables).
    for (let i = 0; i < fresh.length; i += SEED_INSERT_BATCH) await tx.insert(resources).values(fresh.slice(i, i + SEED_INSERT_BATCH));
    for (const row of existing.values()) {
      if (row.origin === 'seed' && row.deletedAt === null && !seen.has(row.id)) {
        await tx.update(resources).set({ deletedAt: now, updatedAt: now, version }).where(eq(resources.id, row.id));
        report.removed++;
        touched.push(row.id);
      }
    }
    // Same connection, so inside this transaction: the index never disagrees with the table.
    await reindexResources(tx, touched);
    return report;
  });
  await ensureSearchIndex(db);
  if (report.inserted + report.updated + report.removed > 0) markWritten(db);
  return report;
}

// ---- the admin area: one resource at a time, each write a new change number (devices learn of it by sync) ----

export type AdminResourceFields = Omit<Fields, 'id'>;


function withMainPhone(fields: AdminResourceFields): AdminResourceFields {
  if (fields.phoneNumber) return fields;
  const voice = fields.phones.find((p) => p.kind === 'voice');
  return voice ? { ...fields, phoneNumber: voice.number } : fields;
}

/** Called inside the write's transaction with the record before and after (the audit log). */
export type RecordChange = (tx: Db, before: Resource | null, after: Resource | null) => Promise<void>;

async function adminView(tx: Db, id: string): Promise<Resource | undefined> {
  const row = (await tx.select().from(resources).where(and(eq(resources.id, id), isNull(resources.deletedAt))).limit(1))[0];
  return row ? toWire(row) : undefined;
}

/**
 * Writes made here belong to the editors from then on (origin 'admin'): the seed file no longer changes or restores
 * them at start-up.
 */
export async function createResourceForAdmin(db: Db, input: AdminResourceFields, record: RecordChange, now = new Date()): Promise<Resource> {
  const id = slugId(input.title, 'resource');
  const fields = withMainPhone(input);
  const after = await transaction(db, async (tx) => {
    const version = await currentVersion(tx) + 1;
    await tx.insert(resources).values({ ...columns({ ...fields, id }), id, origin: 'admin', version, createdAt: now, updatedAt: now });
    await reindexResources(tx, [id]);
    const created = (await adminView(tx as unknown as Db, id))!;
    await record(tx as unknown as Db, null, created);
    return created;
  });
  markWritten(db);
  return after;
}

/**
 * Fields an import fills that the admin form does not show (and its counties, which it does), and the mark of a
 * listing a reader suggested: an edit that leaves them out keeps them. An empty list of counties clears them (a city's own listing then carries its city's counties again).
 */
const NOT_ON_THE_FORM = ['schedule', 'serviceAreas', 'counties', 'countiesSource', 'fees', 'applicationProcess', 'taxonomyTerms', 'sourceName', 'sourceDate', 'publicDataSet', 'suggestedByReader'] as const;

function keepImportedFields(before: Resource, input: AdminResourceFields): AdminResourceFields {
  const kept: Record<string, unknown> = { ...input };
  for (const key of NOT_ON_THE_FORM) if (input[key] === undefined && before[key] !== undefined) kept[key] = before[key];
  // Counties an editor changed are hers, no longer the list they came from.
  const sorted = (counties: unknown) => canonicalJson(Array.isArray(counties) ? [...(counties as string[])].sort() : counties);
  if (input.countiesSource === undefined && sorted(kept.counties) !== sorted(before.counties)) delete kept.countiesSource;
  // Still the ZIP code's centre only while the editor left the coordinates as they were.
  if (input.approximatePlace === undefined && before.approximatePlace && input.latitude === before.latitude && input.longitude === before.longitude) {
    kept.approximatePlace = true;
  }
  return kept as AdminResourceFields;
}

export async function updateResourceForAdmin(db: Db, id: string, input: AdminResourceFields, record: RecordChange, now = new Date()): Promise<Resource | undefined> {
  const after = await transaction(db, async (tx) => {
    const before = await adminView(tx as unknown as Db, id);
    if (!before) return undefined;
    const fields = withMainPhone(keepImportedFields(before, input));
    const version = await currentVersion(tx) + 1;
    await tx.update(resources).set({ ...columns({ ...fields, id }), origin: 'admin', version, updatedAt: now }).where(eq(resources.id, id));
    await reindexResources(tx, [id]);
    const updated = (await adminView(tx as unknown as Db, id))!;
    await record(tx as unknown as Db, before, updated);
    return updated;
  });
  if (after) markWritten(db);
  return after;
}

/** A tombstone (deletedAt, a new change number): devices remove it at their next sync. */
export async function deleteResourceForAdmin(db: Db, id: string, record: RecordChange, now = new Date()): Promise<boolean> {
  const done = await transaction(db, async (tx) => {
    const before = await adminView(tx as unknown as Db, id);
    if (!before) return false;
    const version = await currentVersion(tx) + 1;
    await tx.update(resources).set({ deletedAt: now, updatedAt: now, version, origin: 'admin' }).where(eq(resources.id, id));
    await reindexResources(tx, [id]);
    await record(tx as unknown as Db, before, null);
    return true;
  });
  if (done) markWritten(db);
  return done;
}
