import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Lead } from '#core/lead/schema';
import { isLicensed, stateLicense } from '#core/licenses';
import type { QuoteEstimate } from '#core/pricing/quote-estimate';
import { stateLicenses } from '#core/site.licenses';
import { zipPlace } from '#core/zip-codes';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import { states } from '../../content/data/states';
import { leadFieldsPayload } from '../outbox/payload';
import { type InsertInput, insertColumns } from './columns';
import { consentTextOf } from './consent-texts';

/**
 * The intake's first part: a lead made ready for the statement that stores it (./statement.ts),
 * in TypeScript, before any database is asked: its row values, its estimate, its notification's
 * fields, its contact locks and what no other lead of its batch may share (./batcher.ts).
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

/** A validated lead as stored: the intake drops a page address that is not on the site's origin. */
export type StorableLead = Omit<Lead, 'pageUrl'> & { pageUrl: string | null };

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

/** A lead ready for the statement: its parameter values, and what its answer needs. */
export interface PreparedLead {
  lead: StorableLead;
  hash: string;
  estimate: QuoteEstimate;
  /** Per-lead parameter values, by parameter name (the statement's perLead parameters). */
  values: Record<string, unknown>;
  /** The advisory lock keys of its contacts (none for spam, or without a contact limit). */
  lockKeys: number[];
  /** What no two leads of one batch may share: its submission id, form token and contacts. */
  claims: string[];
}

/**
 * A lead's row values, estimate and notification payload, worked out before it is stored. With
 * `countContacts` (a contact limit is set), a lead that may be notified takes its contacts' locks.
 * Throws for a consent version this site never published.
 */
export function prepareLead(lead: StorableLead, meta: LeadMeta, countContacts: boolean): PreparedLead {
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

  // The lead's part of its notification, as the agent will get it, checked before it is stored;
  // the statement adds the row's fields, the worker's claim the estimate (server/outbox/payload.ts).
  values.payload = leadFieldsPayload({
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
    lockKeys: spam === undefined && countContacts ? contactLockKeys([lead.phone, emailKey]) : [],
    claims: [
      `submission:${lead.submissionId}`,
      `phone:${lead.phone}`,
      `email:${emailKey}`,
      ...(meta.formTokenId === undefined ? [] : [`token:${meta.formTokenId}`]),
    ],
  };
}
