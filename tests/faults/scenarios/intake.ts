import { connect } from 'node:net';
import { makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { pgliteDataDir, runCli, type ServerProcess, startServer, tempDir } from '../lib/proc';
import type { Report } from '../lib/report';

/**
 * Issue 27, "Lead intake that no connection can switch off".
 *
 * - intake-pipeline: on PostgreSQL and on PGlite, one connection pipelines 40 `GET /` and 16
 *   `POST /api/quotes` with `{}` bodies in one write and never reads; once the server has taken
 *   what it can of them (its log stops growing), the client disconnects. Then a visitor's valid
 *   lead is stored (201) and /readyz answers 200: the connection held no slot of the in-flight cap.
 *   (The pipelined requests come from loopback itself; the visitors through a proxy on loopback.)
 * - intake-opt-out: `leads opt-out --email victim@gmail.com`, then a lead for victim+x@gmail.com
 *   and one for v.ictim@googlemail.com: both answered 201 like any other, stored flagged
 *   do_not_contact, and given no notification job (PostgreSQL).
 * - intake-pg-stats: 300 leads of one person among 3,000 and ANALYZE put her e-mail and phone in
 *   pg_stats' most common values; after `leads delete --email`, neither is anywhere in pg_stats.
 * - purge-at-size (not quick): 300,000 expired spam leads, each pointing at the one before
 *   (duplicate_of), and 1,000 recent leads on PostgreSQL: `leads purge` exits 0, removes the
 *   300,000 and keeps the 1,000.
 */

const pipelinedGets = 40;
const pipelinedPosts = 16;

/** How many of the lead requests the server has answered so far, by its log lines. */
function leadAnswers(server: ServerProcess): number {
  let count = 0;
  for (const line of server.output().split('\n')) {
    if (line.includes('"msg":"Quote refused:')) count++;
  }
  return count;
}

/** Waits until `count()` reaches `target`, or stops growing for `stallMs` (a stall bound, not a measure). */
async function untilCountOrStall(count: () => number, target: number, stallMs: number): Promise<number> {
  let last = count();
  let changedAt = Date.now();
  while (last < target && Date.now() - changedAt < stallMs) {
    await new Promise((done) => setTimeout(done, 50));
    const now = count();
    if (now !== last) {
      last = now;
      changedAt = Date.now();
    }
  }
  return last;
}

async function pipelineNeverRead(report: Report, server: ServerProcess, label: string): Promise<void> {
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('error', fail);
  });
  socket.on('error', () => {});
  // Never read: paused, the socket leaves the answers in the kernel until its window is full.
  socket.pause();
  const host = `Host: ${hostname}:${port}\r\n`;
  const get = `GET / HTTP/1.1\r\n${host}\r\n`;
  const post = `POST /api/quotes HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;
  const before = leadAnswers(server);
  socket.write(get.repeat(pipelinedGets) + post.repeat(pipelinedPosts));
  const taken = (await untilCountOrStall(() => leadAnswers(server), before + pipelinedPosts, 5000)) - before;
  socket.destroy();
  await new Promise<void>((done) => (socket.closed ? done() : socket.once('close', () => done())));

  const answers = [];
  for (let i = 0; i < 3; i++)
    answers.push(
      await postQuote(server.url, makeLead(`pipeline-${label}-${i}`), 20_000, {
        'X-Forwarded-For': `203.0.113.${10 + i}`,
      }),
    );
  const ready = await fetch(`${server.url}/readyz`);
  report.equal(
    answers.map((a) => a.status),
    [201, 201, 201],
    `${label}: visitors' leads after the pipelined connection left`,
  );
  report.equal(ready.status, 200, `${label}: /readyz after the pipelined connection left`);
  report.counts.sent = (report.counts.sent ?? 0) + answers.length;
  report.counts.acknowledged = (report.counts.acknowledged ?? 0) + answers.filter((a) => a.status === 201).length;
  report.note(
    `${label}: ${pipelinedGets} GET + ${pipelinedPosts} POST pipelined unread, ${taken} lead request(s) answered before the client left; then ${answers.map((a) => a.status).join(' ')}, /readyz ${ready.status}`,
  );
}

