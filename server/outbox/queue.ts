import type { Queryable } from '../db';
import { payloadWithEstimateSql, payloadWithRowSql } from './payload';

/** One claimed notification job. */
export interface ClaimedJob {
  id: string;
  lead_id: string;
  channel: string;
  /** As stored: checked against leadPayloadSchema before it is delivered (worker.ts). */
  payload: unknown;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * The outbox's enqueue, as SQL to run inside the statement that stores the leads (graphile/worker
 * adds its jobs the same way: the job is written by the producer's own transaction, so a lead and
 * its jobs are stored together or not at all). `lead` names a CTE that returns the stored rows
 * (`id`, `created_at`, `duplicate_of`, `is_spam`, `do_not_contact`); `payload` is a jsonb
 * expression over `lead` and what `join` adds (the intake's payload, leadFieldsPayload), `channels`
 * a text[] parameter. One job per channel, none for spam or a contact on the do-not-contact list;
 * the payload gains the row's fields (payloadWithRowSql). Returns the lead id of each job written.
 */
export function enqueueNotificationsSql(lead: string, payload: string, channels: string, join = ''): string {
  return `INSERT INTO lead_notifications (lead_id, channel, payload)
    SELECT ${lead}.id, channel, ${payloadWithRowSql(payload, lead)}
    FROM ${lead} ${join} CROSS JOIN unnest(${channels}) AS channel
    WHERE NOT ${lead}.is_spam AND NOT ${lead}.do_not_contact
    ON CONFLICT (lead_id, channel) DO NOTHING
    RETURNING lead_id`;
}

export interface BackoffOptions {
  /** OUTBOX_BACKOFF_MS: the delay after the first failure. */
  baseMs: number;
  /** The longest delay (1 hour, or the base if that is longer). */
  capMs?: number;
  /** 0..1; tests pass a fixed value. */
  random?: () => number;
}

export const backoffCapMs = 3_600_000;

/**
 * The delay before the next attempt after `attempts` failed ones: base × 2^(attempts−1), capped at
 * one hour, with "equal jitter" (a random point in the upper half), so that jobs failed together
 * do not all come back together.
 */
export function backoffDelay(attempts: number, options: BackoffOptions): number {
  const cap = Math.max(options.capMs ?? backoffCapMs, options.baseMs);
  const exponential = Math.min(cap, options.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 40)));
  const random = options.random ?? Math.random;
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

export interface ClaimOptions {
  /** Channels this worker can deliver: jobs of other channels are left alone. */
  channels: readonly string[];
  limit: number;
  /** How long the claim holds before another worker may take the job (a crashed worker's jobs come back). */
  lockMs: number;
  maxAttempts: number;
  /** A token unique to this claim: marking the outcome needs it. */
  token: string;
}

/**
 * Claims whose lock ran out (their worker died) go back to pending, due as they were (so first in
 * line again), or are marked dead when that was their last allowed attempt. Found through
 * lead_notifications_claim_expiry (migration 11).
 */
const expireClaimsSql = `UPDATE lead_notifications AS x
  SET status = CASE WHEN x.attempts >= $1 THEN 'dead' ELSE 'pending' END,
      locked_until = NULL,
      last_error = CASE WHEN x.attempts >= $1 THEN coalesce(x.last_error, 'worker lost the job') ELSE x.last_error END
  WHERE x.status = 'sending' AND x.locked_until <= now()`;

/**
 * The first due jobs of the given channels, oldest first, skipping those another worker holds and
 * those of leads on the do-not-contact list, set to 'sending' with locked_until. Parameters: the
 * limit, the lock (ms), the claim's token, the attempts allowed, the channels.
 *
 * `queue` walks lead_notifications_queue (next_attempt_at, id) one entry at a time, each step the
 * next due job after the last one (an index range scan that stops after one row); `chosen` takes
 * each in turn, checks and locks it through its primary key, and stops at the limit, so the walk
 * stops there too. Every step is a lookup the planner makes through an index whatever it
 * guesses of the table's size, statistics or none (decision 0096): a plain ORDER BY ... LIMIT over
 * the waiting jobs was planned, before PostgreSQL first analyzed the table, as a read and a sort
 * of all of them (decision 0085). Each claimed payload gains the estimate of its lead
 * (payloadWithEstimateSql).
 */
