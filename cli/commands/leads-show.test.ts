import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT, CONSENT_VERSION } from '#core/lead/consent';
import { sampleLead, storeLead } from '../../tests/fixtures/leads';
import { testBackends, useTestDb } from '../../tests/setup/db';
import { buildProgram } from '../program';
import type { DbDeps } from './leads-shared';

describe.each(testBackends)('leads show on $name', { timeout: 30_000 }, (backend) => {
  const db = useTestDb(backend);
  // The command closes the database when done: hand it a handle whose close does nothing.
  const deps: DbDeps = {
    openDb: async () => ({ ...db, kind: db.kind, query: db.query, transaction: db.transaction, close: async () => {} }),
    describe: () => `test ${backend.name}`,
  };

  async function run(...args: string[]): Promise<string[]> {
    const lines: string[] = [];
    await buildProgram((line) => lines.push(line), deps).parseAsync(['node', 'cli', ...args]);
    return lines;
  }

  it('prints the lead with the exact consent text it agreed to, by id or by its first 8 characters', async () => {
    const lead = sampleLead({ name: 'Harriet Shown', phone: '(555) 210-0188' });
    const stored = await storeLead(
      db,
      lead,
      { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (show)' },
      { channels: ['log'] },
    );
    const lines = await run('leads', 'show', stored.id);
    const text = lines.join('\n');
    expect(lines[0]).toBe(`Lead ${stored.id}`);
    expect(text).toContain('name:          Harriet Shown');
    expect(text).toContain('phone:         (555) 210-0188');
    expect(text).toContain(`on page:       ${lead.pageUrl}`);
    expect(text).toContain('from IP:       203.0.113.9');
    expect(text).toContain('browser:       Mozilla/5.0 (show)');
    expect(text).toContain(`version:       ${CONSENT_VERSION}`);
    expect(lines.at(-1)).toBe(`  "${CONSENT_TEXT}"`);
    expect(await run('leads', 'show', stored.id.slice(0, 8))).toEqual(lines);

    const json = JSON.parse((await run('leads', 'show', stored.id, '--json')).join('\n')) as Record<string, unknown>;
    expect(json).toMatchObject({ id: stored.id, consent_version: CONSENT_VERSION, consent_text: CONSENT_TEXT });
  });

  it('says in the lead and its consent record that the visitor asked for a parent, and whose facts are whose', async () => {
    const lead = sampleLead({ quoteFor: 'parent', name: 'Dana Helper', phone: '(555) 210-0189', age: '83' });
    const stored = await storeLead(db, lead, { ip: '203.0.113.10' }, { channels: ['log'] });
    const lines = await run('leads', 'show', stored.id);
    expect(lines).toContain('  quote for:     a parent of the person below (call that person, not the parent)');
    expect(lines).toContain('  name:          Dana Helper');
    expect(lines).toContain('  phone:         (555) 210-0189');
    expect(lines).toContain("  age, gender:   83, female; tobacco: no (the parent's)");
    expect(lines).toContain(
      '  given by:      the person above, for their own number, asking for a parent (no consent given for the parent)',
    );
    expect(lines.at(-1)).toBe(`  "${CONSENT_TEXT}"`);
    const json = JSON.parse((await run('leads', 'show', stored.id, '--json')).join('\n')) as Record<string, unknown>;
    expect(json).toMatchObject({ quote_for: 'parent', consent_version: CONSENT_VERSION, ip: '203.0.113.10' });

    const own = await storeLead(db, sampleLead(), {}, { channels: ['log'] });
    const ownLines = await run('leads', 'show', own.id);
    expect(ownLines).toContain('  quote for:     the person below');
    expect(ownLines).toContain('  given by:      the person above, for their own number');
  });

  it('never stores or prints control characters of a user agent (C0, DEL, C1)', async () => {
    const stored = await storeLead(
      db,
      sampleLead(),
      { userAgent: 'Mozilla\u001b[31m/5.0\u009b2J\u0007 (ctl)\u007f' },
      { channels: ['log'] },
    );
    const { rows } = await db.query<{ user_agent: string }>('SELECT user_agent FROM quote_submissions WHERE id = $1', [
      stored.id,
    ]);
    expect(rows[0]?.user_agent).toBe('Mozilla[31m/5.02J (ctl)');
    // A row written before the intake dropped them: printed without them.
    await db.query('UPDATE quote_submissions SET user_agent = $2 WHERE id = $1', [
      stored.id,
      'A\u001b]0;owned\u0007B\u0085C',
    ]);
    const text = (await run('leads', 'show', stored.id)).join('\n');
    expect(text).toContain('browser:       A]0;ownedBC');
    expect(text.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  });

  it('shows a request over the contact limit as such, not as spam', async () => {
    const limited = { channels: ['log'] as const, contactLimit: { limit: 1, windowMs: 3_600_000 } };
    const first = await storeLead(db, sampleLead({ phone: '(555) 250-0111' }), {}, limited);
    const over = await storeLead(db, sampleLead({ phone: '(555) 250-0111' }), {}, limited);
    const text = (await run('leads', 'show', over.id)).join('\n');
    expect(text).toContain(`Lead ${over.id} (OVER-CONTACT-LIMIT repeat-of:${first.id.slice(0, 8)})`);
    expect(text).toContain('spam:          yes (contact_limit)');
  });

  it('shows spam and a dropped page address plainly', async () => {
    const stored = await storeLead(
      db,
      { ...sampleLead(), pageUrl: null },
      { spam: ['no_token'] },
      { channels: ['log'] },
    );
    const text = (await run('leads', 'show', stored.id)).join('\n');
    expect(text).toContain(`Lead ${stored.id} (SPAM)`);
    expect(text).toContain('spam:          yes (no_token)');
    expect(text).toContain('on page:       (none)');
    expect(text).toContain('from IP:       (none)');
  });

  it('says so when no lead or several leads match', async () => {
    await expect(run('leads', 'show', '00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'No lead with the id "00000000-0000-4000-8000-000000000000"',
    );
    await expect(run('leads', 'show', "x' OR 1=1 --")).rejects.toThrow('No lead with the id');
    const a = await storeLead(db, sampleLead(), {}, { channels: [] });
    await db.query('UPDATE quote_submissions SET id = $2 WHERE id = $1', [
      a.id,
      'abcdef01-0000-4000-8000-000000000001',
    ]);
    const b = await storeLead(db, sampleLead(), {}, { channels: [] });
    await db.query('UPDATE quote_submissions SET id = $2 WHERE id = $1', [
      b.id,
      'abcdef01-0000-4000-8000-000000000002',
    ]);
    await expect(run('leads', 'show', 'abcdef01')).rejects.toThrow('More than one lead starts with "abcdef01"');
    expect((await run('leads', 'show', 'abcdef01-0000-4000-8000-000000000002'))[0]).toContain('000000000002');
  });
});
