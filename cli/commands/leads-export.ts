import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { csvColumns, type LeadRow } from '../../server/leads/columns';
import { listLeads } from '../../server/leads/queries';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, sinceSchema, withDb } from './leads-shared';

const optionsSchema = z.object({
  format: z.enum(['csv'], { message: '--format must be csv' }),
  since: sinceSchema.optional(),
  out: z.string().min(1).optional(),
  includeSpam: z.boolean().default(false),
});

/**
 * A value a spreadsheet may read as a formula or a command: one that starts with = + - @ | tab or
 * CR, after any leading white space (spreadsheets skip it), or that holds a semicolon (a
 * spreadsheet that splits on ";" would start a new cell there, e.g. `Bob;=1+1`). One character
 * class and one `*` run: linear time on any input.
 */
const dangerous = /^\s*[=+\-@\t\r|]/;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: every cell is quoted (quotes doubled),
 * so a comma, semicolon, tab or line break never splits it, and a value that could run as a
 * formula (see `dangerous`, or holding `;`) gets a leading `'`, which spreadsheets take as "this
 * is text" and do not show. The value itself is otherwise kept as it was.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  if (dangerous.test(text) || text.includes(';')) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** RFC 4180 CSV: a header row, CRLF line ends (the last line ends too). */
export function toCsv(rows: readonly LeadRow[]): string {
  const lines = [
    csvColumns.map(csvCell).join(','),
    ...rows.map((row) => csvColumns.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.map((line) => `${line}\r\n`).join('')}`;
}

/**
 * Writes `text` to `path` readable by its owner only (0600), whatever was there: a new file beside
 * it (created 0600, never following a link) renamed over it, so an existing 0644 file is replaced,
 * not rewritten in place with its old mode, and a symbolic link at `path` is replaced by the file
 * instead of being followed to wherever it points.
 */
export async function writePrivateFile(path: string, text: string): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
    await chmod(temporary, 0o600);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** `leads export --format csv`: the leads as CSV, to stdout or --out (written with mode 0600). */
export function registerLeadsExport(leads: Command, print: (line: string) => void, deps: DbDeps = envDbDeps): void {
  leads
    .command('export')
    .description('export stored leads as CSV, safe to open in a spreadsheet (PGlite: stop the server first)')
    .requiredOption('--format <format>', 'the file format: csv')
    .option('--since <date>', 'only leads from this date/time on (2026-03-01, 2026-03-01T09:00Z) or age (7d, 24h)')
    .option('--out <file>', 'write to this file instead of stdout')
    .option('--include-spam', 'include leads flagged as spam')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const rows = await withDb(deps, (db) =>
        listLeads(db, { since: options.since, includeSpam: options.includeSpam }),
      );
      const csv = toCsv(rows);
      if (!options.out) {
        print(csv.replace(/\r\n$/, ''));
        return;
      }
      try {
        await writePrivateFile(options.out, csv);
      } catch (error) {
        throw new CliError(`Cannot write ${options.out}: ${(error as Error).message}`);
      }
      print(`ok: wrote ${rows.length} lead(s) to ${options.out}`);
    });
}
