import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The embedded database's folder is used by another live process. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly pid: number;

  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}, probably the server). ` +
        'PGlite can only be opened by one process at a time: stop the server first, or set DATABASE_URL to use PostgreSQL.',
    );
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * Takes `path` as a lock file holding this process's pid, exclusively created. A lock left by a
 * process that is gone (killed) is taken over; one held by a live process throws
 * `DataDirLockedError`. Returns the function that releases it.
 */
export function acquireLockFile(path: string, dir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(path, { force: true });
      };
      // Also on process.exit() without a close (the file would otherwise look stale but present).
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    let pid = Number.NaN;
    try {
      pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    } catch {
      // Removed meanwhile: try again.
    }
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirLockedError(dir, pid);
    }
    if (pid === process.pid) throw new DataDirLockedError(dir, pid);
    rmSync(path, { force: true }); // stale: its process is gone
  }
  throw new Error(`Cannot take the lock file ${path}`);
}
