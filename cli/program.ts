import { Command, CommanderError } from 'commander';
import { registerAudit } from './commands/audit';
import { registerCitiesAdd } from './commands/cities-add';
import { registerCitiesCensus } from './commands/cities-census';
import { registerCitiesList } from './commands/cities-list';
import { registerCitiesRemove } from './commands/cities-remove';
import { registerContentGenerate } from './commands/content-generate';
import { registerContentValidate } from './commands/content-validate';
import { registerDbMigrate } from './commands/db-migrate';
import { registerLeadsConsent } from './commands/leads-consent';
import { registerLeadsDelete } from './commands/leads-delete';
import { registerLeadsExport } from './commands/leads-export';
import { registerLeadsList } from './commands/leads-list';
import { registerLeadsOptOut } from './commands/leads-opt-out';
import { registerLeadsPurge } from './commands/leads-purge';
import { registerLeadsRetryNotifications } from './commands/leads-retry-notifications';
import { type DbDeps, envDbDeps } from './commands/leads-shared';
import { registerLeadsShow } from './commands/leads-show';
import { registerPlansImport } from './commands/plans-import';
import { registerPlansPreview } from './commands/plans-preview';
import { defaultPlansDeps, type PlansDeps } from './commands/plans-shared';

/** Builds the staff CLI. Only wiring lives here: each command is its own file in cli/commands. */
export function buildProgram(
  print: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
  db: DbDeps = envDbDeps,
  rateBooks: PlansDeps = defaultPlansDeps,
): Command {
  const program = new Command()
    .name('npm run cli --')
    .description('Staff tools for the agency website: content, audit, leads and database.')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();

  const content = program.command('content').description('content data and generated pages');
  registerContentValidate(content, print);
  registerContentGenerate(content, print);

  const cities = program.command('cities').description('the cities with pages: add, remove, list');
  registerCitiesAdd(cities, print);
  registerCitiesRemove(cities, print);
  registerCitiesList(cities, print);
  registerCitiesCensus(cities, print);

  const plans = program.command('plans').description('the plans we sell: load a rate book, preview the comparison');
  registerPlansImport(plans, print, rateBooks);
  registerPlansPreview(plans, print);

  registerAudit(program, print);

  const leads = program
    .command('leads')
    .description(
      'quote leads: list, show, export, opt-outs, delete, purge, notifications (DATABASE_URL, else PGlite in DATA_DIR)',
    );
  registerLeadsList(leads, print, db);
  registerLeadsShow(leads, print, db);
  registerLeadsExport(leads, print, db);
  registerLeadsRetryNotifications(leads, print, db);
  registerLeadsOptOut(leads, print, db);
  registerLeadsDelete(leads, print, db);
  registerLeadsPurge(leads, print, db);
  registerLeadsConsent(leads, print, db);

  const database = program.command('db').description('the database (DATABASE_URL, else PGlite in DATA_DIR)');
  registerDbMigrate(database, print, db);

  return program;
}

export { CommanderError };
