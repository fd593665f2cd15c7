import type { Command } from 'commander';
import { z } from 'zod';
import { migrate } from '../../server/db';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, withDb } from './leads-shared';

const optionsSchema = z.object({ json: z.boolean().default(false) });

/** `db migrate`: applies pending schema migrations (the server also does at start). Re-running is a no-op. */
export function registerDbMigrate(db: Command, print: (line: string) => void, deps: DbDeps = envDbDeps): void {
  db.command('migrate')
    .description(
      'apply pending database migrations (DATABASE_URL, else PGlite in DATA_DIR; the server does this at start)',
    )
    .option('--json', 'print the result as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const result = await withDb(deps, (handle) => migrate(handle), { migrate: false });
      if (options.json) {
        print(JSON.stringify(result));
      } else if (result.applied.length === 0) {
        print(`ok: ${deps.describe()} is up to date (schema version ${result.version})`);
      } else {
        print(
          `ok: applied ${result.applied.length} migration(s) to ${deps.describe()} (schema version ${result.version})`,
        );
      }
    });
}
