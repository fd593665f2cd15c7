import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { freePort, sleep, startServer, tempDir, until } from '../lib/proc';
import { SmtpCapture, WebhookReceiver } from '../lib/receivers';

/**
 * 8. Logs: the server's stdout and stderr, at LOG_LEVEL=debug, through a submission, its replay,
 * a refused (invalid) one, a spam one, and notifications on every channel (the webhook failing
 * once, so the retry path logs too), hold none of the lead's name, e-mail or phone.
 */
export const logs: Scenario = {
  name: 'logs',
  quick: true,
  async run(ctx: Context) {
    const report = ctx.report('logs');
    const databaseUrl = await ctx.database('logs');
    const dataDir = tempDir('logs-data');
    const smtp = new SmtpCapture(await freePort());
    const hook = new WebhookReceiver({ port: await freePort(), secret: 'logs-secret-0123456789', failFirst: 1 });
    await Promise.all([smtp.start(), hook.start()]);
    const server = await startServer({
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'debug',
        LEAD_CHANNELS: 'log,smtp,webhook',
        SMTP_URL: smtp.url,
        LEAD_MAIL_TO: 'agent@example.com',
        LEAD_MAIL_FROM: 'leads@example.com',
        LEAD_WEBHOOK_URL: hook.url,
        LEAD_WEBHOOK_SECRET: hook.secret,
        OUTBOX_POLL_MS: '100',
        OUTBOX_BACKOFF_MS: '100',
      },
    });
    const person = {
      name: 'Zebulon Quartzfield',
      email: 'zebulon.quartzfield@example.net',
      phone: '(555) 214-7392',
      zipCode: '73301',
    };
    const secrets = ['Zebulon', 'Quartzfield', 'zebulon.quartzfield', '5552147392', '214-7392', '555) 214', '73301'];
    try {
      const lead = makeLead('logs', person);
      const first = await postQuote(server.url, lead);
      const replay = await postQuote(server.url, lead);
      const invalid = await postQuote(server.url, makeLead('logs', { ...person, zipCode: '7330' }));
      const spam = await postQuote(server.url, makeLead('logs', { ...person, company: 'Quartzfield LLC' }));
      report.equal(
        [first.status, replay.status, invalid.status, spam.status],
        [201, 200, 400, 201],
        'answers: stored, replayed, invalid, spam',
      );
      const id = first.status === 201 ? (JSON.parse(first.body) as { id: string }).id : 'none';
      await until(
        'the lead to reach every channel',
        () =>
          smtp.mails.some((m) => m.leadId === id) && hook.deliveries.some((d) => d.leadId === id) ? true : undefined,
        20_000,
      ).catch(() => {});
      await sleep(300);
      const stopping = Date.now();
      await server.stop(); // SIGTERM: the shutdown lines are part of the output too
      const stopMs = Date.now() - stopping;
      const output = server.output();
      const leaked = secrets.filter((secret) => output.toLowerCase().includes(secret.toLowerCase()));
      report.equal(leaked, [], 'personal data in the server log');
      // The log was really captured, with the lead id and the retry path.
      report.check(output.includes(id), 'the server log does not name the lead id');
      report.check(
        output.includes('Outbox: notification failed, will retry'),
        'the failed webhook attempt was not logged',
      );
      report.check(output.includes('"level":"debug"'), 'no debug line in the captured log');
      // The agent's own channels did get the person (the data flowed; only the server log is clean).
      const leadsLog = join(dataDir, 'leads.log');
      report.check(
        existsSync(leadsLog) && readFileSync(leadsLog, 'utf8').includes(person.name),
        'leads.log (the agent channel) does not hold the lead',
      );
      const logged = existsSync(leadsLog) && readFileSync(leadsLog, 'utf8').includes(id) ? 1 : 0;
      const notified =
        [smtp.mails, hook.deliveries].filter((list) => list.some((d) => d.leadId === id)).length + logged;
      report.set({ sent: 4, acknowledged: 3, stored: 2, notified, lost: 3 - notified, doubled: 0 });
      report.note(
        `${output.split('\n').length - 1} log lines captured (debug), ${leaked.length} with the name, e-mail, phone or ZIP; the lead id appears ${output.split(id).length - 1} times; stopped in ${stopMs} ms`,
      );
    } finally {
      await server.stop();
      await Promise.all([smtp.stop(), hook.stop()]);
    }
  },
};
