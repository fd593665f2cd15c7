import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The quote form's token: issued by the server when the form is shown, sent back with the lead.
 * It carries a random id and the time it was issued, signed with HMAC-SHA256:
 *
 *   v1.<id: 16 random bytes, base64url>.<issued at: ms since 1970, base36>.<HMAC, base64url>
 *
 * The server measures the fill time itself (now − issued at) instead of trusting the browser,
 * refuses tokens older than their maximum age, and spends each id once (quote_submissions'
 * companion table form_tokens_spent, written in the statement that stores the lead).
 *
 * No Express here: the dialog fetches a token from `GET /api/form-token`, and a page rendered by
 * the server (a form that works without JavaScript) can embed `issueFormToken(Date.now())`.
 */

/** A token older than this is refused as expired (the visitor is asked to send the form again). */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;
/** Longest token accepted in a body (a real one is about 70 characters). */
export const FORM_TOKEN_MAX_LENGTH = 200;
/** Shortest secret accepted in FORM_TOKEN_SECRET. */
export const FORM_TOKEN_SECRET_MIN = 32;
/** The secret's file in DATA_DIR when FORM_TOKEN_SECRET is unset. */
export const FORM_TOKEN_SECRET_FILE = 'form-token.secret';

export type FormTokenCheck =
  | { ok: true; id: string; issuedAt: number; ageMs: number }
  /** missing: no token; invalid: not one of ours (bad shape or signature); expired: ours, too old. */
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export interface FormTokenSigner {
  /** A new token issued at `now` (ms since 1970). */
  issueFormToken(now: number): string;
  /** Checks a token's shape, signature and age at `now`. Does not spend it (the store does). */
  checkFormToken(token: string | null | undefined, now: number): FormTokenCheck;
  readonly maxAgeMs: number;
}

const PREFIX = 'v1';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The token functions for one secret. */
export function createFormTokenSigner(secret: string, maxAgeMs = FORM_TOKEN_MAX_AGE_MS): FormTokenSigner {
  if (secret.length < FORM_TOKEN_SECRET_MIN) {
    throw new Error(`The form token secret must have at least ${FORM_TOKEN_SECRET_MIN} characters`);
  }
  return {
    maxAgeMs,
    issueFormToken(now) {
      const payload = `${PREFIX}.${randomBytes(16).toString('base64url')}.${Math.floor(now).toString(36)}`;
      return `${payload}.${sign(secret, payload)}`;
    },
    checkFormToken(token, now) {
      if (token === undefined || token === null || token === '') return { ok: false, reason: 'missing' };
      if (token.length > FORM_TOKEN_MAX_LENGTH) return { ok: false, reason: 'invalid' };
      const parts = token.split('.');
      const [prefix, id, issued, signature] = parts;
      if (parts.length !== 4 || prefix !== PREFIX || !id || !issued || !signature) {
        return { ok: false, reason: 'invalid' };
      }
      if (!/^[A-Za-z0-9_-]{22}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(issued)) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(secret, `${prefix}.${id}.${issued}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      const issuedAt = Number.parseInt(issued, 36);
      const ageMs = now - issuedAt;
      // A token from the future (clock moved back, or forged time) is not ours to trust.
      if (ageMs < -60_000) return { ok: false, reason: 'invalid' };
      if (ageMs > maxAgeMs) return { ok: false, reason: 'expired' };
      return { ok: true, id, issuedAt, ageMs: Math.max(0, ageMs) };
    },
  };
}

/** The one query the shared secret needs (server/db's Queryable fits). */
interface SecretStore {
  query<R>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The secret when FORM_TOKEN_SECRET is unset and several processes share a PostgreSQL database:
 * made once by whichever process comes first and kept in server_secrets, so that a token issued by
 * one process is accepted by the others.
 */
export async function sharedFormTokenSecret(db: SecretStore): Promise<string> {
  // A process that raced another one's first insert sees neither row in its statement's snapshot:
  // the next statement (a new snapshot) reads the winner's.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await db.query<{ value: string }>(
      `WITH made AS (
         INSERT INTO server_secrets (name, value) VALUES ('form_token', $1) ON CONFLICT (name) DO NOTHING RETURNING value
       )
       SELECT value FROM made UNION ALL SELECT value FROM server_secrets WHERE name = 'form_token'`,
      [newSecret()],
    );
    const secret = rows[0]?.value;
    if (secret) return secret;
  }
  throw new Error('The shared form token secret could not be read');
}

/**
 * The secret: FORM_TOKEN_SECRET when set; else the one kept in DATA_DIR/form-token.secret
 * (made once, 32 random bytes, mode 0600), so that tokens survive a restart. (With PostgreSQL the
 * server uses `sharedFormTokenSecret` instead, one for all its processes.)
 */
export function loadFormTokenSecret(options: { secret?: string | undefined; dataDir: string }): string {
  if (options.secret) return options.secret;
  const file = join(options.dataDir, FORM_TOKEN_SECRET_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= FORM_TOKEN_SECRET_MIN) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const secret = newSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
