import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isoDay } from '#core/format';
import type { PlanRecord } from '#core/pricing/plan.schema';

/**
 * Where the agency's rate books live (content/data/rate-books): one JSON plan record per book and
 * the index.ts that lists them, both written only by `plans import`. The tests point `dir` at a
 * temporary folder.
 */
export interface PlansDeps {
  dir: string;
  /** Today's date, YYYY-MM-DD (the day a book is loaded). */
  today: () => string;
}

export const defaultPlansDeps: PlansDeps = {
  // RATE_BOOKS_DIR: another folder of books (the browser test's example books; see vite.config.ts).
  dir: process.env.RATE_BOOKS_DIR
    ? resolve(process.env.RATE_BOOKS_DIR)
    : resolve(fileURLToPath(new URL('../../content/data/rate-books', import.meta.url))),
  today: () => isoDay(),
};

export const bookFile = (dir: string, id: string) => join(dir, `${id}.json`);

/** The book stored for a plan id, or null. */
export function readStoredBook(dir: string, id: string): PlanRecord | null {
  const file = bookFile(dir, id);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlanRecord) : null;
}

/** index.ts for the JSON books in `dir`, in file-name order (so the same books give the same file). */
export function indexText(files: readonly string[]): string {
  const names = [...files].sort();
  const imports = names.map((f, i) => `import book${i} from './${f}' with { type: 'json' };\n`).join('');
  const list = names.map((_, i) => `book${i} as PlanRecord`).join(', ');
  return `// Written by \`npm run cli -- plans import\`: the agency's rate books, one JSON file each (see
// "Loading a rate book" in docs/operations.md). Do not edit by hand.
import type { PlanRecord } from '#core/pricing/plan.schema';
${imports}
export const rateBooks: readonly PlanRecord[] = [${list}];
`;
}

/** Writes a file whole or not at all (a temporary file renamed over it). */
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Stores a book and rewrites the index. */
export function storeBook(dir: string, plan: PlanRecord): void {
  mkdirSync(dir, { recursive: true });
  writeWhole(bookFile(dir, plan.id), `${JSON.stringify(plan, null, 2)}\n`);
  const books = readdirSync(dir).filter((f) => f.endsWith('.json'));
  writeWhole(join(dir, 'index.ts'), indexText(books));
}
