import type { QuoteEstimate } from '#core/pricing/quote-estimate';
import type { Db } from '../db';
import type { LeadChannel, RateLimit } from '../env';
import { enqueueNotificationsSql } from '../outbox/queue';
import { insertColumns } from './columns';
import { FORM_TOKEN_MAX_AGE_MS } from './form-token';
import type { PreparedLead } from './prepare';

/**
 * The intake's second part: the one statement that stores a batch of prepared leads (./prepare.ts)
 * with their contact limits and outbox jobs, and the answer for each lead. The batches are made
 * by ./batcher.ts.
 */

export interface StoreOptions {
  /** One outbox job per channel, for leads that are neither spam nor on the do-not-contact list. */
  channels: readonly LeadChannel[];
  /**
   * QUOTE_CONTACT_RATE_LIMIT: accepted leads per phone number and per inbox (canonical e-mail)
   * within the window. A lead over it is stored flagged (contact_limit) and not notified. Unset: no limit.
   */
  contactLimit?: RateLimit | undefined;
}

/** A submission id already stored with other values (answered 409: the form sends a new id). */
export class SubmissionConflictError extends Error {
  override name = 'SubmissionConflictError';
}

export type LeadStatus = 'accepted' | 'spam' | 'over_limit' | 'do_not_contact';

export interface StoreResult {
  id: string;
  /** false: a replay of a submission id already stored (nothing was written). */
  created: boolean;
  status: LeadStatus;
  /** Outbox jobs written (0 for a replay, spam or do-not-contact). */
  jobs: number;
  /** The estimate stored with the lead (for a replay, the one stored the first time). */
  estimate: QuoteEstimate | null;
}

/** Leads with the same phone or e-mail within this window point at the first one (duplicate_of). */
export const duplicateWindowDays = 30;

interface InsertedRow {
  id: string;
  submission_id: string;
  created_at: Date;
  duplicate_of: string | null;
  do_not_contact: boolean;
  is_spam: boolean;
  spam_reason: string | null;
  jobs: number;
}

/** The spam reason of a lead over its contact limit (stored, answered like any other, not notified). */
export const contactLimitReason = 'contact_limit';

/**
 * The statement's parameters, in order: each bound column as an array (one element per lead of
 * the batch, insertColumns order), then the other per-lead arrays, then what the batch shares.
 */
const insertParams = [
  ...insertColumns.map(({ column, type }) => ({ name: column, type: `${type}[]`, perLead: true })),
  { name: 'is_spam', type: 'boolean[]', perLead: true },
  { name: 'spam_reason', type: 'text[]', perLead: true },
  { name: 'form_token_id', type: 'text[]', perLead: true },
  { name: 'consent_text', type: 'text[]', perLead: true },
  { name: 'payload', type: 'jsonb[]', perLead: true },
  { name: 'duplicate_window_days', type: 'integer', perLead: false },
  { name: 'token_max_age_ms', type: 'double precision', perLead: false },
  { name: 'contact_limit', type: 'integer', perLead: false },
  { name: 'contact_window_ms', type: 'double precision', perLead: false },
  { name: 'lock_class', type: 'integer', perLead: false },
  { name: 'lock_keys', type: 'integer[]', perLead: false },
  { name: 'channels', type: 'text[]', perLead: false },
];
function param(name: string): string {
  const index = insertParams.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`No parameter ${name}`);
  return `$${index + 1}::${insertParams[index]?.type}`;
}
const perLeadParams = insertParams.filter((p) => p.perLead);

/** The first key of the two-key advisory locks of lead contacts ("cont" in ASCII). */
export const contactLockClass = 0x636f6e74;

