-- The rate limits' counts, shared by every instance on this database (api/http/rate-counter.ts, rate-limiter-flexible's
-- PostgreSQL store, which reads and writes this table as it would have made it): one row per limit and client digest,
-- `expire` in milliseconds since 1970. Rows an hour past their window are deleted by the instances.
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY,
	"points" integer NOT NULL DEFAULT 0,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expire" ON "rate_limits" USING btree ("expire");
