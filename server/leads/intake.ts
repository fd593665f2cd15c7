import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Lead } from '#core/lead/schema';
import { isLicensed, stateLicense } from '#core/licenses';
import type { QuoteEstimate } from '#core/pricing/quote-estimate';
import { stateLicenses } from '#core/site.licenses';
import { zipPlace } from '#core/zip-codes';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import { states } from '../../content/data/states';
import { type Db, DbUnavailableError, type Queryable } from '../db';
import type { LeadChannel, RateLimit } from '../env';
import { Fifo } from '../fifo';
import { leadPayloadSchema } from '../outbox/payload';
import { enqueueNotificationsSql } from '../outbox/queue';
import { type InsertInput, insertColumns } from './columns';
import { consentTextOf, publishedConsents } from './consent-texts';
import { FORM_TOKEN_MAX_AGE_MS } from './form-token';

/**
 * The intake of a lead (POST /api/quotes, server/leads/quotes.ts): the one statement that stores it
 * with its contact limits and outbox jobs, and what it answers. The read side is ./queries.ts, the
 * opt-outs ./opt-out.ts.
 */

/**
 * What the lead's request tells us besides its body (the intake, server/leads/quotes.ts, fills it
 * in): the consent proof, and what its checks found.
 */
export interface LeadMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The id of the request's valid form token: spent in the statement that stores the lead. */
  formTokenId?: string | undefined;
  /** Spam signs the intake found (bad or missing form token, filled too fast), e.g. ['too_fast']. */
  spam?: readonly string[] | undefined;
}

export interface StoreOptions {
  /** One outbox job per channel, for leads that are neither spam nor on the do-not-contact list. */
  channels: readonly LeadChannel[];
  /**
   * QUOTE_CONTACT_RATE_LIMIT: accepted leads per phone number and per inbox (canonical e-mail)
   * within the window. A lead over it is stored flagged (contact_limit) and not notified. Unset: no limit.
   */
  contactLimit?: RateLimit | undefined;
}

/** A validated lead as stored: the intake drops a page address that is not on the site's origin. */
export type StorableLead = Omit<Lead, 'pageUrl'> & { pageUrl: string | null };

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

/**
 * Why a lead is spam, or undefined: the honeypot was filled, and the signs the intake found
 * (server/leads/quotes.ts: no_token, bad_token, too_fast). A reused token adds token_reused in SQL.
 */
export function spamReason(lead: Pick<Lead, 'company'>, found: readonly string[] = []): string | undefined {
  const reasons: string[] = [];
  if (lead.company && lead.company.trim() !== '') reasons.push('honeypot');
  reasons.push(...found);
  return reasons.length > 0 ? reasons.join(',') : undefined;
}

