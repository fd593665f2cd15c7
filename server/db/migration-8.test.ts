import { describe, expect, it } from 'vitest';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { migrate } from './migrations';

describe.each(testBackends)('migration 8 on $name', (backend) => {
  const db = useTestDb(backend, { migrate: false, reset: false });

  it('stores whom the quote is for: leads stored before are the visitor’s own, a parent is kept, nothing else', async () => {
    await migrate(db, { upTo: 7 });
    const insert = (submission: string, quoteFor?: string) =>
      db.query<{ id: string }>(
        `INSERT INTO quote_submissions (gender, age, tobacco, name, email, email_key, phone, zip_code, submission_id,
           consent_version, consent_at, page_url${quoteFor ? ', quote_for' : ''})
         VALUES ('female', 81, 'no', 'Dana', 'dana@example.com', 'dana@example.com', '5552100101', '43004', $1,
           'v1', now(), null${quoteFor ? ', $2' : ''}) RETURNING id`,
        quoteFor ? [submission, quoteFor] : [submission],
      );
    const before = (await insert('00000000-0000-4000-8000-000000000071')).rows[0]?.id;

    expect((await migrate(db, { upTo: 8 })).applied).toEqual([8]);
    const parent = (await insert('00000000-0000-4000-8000-000000000072', 'parent')).rows[0]?.id;
    const { rows } = await db.query<{ id: string; quote_for: string }>(
      'SELECT id, quote_for FROM quote_submissions ORDER BY submission_id',
    );
    expect(rows).toEqual([
      { id: before, quote_for: 'self' },
      { id: parent, quote_for: 'parent' },
    ]);
    await expect(insert('00000000-0000-4000-8000-000000000073', 'neighbour')).rejects.toThrow(/check/i);
  });
});
