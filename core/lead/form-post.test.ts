import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from './consent';
import { FAILURE_MESSAGES } from './failures';
import { leadBodyFromForm, problemKeyOf, problemMessage } from './form-post';
import { FIELD_MESSAGES, parseLead } from './schema';

/** A posted form as the /quote page sends it (urlencoded: every value a string). */
const form = {
  quoteFor: 'parent',
  gender: 'male',
  age: '81',
  tobacco: 'yes',
  name: 'Dana Helper',
  email: 'dana@example.com',
  phone: '(555) 210-0142',
  zipCode: '43215',
  company: '',
  submissionId: '3f2b8c1e-8d4a-4c1b-9f7e-2a6d5b4c3e21',
  consentVersion: CONSENT_VERSION,
  pageUrl: 'https://www.evergreenfinalexpense.com/quote',
  formToken: 'v1.token',
};

describe('leadBodyFromForm', () => {
  it("carries whom the quote is for: a parent's facts with the visitor's own contact", () => {
    const body = leadBodyFromForm(form);
    expect(body).toMatchObject({ quoteFor: 'parent', gender: 'male', age: '81', tobacco: 'yes', name: 'Dana Helper' });
    expect(parseLead(body)).toMatchObject({
      success: true,
      data: { quoteFor: 'parent', age: 81, phone: '5552100142', email: 'dana@example.com' },
    });
    expect(parseLead(leadBodyFromForm({ ...form, quoteFor: 'self' }))).toMatchObject({ data: { quoteFor: 'self' } });
  });

  it('takes a form without the choice (a page served before it was asked) as the visitor’s own, and refuses a wrong one', () => {
    const { quoteFor: _dropped, ...older } = form;
    expect(leadBodyFromForm(older).quoteFor).toBeUndefined();
    expect(parseLead(leadBodyFromForm(older))).toMatchObject({ success: true, data: { quoteFor: 'self' } });
    expect(parseLead(leadBodyFromForm({ ...form, quoteFor: ['parent', 'self'] }))).toEqual({
      success: false,
      fields: { quoteFor: FIELD_MESSAGES.quoteFor },
    });
    expect(problemMessage('quoteFor')).toBe(FIELD_MESSAGES.quoteFor);
  });

  it("names a retired consent text on the no-script form's problem page: reload (issue 44)", () => {
    expect(problemKeyOf('consentRetired')).toBe('consentRetired');
    expect(problemMessage('consentRetired')).toBe(FAILURE_MESSAGES.consentRetired);
    expect(FAILURE_MESSAGES.consentRetired).toContain('reload the page');
  });
});
