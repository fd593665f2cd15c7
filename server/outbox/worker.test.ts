import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleLead, storeLead } from '../../tests/fixtures/leads';
import { type TestDb, testBackends, useTestDb } from '../../tests/setup/db';
import { rowsScanned } from '../../tests/setup/scans';
import { DbUnavailableError, type Queryable } from '../db';
import { createPgDb } from '../db/pg';
import type { LeadChannel } from '../env';
import { silentLogger } from '../logger';
import type { Channel } from './channels';
import type { LeadPayload } from './payload';
import { backoffDelay, claimJobs, retryDead } from './queue';
import { OutboxWorker, type WorkerOptions } from './worker';

interface OutboxCounts {
  pending: number;
  sending: number;
  delivered: number;
  dead: number;
}

/** The outbox's jobs by status (the tests' view of the queue; the server itself never counts them). */
async function countJobsByStatus(db: Queryable): Promise<OutboxCounts> {
  const { rows } = await db.query<{ status: keyof OutboxCounts; count: number }>(
    'SELECT status, count(*)::int AS count FROM lead_notifications GROUP BY status',
  );
  const counts: OutboxCounts = { pending: 0, sending: 0, delivered: 0, dead: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** A channel that records deliveries and fails while `failing` says so. */
function fakeChannel(name: LeadChannel = 'log') {
  const delivered: LeadPayload[] = [];
  const state = { failing: false, attempts: 0 };
  const channel: Channel = {
    name,
    async deliver(payload) {
      state.attempts++;
      if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      delivered.push(payload);
    },
  };
  return { channel, delivered, state };
}

describe('backoffDelay', () => {
  it('doubles from the base, caps at one hour, and jitters within the upper half', () => {
    const top = { baseMs: 5000, random: () => 1 };
    expect([1, 2, 3, 4].map((attempts) => backoffDelay(attempts, top))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(backoffDelay(30, top)).toBe(3_600_000);
    expect(backoffDelay(1, { baseMs: 5000, random: () => 0 })).toBe(2500);
    for (let i = 0; i < 50; i++) {
      const delay = backoffDelay(3, { baseMs: 1000 });
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});

describe.each(testBackends)('outbox worker on $name', { timeout: 60_000 }, (backend) => {
  const db = useTestDb(backend);

  const store = (channels: LeadChannel[] = ['log'], overrides = {}) =>
    storeLead(db, sampleLead(overrides), { ip: '127.0.0.1' }, { channels });

  const worker = (channels: Channel[], options: Partial<WorkerOptions> = {}) =>
    new OutboxWorker({
      db,
      channels,
      logger: silentLogger,
      pollMs: 60_000,
      maxAttempts: 8,
      backoffMs: 1000,
      random: () => 1,
      ...options,
    });

  const job = async (leadId: string, channel = 'log') =>
    (
      await db.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        delivered_at: Date | null;
        delay_ms: number;
      }>(
        `SELECT status, attempts, last_error, delivered_at,
           (extract(epoch FROM next_attempt_at - now()) * 1000)::int AS delay_ms
         FROM lead_notifications WHERE lead_id = $1 AND channel = $2`,
        [leadId, channel],
      )
    ).rows[0];

  const makeDue = () => db.query('UPDATE lead_notifications SET next_attempt_at = now()');

  /** `copies` more leads, copies of a stored one, each with a job waiting behind those queued. */
  const queueCopies = async (copies: number, on: Queryable = db) => {
    await on.query(
      // The record made once per row in a LATERAL that names the row (`g`, a key the table lacks,
      // so ignored): `(jsonb_populate_record(...)).*` would make it once per column, 3,000 x 40
      // times (15 s on PGlite at load 2, over 30 s in CI), and a LATERAL that does not name the
      // row is made once for all.
      `INSERT INTO quote_submissions SELECT r.*
       FROM (SELECT * FROM quote_submissions LIMIT 1) q, generate_series(1, $1::integer) g,
         LATERAL jsonb_populate_record(NULL::quote_submissions, to_jsonb(q)
           || jsonb_build_object('id', gen_random_uuid(), 'submission_id', gen_random_uuid(), 'copy', g)) r`,
      [copies],
    );
    await on.query(
      `INSERT INTO lead_notifications (lead_id, channel, payload)
       SELECT id, 'log', '{}' FROM quote_submissions ON CONFLICT (lead_id, channel) DO NOTHING`,
    );
  };

  it('claims the oldest due jobs reading about as many rows as it claims, however many wait (migration 12)', async () => {
    for (let i = 0; i < 20; i++)
      await store(['log'], { submissionId: randomUUID(), phone: `555234${String(1000 + i)}` });
    // 3,000 more waiting behind them, copies of a stored lead with a job each.
    await queueCopies(3000);
    expect((await countJobsByStatus(db)).pending).toBe(3020);
    const order = (
      await db.query<{ id: string }>(
        'SELECT n.id::text AS id FROM lead_notifications n ORDER BY n.next_attempt_at, n.id',
      )
    ).rows;
    // The oldest job was claimed by a worker that died: its lock has run out.
    const lost = await claimJobs(db, { channels: ['log'], limit: 1, lockMs: 60_000, maxAttempts: 8, token: 'dead' });
    expect(lost.map((j) => j.id)).toEqual([order[0]?.id]);
    await db.query(
      "UPDATE lead_notifications SET locked_until = now() - interval '1 second' WHERE claimed_by = 'dead'",
    );
    // The table was never analyzed (a fresh one): PostgreSQL's guess is a handful of rows.
    const { claimed, read } = await db.transaction(async (tx) => {
      const scanned = () => rowsScanned(tx, 'lead_notifications');
      const before = await scanned();
      const jobs = await claimJobs(tx, { channels: ['log'], limit: 10, lockMs: 60_000, maxAttempts: 8, token: 'live' });
      return { claimed: jobs, read: (await scanned()) - before };
    });
    // The ten oldest, the lost one among them (RETURNING keeps no order: the worker needs none).
    const byId = [...claimed].sort((a, b) => Number(a.id) - Number(b.id));
    expect(byId.map((j) => j.id)).toEqual(order.slice(0, 10).map((j) => j.id));
    expect(byId.map((j) => j.attempts)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Ten entries of the queue's index and their rows, then the ten rows updated through the
    // primary key: 40. A plan that reads every waiting job, joins and sorts them, reads thousands.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(60);
  });

  it('claims through the queue, not a read of every waiting job, after claims made while the queue was empty (decision 0096)', async () => {
    // A lead with no job, then claims of an empty queue, on one connection: a plan made then and
    // kept would read the whole table once it fills.
    await store([], { submissionId: randomUUID(), phone: '5552349999' });
    const claimed = await db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        expect(
          await claimJobs(tx, { channels: ['log'], limit: 10, lockMs: 60_000, maxAttempts: 8, token: `empty-${i}` }),
        ).toEqual([]);
      }
      await queueCopies(3000, tx);
      const before = await rowsScanned(tx, 'lead_notifications');
      const jobs = await claimJobs(tx, { channels: ['log'], limit: 10, lockMs: 60_000, maxAttempts: 8, token: 'full' });
      return { jobs, read: (await rowsScanned(tx, 'lead_notifications')) - before };
    });
    expect(claimed.jobs).toHaveLength(10);
    expect(claimed.read).toBeGreaterThan(0);
    expect(claimed.read).toBeLessThanOrEqual(60);
  });

  it('records deliveries that come together in one statement, a failure on its own, each with its outcome', async () => {
    const leads: Array<{ id: string }> = [];
    for (let i = 0; i < 4; i++)
      leads.push(await store(['log'], { submissionId: randomUUID(), phone: `555345${1000 + i}` }));
    const failing = leads[2]?.id;
    const log = fakeChannel('log');
    const picky: Channel = {
      name: 'log',
      async deliver(payload, meta) {
        if (payload.leadId === failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        if (payload.leadId === leads[1]?.id) return { warning: 'one recipient refused' };
        return log.channel.deliver(payload, meta);
      },
    };
    const statements: string[] = [];
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'query' || typeof value !== 'function')
          return typeof value === 'function' ? value.bind(target) : value;
        return (sql: string, ...rest: unknown[]) => {
          statements.push(sql);
          return (value as (...args: unknown[]) => unknown).call(target, sql, ...rest);
        };
      },
    });
    expect(await worker([picky], { db: counting }).runOnce()).toEqual({ claimed: 4, delivered: 3, failed: 1, dead: 0 });
    // The three deliveries end together: the first is recorded at once, the two that came while
    // it was written in the next statement (three statements, one each, before).
    expect(statements.filter((sql) => sql.includes("status = 'delivered'"))).toHaveLength(2);
    expect((await job(leads[0]?.id ?? ''))?.status).toBe('delivered');
    expect(await job(leads[1]?.id ?? '')).toMatchObject({ status: 'delivered', last_error: 'one recipient refused' });
    expect((await job(failing ?? ''))?.status).toBe('pending');
    expect(await job(leads[3]?.id ?? '')).toMatchObject({ status: 'delivered', last_error: null });
  });

  it('delivers a job with its payload and marks it delivered', async () => {
    const lead = await store(['log', 'webhook']);
    const log = fakeChannel('log');
    const hook = fakeChannel('webhook');
    expect(await worker([log.channel, hook.channel]).runOnce()).toEqual({
      claimed: 2,
      delivered: 2,
      failed: 0,
      dead: 0,
    });
    expect(log.delivered.map((payload) => payload.leadId)).toEqual([lead.id]);
    expect(log.delivered[0]).toMatchObject({
      gender: 'female',
      age: 67,
      tobacco: 'no',
      zipCode: '43215',
      city: 'Columbus',
    });
    // The estimate the visitor was shown, stored once in the lead's row, travels with each
    // notification; the jobs themselves never held a copy of it.
    const [row] = (
      await db.query<{ estimate: unknown }>('SELECT estimate FROM quote_submissions WHERE id = $1', [lead.id])
    ).rows;
    expect(row?.estimate).toMatchObject({ inputs: { age: 67, state: 'OH' } });
    expect(log.delivered[0]?.estimate).toEqual(row?.estimate);
    expect(hook.delivered[0]?.estimate).toEqual(row?.estimate);
    expect(await job(lead.id)).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect((await job(lead.id))?.delivered_at).toBeInstanceOf(Date);
    expect(await worker([log.channel]).runOnce()).toMatchObject({ claimed: 0 });
    // Once delivered, the job keeps its status and times but no copy of the lead.
    const payloads = await db.query<{ payload: unknown; created_at: Date }>(
      'SELECT payload, created_at FROM lead_notifications WHERE lead_id = $1',
      [lead.id],
    );
    expect(payloads.rows.map((row) => row.payload)).toEqual([{}, {}]);
    expect(payloads.rows.every((row) => row.created_at instanceof Date)).toBe(true);
  });

  it('keeps the estimate of a job written with its own copy (before migration 12), and adds none when the lead has none', async () => {
    const own = await store(['log'], { submissionId: randomUUID(), phone: '5552341111' });
    const none = await store(['log'], { submissionId: randomUUID(), phone: '5552342222' });
    const [row] = (
      await db.query<{ estimate: Record<string, unknown> }>('SELECT estimate FROM quote_submissions WHERE id = $1', [
        own.id,
      ])
    ).rows;
    const older = { ...row?.estimate, ratesAsOf: '2026-01-01' };
    await db.query(
      `UPDATE lead_notifications SET payload = payload || jsonb_build_object('estimate', $2::jsonb) WHERE lead_id = $1`,
      [own.id, JSON.stringify(older)],
    );
    await db.query('UPDATE quote_submissions SET estimate = NULL WHERE id = $1', [none.id]);
    const claimed = await claimJobs(db, { channels: ['log'], limit: 10, lockMs: 60_000, maxAttempts: 8, token: 't' });
    const payloadOf = (leadId: string) => claimed.find((j) => j.lead_id === leadId)?.payload as Record<string, unknown>;
    expect(payloadOf(own.id).estimate).toEqual(older);
    expect(payloadOf(none.id)).not.toHaveProperty('estimate');
    expect(payloadOf(none.id)).toMatchObject({ leadId: none.id, phone: '5552342222' });
  });

  it('checks a claimed payload: one that is not a notification is dead at once and nothing is sent', async () => {
    const good = await store(['log']);
    const bad = await store(['log'], { phone: '5552100199', email: 'other@example.com' });
    await db.query(`UPDATE lead_notifications SET payload = payload - 'phone' || '{"age":"old"}' WHERE lead_id = $1`, [
      bad.id,
    ]);
    const log = fakeChannel('log');
    expect(await worker([log.channel]).runOnce()).toEqual({ claimed: 2, delivered: 1, failed: 0, dead: 1 });
    expect(log.delivered.map((payload) => payload.leadId)).toEqual([good.id]);
    expect(await job(bad.id)).toMatchObject({ status: 'dead', attempts: 1 });
    expect((await job(bad.id))?.last_error).toMatch(/^invalid payload: /);
  });

  it('retries a failed delivery with exponential backoff, then delivers', async () => {
    const lead = await store();
    const fake = fakeChannel();
    fake.state.failing = true;
    const w = worker([fake.channel]);

    expect(await w.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    let state = await job(lead.id);
    expect(state).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect(state?.delay_ms).toBeGreaterThan(800);
    expect(state?.delay_ms).toBeLessThanOrEqual(1000);
    // Not due yet: nothing to claim.
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });

    await makeDue();
    expect(await w.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    state = await job(lead.id);
    expect(state).toMatchObject({ status: 'pending', attempts: 2 });
    expect(state?.delay_ms).toBeGreaterThan(1800);
    expect(state?.delay_ms).toBeLessThanOrEqual(2000);

    fake.state.failing = false;
    await makeDue();
    expect(await w.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await job(lead.id)).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    expect(fake.delivered).toHaveLength(1);
  });

  it('dead-letters after the last attempt; retry-notifications brings it back', async () => {
    const lead = await store();
    const fake = fakeChannel();
    fake.state.failing = true;
    const w = worker([fake.channel], { maxAttempts: 3 });
    const rounds = [];
    for (let i = 0; i < 3; i++) {
      rounds.push(await w.runOnce());
      await makeDue();
    }
    expect(rounds.map((round) => [round.failed, round.dead])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(await job(lead.id)).toMatchObject({ status: 'dead', attempts: 3 });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });

    expect(await retryDead(db)).toBe(1);
    expect(await job(lead.id)).toMatchObject({ status: 'pending', attempts: 0 });
    fake.state.failing = false;
    expect(await w.runOnce()).toMatchObject({ delivered: 1 });
    expect(await countJobsByStatus(db)).toEqual({ pending: 0, sending: 0, delivered: 1, dead: 0 });
  });

  it('takes back the job of a worker that died mid-delivery once its claim expires', async () => {
    const lead = await store();
    const claimed = await claimJobs(db, { channels: ['log'], limit: 10, lockMs: 300, maxAttempts: 8, token: 'dead' });
    expect(claimed).toHaveLength(1);
    const fake = fakeChannel();
    expect(await worker([fake.channel]).runOnce()).toMatchObject({ claimed: 0 });
    await new Promise((done) => setTimeout(done, 400));
    expect(await worker([fake.channel]).runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await job(lead.id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('leaves jobs of channels it does not run, and of leads put on the do-not-contact list', async () => {
    const lead = await store(['webhook']);
    const optedOut = await store(['log']);
    await db.query('UPDATE quote_submissions SET do_not_contact = true WHERE id = $1', [optedOut.id]);
    const fake = fakeChannel('log');
    expect(await worker([fake.channel]).runOnce()).toMatchObject({ claimed: 0 });
    expect(await job(lead.id, 'webhook')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(fake.delivered).toHaveLength(0);
  });

  it('runs by itself once started, wakes on demand, and stops', async () => {
    const fake = fakeChannel();
    const w = worker([fake.channel], { pollMs: 60_000 });
    w.start();
    const lead = await store();
    w.wake();
    const deadline = Date.now() + 10_000;
    while (fake.delivered.length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    await w.stop();
    expect(fake.delivered.map((payload) => payload.leadId)).toEqual([lead.id]);
  });

  it('records a delivery once the database is back, instead of letting the claim expire and sending twice', async () => {
    const lead = await store();
    const fake = fakeChannel();
    // The database drops out right after the delivery: the first two attempts to record it fail.
    let outage = 0;
    const flaky: TestDb = Object.create(db) as TestDb;
    flaky.query = (sql, params) => {
      if (/SET status = 'delivered'/.test(sql) && outage++ < 2) {
        return Promise.reject(new DbUnavailableError('Database unavailable: connect ECONNREFUSED'));
      }
      return db.query(sql, params);
    };
    const w = worker([fake.channel], { db: flaky, lockMs: 10_000 });
    expect(await w.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(outage).toBe(3);
    expect(await job(lead.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(fake.delivered).toHaveLength(1);
  });

  it('keeps going when the database is down, without crashing', async () => {
    const down = createPgDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none', timeoutMs: 500 });
    const w = new OutboxWorker({
      db: down,
      channels: [fakeChannel().channel],
      logger: silentLogger,
      pollMs: 20,
      maxAttempts: 3,
      backoffMs: 10,
    });
    await expect(w.runOnce()).rejects.toThrow(/Database unavailable/);
    w.start();
    await new Promise((done) => setTimeout(done, 100));
    await w.stop();
    await down.close();
  });

  it('never delivers a job twice with two workers on one database', async () => {
    const leads = 120;
    for (let i = 0; i < leads; i++) await store(['log'], { submissionId: randomUUID() });
    // A second connection pool on the same data for Postgres (another server process); PGlite is one process.
    const other = db.connection
      ? createPgDb({
          connectionString: db.connection.connectionString,
          searchPath: db.connection.searchPath,
          timeoutMs: 10_000,
        })
      : db;
    const deliveries = new Map<string, number>();
    const counting: Channel = {
      name: 'log',
      async deliver(payload) {
        await new Promise((done) => setTimeout(done, Math.random() * 5));
        deliveries.set(payload.leadId, (deliveries.get(payload.leadId) ?? 0) + 1);
      },
    };
    const workers = [db, other, db, other].map(
      (handle) =>
        new OutboxWorker({
          db: handle,
          channels: [counting],
          logger: silentLogger,
          pollMs: 60_000,
          maxAttempts: 8,
          backoffMs: 1000,
          batchSize: 7,
        }),
    );
    try {
      const drain = async (w: OutboxWorker) => {
        for (;;) if ((await w.runOnce()).claimed === 0) return;
      };
      await Promise.all(workers.map(drain));
    } finally {
      if (other !== db) await other.close();
    }
    expect(deliveries.size).toBe(leads);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    expect(await countJobsByStatus(db)).toEqual({ pending: 0, sending: 0, delivered: leads, dead: 0 });
  });
});
