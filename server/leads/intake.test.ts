import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT, CONSENT_VERSION, fnv1a32 } from '#core/lead/consent';
import { leadSchema } from '#core/lead/schema';
import { stateLicenses } from '#core/site.licenses';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import { sampleLead, storeLead } from '../../tests/fixtures/leads';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { type Db, DbUnavailableError } from '../db';
import { claimJobs } from '../outbox/queue';
import { createLeadIntake } from './batcher';
import { insertColumns } from './columns';
import { publishedConsents, recordConsentTexts, retiredConsentTexts } from './consent-texts';
import { normalizeOptOut, optOut } from './opt-out';
import { bodyHash, placeOf, spamReason, withLicense } from './prepare';
import { findLead, listLeads } from './queries';
import { SubmissionConflictError } from './statement';

const options = { channels: ['log', 'webhook'] as const, minFillMs: 3000 };
const meta = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };

describe('spamReason and placeOf', () => {
  it('flags a filled honeypot, and adds what the intake found', () => {
    expect(spamReason({ company: undefined })).toBeUndefined();
    expect(spamReason({ company: '  ' }, [])).toBeUndefined();
    expect(spamReason({ company: 'ACME' })).toBe('honeypot');
    expect(spamReason({ company: null }, ['too_fast'])).toBe('too_fast');
    expect(spamReason({ company: 'x' }, ['no_token'])).toBe('honeypot,no_token');
  });

  it('looks the ZIP up, and leaves an unknown one empty', () => {
    expect(placeOf('43215')).toEqual({ city: 'Columbus', state: 'OH' });
    expect(placeOf('00000')).toEqual({ city: null, state: null });
  });

  it('normalises opt-out targets', () => {
    expect(normalizeOptOut({ phone: '+1 (555) 210-0142' })).toEqual({ phone: '5552100142' });
    expect(normalizeOptOut({ phone: '555' })).toBeUndefined();
    expect(normalizeOptOut({ email: ' Mary@Example.com ' })).toEqual({ email: 'mary@example.com' });
    expect(normalizeOptOut({ email: 'nope' })).toBeUndefined();
    expect(normalizeOptOut({})).toBeUndefined();
  });
});

/** What the sample lead (a woman of 67, no tobacco, ZIP 43215 in Ohio) was shown. */
const ohioEstimate = withLicense(quoteEstimate({ sex: 'female', age: 67, tobacco: false, state: 'OH' }), 'OH');

