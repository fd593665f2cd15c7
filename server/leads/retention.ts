import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { CONSENT_RETENTION_MIN_DAYS } from '#core/site.config.schema';
import { type Db, DbTimeoutError, type Queryable } from '../db';
import { reclaimDeletedRows } from '../db/reclaim';
import type { Logger } from '../logger';
import type { LeadsLog, LogCleanup } from '../outbox/leads-log';
import { consentKeyOf, hashClearConsentPhones, insertConsentRecords } from './consent-records';
import { ipLimitKey } from './contact-keys';
import { FORM_TOKEN_MAX_AGE_MS } from './form-token';
import { contactMatch, type OptOutTarget, putOnDoNotContactList } from './opt-out';
import { rateLimitRowKey } from './rate-limit-store';

/** How long leads are kept (LEAD_RETENTION_DAYS, SPAM_RETENTION_DAYS; defaults in site.config). */
export interface RetentionPolicy {
  leadDays: number;
  spamDays: number;
  /** CONSENT_RETENTION_DAYS: how long a consent record outlives its lead, from the consent (at least 1,461). */
  consentDays: number;
}

/**
 * Keeps the consent proof of these leads apart (consent_records) before they are deleted: the
 * consent version (its words are in consent_texts), time, IP, browser and a keyed hash of the
 * phone (consent-records.ts: the phone itself is not kept), until `consentDays` after the
 * consent. Spam (never contacted) keeps none, nor does a consent older than that. Returns how
 * many records were kept.
 */
const keepConsentRecords = insertConsentRecords;

const dayMs = 86_400_000;

/** The oldest lead creation time the policy keeps (for leads.log, which is outside the database). */
export function retentionCutoff(policy: RetentionPolicy, now = new Date()): Date {
  return new Date(now.getTime() - policy.leadDays * dayMs);
}

/** A lead that was (or, on a dry run, would be) removed. */
export interface RemovedLead {
  id: string;
  created_at: Date;
  is_spam: boolean;
  phone: string;
  email: string;
  ip: string | null;
}

/** Leads deleted per transaction by purgeExpired, to start with (halved while a batch runs past its bound). */
const defaultBatchSize = 500;
/**
 * On PGlite, whose one session runs one transaction at a time, a lead waits for the batch in
 * progress: at 500 rows a batch over 150,000 expired rows it waited past DB_QUERY_TIMEOUT_MS and
 * was refused 503 (issue 44). Batches of 50 hold the session a tenth as long each, and a lead
 * waiting is taken between two of them.
 */
const pgliteBatchSize = 50;

/**
 * The bound on each statement of the retention purge and `leads delete` (maintenance), instead of
 * the requests' DB_QUERY_TIMEOUT_MS: a batch that runs longer is rolled back and tried smaller.
 */
export const maintenanceTimeoutMs = 30_000;

/**
 * Deletes these leads and their outbox rows (ON DELETE CASCADE), in the transaction `tx`; a later
 * lead that pointed at one of them as its earlier request (duplicate_of) loses the pointer.
 * Returns the number of outbox rows removed.
 */
async function deleteRows(tx: Queryable, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.query(
    'UPDATE quote_submissions SET duplicate_of = NULL WHERE duplicate_of = ANY($1::uuid[]) AND NOT (id = ANY($1::uuid[]))',
    [ids],
  );
  const jobs = await tx.query('DELETE FROM lead_notifications WHERE lead_id = ANY($1::uuid[])', [ids]);
  await tx.query('DELETE FROM quote_submissions WHERE id = ANY($1::uuid[])', [ids]);
  return jobs.rowCount;
}

const leadFields = 'id::text AS id, created_at, is_spam, phone, email, host(ip) AS ip';

async function countNotificationsOfLeads(db: Queryable, ids: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lead_notifications WHERE lead_id = ANY($1::uuid[])',
    [ids],
  );
  return rows[0]?.n ?? 0;
}

/** Whom `leads delete` removes: one lead by id, or every lead with a phone number or an e-mail. */
export type DeleteTarget = { id: string } | OptOutTarget;

