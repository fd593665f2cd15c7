import { describe, expect, it } from 'vitest';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { rowsScanned } from '../../tests/setup/scans';
import type { Queryable } from './types';

/** The contact check of migration 9 for one contact, with no lock to take. */
const check = (tx: Queryable, phone: string, emailKey: string) =>
  tx.query<{ over_limit: boolean; earlier_lead: string | null }>(
    `SELECT * FROM lead_contact_check(1, '{}'::integer[], $1, $2, 3, 86400000, 30)`,
    [phone, emailKey],
  );

/** Stored leads: one, then `copies` of it with contacts of their own (phone 555..., inbox n@example.com). */
async function storeLeads(tx: Queryable, copies: number): Promise<void> {
  await tx.query(
    `INSERT INTO quote_submissions (gender, age, tobacco, name, email, email_key, phone, zip_code, submission_id,
       consent_version, consent_at, page_url)
     VALUES ('female', 71, 'no', 'Dana', 'dana@example.com', 'dana@example.com', '5552100101', '43004',
       gen_random_uuid(), 'v1', now(), '/')`,
  );
  await tx.query(
    // One record per row (LATERAL): `(jsonb_populate_record(...)).*` would make it once per column.
    `INSERT INTO quote_submissions SELECT r.*
     FROM (SELECT * FROM quote_submissions LIMIT 1) q, generate_series(1, $1::integer) g,
       LATERAL jsonb_populate_record(NULL::quote_submissions, to_jsonb(q)
         || jsonb_build_object('id', gen_random_uuid(), 'submission_id', gen_random_uuid(),
              'phone', '555' || lpad(g::text, 7, '0'), 'email', g || '@example.com', 'email_key', g || '@example.com')) r`,
    [copies],
  );
}

describe.each(testBackends)('migration 13 on $name', (backend) => {
  const db = useTestDb(backend);

  /** What one check reads once the connection holds plans made while the table was empty. */
  const readByCheck = (tx: Queryable) => async () => {
    // Plans made on an empty table: PL/pgSQL keeps them for the connection's life, and after five
    // calls PostgreSQL may keep a generic one.
    for (let i = 0; i < 8; i++) await check(tx, `555900000${i}`, `nobody${i}@example.com`);
    await storeLeads(tx, 3000);
    const { rows: earlier } = await tx.query<{ id: string }>(
      `SELECT id FROM quote_submissions WHERE phone = '5550001234'`,
    );
    const before = await rowsScanned(tx, 'quote_submissions');
    const { rows } = await check(tx, '5550001234', 'someone.else@example.com');
    const read = (await rowsScanned(tx, 'quote_submissions')) - before;
    expect(rows).toEqual([{ over_limit: false, earlier_lead: earlier[0]?.id }]);
    return read;
  };

  it('finds the earlier lead of a contact through the indexes, with plans made while the table was empty', async () => {
    const read = await db.transaction((tx) => readByCheck(tx)());
    // Three index lookups of one lead each (its index entry and its row): a read of the table
    // would be 3,001 rows.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(20);
  });
});
