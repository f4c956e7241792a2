/**
 * API keys: issuing, listing, revoking and verifying.
 *
 * A key reads `jk_<id>_<secret>`: `id` (10 base32 characters) is public and indexes the row, `secret` is 32
 * random bytes. Only the SHA-256 of the whole key is stored; verification compares digests with
 * `timingSafeEqual`, so the time taken never depends on how much of a guess was right. Keys never reach logs.
 *
 * Verified keys are cached in memory (the read path answers in tens of microseconds, a SQLite lookup plus
 * hashing would double that). The cache is dropped whenever SQLite's `data_version` says another connection
 * (the `keys` CLI) changed the store, read at most every `DATA_VERSION_CHECK_MS`: a key issued or revoked by the
 * CLI takes effect within that time (a change made through this store, at once).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { KeysDb } from '../../storage/open.ts';
import { apiKeys, type Plan } from '../../storage/keys-schema.ts';

export interface KeyRecord {
  id: string;
  plan: Plan;
  label: string;
  createdAt: string;
  revokedAt: string | null;
}

const KEY_PATTERN = /^jk_([a-z2-7]{10})_([A-Za-z0-9_-]{43})$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const CACHE_LIMIT = 10_000;

/** How often the store asks SQLite whether another connection changed the keys, ms (asking costs a query). */
export const DATA_VERSION_CHECK_MS = 100;

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function newId(): string {
  return Array.from(randomBytes(10), (b) => BASE32[b & 31]).join('');
}

export class KeyStore {
  private readonly verified = new Map<string, KeyRecord | null>();
  private seenDataVersion = -1;
  private dataVersionCheckedMs = -Infinity;
  private readonly dataVersion;
  private readonly byId;

  constructor(private readonly db: KeysDb) {
    this.dataVersion = db.$client.prepare('PRAGMA data_version').pluck();
    this.byId = db.$client.prepare<[string], { key_hash: string; plan: Plan; label: string; created_at: string; revoked_at: string | null }>(
      'SELECT key_hash, plan, label, created_at, revoked_at FROM api_keys WHERE id = ?',
    );
  }

  /** Issues a key for a plan. The returned `key` is shown once and cannot be recovered later. */
  create(plan: Plan, label = ''): { key: string; record: KeyRecord } {
    const id = newId();
    const key = `jk_${id}_${randomBytes(32).toString('base64url')}`;
    const [row] = this.db
      .insert(apiKeys)
      .values({ id, keyHash: sha256(key).toString('hex'), plan, label })
      .returning()
      .all();
    this.verified.clear();
    return { key, record: toRecord(row!) };
  }

  /** Every key, newest first; revoked ones included unless `activeOnly`. */
  list(options: { activeOnly?: boolean } = {}): KeyRecord[] {
    const query = this.db.select().from(apiKeys);
    const rows = options.activeOnly ? query.where(isNull(apiKeys.revokedAt)).all() : query.all();
    return rows.map(toRecord).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Revokes a key by id; returns the updated record, or null when no such key exists. */
  revoke(id: string, at: Date): KeyRecord | null {
    const [row] = this.db
      .update(apiKeys)
      .set({ revokedAt: at.toISOString() })
      .where(eq(apiKeys.id, id))
      .returning()
      .all();
    this.verified.clear();
    return row ? toRecord(row) : null;
  }

  /** The active key record a presented key belongs to, or null (unknown, malformed or revoked). */
  verify(presented: string): KeyRecord | null {
    const nowMs = performance.now();
    if (nowMs - this.dataVersionCheckedMs >= DATA_VERSION_CHECK_MS) {
      this.dataVersionCheckedMs = nowMs;
      const version = this.dataVersion.get() as number;
      if (version !== this.seenDataVersion) {
        this.verified.clear();
        this.seenDataVersion = version;
      }
    }
    const cached = this.verified.get(presented);
    if (cached !== undefined) return cached;

    const result = this.lookup(presented);
    if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
    this.verified.set(presented, result);
    return result;
  }

  private lookup(presented: string): KeyRecord | null {
    const match = KEY_PATTERN.exec(presented);
    if (!match) return null;
    const row = this.byId.get(match[1]!);
    if (!row || row.revoked_at) return null;
    if (!timingSafeEqual(Buffer.from(row.key_hash, 'hex'), sha256(presented))) return null;
    return { id: match[1]!, plan: row.plan, label: row.label, createdAt: row.created_at, revokedAt: null };
  }
}

/** Constant-time equality of two secrets of any length (the lengths themselves are not secret). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

function toRecord(row: typeof apiKeys.$inferSelect): KeyRecord {
  return { id: row.id, plan: row.plan, label: row.label, createdAt: row.createdAt, revokedAt: row.revokedAt };
}
