import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the committed snapshots and writes a new SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
  casing: 'snake_case',
});
