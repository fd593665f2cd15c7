import { type Answer, makeLead, postQuote, reconcile, runLoad, storedLeads } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { type ProbeAnswer, probeHealth } from '../lib/probe';
import { freePort, sleep, startServer, tempDir, until } from '../lib/proc';
import { countByLead, WebhookReceiver } from '../lib/receivers';
import type { Report } from '../lib/report';

/**
 * How long an answer while the database is down may take: 2 s of waiting on the database (its
 * DB_QUERY_TIMEOUT_MS of 1.5 s and a margin), plus what the machine itself added at that moment,
 * the slowest /healthz answer (which touches no database) of the outage. On a quiet machine that is
 * a few milliseconds; with other suites beside this one (load 15-20 on 2 cores) an answer that
 * waited on nothing took over 2 s.
 */
function whileDownLimitMs(health: readonly ProbeAnswer[], downFrom: number, downUntil: number): number {
  const during = health.filter((a) => a.path === '/healthz' && a.startedAt >= downFrom && a.startedAt <= downUntil);
  return 2000 + Math.max(0, ...during.map((a) => a.ms));
}

/**
 * Readiness and liveness through the outage: /readyz 200 before, 503 with Retry-After (within
 * 2 s) while PostgreSQL is down, 200 again after it restarts; /healthz 200 throughout. Returns
 * the note for the summary line.
 */
function checkProbes(
  report: Report,
  answers: readonly ProbeAnswer[],
  limitMs: number,
  times: {
    stopping: number;
    downFrom: number;
    downUntil: number;
    restarted: number;
    readyAgain: ProbeAnswer | undefined;
  },
): string {
  const ready = answers.filter((a) => a.path === '/readyz');
  const health = answers.filter((a) => a.path === '/healthz');
  // Answered before the stop was even asked for: PostgreSQL was up for all of them.
  const before = ready.filter((a) => a.startedAt + a.ms < times.stopping);
  const down = ready.filter((a) => a.startedAt >= times.downFrom && a.startedAt + a.ms <= times.downUntil);
  const notLive = health.filter((a) => a.status !== 200);
  report.check(before.length > 0 && before.every((a) => a.status === 200), '/readyz was not 200 before the outage');
  report.check(down.length > 0, 'no /readyz answer while the database was down');
  const badDown = down.filter((a) => a.status !== 503 || a.retryAfter === null || a.ms > limitMs);
  report.check(
    badDown.length === 0,
    `${badDown.length} /readyz answer(s) while down were not a 503 with Retry-After within ${limitMs} ms: ${JSON.stringify(badDown.slice(0, 3))}`,
  );
  report.check(times.readyAgain !== undefined, '/readyz never answered 200 after the restart');
  report.check(
    health.length > 0 && notLive.length === 0,
    `${notLive.length} /healthz answer(s) were not 200: ${JSON.stringify(notLive.slice(0, 3))}`,
  );
  const back = times.readyAgain ? `${times.readyAgain.startedAt + times.readyAgain.ms - times.restarted} ms` : 'never';
  const slowest = Math.max(0, ...down.map((a) => a.ms));
  return `/readyz ${before.length}x 200 before, ${down.length}x 503+Retry-After while down (slowest ${slowest} ms), 200 again ${back} after the restart; /healthz ${health.length - notLive.length}/${health.length} 200`;
}

/**
 * 1. PostgreSQL stops for 10 s in the middle of a load (an immediate shutdown of the suite's own
 * cluster: connections cut, no checkpoint), then starts again. While it is down every answer is a
 * 503 with Retry-After within 2 s of waiting on the database (whileDownLimitMs); afterwards every acknowledged lead is in the table once, the
 * clients' retries (same submission id) made no second row, and every lead is notified once.
 */
