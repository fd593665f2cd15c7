import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { CONSENT_VERSION } from '#core/lead/consent';
import type { LeadInput } from '#core/lead/schema';
import { openDb } from '../server/db';
import { createFormTokens } from '../server/leads/form-token';
import { repoRoot, type SiteServer, startSiteServer } from './server-process';

/**
 * `npm run bench`: the lead endpoint under load, then static HTML throughput against nginx.
 *
 * 1. POST /api/quotes on the real server (server/index.ts, production mode, 127.0.0.1) with
 *    autocannon, 50 connections for 30 s, every request a distinct valid lead: first on
 *    PostgreSQL (DATABASE_URL, or a fresh database made like scripts/test-db.ts and dropped
 *    after), then on PGlite (a temporary DATA_DIR). Prints requests/s, latency p50/p99/max, the
 *    non-2xx count, and the rows in quote_submissions against the 201 answers. Requests still in
 *    flight when autocannon stops are settled by sending them again: the server answers a repeat
 *    of a stored submissionId with 200 and the first lead's id, so every lead is counted once.
 *    Exit 1 when a lead is lost or doubled.
 * 2. GET of four prerendered pages (gzip accepted) for 15 s at 50 connections: our server, then
 *    nginx (one worker) serving the same dist/, with the ratio. Debian's nginx is installed with
 *    apt-get when /usr/sbin/nginx is missing and we are root.
 *
 * Targets (printed, not gated): Postgres >= 1,000 leads/s with p99 <= 50 ms; PGlite >= 200
 * leads/s; server/nginx >= 0.5. With --write, the figures are appended to bench/results.md.
 *
 * Usage: tsx scripts/bench.ts [--write] [--duration 30] [--static-duration 15] [--skip-leads] [--skip-static]
 * Env: DATABASE_URL (else postgres://postgres@127.0.0.1:5432/<fresh database>), BENCH_PORT (4560),
 * BENCH_SERVER_NODE_ARGS (node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */

const connections = 50;
const staticPaths = ['/', '/guide', '/tx/houston', '/funeral-cost-calculator'];
const zips = ['43215', '77002', '60601', '29201', '10001', '85004', '33101', '98101'];

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/* ------------------------------------------------------------------ leads */

let leadCounter = 0;

/**
 * The benchmarked server's form token secret (FORM_TOKEN_SECRET below): each lead carries a token
 * of its own from the server's issuing function, as the dialog's would be.
 */
const benchTokenSecret = randomBytes(32).toString('base64url');
const benchTokens = createFormTokens(benchTokenSecret);

/** A distinct valid lead: its own submissionId, e-mail, phone number and form token. */
export function makeLead(n: number, pageUrl: string): LeadInput {
  return {
    gender: n % 2 === 0 ? 'female' : 'male',
    age: 50 + (n % 36),
    tobacco: n % 5 === 0 ? 'yes' : 'no',
    name: `Bench Lead ${n}`,
    email: `bench.${n}.${process.pid}@example.com`,
    phone: `555${String(n % 10_000_000).padStart(7, '0')}`,
    zipCode: zips[n % zips.length] as string,
    submissionId: randomUUID(),
    consentVersion: CONSENT_VERSION,
    pageUrl,
    attribution: { landingPage: new URL(pageUrl).pathname, utm_source: 'bench' },
    company: '',
    formToken: benchTokens.issueFormToken(Date.now()),
  };
}

interface LeadRun {
  db: 'PostgreSQL' | 'PGlite';
  result: Result;
  rows: number;
  answered201: number;
  inFlight: number;
  replay200: number;
  replay201: number;
  lost: number;
  unanswered: number;
  ok: boolean;
}

async function postLead(url: string, body: string): Promise<{ status: number; id?: string }> {
  const res = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await res.json().catch(() => ({}))) as { id?: string };
  return { status: res.status, ...(json.id ? { id: json.id } : {}) };
}

