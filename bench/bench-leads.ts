import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import { CONSENT_VERSION } from '#core/lead/consent';
import type { LeadInput } from '#core/lead/schema';
import { runEntry } from '../scripts/entry';
import { possibleExchange } from '../scripts/sample-phones';
import type { SiteServer } from '../scripts/server-process';
import { createTestDatabase, dropTestDatabase, withClient } from '../scripts/test-db';
import { openDb } from '../server/db';
import { createFormTokenSigner } from '../server/leads/form-token';
import {
  type BenchOptions,
  type BenchOutcome,
  benchMain,
  besidePrevious,
  connections,
  lastLeadRuns,
  numberArg,
  type PreviousLeadRuns,
  type Report,
  readResults,
  startBenchServer,
} from './bench-common';

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
 * Then, on PostgreSQL again, a fixed offered rate (`--rate`, 500 leads/s, for `--rate-duration`
 * 30 s after a warm-up of `--rate-warmup` 2 s whose latencies are printed on their own), on a
 * fresh database and server of its own (unless DATABASE_URL is given), so that no outbox backlog
 * of the first run is delivered during it: an open-loop client sends one lead every 1/rate s on
 * schedule over at most 50 kept-alive connections, whether or not the answers have come, and times each lead from its scheduled
 * moment to its answer (a lead that waits for a free connection counts its wait). autocannon's own
 * rate option sends each connection's share of a second back to back at the start of the second,
 * and corrects its latencies with an interval of 1/rate milliseconds, not seconds: neither is an
 * offered rate. Every run's figures are printed beside those of the last lead section of
 * bench/results.md.
 *
 * Targets (printed, not gated): PostgreSQL >= 1,000 leads/s at 50 connections, and p99 <= 50 ms
 * at an offered 500 leads/s; PGlite >= 300 leads/s. With --write, the figures are appended to
 * bench/results.md.
 *
 * Usage: tsx bench/bench-leads.ts [--write] [--duration 30] [--rate 500] [--rate-duration 30] [--rate-warmup 2]
 * Env: DATABASE_URL (else a fresh database on TEST_PG_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), and those of bench/bench-common.ts.
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

/** A run's figures, from autocannon or from the fixed-rate client. */
interface LoadFigures {
  /** Answers per second (autocannon: its mean over the run; fixed rate: 201 answers over the run). */
  requestsPerSecond: number;
  total: number;
  durationS: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  answered201: number;
  /** The fixed-rate run's offered leads a second; undefined for autocannon's runs. */
  offered?: number;
  /** The fixed-rate run's warm-up: its seconds, leads sent, and their latency (not in p50/p99/max). */
  warmup?: { seconds: number; sent: number; p99: number; max: number };
  /** The fixed-rate run's three slowest seconds after the warm-up: second (from its start) and max latency. */
  slowestSeconds?: Array<{ second: number; max: number }>;
}

function figuresOf(result: Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    durationS: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    answered201: result.statusCodeStats['201']?.count ?? 0,
  };
}

interface LeadRun {
  /** "PostgreSQL", "PGlite", or "PostgreSQL at 500 leads/s offered". */
  label: string;
  figures: LoadFigures;
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
  figures: LoadFigures;
  /** Lead ids from the 201 answers during the run. */
  ids201: Set<string>;
  inFlight: number;
  replay200: number;
  replay201: number;
  /** Lead ids from the replays' answers. */
  replayIds: Set<string>;
}

/** Sends again, one by one, the leads a run left without a 201 answer: each is stored once. */
async function sendAgain(url: string, pending: readonly string[]) {
  let replay200 = 0;
  let replay201 = 0;
  const replayIds = new Set<string>();
  for (const body of pending) {
    const answer = await postLead(url, body);
    if (answer.status === 200) replay200++;
    else if (answer.status === 201) replay201++;
    else throw new Error(`a lead sent again got HTTP ${answer.status}`);
    if (answer.id) replayIds.add(answer.id);
  }
  return { inFlight: pending.length, replay200, replay201, replayIds };
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
  const pending = [...bodies.entries()].filter(([submissionId]) => !answered.has(submissionId)).map(([, b]) => b);
  return { figures: figuresOf(result), ids201, ...(await sendAgain(server.url, pending)) };
}