async function optOutEverySpelling(report: Report, server: ServerProcess, databaseUrl: string): Promise<void> {
  const cli = await runCli(['leads', 'opt-out', '--email', 'Victim@Gmail.com'], { DATABASE_URL: databaseUrl });
  report.equal(cli.code, 0, `leads opt-out exit code (stderr: ${cli.stderr.trim()})`);
  const spellings = ['victim+x@gmail.com', 'v.ictim@googlemail.com'];
  const answers = [];
  for (const [i, email] of spellings.entries()) {
    answers.push(
      await postQuote(server.url, makeLead('opt-out', { email }), 20_000, { 'X-Forwarded-For': `203.0.113.${50 + i}` }),
    );
  }
  report.equal(
    answers.map((a) => a.status),
    [201, 201],
    'leads of other spellings of an opted-out inbox are answered like any other',
  );
  const rows = await withClient(databaseUrl, async (db) => {
    const { rows: found } = await db.query<{ email: string; do_not_contact: boolean; jobs: number }>(
      `SELECT q.email, q.do_not_contact,
         (SELECT count(*)::int FROM lead_notifications n WHERE n.lead_id = q.id) AS jobs
       FROM quote_submissions q WHERE q.email = ANY($1::text[]) ORDER BY q.email`,
      [spellings],
    );
    return found;
  });
  report.equal(
    rows.map((row) => [row.email, row.do_not_contact, row.jobs]),
    [
      ['v.ictim@googlemail.com', true, 0],
      ['victim+x@gmail.com', true, 0],
    ],
    'stored flagged do_not_contact, with no notification job',
  );
  report.set({ sent: answers.length, acknowledged: answers.filter((a) => a.status === 201).length });
  report.note(
    `opted out Victim@Gmail.com; ${spellings.join(' and ')} answered ${answers.map((a) => a.status).join(' ')}, stored do_not_contact=${rows.map((r) => r.do_not_contact).join('/')}, jobs ${rows.map((r) => r.jobs).join('/')}`,
  );
}

/** Values of pg_stats (most common values, histogram bounds) of the leads tables holding `needle`. */
async function statsHolding(databaseUrl: string, needles: readonly string[]): Promise<string[]> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ place: string }>(
      `SELECT tablename || '.' || attname AS place FROM pg_stats
       WHERE tablename IN ('quote_submissions', 'lead_notifications', 'do_not_contact', 'rate_limit_hits')
         AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS n(v)
           WHERE coalesce(most_common_vals::text, '') LIKE '%' || n.v || '%'
              OR coalesce(histogram_bounds::text, '') LIKE '%' || n.v || '%')
       ORDER BY 1`,
      [needles],
    );
    return rows.map((row) => row.place);
  });
}

/** Inserts leads straight into the table (a size no intake test would wait for). */
const bulkLeads = (count: number, values: string) => `
  INSERT INTO quote_submissions (gender, age, tobacco, name, email, email_key, phone, zip_code, submission_id,
    consent_version, consent_at, page_url, created_at, is_spam, spam_reason, duplicate_of, id)
  SELECT 'female', 70, 'no', ${values}
  FROM generate_series(1, ${count}) AS g`;

async function pgStatsAfterDelete(report: Report, databaseUrl: string): Promise<void> {
  const email = 'stats.victim@example.org';
  const phone = '5558675309';
  const migrated = await runCli(['db', 'migrate'], { DATABASE_URL: databaseUrl });
  report.equal(migrated.code, 0, `db migrate (stderr: ${migrated.stderr.trim()})`);
  await withClient(databaseUrl, async (db) => {
    await db.query(
      bulkLeads(
        3000,
        `'Person ' || g,
         CASE WHEN g % 10 = 0 THEN '${email}' ELSE 'p' || g || '@example.org' END,
         CASE WHEN g % 10 = 0 THEN '${email}' ELSE 'p' || g || '@example.org' END,
         CASE WHEN g % 10 = 0 THEN '${phone}' ELSE '555' || lpad(g::text, 7, '0') END,
         '43004', gen_random_uuid(), 'v1', now(), null, now(), false, null, null, gen_random_uuid()`,
      ),
    );
    await db.query('ANALYZE quote_submissions');
  });
  const before = await statsHolding(databaseUrl, [email, phone]);
  report.check(before.length > 0, 'precondition: ANALYZE put the person in pg_stats');
  const cli = await runCli(['leads', 'delete', '--email', email], { DATABASE_URL: databaseUrl });
  report.equal(cli.code, 0, `leads delete exit code (stderr: ${cli.stderr.trim()})`);
  const after = await statsHolding(databaseUrl, [email, phone]);
  report.equal(after, [], 'pg_stats columns holding the deleted e-mail or phone');
  report.note(
    `pg_stats held the person in ${before.join(', ') || 'nothing'} before leads delete, in ${after.join(', ') || 'nothing'} after`,
  );
}