interface LoadPhase {
  result: Result;
  /** Lead ids from the 201 answers during the run. */
  ids201: Set<string>;
  inFlight: number;
  replay200: number;
  replay201: number;
  /** Lead ids from the replays' answers. */
  replayIds: Set<string>;
}

/**
 * One run against a started server. Each connection's context holds the submissionId of the
 * request in flight, so each answer is paired with its lead; leads without an answer when the
 * run stops (in flight, or built but not sent) are sent again once it is over.
 */
async function loadLeads(server: SiteServer, duration: number): Promise<LoadPhase> {
  const pageUrl = `${server.url}/tx/houston`;
  const bodies = new Map<string, string>();
  const answered = new Set<string>();
  const ids201 = new Set<string>();
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/quotes',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          const lead = makeLead(++leadCounter, pageUrl);
          const body = JSON.stringify(lead);
          bodies.set(lead.submissionId, body);
          context.submissionId = lead.submissionId;
          return { ...request, body };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          answered.add(String(context.submissionId));
          const id = (JSON.parse(body) as { id?: string }).id;
          if (id) ids201.add(id);
        },
      },
    ],
  });

  const pending = [...bodies.entries()].filter(([submissionId]) => !answered.has(submissionId));
  let replay200 = 0;
  let replay201 = 0;
  const replayIds = new Set<string>();
  for (const [, body] of pending) {
    const answer = await postLead(server.url, body);
    if (answer.status === 200) replay200++;
    else if (answer.status === 201) replay201++;
    else throw new Error(`a lead sent again got HTTP ${answer.status}`);
    if (answer.id) replayIds.add(answer.id);
  }
  return { result, ids201, inFlight: pending.length, replay200, replay201, replayIds };
}

/** The phase's answers against the stored rows: every 201 stored, every row answered, counts equal. */
function settle(db: LeadRun['db'], phase: LoadPhase, rows: ReadonlyArray<{ id: string }>): LeadRun {
  const rowIds = new Set(rows.map((r) => r.id));
  const lost = [...phase.ids201].filter((id) => !rowIds.has(id)).length;
  const unanswered = rows.filter((r) => !phase.ids201.has(r.id) && !phase.replayIds.has(r.id)).length;
  const answered201 = phase.result.statusCodeStats['201']?.count ?? 0;
  // In flight at the stop: stored by the server after autocannon hung up (200 on the repeat) or
  // never sent (201 on the repeat). Either way each is one row.
  const ok =
    lost === 0 &&
    unanswered === 0 &&
    phase.ids201.size === answered201 &&
    rows.length === answered201 + phase.replay200 + phase.replay201;
  return {
    db,
    result: phase.result,
    rows: rows.length,
    answered201,
    inFlight: phase.inFlight,
    replay200: phase.replay200,
    replay201: phase.replay201,
    lost,
    unanswered,
    ok,
  };
}

function describeLeadRun(run: LeadRun, target: { rps: number; p99?: number }): string[] {
  const r = run.result;
  const rps = r.requests.average;
  const meets = rps >= target.rps && (target.p99 === undefined || r.latency.p99 <= target.p99);
  return [
    `${run.db}: ${rps.toFixed(0)} requests/s (${r.requests.total} in ${r.duration.toFixed(1)} s, ${connections} connections)`,
    `  latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`,
    `  rows in quote_submissions ${run.rows} vs 201 answers ${run.answered201} + ${run.inFlight} in flight when autocannon stopped` +
      ` (sent again: ${run.replay200} answered 200 "already stored" with their first id, ${run.replay201} answered 201)` +
      ` -> ${run.ok ? 'equal: nothing lost, nothing doubled' : `MISMATCH (lost ${run.lost}, stored without an answer ${run.unanswered})`}`,
    `  target >= ${target.rps} leads/s${target.p99 === undefined ? '' : ` with p99 <= ${target.p99} ms`}: ${meets ? 'met' : 'MISSED'}`,
  ];
}

