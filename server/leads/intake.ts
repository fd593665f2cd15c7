import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { canonicalEmail } from '#core/lead/inbox';
import type { Lead } from '#core/lead/schema';
import { isLicensed, stateLicense } from '#core/licenses';
import type { QuoteEstimate } from '#core/pricing/quote-estimate';
import { stateLicenses } from '#core/site.licenses';
import { zipPlace } from '#core/zip-codes';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import { states } from '../../content/data/states';
import type { Db, Queryable } from '../db';
import type { LeadChannel, RateLimit } from '../env';
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
  created_at: Date;
  duplicate_of: string | null;
  do_not_contact: boolean;
  is_spam: boolean;
  spam_reason: string | null;
}

/** The spam reason of a lead over its contact limit (stored, answered like any other, not notified). */
export const contactLimitReason = 'contact_limit';

/** `$n::type` of each bound column (insertColumns order), then of the statement's other parameters. */
const insertParams = [
  ...insertColumns.map(({ column, type }) => ({ name: column, type })),
  { name: 'is_spam', type: 'boolean' },
  { name: 'spam_reason', type: 'text' },
  { name: 'duplicate_window_days', type: 'integer' },
  { name: 'form_token_id', type: 'text' },
  { name: 'consent_text', type: 'text' },
  { name: 'token_max_age_ms', type: 'double precision' },
  { name: 'contact_limit', type: 'integer' },
  { name: 'contact_window_ms', type: 'double precision' },
  { name: 'lock_class', type: 'integer' },
  { name: 'lock_keys', type: 'integer[]' },
  { name: 'payload', type: 'jsonb' },
  { name: 'channels', type: 'text[]' },
];
function param(name: string): string {
  const index = insertParams.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`No parameter ${name}`);
  return `$${index + 1}::${insertParams[index]?.type}`;
}

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
 * One statement, so one round trip, atomic on its own, with no transaction around it:
 * - take the lock of each contact key and decide, under them, whether the lead is over its
 *   contact limit and which earlier lead it repeats (lead_contact_check, migration 9: a VOLATILE
 *   function, whose own fresh snapshot sees every lead committed before the locks were granted);
 *   every other part of the statement that writes a row reads `contact` first, so the locks are
 *   always taken before any row lock, in every lead's statement alike;
 * - spend the form token (a second use of an id finds it spent: the lead is spam, token_reused,
 *   even when two such requests race, as the primary key serialises them);
 * - record the consent text of its version once;
 * - insert the lead (nothing on a replay of its submission id) with the hash of its body, the
 *   earlier lead, and the do-not-contact list;
 * - write its outbox jobs through the outbox's enqueue (enqueueNotificationsSql), one per channel,
 *   unless it is spam or on the do-not-contact list: the payload built (and checked) in
 *   TypeScript, with the row's id, time and earlier lead added;
 * - forget spent token ids older than a token's maximum age (those tokens are expired).
 * The lead's columns come from insertColumns (columns.ts). It is sent as a named statement:
 * PostgreSQL plans it once per connection (its planning cost more than its run: decision 0074).
 */
export const insertLeadSql = `
  WITH contact AS (
    SELECT over_limit, earlier_lead FROM lead_contact_check(
      ${param('lock_class')}, ${param('lock_keys')}, ${param('phone')}, ${param('email_key')},
      ${param('contact_limit')}, ${param('contact_window_ms')}, ${param('duplicate_window_days')})
  ), spent AS (
    INSERT INTO form_tokens_spent (token_id) SELECT ${param('form_token_id')} FROM contact WHERE ${param('form_token_id')} IS NOT NULL
    ON CONFLICT (token_id) DO NOTHING
    RETURNING token_id
  ), verdict AS (
    SELECT (${param('form_token_id')} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM spent)) AS reused
  ), consent AS (
    INSERT INTO consent_texts (version, text) SELECT ${param('consent_version')}, ${param('consent_text')} FROM contact
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
      ${insertColumns.map((c) => param(c.column)).join(', ')},
      now(),
      ${param('is_spam')} OR verdict.reused OR contact.over_limit,
      CASE
        WHEN verdict.reused THEN concat_ws(',', ${param('spam_reason')}, 'token_reused')
        WHEN contact.over_limit AND NOT ${param('is_spam')} THEN '${contactLimitReason}'
        ELSE ${param('spam_reason')}
      END,
      contact.earlier_lead,
      EXISTS (SELECT 1 FROM do_not_contact WHERE phone = ${param('phone')} OR email_key = ${param('email_key')})
    FROM verdict, contact
    ON CONFLICT (submission_id) DO NOTHING
    RETURNING id, created_at, duplicate_of, do_not_contact, is_spam, spam_reason
  ), jobs AS (
    ${enqueueNotificationsSql('lead', param('payload'), param('channels'))}
  )
  SELECT lead.id, lead.created_at, lead.duplicate_of, lead.do_not_contact, lead.is_spam, lead.spam_reason,
    (SELECT count(*) FROM jobs)::integer AS jobs
  FROM lead`;