async function purgeAtSize(report: Report, databaseUrl: string): Promise<void> {
  const expired = 300_000;
  const recent = 1000;
  const migrated = await runCli(['db', 'migrate'], { DATABASE_URL: databaseUrl });
  report.equal(migrated.code, 0, `db migrate (stderr: ${migrated.stderr.trim()})`);
  await withClient(databaseUrl, async (db) => {
    // Spam from 2,000 days ago, each pointing at the one before: the chain a purge must undo.
    await db.query(
      bulkLeads(
        expired,
        `'Spam ' || g, 's' || g || '@example.org', 's' || g || '@example.org', '555' || lpad(g::text, 7, '0'),
         '43004', gen_random_uuid(), 'v1', now(), null, now() - interval '2000 days' + g * interval '1 second',
         true, 'no_token', CASE WHEN g > 1 THEN md5('spam' || (g - 1))::uuid END, md5('spam' || g)::uuid`,
      ),
    );
    await db.query(
      bulkLeads(
        recent,
        `'Lead ' || g, 'r' || g || '@example.org', 'r' || g || '@example.org', '556' || lpad(g::text, 7, '0'),
         '43004', gen_random_uuid(), 'v1', now(), null, now(), false, null, null, gen_random_uuid()`,
      ),
    );
    await db.query('ANALYZE quote_submissions');
  });
  const started = Date.now();
  const cli = await runCli(['leads', 'purge', '--json'], { DATABASE_URL: databaseUrl });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  report.equal(cli.code, 0, `leads purge exit code (stderr: ${cli.stderr.trim().slice(0, 300)})`);
  const left = await withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ spam: number; leads: number }>(
      'SELECT count(*) FILTER (WHERE is_spam)::int AS spam, count(*) FILTER (WHERE NOT is_spam)::int AS leads FROM quote_submissions',
    );
    return rows[0];
  });
  report.equal(left, { spam: 0, leads: recent }, 'rows left after the purge');
  let printed: { spam?: number; batchSize?: number } = {};
  try {
    printed = JSON.parse(cli.stdout) as typeof printed;
  } catch {
    report.check(false, `leads purge --json printed ${cli.stdout.slice(0, 200)}`);
  }
  report.equal(printed.spam, expired, 'spam removed, as leads purge printed it');
  report.set({ sent: expired + recent, stored: (left?.spam ?? 0) + (left?.leads ?? 0) });
  report.note(
    `${expired.toLocaleString('en-US')} expired spam chained by duplicate_of + ${recent} recent leads: leads purge exit ${cli.code} in ${seconds} s, batch size ${printed.batchSize ?? '-'}, left ${left?.spam} spam and ${left?.leads} leads`,
  );
}

export const purgeAtSizeScenario: Scenario = {
  name: 'purge-at-size',
  quick: false,
  async run(ctx: Context) {
    const report = ctx.report('purge-at-size');
    try {
      await purgeAtSize(report, await ctx.database('purge_at_size'));
    } finally {
      report.finished = Date.now();
    }
  },
};

export const intake: Scenario = {
  name: 'intake',
  quick: true,
  reports: ['intake-pipeline', 'intake-opt-out', 'intake-pg-stats'],
  async run(ctx: Context) {
    const pipeline = ctx.report('intake-pipeline');
    const optOutReport = ctx.report('intake-opt-out');
    const stats = ctx.report('intake-pg-stats');
    // Visitors come through a proxy on loopback, each from an address of its own.
    const env = { LEAD_CHANNELS: 'log', QUOTE_MAX_IN_FLIGHT: '16', TRUST_PROXY: 'loopback' };
    const databaseUrl = await ctx.database('intake');
    const postgres = await startServer({ env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: tempDir('intake-pg') } });
    try {
      await pipelineNeverRead(pipeline, postgres, 'PostgreSQL');
      await optOutEverySpelling(optOutReport, postgres, databaseUrl);
    } finally {
      await postgres.stop();
      optOutReport.finished = Date.now();
    }
    try {
      await pgStatsAfterDelete(stats, await ctx.database('intake_stats'));
    } catch (error) {
      stats.check(false, `aborted: ${error instanceof Error ? error.message : String(error)}`);
    }
    stats.finished = Date.now();
    const pglite = await startServer({ env: { ...env, DATA_DIR: await pgliteDataDir('intake-pglite') } });
    try {
      await pipelineNeverRead(pipeline, pglite, 'PGlite');
    } finally {
      await pglite.stop();
    }
    pipeline.finished = Date.now();
  },
};
