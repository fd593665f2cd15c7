import type { Command } from 'commander';
import { z } from 'zod';
import { loadRetentionEnv, type RetentionEnv } from '../../server/env';
import { serverSecretFor } from '../../server/leads/consent-records';
import { purgeExpired, retentionCutoff } from '../../server/leads/retention';
import { LeadsLog } from '../../server/outbox/leads-log';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, readRetentionEnv, withDb } from './leads-shared';

const optionsSchema = z.object({ dryRun: z.boolean().default(false), json: z.boolean().default(false) });

/**
 * `leads purge [--dry-run]`: what the server's daily retention job does, now: deletes leads older
 * than LEAD_RETENTION_DAYS and spam older than SPAM_RETENTION_DAYS with their notifications,
 * empties delivered notifications' payloads, and removes old lines from DATA_DIR's leads.log.
 */
export function registerLeadsPurge(
  leads: Command,
  print: (line: string) => void,
  deps: DbDeps = envDbDeps,
  env: () => RetentionEnv = () => loadRetentionEnv(),
): void {
  leads
    .command('purge')
    .description(
      'delete leads past LEAD_RETENTION_DAYS and spam past SPAM_RETENTION_DAYS now, as the server does daily (PGlite: stop the server first)',
    )
    .option('--dry-run', 'count what would be removed, change nothing')
    .option('--json', 'print the counts as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const settings = readRetentionEnv(env);
      const policy = {
        leadDays: settings.LEAD_RETENTION_DAYS,
        spamDays: settings.SPAM_RETENTION_DAYS,
        consentDays: settings.CONSENT_RETENTION_DAYS,
      };
      const result = await withDb(deps, async (db) =>
        purgeExpired(db, policy, {
          dryRun: options.dryRun,
          // PostgreSQL: FORM_TOKEN_SECRET or, unset, the servers' own (found when needed); PGlite: DATA_DIR's.
          consentKey:
            settings.FORM_TOKEN_SECRET ??
            (db.kind === 'pglite'
              ? await serverSecretFor(db, { secret: undefined, dataDir: settings.DATA_DIR })
              : undefined),
        }),
      );
      const log = options.dryRun
        ? undefined
        : await new LeadsLog({ dir: settings.DATA_DIR, keep: settings.LEADS_LOG_KEEP }).purge(retentionCutoff(policy));
      if (options.json) {
        print(JSON.stringify({ dryRun: options.dryRun, ...policy, ...result, leadsLogLines: log?.lines ?? null }));
        return;
      }
      const verb = options.dryRun ? 'would remove' : 'removed';
      print(
        `${options.dryRun ? 'dry run' : 'ok'}: ${verb} ${result.leads} lead(s) older than ${policy.leadDays} days, ` +
          `${result.spam} spam older than ${policy.spamDays} days, ${result.notifications} notification(s); ` +
          `${options.dryRun ? 'would empty' : 'emptied'} ${result.payloadsEmptied} delivered payload(s)` +
          (log ? `; ${log.lines} line(s) from leads.log` : ''),
      );
    });
}
