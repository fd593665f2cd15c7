import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { migrate } from '../../server/db/migrations';
import { createPgDb } from '../../server/db/pg';
import { createPgliteDb, pgliteDirName } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';

/**
 * The database set-up of every test that needs one. The backends every database test runs
 * against: PGlite (in memory) always, and the real PostgreSQL of TEST_DATABASE_URL when it is set.
 * Each opened Postgres database works in a schema of its own (dropped on close), so test files run
 * in parallel on one database. `useTestDb(backend)` gives a describe block its database: opened
 * before its tests, emptied before each, closed after them.
 */
export interface TestDb extends Db {
  /** Empties every table. */
  reset(): Promise<void>;
  /** The connection details another pool (a second worker) needs to reach the same data. */
  readonly connection?: { connectionString: string; searchPath: string };
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh database, migrated unless `migrate: false`. */
  open(options?: { timeoutMs?: number; migrate?: boolean }): Promise<TestDb>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

const reset = (db: Db) => async () => {
  await db.query(
    'TRUNCATE quote_submissions, do_not_contact, lead_notifications, consent_texts, form_tokens_spent, rate_limit_hits, server_secrets, server_data_dirs, consent_records RESTART IDENTITY CASCADE',
  );
};

/**
 * A new PGlite cluster runs initdb, which takes several seconds here; opening a copy of an empty
 * cluster takes one. The empty cluster is made once per PGlite version in the temp folder (made
 * aside and renamed into place, so parallel test files never see half of one) and copied per test
 * database.
 */
export async function pgliteTemplate(): Promise<string> {
  const manifest = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const template = join(tmpdir(), `pglite-empty-cluster-${version}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const { PGlite } = await import('@electric-sql/pglite');
  const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const cluster = await PGlite.create(building);
  await cluster.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test file won the race
  }
  return template;
}

const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open(options) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-test-'));
    cpSync(await pgliteTemplate(), join(dataDir, pgliteDirName), { recursive: true });
    writeFileSync(join(dataDir, 'README'), 'A PGlite database made by a test; removed when the test closes it.\n');
    const db = await createPgliteDb({ dataDir, timeoutMs: options?.timeoutMs ?? 25_000 });
    if (options?.migrate !== false) await migrate(db);
    const close = db.close.bind(db);
    return Object.assign(db, {
      reset: reset(db),
      async close() {
        await close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    });
  },
};

function postgresBackend(connectionString: string): TestBackend {
  return {
    name: 'postgres',
    async open(options) {
      const searchPath = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${searchPath}`);
      } finally {
        await admin.end();
      }
      const db = createPgDb({ connectionString, searchPath, timeoutMs: options?.timeoutMs ?? 25_000 });
      if (options?.migrate !== false) await migrate(db);
      const close = db.close.bind(db);
      return Object.assign(db, {
        reset: reset(db),
        connection: { connectionString, searchPath },
        async close() {
          await close();
          const cleanup = new pg.Client({ connectionString });
          await cleanup.connect();
          try {
            await cleanup.query(`DROP SCHEMA ${searchPath} CASCADE`);
          } finally {
            await cleanup.end();
          }
        },
      });
    },
  };
}

export const testBackends: TestBackend[] = [
  pgliteBackend,
  ...(testDatabaseUrl ? [postgresBackend(testDatabaseUrl)] : []),
];

/**
 * The database of one describe block: opened before its tests (migrated unless `migrate: false`),
 * emptied before each test (unless `reset: false`), closed after them. The handle it returns
 * forwards to the open database, so it can be used in any test or hook of the block.
 */
export function useTestDb(backend: TestBackend, options: { migrate?: boolean; reset?: boolean } = {}): TestDb {
  let opened: TestDb | undefined;
  const db = (): TestDb => {
    if (!opened) throw new Error(`the ${backend.name} test database is not open: use it in a test or a hook`);
    return opened;
  };
  // PGlite takes seconds to start, and to empty its tables, on a busy machine: the hooks may take
  // longer than vitest's 10 s default (a reset timed out at load 18 while a build ran beside it).
  beforeAll(async () => {
    opened = await backend.open({ migrate: options.migrate });
  }, 60_000);
  afterAll(() => opened?.close());
  if (options.reset !== false) beforeEach(() => db().reset(), 60_000);
  return {
    get kind() {
      return db().kind;
    },
    get connection() {
      return db().connection;
    },
    query: (sql, params) => db().query(sql, params),
    transaction: (fn, txOptions) => db().transaction(fn, txOptions),
    session: (fn, sessionOptions) => db().session(fn, sessionOptions),
    reset: () => db().reset(),
    close: () => db().close(),
  };
}
