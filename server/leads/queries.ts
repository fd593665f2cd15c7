import type { Queryable } from '../db';
import { type LeadRow, leadSelectList } from './columns';
import { contactLimitReason } from './statement';

/** The read side of the stored leads, for the staff CLI (`leads list`, `leads show`). */

export type { LeadRow } from './columns';

/**
 * Stored leads, oldest first, from `since` on; spam only when asked for. Leads over their contact
 * limit are listed always (flagged): they were not notified, and one of them may be the person's
 * own request after others used up the limit with her number.
 */
export async function listLeads(
  db: Queryable,
  options: { since?: Date | undefined; includeSpam?: boolean } = {},
): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT ${leadSelectList()}
     FROM quote_submissions q
     WHERE ($1::timestamptz IS NULL OR q.created_at >= $1::timestamptz)
       AND ($2::boolean OR NOT q.is_spam OR q.spam_reason = '${contactLimitReason}')
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
    `SELECT ${leadSelectList(['submission_id', 'ip', 'user_agent'])}, c.text AS consent_text
     FROM quote_submissions q LEFT JOIN consent_texts c ON c.version = q.consent_version
     WHERE q.id::text LIKE $1 || '%'
     ORDER BY q.created_at LIMIT 2`,
    [prefix],
  );
  if (rows.length > 1) return 'ambiguous';
  return rows[0];
}

/** Whether a lead with this submission id is stored. */
export async function submissionStored(db: Queryable, submissionId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM quote_submissions WHERE submission_id = $1', [submissionId]);
  return rows.length > 0;
}
