import type { Command } from 'commander';
import { z } from 'zod';
import { loadRetentionEnv, type RetentionEnv } from '../../server/env';
import { type DeleteTarget, deleteLeads } from '../../server/leads/retention';
import { normalizeOptOut } from '../../server/leads/store';
import { LeadsLog } from '../../server/outbox/leads-log';
import { CliError } from '../errors';
import { type DbDeps, envDbDeps, parseOptions, readRetentionEnv, withDb } from './leads-shared';

const optionsSchema = z
  .object({
    id: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    optOut: z.boolean().default(false),
    dryRun: z.boolean().default(false),
    json: z.boolean().default(false),
  })
  .refine((o) => [o.id, o.phone, o.email].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of --id <lead id>, --phone <number> or --email <address>',
  });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function targetOf(options: z.output<typeof optionsSchema>): DeleteTarget {
  if (options.id !== undefined) {
    const id = options.id.trim().toLowerCase();
    if (!uuid.test(id))
      throw new CliError(`--id must be a lead id (a UUID, as leads list --json shows; got "${options.id}")`);
    return { id };
  }
  const target = normalizeOptOut(
    options.phone !== undefined ? { phone: options.phone } : { email: options.email ?? '' },
  );
  if (!target) {
    throw new CliError(
      options.phone !== undefined
        ? `--phone must be a 10-digit US phone number (got "${options.phone}")`
        : `--email must be an e-mail address (got "${options.email}")`,
    );
  }
  return target;
}

/**
 * `leads delete --id <id> | --phone <p> | --email <e> [--opt-out] [--dry-run]`: a privacy
 * request. Removes the lead(s), their notification jobs and their lines in DATA_DIR's leads.log;
 * with --opt-out, first puts their phone numbers and e-mails on the do-not-contact list. Prints
 * what it removed; --dry-run only says what it would remove.
 */
export function registerLeadsDelete(
  leads: Command,
  print: (line: string) => void,
  deps: DbDeps = envDbDeps,
  env: () => RetentionEnv = () => loadRetentionEnv(),
): void {
  leads
    .command('delete')
    .description(
      "delete a person's leads, their notifications and leads.log lines (a privacy request; PGlite: stop the server first)",
    )
    .option('--id <id>', 'one lead, by its id')
    .option('--phone <number>', 'every lead with this phone number')
    .option('--email <address>', 'every lead with this e-mail address')
    .option('--opt-out', 'also add their phone numbers and e-mails to the do-not-contact list')
    .option('--dry-run', 'say what would be removed, change nothing')
    .option('--json', 'print the result as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const target = targetOf(options);
      const { DATA_DIR } = readRetentionEnv(env);
      const result = await withDb(deps, (db) =>
        deleteLeads(db, target, { optOut: options.optOut, dryRun: options.dryRun, source: 'cli delete' }),
      );
      const ids = new Set(result.leads.map((lead) => lead.id));
      const log =
        options.dryRun || ids.size === 0 ? { lines: 0, files: 0 } : await new LeadsLog({ dir: DATA_DIR }).remove(ids);
      if (options.json) {
        print(
          JSON.stringify({
            dryRun: options.dryRun,
            leads: result.leads.map((lead) => ({ id: lead.id, createdAt: lead.created_at, spam: lead.is_spam })),
            notifications: result.notifications,
            leadsLogLines: log.lines,
            optedOut: result.optedOut,
          }),
        );
        return;
      }
      const verb = options.dryRun ? 'would remove' : 'removed';
      for (const lead of result.leads) {
        print(
          `${verb} lead ${lead.id} of ${lead.created_at.toISOString().slice(0, 10)}${lead.is_spam ? ' (spam)' : ''}`,
        );
      }
      const optOut =
        result.optedOut.length > 0
          ? `; ${options.dryRun ? 'would add' : 'added'} to do-not-contact: ${result.optedOut.join(', ')}`
          : '';
      const logPart = options.dryRun ? 'and their lines in leads.log' : `${log.lines} line(s) from leads.log`;
      print(
        `${options.dryRun ? 'dry run' : 'ok'}: ${verb} ${result.leads.length} lead(s), ${result.notifications} notification(s), ${logPart}${optOut}`,
      );
    });
}
