import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Options } from 'express-rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { intakeDefaults, sampleBody } from '../../tests/fixtures/leads';
import { type TestDb, testBackends, useTestDb } from '../../tests/setup/db';
import { createApiRouter } from '../api';
import { createApp } from '../app';
import type { Queryable } from '../db';
import { createPgDb } from '../db/pg';
import { silentLogger } from '../logger';
import { PgRateLimitStore, rateLimitRowKey } from './rate-limit-store';

const distDir = mkdtempSync(join(tmpdir(), 'rate-limit-test-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const secret = 'rate-limit-test-secret-0123456789abcdef';
const storeFor = (db: TestDb, prefix = 'ip:', windowMs = 60_000) => {
  const store = new PgRateLimitStore(db, prefix, { secret, cleanupEvery: 5 });
  store.init({ windowMs } as Options);
  return store;
};

/** A server process's intake: its own app and limiters, counting in `db`. */
async function intake(db: TestDb, limit: { ip: number; contact: number }): Promise<{ url: string; server: Server }> {
  const app = createApp({
    distDir,
    api: createApiRouter({
      quotes: {
        db,
        logger: silentLogger,
        channels: ['log'],
        minFillMs: 0,
        ...intakeDefaults,
        rateLimit: { limit: limit.ip, windowMs: 3_600_000 },
        contactRateLimit: { limit: limit.contact, windowMs: 3_600_000 },
        rateLimitStore: (prefix) => new PgRateLimitStore(db, prefix, { secret }),
      },
    }),
  });
  const server = createServer(app);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));
const post = (url: string, body: unknown) =>
  fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(testBackends)('PgRateLimitStore on $name', { timeout: 30_000 }, (backend) => {
  const db = useTestDb(backend);

  it('counts hits per key in one window, apart by prefix, and opens a new window once it ended', async () => {
    const store = storeFor(db);
    const first = await store.increment('198.51.100.1');
    expect(first.totalHits).toBe(1);
    expect(first.resetTime?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect((await store.increment('198.51.100.1')).totalHits).toBe(2);
    expect((await store.increment('198.51.100.2')).totalHits).toBe(1);
    expect((await storeFor(db, 'phone:').increment('198.51.100.1')).totalHits).toBe(1);
    expect(await store.get('198.51.100.1')).toEqual({ totalHits: 2, resetTime: first.resetTime });

    await store.decrement('198.51.100.1');
    expect((await store.get('198.51.100.1'))?.totalHits).toBe(1);
    await store.resetKey('198.51.100.2');
    expect(await store.get('198.51.100.2')).toBeUndefined();

    // The window ends (moved into the past here rather than waited for): the next hit starts over.
    await db.query("UPDATE rate_limit_hits SET reset_at = now() - interval '1 second'");
    expect(await store.get('198.51.100.1')).toBeUndefined();
    const next = await store.increment('198.51.100.1');
    expect(next.totalHits).toBe(1);
    expect(next.resetTime?.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('counts concurrent hits exactly, those that wait for an upsert counted together by the next', async () => {
    const upserts: number[] = [];
    const counting: Queryable = {
      query: (sql, params, options) => {
        if (sql.includes('INSERT INTO rate_limit_hits')) upserts.push(Number(params?.[2]));
        return db.query(sql, params, options);
      },
    };
    const store = new PgRateLimitStore(counting, 'ip:', { secret });
    store.init({ windowMs: 60_000 } as Options);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.increment('203.0.113.5')));
    // In the order they came: the first alone, the 19 that arrived while it ran in one upsert.
    expect(results.map((result) => result.totalHits)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(upserts).toEqual([1, 19]);
    expect(new Set(results.map((result) => result.resetTime?.getTime())).size).toBe(1);
  });

  it('two processes counting one address together give every hit its own total', async () => {
    const [a, b] = [storeFor(db), storeFor(db)];
    const hits = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).increment('203.0.113.9'));
    const totals = (await Promise.all(hits)).map((result) => result.totalHits).sort((x, y) => x - y);
    expect(totals).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await a.get('203.0.113.9'))?.totalHits).toBe(30);
  });

  it('a count that cannot be made fails every hit that waited for it, and the next ones are counted', async () => {
    let fail = true;
    const flaky: Queryable = {
      query: (sql, params, options) =>
        fail && sql.includes('INSERT INTO rate_limit_hits')
          ? Promise.reject(new Error('connection lost'))
          : db.query(sql, params, options),
    };
    const store = new PgRateLimitStore(flaky, 'ip:', { secret });
    store.init({ windowMs: 60_000 } as Options);
    const failed = await Promise.allSettled(Array.from({ length: 5 }, () => store.increment('203.0.113.7')));
    expect(failed.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    fail = false;
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
  });

  it('deletes ended windows now and then', async () => {
    const store = storeFor(db);
    await store.increment('old');
    await db.query("UPDATE rate_limit_hits SET reset_at = now() - interval '1 second'");
    for (let i = 0; i < 4; i++) await store.increment(`k${i}`);
    const { rows } = await db.query<{ key: string }>('SELECT key FROM rate_limit_hits ORDER BY key');
    const keyed = (key: string) => rateLimitRowKey(secret, 'ip:', key);
    expect(rows.map((row) => row.key).sort()).toEqual(['k0', 'k1', 'k2', 'k3'].map(keyed).sort());
    expect(rows.some((row) => row.key.includes('k0'))).toBe(false);
    // A keyed hash: the bare SHA-256 of a key (which anyone could compute for every phone number
    // or address) is not what is stored.
    const bare = `ip:${createHash('sha256').update('k0').digest('hex')}`;
    expect(rows.some((row) => row.key === bare)).toBe(false);
  });

  it('two intakes on one database enforce one limit, and a restarted one keeps counting', async () => {
    const a = await intake(db, { ip: 5, contact: 3 });
    const b = await intake(db, { ip: 5, contact: 3 });
    try {
      // Per contact: three accepted leads with one phone number, whichever process takes them; the
      // fourth is answered alike, and stored flagged (contact_limit), not notified.
      const phone = '(555) 210-7777';
      const statuses = [];
      for (const url of [a.url, b.url, a.url, b.url]) statuses.push((await post(url, sampleBody({ phone }))).status);
      expect(statuses).toEqual([201, 201, 201, 201]);
      const { rows } = await db.query<{ spam_reason: string | null }>(
        'SELECT spam_reason FROM quote_submissions WHERE phone = $1 ORDER BY created_at',
        ['5552107777'],
      );
      expect(rows.map((row) => row.spam_reason)).toEqual([null, null, null, 'contact_limit']);
      // Per IP: five requests in all, the fifth counted by b after four (one refused) above.
      expect((await post(b.url, sampleBody())).status).toBe(201);
      expect((await post(a.url, sampleBody())).status).toBe(429);
    } finally {
      await Promise.all([close(a.server), close(b.server)]);
    }
    // A new process (new app, new limiters, nothing in memory): the limits still hold.
    const restarted = await intake(db, { ip: 5, contact: 3 });
    try {
      expect((await post(restarted.url, sampleBody())).status).toBe(429);
    } finally {
      await close(restarted.server);
    }
  });

  it('on PostgreSQL, a second pool (another process) sees the same counts, also after the first closed', async (context) => {
    if (!db.connection) context.skip();
    const connection = db.connection as NonNullable<TestDb['connection']>;
    const first = storeFor(db);
    await first.increment('192.0.2.1');
    await first.increment('192.0.2.1');
    // Another process's pool counts the next hit; then one more, started after that pool closed.
    const hitFromAnotherPool = async () => {
      const other = createPgDb({ ...connection, timeoutMs: 10_000 });
      try {
        const store = new PgRateLimitStore(other, 'ip:', { secret });
        store.init({ windowMs: 60_000 } as Options);
        return (await store.increment('192.0.2.1')).totalHits;
      } finally {
        await other.close();
      }
    };
    expect(await hitFromAnotherPool()).toBe(3);
    expect(await hitFromAnotherPool()).toBe(4);
  });
});
