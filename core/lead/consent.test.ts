import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config';
import { CONSENT_TEXT, CONSENT_VERSION, fnv1a32 } from './consent';

describe('consent disclosure', () => {
  it('says what the visitor agrees to, in plain language', () => {
    expect(CONSENT_TEXT).toContain(siteConfig.company.name);
    expect(CONSENT_TEXT).toMatch(/phone call, text message or e-mail/);
    expect(CONSENT_TEXT).toMatch(/not a condition of purchase/);
  });

  it('names every way of calling it covers: autodialed calls and texts, a prerecorded or artificial voice', () => {
    expect(CONSENT_TEXT).toMatch(/calls and texts sent with an autodialer/);
    expect(CONSENT_TEXT).toMatch(/prerecorded or artificial voice/);
  });

  it('gives the text-message terms: frequency, rates, HELP and STOP', () => {
    expect(CONSENT_TEXT).toMatch(/Message frequency varies\./);
    expect(CONSENT_TEXT).toMatch(/Message and data rates may apply\./);
    expect(CONSENT_TEXT).toMatch(/Reply HELP for help\./);
    expect(CONSENT_TEXT).toMatch(/Reply STOP to any text to end texts\./);
  });

  it('names the button it stands before', () => {
    expect(CONSENT_TEXT).toMatch(/^By clicking "Get Your Free Quote"/);
  });

  it('has a version that is the hash of its text', () => {
    expect(CONSENT_VERSION).toMatch(/^[0-9a-f]{8}$/);
    expect(CONSENT_VERSION).toBe(fnv1a32(CONSENT_TEXT));
    expect(fnv1a32(`${CONSENT_TEXT} `)).not.toBe(CONSENT_VERSION);
  });

  it('hashes with FNV-1a 32 over UTF-8 (known vectors)', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
    expect(fnv1a32('é')).not.toBe(fnv1a32('e'));
  });
});