export const pgRestart: Scenario = {
  name: 'pg-restart',
  quick: false,
  async run(ctx: Context) {
    const report = ctx.report('pg-restart');
    const cluster = await ctx.ownCluster('restart');
    const databaseUrl = await cluster.createDatabase('faults_restart');
    const hook = new WebhookReceiver({ port: await freePort(), secret: 'restart-secret-0123456789' });
    await hook.start();
    const server = await startServer({
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDir('restart-data'),
        LEAD_CHANNELS: 'webhook',
        LEAD_WEBHOOK_URL: hook.url,
        LEAD_WEBHOOK_SECRET: hook.secret,
        QUOTE_RATE_LIMIT: '1000000/1m',
        OUTBOX_POLL_MS: '200',
        OUTBOX_BACKOFF_MS: '200',
        OUTBOX_LOCK_MS: '30000',
      },
    });
    try {
      let running = true;
      let downFrom = Number.POSITIVE_INFINITY;
      let downUntil = Number.POSITIVE_INFINITY;
      const answers: Answer[] = [];
      const probe = probeHealth(server.url);
      const load = runLoad({
        urls: () => [server.url],
        clients: 8,
        tag: 'restart',
        keepGoing: () => running,
        retryDelayMs: 200,
        giveUpMs: 60_000,
        onAnswer: (answer) => answers.push(answer),
      });

      await sleep(5000);
      const stopping = Date.now();
      await cluster.stop('immediate');
      downFrom = Date.now();
      await sleep(10_000);
      downUntil = Date.now();
      await cluster.start();
      const restarted = Date.now();
      // Ready again once PostgreSQL answers: the first 200 from /readyz after the restart.
      const readyAgain = await until(
        '/readyz to answer 200 after the restart',
        () => probe.answers.find((a) => a.path === '/readyz' && a.startedAt >= restarted && a.status === 200),
        60_000,
      ).catch(() => undefined);
      await sleep(5000);
      running = false;
      const submissions = await load;
      await probe.stop();
      const limitMs = whileDownLimitMs(probe.answers, downFrom, downUntil);
      const probes = checkProbes(report, probe.answers, limitMs, {
        stopping,
        downFrom,
        downUntil,
        readyAgain,
        restarted,
      });

      // While down: every request started after the stop and answered before the restart.
      const whileDown = answers.filter((a) => a.startedAt >= downFrom && a.startedAt + a.ms <= downUntil);
      const slowest = Math.max(0, ...whileDown.map((a) => a.ms));
      report.check(whileDown.length > 0, 'no request was answered while the database was down');
      const bad = whileDown.filter((a) => a.status !== 503 || a.retryAfter === null || a.ms > limitMs);
      report.check(
        bad.length === 0,
        `${bad.length} answer(s) while down were not a 503 with Retry-After within ${limitMs} ms: ${JSON.stringify(bad.slice(0, 3))}`,
      );
      const noAnswer = answers.filter((a) => a.status === 0);
      report.check(noAnswer.length === 0, `${noAnswer.length} request(s) got no HTTP answer (hang or reset)`);
      const serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503);
      report.check(serverErrors.length === 0, `${serverErrors.length} answer(s) were 5xx other than 503`);

      // A client retrying one submission id (concurrently, then again) after recovery: one row.
      const lead = makeLead('restart-retry');
      const replays = await Promise.all([postQuote(server.url, lead), postQuote(server.url, lead)]);
      replays.push(await postQuote(server.url, lead));
      const statuses = replays.map((a) => a.status).sort();
      report.equal(statuses, [200, 200, 201], 'the same submission id sent three times');
      const ids = new Set(replays.map((a) => (JSON.parse(a.body) as { id?: string }).id));
      report.equal(ids.size, 1, 'distinct lead ids answered to one submission id');

      const rows = await withClient(databaseUrl, storedLeads);
      const sameId = rows.filter((row) => row.submission_id === lead.submissionId).length;
      report.equal(sameId, 1, 'rows for the retried submission id');

      const all = [...submissions, { lead, answers: replays, id: [...ids][0] as string }];
      const result = reconcile(all, rows);
      const retried = submissions.filter((s) => s.id !== undefined && s.answers.length > 1);
      report.check(result.wrongId.length === 0, `${result.wrongId.length} lead(s) stored under another id`);
      report.check(
        result.unacknowledgedStored === 0,
        `${result.unacknowledgedStored} lead(s) stored but never acknowledged to their client`,
      );

      // Notifications: each stored lead reaches the webhook once.
      await until(
        'every stored lead to be notified',
        () => (new Set(hook.deliveries.map((d) => d.leadId)).size >= rows.length ? true : undefined),
        60_000,
      ).catch(() => {});
      await sleep(500);
      const { perLead, doubled } = countByLead(hook.deliveries);
      const unnotified = rows.filter((row) => !perLead.has(row.id)).length;
      report.check(
        hook.deliveries.every((d) => d.signed),
        'a webhook delivery carried a bad signature',
      );

      report.set({
        sent: submissions.length + 1,
        acknowledged: result.acknowledged.length,
        stored: rows.length,
        notified: perLead.size,
        lost: result.missing.length + (all.length - result.acknowledged.length) + unnotified,
        doubled: result.doubled + doubled.length,
      });
      report.note(
        `down 10s: ${whileDown.length} answers all 503+Retry-After, slowest ${slowest} ms (limit ${limitMs} ms: 2 s + the slowest /healthz meanwhile); ${retried.length} leads acknowledged after a retry with their submission id; ${probes}`,
      );
    } finally {
      report.check(server.alive(), `the server exited: ${server.output().slice(-3000)}`);
      await server.stop();
      await hook.stop();
      await cluster.stop('fast').catch(() => {});
    }
  },
};
