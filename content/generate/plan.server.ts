import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import matter from 'gray-matter';
import { placeId } from '#core/place-naming';
import { cityFrontMatterSchema, stateFrontMatterSchema } from '../data/schemas';
import { states } from '../data/states';
import { citiesJsonFile, readCitiesJson } from '../places/cities-file.server';
import { type PlaceFactsSource, placeFactsOf } from '../places/place-pages';
import { cityText } from './city-text';
import { type GeneratedText, generatedDirs } from './places';
import { stateText } from './state-text';

/**
 * The plan and the apply of `content generate` (cli/commands/content-generate.ts prints and asks):
 * the text of every state page and city page from the place facts, compared with the files on
 * disk. Deterministic: the same data gives the same bytes. `last_updated` is kept while a file's
 * words stay the same and set to today when they change. The front matter records only the page's
 * id and that date: the facts the text states have one record, the place facts, which the build
 * reads too. Files whose front matter says `locked: true` are never touched. Files of places no
 * longer listed are planned for deletion (unless locked). Node-only.
 */

export type FileStatus = 'created' | 'updated' | 'unchanged' | 'locked' | 'removed' | 'kept-locked';

export interface PlannedFile {
  /** Relative to the project root, with forward slashes. */
  file: string;
  status: FileStatus;
  /** The new content, for created and updated files. */
  content?: string;
}

/** The real inputs: the facts of every state and of the cities of the cities file. */
export function placeData(citiesPath = citiesJsonFile): PlaceFactsSource {
  return placeFactsOf(readCitiesJson(citiesPath));
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
  const schema = text.file.startsWith(`${generatedDirs.cities}/`) ? cityFrontMatterSchema : stateFrontMatterSchema;
  const checked = schema.safeParse(ordered);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`${text.file}: generated front matter ${issue?.path.join('.')}: ${issue?.message}`);
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
  const statesDir = join(root, ...generatedDirs.states.split('/'));
  if (existsSync(statesDir)) {
    for (const name of readdirSync(statesDir)) if (name.endsWith('.md')) out.push(`${generatedDirs.states}/${name}`);
  }
  const citiesDir = join(root, ...generatedDirs.cities.split('/'));
  if (existsSync(citiesDir)) {
    for (const state of readdirSync(citiesDir, { withFileTypes: true })) {
      if (!state.isDirectory()) continue;
      for (const name of readdirSync(join(citiesDir, state.name))) {
        if (name.endsWith('.md')) out.push(`${generatedDirs.cities}/${state.name}/${name}`);
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
