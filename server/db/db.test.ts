import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends, testDatabaseUrl, useTestDb } from '../../tests/setup/db';
import { acquireLockFile, DataDirLockedError } from './lockfile';
import { migrate, migrations } from './migrations';
import { Mutex } from './mutex';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import { DbUnavailableError, isUnavailable } from './types';

const tables = [
  'consent_records',
  'consent_texts',
  'do_not_contact',
  'form_tokens_spent',
  'lead_notifications',
  'maintenance_runs',
  'quote_submissions',
  'rate_limit_hits',
  'schema_migrations',
  'server_data_dirs',
  'server_secrets',
];

describe.each(testBackends)('database on $name', { timeout: 30_000 }, (backend) => {
  // One database per backend for the whole file (PGlite takes seconds to start), opened empty.
  const db = useTestDb(backend, { migrate: false, reset: false });

  it('migrates an empty database, and re-running is a no-op', async () => {
    const before = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = ANY($1::text[])`,
      [tables],
    );
    expect(before.rows[0]?.n).toBe(0);

    const results = await Promise.all([migrate(db), migrate(db)]);
    expect(results.flatMap((result) => result.applied)).toEqual(migrations.map((m) => m.version));
    const after = await db.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    );
    expect(after.rows.map((row) => row.tablename)).toEqual(tables);

    const versions = migrations.map((m) => m.version);
    expect(await migrate(db)).toEqual({ applied: [], version: Math.max(...versions) });
    const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.rows).toEqual(versions.map((version) => ({ version })));
  });

  it('supports the advisory locks, SKIP LOCKED, gen_random_uuid and inet it relies on', async () => {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(42) AS locked');
      expect(rows[0]?.locked).toBe(true);
      await tx.query('SELECT id FROM lead_notifications FOR UPDATE SKIP LOCKED');
    });
    const { rows } = await db.query<{ id: string; ip: string }>(
      `SELECT gen_random_uuid()::text AS id, '::ffff:127.0.0.1'::inet::text AS ip`,
    );
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]?.ip).toBe('::ffff:127.0.0.1/128');
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_lock(7)');
      await tx.query('SELECT pg_advisory_unlock(7)');
    });
  });

  it('commits a transaction, and rolls it back when its function throws', async () => {
    await db.query('CREATE TABLE IF NOT EXISTS tx_test (n int)');
    await db.transaction((tx) => tx.query('INSERT INTO tx_test VALUES (1)'));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_test VALUES (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ n: number }>('SELECT n FROM tx_test ORDER BY n');
    expect(rows).toEqual([{ n: 1 }]);
    await db.query('DROP TABLE tx_test');
  });

  it('runs a one-statement transaction as one statement, and refuses a second one from it', async () => {
    await db.query('CREATE TABLE IF NOT EXISTS one_test (n int)');
    const first = await db.transaction((tx) => tx.query<{ n: number }>('INSERT INTO one_test VALUES (1) RETURNING n'), {
      oneStatement: true,
    });
    expect(first.rows).toEqual([{ n: 1 }]);
    await expect(
      db.transaction(
        async (tx) => {
          await tx.query('INSERT INTO one_test VALUES (2)');
          await tx.query('INSERT INTO one_test VALUES (3)');
        },
        { oneStatement: true },
      ),
    ).rejects.toThrow('A one-statement transaction sent a second statement');
    // The first statement was its own transaction: committed; the refused one never ran.
    const { rows } = await db.query<{ n: number }>('SELECT n FROM one_test ORDER BY n');
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    await db.query('DROP TABLE one_test');
  });

  it('runs a named statement again with other values', async () => {
    const named = (n: number) => db.query<{ n: number }>('SELECT $1::int * 2 AS n', [n], { name: 'db-test-double' });
    expect((await named(2)).rows).toEqual([{ n: 4 }]);
    expect((await named(5)).rows).toEqual([{ n: 10 }]);
  });

  it('returns driver errors that are not about availability as they are', async () => {
    const error = await db.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(DbUnavailableError);
    expect((error as { code?: string }).code).toBe('42P01');
    // The session is still usable afterwards.
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
  });
});

describe.skipIf(!testDatabaseUrl)('PostgreSQL adapter', () => {
  it('commits without waiting for the disk only on a pool made for it (the per-IP count)', async () => {
    const url = testDatabaseUrl as string;
    const counts = createPgDb({ connectionString: url, timeoutMs: 5000, asynchronousCommit: true });
    const leads = createPgDb({ connectionString: url, timeoutMs: 5000 });
    try {
      const setting = (db: typeof counts) =>
        db.query<{ synchronous_commit: string }>('SHOW synchronous_commit').then((r) => r.rows[0]?.synchronous_commit);
      expect(await setting(counts)).toBe('off');
      expect(await setting(leads)).toBe('on');
    } finally {
      await Promise.all([counts.close(), leads.close()]);
    }
  });
});

describe('PGlite adapter', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-test-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('locks DATA_DIR against a second process; a lock whose process is gone is taken over', async () => {
    const dir = tempDir();
    const lock = join(dir, 'pglite.lock');
    writeFileSync(lock, '2147483646'); // a pid that does not exist
    const release = acquireLockFile(lock, dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    // Held by a live process (this one): refused before PGlite even loads.
    await expect(createPgliteDb({ dataDir: dir, timeoutMs: 5000 })).rejects.toThrow(
      /in use by another process \(pid \d+, probably the server\)\. PGlite can only be opened by one process at a time: stop the server first/,
    );
    writeFileSync(lock, '1'); // pid 1 is alive
    expect(() => acquireLockFile(lock, dir)).toThrow(DataDirLockedError);
    writeFileSync(lock, String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('runs statements off the main thread: the event loop keeps turning while one runs', async () => {
    const db = await testBackends[0]?.open({ timeoutMs: 60_000 });
    if (!db) throw new Error('no PGlite backend');
    try {
      let done = false;
      const statement = db.query('SELECT count(*) FROM generate_series(1, 3000000)').finally(() => {
        done = true;
      });
      // Turns of the event loop while the statement runs. PGlite on this thread would hold the
      // loop for the whole statement (a handful of turns at most, around its awaits).
      let turns = 0;
      while (!done && turns < 200) {
        await new Promise<void>((next) => setImmediate(next));
        turns += 1;
      }
      await statement;
      expect(turns).toBe(200);
    } finally {
      await db.close();
    }
    // A hang bound, not a measure: a fresh PGlite and three million rows took over 60 s at load 20.
  }, 240_000);

  it('serialises transactions and gives up waiting after the timeout with DbUnavailableError', async () => {
    const db = await testBackends[0]?.open({ timeoutMs: 200 });
    if (!db) throw new Error('no PGlite backend');
    try {
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((done) => {
        release = done;
      });
      const first = db.transaction(async (tx) => {
        order.push('first begins');
        await tx.query('SELECT 1');
        await held;
        order.push('first ends');
      });
      // The first transaction holds the database until `release()`: this query can only end by
      // giving up after its 200 ms wait.
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError);
      release();
      await first;
      const second = await db.query<{ n: number }>('SELECT 2 AS n');
      expect(second.rows).toEqual([{ n: 2 }]);
      expect(order).toEqual(['first begins', 'first ends']);
    } finally {
      await db.close();
    }
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError);
  });
});

describe('Mutex', () => {
  it('runs holders one at a time, in order', async () => {
    const mutex = new Mutex();
    const log: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        mutex.run(async () => {
          log.push(n);
          await new Promise((done) => setTimeout(done, 5));
          log.push(-n);
        }, 1000),
      ),
    );
    expect(log).toEqual([1, -1, 2, -2, 3, -3]);
  });

  it('a waiter that times out never runs and does not block the line', async () => {
    const mutex = new Mutex();
    let ran = false;
    const slow = mutex.run(() => new Promise((done) => setTimeout(done, 100)), 1000);
    await expect(
      mutex.run(async () => {
        ran = true;
      }, 10),
    ).rejects.toBeInstanceOf(DbUnavailableError);
    await slow;
    expect(await mutex.run(async () => 'next', 1000)).toBe('next');
    expect(ran).toBe(false);
  });
});

describe('pg adapter', () => {
  it('answers DbUnavailableError quickly when nothing listens on the port', async () => {
    const db = createPgDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none', timeoutMs: 1000 });
    try {
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError);
      await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DbUnavailableError);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!testDatabaseUrl)('cancels a statement that outlives the timeout', async () => {
    const db = createPgDb({ connectionString: testDatabaseUrl ?? '', timeoutMs: 300 });
    try {
      // pg_sleep(3) succeeds unless it is cancelled: the rejection is the cancellation.
      await expect(db.query('SELECT pg_sleep(3)')).rejects.toBeInstanceOf(DbUnavailableError);
      await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(3)'))).rejects.toBeInstanceOf(DbUnavailableError);
      expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!testDatabaseUrl)('survives its connection dying in the middle of a transaction', async () => {
    const db = createPgDb({ connectionString: testDatabaseUrl ?? '', timeoutMs: 2000 });
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    try {
      // The backend is ended between two statements, as when the database shuts down: the checked-out
      // client emits 'error' while no query of its own is running.
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await db.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((done) => setTimeout(done, 300));
          return tx.query('SELECT 1');
        }),
      ).rejects.toBeInstanceOf(DbUnavailableError);
      expect(crashes).toEqual([]);
      expect((await db.transaction((tx) => tx.query<{ n: number }>('SELECT 1 AS n'))).rows).toEqual([{ n: 1 }]);
    } finally {
      process.off('uncaughtException', onCrash);
      await db.close();
    }
  });

  it('classifies availability errors', () => {
    expect(isUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isUnavailable({ code: '57P01' })).toBe(true);
    expect(isUnavailable({ code: '57014' })).toBe(true);
    expect(isUnavailable({ code: '08006' })).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isUnavailable({ code: '42P01' })).toBe(false);
    expect(isUnavailable('nope')).toBe(false);
  });
});