export interface DeleteResult {
  leads: RemovedLead[];
  /** Outbox rows removed with them. */
  notifications: number;
  /** Phone numbers and e-mails added to do-not-contact (with `optOut`), already listed ones left out. */
  optedOut: string[];
  /**
   * Rate-limit rows of the leads' client addresses removed; undefined when the key of those rows
   * (the form token secret) was not given, so none could be found.
   */
  rateLimitRows: number | undefined;
  /** Every spelling of an e-mail address found on the leads (a delete by e-mail matches the inbox). */
  spellings: string[];
  /** Consent records kept apart as TCPA proof (on a dry run: that would be kept). */
  consentRecords: number;
}

/**
 * The right to delete: removes the lead(s) and their outbox rows in one transaction (by e-mail:
 * every lead of its inbox, whatever the spelling; `spellings` lists those found); with `optOut`,
 * first puts the phone number and every e-mail spelling of each (and the one asked about) on the
 * do-not-contact list, so that the person is never contacted again. With `dryRun`, changes
 * nothing and says what it would remove.
 */
export async function deleteLeads(
  db: Db,
  target: DeleteTarget,
  options: {
    optOut?: boolean;
    dryRun?: boolean;
    source?: string;
    /** The form token secret: the key of the rate-limit rows (PostgreSQL). */
    rateLimitSecret?: string | undefined;
    /** The key of the consent records' phone hash (serverSecretFor); unset: see consentKeyOf. */
    consentKey?: string | undefined;
    /** CONSENT_RETENTION_DAYS (default the minimum, 1,461). */
    consentDays?: number;
  } = {},
): Promise<DeleteResult> {
  const consentDays = options.consentDays ?? CONSENT_RETENTION_MIN_DAYS;
  const match: { column: 'id' | 'phone' | 'email_key'; value: string } =
    'id' in target ? { column: 'id', value: target.id } : contactMatch(target);
  return db.transaction(async (tx) => {
    // No consent record keeps a phone in clear (records kept before migration 14 did). A dry run
    // writes nothing, not even a first secret.
    const consentKey = options.dryRun ? '' : await consentKeyOf(tx, options.consentKey ?? options.rateLimitSecret);
    if (!options.dryRun) await hashClearConsentPhones(tx, consentKey);
    const { rows: leads } = await tx.query<RemovedLead>(
      `SELECT ${leadFields} FROM quote_submissions WHERE ${match.column === 'id' ? 'id = $1::uuid' : `${match.column} = $1`}
       ORDER BY created_at, id ${options.dryRun ? '' : 'FOR UPDATE'}`,
      [match.value],
    );
    const ids = leads.map((lead) => lead.id);
    // Every phone number and every spelling of every inbox the leads carry (and the one asked about).
    const targets = new Map<string, OptOutTarget>();
    for (const lead of leads) {
      targets.set(`phone:${lead.phone}`, { phone: lead.phone });
      targets.set(`email:${lead.email.toLowerCase()}`, { email: lead.email.toLowerCase() });
    }
    if (!('id' in target)) {
      targets.set(target.phone !== undefined ? `phone:${target.phone}` : `email:${target.email}`, target);
    }
    const optedOut: string[] = [];
    if (options.optOut) {
      for (const item of targets.values()) {
        const listed =
          item.phone !== undefined
            ? await tx.query('SELECT 1 FROM do_not_contact WHERE phone = $1', [item.phone])
            : await tx.query('SELECT 1 FROM do_not_contact WHERE email = $1', [item.email]);
        if (listed.rows.length > 0) continue;
        optedOut.push(item.phone ?? item.email);
        if (!options.dryRun) await putOnDoNotContactList(tx, item, options.source ?? 'delete');
      }
    }
    const spellings = [...new Set(leads.map((lead) => lead.email.toLowerCase()))].sort();
    const consentRecords = options.dryRun
      ? (
          await tx.query(
            `SELECT 1 FROM quote_submissions
             WHERE id = ANY($1::uuid[]) AND NOT is_spam AND consent_at + make_interval(days => $2) > now()`,
            [ids, consentDays],
          )
        ).rows.length
      : await keepConsentRecords(tx, ids, 'delete request', consentDays, consentKey);
    const notifications = options.dryRun ? await countNotificationsOfLeads(tx, ids) : await deleteRows(tx, ids);
    let rateLimitRows: number | undefined;
    if (options.rateLimitSecret !== undefined) {
      const secret = options.rateLimitSecret;
      const keys = [...new Set(leads.flatMap((lead) => (lead.ip ? [ipLimitKey(lead.ip)] : [])))].map((key) =>
        rateLimitRowKey(secret, 'ip:', key),
      );
      rateLimitRows = options.dryRun
        ? (await tx.query('SELECT 1 FROM rate_limit_hits WHERE key = ANY($1::text[])', [keys])).rows.length
        : (await tx.query('DELETE FROM rate_limit_hits WHERE key = ANY($1::text[])', [keys])).rowCount;
    }
    return { leads, notifications, optedOut, rateLimitRows, spellings, consentRecords };
  });
}

