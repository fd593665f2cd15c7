import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { formatDays, guaranteedSpan } from '#core/format';
import { analyticsPolicy, cookieNotice } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { compileMarkdown } from './markdown.server';
import type { MdNode } from './tree';

const file = 'content/pages/privacy-policy.md';

/** The privacy policy's words as the build compiles them, tokens filled, as one string. */
function policyText(): string {
  const { tree } = compileMarkdown(readFileSync(file, 'utf8'), file);
  const textOf = (node: MdNode): string =>
    typeof node === 'string'
      ? node
      : node
          .slice(2)
          .map((child) => textOf(child as MdNode))
          .join('');
  return tree.map(textOf).join('\n');
}

describe('lead retention: one setting for the server and the privacy policy', () => {
  it('keeps leads with their consent proof at least four years and one month by default', () => {
    const { years, months } = guaranteedSpan(siteConfig.retention.leadDays);
    expect(years * 12 + months).toBeGreaterThanOrEqual(4 * 12 + 1);
  });

  it('states the setting on the privacy policy page, in days with the years and months they cover', () => {
    expect(facts.leadRetention).toBe(formatDays(siteConfig.retention.leadDays));
    expect(facts.leadRetention).toContain('at least four years and one month');
    expect(policyText()).toContain(
      `Quote requests, with the proof of consent recorded with them: ${facts.leadRetention} from the day you send the form.`,
    );
    expect(policyText()).toContain(`Requests our system flags as spam: ${facts.spamRetention}`);
  });
});

describe('calls and texts', () => {
  it('the policy names what the consent text covers: an autodialer, an artificial voice, HELP and STOP', () => {
    const text = policyText();
    for (const words of [
      'autodialer',
      'prerecorded or artificial voice',
      'How often we text you varies',
      'HELP',
      'STOP',
    ])
      expect(text).toContain(words);
  });
});

describe('cookies and analytics: one setting for the banner and the privacy policy', () => {
  it('the policy says what the shipped setting says', () => {
    expect(siteConfig.measurement.analytics).toBe(false);
    expect(policyText()).toContain(analyticsPolicy(siteConfig.measurement));
    expect(policyText()).toContain('we do not run any analytics or tracking code');
  });

  it('the banner and the policy change together when analytics is turned on', () => {
    const off = { analytics: false };
    const on = { analytics: true };
    expect(cookieNotice(off).text).toContain('sets no cookies and runs no analytics');
    expect(cookieNotice(on).text).toContain('only if you choose Accept All');
    expect(analyticsPolicy(off)).toContain('we do not run any analytics');
    expect(analyticsPolicy(on)).toContain('runs only after you choose Accept All');
    expect(cookieNotice(on).title).toBe(cookieNotice(off).title);
  });
});

describe('the insurance privacy notice (GLBA and NAIC Model 672)', () => {
  it('says what is collected, with whom it is shared, how to opt out, and how health information is used and kept', () => {
    const text = policyText();
    expect(text).toContain('Our insurance privacy notice');
    expect(text).toContain('Gramm-Leach-Bliley Act');
    expect(text).toContain('Model 672');
    for (const heading of [
      'What we collect.',
      'Whom we share it with.',
      'Your choice to opt out.',
      'Your health information.',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('Social Security number');
    expect(text).toContain('never for marketing');
    expect(text).toContain(siteConfig.operations.healthAnswersKept.text);
    expect(text).not.toContain('may instead be covered by federal and state insurance privacy laws');
  });

  it('keeps the consent record after a delete request, for at least the TCPA limitation period, and says so', () => {
    expect(siteConfig.retention.consentDays).toBeGreaterThanOrEqual(1461);
    expect(facts.consentRetention).toBe('1,461 days (at least four years)');
    expect(policyText()).toContain(
      `we delete the details of your quote request but keep the record of your consent (the words you agreed to, the date and time, your IP address and browser, and a coded form of the phone number you gave, which we can match to that number if a question comes up about it but which does not show the number itself) for ${facts.consentRetention}`,
    );
    expect(policyText()).toContain('use it only to prove that you asked us to contact you');
  });
});