/**
 * One statement stores a batch of leads (one or more: decision 0082), so one round trip, atomic on
 * its own, with no transaction around it:
 * - `b`: the leads, one row each (`n`: its place in the batch), from the per-lead arrays;
 * - take every contact lock of the batch, then decide for each lead, under them, whether it is over
 *   its contact limit and which earlier lead it repeats (lead_contact_check_batch, migration 10,
 *   over migration 9's lead_contact_check: VOLATILE functions, whose own fresh snapshots see every
 *   lead committed before the locks were granted); every other part of the statement that writes
 *   a row reads `contact` first, so the locks are always taken before any row lock, in every
 *   batch's statement alike;
 * - spend the form tokens (a second use of an id finds it spent: the lead is spam, token_reused,
 *   even when two such requests race, as the primary key serialises them);
 * - record the consent text of each version once;
 * - insert the leads (nothing for a replay of a submission id) with the hash of each body, the
 *   earlier lead, and the do-not-contact list;
 * - write their outbox jobs through the outbox's enqueue (enqueueNotificationsSql), one per
 *   channel, unless a lead is spam or on the do-not-contact list: each payload the lead's fields
 *   (leadFieldsPayload, checked in TypeScript) with the row's added (server/outbox/payload.ts);
 * - forget spent token ids older than a token's maximum age (those tokens are expired).
 * The leads of one batch share no submission id, form token or contact (the batcher keeps
 * such a lead for a later batch), so no lead's outcome depends on another row of its own batch.
 * The lead's columns come from insertColumns (columns.ts). It is sent as a named statement:
 * PostgreSQL parses it once per connection (decision 0074).
 */
export const insertLeadSql = `
  WITH b AS MATERIALIZED (
    SELECT * FROM unnest(${perLeadParams.map((p) => param(p.name)).join(', ')})
      WITH ORDINALITY AS b(${perLeadParams.map((p) => p.name).join(', ')}, n)
  ), contact AS (
    SELECT lead_index AS n, over_limit, earlier_lead FROM lead_contact_check_batch(
      ${param('lock_class')}, ${param('lock_keys')}, ${param('phone')}, ${param('email_key')},
      ${param('contact_limit')}, ${param('contact_window_ms')}, ${param('duplicate_window_days')})
  ), spent AS (
    INSERT INTO form_tokens_spent (token_id)
    SELECT b.form_token_id FROM b WHERE b.form_token_id IS NOT NULL AND EXISTS (SELECT 1 FROM contact)
    ON CONFLICT (token_id) DO NOTHING
    RETURNING token_id
  ), verdict AS (
    SELECT b.n, (b.form_token_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM spent WHERE spent.token_id = b.form_token_id)) AS reused
    FROM b
  ), consent AS (
    INSERT INTO consent_texts (version, text)
    SELECT DISTINCT ON (b.consent_version) b.consent_version, b.consent_text FROM b
    WHERE EXISTS (SELECT 1 FROM contact)
    ON CONFLICT (version) DO NOTHING
  ), forgotten AS (
    DELETE FROM form_tokens_spent
    WHERE spent_at < now() - make_interval(secs => ${param('token_max_age_ms')} / 1000) AND EXISTS (SELECT 1 FROM contact)
  ), lead AS (
    INSERT INTO quote_submissions (
      ${insertColumns.map((c) => c.column).join(', ')},
      consent_at, is_spam, spam_reason, duplicate_of, do_not_contact
    )
    SELECT
      ${insertColumns.map((c) => `b.${c.column}`).join(', ')},
      now(),
      b.is_spam OR verdict.reused OR contact.over_limit,
      CASE
        WHEN verdict.reused THEN concat_ws(',', b.spam_reason, 'token_reused')
        WHEN contact.over_limit AND NOT b.is_spam THEN '${contactLimitReason}'
        ELSE b.spam_reason
      END,
      contact.earlier_lead,
      EXISTS (SELECT 1 FROM do_not_contact d WHERE d.phone = b.phone OR d.email_key = b.email_key)
    FROM b JOIN contact USING (n) JOIN verdict USING (n)
    ORDER BY b.n
    ON CONFLICT (submission_id) DO NOTHING
    RETURNING id, submission_id, created_at, duplicate_of, do_not_contact, is_spam, spam_reason
  ), jobs AS (
    ${enqueueNotificationsSql('lead', 'b.payload', param('channels'), 'JOIN b ON b.submission_id = lead.submission_id')}
  )
  SELECT lead.id, lead.submission_id::text AS submission_id, lead.created_at, lead.duplicate_of,
    lead.do_not_contact, lead.is_spam, lead.spam_reason,
    (SELECT count(*) FROM jobs WHERE jobs.lead_id = lead.id)::integer AS jobs
  FROM lead`;

