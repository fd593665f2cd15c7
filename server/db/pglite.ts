import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensurePrivateDir, restrictTree } from '../data-dir';
import { acquireLockFile } from './lockfile';
import { Mutex } from './mutex';
import {
  classify,
  type Db,
  DbUnavailableError,
  oneStatementOf,
  type Queryable,
  type QueryResult,
  withTimeout,
} from './types';

export interface PgliteDbOptions {
  /** DATA_DIR: the database lives in DATA_DIR/pglite. Unset: in memory (tests). */
  dataDir?: string;
  /**
   * Bounds waiting for the database (DB_QUERY_TIMEOUT_MS); a running statement gets at least
   * `pgliteStatementTimeoutMs`.
   */
  timeoutMs: number;
}

/** The least time a running PGlite statement is given before its caller stops waiting for it. */
export const pgliteStatementTimeoutMs = 30_000;

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDirName = 'pglite';

/**
 * Embedded PostgreSQL (PGlite) in DATA_DIR/pglite, run in a worker thread (pglite-worker.mjs) so
 * that its WebAssembly never holds the event loop that answers HTTP. PGlite is one session: every
 * query and every transaction takes a mutex, so that a query never lands inside another caller's
 * transaction.
 * A lock file (DATA_DIR/pglite.lock, holding the pid) keeps a second process out; PGlite itself
 * would let two processes open the folder and corrupt it.
 */
export async function createPgliteDb(options: PgliteDbOptions): Promise<Db> {
  const { timeoutMs } = options;
  // Waiting for the database (the mutex) is bounded by timeoutMs: a request behind a busy one gets
  // 503 in time. A statement already running is given longer: PGlite cannot cancel it, so giving
  // up early would only leave it running (and a first start's migrations are slow on a busy machine).
  const statementTimeoutMs = Math.max(timeoutMs, pgliteStatementTimeoutMs);
  let releaseLock = () => {};
  let location: string | undefined;
  let dir: string | undefined;
  if (options.dataDir) {
    // Created 0700, or refused when group or others may enter it (DataDirPermissionsError).
    dir = ensurePrivateDir(options.dataDir);
    releaseLock = acquireLockFile(join(dir, `${pgliteDirName}.lock`), dir);
    location = join(dir, pgliteDirName);
  }

  let pglite: PgliteThread;
  try {
    pglite = await openPgliteThread(location);
  } catch (error) {
    releaseLock();
    throw error;
  }
  try {
    // PGlite writes its files 0644 / 0755 (0666 / 0777 less the umask): make them owner-only.
    if (dir) restrictTree(dir);
  } catch (error) {
    await pglite.close().catch(() => {});
    releaseLock();
    throw error;
  }

  const mutex = new Mutex();
  let closed = false;

  const run = async <R>(
    sql: string,
    params?: readonly unknown[],
    boundMs = statementTimeoutMs,
  ): Promise<QueryResult<R>> => {
    if (closed) throw new DbUnavailableError('The embedded database is closed');
    try {
      const result = await withTimeout(
        pglite.request<R>({ op: 'query', sql, params: params ? [...params] : [] }),
        boundMs,
      );
      return { rows: result.rows, rowCount: Math.max(result.affectedRows, result.rows.length) };
    } catch (error) {
      throw classify(error);
    }
  };
  const tx: Queryable = { query: (sql, params) => run(sql, params) };

  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => run(sql, params), timeoutMs),
    transaction: (fn, txOptions) =>
      txOptions?.oneStatement && txOptions.timeoutMs === undefined
        ? // One statement is its own transaction: one message to the thread, no BEGIN or COMMIT.
          mutex.run(() => fn(oneStatementOf((sql, params) => run(sql, params))), timeoutMs)
        : mutex.run(async () => {
            await run('BEGIN');
            try {
              // A maintenance transaction's own bound on each statement (PGlite cannot cancel one:
              // past the bound its caller stops waiting, and the mutex stays held until it ends).
              const bound = txOptions?.timeoutMs;
              const result = await fn(
                bound === undefined
                  ? tx
                  : { query: (sql, params) => run(sql, params, Math.max(bound, statementTimeoutMs)) },
              );
              await run('COMMIT');
              return result;
            } catch (error) {
              await run('ROLLBACK').catch(() => {});
              throw error;
            }
          }, timeoutMs),
    session: (fn, sessionOptions) =>
      mutex.run(
        () => fn({ query: (sql, params) => run(sql, params, Math.max(sessionOptions.timeoutMs, statementTimeoutMs)) }),
        timeoutMs,
      ),
    close() {
      closing ??= mutex
        .run(async () => {
          closed = true;
          await pglite.close();
        }, 60_000)
        .catch(() => {})
        .finally(releaseLock);
      return closing;
    },
  };
}

interface ThreadAnswer<R> {
  rows: R[];
  affectedRows: number;
}

type ThreadRequest = { op: 'query'; sql: string; params: unknown[] } | { op: 'exec'; sql: string } | { op: 'close' };

interface PgliteThread {
  request<R>(message: ThreadRequest): Promise<ThreadAnswer<R>>;
  /** Closes the database, then ends the thread. */
  close(): Promise<void>;
}

/** A driver error as it came from the thread: its message and SQLSTATE (for `classify`). */
class PgliteError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'PgliteError';
    this.code = code;
  }
}

/** Starts the thread and waits until its database is open (or failed to open). */
async function openPgliteThread(location: string | undefined): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { location } });
  const pending = new Map<
    number,
    { resolve: (answer: ThreadAnswer<unknown>) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  let gone: Error | undefined;
  const failAll = (error: Error) => {
    gone ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: true; failed?: { message: string } }) => {
      worker.off('error', reject);
      if (message.ready) resolve();
      else reject(new Error(`The embedded database did not open: ${message.failed?.message ?? 'unknown error'}`));
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
  });
  worker.on(
    'message',
    (message: { id: number; rows?: unknown[]; affectedRows?: number; error?: { message: string; code?: string } }) => {
      const waiter = pending.get(message.id);
      if (!waiter) return; // answered after its caller gave up (timeout)
      pending.delete(message.id);
      if (message.error) waiter.reject(new PgliteError(message.error.message, message.error.code));
      else waiter.resolve({ rows: message.rows ?? [], affectedRows: message.affectedRows ?? 0 });
    },
  );
  worker.on('error', (error) => failAll(new DbUnavailableError(`The embedded database stopped: ${error.message}`)));
  worker.on('exit', () => failAll(new DbUnavailableError('The embedded database is closed')));
  const request = <R>(message: ThreadRequest) =>
    new Promise<ThreadAnswer<R>>((resolve, reject) => {
      if (gone) {
        reject(gone);
        return;
      }
      const id = next++;
      pending.set(id, { resolve: resolve as (answer: ThreadAnswer<unknown>) => void, reject });
      worker.postMessage({ id, ...message });
    });
  return {
    request,
    async close() {
      await request({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
