import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { createDatabase, withClient as withDbClient } from '../../../scripts/test-db';
import { freePort, tempDir } from './proc';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of the suite's own (initdb into a temporary folder, a free port,
 * trust auth on 127.0.0.1 only), so that a scenario can stop and kill it without touching the
 * machine's shared cluster. Run as root, the server binaries refuse to start: they then run as
 * the `postgres` user through runuser.
 */
export class PgCluster {
  readonly port: number;
  readonly dir: string;
  readonly #bin: string;
  readonly #asUser: string | undefined;
  #running = false;

  private constructor(bin: string, dir: string, port: number, asUser: string | undefined) {
    this.#bin = bin;
    this.dir = dir;
    this.port = port;
    this.#asUser = asUser;
  }

  /** The newest PostgreSQL found under /usr/lib/postgresql (or PG_BIN), else undefined. */
  static findBin(): string | undefined {
    if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root)
      .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(root, versions[0], 'bin') : undefined;
  }

  static async create(name: string): Promise<PgCluster> {
    const bin = PgCluster.findBin();
    if (!bin) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql: set PG_BIN');
    const asUser = userInfo().uid === 0 ? 'postgres' : undefined;
    const dir = tempDir(`pg-${name}`);
    if (asUser) {
      const { stdout } = await run('id', ['-u', asUser]);
      const { stdout: gid } = await run('id', ['-g', asUser]);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    const cluster = new PgCluster(bin, dir, await freePort(), asUser);
    await cluster.#exec('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    return cluster;
  }

  get dataDir(): string {
    return join(this.dir, 'data');
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async #exec(tool: string, args: readonly string[]): Promise<string> {
    const path = join(this.#bin, tool);
    const [file, argv] = this.#asUser ? ['runuser', ['-u', this.#asUser, '--', path, ...args]] : [path, [...args]];
    const { stdout } = await run(file, argv, { cwd: this.dir, timeout: 60_000 });
    return stdout;
  }

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    await this.#exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.dir, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
    this.#running = true;
  }

  /** Stops the cluster: `immediate` is a crash (no checkpoint, connections cut), `fast` a clean stop. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!this.#running) return;
    await this.#exec('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    this.#running = false;
  }

  /** A new empty database; its URL. */
  createDatabase(name: string): Promise<string> {
    return createDatabase(this.adminUrl, name);
  }
}

/** Runs `fn` with a client of `url` (10 s to connect: a scenario may have just restarted the cluster), closed afterwards. */
export function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  return withDbClient(url, fn, 10_000);
}