export interface PurgeResult {
  /** Leads older than the lead retention, removed. */
  leads: number;
  /** Spam older than the spam retention, removed. */
  spam: number;
  /** Outbox rows removed with them. */
  notifications: number;
  /** Delivered (or opted-out, dead) jobs whose payload still held the lead's fields, emptied. */
  payloadsEmptied: number;
  /** Ended rate-limit windows removed. */
  rateLimitRows: number;
  /** Leads deleted per transaction at the end (smaller than asked when a batch ran past the bound). */
  batchSize: number;
  /** Consent records kept apart for leads purged before their consent retention ended. */
  consentRecordsKept: number;
  /** Consent records past their consent retention, removed. */
  consentRecordsRemoved: number;
}

/**
 * Jobs that will never be sent again but still hold the lead's fields: delivered before payloads
 * were emptied on delivery, or cancelled by an opt-out (retry-notifications leaves those dead).
 */
const doneWithPayload = `payload <> '{}'::jsonb AND (status = 'delivered' OR (status = 'dead'
  AND lead_id IN (SELECT id FROM quote_submissions WHERE do_not_contact)))`;

/**
 * Enforces the retention policy in the database: deletes every lead created more than
 * `leadDays` ago, and spam more than `spamDays` ago, with their outbox rows, in batches (each
 * batch its own transaction, so a large first purge never holds one long statement); empties the
 * payload of jobs that will not be sent again (see doneWithPayload). With `dryRun`, only counts.
 */
