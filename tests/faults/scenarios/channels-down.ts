import { makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { freePort, runCli, sleep, startServer, tempDir, until } from '../lib/proc';
import { countByLead, SmtpCapture, WebhookReceiver } from '../lib/receivers';
import type { Report } from '../lib/report';

interface FailedAttempt {
  time: number;
  jobId: string;
  channel: string;
  attempt: number;
  retryInMs: number;
  /** When the database will hand the job out again (epoch ms). */
  retryAt: number;
}

/** The server's "will retry" log lines (job ids, attempts and delays only: no lead data). */
function failedAttempts(output: string): FailedAttempt[] {
  const attempts: FailedAttempt[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('Outbox: notification failed, will retry')) continue;
    const entry = JSON.parse(line) as {
      time: string;
      jobId: string;
      channel: string;
      attempt: number;
      retryInMs: number;
      retryAt: string;
    };
    attempts.push({ ...entry, time: Date.parse(entry.time), retryAt: Date.parse(entry.retryAt) });
  }
  return attempts;
}

async function jobStatuses(databaseUrl: string): Promise<Record<string, number>> {
  return withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM lead_notifications GROUP BY status',
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  });
}

async function sendLeads(report: Report, url: string, tag: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await postQuote(url, makeLead(tag));
    if (report.equal(answer.status, 201, 'a lead sent while the channels are down')) {
      ids.push((JSON.parse(answer.body) as { id: string }).id);
    }
  }
  return ids;
}

/**
 * 3. The SMTP server and the webhook receiver refuse connections at first, then come up: every
 * lead is notified once per channel, after retries whose delays grow (backoff, read from the
 * server's log). A channel that stays down ends in dead-letter, and `leads retry-notifications`
 * brings its jobs back.
 */
export const channelsDown: Scenario = {
  name: 'channels-down',
  quick: false,
  async run(ctx: Context) {
    await recovery(ctx, ctx.report('channels-down'));
    await deadLetter(ctx, ctx.report('channel-dead-letter'));
  },
};

async function recovery(ctx: Context, report: Report): Promise<void> {
  const databaseUrl = await ctx.database('channels');
  // Ports nothing listens on yet: connections are refused until the receivers start.
  const smtp = new SmtpCapture(await freePort());
  const hook = new WebhookReceiver({ port: await freePort(), secret: 'channels-secret-0123456789' });
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('channels-data'),
      LEAD_CHANNELS: 'smtp,webhook',
      SMTP_URL: smtp.url,
      LEAD_MAIL_TO: 'agent@example.com',
      LEAD_MAIL_FROM: 'Evergreen Leads <leads@example.com>',
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: hook.secret,
      QUOTE_RATE_LIMIT: '1000000/1m',
      OUTBOX_POLL_MS: '100',
      OUTBOX_BACKOFF_MS: '300',
      OUTBOX_MAX_ATTEMPTS: '12',
    },
  });
  try {
    const leads = 20;
    const ids = await sendLeads(report, server.url, 'channels', leads);
    await sleep(4500);
    const beforeUp = failedAttempts(server.output());
    await Promise.all([smtp.start(), hook.start()]);
    const upAt = Date.now();
    await until(
      'every lead to be notified on both channels',
      () =>
        ids.every((id) => smtp.mails.some((m) => m.leadId === id) && hook.deliveries.some((d) => d.leadId === id))
          ? true
          : undefined,
      40_000,
    ).catch(() => {});
    await sleep(1500); // room for a late second delivery to show up
    const mails = countByLead(smtp.mails);
    const hooks = countByLead(hook.deliveries);
    const missing =
      ids.filter((id) => !mails.perLead.has(id)).length + ids.filter((id) => !hooks.perLead.has(id)).length;
    report.equal(await jobStatuses(databaseUrl), { delivered: leads * 2 }, 'notification jobs by status');
    report.check(
      smtp.mails.every((m) => m.to.includes('agent@example.com')),
      'a mail went to someone else than LEAD_MAIL_TO',
    );
    report.check(
      hook.deliveries.every((d) => d.signed),
      'a webhook delivery carried a bad signature',
    );

    // Backoff: each job's delays grow, and no retry came before the time the database set for it
    // (the next attempt's failure is logged after its claim, which waits for that time). Compared
    // with the time the database set, not with when the previous failure was logged: on a busy
    // machine that line can be written late, which made later retries look early.
    const attempts = failedAttempts(server.output());
    const byJob = new Map<string, FailedAttempt[]>();
    for (const a of attempts) byJob.set(a.jobId, [...(byJob.get(a.jobId) ?? []), a]);
    report.equal(byJob.size, leads * 2, 'jobs that failed while the channels were down');
    report.check(
      attempts.every((a) => Number.isFinite(a.retryAt)),
      'a "will retry" line without the time the database set',
    );
    let badGaps = 0;
    for (const list of byJob.values()) {
      list.sort((a, b) => a.attempt - b.attempt);
      for (let i = 1; i < list.length; i++) {
        const [previous, current] = [list[i - 1], list[i]];
        if (!previous || !current) continue;
        if (current.attempt !== previous.attempt + 1) badGaps++;
        if (current.retryInMs < previous.retryInMs) badGaps++;
        if (current.time < previous.retryAt - 1) badGaps++;
      }
    }
    report.equal(badGaps, 0, 'retries that came too soon or whose delay shrank');
    const sample = [...byJob.values()].find((list) => list[0]?.channel === 'smtp') ?? [];
    const gaps = sample.slice(1).map((a, i) => a.time - (sample[i]?.time ?? a.time));
    report.check(sample.length >= 3, `the first SMTP job failed only ${sample.length} time(s) while down`);
    const firstDelivery = Math.min(...smtp.mails.map((m) => m.at), ...hook.deliveries.map((d) => d.at));

    report.set({
      sent: leads,
      acknowledged: ids.length,
      stored: leads,
      notified: mails.perLead.size + hooks.perLead.size,
      lost: missing,
      doubled: mails.doubled.length + hooks.doubled.length,
    });
    report.note(
      `${beforeUp.length} failed attempts while down (${attempts.length} in all); one SMTP job's gaps between attempts: ${gaps.join(', ')} ms; first delivery ${firstDelivery - upAt} ms after the receivers came up; ${smtp.mails.length} mails, ${hook.deliveries.length} webhook calls for ${leads} leads`,
    );
  } finally {
    await server.stop();
    await smtp.stop();
    await hook.stop();
  }
}