/** The value at percentile `p` (0-100) of ascending `sorted`, rounded to 0.1 ms. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

/**
 * An open-loop run at a fixed offered rate: lead i is due at start + i/rate s and is sent then
 * (late ones at once, keeping the schedule), over at most `connections` kept-alive connections,
 * whether or not earlier answers have come. Latency is from the moment a lead was due to the end
 * of its answer, so time spent waiting for a free connection counts. Leads without a 201 answer
 * are sent again after the run, as in loadLeads.
 *
 * The first `warmup` seconds of the schedule are a warm-up: the server has just started, and its
 * first leads open the pool's connections and have each new database session parse and plan the
 * statements (decision 0085: about 260 ms for the first 100 leads, then 20-60 ms). Their leads are
 * stored and checked like the others, and their p99 and max are printed on their own; p50, p99 and
 * max are those of the `duration` seconds after them, the steady state the target is about.
 */
async function offerLeads(server: SiteServer, rate: number, duration: number, warmup: number): Promise<LoadPhase> {
  const pageUrl = `${server.url}/tx/houston`;
  const target = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const warmCount = Math.round(rate * warmup);
  const count = warmCount + Math.round(rate * duration);
  const intervalMs = 1000 / rate;
  const latencies: number[] = [];
  const warmLatencies: number[] = [];
  let measuredStart = 0;
  /** The slowest answer of the leads due in each second of the measured part. */
  const secondMax: number[] = [];
  let measured201 = 0;
  const ids201 = new Set<string>();
  const pending: string[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let lastAnswer = 0;
  const send = (body: string, due: number, warm: boolean) =>
    new Promise<void>((done) => {
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/quotes',
          method: 'POST',
          agent,
          timeout: 30_000,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            lastAnswer = performance.now();
            (warm ? warmLatencies : latencies).push(lastAnswer - due);
            if (!warm) {
              const second = Math.floor((due - measuredStart) / 1000);
              secondMax[second] = Math.max(secondMax[second] ?? 0, lastAnswer - due);
            }
            const status = res.statusCode ?? 0;
            if (status < 200 || status > 299) non2xx++;
            const id =
              status === 201 ? (JSON.parse(Buffer.concat(chunks).toString()) as { id?: string }).id : undefined;
            if (id) {
              ids201.add(id);
              if (!warm) measured201++;
            } else pending.push(body);
            done();
          });
        },
      );
      req.on('timeout', () => {
        timeouts++;
        req.destroy(new Error('timed out'));
      });
      req.on('error', () => {
        errors++;
        pending.push(body);
        done();
      });
      req.end(body);
    });
  const sent: Array<Promise<void>> = [];
  const start = performance.now();
  measuredStart = start + warmCount * intervalMs;
  for (let i = 0; i < count; i++) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((done) => setTimeout(done, wait));
    sent.push(send(JSON.stringify(makeLead(++leadCounter, pageUrl)), due, i < warmCount));
  }
  await Promise.all(sent);
  agent.destroy();
  const sorted = latencies.sort((x, y) => x - y);
  const warmSorted = warmLatencies.sort((x, y) => x - y);
  const durationS = (Math.max(lastAnswer, performance.now()) - measuredStart) / 1000;
  return {
    figures: {
      requestsPerSecond: measured201 / durationS,
      total: count,
      durationS,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: percentile(sorted, 100),
      non2xx,
      errors,
      timeouts,
      answered201: ids201.size,
      offered: rate,
      slowestSeconds: secondMax
        .map((max, second) => ({ second, max: Math.round(max * 10) / 10 }))
        .sort((x, y) => y.max - x.max)
        .slice(0, 3),
      ...(warmCount > 0
        ? {
            warmup: {
              seconds: warmup,
              sent: warmCount,
              p99: percentile(warmSorted, 99),
              max: percentile(warmSorted, 100),
            },
          }
        : {}),
    },
    ids201,
    ...(await sendAgain(server.url, pending)),
  };
}