/** What the payload of a lead's notification holds before its row exists (the row adds the rest). */
const payloadBeforeRowSchema = leadPayloadSchema.omit({ leadId: true, createdAt: true, duplicateOf: true });

/**
 * Stores a validated lead and its outbox jobs atomically (one statement), idempotently on its
 * submission id: a replay (even a concurrent one) with the same values writes nothing and returns
 * the first lead's id; a replay with other values throws `SubmissionConflictError`. Spam is stored
 * flagged and gets no job; so does a lead whose phone or e-mail is on the do-not-contact list, and
 * one over `contactLimit` (accepted leads of its phone number or inbox within the window, counted
 * under a lock per contact in the same statement: spam_reason contact_limit, status over_limit).
 * A lead with the phone or inbox (canonical e-mail) of a lead of the last 30 days is stored with duplicate_of set and
 * is notified (the agent sees the reference). The consent version must be a published one.
 */
export async function storeLead(
  db: Db,
  lead: StorableLead,
  meta: LeadMeta,
  options: StoreOptions,
): Promise<StoreResult> {
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
    duplicate_window_days: duplicateWindowDays,
    form_token_id: meta.formTokenId ?? null,
    consent_text: consentText,
    token_max_age_ms: FORM_TOKEN_MAX_AGE_MS,
    contact_limit: options.contactLimit?.limit ?? null,
    contact_window_ms: options.contactLimit?.windowMs ?? 0,
  };
  for (const { column, value } of insertColumns) values[column] = value(input);

  // The lead's notification, as the agent will get it, checked before it is stored; the row's
  // id, time and earlier lead are added by the statement; the worker checks the whole again.
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
    estimate,
  });
  values.payload = JSON.stringify(payload);
  values.channels = [...options.channels];
  values.lock_class = contactLockClass;
  // A lead that may be notified counts against its phone number and inbox: one lock per contact
  // (taken in one order, so two leads never wait on each other), held to the commit, so that
  // the count sees every lead committed before it.
  values.lock_keys =
    spam === undefined && options.contactLimit ? contactLockKeys([lead.phone, canonicalEmail(lead.email)]) : [];

  // The lead and its outbox jobs in one statement, its own transaction: both are stored, or neither.
  const stored = await db.transaction(
    async (tx) => {
      const inserted = await tx.query<InsertedRow & { jobs: number }>(
        insertLeadSql,
        insertParams.map((p) => values[p.name]),
        { name: 'store-lead' },
      );
      return { row: inserted.rows[0], jobs: inserted.rows[0]?.jobs ?? 0 };
    },
    { oneStatement: true },
  );
  const row = stored.row;
  if (!row) {
    // Already stored (or being stored concurrently: ON CONFLICT waited for that commit).
    const first = await db.query<{
      id: string;
      is_spam: boolean;
      do_not_contact: boolean;
      body_hash: string | null;
      estimate: QuoteEstimate | null;
    }>('SELECT id, is_spam, do_not_contact, body_hash, estimate FROM quote_submissions WHERE submission_id = $1', [
      lead.submissionId,
    ]);
    const existing = first.rows[0];
    if (!existing) throw new Error('A conflicting submission vanished: try again');
    // Rows stored before migration 2 have no hash: taken as the same body.
    if (existing.body_hash !== null && existing.body_hash !== hash) {
      throw new SubmissionConflictError('This submission id was already used with other values');
    }
    const status: LeadStatus = existing.is_spam ? 'spam' : existing.do_not_contact ? 'do_not_contact' : 'accepted';
    return { id: existing.id, created: false, status, jobs: 0, estimate: existing.estimate };
  }
  if (row.is_spam) {
    const status: LeadStatus = row.spam_reason === contactLimitReason ? 'over_limit' : 'spam';
    return { id: row.id, created: true, status, jobs: 0, estimate };
  }
  if (row.do_not_contact) return { id: row.id, created: true, status: 'do_not_contact', jobs: 0, estimate };
  return { id: row.id, created: true, status: 'accepted', jobs: stored.jobs, estimate };
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
