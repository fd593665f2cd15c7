import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import zipcodes from 'zipcodes';
import { type Lead, normalizePhone } from '#core/lead/schema';
import { type QuoteEstimate, quoteEstimate } from '#core/pricing/quote-estimate';
import type { Db, Queryable } from '../db';
import type { LeadChannel } from '../env';
import { consentTextOf, publishedConsents } from './consent-texts';
import { FORM_TOKEN_MAX_AGE_MS } from './form-token';

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
}

/** A validated lead as stored: the intake drops a page address that is not on the site's origin. */
export type StorableLead = Omit<Lead, 'pageUrl'> & { pageUrl: string | null };

/** A submission id already stored with other values (answered 409: the form sends a new id). */
export class SubmissionConflictError extends Error {
  override name = 'SubmissionConflictError';
}

export type LeadStatus = 'accepted' | 'spam' | 'do_not_contact';

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
  const values = [
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
  ];
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** City and state of a US ZIP code, or nulls when the zipcodes package does not know it. */
export function placeOf(zip: string): { city: string | null; state: string | null } {
  const place = zipcodes.lookup(zip);
  return { city: place?.city ?? null, state: place?.state ?? null };
}

const text = (value: string | null | undefined, max = 500) => (value ? value.slice(0, max) : null);

interface InsertedRow {
  id: string;
  do_not_contact: boolean;
  is_spam: boolean;
  jobs: number;
}

/**
 * One statement, so one round trip and atomic without BEGIN/COMMIT:
 * - spend the form token ($29; a second use of an id finds it spent: the lead is spam,
 *   token_reused, even when two such requests race, as the primary key serialises them);
 * - record the consent text of its version once ($9, $31);
 * - insert the lead (nothing on a replay of its submission id) with the hash of its body ($30),
 *   an earlier lead with the same phone or e-mail, and the do-not-contact list;
 * - for a lead that is neither spam nor opted out, one outbox job per channel carrying the
 *   notification's body (LeadPayload, built here from the stored row);
 * - forget spent token ids older than a token's maximum age ($32 ms: those tokens are expired);
 * - keep the estimate made here from the answers ($33) with the lead and in its notification.
 * Nothing is written when it fails, so a retry of the same submission spends its token then.
 */
const insertLeadSql = `
  WITH spent AS (
    INSERT INTO form_tokens_spent (token_id) SELECT $29::text WHERE $29::text IS NOT NULL
    ON CONFLICT (token_id) DO NOTHING
    RETURNING token_id
  ), verdict AS (
    SELECT ($29::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM spent)) AS reused
  ), consent AS (
    INSERT INTO consent_texts (version, text) VALUES ($9, $31) ON CONFLICT (version) DO NOTHING
  ), forgotten AS (
    DELETE FROM form_tokens_spent WHERE spent_at < now() - make_interval(secs => $32::double precision / 1000)
  ), lead AS (
    INSERT INTO quote_submissions (
      gender, age, tobacco, name, email, phone, zip_code, submission_id, consent_version, consent_at,
      ip, user_agent, page_url, referrer, landing_page, utm_source, utm_medium, utm_campaign, utm_term,
      utm_content, gclid, msclkid, fbclid, state, city, is_spam, spam_reason, duplicate_of, do_not_contact,
      body_hash, estimate
    )
    SELECT
      $1::text, $2::integer, $3::text, $4::text, $5::text, $6::text, $7::text, $8, $9, now(),
      $10, $11, $12, $13, $14, $15, $16, $17, $18,
      $19, $20, $21, $22, $23::text, $24::text,
      $25::boolean OR verdict.reused,
      CASE WHEN verdict.reused THEN concat_ws(',', $26::text, 'token_reused') ELSE $26::text END,
      (SELECT id FROM quote_submissions
        WHERE (phone = $6::text OR email = $5::text) AND NOT is_spam
          AND created_at > now() - make_interval(days => $27)
        ORDER BY created_at, id LIMIT 1),
      EXISTS (SELECT 1 FROM do_not_contact WHERE phone = $6::text OR email = $5::text),
      $30::text, $33::jsonb
    FROM verdict
    ON CONFLICT (submission_id) DO NOTHING
    RETURNING id, created_at, duplicate_of, do_not_contact, is_spam
  ), jobs AS (
    INSERT INTO lead_notifications (lead_id, channel, payload)
    SELECT lead.id, channel, jsonb_build_object(
      'leadId', lead.id,
      'createdAt', to_char(lead.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'name', $4::text, 'email', $5::text, 'phone', $6::text, 'zipCode', $7::text,
      'gender', $1::text, 'age', $2::integer, 'tobacco', $3::text,
      'state', $23::text, 'city', $24::text, 'duplicateOf', lead.duplicate_of, 'estimate', $33::jsonb
    )
    FROM lead, unnest($28::text[]) AS channel
    WHERE NOT lead.is_spam AND NOT lead.do_not_contact
    ON CONFLICT (lead_id, channel) DO NOTHING
    RETURNING 1
  )
  SELECT lead.id, lead.do_not_contact, lead.is_spam, (SELECT count(*) FROM jobs)::integer AS jobs FROM lead`;

