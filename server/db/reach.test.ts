import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, DbUnavailableError, openReachableDb } from './index';

/** A database whose `SELECT 1` fails with the given errors in turn, then answers. */
function flakyDatabases(failures: readonly Error[]) {
  const opened: Array<{ closed: boolean }> = [];
  let next = 0;
  const open = async (): Promise<Db> => {
    const state = { closed: false };
    opened.push(state);
    const failure = failures[next++];
    return {
      kind: 'postgres',
      query: async () => {
        if (failure) throw failure;
        return { rows: [], rowCount: 1 };
      },
      transaction: () => Promise.reject(new Error('not used')),
      session: () => Promise.reject(new Error('not used')),
      close: async () => {
        state.closed = true;
      },
    } as Db;
  };
  return { open, opened };
}

const config = { databaseUrl: 'postgres://app@127.0.0.1:5432/site', dataDir: 'data', timeoutMs: 1500 };

describe('openReachableDb (DB_START_WAIT_MS)', () => {
  it('tries again while the database is unavailable, closing each failed try, and returns the first that answers', async () => {
    const unavailable = new DbUnavailableError('Database unavailable: Connection terminated due to connection timeout');
    const { open, opened } = flakyDatabases([unavailable, unavailable]);
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) } as never;
    const db = await openReachableDb(config, { waitMs: 60_000, retryEveryMs: 0, open, logger });
    expect(opened.map((o) => o.closed)).toEqual([true, true, false]);
    await db.close();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/does not answer yet \(PostgreSQL at 127\.0\.0\.1:5432\/site, try 1\)/);
  });

  it('gives up with the last error once the wait is over (0: no second try)', async () => {
    const unavailable = new DbUnavailableError('Database unavailable: connect ECONNREFUSED');
    const { open, opened } = flakyDatabases([unavailable, unavailable]);
    await expect(openReachableDb(config, { waitMs: 0, open })).rejects.toBe(unavailable);
    expect(opened).toEqual([{ closed: true }]);
  });

  it('does not try again after an error that waiting cannot mend', async () => {
    const broken = new Error('permission denied for schema public');
    const { open, opened } = flakyDatabases([broken]);
    await expect(openReachableDb(config, { waitMs: 60_000, retryEveryMs: 0, open })).rejects.toBe(broken);
    expect(opened).toHaveLength(1);
  });

  describe('with real PostgreSQL connections', () => {
    let listener: Server | undefined;
    const accepted: Socket[] = [];
    afterEach(async () => {
      for (const socket of accepted.splice(0)) socket.destroy();
      await new Promise((done) => (listener ? listener.close(done) : done(undefined)));
      listener = undefined;
    });

    it('a port that never answers is DbUnavailableError after DB_QUERY_TIMEOUT_MS, and with no wait the start fails', async () => {
      // Accepts TCP connections and never speaks: a database too busy to take one in time.
      listener = createServer((socket) => accepted.push(socket));
      await new Promise<void>((done) => listener?.listen(0, '127.0.0.1', done));
      const address = listener.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const silent = { ...config, databaseUrl: `postgres://app@127.0.0.1:${port}/site`, timeoutMs: 200 };
      await expect(openReachableDb(silent, { waitMs: 0 })).rejects.toBeInstanceOf(DbUnavailableError);
    });
  });
});
