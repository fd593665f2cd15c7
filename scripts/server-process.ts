import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (server/index.ts) in a child process, the one way every script and test starts
 * it (Lighthouse, the load benchmarks, the fault suites and the integration tests): production mode on 127.0.0.1, a fresh temporary DATA_DIR (PGlite and
 * leads.log) unless env gives one, ready once GET /readyz answers 200 (listening, and the database
 * answers: it can take a lead).
 *
 * It runs as `node --import tsx server/index.ts`, not `tsx server/index.ts`: tsx would start the
 * server in a child of its own, and a signal sent to this process would not reach the server.
 */

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A port nothing listens on right now (PORT must be 1-65535, so 0 cannot be passed). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** The settings of the machine a server or CLI child must not inherit: databases, leads, ports, logs. */
const machineSettings =
  /^(DATABASE_URL|TEST_DATABASE_URL|DATA_DIR|LEAD_|SMTP_|OUTBOX_|QUOTE_|FORM_TOKEN_|DB_|PORT$|HOST$|DIST_DIR$|LOG_LEVEL$)/;

/**
 * This process's environment without the machine's database, lead and server settings, then
 * `extra`: what a server or CLI started by a test sees, whatever the shell running the tests holds.
 * @internal For the fault suite and the pipeline test, which start the CLI beside the server.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!machineSettings.test(name)) env[name] = value;
  return { ...env, ...extra };
}

/**
 * Resolves with `check()`'s first value other than undefined, asked every `everyMs`; rejects once
 * `ms` have passed without one. The one way scripts and tests wait for a state of a process.
 *
 * With `progress` (a count that grows while the awaited work advances, such as deliveries
 * received), `ms` bounds a stall instead: the wait goes on as long as the count keeps changing,
 * however slow a busy machine makes the work, and rejects only after `ms` without any change.
 */
export async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  ms: number,
  everyMs = 50,
  progress?: () => number,
): Promise<T> {
  let deadline = Date.now() + ms;
  let last = progress?.();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    const now = progress?.();
    if (now !== last) {
      last = now;
      deadline = Date.now() + ms;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${ms} ms ${progress ? 'without progress ' : ''}waiting for ${what}`);
    }
    await new Promise((done) => setTimeout(done, everyMs));
  }
}

export interface SiteServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The DATA_DIR this server uses (removed by stop() and kill() when it is a temporary one of ours). */
  dataDir: string;
  /** What the process wrote to stdout and stderr so far ('' unless `output: 'capture'`). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** Whether the process still runs. */
  alive(): boolean;
  /** SIGTERM, wait for the exit (SIGKILL after 15 s), remove the temporary DATA_DIR. */
  stop(): Promise<void>;
  /** SIGKILL, wait for the exit, remove the temporary DATA_DIR. */
  kill(): Promise<void>;
}

export interface SiteServerOptions {
  /** Defaults to a free port. */
  port?: number;
  distDir?: string;
  /** Extra environment (DATABASE_URL, QUOTE_RATE_LIMIT ...). */
  env?: Record<string, string>;
  /** The environment the server inherits before ours and `env` (default: this process's; `cleanEnv()` for tests). */
  baseEnv?: NodeJS.ProcessEnv;
  /** How long to wait for /readyz (a fresh PGlite folder runs initdb first). */
  readyTimeoutMs?: number;
  /** Extra node options for the server process, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  nodeArgs?: readonly string[];
  /** The server's own output: shown (default), kept for output(), or dropped. */
  output?: 'inherit' | 'capture' | 'ignore';
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const given = options.env?.DATA_DIR;
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'fe-server-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const mode = options.output ?? 'inherit';
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', join(repoRoot, 'server', 'index.ts')],
    {
      cwd: repoRoot,
      env: {
        ...(options.baseEnv ?? process.env),
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DIST_DIR: options.distDir ?? join(repoRoot, 'dist'),
        DATA_DIR: dataDir,
        LEAD_CHANNELS: 'log',
        ...options.env,
      },
      stdio: ['ignore', mode === 'capture' ? 'pipe' : mode, mode === 'capture' ? 'pipe' : 'inherit'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal)),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const removeDataDir = () => {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
    removeDataDir();
  };
  const kill = async () => {
    if (alive()) child.kill('SIGKILL');
    await exited;
    removeDataDir();
  };
  const server: SiteServer = {
    url,
    port,
    pid: child.pid ?? -1,
    child,
    dataDir,
    output: () => output,
    exited,
    alive,
    stop,
    kill,
  };

  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  try {
    await until(
      `${url}/readyz`,
      async () => {
        if (!alive()) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
        try {
          return (await fetch(`${url}/readyz`)).ok ? true : undefined;
        } catch {
          return undefined; // not listening yet
        }
      },
      readyTimeoutMs,
      250,
    );
    return server;
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}
