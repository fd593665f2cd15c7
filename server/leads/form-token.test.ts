import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../tests/setup/db';
import {
  createFormTokenSigner,
  FORM_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_SECRET_FILE,
  loadFormTokenSecret,
  sharedFormTokenSecret,
} from './form-token';

const secret = 'form-token-test-secret-0123456789abcdef';
const tokens = createFormTokenSigner(secret);
const now = Date.UTC(2026, 10, 23, 12);

describe('form tokens', () => {
  it('issues distinct tokens that check out, with the time they were issued', () => {
    const a = tokens.issueFormToken(now);
    const b = tokens.issueFormToken(now);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const check = tokens.checkFormToken(a, now + 5000);
    expect(check).toEqual({ ok: true, id: a.split('.')[1], issuedAt: now, ageMs: 5000 });
  });

  it('refuses what it did not sign: another secret, a changed id or time, a bad shape', () => {
    const token = tokens.issueFormToken(now);
    const [prefix, id, time, signature] = token.split('.') as [string, string, string, string];
    const other = createFormTokenSigner('another-secret-of-enough-length-000000').issueFormToken(now);
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const bad of [
      other,
      `${prefix}.${flip(id)}.${time}.${signature}`,
      `${prefix}.${id}.${(now - 60_000).toString(36)}.${signature}`,
      `${prefix}.${id}.${time}.${flip(signature)}`,
      `v2.${id}.${time}.${signature}`,
      `${token}.x`,
      'v1...',
      'x'.repeat(201),
      '🕊️',
    ]) {
      expect(tokens.checkFormToken(bad, now), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(tokens.checkFormToken(undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(tokens.checkFormToken(null, now)).toEqual({ ok: false, reason: 'missing' });
    expect(tokens.checkFormToken('', now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('is expired past its maximum age, and not ours when issued in the future', () => {
    const token = tokens.issueFormToken(now);
    expect(tokens.checkFormToken(token, now + FORM_TOKEN_MAX_AGE_MS)).toMatchObject({ ok: true });
    expect(tokens.checkFormToken(token, now + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.checkFormToken(token, now - 120_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(createFormTokenSigner(secret, 1000).checkFormToken(token, now + 1001)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('wants a secret of 32 characters or more', () => {
    expect(() => createFormTokenSigner('short')).toThrow(/at least 32/);
  });
});

describe('loadFormTokenSecret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'form-token-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses FORM_TOKEN_SECRET when set, writing nothing', () => {
    expect(loadFormTokenSecret({ secret, dataDir: join(dir, 'unused') })).toBe(secret);
  });

  it('else makes one in DATA_DIR (mode 0600) and keeps it across restarts', () => {
    const dataDir = join(dir, 'data');
    const made = loadFormTokenSecret({ dataDir });
    expect(made.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, FORM_TOKEN_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(made);
    expect(loadFormTokenSecret({ dataDir })).toBe(made);
    // A token issued before a restart checks out after it.
    const token = createFormTokenSigner(made).issueFormToken(now);
    expect(createFormTokenSigner(loadFormTokenSecret({ dataDir })).checkFormToken(token, now)).toMatchObject({
      ok: true,
    });
  });

  it('replaces a kept secret that is too short', () => {
    const dataDir = join(dir, 'short');
    loadFormTokenSecret({ dataDir });
    writeFileSync(join(dataDir, FORM_TOKEN_SECRET_FILE), 'short\n');
    expect(loadFormTokenSecret({ dataDir }).length).toBeGreaterThanOrEqual(32);
  });
});

describe.each(testBackends)('sharedFormTokenSecret on $name', { timeout: 30_000 }, (backend) => {
  it('is made once and then read by every process, also when they start together', async () => {
    const db = await backend.open();
    try {
      const secrets = await Promise.all(Array.from({ length: 4 }, () => sharedFormTokenSecret(db)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
      expect(await sharedFormTokenSecret(db)).toBe(secrets[0]);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM server_secrets');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});
