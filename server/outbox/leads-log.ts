import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The file the `log` channel appends to, inside DATA_DIR. */
export const leadsLogName = 'leads.log';

/** Rotated files: leads.log.<UTC time of the rotation, digits only>.<random>, so names sort by age. */
const rotatedName = /^leads\.log\.\d{8}T\d{9}Z\.[0-9a-f]{8}$/;

export interface LeadsLogOptions {
  /** DATA_DIR. */
  dir: string;
  /** LEADS_LOG_MAX_BYTES: leads.log rotates once it holds this many bytes. Default 10 MiB. */
  maxBytes?: number;
  /** LEADS_LOG_KEEP: rotated files kept; older ones are deleted at rotation. Default 30. */
  keep?: number;
  /** The clock (tests). */
  now?: () => Date;
}

/** What `purge` and `remove` took out. */
export interface LogCleanup {
  /** Lines removed. */
  lines: number;
  /** Files deleted because nothing was left in them. */
  files: number;
}

/** One line of leads.log as far as this module reads it: the lead id and when the lead came in. */
interface Entry {
  leadId?: unknown;
  createdAt?: unknown;
}

function parseLine(line: string): Entry | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Entry) : undefined;
  } catch {
    return undefined;
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

/**
 * DATA_DIR/leads.log, the `log` channel's file (one JSON line per lead, mode 0600), with:
 *
 * - **No lead written twice.** Before appending, the lead id is looked up in an index of the ids
 *   the files hold. The index is built from the files themselves (leads.log and the rotated files)
 *   the first time, then kept current by reading only the bytes appended since (by any process),
 *   so a restart, or a SIGKILL between writing a line and recording the job as delivered, finds
 *   the id in the file and does not write it again. Appends of one process are serialized.
 * - **Rotation** by size (`maxBytes`) or day: before an append, a leads.log last written on an
 *   earlier UTC day, or grown past `maxBytes`, is renamed leads.log.<time>.<random>; only the
 *   newest `keep` rotated files are kept.
 * - **Retention**: `purge(cutoff)` removes every line of a lead created before the cutoff (a file
 *   left empty is deleted), and `remove(ids)` the lines of deleted leads. leads.log itself is
 *   rotated first, so that appends go to a fresh file while the old one is rewritten (through a
 *   temporary file and a rename).
 */
export class LeadsLog {
  readonly dir: string;
  readonly file: string;
  readonly #maxBytes: number;
  readonly #keep: number;
  readonly #now: () => Date;
  #queue: Promise<unknown> = Promise.resolve();
  /** Appends waiting in the order they came; taken when this process's turn comes, not before. */
  #waiting: Array<{
    payload: { leadId: string; createdAt?: string };
    resolve: (outcome: 'written' | 'already written') => void;
    reject: (error: unknown) => void;
  }> = [];
  /** The lead ids in the files; undefined until first needed. */
  #ids: Set<string> | undefined;
  /**
   * How far leads.log has been read into the index: its inode (0: a file this process started by
   * rotating, read from its start), the offset after the last whole line, and whether the file
   * ends with a newline (a line cut by a crash gets one before the next line).
   */
  #read = { ino: 0, offset: 0, newline: true };

  constructor(options: LeadsLogOptions) {
    this.dir = resolve(options.dir);
    this.file = join(this.dir, leadsLogName);
    this.#maxBytes = options.maxBytes ?? 10_485_760;
    this.#keep = options.keep ?? 30;
    this.#now = options.now ?? (() => new Date());
  }

  /** Runs `task` after the ones queued before it (one process never interleaves its own work). */
  #serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => {});
    return run;
  }

  /**
   * Appends the lead's line unless one of the files already holds its id. Appends that wait
   * behind this process's earlier work are written together: one rotation check, one index update
   * and one write for all of them (the worker delivers its claimed jobs at once), each answered
   * as if written alone, in the order they came.
   */
  append(payload: { leadId: string; createdAt?: string }): Promise<'written' | 'already written'> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ payload, resolve, reject });
      if (this.#waiting.length === 1) void this.#serialize(() => this.#appendWaiting());
    });
  }

  async #appendWaiting(): Promise<void> {
    const appends = this.#waiting;
    this.#waiting = [];
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await this.#rotateIfDue();
      const ids = await this.#index();
      // Each lead's line, once, in the order the appends came.
      const lines = new Map<string, string>();
      const decided = appends.map((append) => {
        const { leadId } = append.payload;
        if (ids.has(leadId) || lines.has(leadId)) return { ...append, outcome: 'already written' as const };
        lines.set(leadId, JSON.stringify(append.payload));
        return { ...append, outcome: 'written' as const };
      });
      if (lines.size > 0) {
        await appendFile(this.file, `${this.#read.newline ? '' : '\n'}${[...lines.values()].join('\n')}\n`, {
          mode: 0o600,
        });
        for (const id of lines.keys()) ids.add(id);
      }
      for (const { resolve, outcome } of decided) resolve(outcome);
    } catch (error) {
      for (const { reject } of appends) reject(error);
    }
  }

  /** Removes the lines of leads created before `cutoff`, in every file. */
  purge(cutoff: Date): Promise<LogCleanup> {
    const limit = cutoff.getTime();
    return this.#rewriteAll((entry) => {
      const created = typeof entry?.createdAt === 'string' ? Date.parse(entry.createdAt) : Number.NaN;
      return !Number.isNaN(created) && created >= limit;
    });
  }

  /** Removes the lines of these leads, in every file. */
  remove(leadIds: ReadonlySet<string>): Promise<LogCleanup> {
    return this.#rewriteAll((entry) => !(typeof entry?.leadId === 'string' && leadIds.has(entry.leadId)));
  }

  /** The rotated files, oldest first. */
  async rotatedFiles(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => rotatedName.test(name)).sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async #rotateIfDue(): Promise<void> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(this.file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (info.size === 0) return;
    if (info.size < this.#maxBytes && utcDay(info.mtime) === utcDay(this.#now())) return;
    await this.#rotate();
  }

  /** Renames leads.log aside (another process may have done it: then nothing to do) and prunes old files. */
  async #rotate(): Promise<void> {
    // Whatever is left of the old file is read into the index first: its ids stay known.
    await this.#index();
    const target = join(this.dir, `${leadsLogName}.${stamp(this.#now())}.${randomBytes(4).toString('hex')}`);
    try {
      await rename(this.file, target);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    this.#read = { ino: 0, offset: 0, newline: true };
    const rotated = await this.rotatedFiles();
    for (const name of rotated.slice(0, Math.max(0, rotated.length - this.#keep))) {
      await unlink(join(this.dir, name)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  /** The index, brought up to date with what leads.log gained since it was last read. */
  async #index(): Promise<Set<string>> {
    let info: Awaited<ReturnType<typeof stat>> | undefined;
    try {
      info = await stat(this.file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const ino = Number(info?.ino ?? 0);
    const size = Number(info?.size ?? 0);
    const sameFile = this.#read.ino === ino || (this.#read.ino === 0 && this.#read.offset === 0);
    if (this.#ids && sameFile && size >= this.#read.offset) {
      if (size > this.#read.offset) await this.#readTail(ino, size);
      else this.#read.ino = ino;
      return this.#ids;
    }
    // First use, or leads.log was rotated or rewritten by another process: read every file.
    const ids = new Set<string>();
    for (const name of await this.rotatedFiles()) {
      const text = await readFile(join(this.dir, name), 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return '';
        throw error;
      });
      for (const line of text.split('\n')) {
        const id = parseLine(line)?.leadId;
        if (typeof id === 'string') ids.add(id);
      }
    }
    this.#ids = ids;
    this.#read = { ino, offset: 0, newline: true };
    if (size > 0) await this.#readTail(ino, size);
    return ids;
  }

  /** Reads leads.log from the last offset to `size`, adding the ids of the whole lines found. */
  async #readTail(ino: number, size: number): Promise<void> {
    const ids = this.#ids ?? new Set<string>();
    const handle = await open(this.file, 'r');
    try {
      const length = size - this.#read.offset;
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, this.#read.offset);
      const text = buffer.subarray(0, bytesRead).toString('utf8');
      const lastNewline = text.lastIndexOf('\n');
      for (const line of text.slice(0, lastNewline + 1).split('\n')) {
        const id = parseLine(line)?.leadId;
        if (typeof id === 'string') ids.add(id);
      }
      // A cut line at the end (a crash mid-write): its id, if whole, is indexed; the next line
      // starts on a new line. The offset stays before it, so it is read again when completed.
      const rest = text.slice(lastNewline + 1);
      const restId = parseLine(rest)?.leadId;
      if (typeof restId === 'string') ids.add(restId);
      this.#read = {
        ino,
        offset: this.#read.offset + Buffer.byteLength(text.slice(0, lastNewline + 1)),
        newline: rest === '',
      };
    } finally {
      await handle.close();
    }
  }

  /** Keeps only the lines `keep` accepts, in leads.log (rotated first when it changes) and every rotated file. */
  #rewriteAll(keep: (entry: Entry | undefined) => boolean): Promise<LogCleanup> {
    return this.#serialize(async () => {
      const result: LogCleanup = { lines: 0, files: 0 };
      const current = await readFile(this.file, 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return '';
        throw error;
      });
      if (current.split('\n').some((line) => line !== '' && !keep(parseLine(line)))) await this.#rotate();
      for (const name of await this.rotatedFiles()) {
        const path = join(this.dir, name);
        const lines = (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
        const kept = lines.filter((line) => keep(parseLine(line)));
        if (kept.length === lines.length) continue;
        result.lines += lines.length - kept.length;
        if (kept.length === 0) {
          await unlink(path);
          result.files++;
          continue;
        }
        const temporary = `${path}.tmp`;
        await writeFile(temporary, `${kept.join('\n')}\n`, { mode: 0o600 });
        await rename(temporary, path);
      }
      return result;
    });
  }
}
