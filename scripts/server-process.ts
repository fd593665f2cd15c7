import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (server/index.ts) in a child process, for the Lighthouse and load benchmarks:
 * production mode on 127.0.0.1, a fresh temporary DATA_DIR (PGlite and leads.log) unless env
 * gives one, ready once GET /healthz answers 200.
 */

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface SiteServer {
  url: string;
  pid: number;
  /** The DATA_DIR this server uses (removed by stop() when it is a temporary one of ours). */
  dataDir: string;
  /** SIGTERM, wait for the exit (SIGKILL after 15 s), remove the temporary DATA_DIR. */
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  port: number;
  distDir?: string;
  /** Extra environment (DATABASE_URL, QUOTE_RATE_LIMIT ...). */
  env?: Record<string, string>;
  /** How long to wait for /healthz (a fresh PGlite folder runs initdb first). */
  readyTimeoutMs?: number;
  /** Extra node options for the server process, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  nodeArgs?: readonly string[];
  /** Show the server's own output (warnings and errors at LOG_LEVEL=warn). */
  quiet?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const given = options.env?.DATA_DIR;
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'fe-server-'));
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', join(repoRoot, 'server', 'index.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DIST_DIR: options.distDir ?? join(repoRoot, 'dist'),
        DATA_DIR: dataDir,
        LEAD_CHANNELS: 'log',
        ...options.env,
      },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(force);
    }
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, pid: child.pid ?? -1, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer ${url}/healthz in time`);
}
