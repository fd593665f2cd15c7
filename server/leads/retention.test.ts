import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleLead, storeLead } from '../../tests/fixtures/leads';
import { capturedLogger } from '../../tests/fixtures/logger';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { type Db, DbTimeoutError } from '../db';
import { createPgDb } from '../db/pg';
import type { Logger } from '../logger';
import { LeadsLog, leadsLogName } from '../outbox/leads-log';
import { findConsentRecords } from './consent-records';
import { ipLimitKey } from './contact-keys';
import { optOut } from './opt-out';
import { rateLimitRowKey } from './rate-limit-store';
import {
  claimRetentionRun,
  deleteLeads,
  purgeExpired,
  RetentionJob,
  registerDataDir,
  registeredDataDirs,
  retentionCutoff,
} from './retention';

const root = mkdtempSync(join(tmpdir(), 'retention-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const policy = { leadDays: 1095, spamDays: 30, consentDays: 1461 };
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

describe('retentionCutoff', () => {
  it('is the lead retention before now', () => {
    expect(retentionCutoff(policy, new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2023-11-24T00:00:00.000Z');
  });
});

describe.each(testBackends)('retention on $name', { timeout: 30_000 }, (backend) => {
  const db = useTestDb(backend);
  beforeEach(async () => {
    await db.query(`UPDATE maintenance_runs SET last_run_at = '-infinity'`);
  });

  const store = (overrides = {}) =>
    storeLead(db, sampleLead(overrides), { ip: '203.0.113.7' }, { channels: ['log', 'webhook'] });
  const age = (id: string, days: number) =>
    db.query(
      `UPDATE quote_submissions SET created_at = now() - make_interval(days => $2), consent_at = now() - make_interval(days => $2)
       WHERE id = $1`,
      [id, days],
    );
  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;

  it('deleteLeads removes a lead by id with its outbox rows, and a dry run changes nothing', async () => {
    const keep = await store();
    const gone = await store({ phone: '(555) 210-0199' });
    const dry = await deleteLeads(db, { id: gone.id }, { dryRun: true });
    expect(dry.leads.map((lead) => lead.id)).toEqual([gone.id]);
    expect(dry.notifications).toBe(2);
    expect(await count('quote_submissions')).toBe(2);

    const result = await deleteLeads(db, { id: gone.id });
    expect(result).toMatchObject({ notifications: 2, optedOut: [] });
    expect(result.leads.map((lead) => [lead.id, lead.phone])).toEqual([[gone.id, '5552100199']]);
    expect(await count('quote_submissions WHERE id = $1', [gone.id])).toBe(0);
    expect(await count('lead_notifications WHERE lead_id = $1', [gone.id])).toBe(0);
    expect(await count('quote_submissions WHERE id = $1', [keep.id])).toBe(1);
    expect(await count('lead_notifications')).toBe(2);
    expect(await count('do_not_contact')).toBe(0);
  });

  it('deleteLeads by phone or e-mail removes every lead that carries it; --opt-out lists its contacts', async () => {
    const first = await store({ phone: '(555) 210-0155', email: 'pat@example.com' });
    const repeat = await store({ phone: '(555) 210-0155', email: 'pat.other@example.com' });
    const later = await store({ phone: '(555) 210-0166', email: 'pat@example.com' });
    const other = await store({ phone: '(555) 210-0177', email: 'other@example.com' });
    // `later` repeats `first` (same e-mail): deleting first by phone leaves later without a dangling pointer.
    expect(
      (await db.query<{ d: string }>('SELECT duplicate_of AS d FROM quote_submissions WHERE id = $1', [later.id]))
        .rows[0]?.d,
    ).toBe(first.id);

    const byPhone = await deleteLeads(db, { phone: '5552100155' }, { optOut: true });
    expect(byPhone.leads.map((lead) => lead.id).sort()).toEqual([first.id, repeat.id].sort());
    expect(byPhone.notifications).toBe(4);
    expect(byPhone.optedOut.sort()).toEqual(['5552100155', 'pat.other@example.com', 'pat@example.com']);
    expect(await count('do_not_contact')).toBe(3);
    expect(
      (
        await db.query<{ d: string | null }>('SELECT duplicate_of AS d FROM quote_submissions WHERE id = $1', [
          later.id,
        ])
      ).rows[0]?.d,
    ).toBeNull();

    // Already listed contacts are not listed again.
    const byEmail = await deleteLeads(db, { email: 'pat@example.com' }, { optOut: true });
    expect(byEmail.leads.map((lead) => lead.id)).toEqual([later.id]);
    expect(byEmail.optedOut).toEqual(['5552100166']);
    expect(await count('quote_submissions')).toBe(1);
    expect((await db.query<{ id: string }>('SELECT id FROM quote_submissions')).rows[0]?.id).toBe(other.id);
    // A new request from a deleted, opted-out person is stored flagged and never notified.
    const again = await store({ phone: '(555) 210-0155', email: 'new@example.com' });
    expect(again.status).toBe('do_not_contact');

    expect(await deleteLeads(db, { email: 'nobody@example.com' })).toEqual({
      leads: [],
      notifications: 0,
      optedOut: [],
      rateLimitRows: undefined,
      spellings: [],
      consentRecords: 0,
    });
  });

  it("deleteLeads also removes the rate-limit rows of the person's client addresses (keyed hashes)", async () => {
    const secret = 'retention-test-secret-0123456789abcdef';
    const person = await storeLead(
      db,
      sampleLead({ phone: '(555) 260-0101' }),
      { ip: '198.51.100.77' },
      { channels: [] },
    );
    const window = "now() + interval '10 minutes'";
    await db.query(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 3, ${window}), ($2, 5, ${window})`, [
      rateLimitRowKey(secret, 'ip:', ipLimitKey('198.51.100.77')),
      rateLimitRowKey(secret, 'ip:', ipLimitKey('198.51.100.78')),
    ]);
    const dry = await deleteLeads(db, { phone: '5552600101' }, { dryRun: true, rateLimitSecret: secret });
    expect(dry.rateLimitRows).toBe(1);
    expect(await count('rate_limit_hits')).toBe(2);
    const result = await deleteLeads(db, { phone: '5552600101' }, { rateLimitSecret: secret });
    expect(result.leads.map((lead) => lead.id)).toEqual([person.id]);
    expect(result.rateLimitRows).toBe(1);
    expect(await count('rate_limit_hits')).toBe(1);
    // Without the key, nothing can be found: the result says so (undefined), not 0.
    expect((await deleteLeads(db, { phone: '5552600101' })).rateLimitRows).toBeUndefined();
  });

  it('registers the DATA_DIRs of server processes once each, most recently seen first', async () => {
    await registerDataDir(db, '/srv/a/data');
    await registerDataDir(db, '/srv/b/data');
    await registerDataDir(db, '/srv/a/data');
    const dirs = await registeredDataDirs(db);
    expect(dirs.map((dir) => dir.path).sort()).toEqual(['/srv/a/data', '/srv/b/data']);
    expect(new Set(dirs.map((dir) => dir.hostname))).toEqual(new Set([hostname()]));
  });

  it('purgeExpired removes leads past the lead retention and spam past the spam retention', async () => {
    const old = await store();
    const recent = await store();
    const oldSpam = await store({ company: 'bot' });
    const newSpam = await store({ company: 'bot' });
    await age(old.id, 1096);
    await age(recent.id, 1094);
    await age(oldSpam.id, 31);
    await age(newSpam.id, 29);

    expect(await purgeExpired(db, policy, { dryRun: true })).toEqual({
      leads: 1,
      spam: 1,
      notifications: 2,
      payloadsEmptied: 0,
      rateLimitRows: 0,
      batchSize: db.kind === 'pglite' ? 50 : 500,
      consentRecordsKept: 0,
      consentRecordsRemoved: 0,
    });
    expect(await count('quote_submissions')).toBe(4);
    expect(await purgeExpired(db, policy)).toEqual({
      leads: 1,
      spam: 1,
      notifications: 2,
      payloadsEmptied: 0,
      rateLimitRows: 0,
      batchSize: db.kind === 'pglite' ? 50 : 500,
      // The lead of 1,096 days leaves its consent proof for 1,461 days from its consent; spam none.
      consentRecordsKept: 1,
      consentRecordsRemoved: 0,
    });
    const proof = await db.query<{ lead_id: string; phone: string; phone_hash: string; reason: string; days: number }>(
      `SELECT lead_id::text, phone, phone_hash, reason, round(extract(epoch FROM kept_until - consent_at) / 86400)::int AS days
       FROM consent_records`,
    );
    expect(proof.rows).toEqual([
      {
        lead_id: old.id,
        phone: null,
        phone_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        reason: 'retention',
        days: 1461,
      },
    ]);
    const left = (await db.query<{ id: string }>('SELECT id FROM quote_submissions ORDER BY created_at')).rows;
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, newSpam.id].sort());
    expect(await count('lead_notifications WHERE lead_id = $1', [old.id])).toBe(0);
    expect(await purgeExpired(db, policy)).toEqual({
      leads: 0,
      spam: 0,
      notifications: 0,
      payloadsEmptied: 0,
      rateLimitRows: 0,
      batchSize: db.kind === 'pglite' ? 50 : 500,
      consentRecordsKept: 0,
      consentRecordsRemoved: 0,
    });
    // Past its consent retention, the record goes too.
    await db.query(`UPDATE consent_records SET kept_until = now() - interval '1 second'`);
    expect((await purgeExpired(db, policy)).consentRecordsRemoved).toBe(1);
    expect(await count('consent_records')).toBe(0);
  });

  it('deleteLeads keeps the consent record apart, and only the consent record (issue 30, point 8)', async () => {
    const person = await store({ phone: '(555) 210-0191', email: 'gone@example.com', name: 'Gone Person' });
    const dry = await deleteLeads(db, { phone: '5552100191' }, { dryRun: true });
    expect(dry.consentRecords).toBe(1);
    expect(await count('consent_records')).toBe(0);
    const done = await deleteLeads(db, { phone: '5552100191' });
    expect(done.consentRecords).toBe(1);
    expect(await count('quote_submissions')).toBe(0);
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM consent_records');
    expect(rows).toHaveLength(1);
    const [record] = rows;
    expect(Object.keys(record ?? {}).sort()).toEqual(
      [
        'consent_at',
        'consent_version',
        'ip',
        'kept_until',
        'lead_id',
        'phone',
        'phone_hash',
        'reason',
        'recorded_at',
        'user_agent',
      ].sort(),
    );
    expect(record).toMatchObject({ lead_id: person.id, phone: null, reason: 'delete request' });
    // Nothing of the marketing data: no name, no e-mail, no ZIP, no estimate; no phone in clear.
    expect(JSON.stringify(record)).not.toMatch(/Gone Person|gone@example\.com|5552100191/);
  });

  it('after a delete for a phone no table holds it in clear, and a complaint lookup finds its records by hash (issue 44)', async () => {
    const key = 'k'.repeat(32);
    const phone = '5552100177';
    const first = await store({ phone: '(555) 210-0177', email: 'first@example.com' });
    await store({ phone: '(555) 210-0177', email: 'second@example.com' });
    // A record kept before migration 14, with the phone in clear.
    await db.query(
      `INSERT INTO consent_records (lead_id, phone, consent_version, consent_at, reason, kept_until)
       VALUES (gen_random_uuid(), $1, 'a00f742c', now(), 'retention', now() + interval '1 day')`,
      [phone],
    );
    const done = await deleteLeads(db, { phone }, { consentKey: key });
    expect(done.leads).toHaveLength(2);
    // Every text column of every table of the schema: none holds the digits.
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    const holding: string[] = [];
    for (const { table_name, column_name } of columns) {
      const found = await db.query(
        `SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text LIKE '%' || $1 || '%' LIMIT 1`,
        [phone],
      );
      if (found.rows.length > 0) holding.push(`${table_name}.${column_name}`);
    }
    expect(holding).toEqual([]);
    const records = await findConsentRecords(db, '(555) 210-0177', key);
    expect(records).toHaveLength(3);
    expect(records.map((r) => r.lead_id)).toContain(first.id);
    expect(records.every((r) => !JSON.stringify(r).includes(phone))).toBe(true);
    // Another key finds nothing: the hash is keyed.
    expect(await findConsentRecords(db, phone, 'x'.repeat(32))).toEqual([]);
  });

  it('purgeExpired deletes ended rate-limit windows and form tokens spent before any token could still be used', async () => {
    await db.query(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ('ip:ended', 1, now() - interval '1 second'), ('ip:open', 1, now() + interval '1 hour')`,
    );
    await db.query(
      `INSERT INTO form_tokens_spent (token_id, spent_at) VALUES ('old', now() - interval '3 hours'), ('new', now() - interval '1 hour')`,
    );
    await purgeExpired(db, policy);
    expect((await db.query<{ key: string }>('SELECT key FROM rate_limit_hits')).rows).toEqual([{ key: 'ip:open' }]);
    expect((await db.query<{ token_id: string }>('SELECT token_id FROM form_tokens_spent')).rows).toEqual([
      { token_id: 'new' },
    ]);
  });

  it('purgeExpired empties payloads that delivered and opted-out jobs still hold', async () => {
    const lead = await store();
    const optedOut = await store({ phone: '(555) 210-0188' });
    await db.query(`UPDATE lead_notifications SET status = 'delivered', delivered_at = now() WHERE channel = 'log'`);
    await optOut(db, { phone: '5552100188' }, 'test');
    const result = await purgeExpired(db, policy);
    expect(result.payloadsEmptied).toBe(3); // two delivered log jobs, one cancelled webhook job
    const cancelled = await db.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM lead_notifications WHERE lead_id = $1 AND channel = 'webhook'`,
      [optedOut.id],
    );
    expect(cancelled.rows).toEqual([{ payload: {} }]);
    const rows = await db.query<{ channel: string; payload: Record<string, unknown> }>(
      'SELECT channel, payload FROM lead_notifications WHERE lead_id = $1 ORDER BY channel',
      [lead.id],
    );
    expect(rows.rows.map((row) => [row.channel, Object.keys(row.payload).length > 0])).toEqual([
      ['log', false],
      ['webhook', true],
    ]);
  });

  it('purges in batches when many leads expire at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await store()).id);
    await db.query(`UPDATE quote_submissions SET created_at = now() - interval '2000 days'`);
    expect((await purgeExpired(db, policy, { batchSize: 5 })).leads).toBe(12);
    expect(await count('quote_submissions')).toBe(0);
  });

  it('halves a batch that runs past the maintenance bound, and goes on until every expired lead is gone (issue 27)', async () => {
    for (let i = 0; i < 9; i++) await store();
    await db.query(`UPDATE quote_submissions SET created_at = now() - interval '2000 days'`);
    // A database on which a batch of more than 2 leads runs past its bound.
    const sizes: number[] = [];
    const slow: Db = {
      ...db,
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      session: (fn, options) => db.session(fn, options),
      close: () => db.close(),
      transaction: (fn, options) =>
        db.transaction(
          (tx) =>
            fn({
              query: (sql, params) => {
                const limit = /LIMIT (\d+) FOR UPDATE/.exec(sql)?.[1];
                if (limit !== undefined) {
                  sizes.push(Number(limit));
                  if (Number(limit) > 2) return Promise.reject(new DbTimeoutError('statement timeout (test)'));
                }
                return tx.query(sql, params);
              },
            }),
          options,
        ),
    };
    const result = await purgeExpired(slow, policy, { batchSize: 8 });
    expect(result).toMatchObject({ leads: 9, batchSize: 2 });
    // 8 and 4 run past the bound; then 2, 2, 2, 2 and the last one.
    expect(sizes).toEqual([8, 4, 2, 2, 2, 2, 2]);
    expect(await count('quote_submissions')).toBe(0);
  });

  it('RetentionJob logs a purge that fails twice in a row as an error, once as a warning', async () => {
    const log = capturedLogger();
    const failing: Db = {
      ...db,
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      session: (fn, options) => db.session(fn, options),
      close: () => db.close(),
      transaction: () => Promise.reject(new DbTimeoutError('statement timeout (test)')),
    };
    const job = new RetentionJob({ db: failing, policy, logger: log.logger });
    await job.runOnce();
    await job.runOnce();
    const lines = log
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; msg: string; failuresInARow: number });
    expect(lines.map((line) => [line.level, line.failuresInARow])).toEqual([
      ['warn', 1],
      ['error', 2],
    ]);
    expect(lines[1]?.msg).toMatch(/purge keeps failing/);
  });

  it('claims the daily run once, also when several processes ask at the same time', async () => {
    const second = db.connection ? createPgDb({ ...db.connection, timeoutMs: 10_000 }) : db;
    try {
      const claims = await Promise.all([
        claimRetentionRun(db, 86_400_000),
        claimRetentionRun(second, 86_400_000),
        claimRetentionRun(db, 86_400_000),
        claimRetentionRun(second, 86_400_000),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimRetentionRun(db, 86_400_000)).toBe(false);
      await db.query(`UPDATE maintenance_runs SET last_run_at = now() - interval '25 hours'`);
      expect(await claimRetentionRun(second, 86_400_000)).toBe(true);
    } finally {
      if (second !== db) await second.close();
    }
  });

  it('RetentionJob purges the database when due, once a day, and the process leads.log each time', async () => {
    const dir = mkdtempSync(join(root, `job-${backend.name}-`));
    const leadsLog = new LeadsLog({ dir });
    const old = await store();
    await age(old.id, 1100);
    const oldCreated = new Date(Date.now() - 1100 * 86_400_000).toISOString();
    await leadsLog.append({ leadId: old.id, createdAt: oldCreated });
    await leadsLog.append({ leadId: 'recent', createdAt: new Date().toISOString() });
    const job = new RetentionJob({ db, policy, logger: silent, leadsLog });
    const first = await job.runOnce();
    expect(first.purged).toMatchObject({ leads: 1 });
    expect(first.log).toEqual({ lines: 1, files: 0 });
    expect(await count('quote_submissions')).toBe(0);
    const lines = (await leadsLog.rotatedFiles()).map((name) => readFileSync(join(dir, name), 'utf8')).join('');
    expect(lines).not.toContain(old.id);
    expect(lines).toContain('recent');
    // Not due again today.
    const again = await job.runOnce();
    expect(again.purged).toBeUndefined();
    expect(again.log).toEqual({ lines: 0, files: 0 });
    expect(readFileSync(join(dir, leadsLogName), { encoding: 'utf8', flag: 'a+' })).toBe('');
  });
});
