import type { Logger } from '../logger';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import type { Db } from './types';

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
