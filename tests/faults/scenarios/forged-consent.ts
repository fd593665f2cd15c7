import { randomUUID } from 'node:crypto';
import { CONSENT_TEXT } from '#core/lead/consent';
import type { LeadInput } from '#core/lead/schema';
import { createFormTokenSigner } from '../../../server/leads/form-token';
import { type Answer, makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { formToken } from '../lib/form-token';
import { withClient } from '../lib/pg';
import { runCli, sleep, startServer, tempDir, until } from '../lib/proc';

interface Row {
  submission_id: string;
  is_spam: boolean;
  spam_reason: string | null;
  page_url: string | null;
  landing_page: string | null;
  name: string;
  jobs: number;
  delivered: number;
}

/**
 * 11. Forged leads and consent records (issue 11, items 4-6): what an attacker's script sends
 * instead of the dialog. Without a token the server issued, with a forged, foreign, reused or too
 * young one, the lead is stored as spam and never notified; an expired token, an unpublished
 * consent version, another site's page or a changed repeat of a submission id is refused, storing
 * nothing; a page address off the site is dropped; a phone number gets at most its daily leads.
 * A visitor who goes through the real steps (GET /api/form-token, then the lead) is notified, and
 * `leads show` prints the consent text that lead agreed to, word for word.
 */
export const forgedConsent: Scenario = {
  name: 'forged-consent',
  quick: true,
  async run(ctx: Context) {
    const report = ctx.report('forged-consent');
    const databaseUrl = await ctx.database('forged');
    const minFillMs = 1500;
    const server = await startServer({
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDir('forged-data'),
        LEAD_CHANNELS: 'log',
        QUOTE_RATE_LIMIT: '1000/1m',
        QUOTE_CONTACT_RATE_LIMIT: '3/1h',
        QUOTE_MIN_FILL_MS: String(minFillMs),
        OUTBOX_POLL_MS: '100',
      },
    });
    const answers: Answer[] = [];
    const send = async (lead: unknown, headers: Record<string, string> = {}) => {
      const answer = await postQuote(server.url, lead, 10_000, headers);
      answers.push(answer);
      return answer;
    };
    const outcome: string[] = [];
    try {
      // Spam: stored flagged, answered like a lead (a bot learns nothing), never notified.
      const issued = formToken();
      const [head, id, time] = issued.split('.');
      const spam: Array<[string, LeadInput, string]> = [
        [
          'empty honeypot and elapsedMs 12000, no token',
          { ...makeLead('forged', { formToken: undefined, company: '' }), elapsedMs: 12_000 } as LeadInput,
          'no_token',
        ],
        ['forged signature', makeLead('forged', { formToken: `${head}.${id}.${time}.${'A'.repeat(43)}` }), 'bad_token'],
        [
          "another secret's token",
          makeLead('forged', {
            formToken: createFormTokenSigner('a-secret-that-is-not-the-servers-00000').issueFormToken(
              Date.now() - 60_000,
            ),
          }),
          'bad_token',
        ],
        // Too young: the token is dated 50 s ahead (the server takes up to 60 s of clock skew and
        // counts its age as 0), so no wait on a busy machine can age it past the 1.5 s minimum
        // before it is sent: a token of "now" was once 1.6 s old by the time four leads went first.
        ['token issued just now', makeLead('forged', { formToken: formToken(-50_000) }), 'too_fast'],
      ];
      const captured = makeLead('forged');
      const capturedAnswer = await send(captured);
      report.equal(capturedAnswer.status, 201, 'the captured lead itself');
      spam.push(['captured body replayed under a new id', { ...captured, submissionId: randomUUID() }, 'token_reused']);
      for (const [what, lead] of spam) report.equal((await send(lead)).status, 201, `answer to ${what}`);

      // Refused, nothing stored.
      const refused: Array<[string, LeadInput, Record<string, string>, number]> = [
        ['expired token', makeLead('forged', { formToken: formToken(3 * 3_600_000) }), {}, 403],
        ['consent version 00000000', makeLead('forged', { consentVersion: '00000000' }), {}, 400],
        ['unpublished consent version', makeLead('forged', { consentVersion: 'deadbeef' }), {}, 400],
        ['Origin of another site', makeLead('forged'), { Origin: 'https://evil.example' }, 403],
        ['Sec-Fetch-Site: cross-site', makeLead('forged'), { 'Sec-Fetch-Site': 'cross-site' }, 403],
        ['Origin: null', makeLead('forged'), { Origin: 'null' }, 403],
        ['same id, other name', { ...captured, name: 'Changed Person' }, {}, 409],
      ];
      for (const [what, lead, headers, status] of refused) {
        report.equal((await send(lead, headers)).status, status, `answer to ${what}`);
      }

      // Stored with the page address dropped.
      const offSite = makeLead('forged', {
        pageUrl: 'https://evil.example/quote',
        attribution: { landingPage: 'https://evil.example/landing', utm_source: 'x' },
      });
      report.equal((await send(offSite)).status, 201, 'answer to a lead naming another site as its page');

      // One phone number: three accepted leads (QUOTE_CONTACT_RATE_LIMIT=3/1h here); the fourth is
      // answered alike (nothing tells it was seen before), stored flagged and not notified.
      const phone = '(555) 217-0042';
      const phoneLeads = Array.from({ length: 4 }, () => makeLead('forged', { phone }));
      const perPhone = [];
      for (const lead of phoneLeads) perPhone.push((await send(lead)).status);
      report.equal(perPhone, [201, 201, 201, 201], 'four leads with one phone number');

      // A visitor, as the dialog does it: a token from the server, the form filled, the lead sent.
      const origin = new URL(server.url).origin;
      const grantResponse = await fetch(`${server.url}/api/form-token`, { headers: { Origin: origin } });
      const grant = (await grantResponse.json()) as { token: string; minFillMs: number };
      report.equal(grantResponse.headers.get('cache-control'), 'no-store', 'Cache-Control of the form token');
      report.equal(grant.minFillMs, minFillMs, 'minimum fill time told to the dialog');
      await sleep(grant.minFillMs + 100); // the visitor fills the form in (the server measures it)
      const visitor = makeLead('visitor', { formToken: grant.token, pageUrl: `${origin}/ohio/columbus` });
      const visitorAnswer = await send(visitor, { Origin: origin, 'Sec-Fetch-Site': 'same-origin' });
      report.equal(visitorAnswer.status, 201, "answer to a visitor's lead");
      const visitorId = visitorAnswer.status === 201 ? (JSON.parse(visitorAnswer.body) as { id: string }).id : '';

      // Every lead that is not spam notified (the log channel), the visitor's among them.
      const delivered = await until(
        'the notifications of the leads that are not spam',
        () =>
          withClient(databaseUrl, async (db) => {
            const { rows } = await db.query<{ leads: number; delivered: number }>(
              `SELECT (SELECT count(*)::int FROM quote_submissions WHERE NOT is_spam) AS leads,
                 (SELECT count(*)::int FROM lead_notifications WHERE status = 'delivered') AS delivered`,
            );
            const counts = rows[0];
            return counts && counts.leads > 0 && counts.delivered === counts.leads ? counts.delivered : undefined;
          }),
        30_000,
      ).catch(() => 0);
      const rows = await withClient(databaseUrl, async (db) => {
        const { rows: found } = await db.query<Row>(
          `SELECT q.submission_id::text, q.is_spam, q.spam_reason, q.page_url, q.landing_page, q.name,
             (SELECT count(*)::int FROM lead_notifications n WHERE n.lead_id = q.id) AS jobs,
             (SELECT count(*)::int FROM lead_notifications n WHERE n.lead_id = q.id AND n.status = 'delivered') AS delivered
           FROM quote_submissions q`,
        );
        return new Map(found.map((row) => [row.submission_id, row]));
      });
      const row = (lead: LeadInput) => rows.get(String(lead.submissionId));

      for (const [what, lead, reason] of spam) {
        report.equal(
          [row(lead)?.is_spam, row(lead)?.spam_reason, row(lead)?.jobs],
          [true, reason, 0],
          `${what}: stored as spam, no notification`,
        );
      }
      for (const [what, lead] of refused.slice(0, -1)) report.equal(row(lead), undefined, `${what}: nothing stored`);
      report.equal(row(captured)?.name, captured.name, 'the first values of a repeated submission id are kept');
      report.equal(
        [row(offSite)?.page_url, row(offSite)?.landing_page],
        [null, null],
        'page address and landing page of another site: dropped',
      );
      report.equal([row(visitor)?.is_spam, row(visitor)?.delivered], [false, 1], "the visitor's lead: notified once");
      report.equal(
        phoneLeads.map((lead) => [row(lead)?.spam_reason ?? null, row(lead)?.jobs]),
        [
          [null, 1],
          [null, 1],
          [null, 1],
          ['contact_limit', 0],
        ],
        'four leads with one phone number: three notified, the fourth flagged contact_limit',
      );

      // The consent record: the exact disclosure of the visitor's lead.
      const shown = await runCli(['leads', 'show', visitorId], { DATABASE_URL: databaseUrl });
      report.equal(shown.code, 0, `leads show exit code (${shown.stderr.trim()})`);
      report.check(shown.stdout.includes(`"${CONSENT_TEXT}"`), 'leads show prints the consent text word for word');
      report.check(shown.stdout.includes(`on page:       ${origin}/ohio/columbus`), 'leads show prints the page');

      const notifiedSpam = [...rows.values()].filter((r) => r.is_spam && r.jobs > 0).length;
      report.equal(notifiedSpam, 0, 'spam leads with a notification');
      const stored = rows.size;
      const acknowledged = answers.filter((a) => a.status === 201 || a.status === 200).length;
      report.set({
        sent: answers.length,
        acknowledged,
        stored,
        notified: delivered,
        lost: row(visitor) ? 0 : 1,
        doubled: notifiedSpam,
      });
      outcome.push(
        `spam stored unnotified: ${spam.map(([, lead]) => row(lead)?.spam_reason ?? 'missing').join(', ')}`,
        `refused with nothing stored: ${refused.map(([what, , , status]) => `${what} ${status}`).join(', ')}`,
        `off-site page stored as ${String(row(offSite)?.page_url)}`,
        `one phone: ${perPhone.join(' ')}`,
        `visitor via GET /api/form-token: ${visitorAnswer.status}, notified ${row(visitor)?.delivered ?? 0}x, leads show prints the consent text`,
      );
      report.note(outcome.join('; '));
    } finally {
      await server.stop();
    }
  },
};
