/**
 * Drizzle schema of the derived-data database: everything in it can be rebuilt from the engine at any time.
 */
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Key/value facts about the database itself (schema purpose, creation time). */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
