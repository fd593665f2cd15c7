import type pg from 'pg';
import { reconcile, runLoad, storedLeads } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { freePort, type ServerProcess, sleep, startServer, tempDir, until } from '../lib/proc';
import { WebhookReceiver } from '../lib/receivers';

/** Leads whose row has not exactly one job per channel (a half-written lead), and jobs without a lead. */
export async function partialRows(db: pg.Client, channels: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT q.id FROM quote_submissions q LEFT JOIN lead_notifications n ON n.lead_id = q.id
       WHERE NOT q.is_spam AND NOT q.do_not_contact
       GROUP BY q.id HAVING count(n.id) <> $1
     ) partial`,
    [channels],
  );
  const orphans = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lead_notifications n WHERE NOT EXISTS (SELECT 1 FROM quote_submissions q WHERE q.id = n.lead_id)',
  );
  return (rows[0]?.n ?? 0) + (orphans.rows[0]?.n ?? 0);
}

/**
 * 2. The server gets SIGKILL in the middle of a load and is started again. The table holds no
 * half-written lead, every lead acknowledged before the kill is there, and the notification jobs
 * are delivered after the restart (those claimed by the killed process once their claim expires).
 */
export const serverKill: Scenario = {
  name: 'server-kill',
  quick: false,
  async run(ctx: Context) {
    const report = ctx.report('server-kill');
    const databaseUrl = await ctx.database('kill');
    const hook = new WebhookReceiver({ port: await freePort(), secret: 'kill-secret-0123456789' });
    await hook.start();
    const port = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('kill-data'),
      LEAD_CHANNELS: 'webhook',
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: hook.secret,
      QUOTE_RATE_LIMIT: '1000000/1m',
      OUTBOX_POLL_MS: '200',
      OUTBOX_BACKOFF_MS: '200',
      // The receiver answers at once: a short claim brings the killed process's jobs back soon.
      OUTBOX_LOCK_MS: '5000',
    };
    let server: ServerProcess = await startServer({ port, env });
    try {
      let running = true;
      const load = runLoad({
        urls: () => [server.url],
        clients: 8,
        tag: 'kill',
        keepGoing: () => running,
        retryDelayMs: 100,
        giveUpMs: 90_000,
      });
      await sleep(4000);
      const killStart = Date.now();
      await server.kill();
      const killedAt = Date.now();

      // Before the restart: the table as the killed process left it.
      const partialAtKill = await withClient(databaseUrl, (db) => partialRows(db, 1));
      const rowsAtKill = await withClient(databaseUrl, storedLeads);
      report.equal(partialAtKill, 0, 'half-written leads right after the kill');

      await sleep(1000);
      server = await startServer({ port, env });
      const restartedAt = Date.now();
      await sleep(3000);
      running = false;
      const submissions = await load;

      const ackBeforeKill = submissions.filter((s) => {
        const ack = s.answers.find((a) => a.status === 201 || a.status === 200);
        return ack !== undefined && ack.startedAt + ack.ms < killedAt;
      });
      const storedAtKill = new Set(rowsAtKill.map((row) => row.submission_id));
      const lostAtKill = ackBeforeKill.filter((s) => !storedAtKill.has(String(s.lead.submissionId)));
      report.equal(lostAtKill.length, 0, 'leads acknowledged before the kill and missing right after it');
      // Requests sent before the kill that got no answer were cut by it (nothing else fails before).
      const cut = submissions.filter((s) => s.answers.some((a) => a.status === 0 && a.startedAt < killStart));
      report.check(cut.length > 0, 'no request was in flight when the server was killed');
      const errorAnswers = submissions.flatMap((s) => s.answers).filter((a) => a.status !== 0 && a.status >= 300);
      report.equal(errorAnswers.length, 0, 'HTTP answers other than 201/200 (an error from the server)');
      const committedUnanswered = cut.filter((s) => s.ackStatus === 200).length;

      const rows = await withClient(databaseUrl, storedLeads);
      const result = reconcile(submissions, rows);
      report.equal(await withClient(databaseUrl, (db) => partialRows(db, 1)), 0, 'half-written leads at the end');
      report.check(result.wrongId.length === 0, `${result.wrongId.length} lead(s) stored under another id`);

      // Every stored lead is delivered, those whose job the killed process held included.
      await until(
        'every stored lead to reach the webhook',
        () => (rows.every((row) => hook.deliveries.some((d) => d.leadId === row.id)) ? true : undefined),
        30_000,
      ).catch(() => {});
      await sleep(500);
      const keys = new Map<string, Set<string>>();
      const raw = new Map<string, number>();
      for (const d of hook.deliveries) {
        keys.set(d.leadId, (keys.get(d.leadId) ?? new Set()).add(d.idempotencyKey));
        raw.set(d.leadId, (raw.get(d.leadId) ?? 0) + 1);
      }
      const unnotified = rows.filter((row) => !keys.has(row.id)).length;
      // A receiver honouring Idempotency-Key counts a lead once; a second key for one lead is a double.
      const doubledKeys = [...keys.values()].filter((set) => set.size > 1).length;
      // Raw repeats are only excusable for a job the killed process had already sent.
      const repeats = [...raw].filter(([, n]) => n > 1).map(([id]) => id);
      const unexplained = repeats.filter((id) => {
        const first = hook.deliveries.find((d) => d.leadId === id);
        return first === undefined || first.at > killedAt;
      });
      const deliveredAfterRestart = rows.filter((row) =>
        hook.deliveries.some((d) => d.leadId === row.id && d.at >= restartedAt),
      ).length;
      const heldByKilled = rowsAtKill.filter(
        (row) => !hook.deliveries.some((d) => d.leadId === row.id && d.at < killedAt),
      );

      report.set({
        sent: submissions.length,
        acknowledged: result.acknowledged.length,
        stored: rows.length,
        notified: keys.size,
        lost:
          result.missing.length + (submissions.length - result.acknowledged.length) + lostAtKill.length + unnotified,
        doubled: result.doubled + doubledKeys + unexplained.length,
      });
      report.note(
        `${ackBeforeKill.length} acknowledged before SIGKILL all stored; ${cut.length} requests cut by the kill, resent with their submission id (${committedUnanswered} had been stored: answered 200 with the first id); ${heldByKilled.length} leads undelivered at the kill, ${deliveredAfterRestart} notifications delivered after the restart; ${repeats.length} resent with the same Idempotency-Key (sent just before the kill)`,
      );
    } finally {
      await server.stop();
      await hook.stop();
    }
  },
};