/**
 * Stores a validated lead and its outbox jobs atomically (one statement), idempotently on its
 * submission id: a replay (even a concurrent one) with the same values writes nothing and returns
 * the first lead's id; a replay with other values throws `SubmissionConflictError`. Spam is stored
 * flagged and gets no job; so does a lead whose phone or e-mail is on the do-not-contact list. A
 * lead with the phone or e-mail of a lead of the last 30 days is stored with duplicate_of set and
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
  const estimate = quoteEstimate({ sex: lead.gender, age: lead.age, tobacco: lead.tobacco === 'yes', state });

  const inserted = await db.query<InsertedRow>(insertLeadSql, [
    lead.gender,
    lead.age,
    lead.tobacco,
    lead.name,
    lead.email,
    lead.phone,
    lead.zipCode,
    lead.submissionId,
    lead.consentVersion,
    ip,
    text(meta.userAgent),
    lead.pageUrl,
    text(attribution.referrer),
    text(attribution.landingPage),
    text(attribution.utm_source),
    text(attribution.utm_medium),
    text(attribution.utm_campaign),
    text(attribution.utm_term),
    text(attribution.utm_content),
    text(attribution.gclid),
    text(attribution.msclkid),
    text(attribution.fbclid),
    state,
    city,
    spam !== undefined,
    spam ?? null,
    duplicateWindowDays,
    [...options.channels],
    meta.formTokenId ?? null,
    hash,
    consentText,
    FORM_TOKEN_MAX_AGE_MS,
    JSON.stringify(estimate),
  ]);
  const row = inserted.rows[0];
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
  if (row.is_spam) return { id: row.id, created: true, status: 'spam', jobs: 0, estimate };
  if (row.do_not_contact) return { id: row.id, created: true, status: 'do_not_contact', jobs: 0, estimate };
  return { id: row.id, created: true, status: 'accepted', jobs: row.jobs, estimate };
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

export type OptOutTarget = { phone: string; email?: undefined } | { email: string; phone?: undefined };

export interface OptOutResult {
  /** false when the phone or e-mail was already on the list. */
  added: boolean;
  /** Stored leads newly flagged do_not_contact. */
  leadsFlagged: number;
  /** Their notifications not yet delivered, now dead (and skipped by retry-notifications). */
  notificationsCancelled: number;
}

/** Normalises an opt-out target: 10 phone digits, a lower-cased e-mail; undefined when unusable. */
export function normalizeOptOut(target: { phone?: string; email?: string }): OptOutTarget | undefined {
  if (target.phone !== undefined) {
    const phone = normalizePhone(target.phone);
    return phone ? { phone } : undefined;
  }
  if (target.email !== undefined) {
    const email = target.email.trim().toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? { email } : undefined;
  }
  return undefined;
}

/**
 * Puts a phone or an e-mail on the do-not-contact list (source: who asked, e.g. "cli"), flags
 * the leads that carry it and cancels their undelivered notifications, in one transaction.
 */
export async function optOut(db: Db, target: OptOutTarget, source: string): Promise<OptOutResult> {
  const column = target.phone !== undefined ? 'phone' : 'email';
  const value = target.phone ?? target.email;
  return db.transaction(async (tx) => {
    const added = await tx.query(
      `INSERT INTO do_not_contact (${column}, source) VALUES ($1, $2)
       ON CONFLICT (${column}) WHERE ${column} IS NOT NULL DO NOTHING`,
      [value, source],
    );
    const flagged = await tx.query(
      `UPDATE quote_submissions SET do_not_contact = true WHERE ${column} = $1 AND NOT do_not_contact`,
      [value],
    );
    const cancelled = await tx.query(
      `UPDATE lead_notifications SET status = 'dead', last_error = 'do not contact', locked_until = NULL
       WHERE status IN ('pending', 'sending')
         AND lead_id IN (SELECT id FROM quote_submissions WHERE ${column} = $1)`,
      [value],
    );
    return { added: added.rowCount > 0, leadsFlagged: flagged.rowCount, notificationsCancelled: cancelled.rowCount };
  });
}

