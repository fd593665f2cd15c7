import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiRouter } from '../api';
import { createApp } from '../app';
import type { Db } from '../db';
import { createPgDb } from '../db/pg';
import { type TestDb, testBackends } from '../db/test-backends';
import type { Logger } from '../logger';
import { createPinoLogger } from './logger';
import { createQuotesRouter, type QuotesDeps } from './quotes';
import { sampleBody } from './test-fixtures';

const root = mkdtempSync(join(tmpdir(), 'quotes-test-'));
const distDir = join(root, 'dist');
mkdirSync(distDir);
writeFileSync(join(distDir, 'index.html'), '<!DOCTYPE html><title>home</title>');
writeFileSync(join(distDir, '404.html'), '<!DOCTYPE html><title>not found</title>');
writeFileSync(join(distDir, '500.html'), '<!DOCTYPE html><title>error</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pino logger writing into a string (to prove what the server log never holds). */
function capturedLogger(): { logger: Logger; output: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { logger: createPinoLogger('debug', stream), output: () => Buffer.concat(chunks).toString('utf8') };
}

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
      minFillMs: 3000,
      rateLimit: { limit: 1000, windowMs: 60_000 },
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
    const { id } = (await first.json()) as { id: string };
    expect(id).toMatch(uuid);
    const stored = await db.query('SELECT id FROM quote_submissions WHERE submission_id = $1', [body.submissionId]);
    expect(stored.rows).toEqual([{ id }]);
    expect(woken).toBe(before + 1);

    const again = await post(url, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    expect(await rows()).toBe(1);
    expect(await jobs()).toBe(1);
  });

  it('stores concurrent duplicate submissions once', async () => {
    const body = sampleBody();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(url, body)));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await rows()).toBe(1);
  });

  it('refuses bad input with 400 and one message per field, writing nothing', async () => {
    const response = await post(url, sampleBody({ age: '17', phone: '555-0100', zipCode: '123', email: 'mary@' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: {
        age: 'Please enter your age as a whole number from 18 to 85.',
        email: 'Please enter a valid e-mail address, like name@example.com.',
        phone: 'Please enter a 10-digit phone number, like (555) 010-0142.',
        zipCode: 'Please enter your 5-digit ZIP code.',
      },
    });
    const empty = await post(url, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(((await empty.json()) as { fields: object }).fields)).toContain('submissionId');
    expect(await rows()).toBe(0);
  });

  it('takes JSON only (415), small bodies only (413), well-formed JSON only (400)', async () => {
    const body = JSON.stringify(sampleBody());
    const text = await post(url, body, { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: 'Unsupported Media Type' });
    const form = await post(url, 'gender=male', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);

    const big = await post(url, sampleBody({ name: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Payload Too Large' });

    const broken = await post(url, '{"gender":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Bad Request' });
    expect(await rows()).toBe(0);
  });

  it('answers spam exactly like a success, stores it flagged, never notifies it', async () => {
    const before = woken;
    for (const body of [sampleBody({ company: 'ACME' }), sampleBody({ elapsedMs: 1200 })]) {
      const response = await post(url, body);
      expect(response.status).toBe(201);
      expect(Object.keys((await response.json()) as object)).toEqual(['id']);
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
      sampleBody({ elapsedMs: 1e300 }),
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
      nested: { phone: '5550100142' },
    });
    expect(captured.output()).not.toMatch(/Secret Name|x@example\.com|5550100142/);
    expect(captured.output()).toContain('[redacted]');
  });
});

describe('POST /api/quotes when it cannot store', () => {
  const silent = capturedLogger().logger;

  it('answers 503 with Retry-After within 2 s when the database is down', async () => {
    const db = createPgDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none', timeoutMs: 1500 });
    const { url, server } = await listen({
      db,
      logger: silent,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
    });
    try {
      const started = Date.now();
      const response = await post(url, sampleBody());
      expect(Date.now() - started).toBeLessThan(2000);
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
    const never: Db = { kind: 'postgres', query: timedOut, transaction: timedOut, close: async () => {} };
    const { url, server } = await listen({
      db: never,
      logger: silent,
      channels: ['log'],
      minFillMs: 0,
      rateLimit: { limit: 100, windowMs: 60_000 },
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
