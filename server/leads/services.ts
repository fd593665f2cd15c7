import { type Db, describeDb, migrate, openDb } from '../db';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createChannels } from '../outbox/channels';
import { OutboxWorker } from '../outbox/worker';
import type { QuotesDeps } from './quotes';

/** The lead pipeline's running parts: the database and the outbox worker. */
export interface LeadServices {
  db: Db;
  worker: OutboxWorker;
  /** What `POST /api/quotes` needs. */
  quotes: QuotesDeps;
  /** Stops the worker (waiting for its round), then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (DATABASE_URL, else PGlite in DATA_DIR), applies pending migrations under
 * the advisory lock, and starts the outbox worker. Throws when the database cannot be opened
 * (unreachable, or the PGlite folder is held by another process).
 */
export async function startLeadServices(env: Env, logger: Logger): Promise<LeadServices> {
  const config = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, timeoutMs: env.DB_QUERY_TIMEOUT_MS, logger };
  const db = await openDb(config);
  try {
    const { applied, version } = await migrate(db);
    logger.info(`Database: ${describeDb(config)}, schema version ${version}`, { migrationsApplied: applied });
  } catch (error) {
    await db.close();
    throw error;
  }
  const worker = new OutboxWorker({
    db,
    channels: createChannels(env),
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    backoffMs: env.OUTBOX_BACKOFF_MS,
    lockMs: env.OUTBOX_LOCK_MS,
  });
  worker.start();

  let closing: Promise<void> | undefined;
  return {
    db,
    worker,
    quotes: {
      db,
      logger,
      channels: env.LEAD_CHANNELS,
      minFillMs: env.QUOTE_MIN_FILL_MS,
      rateLimit: env.QUOTE_RATE_LIMIT,
      onStored: () => worker.wake(),
    },
    close() {
      closing ??= (async () => {
        await worker.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
