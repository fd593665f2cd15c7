import { canonicalEmail } from '#core/lead/inbox';
import { normalizePhone } from '#core/lead/schema';
import type { Db, Queryable } from '../db';

/**
 * Opt-outs (issue 27): a phone number or an inbox put on the do-not-contact list, its stored leads
 * flagged and their undelivered notifications cancelled. `leads opt-out` and `leads delete` use it;
 * the intake's statement (./statement.ts) reads the list inside its one statement.
 */

export type OptOutTarget = { phone: string; email?: undefined } | { email: string; phone?: undefined };

export interface OptOutResult {
  /** false when the phone or the inbox (any spelling of the e-mail) was already on the list. */
  added: boolean;
  /** Stored leads newly flagged do_not_contact. */
  leadsFlagged: number;
  /** Their notifications not yet delivered, now dead (and skipped by retry-notifications). */
  notificationsCancelled: number;
  /** For an e-mail: every spelling of its inbox found on stored leads (canonicalEmail). */
  spellings: string[];
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
 * How a phone number or an e-mail is matched on stored leads and on the do-not-contact list: a
 * phone as its 10 digits, an e-mail by its inbox (email_key, canonicalEmail), so that one opt-out
 * or delete covers every spelling of the address.
 */
export function contactMatch(target: OptOutTarget): { column: 'phone' | 'email_key'; value: string } {
  return target.phone !== undefined
    ? { column: 'phone', value: target.phone }
    : { column: 'email_key', value: canonicalEmail(target.email) };
}

/** The spellings of an inbox found on stored leads, sorted. */
export async function spellingsOf(db: Queryable, emailKey: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    'SELECT DISTINCT lower(email) AS email FROM quote_submissions WHERE email_key = $1 ORDER BY 1',
    [emailKey],
  );
  return rows.map((row) => row.email);
}

/**
 * Puts a phone or an e-mail on the do-not-contact list (source: who asked, e.g. "cli"), flags
 * the leads that carry it (an e-mail: any spelling of its inbox) and cancels their undelivered
 * notifications, in one transaction.
 */
export async function optOut(db: Db, target: OptOutTarget, source: string): Promise<OptOutResult> {
  const { column, value } = contactMatch(target);
  return db.transaction(async (tx) => {
    const listed = await tx.query(`SELECT 1 FROM do_not_contact WHERE ${column} = $1 LIMIT 1`, [value]);
    if (listed.rows.length === 0) await putOnDoNotContactList(tx, target, source);
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
    return {
      added: listed.rows.length === 0,
      leadsFlagged: flagged.rowCount,
      notificationsCancelled: cancelled.rowCount,
      spellings: column === 'email_key' ? await spellingsOf(tx, value) : [],
    };
  });
}

/** One row of the do-not-contact list (an e-mail with its inbox key); a spelling already listed is left. */
export async function putOnDoNotContactList(tx: Queryable, target: OptOutTarget, source: string): Promise<void> {
  if (target.phone !== undefined) {
    await tx.query(
      `INSERT INTO do_not_contact (phone, source) VALUES ($1, $2)
       ON CONFLICT (phone) WHERE phone IS NOT NULL DO NOTHING`,
      [target.phone, source],
    );
    return;
  }
  await tx.query(
    `INSERT INTO do_not_contact (email, email_key, source) VALUES ($1, $2, $3)
     ON CONFLICT (email) WHERE email IS NOT NULL DO NOTHING`,
    [target.email, canonicalEmail(target.email), source],
  );
}
