-- Full-text index of the directory (SQLite FTS5). Rows share the resources table's rowid and are written by
-- api/db/resources-search.ts whenever a resource changes; tombstones are not indexed. Queries are AND/OR of single
-- words (no phrases), so positions are not stored (detail = column): smaller doclists, faster prefix matches.
CREATE VIRTUAL TABLE `resources_fts` USING fts5(
  `resource_id` UNINDEXED,
  `category` UNINDEXED,
  `emergency` UNINDEXED,
  `title`,
  `organization`,
  `tags`,
  `place`,
  `description`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '3 4 5 6 7 8 9 10',
  detail = column
);