const claimJobsSql = `WITH RECURSIVE queue AS (
    SELECT '-infinity'::timestamptz AS next_attempt_at, 0::bigint AS id
    UNION ALL
    SELECT next.next_attempt_at, next.id FROM queue CROSS JOIN LATERAL (
      SELECT j.next_attempt_at, j.id FROM lead_notifications AS j
      WHERE j.status = 'pending' AND j.next_attempt_at <= now()
        AND (j.next_attempt_at, j.id) > (queue.next_attempt_at, queue.id)
      ORDER BY j.next_attempt_at, j.id
      LIMIT 1
    ) AS next
  ), chosen AS (
    SELECT job.ctid FROM queue CROSS JOIN LATERAL (
      SELECT j.ctid FROM lead_notifications AS j
      WHERE j.id = queue.id AND j.status = 'pending' AND j.attempts < $4 AND j.channel = ANY ($5::text[])
        AND NOT (SELECT q.do_not_contact FROM quote_submissions AS q WHERE q.id = j.lead_id)
      FOR UPDATE SKIP LOCKED
    ) AS job
    LIMIT $1
  )
  UPDATE lead_notifications AS n
  SET status = 'sending', attempts = n.attempts + 1, claimed_by = $3,
      locked_until = now() + $2::double precision * interval '1 millisecond'
  WHERE n.ctid = ANY (ARRAY(SELECT ctid FROM chosen))
  RETURNING n.id::text AS id, n.lead_id, n.channel, n.attempts,
    ${payloadWithEstimateSql('n.payload', '(SELECT lead.estimate FROM quote_submissions AS lead WHERE lead.id = n.lead_id)')} AS payload`;

/**
 * Claims due jobs in two plain statements: first the expired claims (expireClaimsSql), then the
 * claim itself (claimJobsSql) with FOR UPDATE SKIP LOCKED, so workers in several processes never
 * claim the same job, set to 'sending' before anything is delivered. Due means pending and
 * next_attempt_at passed. The claim stops after `limit` jobs, however many wait. Neither is a named
 * statement: PostgreSQL plans each for the table as it is (decision 0096).
 */
export async function claimJobs(db: Queryable, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.channels.length === 0) return [];
  await db.query(expireClaimsSql, [options.maxAttempts]);
  const { rows } = await db.query<ClaimedJob>(claimJobsSql, [
    options.limit,
    options.lockMs,
    options.token,
    options.maxAttempts,
    [...options.channels],
  ]);
  return rows;
}

/** A delivered job's payload: the lead's copy is gone, its status and times stay. */
export const emptyPayload = '{}';

/** A delivered job, with the warning its channel gave (some recipients refused), if any. */
export interface Delivery {
  job: ClaimedJob;
  warning?: string | undefined;
}

/**
 * Marks jobs of one claim delivered, those this claim still holds, each with its warning (or null),
 * and empties their payloads (the lead's fields are in quote_submissions; the outbox keeps no
 * second copy once it is done with it). One statement for all of them. Returns the ids it marked.
 */
export async function markDelivered(
  db: Queryable,
  delivered: readonly Delivery[],
  token: string,
): Promise<Set<string>> {
  if (delivered.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `UPDATE lead_notifications AS n
     SET status = 'delivered', delivered_at = now(), locked_until = NULL, last_error = d.warning,
         payload = '${emptyPayload}'::jsonb
     FROM unnest($1::bigint[], $3::text[]) AS d(id, warning)
     WHERE n.id = d.id AND n.claimed_by = $2 AND n.status = 'sending'
     RETURNING n.id::text AS id`,
    [delivered.map(({ job }) => job.id), token, delivered.map(({ warning }) => warning ?? null)],
    { name: 'mark-delivered' },
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Records a failed attempt: back to pending after `delayMs`, or 'dead' once `maxAttempts` are used.
 * Returns the new status, or undefined when the claim no longer holds.
 */
export async function markFailed(
  db: Queryable,
  job: ClaimedJob,
  token: string,
  error: string,
  delayMs: number,
  maxAttempts: number,
): Promise<{ status: 'pending' | 'dead'; retryAt: Date } | undefined> {
  const { rows } = await db.query<{ status: 'pending' | 'dead'; retry_at: Date | string }>(
    `UPDATE lead_notifications
     SET status = CASE WHEN attempts >= $3 THEN 'dead' ELSE 'pending' END,
         next_attempt_at = now() + $4::double precision * interval '1 millisecond',
         last_error = $5, locked_until = NULL
     WHERE id = $1 AND claimed_by = $2 AND status = 'sending'
     RETURNING status, next_attempt_at AS retry_at`,
    [job.id, token, maxAttempts, delayMs, error.slice(0, 1000)],
  );
  const row = rows[0];
  return row && { status: row.status, retryAt: new Date(row.retry_at) };
}

/**
 * Dead letters back to pending, due now, attempts reset (`leads retry-notifications`). Jobs of
 * leads on the do-not-contact list stay dead. Returns how many were revived.
 */
export async function retryDead(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE lead_notifications n
     SET status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = NULL, claimed_by = NULL
     FROM quote_submissions q
     WHERE q.id = n.lead_id AND n.status = 'dead' AND NOT q.do_not_contact`,
  );
  return rowCount;
}
