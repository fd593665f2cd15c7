import pg from 'pg';
import type { Logger } from '../logger';
import { classify, type Db, DbUnavailableError, oneStatementOf, type Queryable, type QueryResult } from './types';

export interface PgDbOptions {
  connectionString: string;
  /** Bounds connecting, waiting for a pooled connection, and every statement (DB_QUERY_TIMEOUT_MS). */
  timeoutMs: number;
  /** Pool size (default 10). */
  max?: number;
  /** A schema to work in instead of public (the tests give each file its own). */
  searchPath?: string;
  /**
   * `synchronous_commit = off` on every connection of this pool: a commit returns before its
   * write-ahead log is flushed. Only for counts that may lose their last fraction of a second in a
   * crash of the database (the shared per-IP count, services.ts), never for leads.
   */
  asynchronousCommit?: boolean;
  logger?: Logger;
}

function toResult<R>(result: pg.QueryResult): QueryResult<R> {
  return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
}

/**
 * PostgreSQL through a `pg` Pool. Every query is bounded three ways: connectionTimeoutMillis
 * (connecting, or waiting for a free pooled connection), statement_timeout (the server cancels a
 * slow statement) and query_timeout (the client gives up on a server that does not answer at all).
 * Errors meaning "database unavailable" are rethrown as `DbUnavailableError`.
 */
export function createPgDb(options: PgDbOptions): Db {
  const { timeoutMs, logger } = options;
  // Session settings sent when each connection starts.
  const settings = [
    ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
    ...(options.asynchronousCommit ? ['-c synchronous_commit=off'] : []),
  ];
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 500,
    lock_timeout: timeoutMs,
    idle_in_transaction_session_timeout: Math.max(10_000, timeoutMs * 4),
    idleTimeoutMillis: 30_000,
    application_name: 'final-expense-site',
    keepAlive: true,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  });
  // An idle pooled connection can die (database restarted): without a listener that would crash the process.
  pool.on('error', (error) => {
    logger?.warn('Database connection lost', { error: error.message });
  });

  // A checked-out connection that dies (the database stopped mid-transaction) emits 'error' on its
  // client, and the pool listens only to idle ones: unhandled, that would crash the process. The
  // statement in flight fails on its own (and is classified below); this listener only notes it.
  const guarded = new WeakSet<pg.PoolClient>();
  const guard = (client: pg.PoolClient) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', (error) => {
      logger?.warn('Database connection lost during a transaction', { error: error.message });
    });
  };

  const run = async <R>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    queryTimeoutMs?: number,
    name?: string,
  ) => {
    try {
      const values = params ? [...params] : undefined;
      const result =
        queryTimeoutMs === undefined && name === undefined
          ? await client.query(sql, values)
          : // pg reads query_timeout from a query's config too (client.js), though its types omit it.
            await client.query({
              text: sql,
              ...(values ? { values } : {}),
              ...(name === undefined ? {} : { name }),
              ...(queryTimeoutMs === undefined ? {} : { query_timeout: queryTimeoutMs }),
            } as pg.QueryConfig);
      return toResult<R>(result);
    } catch (error) {
      throw classify(error);
    }
  };

  /** A pooled connection of one's own (guarded), with queries bounded by `boundMs` when given. */
  const checkOut = async (boundMs: number | undefined) => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw classify(error);
    }
    guard(client);
    const queryable: Queryable = {
      query: (sql, params, queryOptions) =>
        run(client, sql, params, boundMs === undefined ? undefined : boundMs + 500, queryOptions?.name),
    };
    return { client, queryable };
  };

  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: (sql, params, queryOptions) => run(pool, sql, params, undefined, queryOptions?.name),
    async transaction(fn, txOptions) {
      if (txOptions?.oneStatement && txOptions.timeoutMs === undefined) {
        // One statement on any pooled connection: PostgreSQL runs it as its own transaction.
        return fn(oneStatementOf((sql, params, queryOptions) => run(pool, sql, params, undefined, queryOptions?.name)));
      }
      // A maintenance transaction's own bound: the server's for each statement (SET LOCAL), and
      // the client's wait for an answer a little longer, as for every query.
      const bound = txOptions?.timeoutMs;
      const { client, queryable: tx } = await checkOut(bound);
      try {
        await tx.query('BEGIN');
        if (bound !== undefined) {
          await tx.query(`SET LOCAL statement_timeout = ${Math.round(bound)}`);
          await tx.query(`SET LOCAL lock_timeout = ${Math.round(bound)}`);
        }
        const result = await fn(tx);
        await tx.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        if (error instanceof DbUnavailableError) {
          // Broken or unanswering connection: drop it (the server rolls back what it held).
          client.release(error);
          throw error;
        }
        try {
          await client.query('ROLLBACK');
          client.release();
        } catch (rollbackError) {
          client.release(rollbackError instanceof Error ? rollbackError : true);
        }
        throw error;
      }
    },
    async session(fn, sessionOptions) {
      const bound = Math.round(sessionOptions.timeoutMs);
      const { client, queryable: session } = await checkOut(bound);
      try {
        await session.query(`SET statement_timeout = ${bound}`);
        await session.query(`SET lock_timeout = ${bound}`);
        const result = await fn(session);
        await session.query('RESET statement_timeout');
        await session.query('RESET lock_timeout');
        client.release();
        return result;
      } catch (error) {
        // The connection's settings are not the pool's any more: it is not given back.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    close() {
      closed ??= pool.end().catch(() => {});
      return closed;
    },
  };
}
