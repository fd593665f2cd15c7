import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../tests/setup/db';
import { pgliteDirName } from './db/pglite';
import { loadEnv } from './env';
import type { Logger } from './logger';
import { leadsLogName } from './outbox/leads-log';
import { startLeadServices } from './services';

const root = mkdtempSync(join(tmpdir(), 'services-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const until = async <T>(check: () => Promise<T | undefined>): Promise<T> => {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 50));
  }
};

describe('startLeadServices', () => {
  it('starts the retention job: the daily purge runs at start, and leads.log loses its expired lines', async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    cpSync(await pgliteTemplate(), join(dataDir, pgliteDirName), { recursive: true });
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const recent = new Date().toISOString();
    writeFileSync(
      join(dataDir, leadsLogName),
      `${JSON.stringify({ leadId: 'expired', createdAt: old })}\n${JSON.stringify({ leadId: 'kept', createdAt: recent })}\n`,
      { mode: 0o600 },
    );
    const messages: string[] = [];
    const logger: Logger = {
      debug() {},
      info: (message) => messages.push(message),
      warn: (message) => messages.push(message),
      error: (message) => messages.push(message),
    };
    const env = loadEnv({ DATA_DIR: dataDir, LEAD_RETENTION_DAYS: '30', DB_QUERY_TIMEOUT_MS: '10000' });
    const services = await startLeadServices(env, logger);
    try {
      const ran = await until(async () => {
        const { rows } = await services.db.query<{ ran: boolean }>(
          `SELECT last_run_at > now() - interval '1 hour' AS ran FROM maintenance_runs WHERE job = 'retention'`,
        );
        return rows[0]?.ran ? true : undefined;
      });
      expect(ran).toBe(true);
      await services.retention.runOnce();
      expect(messages).toContain('Retention: expired leads purged');
      const lines = readdirSync(dataDir)
        .filter((name) => name.startsWith(leadsLogName))
        .map((name) => readFileSync(join(dataDir, name), 'utf8'))
        .join('');
      expect(lines).not.toContain('expired');
      expect(lines).toContain('kept');
    } finally {
      await services.close();
    }
  }, 60_000);
});
