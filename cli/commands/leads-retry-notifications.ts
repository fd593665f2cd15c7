import type { Command } from 'commander';
import { z } from 'zod';
import { retryDead } from '../../server/outbox/queue';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, withDb } from './leads-shared';

const optionsSchema = z.object({ json: z.boolean().default(false) });

/**
 * `leads retry-notifications`: dead notifications back to pending with their attempts reset; the
 * server's outbox worker delivers them on its next round (leads on the do-not-contact list stay dead).
 */
export function registerLeadsRetryNotifications(
  leads: Command,
  print: (line: string) => void,
  deps: DbDeps = envDbDeps,
): void {
  leads
    .command('retry-notifications')
    .description('put dead-lettered notifications back in the queue, attempts reset (PGlite: stop the server first)')
    .option('--json', 'print the count as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const count = await withDb(deps, (db) => retryDead(db));
      if (options.json) print(JSON.stringify({ retried: count }));
      else print(`ok: ${count} dead notification(s) back to pending`);
    });
}
