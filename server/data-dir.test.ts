import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirPermissionsError, ensurePrivateDir, restrictTree } from './data-dir';
import { createPgliteDb } from './db/pglite';

const root = mkdtempSync(join(tmpdir(), 'data-dir-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file and folder below dir (dir itself included), with its mode. */
function modes(dir: string): Array<{ path: string; dir: boolean; mode: number }> {
  const out = [{ path: dir, dir: true, mode: modeOf(dir) }];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink()) out.push({ path, dir: entry.isDirectory(), mode: modeOf(path) });
  }
  return out;
}

describe('ensurePrivateDir', () => {
  it('creates DATA_DIR and its missing parents 0700, whatever the umask', () => {
    const dir = join(root, 'new', 'data');
    const previous = process.umask(0o000);
    try {
      expect(ensurePrivateDir(dir)).toBe(dir);
    } finally {
      process.umask(previous);
    }
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(root, 'new'))).toBe(0o700);
  });

  it('accepts an existing owner-only DATA_DIR', () => {
    const dir = join(root, 'private');
    mkdirSync(dir, { mode: 0o700 });
    expect(ensurePrivateDir(dir)).toBe(dir);
  });

  it.each([0o755, 0o750, 0o705, 0o701, 0o770])('refuses a DATA_DIR of mode %o, printing the chmod to run', (mode) => {
    const dir = join(root, `open-${mode.toString(8)}`);
    mkdirSync(dir);
    chmodSync(dir, mode);
    expect(() => ensurePrivateDir(dir)).toThrow(DataDirPermissionsError);
    expect(() => ensurePrivateDir(dir)).toThrow(`Run: chmod 700 ${dir}`);
    expect(modeOf(dir)).toBe(mode); // told, not changed
  });

  it('quotes a path with spaces in the chmod command', () => {
    const dir = join(root, "my data's dir");
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    expect(() => ensurePrivateDir(dir)).toThrow(`Run: chmod 700 '${join(root, "my data'\\''s dir")}'`);
  });
});

describe('restrictTree', () => {
  it('makes files 0600 and folders 0700, leaving symbolic links alone', () => {
    const dir = join(root, 'tree');
    mkdirSync(join(dir, 'a', 'b'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, 'a', 'b', 'wal'), 'names and phones', { mode: 0o666 });
    writeFileSync(join(dir, 'top'), 'x', { mode: 0o644 });
    chmodSync(join(dir, 'a', 'b', 'wal'), 0o666);
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, 'link'));
    expect(restrictTree(dir)).toBeGreaterThan(0);
    for (const entry of modes(dir)) expect(entry.mode, entry.path).toBe(entry.dir ? 0o700 : 0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(restrictTree(dir)).toBe(0);
  });
});

describe('the embedded database', () => {
  it('refuses to open in a DATA_DIR open to others', async () => {
    const dir = join(root, 'pglite-open');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    await expect(createPgliteDb({ dataDir: dir, timeoutMs: 5000 })).rejects.toThrow(/chmod 700/);
  });

  it('leaves every file owner-only once open (its write-ahead log included)', async () => {
    const dir = join(root, 'pglite');
    const previous = process.umask(0o022);
    try {
      const db = await createPgliteDb({ dataDir: dir, timeoutMs: 30_000 });
      await db.close();
    } finally {
      process.umask(previous);
    }
    const entries = modes(dir);
    expect(entries.some((entry) => entry.path.includes('pg_wal'))).toBe(true);
    const open = entries.filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600));
    expect(open.slice(0, 5)).toEqual([]);
  }, 120_000);
});
