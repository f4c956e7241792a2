/**
 * Drizzle schema of the API-key store, a SQLite file of its own (`<DB_PATH name>.keys.db`) so that deleting or
 * rebuilding the derived-data database can never drop a customer's key.
 */
import { sql } from 'drizzle-orm';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const PLANS = ['free', 'pro', 'internal'] as const;
export type Plan = (typeof PLANS)[number];

export const apiKeys = sqliteTable(
  'api_keys',
  {
    /** Public identifier, also embedded in the key itself (`jk_<id>_<secret>`); safe to log and show. */
    id: text('id').primaryKey(),
    /** SHA-256 of the whole key, hex. The key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    label: text('label').notNull().default(''),
    createdAt: text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('api_keys_revoked_at').on(t.revokedAt)],
);
