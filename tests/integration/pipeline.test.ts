import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, repoRoot, type SiteServer, startSiteServer, until } from '../../scripts/server-process';
import { FORM_TOKEN_SECRET_FILE } from '../../server/leads/form-token';
import { sampleBody } from '../fixtures/leads';
import { pgliteTemplate } from '../setup/db';

/**
 * Issue 5's promise, end to end with real processes: with no DATABASE_URL, the server takes a lead
 * into PGlite in DATA_DIR, the outbox writes it to leads.log, and after the server stops,
 * `leads list` shows it. While the server runs, the CLI refuses the locked PGlite folder.
 */

const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const root = mkdtempSync(join(tmpdir(), 'pipeline-'));
const distDir = join(root, 'dist');
const dataDir = join(root, 'data');
mkdirSync(distDir);
writeFileSync(join(distDir, 'index.html'), '<!DOCTYPE html><title>home</title>');

const children: ChildProcess[] = [];
let server: SiteServer | undefined;
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await server?.kill();
  rmSync(root, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(tsx, ['cli/index.ts', ...args], {
      cwd: repoRoot,
      env: cleanEnv({ DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('npm start with no DATABASE_URL', () => {
  it('takes a lead into PGlite, notifies through leads.log, and leads list shows it after the server stops', async () => {
    // An empty cluster made by PGlite itself, copied in: it spares this test (and the tests running
    // beside it) PGlite's initdb, which the end-to-end run's fresh data folder goes through anyway.
    mkdirSync(dataDir, { mode: 0o700 }); // DATA_DIR must be the owner's alone, as the server makes it
    cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
    // The real server as every script starts it (scripts/server-process.ts), ready once /readyz
    // answers (up to its 180 s: a bound on a hang, not a measure; the test's own bound is above it),
    // in an environment cleared of the machine's own database and lead settings.
    server = await startSiteServer({
      distDir,
      baseEnv: cleanEnv(),
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', QUOTE_MIN_FILL_MS: '0', OUTBOX_POLL_MS: '200' },
      output: 'capture',
    });
    const { url } = server;

    // The form token as the dialog gets it; its secret was made in DATA_DIR, readable by the owner only.
    const grant = (await (await fetch(`${url}/api/form-token`)).json()) as { token: string };
    expect(statSync(join(dataDir, FORM_TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    const body = sampleBody({
      name: 'Winifred Pipeline',
      email: 'winifred.pipeline@example.org',
      phone: '(555) 213-2468',
      formToken: grant.token,
    });
    const response = await fetch(`${url}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    // The outbox worker delivers through the log channel.
    const logFile = join(dataDir, 'leads.log');
    const line = await until(
      'the lead in leads.log',
      () =>
        existsSync(logFile)
          ? readFileSync(logFile, 'utf8')
              .split('\n')
              .find((l) => l.includes(id))
          : undefined,
      20_000,
    );
    expect(JSON.parse(line)).toMatchObject({ leadId: id, name: 'Winifred Pipeline', phone: '5552132468' });

    // PGlite is one process at a time: the CLI says so while the server holds it.
    const locked = await runCli(['leads', 'list']);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(
      /^error: The embedded database in .+ is in use by another process \(pid \d+, probably the server\)/m,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const listed = await runCli(['leads', 'list', '--json']);
    expect(listed.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    expect(listed.code).toBe(0);
    const leads = JSON.parse(listed.stdout) as Array<{ id: string; name: string; notifications: string }>;
    expect(leads).toEqual([expect.objectContaining({ id, name: 'Winifred Pipeline', notifications: 'log:delivered' })]);

    // The server's own log holds the lead id, never the person.
    const output = server.output();
    expect(output).toContain(id);
    for (const secret of ['Winifred', 'winifred.pipeline', '5552132468', '213-2468'])
      expect(output).not.toContain(secret);
  }, 300_000);
});