/* ------------------------------------------------------------------ databases */

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `fe_test_bench_${Date.now().toString(36)}_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^fe_test_bench_[a-z0-9_]+$/.test(name)) return;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function pgQuery<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** BENCH_SERVER_NODE_ARGS: node options for the benchmarked server (profiling: --cpu-prof). */
const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

const serverEnv = {
  QUOTE_MIN_FILL_MS: '0',
  QUOTE_RATE_LIMIT: '1000000/1s',
  FORM_TOKEN_SECRET: benchTokenSecret,
  LEAD_CHANNELS: 'log',
  LOG_LEVEL: 'warn',
};

/* ------------------------------------------------------------------ static */

function ensureNginx(): string | undefined {
  const nginx = '/usr/sbin/nginx';
  if (existsSync(nginx)) return nginx;
  if (process.getuid?.() !== 0) {
    console.log('nginx: /usr/sbin/nginx is missing and we are not root: run `sudo apt-get install -y nginx`');
    return undefined;
  }
  console.log('nginx: installing Debian nginx with apt-get (services are not started: RUNLEVEL=1)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env, stdio: 'inherit' }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update'], { env, stdio: 'inherit' });
    if (install() !== 0) return undefined;
  }
  return existsSync(nginx) ? nginx : undefined;
}

function nginxConfig(dir: string, dist: string, port: number): string {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript image/svg+xml application/json;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    location = / { try_files /index.html =404; }
    location / { try_files $uri $uri.html =404; }
  }
}
`;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function benchStatic(url: string, duration: number): Promise<Result> {
  // One round first: pages read from disk once, JIT warm.
  for (const path of staticPaths) await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  return autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: staticPaths.map((path) => ({ method: 'GET', path })),
  });
}

function describeStatic(name: string, r: Result): string {
  return `${name}: ${r.requests.average.toFixed(0)} requests/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;
}

/* ------------------------------------------------------------------ main */

/** Markdown for bench/results.md: run lines become list items, their detail lines nested items. */
export function asMarkdown(lines: readonly string[]): string[] {
  return lines.map((line) => {
    if (line === '' || line.startsWith('#')) return line;
    if (line.startsWith('  ')) return `  - ${line.trim()}`;
    return `- ${line}`;
  });
}

function machine(pgVersion: string, load: readonly number[]): string[] {
  const cpu = cpus();
  return [
    `- CPU: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), shared with other jobs: load average ${load.map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) when the run ended`,
    `- RAM: ${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `- Node ${process.version}, ${pgVersion}`,
    '- load generator: autocannon 9 in the same machine, over loopback',
  ];
}

