import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LeadsLog, leadsLogName } from './leads-log';

const root = mkdtempSync(join(tmpdir(), 'leads-log-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
const folder = () => join(root, `d${++folders}`);

const entry = (leadId: string, createdAt = '2026-11-20T10:00:00.000Z') => ({ leadId, createdAt, name: 'Mary' });

/** Every line of every file in the folder, oldest file first (rotated ones, then leads.log). */
function allLines(dir: string): string[] {
  const names = readdirSync(dir)
    .filter((name) => name.startsWith(leadsLogName))
    .sort((a, b) => (a === leadsLogName ? 1 : b === leadsLogName ? -1 : a.localeCompare(b)));
  return names.flatMap((name) =>
    readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
}

const idsIn = (dir: string) => allLines(dir).map((line) => (JSON.parse(line) as { leadId: string }).leadId);

describe('LeadsLog', () => {
  it('writes appends sent together in their order, each lead once, after a line cut by a crash', async () => {
    const dir = folder();
    const log = new LeadsLog({ dir });
    expect(await log.append(entry('a'))).toBe('written');
    // A crash cut the next line: what comes after starts on a line of its own.
    appendFileSync(join(dir, leadsLogName), '{"leadId":"cut","crea');
    const outcomes = await Promise.all(['b', 'c', 'a', 'b', 'd', 'e'].map((id) => log.append(entry(id))));
    expect(outcomes).toEqual(['written', 'written', 'already written', 'already written', 'written', 'written']);
    const lines = readFileSync(join(dir, leadsLogName), 'utf8').split('\n');
    expect(lines[1]).toBe('{"leadId":"cut","crea');
    const ids = lines
      .filter((line, i) => i !== 1 && line !== '')
      .map((line) => (JSON.parse(line) as { leadId: string }).leadId);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Another instance finds them all.
    const other = new LeadsLog({ dir });
    expect(await Promise.all(['c', 'e', 'f'].map((id) => other.append(entry(id))))).toEqual([
      'already written',
      'already written',
      'written',
    ]);
  });

  it('writes a lead once, across instances, and after a line cut by a crash', async () => {
    const dir = folder();
    const log = new LeadsLog({ dir });
    expect(await log.append(entry('a'))).toBe('written');
    expect(await log.append(entry('a'))).toBe('already written');
    // Another process (or this one after a restart) sees the id in the file.
    const other = new LeadsLog({ dir });
    expect(await other.append(entry('a'))).toBe('already written');
    expect(await other.append(entry('b'))).toBe('written');
    // The first instance reads what the other appended since (only the new bytes).
    expect(await log.append(entry('b'))).toBe('already written');
    // A SIGKILL in the middle of a write leaves half a line: the next line starts on its own.
    appendFileSync(join(dir, leadsLogName), '{"leadId":"c","creat');
    expect(await log.append(entry('d'))).toBe('written');
    expect(readFileSync(join(dir, leadsLogName), 'utf8').split('\n')).toEqual([
      JSON.stringify(entry('a')),
      JSON.stringify(entry('b')),
      '{"leadId":"c","creat',
      JSON.stringify(entry('d')),
      '',
    ]);
    expect(statSync(join(dir, leadsLogName)).mode & 0o777).toBe(0o600);
  });

  it('appends concurrent deliveries of one process one after the other, each lead once', async () => {
    const dir = folder();
    const log = new LeadsLog({ dir });
    const ids = Array.from({ length: 20 }, (_, i) => `lead-${i % 10}`);
    const outcomes = await Promise.all(ids.map((id) => log.append(entry(id))));
    expect(outcomes.filter((o) => o === 'written')).toHaveLength(10);
    expect(idsIn(dir).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `lead-${i}`).sort());
  });

  it('rotates by size, keeps the newest files, and still knows the ids of rotated files', async () => {
    const dir = folder();
    const log = new LeadsLog({ dir, maxBytes: 1024, keep: 2 });
    const line = JSON.stringify(entry('x-000'));
    const perFile = Math.ceil(1024 / (line.length + 1));
    const total = perFile * 4;
    for (let i = 0; i < total; i++) await log.append(entry(`x-${String(i).padStart(3, '0')}`));
    const rotated = await log.rotatedFiles();
    expect(rotated).toHaveLength(2);
    for (const name of [...rotated, leadsLogName])
      expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(1024 + line.length);
    // The ids of the newest rotated file are known after a restart: no second line for them.
    const kept = idsIn(dir);
    const restarted = new LeadsLog({ dir, maxBytes: 1024, keep: 2 });
    for (const id of kept) expect(await restarted.append(entry(id))).toBe('already written');
    const after = idsIn(dir);
    expect(new Set(after).size).toBe(after.length);
    expect(after.every((id) => kept.includes(id))).toBe(true);
  });

  it('rotates when the day changes', async () => {
    const dir = folder();
    let now = new Date('2026-11-22T23:59:00Z');
    const log = new LeadsLog({ dir, now: () => now });
    await log.append(entry('yesterday'));
    utimesSync(join(dir, leadsLogName), now, now);
    now = new Date('2026-11-23T00:01:00Z');
    await log.append(entry('today'));
    const rotated = await log.rotatedFiles();
    expect(rotated).toHaveLength(1);
    expect(rotated[0]).toMatch(/^leads\.log\.20261123T000100000Z\.[0-9a-f]{8}$/);
    expect(readFileSync(join(dir, rotated[0] ?? ''), 'utf8')).toContain('"yesterday"');
    expect(readFileSync(join(dir, leadsLogName), 'utf8')).toBe(`${JSON.stringify(entry('today'))}\n`);
  });

  it('purge removes the lines of leads created before the cutoff, from every file', async () => {
    const dir = folder();
    const log = new LeadsLog({ dir, maxBytes: 512 });
    for (let i = 0; i < 30; i++) {
      const created = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString();
      await log.append(entry(`p-${i}`, created));
    }
    const before = (await log.rotatedFiles()).length;
    expect(before).toBeGreaterThan(1);
    const result = await log.purge(new Date(Date.UTC(2026, 0, 21)));
    expect(result.lines).toBe(20);
    expect(result.files).toBeGreaterThan(0);
    expect(idsIn(dir)).toEqual(Array.from({ length: 10 }, (_, i) => `p-${i + 20}`));
    for (const name of await log.rotatedFiles()) expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
    // Nothing left to purge: nothing changes.
    expect(await log.purge(new Date(Date.UTC(2026, 0, 21)))).toEqual({ lines: 0, files: 0 });
    // Appending goes on in leads.log, each lead once.
    expect(await log.append(entry('p-29'))).toBe('already written');
    expect(await log.append(entry('new'))).toBe('written');
  });

  it('remove takes out the lines of deleted leads, leads.log included', async () => {
    const dir = folder();
    const log = new LeadsLog({ dir });
    for (const id of ['keep-1', 'gone-1', 'keep-2', 'gone-2']) await log.append(entry(id));
    expect(await log.remove(new Set(['gone-1', 'gone-2']))).toEqual({ lines: 2, files: 0 });
    expect(idsIn(dir)).toEqual(['keep-1', 'keep-2']);
    expect(allLines(dir).join('\n')).not.toContain('gone');
    expect(await log.remove(new Set(['keep-1', 'keep-2']))).toEqual({ lines: 2, files: 1 });
    expect(idsIn(dir)).toEqual([]);
  });

  it('does nothing in a folder that has no log yet', async () => {
    const log = new LeadsLog({ dir: folder() });
    expect(await log.purge(new Date())).toEqual({ lines: 0, files: 0 });
    expect(await log.remove(new Set(['x']))).toEqual({ lines: 0, files: 0 });
    expect(await log.rotatedFiles()).toEqual([]);
  });
});
