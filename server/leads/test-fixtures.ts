import { randomUUID } from 'node:crypto';
import { CONSENT_VERSION } from '../../src/lead/consent';
import { type Lead, type LeadInput, leadSchema } from '../../src/lead/schema';

let counter = 0;

/** A valid body for POST /api/quotes, as the dialog sends it; each call has a new submission id and phone. */
export function sampleBody(overrides: Partial<Record<keyof LeadInput, unknown>> = {}): LeadInput {
  counter++;
  const suffix = String(1000 + (counter % 9000)).padStart(4, '0');
  return {
    gender: 'female',
    age: '67',
    tobacco: 'no',
    name: 'Mary Testperson',
    email: `mary.${counter}.${Date.now()}@example.com`,
    phone: `(555) 010-${suffix}`,
    zipCode: '43215',
    submissionId: randomUUID(),
    consentVersion: CONSENT_VERSION,
    pageUrl: 'https://www.example.com/ohio/columbus',
    elapsedMs: 15_000,
    attribution: { landingPage: '/ohio', referrer: 'https://www.google.com/', utm_source: 'google', gclid: 'g-1' },
    ...overrides,
  } as LeadInput;
}

/** The same, validated: what storeLead takes. */
export function sampleLead(overrides: Partial<Record<keyof LeadInput, unknown>> = {}): Lead {
  return leadSchema.parse(sampleBody(overrides));
}
