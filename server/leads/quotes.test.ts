import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Store } from 'express-rate-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quotesEndpoint, readAnswer } from '#core/lead/contract';
import { AGE_MAX, AGE_MIN, FIELD_MESSAGES } from '#core/lead/schema';
import { siteConfig } from '#core/site.config';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import { intakeDefaults, sampleBody, testFormTokens } from '../../tests/fixtures/leads';
import { capturedLogger } from '../../tests/fixtures/logger';
import { type TestDb, testBackends } from '../../tests/setup/db';
import { createApiRouter } from '../api';
import { createApp } from '../app';
import type { Db } from '../db';
import { createPgDb } from '../db/pg';
import { publishedConsents } from './consent-texts';
import { createInFlightCap } from './in-flight';
import { withLicense } from './prepare';
import { createQuotesRouter, type QuotesDeps } from './quotes';

const root = mkdtempSync(join(tmpdir(), 'quotes-test-'));
const distDir = join(root, 'dist');
mkdirSync(distDir);
writeFileSync(join(distDir, 'index.html'), '<!DOCTYPE html><title>home</title>');
writeFileSync(join(distDir, '404.html'), '<!DOCTYPE html><title>not found</title>');
writeFileSync(join(distDir, '500.html'), '<!DOCTYPE html><title>error</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pino logger writing into a string (to prove what the server log never holds). */
async function listen(deps: QuotesDeps, trustProxy?: boolean): Promise<{ url: string; server: Server }> {
  const app = createApp({
    distDir,
    logger: deps.logger,
    ...(trustProxy ? { trustProxy } : {}),
    api: createApiRouter({ quotes: deps }),
  });
  const server = createServer(app);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The quote form page's fields for a body, as the browser posts them (with the token the page was served with). */
function formOf(body: ReturnType<typeof sampleBody>): Record<string, string> {
  const { attribution: _attribution, ...rest } = body as Record<string, unknown>;
  return {
    ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, String(value)])),
    company: '',
  };
}

