import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decisionsFolder, decisionsIndex, numberGaps, readDecisions } from '../../scripts/decisions-index';

/**
 * docs/decisions/README.md is the index of the decision records, written from them by
 * `npm run decisions:index`: a record added, retitled or given another status without running it
 * fails here, and so does a record without a status line under its title.
 */
const planted = mkdtempSync(join(tmpdir(), 'decisions-'));

afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('the decision records', () => {
  it('each have a title with their number and a status line', () => {
    const records = readDecisions();
    expect(records.length).toBeGreaterThan(40);
    for (const record of records) expect(record.status, record.file).toMatch(/^(accepted \(issues? |superseded by )/);
  });

  it('are listed in docs/decisions/README.md as the records now stand', () => {
    const index = readFileSync(join(decisionsFolder, 'README.md'), 'utf8');
    expect(index, 'run npm run decisions:index').toBe(decisionsIndex(readDecisions()));
  });

  it('refuses a record without a status line, naming it', () => {
    writeFileSync(join(planted, '0001-first.md'), '# 0001 First\n\nStatus: accepted (issue 1).\n');
    writeFileSync(join(planted, '0004-later.md'), '# 0004 Later\n\n## Context\n');
    expect(() => readDecisions(planted)).toThrow(/^0004-later\.md: the third line must be/);
  });

  it('names the numbers that have no record, as ranges', () => {
    writeFileSync(join(planted, '0004-later.md'), '# 0004 Later\n\nStatus: superseded by 0001.\n');
    const records = readDecisions(planted);
    expect(records.map((r) => [r.number, r.title, r.status])).toEqual([
      [1, 'First', 'accepted (issue 1)'],
      [4, 'Later', 'superseded by 0001'],
    ]);
    expect(numberGaps(records)).toEqual(['0002–0003']);
    expect(decisionsIndex(records)).toContain('| [0004](0004-later.md) | Later | superseded by 0001 |');
  });
});
