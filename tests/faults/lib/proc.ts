import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv, freePort, type SiteServer, startSiteServer, until } from '../../../scripts/server-process';
import { pgliteTemplate } from '../../setup/db';
import { faultsFormTokenSecret } from './form-token';

export { freePort, until };

/**
 * Real processes for the fault suites: the server (through scripts/server-process.ts) and the
 * staff CLI (`npm run cli -- ...`) as children, with their output captured.
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

export type ServerProcess = SiteServer;

export interface ServerOptions {
  /**
   * Server environment (LOG_LEVEL defaults to info here, so that the logs can be read;
   * FORM_TOKEN_SECRET to the run's, so that the visitors of lib/client.ts hold valid tokens).
   */
  env: Record<string, string>;
  /** Defaults to a free port. */
  port?: number;
  /** Defaults to the project's dist/. */
  distDir?: string;
}

/**
 * The real server (scripts/server-process.ts) with its output kept for the scenario, in an
 * environment cleared of the machine's own settings, registered for killAll().
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = await startSiteServer({
    port: options.port,
    distDir: options.distDir,
    baseEnv: cleanEnv({}),
    env: { LOG_LEVEL: 'info', FORM_TOKEN_SECRET: faultsFormTokenSecret, ...options.env },
    output: 'capture',
    readyTimeoutMs: 120_000,
  });
  children.add(server.child);
  void server.exited.then(() => children.delete(server.child));
  return server;
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

/**
 * A DATA_DIR holding a copy of an empty PGlite cluster: a fresh one runs initdb first, which takes
 * minutes on a busy machine and is not what the scenarios measure.
 */
export async function pgliteDataDir(name: string): Promise<string> {
  const dir = tempDir(name);
  cpSync(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
  return dir;
}
