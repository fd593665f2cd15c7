import type { Logger } from '../logger';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import { type Db, DbUnavailableError } from './types';

export { DataDirLockedError } from './lockfile';
export { migrate } from './migrations';
export { type Db, DbTimeoutError, DbUnavailableError, type Queryable } from './types';

export interface DbConfig {
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** DATA_DIR (PGlite keeps its files in DATA_DIR/pglite). */
  dataDir: string;
  /** DB_QUERY_TIMEOUT_MS. */
  timeoutMs: number;
  logger?: Logger;
}

/** The database the server and the CLI share: DATABASE_URL when set, else PGlite in DATA_DIR. */
export function openDb(config: DbConfig): Promise<Db> {
  if (config.databaseUrl) {
    return Promise.resolve(
      createPgDb({ connectionString: config.databaseUrl, timeoutMs: config.timeoutMs, logger: config.logger }),
    );
  }
  return createPgliteDb({ dataDir: config.dataDir, timeoutMs: config.timeoutMs });
}

export interface ReachOptions {
  /** DB_START_WAIT_MS: how long a database that does not answer is tried again (0: not at all). */
  waitMs: number;
  /** Between two tries (default 1 s). */
  retryEveryMs?: number;
  logger?: Logger | undefined;
  /** How a database is opened (default `openDb`). */
  open?: (config: DbConfig) => Promise<Db>;
}

/**
 * The database at start: opened and asked `SELECT 1`; while that fails because the database is
 * unavailable (not started yet, or too slow to take a connection within DB_QUERY_TIMEOUT_MS, as on a
 * machine under heavy load), it is tried again every second until `waitMs` has passed, then the last
 * error is thrown. Other errors (a PGlite folder held by another process) are thrown at once.
 */
export async function openReachableDb(config: DbConfig, options: ReachOptions): Promise<Db> {
  const open = options.open ?? openDb;
  const retryEveryMs = options.retryEveryMs ?? 1000;
  const deadline = Date.now() + options.waitMs;
  for (let attempt = 1; ; attempt++) {
    const db = await open(config);
    try {
      await db.query('SELECT 1');
      return db;
    } catch (error) {
      await db.close();
      const left = deadline - Date.now();
      if (!(error instanceof DbUnavailableError) || left <= 0) throw error;
      options.logger?.warn(
        `The database does not answer yet (${describeDb(config)}, try ${attempt}): trying again for up to ${Math.ceil(left / 1000)} s more`,
        { error: error.message },
      );
      await new Promise((done) => setTimeout(done, Math.min(retryEveryMs, left)));
    }
  }
}

/** Where a Db lives, for messages (never the password of a URL). */
export function describeDb(config: Pick<DbConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PGlite in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