/** The phase's answers against the stored rows: every 201 stored, every row answered, counts equal. */
function settle(label: string, phase: LoadPhase, rows: ReadonlyArray<{ id: string }>): LeadRun {
  const rowIds = new Set(rows.map((r) => r.id));
  const lost = [...phase.ids201].filter((id) => !rowIds.has(id)).length;
  const unanswered = rows.filter((r) => !phase.ids201.has(r.id) && !phase.replayIds.has(r.id)).length;
  const answered201 = phase.figures.answered201;
  // In flight at the stop: stored by the server after autocannon hung up (200 on the repeat) or
  // never sent (201 on the repeat). Either way each is one row.
  const ok =
    lost === 0 &&
    unanswered === 0 &&
    phase.ids201.size === answered201 &&
    rows.length === answered201 + phase.replay200 + phase.replay201;
  return {
    label,
    figures: phase.figures,
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

function describeLeadRun(
  run: LeadRun,
  target: { rps?: number; p99?: number },
  previous: PreviousLeadRuns | undefined,
): string[] {
  const f = run.figures;
  const meets =
    (target.rps === undefined || f.requestsPerSecond >= target.rps) &&
    (target.p99 === undefined || f.p99 <= target.p99);
  const first =
    f.offered === undefined
      ? `${run.label}: ${f.requestsPerSecond.toFixed(0)} requests/s (${f.total} in ${f.durationS.toFixed(1)} s, ${connections} connections)`
      : `${run.label}: ${f.requestsPerSecond.toFixed(0)} leads/s achieved (${f.answered201} answered 201 of ${f.total} sent on schedule, at most ${connections} connections)`;
  const warm = f.warmup
    ? [
        `  warm-up: the first ${f.warmup.seconds} s (${f.warmup.sent} leads), p99 ${f.warmup.p99} ms, max ${f.warmup.max} ms; the figures below are of the ${f.durationS.toFixed(1)} s after it`,
      ]
    : [];
  const wanted = [
    ...(target.rps === undefined ? [] : [`>= ${target.rps} leads/s`]),
    ...(target.p99 === undefined ? [] : [`p99 <= ${target.p99} ms`]),
  ].join(' with ');
  return [
    first,
    ...warm,
    ...(f.slowestSeconds && f.slowestSeconds.length > 0
      ? [
          `  slowest seconds (max latency of the leads due in them): ${f.slowestSeconds.map((s) => `${s.second}-${s.second + 1} s ${s.max} ms`).join(', ')}`,
        ]
      : []),
    `  latency p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms; non-2xx ${f.non2xx}, errors ${f.errors}, timeouts ${f.timeouts}`,
    `  rows in quote_submissions ${run.rows} vs 201 answers ${run.answered201} + ${run.inFlight} without a 201 when the run stopped` +
      ` (sent again: ${run.replay200} answered 200 "already stored" with their first id, ${run.replay201} answered 201)` +
      ` -> ${run.ok ? 'equal: nothing lost, nothing doubled' : `MISMATCH (lost ${run.lost}, stored without an answer ${run.unanswered})`}`,
    `  target ${wanted}: ${meets ? 'met' : 'MISSED'}`,
    besidePrevious(
      { label: run.label, requestsPerSecond: f.requestsPerSecond, p50: f.p50, p99: f.p99, max: f.max },
      previous,
    ),
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

/** A server on the database of `env` under `load`, stopped after. */
async function loadServer(
  options: BenchOptions,
  env: Record<string, string>,
  load: (server: SiteServer) => Promise<LoadPhase>,
): Promise<LoadPhase> {
  const server = await startBenchServer(options, { ...serverEnv, ...env });
  try {
    return await load(server);
  } finally {
    await server.stop();
  }
}

/** How long each run lasts and the fixed-rate run's offered rate. */
export interface LeadBenchPlan {
  duration: number;
  rate: number;
  rateDuration: number;
  /** Seconds of the offered rate before the measured ones (offerLeads). */
  rateWarmup: number;
}

/** The lead run on PostgreSQL, the fixed-rate run on PostgreSQL, then the lead run on PGlite. */
async function benchBothDatabases(
  options: BenchOptions,
  plan: LeadBenchPlan,
): Promise<{ runs: LeadRun[]; pgVersion: string }> {
  // ---- PostgreSQL
  const givenUrl = process.env.DATABASE_URL?.trim();
  const databaseUrl = givenUrl || (await createTestDatabase('bench'));
  // The offered rate runs on a database of its own, created once the flood's is dropped: on the
  // first one, the new server's outbox worker would spend the phase delivering the thousands of
  // jobs the 50-connection flood left, beside that database's autovacuum (a flood's recovery, not
  // a steady 500 leads/s). A given DATABASE_URL serves both phases.
  let rateUrl: string | undefined;
  let pgVersion = 'PostgreSQL (version unknown)';
  const runs: LeadRun[] = [];
  const storedIds = async (url: string) => pgQuery<{ id: string }>(url, 'SELECT id::text AS id FROM quote_submissions');
  try {
    const [row] = await pgQuery<{ v: string }>(databaseUrl, "SELECT current_setting('server_version') AS v");
    pgVersion = `PostgreSQL ${row?.v ?? '?'}`;
    console.log(`bench: PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} (${pgVersion})`);
    // Each run is held to the rows it added (a given DATABASE_URL may hold rows already).
    const before = new Set((await storedIds(databaseUrl).catch(() => [])).map((r) => r.id));
    const phase = await loadServer(options, { DATABASE_URL: databaseUrl }, (server) =>
      loadLeads(server, plan.duration),
    );
    const afterLoad = await storedIds(databaseUrl);
    runs.push(
      settle(
        'PostgreSQL',
        phase,
        afterLoad.filter((r) => !before.has(r.id)),
      ),
    );
    // The flood's database goes first: its autovacuum and the writes it left must not run during
    // the offered rate (dropping it cancels the first and checkpoints the second).
    if (!givenUrl) await dropTestDatabase(databaseUrl);
    rateUrl = givenUrl || (await createTestDatabase('bench'));
    const seen = new Set((await storedIds(rateUrl).catch(() => [])).map((r) => r.id));
    const offered = await loadServer(options, { DATABASE_URL: rateUrl }, (server) =>
      offerLeads(server, plan.rate, plan.rateDuration, plan.rateWarmup),
    );
    const afterOffer = await storedIds(rateUrl);
    runs.push(
      settle(
        `PostgreSQL at ${plan.rate} leads/s offered`,
        offered,
        afterOffer.filter((r) => !seen.has(r.id)),
      ),
    );
  } finally {
    if (!givenUrl) {
      // DROP DATABASE IF EXISTS: the flood's is usually gone already.
      await dropTestDatabase(databaseUrl);
      if (rateUrl) await dropTestDatabase(rateUrl);
    }
  }

  // ---- PGlite: the server holds the folder, so the rows are read after it stops.
  const dataDir = mkdtempSync(join(tmpdir(), 'fe-bench-pglite-'));
  try {
    // DATABASE_URL empty: the server's environment must not carry the PostgreSQL one.
    const phase = await loadServer(options, { DATA_DIR: dataDir, DATABASE_URL: '' }, (server) =>
      loadLeads(server, plan.duration),
    );
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
export async function benchLeads(options: BenchOptions, plan: LeadBenchPlan, report: Report): Promise<BenchOutcome> {
  // Read before this run appends its own section.
  const previous = lastLeadRuns(readResults());
  const { runs, pgVersion } = await benchBothDatabases(options, plan);
  report.say('');
  report.say(`### Lead endpoint: POST /api/quotes, ${connections} connections, distinct valid leads`);
  report.say('');
  const targets: Record<string, { rps?: number; p99?: number }> = {
    PostgreSQL: { rps: 1000 },
    PGlite: { rps: 300 },
  };
  for (const run of runs) {
    for (const line of describeLeadRun(run, targets[run.label] ?? { p99: 50 }, previous)) report.say(line);
  }
  const ok = runs.every((r) => r.ok);
  return { ok, database: pgVersion, verdict: leadVerdict(ok) };
}

/** The lead bench's plan from argv: --duration (30), --rate (500), --rate-duration (30), --rate-warmup (2). */
export function leadPlan(argv: readonly string[]): LeadBenchPlan {
  return {
    duration: numberArg(argv, '--duration', 30),
    rate: numberArg(argv, '--rate', 500),
    rateDuration: numberArg(argv, '--rate-duration', 30),
    rateWarmup: numberArg(argv, '--rate-warmup', 2),
  };
}

/** The verdict line a run with the lead benchmark ends with. */
export function leadVerdict(ok: boolean): string {
  return ok ? 'bench: ok (every lead stored once)' : 'bench: FAILED (a lead was lost or doubled)';
}

runEntry(import.meta.url, 'bench', () => {
  const argv = process.argv.slice(2);
  return benchMain(argv, 'Lead endpoint (`npm run bench:leads`)', (options, report) =>
    benchLeads(options, leadPlan(argv), report),
  );
});
