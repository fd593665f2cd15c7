import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * DATA_DIR holds personal data: the embedded database (names and phone numbers, in its tables
 * and its write-ahead log) and leads.log. It is the owner's alone: created 0700, refused at start
 * when group or others may enter it, and the embedded database's files are made owner-only
 * (files 0600, folders 0700) once it has opened them.
 */

/** DATA_DIR is open to group or others: `message` holds the `chmod` to run. */
export class DataDirPermissionsError extends Error {
  override name = 'DataDirPermissionsError';
  readonly dir: string;

  constructor(dir: string, mode: number) {
    super(
      `DATA_DIR ${dir} is open to group or others (mode ${(mode & 0o777).toString(8).padStart(4, '0')}); it holds ` +
        `personal data and must be the owner's alone. Run: chmod 700 ${shellQuote(dir)}`,
    );
    this.dir = dir;
  }
}

/** A path as one shell word: bare when it is plain, else in single quotes. */
function shellQuote(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}

/**
 * Creates DATA_DIR (and any missing parents) with mode 0700, or checks that an existing one is
 * closed to group and others. Returns its absolute path; throws `DataDirPermissionsError`.
 */
export function ensurePrivateDir(dataDir: string): string {
  const dir = resolve(dataDir);
  let created = false;
  try {
    created = mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  // The umask may have taken bits away, never added: set it exactly on a folder of ours.
  if (created) chmodSync(dir, 0o700);
  const stats = lstatSync(dir);
  if (!stats.isDirectory()) throw new Error(`DATA_DIR ${dir} is not a directory`);
  if ((stats.mode & 0o077) !== 0) throw new DataDirPermissionsError(dir, stats.mode);
  return dir;
}

/**
 * Makes everything below `dir` owner-only: files 0600, folders 0700 (symbolic links are left
 * alone). Returns the number of entries changed. Iterative: no depth limit, no recursion.
 */
export function restrictTree(dir: string): number {
  let changed = 0;
  const pending = [resolve(dir)];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') continue; // removed meanwhile
      throw error;
    }
    if (stats.isSymbolicLink()) continue;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      changed++;
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return changed;
}
