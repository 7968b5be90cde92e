// The PostgreSQL migrations (issue 38): generated from api/db/schema-pg.ts (itself written from api/db/schema.ts by
// scripts/pg-schema.ts). `npm run db:generate` makes both dialects' migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema-pg.ts',
  out: './api/db/migrations-pg',
});
