import { makeLead, postQuote, reconcile, runLoad, storedLeads } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { freePort, sleep, startServer, tempDir, until } from '../lib/proc';
import { countByLead, SmtpCapture, WebhookReceiver } from '../lib/receivers';

/**
 * 4. Two server processes on one database, both taking leads and both running the outbox worker
 * (FOR UPDATE SKIP LOCKED claims): every lead is notified exactly once per channel, nothing is left;
 * and the rate limits, counted in PostgreSQL, are one limit for both processes.
 */
export const twoServers: Scenario = {
  name: 'two-servers',
  quick: false,
  async run(ctx: Context) {
    const report = ctx.report('two-servers');
    const databaseUrl = await ctx.database('two');
    const smtp = new SmtpCapture(await freePort());
    // A receiver that takes a moment to answer widens the window in which two workers could collide.
    const hook = new WebhookReceiver({ port: await freePort(), secret: 'two-servers-secret-0123456789', delayMs: 15 });
    await Promise.all([smtp.start(), hook.start()]);
    const env = {
      DATABASE_URL: databaseUrl,
      LEAD_CHANNELS: 'smtp,webhook',
      SMTP_URL: smtp.url,
      LEAD_MAIL_TO: 'agent@example.com',
      LEAD_MAIL_FROM: 'leads@example.com',
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: hook.secret,
      QUOTE_RATE_LIMIT: '1000000/1m',
      QUOTE_CONTACT_RATE_LIMIT: '3/1h',
      OUTBOX_POLL_MS: '50',
      OUTBOX_BACKOFF_MS: '200',
    };
    const [a, b] = await Promise.all([
      startServer({ env: { ...env, DATA_DIR: tempDir('two-a') } }),
      startServer({ env: { ...env, DATA_DIR: tempDir('two-b') } }),
    ]);
    try {
      // A fixed number of leads, whatever the machine's speed, from clients alternating between the servers.
      const leads = 200;
      let started = 0;
      const submissions = await runLoad({
        urls: () => [a.url, b.url],
        clients: 6,
        tag: 'two',
        keepGoing: () => started++ < leads,
      });
      const rows = await withClient(databaseUrl, storedLeads);
      const result = reconcile(submissions, rows);
      await until(
        'every lead to be notified on both channels',
        () =>
          rows.every(
            (row) => smtp.mails.some((m) => m.leadId === row.id) && hook.deliveries.some((d) => d.leadId === row.id),
          )
            ? true
            : undefined,
        60_000,
      ).catch(() => {});
      await sleep(1500);
      const mails = countByLead(smtp.mails);
      const hooks = countByLead(hook.deliveries);
      const unnotified =
        rows.filter((row) => !mails.perLead.has(row.id)).length +
        rows.filter((row) => !hooks.perLead.has(row.id)).length;
      const left = await withClient(databaseUrl, async (db) => {
        const { rows: counts } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM lead_notifications WHERE status <> 'delivered'",
        );
        return counts[0]?.n ?? -1;
      });
      report.equal(left, 0, 'jobs not delivered at the end');
      const deliveredBy = [a, b].map((server) => server.output().split('Outbox: notification delivered').length - 1);
      const takenBy = [a, b].map((server) => server.output().split('"msg":"Quote stored"').length - 1);
      report.check(
        deliveredBy.every((n) => n > 0),
        `both workers should deliver; they delivered ${deliveredBy.join(' and ')}`,
      );
      report.check(
        takenBy.every((n) => n > 0),
        `both servers should take leads; they took ${takenBy.join(' and ')}`,
      );
      report.set({
        sent: submissions.length,
        acknowledged: result.acknowledged.length,
        stored: rows.length,
        notified: mails.perLead.size + hooks.perLead.size,
        lost: result.missing.length + (submissions.length - result.acknowledged.length) + unnotified,
        doubled: result.doubled + mails.doubled.length + hooks.doubled.length,
      });
      const [mailCount, hookCount] = [smtp.mails.length, hook.deliveries.length];
      // One limit for both processes (counted in PostgreSQL): QUOTE_CONTACT_RATE_LIMIT=3/1h here,
      // four leads with one phone number sent to A, B, A, B.
      // The fourth is answered alike, stored flagged (contact_limit) and not notified.
      const phone = '(555) 216-0203';
      const perPhone: number[] = [];
      for (const server of [a, b, a, b])
        perPhone.push((await postQuote(server.url, makeLead('two-limit', { phone }))).status);
      report.equal(perPhone, [201, 201, 201, 201], 'four leads with one phone number across the two servers');
      const notifiedForPhone = await withClient(databaseUrl, async (db) => {
        const { rows: found } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM quote_submissions q
           WHERE q.phone = '5552160203' AND EXISTS (SELECT 1 FROM lead_notifications n WHERE n.lead_id = q.id)`,
        );
        return found[0]?.n ?? -1;
      });
      report.equal(notifiedForPhone, 3, 'leads with one phone number notified across the two servers');
      report.note(
        `leads taken by server A/B: ${takenBy.join('/')}; notifications delivered by A/B: ${deliveredBy.join('/')}; ${mailCount} mails and ${hookCount} webhook calls for ${rows.length} leads; jobs left undelivered: ${left}; one phone to A,B,A,B: ${perPhone.join(' ')} (one shared limit)`,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await Promise.all([smtp.stop(), hook.stop()]);
    }
  },
};
