import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT, CONSENT_VERSION, fnv1a32 } from '#core/lead/consent';
import { consentRetired, consentTextOf, publishedConsents, retiredConsentTexts } from './consent-texts';

/** The version the site published until 2026-11-25: leads stored with it must keep verifying. */
const FIRST_PUBLISHED_VERSION = 'a00f742c';

describe('published consent texts', () => {
  it('verify the current version with the current wording', () => {
    expect(consentTextOf(CONSENT_VERSION)).toBe(CONSENT_TEXT);
  });

  it('keep the first published wording on record, word for word, under its version', () => {
    const text = consentTextOf(FIRST_PUBLISHED_VERSION);
    expect(text).toBeDefined();
    expect(fnv1a32(text ?? '')).toBe(FIRST_PUBLISHED_VERSION);
    expect(text).toMatch(/^By clicking "Get Your Free Quote"/);
    expect(text).not.toMatch(/artificial voice/);
  });

  it('give the current wording a new version', () => {
    expect(CONSENT_VERSION).not.toBe(FIRST_PUBLISHED_VERSION);
  });

  it('hold each version once, every retired one with the date it was retired', () => {
    const versions = publishedConsents.map((c) => c.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(publishedConsents).toHaveLength(retiredConsentTexts.length + 1);
    for (const retired of retiredConsentTexts) {
      expect(retired.retired).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(retired.text).not.toBe(CONSENT_TEXT);
    }
  });

  it('take a retired version until its retirement day ends (UTC), never after (issue 44)', () => {
    const day = Date.parse('2026-11-26T00:00:00Z');
    const second = publishedConsents.find((c) => c.retired === '2026-11-26');
    expect(second?.version).toBe('d29ec6fc');
    expect(consentRetired('d29ec6fc', day - 1)).toBe(false);
    expect(consentRetired('d29ec6fc', day + 24 * 3600_000 - 1)).toBe(false);
    expect(consentRetired('d29ec6fc', day + 24 * 3600_000)).toBe(true);
    expect(consentRetired(FIRST_PUBLISHED_VERSION, Date.parse('2026-11-29T00:00:00Z'))).toBe(true);
    expect(consentRetired(CONSENT_VERSION, Date.parse('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuse a version the site never published', () => {
    expect(consentTextOf('00000000')).toBeUndefined();
  });
});
