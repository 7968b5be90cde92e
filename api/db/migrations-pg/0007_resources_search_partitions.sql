-- The search index in eight parts (hash of the resource's id), each with its own GIN indexes (issue 38). The first
-- tier of a search wants any 200 matches of `main`; GIN cannot hand them over one at a time, so PostgreSQL builds the
-- set of every match before the first row is read: 4 to 8 ms for a common search at 100,000 listings (`shelter`
-- matches 23,000). Over parts, the limit stops at the part that completes the 200, and a common search builds the set
-- of one part only. Measured on the bench's searches at 100,000 listings: p50 3.6-4.7 ms for one table, 1.7-2.0 ms
-- in eight parts. A search with few matches reads all eight (each a small set). Same columns, keys and index names.
CREATE TABLE "resources_search_parts" (LIKE "resources_search" INCLUDING DEFAULTS) PARTITION BY HASH ("resource_id");
--> statement-breakpoint
DO $$
BEGIN
  FOR part IN 0..7 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "resources_search_parts" FOR VALUES WITH (MODULUS 8, REMAINDER %s)', 'resources_search_' || part, part);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "resources_search_parts" SELECT * FROM "resources_search";
--> statement-breakpoint
DROP TABLE "resources_search";
--> statement-breakpoint
ALTER TABLE "resources_search_parts" RENAME TO "resources_search";
--> statement-breakpoint
ALTER TABLE "resources_search" ADD CONSTRAINT "resources_search_pkey" PRIMARY KEY ("resource_id");
--> statement-breakpoint
ALTER TABLE "resources_search" ADD CONSTRAINT "resources_search_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "resources_search_doc" ON "resources_search" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "resources_search_main" ON "resources_search" USING gin ("main");
--> statement-breakpoint
-- The first tier's function returns what the first tier reads (id, emergency mark, title): the other fields are read
-- only for matches whose words the server does not keep (api/db/resources-search-pg.ts).
DROP FUNCTION resources_search_main(tsquery, text[], integer);
--> statement-breakpoint
CREATE FUNCTION resources_search_main(query tsquery, wanted text[], max_rows integer)
RETURNS TABLE (id text, emergency boolean, title text)
LANGUAGE sql STABLE SET enable_seqscan = off
AS $$
  SELECT resource_id, emergency, title FROM resources_search
   WHERE main @@ query AND (wanted IS NULL OR category = ANY (wanted))
   LIMIT max_rows
$$;
--> statement-breakpoint
-- The parts' statistics now (autovacuum analyzes each part in time, but never the table over them).
ANALYZE "resources_search";
