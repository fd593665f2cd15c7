import { createHmac } from 'node:crypto';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { coalesce } from '../coalesce';
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
  #nextCleanup: number;
  readonly #db: Queryable;
  readonly #cleanupEvery: number;

  /** `prefix` keeps the keys of different limiters (ip:, phone:, email:) apart in the one table. */
  readonly #secret: string;

  constructor(db: Queryable, prefix: string, options: { secret: string; cleanupEvery?: number }) {
    this.#db = db;
    this.prefix = prefix;
    this.#secret = options.secret;
    this.#cleanupEvery = options.cleanupEvery ?? 500;
    this.#nextCleanup = this.#cleanupEvery;
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

  /**
   * Counts one hit. The hits of one key that arrive while its upsert runs wait, and are then
   * counted together by the next upsert (`hits + k`), each given the total it would have had
   * counted alone, in the order they came (decision 0082): one statement for many requests from
   * one address, the same totals and the same limit as one statement each. A failed upsert fails
   * every hit it held (the limiter refuses them: a count that cannot be made is never a pass).
   */
  increment(key: string): Promise<IncrementResponse> {
    let count = this.#counts.get(key);
    if (!count) {
      count = coalesce(
        async (hits: readonly undefined[]) => {
          const counted = await this.#add(key, hits.length);
          return hits.map((_, i) => ({ totalHits: counted.hits - hits.length + i + 1, resetTime: counted.resetTime }));
        },
        () => this.#counts.delete(key),
      );
      this.#counts.set(key, count);
    }
    return count(undefined);
  }

  /** Per key with hits in flight: its hits, counted together while an upsert of it runs. */
  readonly #counts = new Map<string, (hit: undefined) => Promise<IncrementResponse>>();

  /** One upsert adding `hits` to the key's count (or opening a new window with them). */
  async #add(key: string, hits: number): Promise<{ hits: number; resetTime: Date }> {
    this.#hits += hits;
    if (this.#hits >= this.#nextCleanup) {
      this.#nextCleanup = this.#hits + this.#cleanupEvery;
      await this.#db.query('DELETE FROM rate_limit_hits WHERE reset_at <= now()');
    }
    const { rows } = await this.#db.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       VALUES ($1, $3, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.#key(key), this.#windowMs, hits],
      { name: 'rate-limit-add' },
    );
    const row = rows[0];
    if (!row) throw new Error('The rate-limit upsert returned no row');
    return { hits: row.hits, resetTime: new Date(row.reset_at) };
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
