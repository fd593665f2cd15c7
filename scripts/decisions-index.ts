import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isEntry } from './entry';

/**
 * docs/decisions/README.md, the index of the decision records, is written from the records
 * themselves: number, title and the status line under each title. `npm run decisions:index`
 * writes it; tests/unit/decisions-index.test.ts fails when it is stale or a record has no status.
 */

export const decisionsFolder = resolve(import.meta.dirname, '../docs/decisions');

export interface DecisionRecord {
  number: number;
  file: string;
  title: string;
  /** The status line's text without `Status: ` and the final full stop. */
  status: string;
}

const recordName = /^(\d{4})-[\w-]+\.md$/;
const statusLine = /^Status: ((?:accepted|superseded by \d{4})[^\n]*)\.$/;

/** Reads every record of the folder, in number order; throws naming a record that breaks the form. */
export function readDecisions(folder = decisionsFolder): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => recordName.test(file))
    .sort()
    .map((file) => {
      const [heading = '', blank, status = ''] = readFileSync(join(folder, file), 'utf8').split('\n');
      const number = Number(file.slice(0, 4));
      const title = /^# (\d{4}):? (.+)$/.exec(heading);
      if (!title || Number(title[1]) !== number) {
        throw new Error(`${file}: the first line must be "# ${file.slice(0, 4)} <title>"`);
      }
      const found = statusLine.exec(status);
      if (blank !== '' || !found) {
        throw new Error(
          `${file}: the third line must be "Status: accepted (issue N)." or "Status: superseded by NNNN."`,
        );
      }
      return { number, file, title: title[2] ?? '', status: found[1] ?? '' };
    });
}

const pad = (n: number) => String(n).padStart(4, '0');

/** The numbers below the highest record that no record has, as ranges ("0017", "0036–0039"). */
export function numberGaps(records: readonly DecisionRecord[]): string[] {
  const taken = new Set(records.map((r) => r.number));
  const gaps: string[] = [];
  let start = 0;
  const highest = Math.max(0, ...taken);
  for (let n = 1; n <= highest + 1; n++) {
    if (!taken.has(n) && n <= highest) {
      if (!start) start = n;
    } else if (start) {
      gaps.push(start === n - 1 ? pad(start) : `${pad(start)}–${pad(n - 1)}`);
      start = 0;
    }
  }
  return gaps;
}

/** The index as markdown. */
export function decisionsIndex(records: readonly DecisionRecord[]): string {
  const rows = records.map(
    (r) => `| [${pad(r.number)}](${r.file}) | ${r.title.replaceAll('|', '\\|')} | ${r.status} |`,
  );
  const gaps = numberGaps(records);
  return [
    '# Decision records',
    '',
    'Each record is one decision: its context, the decision and its consequences. The line under',
    'its title says whether it stands (`accepted`, with the issue it came from, and `amended by`',
    'a later record that changes part of it) or was overruled (`superseded by` the record that',
    'replaced it); a decision that overrules another gets a new number. This index is written from',
    'the records by `npm run decisions:index`, and a test fails when it is out of date.',
    '',
    '| number | title | status |',
    '|---|---|---|',
    ...rows,
    '',
    gaps.length > 0 ? `Numbers with no record: ${gaps.join(', ')}.` : 'Every number up to the highest has a record.',
    '',
  ].join('\n');
}

if (isEntry(import.meta.url)) {
  writeFileSync(join(decisionsFolder, 'README.md'), decisionsIndex(readDecisions()));
  console.log(`docs/decisions/README.md: ${readDecisions().length} records`);
}
