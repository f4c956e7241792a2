import { defineConfig } from 'drizzle-kit';

/** Migrations of the derived-data database (`npm run db:generate`). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './storage/schema.ts',
  out: './migrations/derived',
});