export async function purgeExpired(
  db: Db,
  policy: RetentionPolicy,
  options: {
    dryRun?: boolean;
    batchSize?: number;
    timeoutMs?: number;
    /** The key of the consent records' phone hash (the form token secret); see consentKeyOf. */
    consentKey?: string | undefined;
  } = {},
): Promise<PurgeResult> {
  const timeoutMs = options.timeoutMs ?? maintenanceTimeoutMs;
  const expiredWhere = `created_at < now() - make_interval(days => $1)
       OR (is_spam AND created_at < now() - make_interval(days => $2))`;
  const result: PurgeResult = {
    leads: 0,
    spam: 0,
    notifications: 0,
    payloadsEmptied: 0,
    rateLimitRows: 0,
    batchSize: options.batchSize ?? (db.kind === 'pglite' ? pgliteBatchSize : defaultBatchSize),
    consentRecordsKept: 0,
    consentRecordsRemoved: 0,
  };
  if (options.dryRun) {
    // Counted in the database: a large first purge is hundreds of thousands of rows.
    const counts = await db.transaction(
      (tx) =>
        tx.query<{ leads: number; spam: number; notifications: number; payloads: number }>(
          `SELECT
             (SELECT count(*)::int FROM quote_submissions WHERE (${expiredWhere}) AND NOT is_spam) AS leads,
             (SELECT count(*)::int FROM quote_submissions WHERE (${expiredWhere}) AND is_spam) AS spam,
             (SELECT count(*)::int FROM lead_notifications WHERE lead_id IN
               (SELECT id FROM quote_submissions WHERE ${expiredWhere})) AS notifications,
             (SELECT count(*)::int FROM lead_notifications WHERE ${doneWithPayload}) AS payloads`,
          [policy.leadDays, policy.spamDays],
        ),
      { timeoutMs },
    );
    const row = counts.rows[0];
    return {
      ...result,
      leads: row?.leads ?? 0,
      spam: row?.spam ?? 0,
      notifications: row?.notifications ?? 0,
      payloadsEmptied: row?.payloads ?? 0,
    };
  }
  let size = result.batchSize;
  let consentKey: string | undefined;
  for (;;) {
    let batch: RemovedLead[];
    try {
      batch = await db.transaction(
        async (tx) => {
          const { rows } = await tx.query<RemovedLead>(
            `SELECT ${leadFields} FROM quote_submissions WHERE ${expiredWhere}
             ORDER BY created_at, id LIMIT ${size} FOR UPDATE SKIP LOCKED`,
            [policy.leadDays, policy.spamDays],
          );
          // A lead kept for less than the consent retention leaves its consent proof behind.
          consentKey ??= await consentKeyOf(tx, options.consentKey);
          result.consentRecordsKept += await keepConsentRecords(
            tx,
            rows.map((row) => row.id),
            'retention',
            policy.consentDays,
            consentKey,
          );
          result.notifications += await deleteRows(
            tx,
            rows.map((row) => row.id),
          );
          return rows;
        },
        { timeoutMs },
      );
    } catch (error) {
      // A batch that runs past the bound is rolled back whole: try again with half as many rows.
      if (!(error instanceof DbTimeoutError) || size === 1) throw error;
      size = Math.max(1, Math.floor(size / 2));
      result.batchSize = size;
      continue;
    }
    for (const lead of batch) {
      if (lead.is_spam) result.spam++;
      else result.leads++;
    }
    if (batch.length < size) break;
  }
  await db.transaction(
    async (tx) => {
      result.payloadsEmptied = (
        await tx.query(`UPDATE lead_notifications SET payload = '{}'::jsonb WHERE ${doneWithPayload}`)
      ).rowCount;
      // Ended rate-limit windows (hashed IPs) and spent form tokens past any token's life: nothing
      // checks them any more.
      result.rateLimitRows = (await tx.query('DELETE FROM rate_limit_hits WHERE reset_at <= now()')).rowCount;
      result.consentRecordsRemoved = (await tx.query('DELETE FROM consent_records WHERE kept_until <= now()')).rowCount;
      await hashClearConsentPhones(tx, async () => consentKey ?? (await consentKeyOf(tx, options.consentKey)));
      await tx.query(
        "DELETE FROM form_tokens_spent WHERE spent_at < now() - $1::double precision * interval '1 millisecond'",
        [FORM_TOKEN_MAX_AGE_MS],
      );
    },
    { timeoutMs },
  );
  // The deleted rows' bytes off the disk (PGlite: fully; PostgreSQL: space freed, see reclaim.ts),
  // and the planner's statistics taken again, so that no removed value stays in them.
  if (result.leads + result.spam + result.rateLimitRows + result.payloadsEmptied > 0) {
    await reclaimDeletedRows(db, { full: false, timeoutMs });
  }
  return result;
}

/**
 * Records that a server process on this machine keeps its leads.log in `dataDir` (resolved), so
 * that `leads delete` cleans it or names it as not cleaned. Idempotent; run at start.
 */
export async function registerDataDir(db: Queryable, dataDir: string): Promise<void> {
  await db.query(
    `INSERT INTO server_data_dirs (hostname, path) VALUES ($1, $2)
     ON CONFLICT (hostname, path) DO UPDATE SET last_seen_at = now()`,
    [hostname(), resolve(dataDir)],
  );
}

