import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real processes for the fault suites: the server (`tsx server/index.ts`) and the staff CLI
 * (`npm run cli -- ...`) as children, with their output captured.
 */

export const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Everything started here, so that the runner can stop what a failed scenario left behind. */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

export function killAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `faults-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** A port nothing listens on right now. */
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

/** The environment without any database, lead or server settings of the machine running the suite. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      /^(DATABASE_URL|TEST_DATABASE_URL|DATA_DIR|LEAD_|SMTP_|OUTBOX_|QUOTE_|DB_|PORT$|HOST$|DIST_DIR$|LOG_LEVEL$)/.test(
        name,
      )
    )
      continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

export async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** Whether the process still runs. */
  alive(): boolean;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Server environment (PORT and HOST are added when missing). */
  env: Record<string, string>;
  /** Defaults to a free port. */
  port?: number;
  /** Defaults to the project's dist/. */
  distDir?: string;
}

/** Starts `tsx server/index.ts` and resolves once it logs "Listening on". */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // node itself with tsx's loader (what `tsx server/index.ts` runs in a child): a signal sent to
  // this child reaches the server, not a wrapper that would leave it running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: cleanEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DIST_DIR: options.distDir ?? join(projectRoot, 'dist'),
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      done(code ?? signal);
    }),
  );
  const url = await until(
    'the server to listen',
    () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited:\n${output}`);
      return /"msg":"Listening on (http:\/\/[^"]+)"/.exec(output)?.[1];
    },
    120_000,
  );
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run cli -- <args>` with the given environment, as staff would run it. */
export function runCli(args: readonly string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', 'cli', '--', ...args], {
      cwd: projectRoot,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => {
      children.delete(child);
      done({ code, stdout, stderr });
    });
  });
}