function postForm(url: string, fields: Record<string, string>) {
  return fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testBackends)('POST /api/quotes on $name', { timeout: 30_000 }, (backend) => {
  let db: TestDb;
  let url: string;
  let server: Server;
  let log: ReturnType<typeof capturedLogger>;
  let woken = 0;

  beforeAll(async () => {
    db = await backend.open();
    log = capturedLogger();
    ({ url, server } = await listen({
      db,
      logger: log.logger,
      channels: ['log'],
      // Five minutes: a token a test sends at once is too young however slowly a busy machine runs it.
      minFillMs: 300_000,
      rateLimit: { limit: 1000, windowMs: 60_000 },
      ...intakeDefaults,
      onStored: () => {
        woken++;
      },
    }));
  }, 60_000);
  afterAll(async () => {
    await close(server);
    await db?.close();
  });
  beforeEach(() => db.reset());

  const rows = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_submissions')).rows[0]?.n;
  const jobs = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_notifications')).rows[0]?.n;

  it('answers 201 { id } once committed, then 200 with the same id for a replay', async () => {
    const body = sampleBody();
    const before = woken;
    const first = await post(url, body);
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { id, estimate } = (await first.json()) as { id: string; estimate: unknown };
    expect(id).toMatch(uuid);
    expect(estimate).toEqual(withLicense(quoteEstimate({ sex: 'female', age: 67, tobacco: false, state: 'OH' }), 'OH'));
    const stored = await db.query('SELECT id FROM quote_submissions WHERE submission_id = $1', [body.submissionId]);
    expect(stored.rows).toEqual([{ id }]);
    expect(woken).toBe(before + 1);

    const again = await post(url, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, estimate });
    expect(await rows()).toBe(1);
    expect(await jobs()).toBe(1);
  });

  it("answers as the contract says: each status and body is the contract's answer of that name", async () => {
    const named = async (response: Response) =>
      readAnswer(quotesEndpoint.answers, response.status, await response.json())?.name;
    const body = sampleBody();
    expect(await named(await post(url, body))).toBe('stored');
    expect(await named(await post(url, body))).toBe('replayed');
    expect(await named(await post(url, { ...sampleBody(), age: 17 }))).toBe('invalid');
    expect(await named(await post(url, '{"age":'))).toBe('malformed');
    expect(await named(await post(url, sampleBody(), { Origin: 'https://elsewhere.example' }))).toBe('crossSite');
    expect(await named(await post(url, 'x', { 'Content-Type': 'text/plain' }))).toBe('unsupported');
    expect(await named(await post(url, { filler: 'x'.repeat(20_000) }))).toBe('tooLarge');
    const other = await fetch(`${url}${quotesEndpoint.path}`);
    expect(await named(other)).toBe('methodNotAllowed');
    expect(other.headers.get('allow')).toBe(quotesEndpoint.answers.methodNotAllowed.headers?.allow);
  });

  it('never takes an estimate from the browser: the server makes it from the answers and the ZIP', async () => {
    const fake = {
      inputs: { sex: 'male', age: 65, tobacco: false, state: null },
      rows: [{ coverage: 10000, plans: [] }],
    };
    const body = { ...sampleBody({ gender: 'male', age: 80, tobacco: 'yes' }), estimate: fake };
    const response = await post(url, body);
    expect(response.status).toBe(201);
    const expected = withLicense(quoteEstimate({ sex: 'male', age: 80, tobacco: true, state: 'OH' }), 'OH');
    expect(((await response.json()) as { estimate: unknown }).estimate).toEqual(expected);
    const stored = await db.query<{ estimate: unknown }>(
      'SELECT estimate FROM quote_submissions WHERE submission_id = $1',
      [body.submissionId],
    );
    expect(stored.rows).toEqual([{ estimate: expected }]);
  });

  it('stores concurrent duplicate submissions once', async () => {
    const body = sampleBody();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(url, body)));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await rows()).toBe(1);
  });

  it("refuses an age outside the plans' issue ages, the visitor's or a parent's, with the age field's message", async () => {
    for (const quoteFor of ['self', 'parent'] as const) {
      for (const age of [AGE_MIN - 1, AGE_MAX + 1]) {
        const response = await post(url, sampleBody({ quoteFor, age: String(age) }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'invalid', fields: { age: FIELD_MESSAGES.age } });
      }
      for (const age of [AGE_MIN, AGE_MAX]) {
        expect((await post(url, sampleBody({ quoteFor, age: String(age) }))).status).toBe(201);
      }
    }
  });

  it('refuses bad input with 400 and one message per field, writing nothing', async () => {
    const response = await post(url, sampleBody({ age: '17', phone: '555-0100', zipCode: '123', email: 'mary@' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: {
        age: 'Please enter the age as a whole number from 18 to 85, the ages our plans take.',
        email: 'Please enter a valid e-mail address, like name@example.com.',
        phone: 'Please enter a 10-digit phone number, like (555) 210-0142.',
        zipCode: 'Please enter your 5-digit ZIP code.',
      },
    });
    const empty = await post(url, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(((await empty.json()) as { fields: object }).fields)).toContain('submissionId');
    expect(await rows()).toBe(0);
  });

  it('takes JSON or a form only (415), small bodies only (413), well-formed JSON only (400)', async () => {
    const body = JSON.stringify(sampleBody());
    const text = await post(url, body, { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: 'Unsupported Media Type' });
    const multipart = await post(url, 'gender=male', { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(multipart.status).toBe(415);
    const bigForm = await postForm(url, { ...formOf(sampleBody()), name: 'x'.repeat(10_000) });
    expect(bigForm.status).toBe(413);

    const big = await post(url, sampleBody({ name: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Payload Too Large' });

    const broken = await post(url, '{"gender":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Bad Request' });
    expect(await rows()).toBe(0);
  });

  it('takes the form page post (urlencoded): 303 to the thank-you page, one lead for a resent form', async () => {
    const fields = formOf(sampleBody());
    const first = await postForm(url, fields);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/quote/thank-you');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await postForm(url, fields);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/quote/thank-you');
    expect(await rows()).toBe(1);
    const stored = await db.query<{ name: string; page_url: string; is_spam: boolean }>(
      'SELECT name, page_url, is_spam FROM quote_submissions WHERE submission_id = $1',
      [fields.submissionId],
    );
    expect(stored.rows).toEqual([{ name: 'Mary Testperson', page_url: fields.pageUrl, is_spam: false }]);
  });

  it("takes the form page post for a parent: the parent's facts, the visitor's contact, and the choice stored with the consent", async () => {
    const fields: Record<string, string> = {
      ...formOf(sampleBody({ name: 'Dana Helper', gender: 'male', age: '79' })),
      quoteFor: 'parent',
    };
    const response = await postForm(url, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/quote/thank-you');
    const stored = await db.query<Record<string, unknown>>(
      `SELECT quote_for, name, phone, gender, age, consent_version, consent_at IS NOT NULL AS consented
       FROM quote_submissions WHERE submission_id = $1`,
      [fields.submissionId],
    );
    expect(stored.rows).toEqual([
      {
        quote_for: 'parent',
        name: 'Dana Helper',
        phone: fields.phone?.replace(/\D/g, ''),
        gender: 'male',
        age: 79,
        consent_version: fields.consentVersion,
        consented: true,
      },
    ]);
    // An unknown answer is refused, named on the problem page.
    const wrong = await postForm(url, { ...formOf(sampleBody()), quoteFor: 'neighbour' });
    expect(wrong.headers.get('location')).toBe('/quote/problem?fields=quoteFor');
  });

  it('answers a wrong form with 303 to the problem page naming the fields, writing nothing', async () => {
    const response = await postForm(url, { ...formOf(sampleBody()), age: '17', zipCode: '123' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/quote/problem?fields=${encodeURIComponent('age,zipCode')}`);
    expect(await rows()).toBe(0);
    // A page served over two hours ago: its token has expired, nothing is stored.
    const stale = await postForm(
      url,
      formOf(sampleBody({ formToken: testFormTokens.issueFormToken(Date.now() - 3 * 3_600_000) })),
    );
    expect(stale.headers.get('location')).toBe('/quote/problem?fields=formExpired');
    expect(await rows()).toBe(0);
  });

  it('answers spam exactly like a success, stores it flagged, never notifies it', async () => {
    const before = woken;
    for (const body of [
      sampleBody({ company: 'ACME' }),
      sampleBody({ formToken: testFormTokens.issueFormToken(Date.now() - 1200) }),
    ]) {
      const response = await post(url, body);
      expect(response.status).toBe(201);
      expect(Object.keys((await response.json()) as object)).toEqual(['id', 'estimate']);
    }
    const stored = await db.query<{ is_spam: boolean }>('SELECT is_spam FROM quote_submissions');
    expect(stored.rows).toEqual([{ is_spam: true }, { is_spam: true }]);
    expect(await jobs()).toBe(0);
    expect(woken).toBe(before);
  });

  it('answers hostile input with 4xx JSON or a stored lead, never 5xx', async () => {
    const nul = '\u0000';
    const bodies: unknown[] = [
      JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
      { ...sampleBody(), __proto__: null },
      sampleBody({ attribution: { utm_term: `a${nul}b`, referrer: `x${nul}` } }),
      sampleBody({ name: `Mary${nul}` }),
      sampleBody({ pageUrl: `https://example.com/${nul}` }),
      sampleBody({ email: `mary${nul}@example.com` }),
      sampleBody({ age: 1e308 }),
      sampleBody({ age: '9'.repeat(400) }),
      sampleBody({ formToken: 'v1.'.repeat(60) }),
      sampleBody({ attribution: [] }),
      sampleBody({ attribution: { gclid: { $gt: '' } } }),
      sampleBody({ submissionId: "' OR 1=1 --" }),
      sampleBody({ name: '\ud800\udfff lone' }),
      [sampleBody()],
      'just a string',
      123,
      null,
    ];
    for (const body of bodies) {
      const response = await post(url, JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  const spamOf = async (submissionId: unknown) =>
    (
      await db.query<{ is_spam: boolean; spam_reason: string | null; jobs: number }>(
        `SELECT is_spam, spam_reason, (SELECT count(*)::int FROM lead_notifications n WHERE n.lead_id = q.id) AS jobs
         FROM quote_submissions q WHERE submission_id = $1`,
        [submissionId],
      )
    ).rows[0];

  it('GET /api/form-token issues a token this server accepts, never cached', async () => {
    const response = await fetch(`${url}/api/form-token`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const grant = (await response.json()) as { token: string; minFillMs: number; maxAgeMs: number };
    expect(grant).toEqual({ token: expect.any(String), minFillMs: 300_000, maxAgeMs: 7_200_000 });
    const check = testFormTokens.checkFormToken(grant.token, Date.now());
    expect(check).toMatchObject({ ok: true });
    expect((await fetch(`${url}/api/form-token`, { method: 'POST' })).status).toBe(405);
    // A token fresh from the endpoint is too young to send at once (the server measures the fill time).
    const body = sampleBody({ formToken: grant.token });
    expect((await post(url, body)).status).toBe(201);
    expect(await spamOf(body.submissionId)).toEqual({ is_spam: true, spam_reason: 'too_fast', jobs: 0 });
  });

  it('stores a lead without a good token as spam, answered like a lead, never notified', async () => {
    const before = woken;
    const issued = testFormTokens.issueFormToken(Date.now() - 60_000);
    const [head, id, time] = issued.split('.');
    const forged = `${head}.${id}.${(Date.now() - 60_000).toString(36)}.${'A'.repeat(43)}`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ formToken: undefined }, 'no_token'],
      [{ formToken: '' }, 'no_token'],
      [{ formToken: 'v1.not.a.token' }, 'bad_token'],
      [{ formToken: forged }, 'bad_token'],
      // Another secret's token, and a token whose time was moved back (its signature no longer fits).
      [
        {
          formToken: `${head}.${id}.${(Number.parseInt(time ?? '0', 36) - 10_000_000).toString(36)}.${issued.split('.')[3]}`,
        },
        'bad_token',
      ],
      [{ formToken: testFormTokens.issueFormToken(Date.now() - 500) }, 'too_fast'],
      [{ company: 'ACME', formToken: undefined }, 'honeypot,no_token'],
    ];
    for (const [overrides, reason] of cases) {
      const body = sampleBody(overrides);
      const response = await post(url, body);
      expect(response.status, reason).toBe(201);
      expect(Object.keys((await response.json()) as object)).toEqual(['id', 'estimate']);
      expect(await spamOf(body.submissionId), reason).toEqual({ is_spam: true, spam_reason: reason, jobs: 0 });
    }
    expect(woken).toBe(before);
  });

  it('spends a token once: a replayed body with a new submission id is spam; a retry of the same is 200', async () => {
    const body = sampleBody();
    const first = await post(url, body);
    expect(first.status).toBe(201);
    expect(await spamOf(body.submissionId)).toEqual({ is_spam: false, spam_reason: null, jobs: 1 });
    const retry = await post(url, body);
    expect(retry.status).toBe(200);
    const captured = { ...body, submissionId: crypto.randomUUID(), email: 'other@example.com' };
    expect((await post(url, captured)).status).toBe(201);
    expect(await spamOf(captured.submissionId)).toEqual({ is_spam: true, spam_reason: 'token_reused', jobs: 0 });
  });

  it('answers 403 formExpired for a genuine token past its age, storing nothing; a stored lead still replays', async () => {
    const old = testFormTokens.issueFormToken(Date.now() - 3 * 3_600_000);
    const body = sampleBody({ formToken: old });
    const response = await post(url, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'formExpired' });
    expect(await rows()).toBe(0);

    const stored = sampleBody();
    const first = (await (await post(url, stored)).json()) as { id: string };
    const late = await post(url, { ...stored, formToken: old });
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual(first);
  });

  it('answers 409 to a repeat of a submission id with other values, keeping the first', async () => {
    const body = sampleBody();
    expect((await post(url, body)).status).toBe(201);
    const changed = await post(url, { ...body, email: 'corrected@example.com' });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      error: 'conflict',
      message: 'This form was already sent with different details. Please send it again.',
    });
    const { rows: stored } = await db.query<{ email: string }>('SELECT email FROM quote_submissions');
    expect(stored).toEqual([{ email: body.email }]);
  });

  it('refuses requests from another site with 403, storing nothing; accepts the site and this host', async () => {
    const host = new URL(url).host;
    const refused: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'https://www.evergreenfinalexpense.com.evil.example' },
      { Origin: 'http://www.evergreenfinalexpense.com' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: siteConfig.siteUrl, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await post(url, sampleBody(), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'Forbidden' });
      const token = await fetch(`${url}/api/form-token`, { headers });
      expect(token.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await rows()).toBe(0);
    const accepted: Array<Record<string, string>> = [
      { Origin: siteConfig.siteUrl, 'Sec-Fetch-Site': 'same-origin' },
      { Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ];
    for (const headers of accepted) {
      expect((await post(url, sampleBody(), headers)).status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('takes only a published consent version (400 otherwise)', async () => {
    for (const consentVersion of ['00000000', 'deadbeef', 'f'.repeat(64)]) {
      const response = await post(url, sampleBody({ consentVersion }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid',
        fields: { consentVersion: FIELD_MESSAGES.consentVersion },
      });
    }
    expect(await rows()).toBe(0);
  });

  it('refuses a retired consent version with the reload message: nothing stored, nothing notified (issue 44)', async () => {
    const retired = publishedConsents.filter((consent) => consent.retired !== undefined);
    expect(retired.map((consent) => consent.version).sort()).toEqual(['a00f742c', 'd29ec6fc']);
    for (const { version } of retired) {
      for (const quoteFor of ['self', 'parent']) {
        const response = await post(url, sampleBody({ consentVersion: version, quoteFor }));
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual(quotesEndpoint.answers.consentRetired.fixed);
      }
    }
    expect(await rows()).toBe(0);
    expect(await jobs()).toBe(0);
  });

  it("drops a page address or landing page off the site (stored as null), keeps the site's and this host's", async () => {
    const host = new URL(url).host;
    const cases: Array<[Record<string, unknown>, string | null, string | null]> = [
      [{ pageUrl: 'https://evil.example/quote', attribution: { landingPage: 'https://evil.example/' } }, null, null],
      [{ pageUrl: 'http://www.evergreenfinalexpense.com.evil.example/' }, null, '/ohio'],
      [{ attribution: { landingPage: '//evil.example/x' } }, `${siteConfig.siteUrl}/ohio/columbus`, null],
      [
        { pageUrl: `http://${host}/tx/houston`, attribution: { landingPage: '/tx' } },
        `http://${host}/tx/houston`,
        '/tx',
      ],
    ];
    for (const [overrides, pageUrl, landingPage] of cases) {
      const body = sampleBody(overrides);
      expect((await post(url, body)).status).toBe(201);
      const { rows: stored } = await db.query<{ page_url: string | null; landing_page: string | null }>(
        'SELECT page_url, landing_page FROM quote_submissions WHERE submission_id = $1',
        [body.submissionId],
      );
      expect(stored[0]).toEqual({ page_url: pageUrl, landing_page: landingPage });
    }
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${url}/api/quotes`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('never writes a name, e-mail or phone to the server log', async () => {
    const body = sampleBody({
      name: 'Zebediah Quillfeather',
      email: 'zebediah.q@example.org',
      phone: '(555) 019-8765',
    });
    await post(url, body);
    await post(url, body);
    await post(url, { ...body, submissionId: crypto.randomUUID(), age: 'abc' });
    await post(url, { ...body, submissionId: crypto.randomUUID(), company: 'bot' });
    const output = log.output();
    expect(output.split('\n').filter((line) => /"level":"(warn|error)"/.test(line))).toEqual([]);
    expect(output).toContain('"msg":"Quote stored"');
    expect(output).toContain('"msg":"Quote replayed"');
    for (const secret of ['Zebediah', 'Quillfeather', 'zebediah.q@example.org', '5550198765', '019-8765']) {
      expect(output).not.toContain(secret);
    }
  });

  it('redacts personal fields should they ever reach the logger', () => {
    const captured = capturedLogger();
    captured.logger.info('oops', {
      name: 'Secret Name',
      lead: { email: 'x@example.com' },
      nested: { phone: '5552100142' },
    });
    expect(captured.output()).not.toMatch(/Secret Name|x@example\.com|5552100142/);
    expect(captured.output()).toContain('[redacted]');
  });
});

describe('POST /api/quotes when it cannot store', () => {
  const silent = capturedLogger().logger;

  it('answers 503 with Retry-After when the database is down', async () => {
    const db = createPgDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none', timeoutMs: 1500 });
    const { url, server } = await listen({
      db,
      logger: silent,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
      ...intakeDefaults,
    });
    try {
      const response = await post(url, sampleBody());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: 'Service Unavailable' });
    } finally {
      await close(server);
      await db.close();
    }
  });

  it('answers 503 when the database does not answer in time', async () => {
    // What the adapters do when a statement outlives DB_QUERY_TIMEOUT_MS (db.test.ts shows it).
    const timedOut = async (): Promise<never> => {
      const { DbUnavailableError } = await import('../db');
      await new Promise((done) => setTimeout(done, 200));
      throw new DbUnavailableError('Database query timed out after 200 ms');
    };
    const never: Db = {
      kind: 'postgres',
      query: timedOut,
      transaction: timedOut,
      session: timedOut,
      close: async () => {},
    };
    const { url, server } = await listen({
      db: never,
      logger: silent,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
      ...intakeDefaults,
    });
    try {
      const response = await post(url, sampleBody());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      await close(server);
    }
  });

  it('answers 500 JSON without a stack for an unexpected error', async () => {
    const broken: Db = {
      kind: 'postgres',
      query: async () => ({ rows: [], rowCount: 0 }),
      session: async () => {
        throw new Error('not used');
      },
      transaction: async () => {
        throw new Error('relation "quote_submissions" does not exist');
      },
      close: async () => {},
    };
    const { url, server } = await listen({
      db: broken,
      logger: silent,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
      ...intakeDefaults,
    });
    try {
      const response = await post(url, sampleBody());
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"error":"Internal Server Error"}');
    } finally {
      await close(server);
    }
  });
});

describe('POST /api/quotes rate limit', () => {
  it('answers 429 JSON with Retry-After past the limit, per client IP', async () => {
    const stored: string[] = [];
    const db: Db = {
      kind: 'postgres',
      query: async () => ({ rows: [], rowCount: 0 }),
      session: async () => {
        throw new Error('not used');
      },
      transaction: async () => {
        throw new Error('not used');
      },
      close: async () => {},
    };
    const router = createQuotesRouter({
      db,
      logger: capturedLogger().logger,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 3, windowMs: 60_000 },
      ...intakeDefaults,
      onStored: (result) => stored.push(result.id),
    });
    const app = createApp({ distDir, trustProxy: true, api: router });
    const server = createServer(app);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const from = (ip: string) => post(url, '{}', { 'X-Forwarded-For': ip });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from('198.51.100.1')).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await from('198.51.100.1');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: 'Too Many Requests' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await from('198.51.100.2')).status).toBe(400);
    } finally {
      await close(server);
    }
  });
});

describe('POST /api/quotes limits that hold (issue 21)', () => {
  const quiet = capturedLogger().logger;
  /** Waits until `check` holds (polled: the requests in flight are in this process). */
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((done) => setImmediate(done));
  };
  /** A POST with headers fetch would not send as given (Host). */
  const rawPost = (base: string, body: string, headers: Record<string, string>) =>
    new Promise<{ status: number }>((done, fail) => {
      const target = new URL(base);
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/quotes',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  const fetchPost = (base: string) => post(base, '{}');
  /** A database the intake never reaches in these tests (or that stores nothing). */
  const unused: Db = {
    kind: 'postgres',
    query: async () => ({ rows: [], rowCount: 0 }),
    session: async () => {
      throw new Error('not used');
    },
    transaction: async () => {
      throw new Error('not used');
    },
    close: async () => {},
  };

  it('refuses with 503 and Retry-After, logging one JSON line, when the shared count cannot be made', async () => {
    const { DbUnavailableError } = await import('../db');
    const failing: Store = {
      localKeys: false,
      increment: async () => {
        throw new DbUnavailableError('Database query timed out after 1500 ms');
      },
      decrement: async () => {},
      resetKey: async () => {},
    };
    const log = capturedLogger();
    const { url, server } = await listen({
      db: unused,
      logger: log.logger,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
      ...intakeDefaults,
      rateLimitStore: () => failing,
    });
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(url, sampleBody())));
      expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503]);
      expect(answers.map((answer) => answer.headers.get('retry-after'))).toEqual(['5', '5', '5', '5', '5']);
      const form = await fetch(`${url}/api/quotes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(formOf(sampleBody())),
        redirect: 'manual',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/quote/problem?fields=unavailable');
      const lines = log.output().trim().split('\n');
      const refused = lines.filter((line) => line.includes('the rate limit could not be counted'));
      expect(refused).toHaveLength(6);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      await close(server);
    }
  });

  it('answers 503 at once past QUOTE_MAX_IN_FLIGHT lead requests in progress', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    let started = 0;
    const slow: Db = {
      ...unused,
      query: async () => ({ rows: [], rowCount: 0 }),
      transaction: async () => {
        started++;
        await held;
        throw new Error('released');
      },
    };
    const { url, server } = await listen({
      db: slow,
      logger: quiet,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
      ...intakeDefaults,
      inFlight: createInFlightCap({ max: 2 }),
    });
    try {
      const first = [post(url, sampleBody()), post(url, sampleBody())];
      await until(() => started === 2);
      const third = await post(url, sampleBody());
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      release();
      expect((await Promise.all(first)).map((answer) => answer.status)).toEqual([500, 500]);
      // The two finished: a new request is taken again (and fails the same way here).
      expect((await post(url, sampleBody())).status).toBe(500);
    } finally {
      release();
      await close(server);
    }
  });

  it('gives a slot back when the answer is made, so a pipelined client that never reads and then leaves holds none (issue 27)', async () => {
    // GET /slow answers only when told: the answers pipelined behind it are made but wait, as
    // they would behind answers a client does not read.
    const slow: ExpressResponse[] = [];
    const cap = createInFlightCap({ max: 3, stuckAfterMs: 60_000 });
    const refused = capturedLogger();
    const app = createApp({
      distDir,
      logger: refused.logger,
      api: createApiRouter({
        quotes: {
          db: unused,
          logger: refused.logger,
          channels: ['log'],
          minFillMs: 0,
          rateLimit: { limit: 100, windowMs: 60_000 },
          ...intakeDefaults,
          inFlight: cap,
        },
      }),
      mount: (mounted) => mounted.get('/slow', (_req, res) => void slow.push(res)),
    });
    const server = createServer(app);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;
    try {
      const post =
        'POST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((done) => socket.once('connect', () => done()));
      socket.write(`GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n${post}${post}${post}`);
      // The leads wait behind /slow's answer, holding nothing (issue 44: one answer at a time).
      await until(() => slow.length === 1);
      expect(cap.inFlight).toBe(0);
      expect(refused.output()).not.toContain('Quote refused');
      socket.destroy();
      await new Promise<void>((done) => socket.once('close', () => done()));
      // Another visitor's lead gets past the cap (400 here: an empty body), never 503.
      const next = await Promise.all([fetchPost(url), fetchPost(url), fetchPost(url)]);
      expect(next.map((answer) => answer.status)).toEqual([400, 400, 400]);
      expect(cap.stuck()).toBeUndefined();
    } finally {
      for (const res of slow) res.end();
      await close(server);
    }
  });

  it('answers 20 pipelined API requests on one connection without a listener warning (issue 44)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const app = createApp({
      distDir,
      logger: quiet,
      api: createApiRouter({
        quotes: {
          db: unused,
          logger: quiet,
          channels: ['log'],
          minFillMs: 0,
          rateLimit: { limit: 100, windowMs: 60_000 },
          ...intakeDefaults,
        },
      }),
    });
    const server = createServer(app);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    try {
      const post =
        'POST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
      let text = '';
      await new Promise<void>((done) => {
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if ((text.match(/HTTP\/1\.1 400/g) ?? []).length === 20) done();
        });
        socket.once('connect', () => socket.write(post.repeat(20)));
      });
      // A warning is emitted on the next tick after the listener that passed the limit.
      await new Promise((done) => setImmediate(done));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      socket.destroy();
      await close(server);
    }
  });

  it('cuts the connection of a client that takes no byte of an answer within the stall bound', async () => {
    const log = capturedLogger();
    const app = createApp({
      distDir,
      logger: log.logger,
      api: createApiRouter({
        quotes: {
          db: unused,
          logger: log.logger,
          channels: ['log'],
          minFillMs: 0,
          rateLimit: { limit: 100, windowMs: 60_000 },
          ...intakeDefaults,
        },
      }),
      // 16 MB: more than the kernel's buffers take from a client that does not read.
      mount: (mounted) => mounted.get('/big', (_req, res) => void res.type('text').send(Buffer.alloc(16 << 20, 'x'))),
      answerStallMs: 100,
    });
    const server = createServer(app);
    const accepted = new Promise<Socket>((done) => server.once('connection', done));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    try {
      socket.on('error', () => {});
      socket.pause(); // never reads, so it never sees the close either: watched on the server's side
      await new Promise<void>((done) => socket.once('connect', () => done()));
      socket.write(
        'GET /big HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nPOST /api/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      const serverSide = await accepted;
      await new Promise<void>((done) => (serverSide.destroyed ? done() : serverSide.once('close', () => done())));
      // The lead behind the unread answer was never taken up.
      expect(log.output()).not.toContain('Quote refused');
    } finally {
      socket.destroy();
      await close(server);
    }
  });

  it('calls the process stuck when every slot stays taken past the bound, and not otherwise', () => {
    // A clock of the test's own: the bound is checked against times the test sets, not the machine's.
    let time = 1_000_000;
    const cap = createInFlightCap({ max: 1, stuckAfterMs: 1000, clock: () => time });
    const handler = cap.take(() => {
      throw new Error('refused');
    });
    const res = Object.assign(new EventEmitter(), {
      writableEnded: false,
      end: () => res,
    }) as unknown as ExpressResponse;
    handler({} as ExpressRequest, res, () => {});
    expect(cap.inFlight).toBe(1);
    time += 999;
    expect(cap.stuck()).toBeUndefined();
    time += 501;
    expect(cap.stuck()).toMatch(/all 1 lead request slots taken for 2 s/);
    res.end();
    expect(cap.inFlight).toBe(0);
    time += 5000;
    expect(cap.stuck()).toBeUndefined();
    // Given back once: a 'close' after the answer changes nothing.
    (res as unknown as EventEmitter).emit('close');
    expect(cap.inFlight).toBe(0);
  });

  it('counts every spelling of one client IP in one bucket (ports, brackets, IPv4-mapped)', async () => {
    const { url, server } = await listen(
      {
        db: unused,
        logger: quiet,
        channels: ['log'],
        minFillMs: 0,
        rateLimit: { limit: 3, windowMs: 60_000 },
        ...intakeDefaults,
      },
      true,
    );
    try {
      const spellings = ['198.51.100.9:1111', '198.51.100.9:2222', '[::ffff:198.51.100.9]:3333', '198.51.100.9'];
      const statuses = [];
      for (const ip of spellings) statuses.push((await post(url, '{}', { 'X-Forwarded-For': ip })).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Things that are not IP addresses share one bucket too.
      const junk = [];
      for (const ip of ['junk-a', 'junk-b', 'junk-c', 'junk-d'])
        junk.push((await post(url, '{}', { 'X-Forwarded-For': ip })).status);
      expect(junk).toEqual([400, 400, 400, 429]);
    } finally {
      await close(server);
    }
  });

  it('accepts an Origin naming the Host only for loopback or ALLOWED_HOSTS', async () => {
    const deps = {
      db: unused,
      logger: quiet,
      channels: ['log'] as const,
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
      ...intakeDefaults,
    };
    const withHost = async (base: string, host: string) =>
      (
        await rawPost(base, '{}', {
          Host: host,
          Origin: `http://${host}`,
        })
      ).status;
    const plain = await listen({ ...deps, channels: ['log'] });
    const allowed = await listen({ ...deps, channels: ['log'], allowedHosts: ['staging.example.com'] });
    try {
      // 400: past the origin check (the body is empty); 403: refused as another site.
      expect(await withHost(plain.url, 'rebound.attacker.example')).toBe(403);
      expect(await withHost(plain.url, 'staging.example.com')).toBe(403);
      expect(await withHost(plain.url, `localhost:${new URL(plain.url).port}`)).toBe(400);
      expect(await withHost(plain.url, `127.0.0.1:${new URL(plain.url).port}`)).toBe(400);
      expect(await withHost(allowed.url, 'staging.example.com')).toBe(400);
      expect(await withHost(allowed.url, 'rebound.attacker.example')).toBe(403);
    } finally {
      await Promise.all([close(plain.server), close(allowed.server)]);
    }
  });
});
