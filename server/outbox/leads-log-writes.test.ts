import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Counts the writes to leads.log; the file system does the rest as always.
const writes = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    appendFile: (...args: Parameters<typeof fs.appendFile>) => {
      writes.count++;
      return fs.appendFile(...args);
    },
  };
});

const { LeadsLog, leadsLogName } = await import('./leads-log');

const root = mkdtempSync(join(tmpdir(), 'leads-log-writes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LeadsLog writes', () => {
  it('writes the appends that wait together in one write, and a lone append in its own', async () => {
    const log = new LeadsLog({ dir: join(root, 'a') });
    writes.count = 0;
    const ids = Array.from({ length: 10 }, (_, i) => `lead-${i}`);
    expect(await Promise.all(ids.map((leadId) => log.append({ leadId })))).toEqual(ids.map(() => 'written'));
    expect(writes.count).toBe(1);
    for (const leadId of ['x', 'y']) await log.append({ leadId });
    expect(writes.count).toBe(3);
    const lines = readFileSync(join(root, 'a', leadsLogName), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { leadId: string }).leadId)).toEqual([...ids, 'x', 'y']);
  });
});
