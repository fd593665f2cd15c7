import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ensurePrivateDir, restrictTree } from '../data-dir';
import { acquireLockFile } from './lockfile';
import { Mutex } from './mutex';
import { classify, type Db, DbUnavailableError, type Queryable, type QueryResult, withTimeout } from './types';

export interface PgliteDbOptions {
  /** DATA_DIR: the database lives in DATA_DIR/pglite. Unset: in memory (tests). */
  dataDir?: string;
  /** Bounds waiting for the database and every statement (DB_QUERY_TIMEOUT_MS). */
  timeoutMs: number;
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDirName = 'pglite';

/**
 * Embedded PostgreSQL (PGlite) in DATA_DIR/pglite. PGlite is one session: every query and every
 * transaction takes a mutex, so that a query never lands inside another caller's transaction.
 * A lock file (DATA_DIR/pglite.lock, holding the pid) keeps a second process out; PGlite itself
 * would let two processes open the folder and corrupt it.
 */
export async function createPgliteDb(options: PgliteDbOptions): Promise<Db> {
  const { timeoutMs } = options;
  let releaseLock = () => {};
  let location: string | undefined;
  let dir: string | undefined;
  if (options.dataDir) {
    // Created 0700, or refused when group or others may enter it (DataDirPermissionsError).
    dir = ensurePrivateDir(options.dataDir);
    releaseLock = acquireLockFile(join(dir, `${pgliteDirName}.lock`), dir);
    location = join(dir, pgliteDirName);
  }

  let pglite: PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    pglite = await PGlite.create(location);
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

  const run = async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    if (closed) throw new DbUnavailableError('The embedded database is closed');
    try {
      const result = await withTimeout(pglite.query<R>(sql, params ? [...params] : undefined), timeoutMs);
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    } catch (error) {
      throw classify(error);
    }
  };
  const tx: Queryable = { query: run };

  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => run(sql, params), timeoutMs),
    transaction: (fn) =>
      mutex.run(async () => {
        await run('BEGIN');
        try {
          const result = await fn(tx);
          await run('COMMIT');
          return result;
        } catch (error) {
          await run('ROLLBACK').catch(() => {});
          throw error;
        }
      }, timeoutMs),
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
