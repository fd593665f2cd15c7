import { createHmac } from 'node:crypto';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Queryable } from '../db';

/**
 * An express-rate-limit store counting in PostgreSQL (table rate_limit_hits, migration 2), so
 * that every server process on one database enforces one limit and a restart does not reset it.
 * Fixed windows: a key's first hit opens a window of `windowMs`; one atomic upsert per hit
 * counts it (or opens a new window when the old one has ended) and returns the count.
 * Used when DATABASE_URL is set; the embedded database (one process) keeps the memory store.
 * Expired rows are deleted every `cleanupEvery` hits, and by the daily retention purge.
 *
 * The keys are client IPs: the table holds only their HMAC-SHA256 under a server secret (with the
 * limiter's prefix), never the addresses, and a hash that cannot be reversed by trying every
 * address without the secret. `leads delete` removes a person's rows with the same function.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  #windowMs = 60_000;
  #hits = 0;
  readonly #db: Queryable;
  readonly #cleanupEvery: number;

  /** `prefix` keeps the keys of different limiters (ip:, phone:, email:) apart in the one table. */
  readonly #secret: string;

  constructor(db: Queryable, prefix: string, options: { secret: string; cleanupEvery?: number }) {
    this.#db = db;
    this.prefix = prefix;
    this.#secret = options.secret;
    this.#cleanupEvery = options.cleanupEvery ?? 500;
  }

  #key(key: string): string {
    return rateLimitRowKey(this.#secret, this.prefix, key);
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.#db.query<{ hits: number; reset_at: Date }>(
      'SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()',
      [this.#key(key)],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (++this.#hits % this.#cleanupEvery === 0) {
      await this.#db.query('DELETE FROM rate_limit_hits WHERE reset_at <= now()');
    }
    const { rows } = await this.#db.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.#key(key), this.#windowMs],
      { name: 'rate-limit-increment' },
    );
    const row = rows[0];
    if (!row) throw new Error('The rate-limit upsert returned no row');
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.#db.query(
      'UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()',
      [this.#key(key)],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.#db.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.#key(key)]);
  }
}

/**
 * The key a limiter's row is stored under: its prefix and the HMAC-SHA256 (hex) of the client's
 * key under `secret` (the server's form token secret, see services.ts).
 */
export function rateLimitRowKey(secret: string, prefix: string, key: string): string {
  return prefix + createHmac('sha256', secret).update(`rate-limit:${key}`).digest('hex');
}
