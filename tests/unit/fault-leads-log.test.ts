import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadsLogEntries } from '../faults/scenarios/server-kill';

/**
 * The server-kill scenario reads leads.log while the server appends to it and rotates it: what it
 * reads mid-write must never throw (a throw ended its wait for deliveries early, CI run of 2b4ee82).
 */
describe('leadsLogEntries (fault suite, server-kill)', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads every whole line of leads.log and its rotated files, and leaves a line still being written', () => {
    dir = mkdtempSync(join(tmpdir(), 'fe-leads-log-'));
    writeFileSync(join(dir, 'leads.log'), '{"leadId":"a"}\n{"leadId":"b"}\n{"leadId":"c","na');
    writeFileSync(join(dir, 'leads.log.1'), '{"leadId":"z"}\n');
    writeFileSync(join(dir, 'other.log'), '{"leadId":"not read"}\n');
    const ids = leadsLogEntries(dir).map((entry) => entry.leadId);
    expect(ids.sort()).toEqual(['a', 'b', 'z']);
  });

  it('skips a file renamed away between the listing and the read', () => {
    dir = mkdtempSync(join(tmpdir(), 'fe-leads-log-'));
    writeFileSync(join(dir, 'leads.log'), '{"leadId":"a"}\n');
    // Listed by readdir, gone when read: what a rotation in between looks like.
    symlinkSync(join(dir, 'gone'), join(dir, 'leads.log.1'));
    expect(leadsLogEntries(dir).map((entry) => entry.leadId)).toEqual(['a']);
  });

  it('still throws on a whole line that is not JSON (a real fault of the log)', () => {
    dir = mkdtempSync(join(tmpdir(), 'fe-leads-log-'));
    writeFileSync(join(dir, 'leads.log'), 'not json\n');
    expect(() => leadsLogEntries(dir)).toThrow(SyntaxError);
  });
});