/** A lead's outcome in its batch: its answer, or the error that is its alone. */
export type BatchOutcome = { ok: true; result: StoreResult } | { ok: false; error: unknown };

/**
 * Stores a batch of leads whose claims are all distinct in one statement (insertLeadSql), then
 * answers each: a new row, or (no row: its submission id was already stored, or was being stored
 * concurrently and ON CONFLICT waited for that commit) a replay or a conflict, read afterwards.
 * Throws when the statement fails: then nothing of the batch was stored.
 */
export async function storeBatch(
  db: Db,
  batch: readonly PreparedLead[],
  options: StoreOptions,
): Promise<BatchOutcome[]> {
  const values: Record<string, unknown> = {
    duplicate_window_days: duplicateWindowDays,
    token_max_age_ms: FORM_TOKEN_MAX_AGE_MS,
    contact_limit: options.contactLimit?.limit ?? null,
    contact_window_ms: options.contactLimit?.windowMs ?? 0,
    lock_class: contactLockClass,
    lock_keys: [...new Set(batch.flatMap((p) => p.lockKeys))].sort((a, b) => a - b),
    channels: [...options.channels],
  };
  for (const { name } of perLeadParams) values[name] = batch.map((p) => p.values[name]);

  // The leads and their outbox jobs in one statement, its own transaction: all stored, or none.
  const rows = await db.transaction(
    async (tx) =>
      (
        await tx.query<InsertedRow>(
          insertLeadSql,
          insertParams.map((p) => values[p.name]),
          { name: 'store-leads' },
        )
      ).rows,
    { oneStatement: true },
  );
  const stored = new Map(rows.map((row) => [row.submission_id, row]));
  return Promise.all(
    batch.map(async (p): Promise<BatchOutcome> => {
      const row = stored.get(p.lead.submissionId);
      try {
        return { ok: true, result: row ? storedResult(row, p.estimate) : await replayOf(db, p) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
}

/** The answer for a lead its statement stored. */
function storedResult(row: InsertedRow, estimate: QuoteEstimate): StoreResult {
  if (row.is_spam) {
    const status: LeadStatus = row.spam_reason === contactLimitReason ? 'over_limit' : 'spam';
    return { id: row.id, created: true, status, jobs: 0, estimate };
  }
  if (row.do_not_contact) return { id: row.id, created: true, status: 'do_not_contact', jobs: 0, estimate };
  return { id: row.id, created: true, status: 'accepted', jobs: row.jobs, estimate };
}

/** The answer for a lead whose submission id was already stored: a replay, or a conflict (throws). */
async function replayOf(db: Db, p: PreparedLead): Promise<StoreResult> {
  const first = await db.query<{
    id: string;
    is_spam: boolean;
    do_not_contact: boolean;
    body_hash: string | null;
    estimate: QuoteEstimate | null;
  }>('SELECT id, is_spam, do_not_contact, body_hash, estimate FROM quote_submissions WHERE submission_id = $1', [
    p.lead.submissionId,
  ]);
  const existing = first.rows[0];
  if (!existing) throw new Error('A conflicting submission vanished: try again');
  // Rows stored before migration 2 have no hash: taken as the same body.
  if (existing.body_hash !== null && existing.body_hash !== p.hash) {
    throw new SubmissionConflictError('This submission id was already used with other values');
  }
  const status: LeadStatus = existing.is_spam ? 'spam' : existing.do_not_contact ? 'do_not_contact' : 'accepted';
  return { id: existing.id, created: false, status, jobs: 0, estimate: existing.estimate };
}
