import { z } from 'zod';
import {
  DataDirLockedError,
  type Db,
  DbTimeoutError,
  DbUnavailableError,
  describeDb,
  migrate,
  openDb,
} from '../../server/db';
import { EnvError, loadDbEnv, type RetentionEnv } from '../../server/env';
import { CliError } from '../errors';

/**
 * How the lead and database commands reach the database: the server's selection (DATABASE_URL,
 * else PGlite in DATA_DIR). Tests pass their own.
 *
 * PGlite can be opened by one process at a time: with no DATABASE_URL, stop the server before
 * running these commands (they say so when the folder is in use).
 */
export interface DbDeps {
  /** Opens the database; `describe` names it for messages. */
  openDb(): Promise<Db>;
  describe(): string;
}

export const envDbDeps: DbDeps = {
  async openDb() {
    const env = loadDbEnv();
    return openDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      timeoutMs: Math.max(env.DB_QUERY_TIMEOUT_MS, 30_000),
    });
  },
  describe() {
    try {
      const env = loadDbEnv();
      return describeDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    } catch {
      return 'the database';
    }
  },
};

/**
 * Opens the database, brings its schema up to date (unless told not to), runs `fn`, closes it;
 * errors become one clear line.
 */
export async function withDb<T>(
  deps: DbDeps,
  fn: (db: Db) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  let db: Db;
  try {
    db = await deps.openDb();
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) throw new CliError(error.message);
    throw error;
  }
  try {
    if (options.migrate !== false) await migrate(db);
    return await fn(db);
  } catch (error) {
    if (error instanceof DbTimeoutError) {
      throw new CliError(
        `Timed out: ${deps.describe()} answered, but a statement ran past its time limit (${error.message}). ` +
          'The work was too large or waited on a lock; nothing of the failed step was changed. Run it again, or off-hours.',
      );
    }
    if (error instanceof DbUnavailableError) {
      throw new CliError(`Cannot reach ${deps.describe()}: ${error.message}`);
    }
    throw error;
  } finally {
    await db.close();
  }
}

/**
 * A start time: an ISO date or date-time ("2026-03-01", "2026-03-01T09:00:00Z"), or an age:
 * "7d", "24h", "30m" before now.
 */
export const sinceSchema = z.string().transform((value, ctx) => {
  const relative = /^(\d+)([dhm])$/.exec(value.trim());
  if (relative) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[relative[2] as 'd' | 'h' | 'm'];
    return new Date(Date.now() - Number(relative[1]) * unit);
  }
  const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())
    ? new Date(value.trim())
    : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({
      code: 'custom',
      message: `--since must be a date like 2026-03-01, a date-time, or an age like 7d, 24h (got "${value}")`,
    });
    return z.NEVER;
  }
  return date;
});

/** The retention settings and DATA_DIR (`leads delete`, `leads purge`); a bad value is one CliError line. */
export function readRetentionEnv(load: () => RetentionEnv): RetentionEnv {
  try {
    return load();
  } catch (error) {
    if (error instanceof EnvError) throw new CliError(error.message);
    throw error;
  }
}
