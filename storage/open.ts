/**
 * Opening the two SQLite files of the service and bringing them to the current schema.
 *
 * - the derived-data database (`DB_PATH`): rebuildable from the engine, WAL mode so the API reads while the
 *   pipeline writes;
 * - the API-key store (`<DB_PATH name>.keys.db`): never touched by a rebuild.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as derivedSchema from './schema.ts';
import * as keysSchema from './keys-schema.ts';

const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export type DerivedDb = BetterSQLite3Database<typeof derivedSchema> & { $client: Database.Database };
export type KeysDb = BetterSQLite3Database<typeof keysSchema> & { $client: Database.Database };

function openSqlite(path: string, options: { readonly?: boolean } = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path, { readonly: options.readonly ?? false });
  // A precomputed day is a ~5 KB row: on 16 KB pages it fits its leaf without overflow pages, which makes the
  // pipeline's inserts ~20 % cheaper. Takes effect only on a new file (before WAL mode fixes the page size).
  if (!options.readonly) sqlite.pragma('page_size = 16384');
  if (!options.readonly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  // A writer (the pipeline) may hold the lock briefly; readers and the key CLI wait instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/** Opens (creating if needed) the derived-data database and applies pending migrations. */
export function openDerivedDb(path: string): DerivedDb {
  const db = drizzle({ client: openSqlite(path), schema: derivedSchema });
  migrate(db, { migrationsFolder: resolve(MIGRATIONS_DIR, 'derived') });
  return db;
}

let derivedMigrations: number | undefined;

/** The number of derived-data migrations this code expects (the entries of the migrations journal, read once). */
function expectedDerivedMigrations(): number {
  derivedMigrations ??= (JSON.parse(readFileSync(resolve(MIGRATIONS_DIR, 'derived', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return derivedMigrations;
}

/** Throws unless the database at `path` has every derived-data migration of this code applied. */
function requireCurrentSchema(sqlite: Database.Database, path: string, remedy: string): void {
  const applied = (sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
  const expected = expectedDerivedMigrations();
  if (applied !== expected) {
    sqlite.close();
    throw new Error(`${path} has ${applied} of this version's ${expected} migrations: ${remedy}`);
  }
}

/**
 * Opens an existing derived-data database read-only, for API instances that only read while another process
 * writes. Applies no migration: throws when the file is missing or not at this code's schema, so such an instance
 * never serves from tables it does not know.
 */
export function openDerivedDbReadOnly(path: string): DerivedDb {
  if (!existsSync(path)) throw new Error(`${path} does not exist: a read-only instance needs a database a writable instance or the pipeline created`);
  const sqlite = openSqlite(path, { readonly: true });
  requireCurrentSchema(sqlite, path, 'start a writable instance (or run the pipeline) on it first');
  return drizzle({ client: sqlite, schema: derivedSchema }) as DerivedDb;
}

/**
 * Opens an existing derived-data database for a pipeline worker's writes. Applies no migration (the process
 * running the pipeline has, before its first task): throws when the file is missing or not at this code's schema.
 */
export function openDerivedDbForWrites(path: string): DerivedDb {
  if (!existsSync(path)) throw new Error(`${path} does not exist: the pipeline writes into a database its process opened first`);
  const sqlite = openSqlite(path);
  requireCurrentSchema(sqlite, path, 'the process running the pipeline migrates it first');
  return drizzle({ client: sqlite, schema: derivedSchema }) as DerivedDb;
}

/** Opens (creating if needed) the API-key store and applies pending migrations. */
export function openKeysDb(path: string): KeysDb {
  const db = drizzle({ client: openSqlite(path), schema: keysSchema });
  migrate(db, { migrationsFolder: resolve(MIGRATIONS_DIR, 'keys') });
  return db;
}