/** Attribution as stored: keys sorted, empty values left out (part of the body hash). */
function canonicalAttribution(attribution: Lead['attribution']): Array<[string, string]> {
  return Object.entries(attribution ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * SHA-256 (hex) of the lead's normalised values: what the visitor entered, the consent version,
 * the page and the attribution. Not the submission id or the form token. Stored with the
 * submission id, so that a repeat with other values is told apart from a retry.
 */
export function bodyHash(lead: StorableLead): string {
  const values: unknown[] = [
    lead.gender,
    lead.age,
    lead.tobacco,
    lead.name,
    lead.email,
    lead.phone,
    lead.zipCode,
    lead.consentVersion,
    lead.pageUrl,
    lead.company ?? '',
    canonicalAttribution(lead.attribution),
    // Only a parent's lead adds its choice: a lead for oneself hashes as it did before the
    // choice was asked, so a retry sent across the change is still a retry, not a conflict.
    ...(lead.quoteFor === 'parent' ? ['quoteFor:parent'] : []),
  ];
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/**
 * The estimate with the agency's license for the ZIP code's state (issue 30, point 9): a price
 * quotation names who quotes it. Unchanged when the state is unknown.
 */
export function withLicense(estimate: QuoteEstimate, state: string | null): QuoteEstimate {
  if (state === null) return estimate;
  const stateName = states.find((s) => s.code === state)?.name ?? state;
  const license = stateLicense(stateLicenses, state);
  return {
    ...estimate,
    license: isLicensed(license)
      ? { state, stateName, number: license.number, example: license.placeholder === true }
      : { state, stateName, notLicensed: true },
  };
}

/** City and state of a US ZIP code, or nulls when the ZIP code table does not know it. */
export function placeOf(zip: string): { city: string | null; state: string | null } {
  const place = zipPlace(zip);
  return { city: place?.place ?? null, state: place?.state ?? null };
}

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
 * The keys of the advisory locks of a lead's contacts (phone, canonical e-mail): their 32-bit
 * hashes, distinct and sorted, so that two leads sharing a contact take its lock one after the
 * other and never wait on each other in a circle.
 */
export function contactLockKeys(keys: readonly string[]): number[] {
  return [...new Set(keys.map((key) => createHash('sha256').update(key).digest().readInt32BE(0)))].sort(
    (a, b) => a - b,
  );
}

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
 *   channel, unless a lead is spam or on the do-not-contact list: each payload built (and checked)
 *   in TypeScript, with the row's id, time and earlier lead added;
 * - forget spent token ids older than a token's maximum age (those tokens are expired).
 * The leads of one batch share no submission id, form token or contact (createLeadIntake keeps
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

/** What the payload of a lead's notification holds before its row exists (the row adds the rest). */
const payloadBeforeRowSchema = leadPayloadSchema.omit({
  leadId: true,
  createdAt: true,
  duplicateOf: true,
  estimate: true,
});

/** A lead ready for the statement: its parameter values, and what its answer needs. */
interface PreparedLead {
  lead: StorableLead;
  hash: string;
  estimate: QuoteEstimate;
  /** Per-lead parameter values (the perLead parameters). */
  values: Record<string, unknown>;
  /** The advisory lock keys of its contacts (none for spam, or without a contact limit). */
  lockKeys: number[];
  /** What no two leads of one batch may share: its submission id, form token and contacts. */
  claims: string[];
}

/**
 * A lead's row values, estimate and notification payload, worked out before it is stored. Throws
 * for a consent version this site never published.
 */
function prepareLead(lead: StorableLead, meta: LeadMeta, options: StoreOptions): PreparedLead {
  const consentText = consentTextOf(lead.consentVersion);
  if (consentText === undefined) throw new Error(`Unknown consent version ${lead.consentVersion}`);
  const spam = spamReason(lead, meta.spam);
  const { city, state } = placeOf(lead.zipCode);
  const attribution = lead.attribution ?? {};
  const ip = meta.ip && isIP(meta.ip) !== 0 ? meta.ip : null;
  const hash = bodyHash(lead);
  // The estimate the visitor was shown, made here from the stored answers and the ZIP's state:
  // never one the browser sends.
  const estimate = withLicense(
    quoteEstimate({ sex: lead.gender, age: lead.age, tobacco: lead.tobacco === 'yes', state }),
    state,
  );

  const input: InsertInput = {
    ...lead,
    ip,
    userAgent: meta.userAgent ?? null,
    attribution,
    state,
    city,
    bodyHash: hash,
    estimate,
  };
  const values: Record<string, unknown> = {
    is_spam: spam !== undefined,
    spam_reason: spam ?? null,
    form_token_id: meta.formTokenId ?? null,
    consent_text: consentText,
  };
  for (const { column, value } of insertColumns) values[column] = value(input);

  // The lead's notification, as the agent will get it, checked before it is stored; the row's
  // id, time and earlier lead are added by the statement, and the estimate, stored once in the
  // lead's row, by the worker's claim (migration 12); the worker checks the whole again.
  const payload = payloadBeforeRowSchema.parse({
    quoteFor: lead.quoteFor,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    zipCode: lead.zipCode,
    gender: lead.gender,
    age: lead.age,
    tobacco: lead.tobacco,
    state,
    city,
  });
  values.payload = JSON.stringify(payload);
  // The canonical e-mail the email_key column already holds (columns.ts).
  const emailKey = values.email_key as string;
  return {
    lead,
    hash,
    estimate,
    values,
    // A lead that may be notified counts against its phone number and inbox: one lock per contact
    // (taken in one order, so two leads never wait on each other), held to the commit, so that
    // the count sees every lead committed before it.
    lockKeys: spam === undefined && options.contactLimit ? contactLockKeys([lead.phone, emailKey]) : [],
    claims: [
      `submission:${lead.submissionId}`,
      `phone:${lead.phone}`,
      `email:${emailKey}`,
      ...(meta.formTokenId === undefined ? [] : [`token:${meta.formTokenId}`]),
    ],
  };
}

/** A lead's outcome in its batch: its answer, or the error that is its alone. */
type BatchOutcome = { ok: true; result: StoreResult } | { ok: false; error: unknown };

/**
 * Stores a batch of leads whose claims are all distinct in one statement (insertLeadSql), then
 * answers each: a new row, or (no row: its submission id was already stored, or was being stored
 * concurrently and ON CONFLICT waited for that commit) a replay or a conflict, read afterwards.
 * Throws when the statement fails: then nothing of the batch was stored.
 */
async function storeBatch(db: Db, batch: readonly PreparedLead[], options: StoreOptions): Promise<BatchOutcome[]> {
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

/**
 * How many batch statements one process runs at once, unless the intake is told otherwise: on
 * PostgreSQL two gave more leads a second than one or four (decision 0082); PGlite runs one
 * statement at a time, and with two its thread has the next batch as soon as one ends.
 */
const defaultBatchesInFlight = 2;
/** The most leads one statement stores. */
const maxBatch = 32;

export interface LeadIntake {
  /**
   * Stores a validated lead and its outbox jobs atomically (one statement, which it may share
   * with other leads), idempotently on its submission id: a replay (even a concurrent one) with
   * the same values writes nothing and returns the first lead's id; a replay with other values
   * throws `SubmissionConflictError`. Spam is stored flagged and gets no job; so does a lead whose
   * phone or e-mail is on the do-not-contact list, and one over `contactLimit` (accepted leads of
   * its phone number or inbox within the window, counted under a lock per contact in the same
   * statement: spam_reason contact_limit, status over_limit). A lead with the phone or inbox
   * (canonical e-mail) of a lead of the last 30 days is stored with duplicate_of set and is
   * notified (the agent sees the reference). The consent version must be a published one.
   */
  store(lead: StorableLead, meta: LeadMeta): Promise<StoreResult>;
}

/**
 * The lead route's intake (decision 0082): insertLeadSql's statement, shared by the leads that arrive
 * together. At most `batchesInFlight` statements run at once; a lead that arrives while they all
 * run waits, and the next statement takes every waiting lead, first come first served, up to
 * 32, stopping before the first one that shares a submission id, form token, phone number
 * or inbox with a lead already taken (it leads the batch after). Nothing waits for a timer: a lead
 * that finds a statement free is sent at once. So under load many leads share a statement, one
 * round trip and one commit, and alone a lead is sent as before.
 *
 * A statement that fails stores nothing. When it held several leads and the database is not what
 * failed, each is tried again alone, so that a lead can only fail for its own sake; when the
 * database is unavailable every lead of it gets that error (answered 503).
 */
export function createLeadIntake(db: Db, options: StoreOptions & { batchesInFlight?: number | undefined }): LeadIntake {
  const batchesInFlight = Math.max(1, options.batchesInFlight ?? defaultBatchesInFlight);
  interface Waiting {
    prepared: PreparedLead;
    settle: (outcome: BatchOutcome) => void;
  }
  const waiting = new Fifo<Waiting>();
  let running = 0;

  /** The next batch: a prefix of the waiting leads, up to maxBatch, whose claims are distinct. */
  const nextBatch = (): Waiting[] => {
    const taken: Waiting[] = [];
    const claimed = new Set<string>();
    for (let next = waiting.peek(); next !== undefined && taken.length < maxBatch; next = waiting.peek()) {
      if (next.prepared.claims.some((claim) => claimed.has(claim))) break;
      for (const claim of next.prepared.claims) claimed.add(claim);
      taken.push(next);
      waiting.shift();
    }
    return taken;
  };

  const run = async (batch: Waiting[]) => {
    try {
      const outcomes = await storeBatch(
        db,
        batch.map((w) => w.prepared),
        options,
      ).catch(async (error: unknown) => {
        if (batch.length === 1 || error instanceof DbUnavailableError) throw error;
        // Nothing was stored: each lead alone, so that one lead's failure is its own.
        return Promise.all(
          batch.map((w) =>
            storeBatch(db, [w.prepared], options).then(
              ([only]) => only ?? { ok: false as const, error: new Error('A batch of one lead gave no outcome') },
              (alone: unknown) => ({ ok: false as const, error: alone }),
            ),
          ),
        );
      });
      batch.forEach((w, i) => {
        w.settle(outcomes[i] ?? { ok: false, error: new Error('A lead of a batch gave no outcome') });
      });
    } catch (error) {
      for (const w of batch) w.settle({ ok: false, error });
    } finally {
      running--;
      pump();
    }
  };

  const pump = () => {
    while (running < batchesInFlight && waiting.size > 0) {
      running++;
      void run(nextBatch());
    }
  };

  return {
    store(lead, meta) {
      let prepared: PreparedLead;
      try {
        prepared = prepareLead(lead, meta, options);
      } catch (error) {
        return Promise.reject(error);
      }
      return new Promise<StoreResult>((resolve, reject) => {
        waiting.push({
          prepared,
          settle: (result) => {
            if (result.ok) resolve(result.result);
            else reject(result.error);
          },
        });
        pump();
      });
    },
  };
}

/** Records every published consent text in consent_texts (idempotent; run at start). */
export async function recordConsentTexts(db: Queryable): Promise<void> {
  for (const { version, text: disclosure } of publishedConsents) {
    await db.query('INSERT INTO consent_texts (version, text) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING', [
      version,
      disclosure,
    ]);
  }
}

/** Whether a lead with this submission id is stored. */
export async function submissionStored(db: Queryable, submissionId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM quote_submissions WHERE submission_id = $1', [submissionId]);
  return rows.length > 0;
}
