import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import type { Db } from '../../server/db';
import { reclaimDeletedRows } from '../../server/db/reclaim';
import { loadRetentionEnv, type RetentionEnv } from '../../server/env';
import { serverSecretFor } from '../../server/leads/consent-records';
import { normalizeOptOut } from '../../server/leads/opt-out';
import { type DeleteTarget, deleteLeads, maintenanceTimeoutMs, registeredDataDirs } from '../../server/leads/retention';
import { LeadsLog } from '../../server/outbox/leads-log';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, readRetentionEnv, withDb } from './leads-shared';

const optionsSchema = z
  .object({
    id: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    optOut: z.boolean().default(false),
    dryRun: z.boolean().default(false),
    vacuumFull: z.boolean().default(false),
    json: z.boolean().default(false),
    dataDir: z.array(z.string()).default([]),
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

/** The key of the shared rate-limit rows: FORM_TOKEN_SECRET, or the one the servers keep in the database. */
async function rateLimitSecret(db: Db, configured: string | undefined): Promise<string | undefined> {
  if (configured !== undefined || db.kind !== 'postgres') return configured;
  const { rows } = await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'form_token'");
  return rows[0]?.value;
}

interface DataDirs {
  /** DATA_DIRs whose leads.log this run cleans (resolved paths). */
  cleaned: string[];
  /** DATA_DIRs servers registered that this run cannot reach ("host:path"). */
  notCleaned: string[];
}

/**
 * Every leads.log to clean: DATA_DIR, each --data-dir, and every DATA_DIR a server on the database
 * registered on this machine that exists here. Registered ones on other machines, or missing here,
 * are named as not cleaned.
 */
function dataDirsOf(given: readonly string[], registered: ReadonlyArray<{ hostname: string; path: string }>): DataDirs {
  const here = hostname();
  const cleaned = [...new Set(given.map((dir) => resolve(dir)))];
  const notCleaned: string[] = [];
  for (const dir of registered) {
    if (dir.hostname === here && existsSync(dir.path)) {
      if (!cleaned.includes(dir.path)) cleaned.push(dir.path);
    } else {
      notCleaned.push(`${dir.hostname}:${dir.path}`);
    }
  }
  return { cleaned, notCleaned };
}

/**
 * `leads delete --id <id> | --phone <p> | --email <e> [--opt-out] [--dry-run]`: a privacy
 * request. Removes the lead(s), their notification jobs, the rate-limit rows of their client
 * addresses and their lines in every leads.log it can reach (DATA_DIR, each --data-dir, and the
 * DATA_DIRs servers registered on this machine); names the ones it could not reach; then takes the
 * deleted rows off the disk (server/db/reclaim.ts). With --opt-out, first puts their phone numbers
 * and e-mails on the do-not-contact list. Prints what it removed; --dry-run only says what it would.
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
    .option('--email <address>', 'every lead with this e-mail address, in any spelling of its inbox')
    .option('--opt-out', 'also add their phone numbers and e-mails to the do-not-contact list')
    .option('--dry-run', 'say what would be removed, change nothing')
    .option(
      '--vacuum-full',
      'PostgreSQL: rewrite the tables (VACUUM FULL) so no old bytes stay in their free space; locks them meanwhile, so new leads get 503 (run it off-hours)',
    )
    .option(
      '--data-dir <dir>',
      "another server's DATA_DIR whose leads.log to clean too (repeat for each)",
      (dir: string, dirs: string[]) => [...dirs, dir],
      [] as string[],
    )
    .option('--json', 'print the result as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const target = targetOf(options);
      const { DATA_DIR, FORM_TOKEN_SECRET, CONSENT_RETENTION_DAYS } = readRetentionEnv(env);
      const { result, dirs, reclaimed, kind } = await withDb(deps, async (db) => {
        const result = await deleteLeads(db, target, {
          optOut: options.optOut,
          dryRun: options.dryRun,
          source: 'cli delete',
          consentDays: CONSENT_RETENTION_DAYS,
          rateLimitSecret: await rateLimitSecret(db, FORM_TOKEN_SECRET),
          // The consent records' key: the same secret; on PGlite the server's file in DATA_DIR.
          consentKey:
            (await rateLimitSecret(db, FORM_TOKEN_SECRET)) ??
            (db.kind === 'pglite' ? await serverSecretFor(db, { secret: undefined, dataDir: DATA_DIR }) : undefined),
        });
        const dirs = dataDirsOf([DATA_DIR, ...options.dataDir], await registeredDataDirs(db));
        const removed = !options.dryRun && result.leads.length + (result.rateLimitRows ?? 0) > 0;
        // PostgreSQL: VACUUM FULL only when asked (it locks the leads table while it rewrites it,
        // and the intake answers 503 meanwhile); PGlite always rewrites (its server is stopped).
        const reclaimed = removed
          ? await reclaimDeletedRows(db, { full: options.vacuumFull, timeoutMs: maintenanceTimeoutMs })
          : undefined;
        return { result, dirs, reclaimed, kind: db.kind };
      });
      const ids = new Set(result.leads.map((lead) => lead.id));
      const log = { lines: 0, files: 0 };
      if (!options.dryRun && ids.size > 0) {
        for (const dir of dirs.cleaned) {
          const cleaned = await new LeadsLog({ dir }).remove(ids);
          log.lines += cleaned.lines;
          log.files += cleaned.files;
        }
      }
      if (options.json) {
        print(
          JSON.stringify({
            dryRun: options.dryRun,
            leads: result.leads.map((lead) => ({ id: lead.id, createdAt: lead.created_at, spam: lead.is_spam })),
            notifications: result.notifications,
            leadsLogLines: log.lines,
            dataDirsCleaned: dirs.cleaned,
            dataDirsNotCleaned: dirs.notCleaned,
            rateLimitRows: result.rateLimitRows ?? null,
            reclaimed: reclaimed?.steps ?? [],
            optedOut: result.optedOut,
            spellings: result.spellings,
            consentRecords: result.consentRecords,
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
      const logPart = options.dryRun
        ? `and their lines in leads.log in ${dirs.cleaned.join(', ')}`
        : `${log.lines} line(s) from leads.log in ${dirs.cleaned.join(', ')}`;
      // The embedded database keeps no rate-limit rows (its one process counts in memory).
      const limits = result.rateLimitRows !== undefined ? `, ${result.rateLimitRows} rate-limit row(s)` : '';
      const notSearched =
        result.rateLimitRows === undefined && kind === 'postgres'
          ? '; rate-limit rows not searched (their key, FORM_TOKEN_SECRET, is unknown here)'
          : '';
      if (!('id' in target) && target.email !== undefined && result.spellings.length > 0) {
        print(`e-mail matched by its inbox, spellings found: ${result.spellings.join(', ')}`);
      }
      print(
        `${options.dryRun ? 'dry run' : 'ok'}: ${verb} ${result.leads.length} lead(s), ${result.notifications} notification(s), ${logPart}${limits}${optOut}${notSearched}`,
      );
      if (reclaimed) print(`disk: ${reclaimed.steps.join('; ')}`);
      if (result.consentRecords > 0) {
        print(
          `${options.dryRun ? 'would keep' : 'kept'} ${result.consentRecords} consent record(s) apart (consent text, time, IP, browser, a keyed hash of the phone) for ${CONSENT_RETENTION_DAYS} days from the consent, as TCPA proof only`,
        );
      }
      for (const dir of dirs.notCleaned) {
        print(`NOT cleaned: leads.log in ${dir} (run leads delete there, or pass --data-dir)`);
      }
    });
}
