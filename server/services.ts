import { type Db, describeDb, migrate, openReachableDb } from './db';
import { createPgDb } from './db/pg';
import type { Env } from './env';
import { hashClearConsentPhones, serverSecretFor } from './leads/consent-records';
import { recordConsentTexts } from './leads/consent-texts';
import { createFormTokenSigner } from './leads/form-token';
import { createInFlightCap } from './leads/in-flight';
import type { QuotesDeps } from './leads/quotes';
import { PgRateLimitStore } from './leads/rate-limit-store';
import { RetentionJob, registerDataDir } from './leads/retention';
import type { Logger } from './logger';
import { createChannels } from './outbox/channels';
import { LeadsLog } from './outbox/leads-log';
import { OutboxWorker } from './outbox/worker';

/** The lead pipeline's running parts: the database and the outbox worker. */
export interface LeadServices {
  db: Db;
  worker: OutboxWorker;
  /** The daily retention job (leads and spam past their retention, leads.log's old lines). */
  retention: RetentionJob;
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
  const db = await openReachableDb(config, { waitMs: env.DB_START_WAIT_MS, logger });
  let formTokenSecret: string;
  try {
    const { applied, version } = await migrate(db);
    logger.info(`Database: ${describeDb(config)}, schema version ${version}`, { migrationsApplied: applied });
    await recordConsentTexts(db);
    // Where this process keeps leads.log: `leads delete` cleans it, or names it as not cleaned.
    await registerDataDir(db, env.DATA_DIR);
    // One secret for every process on a PostgreSQL database (unless FORM_TOKEN_SECRET gives it).
    formTokenSecret = await serverSecretFor(db, { secret: env.FORM_TOKEN_SECRET, dataDir: env.DATA_DIR });
    // Consent records kept before migration 14 held the phone in clear: hashed now (issue 44).
    await hashClearConsentPhones(db, formTokenSecret);
    if (env.FORM_TOKEN_SECRET === undefined && db.kind === 'postgres') {
      // The key of the per-IP limit's hashes then sits in the same database as the hashes.
      logger.warn(
        'FORM_TOKEN_SECRET is not set: the form token and rate-limit hash key is kept in the database beside the hashes it keys. Set FORM_TOKEN_SECRET (32 random bytes, the same for every process) in production.',
      );
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  // The shared per-IP count on connections of its own, committing without waiting for the disk
  // (decision 0074): every request from one address updates one row, and with synchronous commits
  // that row took one request per disk flush (352 a second here). A crash of the database can lose
  // the counts of its last fraction of a second, except those a stored lead's commit flushed with it.
  const countDb =
    db.kind === 'postgres' && env.DATABASE_URL
      ? createPgDb({
          connectionString: env.DATABASE_URL,
          timeoutMs: env.DB_QUERY_TIMEOUT_MS,
          logger,
          asynchronousCommit: true,
        })
      : undefined;
  const leadsLog = new LeadsLog({ dir: env.DATA_DIR, maxBytes: env.LEADS_LOG_MAX_BYTES, keep: env.LEADS_LOG_KEEP });
  const worker = new OutboxWorker({
    db,
    channels: createChannels(env, leadsLog),
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    backoffMs: env.OUTBOX_BACKOFF_MS,
    lockMs: env.OUTBOX_LOCK_MS,
  });
  worker.start();
  const retention = new RetentionJob({
    db,
    policy: {
      leadDays: env.LEAD_RETENTION_DAYS,
      spamDays: env.SPAM_RETENTION_DAYS,
      consentDays: env.CONSENT_RETENTION_DAYS,
    },
    logger,
    leadsLog,
    consentKey: formTokenSecret,
  });
  retention.start();

  let closing: Promise<void> | undefined;
  return {
    db,
    worker,
    retention,
    quotes: {
      db,
      logger,
      channels: env.LEAD_CHANNELS,
      minFillMs: env.QUOTE_MIN_FILL_MS,
      rateLimit: env.QUOTE_RATE_LIMIT,
      contactRateLimit: env.QUOTE_CONTACT_RATE_LIMIT,
      inFlight: createInFlightCap({ max: env.QUOTE_MAX_IN_FLIGHT }),
      allowedHosts: env.ALLOWED_HOSTS,
      formTokens: createFormTokenSigner(formTokenSecret),
      // One count for every process on the database; the embedded one serves a single process.
      ...(countDb
        ? { rateLimitStore: (prefix: string) => new PgRateLimitStore(countDb, prefix, { secret: formTokenSecret }) }
        : {}),
      onStored: () => worker.wake(),
    },
    close() {
      closing ??= (async () => {
        await Promise.all([worker.stop(), retention.stop()]);
        await Promise.all([db.close(), countDb?.close()]);
      })();
      return closing;
    },
  };
}
