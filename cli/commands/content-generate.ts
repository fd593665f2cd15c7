import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { z } from 'zod';
import {
  applyPlan,
  type FileStatus,
  generateAll,
  type PlannedFile,
  placeData,
  planGeneration,
  today,
} from '../../content/generate/plan.server';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { citiesFile } from './cities-shared';

/**
 * `content generate`: writes the text of every state page (content/states/xx.md) and city page
 * (content/cities/xx/city.md) from the place facts. The plan and the apply are content's
 * (content/generate/plan.server.ts); this command reads the options, shows progress, prints one
 * line per file that changes and exits 1 for `--check` when a file is out of date.
 */

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface GenerateDeps {
  root: string;
  citiesFile: string;
  today: () => string;
  /** A progress bar when true (a terminal outside CI); plain lines otherwise. */
  interactive: boolean;
}

export const defaultGenerateDeps: GenerateDeps = {
  root: projectRoot,
  citiesFile,
  today: () => today(),
  interactive: Boolean(process.stderr.isTTY) && !process.env.CI,
};

const optionsSchema = z.object({
  check: z.boolean().default(false),
  dryRun: z.boolean().default(false),
});

const verbs: Record<FileStatus, string> = {
  created: 'create',
  updated: 'update',
  unchanged: 'keep',
  locked: 'skip (locked)',
  removed: 'delete',
  'kept-locked': 'keep (locked, no longer listed)',
};

export interface GenerateSummary {
  planned: PlannedFile[];
  counts: Record<FileStatus, number>;
}

/** Plans, and unless checking or dry-running, writes. Prints one line per file that changes. */
export function runContentGenerate(
  options: { check: boolean; dryRun: boolean },
  deps: GenerateDeps,
  print: (line: string) => void,
): GenerateSummary {
  const texts = generateAll(placeData(deps.citiesFile));
  const bar = deps.interactive
    ? new SingleBar({
        format: 'content generate [{bar}] {value}/{total} files',
        stream: process.stderr,
        hideCursor: true,
      })
    : undefined;
  bar?.start(texts.length, 0);
  const planned = planGeneration(texts, deps.root, deps.today(), (done) => bar?.update(done));
  bar?.stop();

  const counts = { created: 0, updated: 0, unchanged: 0, locked: 0, removed: 0, 'kept-locked': 0 } as Record<
    FileStatus,
    number
  >;
  for (const p of planned) counts[p.status]++;
  const changes = planned.filter((p) => p.status === 'created' || p.status === 'updated' || p.status === 'removed');
  const notes = planned.filter((p) => p.status === 'kept-locked');

  if (options.check) {
    for (const p of changes) print(`out of date: ${p.file} (would ${verbs[p.status]})`);
    for (const p of notes) print(`note: ${p.file} is locked but its place is no longer listed`);
    if (changes.length > 0) {
      throw new CliError(`${changes.length} generated file(s) out of date: run npm run cli -- content generate`);
    }
    print(`content generate --check: ${planned.length} files up to date (${counts.locked} locked)`);
    return { planned, counts };
  }

  const prefix = options.dryRun ? 'would ' : '';
  for (const p of changes) print(`${prefix}${verbs[p.status]} ${p.file}`);
  for (const p of notes) print(`note: ${p.file} is locked but its place is no longer listed; delete it by hand`);
  if (!options.dryRun) applyPlan(planned, deps.root);
  print(
    `content generate${options.dryRun ? ' --dry-run' : ''}: ${texts.length} pages: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.locked} locked, ${counts.removed} removed`,
  );
  return { planned, counts };
}

/** `content generate [--check] [--dry-run]` */
export function registerContentGenerate(
  content: Command,
  print: (line: string) => void,
  deps: GenerateDeps = defaultGenerateDeps,
): void {
  content
    .command('generate')
    .description('write the text of every state and city page (content/states, content/cities) from content/data')
    .option('--check', 'write nothing; exit 1 listing the files that are out of date (for CI)')
    .option('--dry-run', 'write nothing; list what would change')
    .action((raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      runContentGenerate(options, deps, print);
    });
}