async function deadLetter(ctx: Context, report: Report): Promise<void> {
  const databaseUrl = await ctx.database('deadletter');
  const hook = new WebhookReceiver({ port: await freePort(), secret: 'deadletter-secret-0123456789' });
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('deadletter-data'),
      LEAD_CHANNELS: 'webhook',
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: hook.secret,
      QUOTE_RATE_LIMIT: '1000000/1m',
      OUTBOX_POLL_MS: '100',
      OUTBOX_BACKOFF_MS: '100',
      OUTBOX_MAX_ATTEMPTS: '3',
    },
  });
  try {
    const leads = 5;
    const ids = await sendLeads(report, server.url, 'deadletter', leads);
    const dead = await until(
      'the jobs to be dead-lettered',
      async () => {
        const statuses = await jobStatuses(databaseUrl);
        return statuses.dead === leads ? statuses : undefined;
      },
      30_000,
    ).catch(() => undefined);
    report.check(dead !== undefined, 'the jobs of a channel that stays down did not end dead');

    // The channel comes back: dead jobs stay dead until staff retry them.
    await hook.start();
    await sleep(1500);
    report.equal(hook.deliveries.length, 0, 'deliveries of dead jobs before retry-notifications');

    const cli = await runCli(['leads', 'retry-notifications', '--json'], { DATABASE_URL: databaseUrl });
    report.equal(cli.code, 0, `leads retry-notifications exit code (stderr: ${cli.stderr.trim()})`);
    report.equal(cli.stdout.trim(), JSON.stringify({ retried: leads }), 'leads retry-notifications output');

    await until(
      'the retried jobs to be delivered',
      () => (ids.every((id) => hook.deliveries.some((d) => d.leadId === id)) ? true : undefined),
      20_000,
    ).catch(() => {});
    await sleep(1000);
    const hooks = countByLead(hook.deliveries);
    report.equal(await jobStatuses(databaseUrl), { delivered: leads }, 'jobs by status after the retry');
    report.set({
      sent: leads,
      acknowledged: ids.length,
      stored: leads,
      notified: hooks.perLead.size,
      lost: ids.filter((id) => !hooks.perLead.has(id)).length,
      doubled: hooks.doubled.length,
    });
    report.note(
      `dead after 3 attempts: ${dead?.dead ?? 0}; retry-notifications printed ${cli.stdout.trim()}; then delivered ${hook.deliveries.length}`,
    );
  } finally {
    await server.stop();
    await hook.stop();
  }
}
