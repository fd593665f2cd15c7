import type { Command } from 'commander';
import { z } from 'zod';
import { normalizeOptOut, optOut } from '../../server/leads/opt-out';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, withDb } from './leads-shared';

const optionsSchema = z
  .object({ phone: z.string().optional(), email: z.string().optional(), json: z.boolean().default(false) })
  .refine((options) => (options.phone === undefined) !== (options.email === undefined), {
    message: 'give exactly one of --phone <number> or --email <address>',
  });

/**
 * `leads opt-out --phone <p> | --email <e>`: adds it to the do-not-contact list, flags the stored
 * leads that carry it (an e-mail: any spelling of its inbox, each listed) and cancels their undelivered notifications. Future leads with it are
 * stored flagged and never notified.
 */
export function registerLeadsOptOut(leads: Command, print: (line: string) => void, deps: DbDeps = envDbDeps): void {
  leads
    .command('opt-out')
    .description('add a phone number or an e-mail address to the do-not-contact list (PGlite: stop the server first)')
    .option('--phone <number>', 'a 10-digit US phone number, e.g. "(555) 210-0142"')
    .option('--email <address>', 'an e-mail address')
    .option('--json', 'print the result as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const target = normalizeOptOut(options);
      if (!target) {
        throw new CliError(
          options.phone !== undefined
            ? `--phone must be a 10-digit US phone number (got "${options.phone}")`
            : `--email must be an e-mail address (got "${options.email}")`,
        );
      }
      const result = await withDb(deps, (db) => optOut(db, target, 'cli'));
      const what = target.phone ?? target.email;
      if (options.json) {
        print(JSON.stringify({ ...target, ...result }));
        return;
      }
      const spellings =
        result.spellings.length > 0 ? `; spellings of this inbox on stored leads: ${result.spellings.join(', ')}` : '';
      print(
        `ok: ${what} ${result.added ? 'added to' : 'was already on'} the do-not-contact list` +
          `${target.email !== undefined ? ' (every spelling of its inbox)' : ''}; ` +
          `${result.leadsFlagged} lead(s) flagged, ${result.notificationsCancelled} notification(s) cancelled${spellings}`,
      );
    });
}
