import { describe, expect, it } from 'vitest';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { migrate } from './migrations';

/** Contacts to check: [phone, inbox, contact limit], against the leads `insert` stores below. */
const cases: ReadonlyArray<readonly [phone: string, emailKey: string, limit: number | null]> = [
  ['5552100101', 'nobody@example.com', 1],
  ['5552100101', 'nobody@example.com', 3],
  ['5559999999', 'dana@example.com', 2],
  ['5552100202', 'nobody@example.com', 1],
  ['5559999999', 'nobody@example.com', 1],
  ['5552100101', 'dana@example.com', null],
];

describe.each(testBackends)('migration 15 on $name', (backend) => {
  const db = useTestDb(backend, { migrate: false, reset: false });

  const insert = (phone: string, emailKey: string, spam: boolean) =>
    db.query(
      `INSERT INTO quote_submissions (gender, age, tobacco, name, email, email_key, phone, zip_code, submission_id,
         consent_version, consent_at, page_url, is_spam)
       VALUES ('female', 71, 'no', 'Dana', $2, $2, $1, '43004', gen_random_uuid(), 'v1', now(), '/', $3)`,
      [phone, emailKey, spam],
    );
  const checkAll = async () => {
    const answers: unknown[] = [];
    for (const [phone, emailKey, limit] of cases) {
      const { rows } = await db.query(
        'SELECT over_limit, earlier_lead FROM lead_contact_check(1, ARRAY[7, 3]::integer[], $1, $2, $3, 86400000, 30)',
        [phone, emailKey, limit],
      );
      answers.push(rows);
    }
    return answers;
  };

  it('gives the contact check the answers of migration 9, and leaves no function with a setting of its own', async () => {
    await migrate(db, { upTo: 14 });
    await insert('5552100101', 'dana@example.com', false);
    await insert('5552100101', 'other@example.com', true);
    await insert('5552100202', 'dana@example.com', false);
    const before = await checkAll();
    const [first, , third] = (
      await db.query<{ id: string }>('SELECT id FROM quote_submissions ORDER BY created_at')
    ).rows.map((row) => row.id);
    expect(before).toEqual([
      [{ over_limit: true, earlier_lead: first }],
      [{ over_limit: false, earlier_lead: first }],
      [{ over_limit: true, earlier_lead: first }],
      [{ over_limit: true, earlier_lead: third }],
      [{ over_limit: false, earlier_lead: null }],
      [{ over_limit: false, earlier_lead: first }],
    ]);
    const settings = () =>
      db.query<{ proname: string; proconfig: string[] | null }>(
        `SELECT proname, proconfig FROM pg_proc WHERE pronamespace = current_schema()::regnamespace ORDER BY proname`,
      );
    expect((await settings()).rows.map((f) => f.proconfig)).toEqual([
      ['enable_seqscan=off'],
      null,
      ['enable_sort=off'],
    ]);

    expect((await migrate(db, { upTo: 15 })).applied).toEqual([15]);
    expect(await checkAll()).toEqual(before);
    expect((await settings()).rows).toEqual([
      { proname: 'lead_contact_check', proconfig: null },
      { proname: 'lead_contact_check_batch', proconfig: null },
    ]);
  });
});