describe.each(testBackends)('storeLead on $name', { timeout: 30_000 }, (backend) => {
  const db = useTestDb(backend);

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  it('stores every field, the place of the ZIP, the consent proof, and one job per channel', async () => {
    const lead = sampleLead({
      attribution: {
        landingPage: '/ohio?utm_source=google',
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'fe-oh',
        utm_term: 'burial insurance',
        utm_content: 'ad-1',
        gclid: 'g-1',
        msclkid: 'm-1',
        fbclid: 'f-1',
      },
    });
    const result = await storeLead(db, lead, meta, options);
    expect(result).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: true,
      status: 'accepted',
      jobs: 2,
      estimate: ohioEstimate,
    });

    const { rows } = await db.query<Record<string, unknown>>(
      'SELECT *, host(ip) AS ip_host FROM quote_submissions WHERE id = $1',
      [result.id],
    );
    expect(rows[0]).toMatchObject({
      quote_for: 'self',
      gender: 'female',
      age: 67,
      tobacco: 'no',
      name: 'Mary Testperson',
      email: lead.email,
      phone: lead.phone,
      zip_code: '43215',
      submission_id: lead.submissionId,
      consent_version: lead.consentVersion,
      ip_host: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (test)',
      page_url: lead.pageUrl,
      referrer: 'https://www.google.com/',
      landing_page: '/ohio?utm_source=google',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'fe-oh',
      utm_term: 'burial insurance',
      utm_content: 'ad-1',
      gclid: 'g-1',
      msclkid: 'm-1',
      fbclid: 'f-1',
      state: 'OH',
      city: 'Columbus',
      is_spam: false,
      spam_reason: null,
      duplicate_of: null,
      do_not_contact: false,
      estimate: ohioEstimate,
    });
    expect(rows[0]?.consent_at).toBeInstanceOf(Date);
    expect(rows[0]?.created_at).toBeInstanceOf(Date);

    const jobs = await db.query<{ channel: string; status: string; attempts: number; payload: unknown }>(
      'SELECT channel, status, attempts, payload FROM lead_notifications ORDER BY channel',
    );
    expect(jobs.rows.map((job) => [job.channel, job.status, job.attempts])).toEqual([
      ['log', 'pending', 0],
      ['webhook', 'pending', 0],
    ]);
    expect(jobs.rows[0]?.payload).toEqual({
      leadId: result.id,
      createdAt: (rows[0]?.created_at as Date | undefined)?.toISOString(),
      quoteFor: 'self',
      name: 'Mary Testperson',
      email: lead.email,
      phone: lead.phone,
      zipCode: '43215',
      gender: 'female',
      age: 67,
      tobacco: 'no',
      state: 'OH',
      city: 'Columbus',
      duplicateOf: null,
    });
    // The estimate is stored once, in the lead's row: the claim of a job adds it to the payload.
    const claimed = await claimJobs(db, { channels: ['log'], limit: 1, lockMs: 60_000, maxAttempts: 8, token: 't' });
    expect(claimed[0]?.payload).toEqual({ ...(jobs.rows[0]?.payload as object), estimate: ohioEstimate });
  });

  it("a quote for a parent: the parent's facts price it, the visitor's contact and consent are stored, and the record says so", async () => {
    const lead = sampleLead({ quoteFor: 'parent', gender: 'male', age: '82', tobacco: 'yes', name: 'Dana Helper' });
    const result = await storeLead(db, lead, meta, options);
    const expected = quoteEstimate({ sex: 'male', age: 82, tobacco: true, state: 'OH' });
    expect(result).toMatchObject({ created: true, status: 'accepted', estimate: expected });
    const found = await findLead(db, result.id);
    expect(found).toMatchObject({
      quote_for: 'parent',
      gender: 'male',
      age: 82,
      tobacco: 'yes',
      name: 'Dana Helper',
      email: lead.email,
      phone: lead.phone,
      consent_version: CONSENT_VERSION,
      consent_text: CONSENT_TEXT,
      ip: '203.0.113.7',
    });
    expect(found !== 'ambiguous' && found?.consent_at).toBeInstanceOf(Date);
    const [listed] = await listLeads(db);
    expect(listed).toMatchObject({ id: result.id, quote_for: 'parent' });
    const jobs = await db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM lead_notifications');
    expect(jobs.rows.map((job) => job.payload)).toEqual([
      expect.objectContaining({ quoteFor: 'parent', name: 'Dana Helper', phone: lead.phone, age: 82 }),
      expect.objectContaining({ quoteFor: 'parent', name: 'Dana Helper', phone: lead.phone, age: 82 }),
    ]);
    // The same submission id for oneself is another request: refused.
    await expect(storeLead(db, { ...lead, quoteFor: 'self' }, meta, options)).rejects.toBeInstanceOf(
      SubmissionConflictError,
    );
  });

  it("stores the estimate made on the server from the answers and the ZIP code's state (Montana: unisex)", async () => {
    const lead = sampleLead({ gender: 'male', age: 65, tobacco: 'no', zipCode: '59101' });
    const result = await storeLead(db, lead, meta, options);
    const expected = withLicense(quoteEstimate({ sex: 'male', age: 65, tobacco: false, state: 'MT' }), 'MT');
    expect(result.estimate).toEqual(expected);
    // Montana: the plans we sell that take a man of 65 there; none has a complete published chart.
    expect(expected.inputs.state).toBe('MT');
    expect(expected.rows[0]?.plans.length).toBeGreaterThan(0);
    expect(expected.rows[0]?.plans.every((p) => !p.offered)).toBe(true);
    const stored = await db.query<{ estimate: unknown }>('SELECT estimate FROM quote_submissions WHERE id = $1', [
      result.id,
    ]);
    expect(stored.rows[0]?.estimate).toEqual(expected);
    const [listed] = await listLeads(db);
    expect(listed?.estimate).toEqual(expected);
    // A replay answers with the estimate stored the first time.
    expect((await storeLead(db, lead, meta, options)).estimate).toEqual(expected);
  });

  it('leaves state and city empty for an unknown ZIP, and the IP empty when it is not an address', async () => {
    const result = await storeLead(db, sampleLead({ zipCode: '00000' }), { ip: 'unknown' }, options);
    const { rows } = await db.query('SELECT state, city, ip, user_agent FROM quote_submissions WHERE id = $1', [
      result.id,
    ]);
    expect(rows[0]).toEqual({ state: null, city: null, ip: null, user_agent: null });
  });

  it('stores SQL and HTML fragments verbatim', async () => {
    const name = `Robert'); DROP TABLE quote_submissions;-- <img src=x onerror=alert(1)>`;
    const result = await storeLead(db, sampleLead({ name }), meta, options);
    const { rows } = await db.query<{ name: string }>('SELECT name FROM quote_submissions WHERE id = $1', [result.id]);
    expect(rows[0]?.name).toBe(name);
  });

  it('answers a replay with the same values with the first id and writes nothing', async () => {
    const lead = sampleLead();
    const first = await storeLead(db, lead, meta, options);
    // Another token, user agent or IP on the retry is the same submission.
    const again = await storeLead(db, { ...lead, formToken: 'other' }, { ip: '198.51.100.9' }, options);
    expect(again).toEqual({ id: first.id, created: false, status: 'accepted', jobs: 0, estimate: first.estimate });
    expect(await count('quote_submissions')).toBe(1);
    expect(await count('lead_notifications')).toBe(2);
  });

  it('refuses a repeat of a submission id with other values, writing nothing', async () => {
    const lead = sampleLead();
    await storeLead(db, lead, meta, options);
    for (const changed of [
      { ...lead, name: 'Someone Else' },
      { ...lead, phone: '5552109999' },
      { ...lead, age: lead.age + 1 },
      { ...lead, attribution: { ...lead.attribution, utm_source: 'bing' } },
    ]) {
      await expect(storeLead(db, changed, meta, options)).rejects.toBeInstanceOf(SubmissionConflictError);
    }
    const { rows } = await db.query<{ name: string; body_hash: string }>(
      'SELECT name, body_hash FROM quote_submissions',
    );
    expect(rows).toEqual([{ name: lead.name, body_hash: bodyHash(lead) }]);
    expect(await count('lead_notifications')).toBe(2);
  });

  it('the body hash ignores the order of attribution keys and empty values, not the values', () => {
    const lead = sampleLead({ attribution: { utm_source: 'g', gclid: 'x' } });
    expect(bodyHash({ ...lead, attribution: { gclid: 'x', utm_source: 'g', utm_term: null } })).toBe(bodyHash(lead));
    expect(bodyHash({ ...lead, attribution: { gclid: 'y', utm_source: 'g' } })).not.toBe(bodyHash(lead));
    expect(bodyHash({ ...lead, pageUrl: null })).not.toBe(bodyHash(lead));
  });

  it('the body hash of a lead for oneself is the one made before the choice was asked; for a parent it differs', () => {
    const lead = leadSchema.parse({
      gender: 'female',
      age: 67,
      tobacco: 'no',
      name: 'Mary Testperson',
      email: 'mary@example.com',
      phone: '5552100142',
      zipCode: '43215',
      submissionId: '3f2b8c1e-8d4a-4c1b-9f7e-2a6d5b4c3e21',
      consentVersion: 'd29ec6fc',
      pageUrl: 'https://www.evergreenfinalexpense.com/ohio/columbus',
    });
    expect(lead.quoteFor).toBe('self');
    // The hash main's bodyHash gave this lead before whom the quote is for was asked.
    expect(bodyHash(lead)).toBe('1fee1d07443d61a05391b49894026a8141975fe1ced14e16b62e1bc0ef2da8c1');
    expect(bodyHash({ ...lead, quoteFor: 'parent' })).not.toBe(bodyHash(lead));
  });

  it('spends a form token once: a second lead with it is spam (token_reused), even concurrently', async () => {
    const first = await storeLead(db, sampleLead(), { ...meta, formTokenId: 'token-a' }, options);
    expect(first.status).toBe('accepted');
    const second = await storeLead(db, sampleLead(), { ...meta, formTokenId: 'token-a' }, options);
    expect(second).toMatchObject({ created: true, status: 'spam', jobs: 0 });
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => storeLead(db, sampleLead(), { ...meta, formTokenId: 'token-b' }, options)),
    );
    expect(racing.filter((result) => result.status === 'accepted')).toHaveLength(1);
    const { rows } = await db.query<{ spam_reason: string | null }>(
      'SELECT spam_reason FROM quote_submissions WHERE id = $1',
      [second.id],
    );
    expect(rows[0]?.spam_reason).toBe('token_reused');
    expect(await count('form_tokens_spent')).toBe(2);
  });

  it('a retry of a submission that failed still spends its token then (nothing was written)', async () => {
    const lead = sampleLead();
    // The statement fails inside the database (the age CHECK): all of it is rolled back.
    const failing = { ...lead, age: 99 };
    await expect(storeLead(db, failing, { ...meta, formTokenId: 'token-c' }, options)).rejects.toThrow();
    expect(await count('form_tokens_spent')).toBe(0);
    const retried = await storeLead(db, lead, { ...meta, formTokenId: 'token-c' }, options);
    expect(retried).toMatchObject({ created: true, status: 'accepted' });
    const replay = await storeLead(db, lead, { ...meta, formTokenId: 'token-c' }, options);
    expect(replay).toMatchObject({ id: retried.id, created: false, status: 'accepted' });
  });

  it('refuses a consent version this site never published', async () => {
    await expect(storeLead(db, sampleLead({ consentVersion: '00000000' }), meta, options)).rejects.toThrow(
      /consent version/,
    );
    expect(await count('quote_submissions')).toBe(0);
  });

  it('stores each consent text once, by version, word for word', async () => {
    await storeLead(db, sampleLead(), meta, options);
    await storeLead(db, sampleLead(), meta, options);
    await recordConsentTexts(db);
    const { rows } = await db.query<{ version: string; text: string }>(
      'SELECT version, text FROM consent_texts ORDER BY version',
    );
    const byVersion = (a: { version: string }, b: { version: string }) => (a.version < b.version ? -1 : 1);
    expect(rows).toEqual(publishedConsents.map(({ version, text }) => ({ version, text })).sort(byVersion));
    expect(rows).toContainEqual({ version: CONSENT_VERSION, text: CONSENT_TEXT });
    const lead = await db.query<{ text: string }>(
      'SELECT c.text FROM quote_submissions q JOIN consent_texts c ON c.version = q.consent_version LIMIT 1',
    );
    expect(lead.rows[0]?.text).toBe(CONSENT_TEXT);
  });

  it('takes a lead that agreed to a retired wording, and keeps that wording as its proof', async () => {
    const [retired] = retiredConsentTexts;
    if (!retired) throw new Error('no retired consent text on record');
    const version = fnv1a32(retired.text);
    const stored = await storeLead(db, sampleLead({ consentVersion: version }), meta, options);
    expect(stored).toMatchObject({ created: true, status: 'accepted' });
    const lead = await db.query<{ text: string }>(
      'SELECT c.text FROM quote_submissions q JOIN consent_texts c ON c.version = q.consent_version WHERE q.id = $1',
      [stored.id],
    );
    expect(lead.rows[0]?.text).toBe(retired.text);
  });

  it('stores concurrent duplicates once', async () => {
    const lead = sampleLead();
    const results = await Promise.all(Array.from({ length: 8 }, () => storeLead(db, lead, meta, options)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await count('quote_submissions')).toBe(1);
    expect(await count('lead_notifications')).toBe(2);
  });

  it('stores spam flagged and writes no job: honeypot, too fast', async () => {
    const honeypot = await storeLead(db, sampleLead({ company: 'ACME Corp' }), meta, options);
    const fast = await storeLead(db, sampleLead(), { ...meta, spam: ['too_fast'] }, options);
    expect(honeypot).toMatchObject({ created: true, status: 'spam', jobs: 0 });
    expect(fast).toMatchObject({ created: true, status: 'spam', jobs: 0 });
    const { rows } = await db.query<{ id: string; is_spam: boolean; spam_reason: string }>(
      'SELECT id, is_spam, spam_reason FROM quote_submissions',
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: honeypot.id, is_spam: true, spam_reason: 'honeypot' },
        { id: fast.id, is_spam: true, spam_reason: 'too_fast' },
      ]),
    );
    expect(await count('lead_notifications')).toBe(0);
  });

  it('points a repeat within 30 days at the first lead, by phone or by e-mail, and still notifies it', async () => {
    const first = await storeLead(db, sampleLead(), meta, options);
    const firstRow = (await db.query<{ phone: string; email: string }>('SELECT phone, email FROM quote_submissions'))
      .rows[0];
    const samePhone = await storeLead(db, sampleLead({ phone: firstRow?.phone }), meta, options);
    const sameEmail = await storeLead(db, sampleLead({ email: firstRow?.email }), meta, options);
    const other = await storeLead(db, sampleLead(), meta, options);
    const { rows } = await db.query<{ id: string; duplicate_of: string | null }>(
      'SELECT id, duplicate_of FROM quote_submissions',
    );
    const duplicateOf = new Map(rows.map((row) => [row.id, row.duplicate_of]));
    expect(duplicateOf.get(first.id)).toBeNull();
    expect(duplicateOf.get(samePhone.id)).toBe(first.id);
    expect(duplicateOf.get(sameEmail.id)).toBe(first.id);
    expect(duplicateOf.get(other.id)).toBeNull();
    expect(samePhone.jobs).toBe(2);
    const payload = await db.query<{ payload: { duplicateOf: string } }>(
      `SELECT payload FROM lead_notifications WHERE lead_id = $1 AND channel = 'log'`,
      [samePhone.id],
    );
    expect(payload.rows[0]?.payload.duplicateOf).toBe(first.id);
  });

  it('counts one inbox once: Gmail spellings are one key for the limit and the repeat check', async () => {
    const limited = { ...options, contactLimit: { limit: 2, windowMs: 3_600_000 } };
    const spellings = [
      'victim@gmail.com',
      'victim+1@gmail.com',
      'v.ictim@gmail.com',
      'vi.c.tim@gmail.com',
      'victim@googlemail.com',
    ];
    const results: Array<Awaited<ReturnType<typeof storeLead>>> = [];
    for (const email of spellings) results.push(await storeLead(db, sampleLead({ email }), meta, limited));
    expect(results.map((result) => result.status)).toEqual([
      'accepted',
      'accepted',
      'over_limit',
      'over_limit',
      'over_limit',
    ]);
    expect(results.map((result) => result.jobs)).toEqual([2, 2, 0, 0, 0]);
    const { rows } = await db.query<{
      email: string;
      email_key: string;
      duplicate_of: string | null;
      spam_reason: string | null;
    }>('SELECT email, email_key, duplicate_of, spam_reason FROM quote_submissions ORDER BY created_at, id');
    // Stored as typed, beside the one key; every repeat points at the first lead.
    expect(rows.map((row) => row.email).sort()).toEqual([...spellings].sort());
    expect(new Set(rows.map((row) => row.email_key))).toEqual(new Set(['victim@gmail.com']));
    expect(rows.filter((row) => row.duplicate_of === results[0]?.id)).toHaveLength(4);
    expect(rows.filter((row) => row.spam_reason === 'contact_limit')).toHaveLength(3);
  });

  it('decides the contact limit in the transaction: of concurrent leads for one phone, exactly the limit is accepted', async () => {
    const limited = { ...options, contactLimit: { limit: 3, windowMs: 3_600_000 } };
    const phone = '(555) 230-4567';
    const results = await Promise.all(
      Array.from({ length: 24 }, () => storeLead(db, sampleLead({ phone }), meta, limited)),
    );
    expect(results.filter((result) => result.status === 'accepted')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'over_limit')).toHaveLength(21);
    const jobs = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_notifications');
    expect(jobs.rows[0]?.n).toBe(6);
  });

  it('counts only leads that may be notified: spam never uses up a contact limit', async () => {
    const limited = { ...options, contactLimit: { limit: 1, windowMs: 3_600_000 } };
    const phone = '(555) 240-1234';
    // Tokenless requests (or any spam) for the victim's number: stored, never counted.
    for (let i = 0; i < 3; i++) {
      expect((await storeLead(db, sampleLead({ phone }), { ...meta, spam: ['no_token'] }, limited)).status).toBe(
        'spam',
      );
    }
    const real = await storeLead(db, sampleLead({ phone }), meta, limited);
    expect(real.status).toBe('accepted');
    expect(real.jobs).toBe(2);
    // A window that has ended counts nothing either.
    await db.query("UPDATE quote_submissions SET created_at = now() - interval '2 hours'");
    expect((await storeLead(db, sampleLead({ phone }), meta, limited)).status).toBe('accepted');
  });

  it('does not flag a repeat of a lead older than 30 days, nor of spam', async () => {
    const old = await storeLead(db, sampleLead(), meta, options);
    await db.query(`UPDATE quote_submissions SET created_at = now() - interval '31 days' WHERE id = $1`, [old.id]);
    const oldRow = (await db.query<{ phone: string }>('SELECT phone FROM quote_submissions WHERE id = $1', [old.id]))
      .rows[0];
    const later = await storeLead(db, sampleLead({ phone: oldRow?.phone }), meta, options);
    const spam = await storeLead(db, sampleLead({ company: 'bot' }), meta, options);
    const spamRow = (await db.query<{ email: string }>('SELECT email FROM quote_submissions WHERE id = $1', [spam.id]))
      .rows[0];
    const afterSpam = await storeLead(db, sampleLead({ email: spamRow?.email }), meta, options);
    const { rows } = await db.query<{ id: string; duplicate_of: string | null }>(
      'SELECT id, duplicate_of FROM quote_submissions WHERE id IN ($1, $2)',
      [later.id, afterSpam.id],
    );
    expect(rows.map((row) => row.duplicate_of)).toEqual([null, null]);
  });

  it('opt-out flags stored leads, cancels their jobs, and later leads are stored flagged with no job', async () => {
    const lead = sampleLead();
    const before = await storeLead(db, lead, meta, options);
    const result = await optOut(db, { phone: lead.phone }, 'test');
    expect(result).toEqual({ added: true, leadsFlagged: 1, notificationsCancelled: 2, spellings: [] });
    expect(await optOut(db, { phone: lead.phone }, 'test')).toEqual({
      added: false,
      leadsFlagged: 0,
      notificationsCancelled: 0,
      spellings: [],
    });

    const after = await storeLead(db, sampleLead({ phone: lead.phone }), meta, options);
    expect(after).toMatchObject({ created: true, status: 'do_not_contact', jobs: 0 });
    const flags = await db.query<{ id: string; do_not_contact: boolean }>(
      'SELECT id, do_not_contact FROM quote_submissions',
    );
    expect(flags.rows.every((row) => row.do_not_contact)).toBe(true);
    const jobs = await db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM lead_notifications WHERE lead_id = $1',
      [before.id],
    );
    expect(jobs.rows).toEqual([
      { status: 'dead', last_error: 'do not contact' },
      { status: 'dead', last_error: 'do not contact' },
    ]);

    const byEmail = sampleLead();
    await optOut(db, { email: byEmail.email }, 'test');
    expect(await storeLead(db, byEmail, meta, options)).toMatchObject({ status: 'do_not_contact', jobs: 0 });
    const list = await db.query<{ source: string }>('SELECT source FROM do_not_contact');
    expect(list.rows).toHaveLength(2);
  });

  it('an e-mail opt-out holds for every spelling of its inbox, stored before or sent after (issue 27)', async () => {
    const tagged = await storeLead(db, sampleLead({ email: 'Victim+old@gmail.com' }), meta, options);
    const dotted = await storeLead(db, sampleLead({ email: 'v.ictim@googlemail.com' }), meta, options);
    const other = await storeLead(db, sampleLead({ email: 'victim+x@example.org' }), meta, options);
    const result = await optOut(db, { email: 'victim@gmail.com' }, 'test');
    expect(result).toMatchObject({ added: true, leadsFlagged: 2, notificationsCancelled: 4 });
    expect(result.spellings).toEqual(['v.ictim@googlemail.com', 'victim+old@gmail.com']);
    const flagged = await db.query<{ id: string }>('SELECT id FROM quote_submissions WHERE do_not_contact ORDER BY id');
    expect(flagged.rows.map((row) => row.id).sort()).toEqual([tagged.id, dotted.id].sort());
    // A new spelling of the same inbox is stored flagged and never notified; another domain's +tag is another inbox.
    expect(await storeLead(db, sampleLead({ email: 'victim+x@gmail.com' }), meta, options)).toMatchObject({
      status: 'do_not_contact',
      jobs: 0,
    });
    expect(await storeLead(db, sampleLead({ email: 'victim+y@example.org' }), meta, options)).toMatchObject({
      status: 'accepted',
    });
    expect(other.status).toBe('accepted');
    // Asking again with another spelling finds the inbox already listed.
    expect((await optOut(db, { email: 'VICTIM+again@gmail.com' }, 'test')).added).toBe(false);
  });

  it("keeps with the estimate the agency's license for the ZIP code's state (issue 30, point 9)", async () => {
    const ohio = await storeLead(db, sampleLead({ zipCode: '43215' }), meta, options);
    expect(ohio.estimate?.license).toEqual({
      state: 'OH',
      stateName: 'Ohio',
      number: stateLicenses.OH && stateLicenses.OH !== 'not licensed' ? stateLicenses.OH.number : '',
      example: true,
    });
    const stored = await db.query<{ estimate: { license?: unknown } }>(
      'SELECT estimate FROM quote_submissions WHERE id = $1',
      [ohio.id],
    );
    expect(stored.rows[0]?.estimate.license).toEqual(ohio.estimate?.license);
  });

  it('lists leads oldest first, from a date on, spam only when asked', async () => {
    const a = await storeLead(db, sampleLead(), meta, options);
    await db.query(`UPDATE quote_submissions SET created_at = now() - interval '10 days' WHERE id = $1`, [a.id]);
    const b = await storeLead(db, sampleLead(), meta, options);
    const spam = await storeLead(db, sampleLead({ company: 'bot' }), meta, options);

    expect((await listLeads(db)).map((row) => row.id)).toEqual([a.id, b.id]);
    expect((await listLeads(db, { includeSpam: true })).map((row) => row.id).sort()).toEqual(
      [a.id, b.id, spam.id].sort(),
    );
    const since = new Date(Date.now() - 86_400_000);
    expect((await listLeads(db, { since })).map((row) => row.id)).toEqual([b.id]);
    const [row] = await listLeads(db, { since });
    expect(row?.notifications).toBe('log:pending webhook:pending');
  });

  it("lists a lead over its contact limit without --include-spam: it may be the person's own (issue 27)", async () => {
    const limited = { ...options, contactLimit: { limit: 1, windowMs: 86_400_000 } };
    const scripted = await storeLead(db, sampleLead({ phone: '(555) 210-0177' }), meta, limited);
    const own = await storeLead(db, sampleLead({ phone: '(555) 210-0177' }), meta, limited);
    expect(own.status).toBe('over_limit');
    const listed = await listLeads(db);
    expect(listed.map((lead) => lead.id)).toEqual([scripted.id, own.id]);
    expect(listed[1]?.is_spam).toBe(true);
  });
});

