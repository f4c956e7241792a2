import { defineConfig } from 'drizzle-kit';

/** Migrations of the API-key store (`npm run db:generate`). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './storage/keys-schema.ts',
  out: './migrations/keys',
});
