import { type Answer, makeLead, postQuote, reconcile, runLoad, storedLeads } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { freePort, sleep, startServer, tempDir, until } from '../lib/proc';
import { countByLead, WebhookReceiver } from '../lib/receivers';

/**
 * 1. PostgreSQL stops for 10 s in the middle of a load (an immediate shutdown of the suite's own
 * cluster: connections cut, no checkpoint), then starts again. While it is down every answer is a
 * 503 with Retry-After within 2 s; afterwards every acknowledged lead is in the table once, the
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
      await cluster.stop('immediate');
      downFrom = Date.now();
      await sleep(10_000);
      downUntil = Date.now();
      await cluster.start();
      await sleep(5000);
      running = false;
      const submissions = await load;

      // While down: every request started after the stop and answered before the restart.
      const whileDown = answers.filter((a) => a.startedAt >= downFrom && a.startedAt + a.ms <= downUntil);
      const slowest = Math.max(0, ...whileDown.map((a) => a.ms));
      report.check(whileDown.length > 0, 'no request was answered while the database was down');
      const bad = whileDown.filter((a) => a.status !== 503 || a.retryAfter === null || a.ms > 2000);
      report.check(
        bad.length === 0,
        `${bad.length} answer(s) while down were not a 503 with Retry-After within 2 s: ${JSON.stringify(bad.slice(0, 3))}`,
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
        `down 10s: ${whileDown.length} answers all 503+Retry-After, slowest ${slowest} ms; ${retried.length} leads acknowledged after a retry with their submission id`,
      );
    } finally {
      report.check(server.alive(), `the server exited: ${server.output().slice(-3000)}`);
      await server.stop();
      await hook.stop();
      await cluster.stop('fast').catch(() => {});
    }
  },
};
