import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import { CONSENT_VERSION } from '#core/lead/consent';
import type { LeadInput } from '#core/lead/schema';
import { openDb } from '../server/db';
import { createFormTokenSigner } from '../server/leads/form-token';
import {
  type BenchOptions,
  type BenchOutcome,
  benchMain,
  connections,
  numberArg,
  type Report,
  startBenchServer,
} from './bench-common';
import { runEntry } from './entry';
import { possibleExchange } from './sample-phones';
import type { SiteServer } from './server-process';
import { createTestDatabase, dropTestDatabase, withClient } from './test-db';

/**
 * `npm run bench:leads` (and the first half of `npm run bench`): POST /api/quotes on the real
 * server (server/index.ts, production mode, 127.0.0.1) with autocannon, 50 connections for 30 s,
 * every request a distinct valid lead: first on PostgreSQL (DATABASE_URL, or a fresh database
 * from scripts/test-db.ts, dropped after), then on PGlite (a temporary DATA_DIR). Prints
 * requests/s, latency p50/p99/max, the non-2xx count, and the rows in quote_submissions against
 * the 201 answers. Requests still in flight when autocannon stops are settled by sending them
 * again: the server answers a repeat of a stored submissionId with 200 and the first lead's id,
 * so every lead is counted once. Exit 1 when a lead is lost or doubled.
 *
 * Targets (printed, not gated): Postgres >= 1,000 leads/s with p99 <= 50 ms; PGlite >= 200
 * leads/s. With --write, the figures are appended to bench/results.md.
 *
 * Usage: tsx scripts/bench-leads.ts [--write] [--duration 30]
 * Env: DATABASE_URL (else a fresh database on TEST_PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), and those of scripts/bench-common.ts.
 */

const zips = ['43215', '77002', '60601', '29201', '10001', '85004', '33101', '98101'];

let leadCounter = 0;

/**
 * The benchmarked server's form token secret (FORM_TOKEN_SECRET below): each lead carries a token
 * of its own from the server's issuing function, as the dialog's would be.
 */
const benchTokenSecret = randomBytes(32).toString('base64url');
const benchTokens = createFormTokenSigner(benchTokenSecret);

/** A distinct valid lead: its own submissionId, e-mail, phone number and form token. */
export function makeLead(n: number, pageUrl: string): LeadInput {
  return {
    gender: n % 2 === 0 ? 'female' : 'male',
    age: 50 + (n % 36),
    tobacco: n % 5 === 0 ? 'yes' : 'no',
    name: `Bench Lead ${n}`,
    email: `bench.${n}.${process.pid}@example.com`,
    // An exchange of 200-999 that is not N11: a number possible under the North American Numbering Plan.
    phone: `555${possibleExchange(Math.floor(n / 10_000))}${String(n % 10_000).padStart(4, '0')}`,
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

/**
 * The server's environment: no minimum fill time, no rate limit, no cap on requests in flight
 * below the bench's connections, our form token secret, leads only logged.
 */
const serverEnv = {
  QUOTE_MIN_FILL_MS: '0',
  QUOTE_RATE_LIMIT: '1000000/1s',
  QUOTE_MAX_IN_FLIGHT: '1000',
  FORM_TOKEN_SECRET: benchTokenSecret,
  LEAD_CHANNELS: 'log',
  LOG_LEVEL: 'warn',
};

async function pgQuery<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  return (await withClient(url, (client) => client.query<R>(sql))).rows;
}

/** A server on the database of `env` under load for `duration` s, stopped after. */
async function loadServer(options: BenchOptions, env: Record<string, string>, duration: number): Promise<LoadPhase> {
  const server = await startBenchServer(options, { ...serverEnv, ...env });
  try {
    return await loadLeads(server, duration);
  } finally {
    await server.stop();
  }
}

/** The lead run on PostgreSQL, then on PGlite. */
async function benchBothDatabases(
  options: BenchOptions,
  duration: number,
): Promise<{ runs: LeadRun[]; pgVersion: string }> {
  // ---- PostgreSQL
  const givenUrl = process.env.DATABASE_URL?.trim();
  const databaseUrl = givenUrl || (await createTestDatabase('bench'));
  let pgVersion = 'PostgreSQL (version unknown)';
  const runs: LeadRun[] = [];
  try {
    const [row] = await pgQuery<{ v: string }>(databaseUrl, "SELECT current_setting('server_version') AS v");
    pgVersion = `PostgreSQL ${row?.v ?? '?'}`;
    console.log(`bench: PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} (${pgVersion})`);
    const phase = await loadServer(options, { DATABASE_URL: databaseUrl }, duration);
    const rows = await pgQuery<{ id: string }>(databaseUrl, 'SELECT id::text FROM quote_submissions');
    runs.push(settle('PostgreSQL', phase, rows));
  } finally {
    if (!givenUrl) await dropTestDatabase(databaseUrl);
  }

  // ---- PGlite: the server holds the folder, so the rows are read after it stops.
  const dataDir = mkdtempSync(join(tmpdir(), 'fe-bench-pglite-'));
  try {
    const phase = await loadServer(options, { DATA_DIR: dataDir }, duration);
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

/** The lead runs, then their section of the report; ok when every lead was stored once. */
export async function benchLeads(options: BenchOptions, duration: number, report: Report): Promise<BenchOutcome> {
  const { runs, pgVersion } = await benchBothDatabases(options, duration);
  report.say('');
  report.say(`### Lead endpoint: POST /api/quotes, ${connections} connections, distinct valid leads`);
  report.say('');
  for (const [i, run] of runs.entries()) {
    for (const line of describeLeadRun(run, i === 0 ? { rps: 1000, p99: 50 } : { rps: 200 })) report.say(line);
  }
  const ok = runs.every((r) => r.ok);
  return { ok, database: pgVersion, verdict: leadVerdict(ok) };
}

/** The verdict line a run with the lead benchmark ends with. */
export function leadVerdict(ok: boolean): string {
  return ok ? 'bench: ok (every lead stored once)' : 'bench: FAILED (a lead was lost or doubled)';
}

runEntry(import.meta.url, 'bench', () => {
  const argv = process.argv.slice(2);
  return benchMain(argv, 'Lead endpoint (`npm run bench:leads`)', (options, report) =>
    benchLeads(options, numberArg(argv, '--duration', 30), report),
  );
});
