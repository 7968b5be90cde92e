// The PostgreSQL migration that wrote every word's marked starts (issue 38) wrote them from the shortest prefix the
// search asks (PREFIX_MIN_CHARS): rows written since take it from the constant; rows the migration rewrote must agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREFIX_MIN_CHARS } from '../../shared/search/query.ts';

describe('the marked prefixes of the PostgreSQL search index', () => {
  it('were written by the migration from the same shortest prefix the search asks', () => {
    const sql = readFileSync(new URL('../../api/db/migrations-pg/0006_resources_search_prefixes.sql', import.meta.url), 'utf8');
    expect(sql).toContain(`resources_search_prefixes("main", ${PREFIX_MIN_CHARS})`);
  });
});
