import { describe, expect, it } from 'vitest';
import { sampleLead, storeLead } from '../../tests/fixtures/leads';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { placeOf } from '../leads/prepare';
import { checkPayload, leadPayloadSchema } from './payload';
import { claimJobs } from './queue';

describe.each(testBackends)('the notification payload on $name', (backend) => {
  const db = useTestDb(backend);

  it('is the lead’s fields, its row’s and its estimate, every field of the schema and no other', async () => {
    const first = sampleLead();
    const firstId = (await storeLead(db, first, {}, { channels: [] })).id;
    // The same phone: a repeat of the first lead, whose payload names it.
    const lead = sampleLead({ phone: first.phone, quoteFor: 'parent', zipCode: '43215' });
    const { id } = await storeLead(db, lead, {}, { channels: ['log'] });
    const [job] = await claimJobs(db, { channels: ['log'], limit: 10, lockMs: 60_000, maxAttempts: 8, token: 't' });
    const row = (
      await db.query<{ created_at: Date | string; estimate: unknown }>(
        'SELECT created_at, estimate FROM quote_submissions WHERE id = $1',
        [id],
      )
    ).rows[0];

    expect(job?.lead_id).toBe(id);
    expect(job?.payload).toEqual({
      quoteFor: 'parent',
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      zipCode: '43215',
      gender: lead.gender,
      age: lead.age,
      tobacco: lead.tobacco,
      ...placeOf('43215'),
      leadId: id,
      createdAt: new Date(row?.created_at ?? Number.NaN).toISOString(),
      duplicateOf: firstId,
      estimate: row?.estimate,
    });
    expect(Object.keys(job?.payload ?? {}).sort()).toEqual(Object.keys(leadPayloadSchema.shape).sort());
    expect(checkPayload(job?.payload)).toEqual({ ok: true, payload: job?.payload });
  });
});
