import type { Command } from 'commander';
import { z } from 'zod';
import { normalizePhone } from '#core/lead/schema';
import { loadRetentionEnv, type RetentionEnv } from '../../server/env';
import { findConsentRecords, serverSecretFor } from '../../server/leads/consent-records';
import { withoutControls } from '../../server/leads/contact-keys';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, readRetentionEnv, withDb } from './leads-shared';

const optionsSchema = z.object({ phone: z.string(), json: z.boolean().default(false) });

/**
 * `leads consent --phone <p>`: the consent records kept for a phone number (a complaint about
 * it), found by the number's keyed hash: the records keep no phone (issue 44). Needs the
 * server's secret: FORM_TOKEN_SECRET, or the one the servers keep (PostgreSQL) or DATA_DIR's.
 */
export function registerLeadsConsent(
  leads: Command,
  print: (line: string) => void,
  deps: DbDeps = envDbDeps,
  env: () => RetentionEnv = () => loadRetentionEnv(),
): void {
  leads
    .command('consent')
    .description('list the consent records kept for a phone number (a complaint about it), found by its keyed hash')
    .requiredOption('--phone <number>', 'a 10-digit US phone number, e.g. "(555) 210-0142"')
    .option('--json', 'print the records as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const phone = normalizePhone(options.phone);
      if (phone === undefined)
        throw new CliError(`--phone must be a 10-digit US phone number (got "${options.phone}")`);
      const settings = readRetentionEnv(env);
      const records = await withDb(deps, async (db) =>
        findConsentRecords(
          db,
          phone,
          await serverSecretFor(db, { secret: settings.FORM_TOKEN_SECRET, dataDir: settings.DATA_DIR }),
        ),
      );
      if (options.json) {
        print(JSON.stringify(records));
        return;
      }
      print(`${records.length} consent record(s) for ${phone}`);
      for (const r of records) {
        print(
          `${r.lead_id}  version ${r.consent_version}  at ${r.consent_at.toISOString()}  ip ${r.ip ?? '-'}  kept until ${r.kept_until.toISOString()} (${r.reason})  browser ${withoutControls(r.user_agent ?? '-')}`,
        );
      }
    });
}