/** The DATA_DIRs servers on this database registered (registerDataDir), most recently seen first. */
export async function registeredDataDirs(db: Queryable): Promise<Array<{ hostname: string; path: string }>> {
  const { rows } = await db.query<{ hostname: string; path: string }>(
    'SELECT hostname, path FROM server_data_dirs ORDER BY last_seen_at DESC, hostname, path',
  );
  return rows;
}

/** The daily maintenance job's name in maintenance_runs. */
export const retentionJob = 'retention';

/**
 * Claims today's retention run: one statement that moves maintenance_runs.last_run_at to now
 * when the last run is at least `intervalMs` old. Several processes may ask at once: the row
 * lock makes the others wait, and they then find the run recent and get false.
 */
export async function claimRetentionRun(db: Queryable, intervalMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE maintenance_runs SET last_run_at = now()
     WHERE job = $1 AND last_run_at <= now() - $2::double precision * interval '1 millisecond'`,
    [retentionJob, intervalMs],
  );
  return rowCount > 0;
}

/** Gives back a claimed run that failed, so that the next check tries again. */
async function releaseRetentionRun(db: Queryable): Promise<void> {
  await db.query(`UPDATE maintenance_runs SET last_run_at = '-infinity' WHERE job = $1`, [retentionJob]);
}

export interface RetentionJobOptions {
  db: Db;
  policy: RetentionPolicy;
  logger: Logger;
  /** The process's leads.log (its old lines go with each check of this process). */
  leadsLog?: LeadsLog | undefined;
  /** How often the database purge runs, across all processes. Default one day. */
  intervalMs?: number;
  /** How often this process checks whether it is due. Default one hour. */
  checkMs?: number;
  /** The key of the consent records' phone hash: the server's form token secret. */
  consentKey?: string | undefined;
}

export interface RetentionRun {
  /** The database purge, when this process ran it (it was due). */
  purged?: PurgeResult;
  /** This process's leads.log cleanup. */
  log?: LogCleanup;
}

/**
 * The worker's daily retention job, in every server process: at start and then every `checkMs`,
 * it runs the database purge when it is due (once a day across all processes sharing the
 * database: see claimRetentionRun), and removes from this process's leads.log the lines of
 * leads older than the retention (each process has its own DATA_DIR, so each cleans its own).
 * It logs counts only.
 */
export class RetentionJob {
  readonly #options: Required<Omit<RetentionJobOptions, 'leadsLog' | 'consentKey'>> &
    Pick<RetentionJobOptions, 'leadsLog' | 'consentKey'>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<RetentionRun> | undefined;
  /** Checks in a row whose purge failed. */
  #failures = 0;

  constructor(options: RetentionJobOptions) {
    this.#options = { intervalMs: dayMs, checkMs: 3_600_000, ...options };
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.runOnce(), this.#options.checkMs);
    this.#timer.unref();
    void this.runOnce();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** One check (never throws: a failure is logged and retried at the next check). */
  runOnce(): Promise<RetentionRun> {
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #run(): Promise<RetentionRun> {
    const { db, policy, logger, leadsLog, intervalMs } = this.#options;
    const run: RetentionRun = {};
    try {
      if (leadsLog) {
        run.log = await leadsLog.purge(retentionCutoff(policy));
        if (run.log.lines > 0) logger.info('Retention: old lines removed from leads.log', { ...run.log });
      }
      if (await claimRetentionRun(db, intervalMs)) {
        try {
          run.purged = await purgeExpired(db, policy, { consentKey: this.#options.consentKey });
        } catch (error) {
          await releaseRetentionRun(db).catch(() => {});
          throw error;
        }
        logger.info('Retention: expired leads purged', { ...run.purged, ...policy });
      }
      this.#failures = 0;
    } catch (error) {
      this.#failures++;
      const details = {
        error: error instanceof Error ? error.message : String(error),
        failuresInARow: this.#failures,
      };
      // Once may be a passing fault; twice in a row means leads are kept past their retention.
      if (this.#failures >= 2) {
        logger.error('Retention: purge keeps failing; leads past their retention are still stored', details);
      } else {
        logger.warn('Retention: purge failed, will retry at the next check', details);
      }
    }
    return run;
  }
}
