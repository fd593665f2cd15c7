import { createHmac } from 'node:crypto';
import { normalizePhone } from '#core/lead/schema';
import type { Db, Queryable } from '../db';
import { loadFormTokenSecret, sharedFormTokenSecret } from './form-token';

/**
 * The consent record's phone: HMAC-SHA256 of the 10 digits under the server's secret (the form
 * token secret, which also keys the rate-limit rows). A complaint about a number is matched by
 * hashing that number again; without the secret, the hash gives no number back (issue 44, point 4).
 */
export function consentPhoneHash(key: string, phone: string): string {
  const digits = normalizePhone(phone) ?? phone;
  return createHmac('sha256', key).update(`consent-phone:${digits}`).digest('hex');
}

/**
 * The key of consent records when the caller gives none: the secret the servers of a PostgreSQL
 * database share (server_secrets). The server and the CLI give their own (FORM_TOKEN_SECRET, or
 * PGlite's DATA_DIR file); this fallback is for callers that hold no other.
 */
export async function consentKeyOf(db: Queryable, given: string | undefined): Promise<string> {
  return given ?? (await sharedFormTokenSecret(db));
}

/**
 * The server's secret (the form tokens', the rate-limit rows' and the consent records' key), as
 * the server and the commands run beside it find it: FORM_TOKEN_SECRET when set, else the secret
 * the servers of a PostgreSQL database share, else (PGlite) the one in DATA_DIR.
 */
export async function serverSecretFor(
  db: Db,
  options: { secret: string | undefined; dataDir: string },
): Promise<string> {
  if (options.secret !== undefined) return options.secret;
  return db.kind === 'postgres' ? sharedFormTokenSecret(db) : loadFormTokenSecret({ dataDir: options.dataDir });
}

/**
 * Hashes the phone of consent records kept before migration 14 and clears it, so that no record
 * holds a number in clear. Returns how many it changed. Cheap when there are none (an index-less
 * scan of a small table, run at start, by leads delete and by the purge).
 */
export async function hashClearConsentPhones(
  db: Queryable,
  keyOrFind: string | (() => Promise<string>),
): Promise<number> {
  const { rows } = await db.query<{ lead_id: string; phone: string }>(
    'SELECT lead_id::text, phone FROM consent_records WHERE phone IS NOT NULL',
  );
  if (rows.length === 0) return 0;
  const key = typeof keyOrFind === 'string' ? keyOrFind : await keyOrFind();
  const result = await db.query(
    `UPDATE consent_records c SET phone_hash = h.hash, phone = NULL
     FROM unnest($1::uuid[], $2::text[]) AS h(id, hash) WHERE c.lead_id = h.id`,
    [rows.map((row) => row.lead_id), rows.map((row) => consentPhoneHash(key, row.phone))],
  );
  return result.rowCount;
}

/** Keeps the consent proof of these leads apart (see keepConsentRecords in retention.ts). */
export async function insertConsentRecords(
  tx: Queryable,
  ids: readonly string[],
  reason: 'delete request' | 'retention',
  consentDays: number,
  key: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await tx.query<{ id: string; phone: string }>(
    `SELECT id::text, phone FROM quote_submissions
     WHERE id = ANY($1::uuid[]) AND NOT is_spam AND consent_at + make_interval(days => $2) > now()`,
    [ids, consentDays],
  );
  if (rows.length === 0) return 0;
  const kept = await tx.query(
    `INSERT INTO consent_records (lead_id, phone_hash, consent_version, consent_at, ip, user_agent, reason, kept_until)
     SELECT q.id, h.hash, q.consent_version, q.consent_at, q.ip, q.user_agent, $3, q.consent_at + make_interval(days => $4)
     FROM unnest($1::uuid[], $2::text[]) AS h(id, hash) JOIN quote_submissions q ON q.id = h.id
     ON CONFLICT (lead_id) DO NOTHING`,
    [rows.map((row) => row.id), rows.map((row) => consentPhoneHash(key, row.phone)), reason, consentDays],
  );
  return kept.rowCount;
}

/** A consent record as a complaint lookup finds it: no phone, only what proves the consent. */
export interface ConsentRecord {
  lead_id: string;
  consent_version: string;
  consent_at: Date;
  ip: string | null;
  user_agent: string | null;
  reason: string;
  kept_until: Date;
}

/** The consent records of a phone number (a complaint about it), found by its keyed hash. */
export async function findConsentRecords(db: Queryable, phone: string, key: string): Promise<ConsentRecord[]> {
  const { rows } = await db.query<ConsentRecord>(
    `SELECT lead_id::text, consent_version, consent_at, host(ip) AS ip, user_agent, reason, kept_until
     FROM consent_records WHERE phone_hash = $1 ORDER BY consent_at, lead_id`,
    [consentPhoneHash(key, phone)],
  );
  return rows;
}