/** The lead run on PostgreSQL, then on PGlite. */
async function benchBothDatabases(
  port: number,
  dist: string,
  duration: number,
): Promise<{ runs: LeadRun[]; pgVersion: string }> {
  // ---- PostgreSQL
  const adminUrl = process.env.TEST_PG_ADMIN_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const givenUrl = process.env.DATABASE_URL?.trim();
  const databaseUrl = givenUrl || (await createDatabase(adminUrl));
  let pgVersion = 'PostgreSQL (version unknown)';
  const runs: LeadRun[] = [];
  try {
    const [row] = await pgQuery<{ v: string }>(databaseUrl, "SELECT current_setting('server_version') AS v");
    pgVersion = `PostgreSQL ${row?.v ?? '?'}`;
    console.log(`bench: PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} (${pgVersion})`);
    const server = await startSiteServer({
      port,
      distDir: dist,
      env: { ...serverEnv, DATABASE_URL: databaseUrl },
      nodeArgs,
    });
    let phase: LoadPhase;
    try {
      phase = await loadLeads(server, duration);
    } finally {
      await server.stop();
    }
    const rows = await pgQuery<{ id: string }>(databaseUrl, 'SELECT id::text FROM quote_submissions');
    runs.push(settle('PostgreSQL', phase, rows));
  } finally {
    if (!givenUrl) await dropDatabase(adminUrl, databaseUrl);
  }

  // ---- PGlite: the server holds the folder, so the rows are read after it stops.
  const dataDir = mkdtempSync(join(tmpdir(), 'fe-bench-pglite-'));
  try {
    const server = await startSiteServer({ port, distDir: dist, env: { ...serverEnv, DATA_DIR: dataDir }, nodeArgs });
    let phase: LoadPhase;
    try {
      phase = await loadLeads(server, duration);
    } finally {
      await server.stop();
    }
    const db = await openDb({ dataDir, timeoutMs: 30_000 });
    try {
      const { rows } = await db.query<{ id: string }>('SELECT id::text FROM quote_submissions');
      runs.push(settle('PGlite', phase, rows));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { runs, pgVersion };
}

async function main(): Promise<number> {
  const duration = Number(argValue('--duration') ?? 30);
  const staticDuration = Number(argValue('--static-duration') ?? 15);
  const port = Number(process.env.BENCH_PORT ?? 4560);
  const dist = process.env.DIST_DIR ?? join(repoRoot, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`dist/ is missing: run npm run build first (looked in ${dist})`);
    return 1;
  }
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };

  const runs: LeadRun[] = [];
  let pgVersion = 'PostgreSQL (version unknown)';
  if (!process.argv.includes('--skip-leads')) {
    const measured = await benchBothDatabases(port, dist, duration);
    runs.push(...measured.runs);
    pgVersion = measured.pgVersion;
  }

  if (runs.length > 0) {
    say('');
    say('### Lead endpoint: POST /api/quotes, 50 connections, distinct valid leads');
    say('');
  }
  for (const [i, run] of runs.entries()) {
    for (const line of describeLeadRun(run, i === 0 ? { rps: 1000, p99: 50 } : { rps: 200 })) say(line);
  }

  let staticOk = true;
  if (!process.argv.includes('--skip-static')) {
    say('');
    say(`### Static HTML: GET ${staticPaths.join(', ')} (gzip), ${connections} connections, ${staticDuration} s each`);
    say('');
    const ours = await startSiteServer({ port, distDir: dist, env: { LOG_LEVEL: 'warn' }, nodeArgs });
    let node: Result;
    try {
      node = await benchStatic(ours.url, staticDuration);
    } finally {
      await ours.stop();
    }
    say(describeStatic('our server (Express, one process)', node));
    const nginx = ensureNginx();
    if (nginx) {
      const dir = mkdtempSync(join(tmpdir(), 'fe-bench-nginx-'));
      const conf = join(dir, 'nginx.conf');
      writeFileSync(conf, nginxConfig(dir, dist, port + 1));
      // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
      const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.replace('nginx version: ', '');
      const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
      try {
        await waitFor(`http://127.0.0.1:${port + 1}/`, child);
        const ng = await benchStatic(`http://127.0.0.1:${port + 1}`, staticDuration);
        say(describeStatic(`nginx${version.trim() ? ` (${version.trim()})` : ''} (one worker)`, ng));
        const ratio = node.requests.average / ng.requests.average;
        staticOk = ratio >= 0.5;
        say(`ratio server/nginx: ${ratio.toFixed(2)} (target >= 0.5: ${staticOk ? 'met' : 'MISSED'})`);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
        rmSync(dir, { recursive: true, force: true });
      }
    } else {
      say('nginx: not available, no comparison');
    }
  }

  const ok = runs.every((r) => r.ok);
  if (process.argv.includes('--write')) {
    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      '',
      `## Lead endpoint and static throughput (\`npm run bench\`), ${stamp} UTC`,
      '',
      ...machine(pgVersion, loadavg()),
      ...asMarkdown(lines),
      '',
    ].join('\n');
    appendFileSync(join(repoRoot, 'bench', 'results.md'), section);
    console.log('bench: appended to bench/results.md');
  }
  console.log(ok ? 'bench: ok (every lead stored once)' : 'bench: FAILED (a lead was lost or doubled)');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
