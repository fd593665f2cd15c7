import { settleWithin } from '#core/timeout';

/**
 * The one small query interface both backends serve: real PostgreSQL through `pg` (DATABASE_URL
 * set) and embedded PGlite (no DATABASE_URL). SQL is always parameterised ($1, $2 ...).
 */

export interface QueryResult<R> {
  rows: R[];
  /** Rows inserted, updated or deleted (0 for a SELECT that returns nothing). */
  rowCount: number;
}

/** How one statement is sent. */
export interface QueryOptions {
  /**
   * A name for a statement sent often with the same text (the lead's insert, the per-IP count):
   * PostgreSQL parses and plans it once per connection and then only binds and runs it. The
   * same name must always go with the same text. PGlite ignores it.
   */
  name?: string;
}

export interface Queryable {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

export interface TransactionOptions {
  /** Each statement's bound instead of the database's query timeout (maintenance). */
  timeoutMs?: number;
  /**
   * `fn` sends one statement, which is then its own transaction: no BEGIN and no COMMIT around it
   * (one round trip instead of three; the lead's insert, decision 0074). A second statement from
   * `fn` is refused with an error. Not with `timeoutMs`.
   */
  oneStatement?: boolean;
}

/** A Queryable that takes one statement and refuses any other (TransactionOptions.oneStatement). */
export function oneStatementOf(run: Queryable['query']): Queryable {
  let sent = false;
  return {
    query: (sql, params, options) => {
      if (sent) return Promise.reject(new Error('A one-statement transaction sent a second statement'));
      sent = true;
      return run(sql, params, options);
    },
  };
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /**
   * Runs `fn` in one transaction (BEGIN ... COMMIT, ROLLBACK when it throws). With `timeoutMs`,
   * each of its statements is bounded by that instead of the database's query timeout (maintenance:
   * purges, migrations), and one that runs longer fails with `DbTimeoutError`.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs `fn` on one connection outside any transaction (VACUUM, ANALYZE), each statement bounded
   * by `timeoutMs` instead of the query timeout; one that runs longer fails with `DbTimeoutError`.
   */
  session<T>(fn: (session: Queryable) => Promise<T>, options: { timeoutMs: number }): Promise<T>;
  /** Closes the pool or the embedded database. Idempotent. */
  close(): Promise<void>;
}

/**
 * The database cannot be reached or did not answer in time (connection refused, timeout,
 * shutting down). The API answers 503 with Retry-After; the worker waits and tries again.
 */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The database answered, but a statement ran past its timeout (statement_timeout, lock_timeout, or
 * the client's own bound on an answer). Still "unavailable" for a lead (503, retry), but not a
 * database that cannot be reached: the cause is the work's size or a lock, not the connection.
 */
export class DbTimeoutError extends DbUnavailableError {
  override name = 'DbTimeoutError';
}

/** Node network error codes that mean "no database there right now". */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTCONN',
]);

/**
 * Whether an error from a driver means the database is unavailable rather than that the query
 * is wrong: network errors, timeouts, a server shutting down or refusing connections, a
 * cancelled statement (statement_timeout), too many connections.
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DbUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return true;
    // 08: connection exception; 57P0x: shutting down / cannot connect now; 57014: query cancelled
    // (statement_timeout); 53300: too many connections; 55P03: lock not available (lock_timeout).
    if (/^08/.test(code) || /^57P0/.test(code) || code === '57014' || code === '53300' || code === '55P03') return true;
  }
  if (typeof message === 'string') {
    return /timeout|terminated|Connection terminated|not queryable|Client has encountered a connection error|ended by the server/i.test(
      message,
    );
  }
  return false;
}

/**
 * Whether an error is a statement that ran too long: cancelled by statement_timeout (57014) or
 * lock_timeout (55P03), or given up by the client waiting for its answer (pg's query_timeout).
 */
export function isTimeout(error: unknown): boolean {
  if (error instanceof DbTimeoutError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '57014' || code === '55P03') return true;
  return typeof message === 'string' && /^Query read timeout/i.test(message);
}

/**
 * Rethrows a driver error as `DbTimeoutError` (a statement ran too long) or `DbUnavailableError`
 * (the database cannot be reached) when it means the database is unavailable.
 */
export function classify(error: unknown): unknown {
  if (error instanceof DbUnavailableError || !isUnavailable(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (isTimeout(error)) return new DbTimeoutError(`Database statement timed out: ${message}`, { cause: error });
  return new DbUnavailableError(`Database unavailable: ${message}`, { cause: error });
}

/** Settles with `promise`, or rejects with `DbTimeoutError` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'query'): Promise<T> {
  return settleWithin(promise, ms, () => new DbTimeoutError(`Database ${what} timed out after ${ms} ms`));
}
