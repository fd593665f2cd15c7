import { randomUUID } from 'node:crypto';
import { CONSENT_VERSION } from '#core/lead/consent';
import { type Lead, type LeadInput, leadSchema } from '#core/lead/schema';
import { siteConfig } from '#core/site.config';
import { createFormTokenSigner } from './form-token';

/** The form tokens of the tests' servers (a fixed secret of 32+ characters). */
export const testFormTokens = createFormTokenSigner('test-form-token-secret-0123456789abcdef');

/** What every test intake shares: its tokens, and a contact limit no test reaches by accident. */
export const intakeDefaults = {
  formTokens: testFormTokens,
  contactRateLimit: { limit: 1000, windowMs: 60_000 },
};

let counter = 0;

/**
 * A valid body for POST /api/quotes, as the dialog sends it; each call has a new submission id,
 * phone and form token (issued 15 s ago, the form shown then filled in).
 */
export function sampleBody(overrides: Partial<Record<keyof LeadInput, unknown>> = {}): LeadInput {
  counter++;
  const suffix = String(1000 + (counter % 9000)).padStart(4, '0');
  return {
    gender: 'female',
    age: '67',
    tobacco: 'no',
    name: 'Mary Testperson',
    email: `mary.${counter}.${Date.now()}@example.com`,
    phone: `(555) 210-${suffix}`,
    zipCode: '43215',
    submissionId: randomUUID(),
    consentVersion: CONSENT_VERSION,
    pageUrl: `${siteConfig.siteUrl}/ohio/columbus`,
    formToken: testFormTokens.issueFormToken(Date.now() - 15_000),
    attribution: { landingPage: '/ohio', referrer: 'https://www.google.com/', utm_source: 'google', gclid: 'g-1' },
    ...overrides,
  } as LeadInput;
}

/** The same, validated: what storeLead takes. */
export function sampleLead(overrides: Partial<Record<keyof LeadInput, unknown>> = {}): Lead {
  return leadSchema.parse(sampleBody(overrides));
}