/** One stored lead as staff see it (CLI list and export). */
export interface LeadRow {
  id: string;
  created_at: Date;
  gender: string;
  age: number;
  tobacco: string;
  name: string;
  email: string;
  phone: string;
  zip_code: string;
  city: string | null;
  state: string | null;
  is_spam: boolean;
  spam_reason: string | null;
  duplicate_of: string | null;
  do_not_contact: boolean;
  consent_version: string;
  consent_at: Date;
  page_url: string | null;
  referrer: string | null;
  landing_page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  msclkid: string | null;
  fbclid: string | null;
  /** Summary of its notifications, e.g. "log:delivered smtp:pending". */
  notifications: string | null;
  /** The price estimate the visitor was shown (null for leads stored before it was kept). */
  estimate: QuoteEstimate | null;
}

export const leadColumns = [
  'id',
  'created_at',
  'gender',
  'age',
  'tobacco',
  'name',
  'email',
  'phone',
  'zip_code',
  'city',
  'state',
  'is_spam',
  'spam_reason',
  'duplicate_of',
  'do_not_contact',
  'consent_version',
  'consent_at',
  'page_url',
  'referrer',
  'landing_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'msclkid',
  'fbclid',
  'notifications',
] as const satisfies ReadonlyArray<keyof LeadRow>;

/** Stored leads, oldest first, from `since` on; spam only when asked for. */
export async function listLeads(
  db: Queryable,
  options: { since?: Date | undefined; includeSpam?: boolean } = {},
): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT q.id, q.created_at, q.gender, q.age, q.tobacco, q.name, q.email, q.phone, q.zip_code, q.city, q.state,
        q.is_spam, q.spam_reason, q.duplicate_of, q.do_not_contact, q.consent_version, q.consent_at, q.page_url,
        q.referrer, q.landing_page, q.utm_source, q.utm_medium, q.utm_campaign, q.utm_term, q.utm_content,
        q.gclid, q.msclkid, q.fbclid, q.estimate,
        (SELECT string_agg(n.channel || ':' || n.status, ' ' ORDER BY n.channel)
           FROM lead_notifications n WHERE n.lead_id = q.id) AS notifications
     FROM quote_submissions q
     WHERE ($1::timestamptz IS NULL OR q.created_at >= $1::timestamptz)
       AND ($2::boolean OR NOT q.is_spam)
     ORDER BY q.created_at, q.id`,
    [options.since ?? null, options.includeSpam ?? false],
  );
  return rows;
}

/** One lead in full, as `leads show` prints it: its row, its consent text and its notifications. */
export interface LeadDetail extends LeadRow {
  submission_id: string;
  ip: string | null;
  user_agent: string | null;
  /** The disclosure of its consent version, word for word (null if never recorded). */
  consent_text: string | null;
}

/**
 * The lead whose id is `id` or starts with it (8 or more hex digits, as `leads list` shows them):
 * `undefined` when none, `'ambiguous'` when the prefix names several.
 */
export async function findLead(db: Queryable, id: string): Promise<LeadDetail | 'ambiguous' | undefined> {
  const prefix = id.trim().toLowerCase();
  if (!/^[0-9a-f-]{8,36}$/.test(prefix)) return undefined;
  const { rows } = await db.query<LeadDetail>(
    `SELECT q.id, q.created_at, q.gender, q.age, q.tobacco, q.name, q.email, q.phone, q.zip_code, q.city, q.state,
        q.is_spam, q.spam_reason, q.duplicate_of, q.do_not_contact, q.consent_version, q.consent_at, q.page_url,
        q.referrer, q.landing_page, q.utm_source, q.utm_medium, q.utm_campaign, q.utm_term, q.utm_content,
        q.gclid, q.msclkid, q.fbclid, q.submission_id, host(q.ip) AS ip, q.user_agent, c.text AS consent_text,
        (SELECT string_agg(n.channel || ':' || n.status, ' ' ORDER BY n.channel)
           FROM lead_notifications n WHERE n.lead_id = q.id) AS notifications
     FROM quote_submissions q LEFT JOIN consent_texts c ON c.version = q.consent_version
     WHERE q.id::text LIKE $1 || '%'
     ORDER BY q.created_at LIMIT 2`,
    [prefix],
  );
  if (rows.length > 1) return 'ambiguous';
  return rows[0];
}
