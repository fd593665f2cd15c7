import { describe, expect, it } from 'vitest';
import { canonicalEmail, canonicalEmailSql } from '#core/lead/inbox';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { migrate } from './migrations';

const addresses = [
  'victim@gmail.com',
  'V.ictim+1@GoogleMail.com',
  ' Victim+a+b@Gmail.com ',
  '+tag@gmail.com',
  'ann.lee+quotes@outlook.com',
  'ann+1@hotmail.com',
  'ann+x@proton.me',
  'ann.lee+x@fastmail.com',
  'mary.smith+quote@example.com',
  'ann+b@yahoo.com',
  "o'brien+x@gmail.com",
  'mary+x@gmail.com.example.org',
  'not-an-address',
  'a@b@gmail.com',
];

describe.each(testBackends)('migration 6 on $name', (backend) => {
  const db = useTestDb(backend, { migrate: false, reset: false });

  it('computes the inbox key in SQL exactly as canonicalEmail does', async () => {
    for (const address of addresses) {
      const { rows } = await db.query<{ key: string }>(`SELECT ${canonicalEmailSql('$1::text')} AS key`, [address]);
      expect([address, rows[0]?.key]).toEqual([address, canonicalEmail(address)]);
    }
  });

  it('indexes duplicate_of, keys do-not-contact by inbox and flags the stored spellings of an opted-out inbox', async () => {
    await migrate(db, { upTo: 5 });
    const insert = (email: string, submission: string) =>
      db.query<{ id: string }>(
        `INSERT INTO quote_submissions (gender, age, tobacco, name, email, email_key, phone, zip_code, submission_id,
           consent_version, consent_at, page_url)
         VALUES ('female', 70, 'no', 'Pat', $1, 'old-key', '5552100101', '43004', $2, 'v1', now(), null) RETURNING id`,
        [email, submission],
      );
    const tagged = (await insert('Victim+x@gmail.com', '00000000-0000-4000-8000-000000000001')).rows[0]?.id;
    const other = (await insert('someone+x@example.org', '00000000-0000-4000-8000-000000000002')).rows[0]?.id;
    await db.query(`INSERT INTO lead_notifications (lead_id, channel, payload) VALUES ($1, 'log', '{}')`, [tagged]);
    await db.query(`INSERT INTO do_not_contact (email, source) VALUES ('victim@gmail.com', 'cli')`);

    expect((await migrate(db, { upTo: 6 })).applied).toEqual([6]);
    const leads = await db.query<{ id: string; email_key: string; do_not_contact: boolean }>(
      'SELECT id, email_key, do_not_contact FROM quote_submissions ORDER BY submission_id',
    );
    expect(leads.rows).toEqual([
      { id: tagged, email_key: 'victim@gmail.com', do_not_contact: true },
      { id: other, email_key: 'someone+x@example.org', do_not_contact: false },
    ]);
    const jobs = await db.query<{ status: string }>('SELECT status FROM lead_notifications');
    expect(jobs.rows).toEqual([{ status: 'dead' }]);
    const listed = await db.query<{ email_key: string }>('SELECT email_key FROM do_not_contact');
    expect(listed.rows).toEqual([{ email_key: 'victim@gmail.com' }]);
    // In this test's own schema: other tests (migration 8's) make the same index in theirs at the same time.
    const index = await db.query(
      "SELECT 1 FROM pg_indexes WHERE indexname = 'quote_submissions_duplicate_of' AND schemaname = current_schema()",
    );
    expect(index.rows).toHaveLength(1);
  });
});