/**
 * A view of `db` that records the submission ids of each lead statement it sends (the batches),
 * and fails every one while `unavailable` is set, as a database that cannot be reached would.
 */
function recordingBatches(db: Db): { db: Db; batches: string[][]; unavailable: boolean } {
  const submissionColumn = insertColumns.findIndex((column) => column.column === 'submission_id');
  const state = { db, batches: [] as string[][], unavailable: false };
  state.db = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (fn, txOptions) =>
          target.transaction(
            (tx) =>
              fn({
                query: (sql, params, queryOptions) => {
                  if (sql.includes('lead_contact_check_batch')) {
                    state.batches.push(params?.[submissionColumn] as string[]);
                    if (state.unavailable) return Promise.reject(new DbUnavailableError('database down (test)'));
                  }
                  return tx.query(sql, params, queryOptions);
                },
              }),
            txOptions,
          );
        return transaction;
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return state;
}

describe.each(testBackends)('createLeadIntake on $name', { timeout: 30_000 }, (backend) => {
  const db = useTestDb(backend);
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

  it('leads that arrive while a statement runs share the next one, and each gets its own answer', async () => {
    const recorded = recordingBatches(db);
    const intake = createLeadIntake(recorded.db, { ...options, batchesInFlight: 1 });
    const leads = Array.from({ length: 20 }, (_, i) =>
      sampleLead({ email: `batch${i}@example.com`, phone: `(555) 260-${String(1000 + i)}` }),
    );
    const results = await Promise.all(leads.map((lead) => intake.store(lead, meta)));
    // The first is sent at once, alone; the 19 that came while it ran go together.
    expect(recorded.batches.map((batch) => batch.length)).toEqual([1, 19]);
    expect(recorded.batches.flat()).toEqual(leads.map((lead) => lead.submissionId));
    expect(results.every((result) => result.created && result.status === 'accepted' && result.jobs === 2)).toBe(true);
    expect(new Set(results.map((result) => result.id)).size).toBe(20);
    const stored = await db.query<{ id: string; submission_id: string }>(
      'SELECT id, submission_id::text FROM quote_submissions',
    );
    const idOf = new Map(stored.rows.map((row) => [row.submission_id, row.id]));
    expect(results.map((result) => result.id)).toEqual(leads.map((lead) => idOf.get(lead.submissionId)));
    expect(await count('lead_notifications')).toBe(40);
  });

  it('a lead that shares a contact, a token or a submission id with one taken waits for the next statement', async () => {
    const recorded = recordingBatches(db);
    const limited = { ...options, contactLimit: { limit: 1, windowMs: 3_600_000 }, batchesInFlight: 1 };
    const intake = createLeadIntake(recorded.db, limited);
    const first = sampleLead({ phone: '(555) 270-0001', email: 'first@example.com' });
    const a = sampleLead({ phone: '(555) 270-0002', email: 'a@example.com' });
    const samePhone = sampleLead({ phone: '(555) 270-0002', email: 'other@example.com' });
    const c = sampleLead({ phone: '(555) 270-0003', email: 'c@example.com' });
    const sameInbox = sampleLead({ phone: '(555) 270-0004', email: 'C@Example.com' });
    const d = sampleLead({ phone: '(555) 270-0005', email: 'd@example.com' });
    const sameToken = sampleLead({ phone: '(555) 270-0006', email: 'e@example.com' });
    const results = await Promise.all([
      intake.store(first, meta),
      intake.store(a, meta),
      intake.store(samePhone, meta),
      intake.store(c, meta),
      intake.store(sameInbox, meta),
      intake.store(d, { ...meta, formTokenId: 'token-d' }),
      intake.store(sameToken, { ...meta, formTokenId: 'token-d' }),
      intake.store(d, { ...meta, formTokenId: 'token-d' }),
    ]);
    const ids = (leads: Array<{ submissionId: string }>) => leads.map((lead) => lead.submissionId);
    expect(recorded.batches).toEqual([
      ids([first]),
      ids([a]),
      ids([samePhone, c]),
      ids([sameInbox, d]),
      ids([sameToken]),
      ids([d]),
    ]);
    // Each decided as if it had been sent alone, after the ones before it.
    expect(results.map((result) => result.status)).toEqual([
      'accepted',
      'accepted',
      'over_limit',
      'accepted',
      'over_limit',
      'accepted',
      'spam',
      'accepted',
    ]);
    expect(results[7]).toMatchObject({ id: results[5]?.id, created: false });
    const reused = await db.query<{ spam_reason: string | null }>(
      'SELECT spam_reason FROM quote_submissions WHERE id = $1',
      [results[6]?.id],
    );
    expect(reused.rows[0]?.spam_reason).toBe('token_reused');
    expect(await count('quote_submissions')).toBe(7);
  });

  it('a lead the database refuses fails alone: the others of its statement are stored', async () => {
    const recorded = recordingBatches(db);
    const intake = createLeadIntake(recorded.db, { ...options, batchesInFlight: 1 });
    const first = sampleLead({ phone: '(555) 280-0001', email: 'f1@example.com' });
    const good = sampleLead({ phone: '(555) 280-0002', email: 'f2@example.com' });
    // Past the age CHECK of the table: refused inside the database, which fails the whole statement.
    const refused = { ...sampleLead({ phone: '(555) 280-0003', email: 'f3@example.com' }), age: 99 };
    const alsoGood = sampleLead({ phone: '(555) 280-0004', email: 'f4@example.com' });
    const settled = await Promise.allSettled([first, good, refused, alsoGood].map((lead) => intake.store(lead, meta)));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(recorded.batches.map((batch) => batch.length)).toEqual([1, 3, 1, 1, 1]);
    const stored = await db.query<{ submission_id: string }>('SELECT submission_id::text FROM quote_submissions');
    expect(new Set(stored.rows.map((row) => row.submission_id))).toEqual(
      new Set([first, good, alsoGood].map((lead) => lead.submissionId)),
    );
  });

  it('when the database is unavailable, every lead of the statement gets that error and nothing is stored', async () => {
    const recorded = recordingBatches(db);
    const intake = createLeadIntake(recorded.db, { ...options, batchesInFlight: 1 });
    recorded.unavailable = true;
    const leads = Array.from({ length: 4 }, (_, i) =>
      sampleLead({ phone: `(555) 290-000${i}`, email: `u${i}@example.com` }),
    );
    const settled = await Promise.allSettled(leads.map((lead) => intake.store(lead, meta)));
    expect(settled.every((result) => result.status === 'rejected' && result.reason instanceof DbUnavailableError)).toBe(
      true,
    );
    // Not tried again one by one: the database, not a lead, failed.
    expect(recorded.batches.map((batch) => batch.length)).toEqual([1, 3]);
    expect(await count('quote_submissions')).toBe(0);
    recorded.unavailable = false;
    expect((await intake.store(leads[0] as (typeof leads)[number], meta)).status).toBe('accepted');
  });
});
