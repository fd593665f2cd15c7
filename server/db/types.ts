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

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction (BEGIN ... COMMIT, ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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

/** Rethrows a driver error as `DbUnavailableError` when it means the database is unavailable. */
export function classify(error: unknown): unknown {
  if (error instanceof DbUnavailableError || !isUnavailable(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DbUnavailableError(`Database unavailable: ${message}`, { cause: error });
}

/** Settles with `promise`, or rejects with `DbUnavailableError` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'query'): Promise<T> {
  return settleWithin(promise, ms, () => new DbUnavailableError(`Database ${what} timed out after ${ms} ms`));
}
