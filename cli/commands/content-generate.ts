import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import matter from 'gray-matter';
import { z } from 'zod';
import { placeId } from '#core/place-naming';
import { type PlaceFactsSource, placeFactsOf } from '../../content/data/place-pages';
import { cityFrontMatterSchema, stateFrontMatterSchema } from '../../content/data/schemas';
import { states } from '../../content/data/states';
import { cityText } from '../../content/generate/city-text';
import type { GeneratedText } from '../../content/generate/places';
import { stateText } from '../../content/generate/state-text';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { citiesFile, readCities } from './cities-shared';

/**
 * `content generate`: writes the text of every state page (content/states/xx.md) and city page
 * (content/cities/xx/city.md) from content/data. Deterministic: the same data gives the same
 * bytes. `last_updated` is kept while a file's words stay the same and set to today when they
 * change. The front matter records only the page's id and that date: the facts the text states
 * (cost, regulator, neighbours, description) have one record, content/data, which the build
 * reads too. Files whose front matter says `locked: true` are never touched. Files of cities no
 * longer listed are deleted (unless locked).
 */

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export type FileStatus = 'created' | 'updated' | 'unchanged' | 'locked' | 'removed' | 'kept-locked';

export interface PlannedFile {
  /** Relative to the project root, with forward slashes. */
  file: string;
  status: FileStatus;
  /** The new content, for created and updated files. */
  content?: string;
}

/** The real inputs: the facts of every state and of the cities of the cities file. */
export function placeData(citiesPath = citiesFile): PlaceFactsSource {
  return placeFactsOf(readCities(citiesPath));
}

/** Every generated text, states first, then cities in the list's order. */
export function generateAll(data: PlaceFactsSource): Array<GeneratedText<Record<string, unknown>>> {
  return [
    ...states.map((state) => stateText(data.state(state.code)) as GeneratedText<Record<string, unknown>>),
    ...data.cities.map(
      (city) => cityText(data.city(placeId(city.state, city.name))) as GeneratedText<Record<string, unknown>>,
    ),
  ];
}

/** The file's bytes: gray-matter front matter (the id, then last_updated), then the text. */
export function renderFile(text: GeneratedText<Record<string, unknown>>, lastUpdated: string): string {
  const ordered: Record<string, unknown> = { ...text.frontmatter, last_updated: lastUpdated };
  const schema = text.file.startsWith('content/cities/') ? cityFrontMatterSchema : stateFrontMatterSchema;
  const checked = schema.safeParse(ordered);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new CliError(`${text.file}: generated front matter ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return matter.stringify(text.body, ordered, { lineWidth: -1 } as matter.GrayMatterOption<string, never>);
}

/** The text of a file without its front matter. */
const bodyOf = (source: string): string => matter(source).content;

/** YYYY-MM-DD of a date value gray-matter may have read as a string or a Date. */
function dayOf(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return undefined;
}

function readExisting(path: string): { source: string; data: Record<string, unknown> } | undefined {
  if (!existsSync(path)) return undefined;
  const source = readFileSync(path, 'utf8');
  try {
    // gray-matter caches its result by content: copy the data so that nobody changes the cached object.
    return { source, data: { ...(matter(source).data as Record<string, unknown>) } };
  } catch {
    return { source, data: {} };
  }
}

/** Generated markdown files on disk (content/states/*.md, content/cities/*\/*.md), relative paths. */
export function listGeneratedFiles(root: string): string[] {
  const out: string[] = [];
  const statesDir = join(root, 'content', 'states');
  if (existsSync(statesDir)) {
    for (const name of readdirSync(statesDir)) if (name.endsWith('.md')) out.push(`content/states/${name}`);
  }
  const citiesDir = join(root, 'content', 'cities');
  if (existsSync(citiesDir)) {
    for (const state of readdirSync(citiesDir, { withFileTypes: true })) {
      if (!state.isDirectory()) continue;
      for (const name of readdirSync(join(citiesDir, state.name))) {
        if (name.endsWith('.md')) out.push(`content/cities/${state.name}/${name}`);
      }
    }
  }
  return out.sort();
}

/** What generating would do to each file, without touching the disk. */
export function planGeneration(
  texts: ReadonlyArray<GeneratedText<Record<string, unknown>>>,
  root: string,
  today: string,
  onProgress: (done: number) => void = () => {},
): PlannedFile[] {
  const planned: PlannedFile[] = [];
  const wanted = new Set<string>();
  texts.forEach((text, i) => {
    wanted.add(text.file);
    const existing = readExisting(join(root, text.file));
    if (existing?.data.locked === true) {
      planned.push({ file: text.file, status: 'locked' });
    } else if (!existing) {
      planned.push({ file: text.file, status: 'created', content: renderFile(text, today) });
    } else {
      // The date moves only when the words change: a change of the front matter alone keeps it.
      const kept = dayOf(existing.data.last_updated);
      const keptContent = kept === undefined ? undefined : renderFile(text, kept);
      if (keptContent === existing.source) {
        planned.push({ file: text.file, status: 'unchanged' });
      } else {
        const sameWords = keptContent !== undefined && bodyOf(keptContent) === bodyOf(existing.source);
        planned.push({
          file: text.file,
          status: 'updated',
          content: sameWords ? keptContent : renderFile(text, today),
        });
      }
    }
    onProgress(i + 1);
  });
  for (const file of listGeneratedFiles(root)) {
    if (wanted.has(file)) continue;
    const existing = readExisting(join(root, file));
    planned.push({ file, status: existing?.data.locked === true ? 'kept-locked' : 'removed' });
  }
  return planned;
}

export function applyPlan(planned: readonly PlannedFile[], root: string): void {
  for (const p of planned) {
    const path = join(root, ...p.file.split('/'));
    if ((p.status === 'created' || p.status === 'updated') && p.content !== undefined) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, p.content);
    } else if (p.status === 'removed') {
      rmSync(path);
    }
  }
}

/** Today as YYYY-MM-DD (UTC); SOURCE_DATE_EPOCH (seconds) fixes it for reproducible runs. */
export function today(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  const date = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
  return date.toISOString().slice(0, 10);
}

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
