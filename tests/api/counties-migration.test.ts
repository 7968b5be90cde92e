// Counties reach devices that synced before them: migration 0020 gives a city's own listings with no place a new
// change number, so a device's next incremental sync brings them with the counties the server now works out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { newDatabaseAtLevel, openDb } from '../../api/db/client.ts';
import { changesSince } from '../../api/db/resources-repo.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

it('a device that synced before counties gets the city’s listings again, with their counties, and nothing else', async () => {
  dir = mkdtempSync(join(tmpdir(), 'whs-counties-'));
  const path = join(dir, 'site.db');
  // The database as the version before counties (migrations 0000 to 0019) left it.
  const before = newDatabaseAtLevel(path, 20);
  const insert = before.prepare(
    `INSERT INTO resources (id, title, description, category, source_url, verified_at, version, service_area, city, state, latitude, longitude)
     VALUES (?, ?, 'Help.', 'rights-advocacy', 'https://example.org/', '2026-11-01', ?, ?, ?, ?, ?, ?)`,
  );
  insert.run('nyc-line', 'NYC line', 1, 'local', 'New York', 'NY', null, null);
  insert.run('columbus-clinic', 'Columbus clinic', 2, 'local', 'Columbus', 'OH', 39.96, -83.0);
  insert.run('ohio-line', 'Ohio line', 3, 'OH', null, 'OH', null, null);
  before.close();

  // The device's cursor from its last sync then: it holds all three.
  const db = openDb(path);
  try {
    const next = await changesSince(db, 3);
    expect(next.reset).toBe(false);
    expect(next.changes.map((r) => [r.id, r.counties])).toEqual([['nyc-line', ['36005', '36047', '36061', '36081', '36085']]]);
    expect(Number(next.cursor)).toBe(4);
  } finally {
    db.$client.close();
  }
});
