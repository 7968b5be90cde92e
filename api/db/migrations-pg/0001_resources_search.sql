-- Full-text index of the directory (PostgreSQL), the counterpart of SQLite's resources_fts: one row per live resource,
-- written by api/db/resources-search.ts whenever a resource changes. `doc` holds the shared tokenizer's words with the
-- `simple` configuration: the main fields (title, organization, tags, place) at weight A, the description (English and
-- Spanish) at D. The text columns are what the shared ranking reads back.
CREATE TABLE "resources_search" (
	"resource_id" text PRIMARY KEY NOT NULL REFERENCES "resources"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"emergency" boolean NOT NULL,
	"title" text NOT NULL,
	"organization" text NOT NULL,
	"tags" text NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"doc" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resources_search_doc" ON "resources_search" USING gin ("doc");
