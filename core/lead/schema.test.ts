import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from './consent';
import {
  digitsOnly,
  FIELD_MESSAGES,
  formatPhone,
  LEAD_FIELDS,
  type LeadInput,
  leadSchema,
  normalizePhone,
  parseLead,
  validateField,
  validateFields,
} from './schema';

const valid: LeadInput = {
  gender: 'female',
  age: '67',
  tobacco: 'no',
  name: 'Mary Smith',
  email: 'mary@example.com',
  phone: '(555) 210-0142',
  zipCode: '43215',
  submissionId: '3f2b8c1e-8d4a-4c1b-9f7e-2a6d5b4c3e21',
  consentVersion: CONSENT_VERSION,
  pageUrl: 'https://www.evergreenfinalexpense.com/ohio/columbus',
  formToken: 'v1.token-issued-by-the-server',
};

function fieldsOf(input: unknown) {
  const result = parseLead(input);
  if (result.success) throw new Error('expected a failure');
  return result.fields;
}

describe('leadSchema', () => {
  it('accepts a complete lead and normalises it', () => {
    const result = parseLead({
      ...valid,
      name: '  Mary Smith ',
      email: ' Mary@Example.COM ',
      submissionId: valid.submissionId.toUpperCase(),
    });
    expect(result).toEqual({
      success: true,
      data: {
        ...valid,
        age: 67,
        phone: '5552100142',
        email: 'mary@example.com',
        name: 'Mary Smith',
        // A body without the choice comes from a page that asked only about "you".
        quoteFor: 'self',
      },
    });
  });

  it('keeps whom the quote is for: the parent asked for by the visitor, or the visitor', () => {
    expect(leadSchema.parse({ ...valid, quoteFor: 'parent' })).toMatchObject({
      quoteFor: 'parent',
      age: 67,
      gender: 'female',
      tobacco: 'no',
      name: 'Mary Smith',
      phone: '5552100142',
    });
    expect(leadSchema.parse({ ...valid, quoteFor: 'self' }).quoteFor).toBe('self');
  });

  it.each(['', 'Parent', 'mother', 'someone', null, 1])('whom the quote is for refuses %j', (quoteFor) => {
    expect(validateField('quoteFor', quoteFor)).toBe(FIELD_MESSAGES.quoteFor);
    expect(fieldsOf({ ...valid, quoteFor })).toEqual({ quoteFor: FIELD_MESSAGES.quoteFor });
  });

  it('drops keys it does not know', () => {
    const hostile = JSON.parse(
      `{"isAdmin": true, "__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}`,
    );
    const result = leadSchema.parse({ ...hostile, ...valid });
    expect(result).not.toHaveProperty('isAdmin');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['male', 'female'])('gender accepts %s', (gender) => {
    expect(validateField('gender', gender)).toBeNull();
  });
  it.each(['', 'Male', 'other', null, undefined, 1])('gender refuses %j', (gender) => {
    expect(validateField('gender', gender)).toBe(FIELD_MESSAGES.gender);
  });

  it.each([
    ['18', 18],
    ['85', 85],
    [' 40 ', 40],
    [40, 40],
    ['067', 67],
  ])('age accepts %j as %d', (age, parsed) => {
    expect(leadSchema.shape.age.parse(age)).toBe(parsed);
    expect(validateField('age', age)).toBeNull();
  });
  it.each([17, 86, 40.5, '40.5', 'abc', '', '1e1', '-20', '4 0', Number.NaN, Number.POSITIVE_INFINITY, null, true])(
    'age refuses %j',
    (age) => {
      expect(validateField('age', age)).toBe(
        'Please enter the age as a whole number from 18 to 85, the ages our plans take.',
      );
    },
  );

  it.each(['yes', 'no'])('tobacco accepts %s', (tobacco) => {
    expect(validateField('tobacco', tobacco)).toBeNull();
  });
  it.each(['Yes', 'true', '', true])('tobacco refuses %j', (tobacco) => {
    expect(validateField('tobacco', tobacco)).toBe(FIELD_MESSAGES.tobacco);
  });

  it.each(['Al', 'José Núñez-García', "Mary O'Brien", 'x'.repeat(100), '  Bo  ', '李明', 'Ольга', 'Zoë-Ann 2nd'])(
    'name accepts %j',
    (name) => {
      expect(validateField('name', name)).toBeNull();
    },
  );
  it.each([
    '',
    ' ',
    'A',
    '  A  ',
    'x'.repeat(101),
    'Mary\nSmith',
    'Mary\u0000',
    'Ann\u202eLee',
    42,
    // Invisible format characters (\p{Cf}) only, or inside a name.
    '\u200b\u200b\u200b',
    '\u200b\u200c\u200d\u2060\ufeff',
    'Ann\u200bLee',
    'Mary\u00ad',
    '\u2066Ann\u2069',
    // Lone surrogates.
    'Ann\ud800Lee',
    '\udfff\udfff',
    // Fewer than two letters.
    '12',
    '- .',
    'A 1',
    '🕊️🕊️',
    // Invisible filler "letters" (Hangul fillers count as \p{L}), alone or padding a name.
    '\u3164\u3164\u3164',
    '\u115f\u1160',
    '\uffa0\uffa0',
    'Jo\u3164',
    '\u2800\u2800Al',
    'Ann\ufe0fLee',
  ])('name refuses %j', (name) => {
    expect(validateField('name', name)).toBe(FIELD_MESSAGES.name);
  });

  it('email is trimmed and lower-cased', () => {
    expect(leadSchema.shape.email.parse('  Mary.Smith+quote@Example.COM ')).toBe('mary.smith+quote@example.com');
  });
  it.each([
    '',
    'mary',
    'mary@',
    '@example.com',
    'mary@example',
    'mary smith@example.com',
    `${'a'.repeat(245)}@example.com`,
  ])('email refuses %j', (email) => {
    expect(validateField('email', email)).toBe(FIELD_MESSAGES.email);
  });

  it.each([
    ['(555) 210-0142', '5552100142'],
    ['555-210-0142', '5552100142'],
    ['5552100142', '5552100142'],
    ['555.210.0142', '5552100142'],
    ['+1 (555) 210-0142', '5552100142'],
    ['15552100142', '5552100142'],
  ])('phone accepts %j as %s', (phone, digits) => {
    expect(leadSchema.shape.phone.parse(phone)).toBe(digits);
  });
  it.each([
    '',
    '555010014',
    '55501001420',
    '25550100142',
    '(555) 010-01',
    'call me',
    '555-010-0142 ext 3',
    5550100142,
    // Not North American Numbering Plan numbers: an area code or exchange starting with 0 or 1.
    '0000000000',
    '(555) 010-0142',
    '(555) 155-0142',
    '(055) 555-0142',
    '(155) 555-0142',
    '1 (055) 555-0142',
    // N11 service codes are neither area codes nor exchanges (issue 27).
    '911-555-0142',
    '(211) 555-0142',
    '(555) 911-0142',
    '1 (555) 411-0142',
  ])('phone refuses %j', (phone) => {
    expect(validateField('phone', phone)).toBe(FIELD_MESSAGES.phone);
  });

  it.each(['(201) 555-0142', '(515) 201-0142', '(912) 210-0142', '(521) 210-0142'])(
    'phone takes a code with 1 in its middle or last place but not N11: %j',
    (phone) => {
      expect(validateField('phone', phone)).toBeNull();
    },
  );

  it("name: runs of spaces (any kind) become one, so no padding can move text in the agent's mail", () => {
    expect(leadSchema.shape.name.parse('  Ann      Lee\u2003\u2003x ')).toBe('Ann Lee x');
    expect(leadSchema.shape.name.parse(`Ann${' '.repeat(80)}Phone: 5552100142`)).toBe('Ann Phone: 5552100142');
  });

  it.each(['43215', '00501', ' 43215 '])('zipCode accepts %j', (zip) => {
    expect(validateField('zipCode', zip)).toBeNull();
  });
  it.each(['', '4321', '432155', '43215-1234', 'abcde', 43215])('zipCode refuses %j', (zip) => {
    expect(validateField('zipCode', zip)).toBe(FIELD_MESSAGES.zipCode);
  });

  it('submissionId must be a UUID', () => {
    expect(fieldsOf({ ...valid, submissionId: 'not-a-uuid' })).toEqual({ submissionId: FIELD_MESSAGES.submissionId });
    expect(fieldsOf({ ...valid, submissionId: undefined })).toHaveProperty('submissionId');
  });

  it('consentVersion must look like a hash', () => {
    expect(fieldsOf({ ...valid, consentVersion: '' })).toEqual({ consentVersion: FIELD_MESSAGES.consentVersion });
    expect(fieldsOf({ ...valid, consentVersion: 'DROP TABLE' })).toHaveProperty('consentVersion');
  });

  it('pageUrl must be an http(s) URL of at most 2000 characters', () => {
    expect(parseLead({ ...valid, pageUrl: 'http://127.0.0.1:4321/?utm_source=x' }).success).toBe(true);
    for (const pageUrl of [
      'javascript:alert(1)',
      'not a url',
      '',
      `https://example.com/${'a'.repeat(2000)}`,
      'https://example.com/\u0000',
    ]) {
      expect(fieldsOf({ ...valid, pageUrl })).toEqual({ pageUrl: FIELD_MESSAGES.pageUrl });
    }
  });

  it('attribution is optional, each value a string of at most 500', () => {
    const attribution = {
      landingPage: '/ohio',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'fe',
      utm_term: 'burial insurance',
      utm_content: 'ad1',
      gclid: 'abc',
      msclkid: null,
      fbclid: undefined,
    };
    expect(parseLead({ ...valid, attribution }).success).toBe(true);
    expect(parseLead({ ...valid, attribution: null }).success).toBe(true);
    expect(fieldsOf({ ...valid, attribution: { utm_source: 'x'.repeat(501) } })).toEqual({
      attribution: FIELD_MESSAGES.attribution,
    });
    expect(fieldsOf({ ...valid, attribution: { gclid: 5 } })).toHaveProperty('attribution');
    // Control characters (which PostgreSQL text cannot even hold, for NUL) are dropped, not refused.
    const dirty = leadSchema.parse({
      ...valid,
      attribution: { utm_term: 'final\u0000 expense\r\n', gclid: 'a\u202eb' },
    });
    expect(dirty.attribution).toEqual({ utm_term: 'final expense', gclid: 'ab' });
  });

  it('the honeypot may hold text (the server flags it as spam) but not other types', () => {
    expect(parseLead({ ...valid, company: 'ACME' }).success).toBe(true);
    expect(parseLead({ ...valid, company: '' }).success).toBe(true);
    expect(fieldsOf({ ...valid, company: 5 })).toHaveProperty('company');
  });

  it("the form token is an optional string (the server checks it); the browser's elapsedMs is ignored", () => {
    expect(parseLead({ ...valid, formToken: undefined }).success).toBe(true);
    expect(parseLead({ ...valid, formToken: null }).success).toBe(true);
    for (const formToken of [5, {}, [], 'x'.repeat(201)]) {
      expect(fieldsOf({ ...valid, formToken })).toHaveProperty('formToken');
    }
    const parsed = parseLead({ ...valid, elapsedMs: 12_000 });
    expect(parsed.success).toBe(true);
    expect(parsed.success ? Object.keys(parsed.data) : []).not.toContain('elapsedMs');
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(fieldsOf({ ...valid, age: 17, phone: '123', zipCode: '1' }))).toEqual([
      'age',
      'phone',
      'zipCode',
    ]);
  });

  it.each([null, 'lead', 42, []])('a body that is not an object (%j) names every required field', (body) => {
    // Whom the quote is for is not required (a body without it is taken as the visitor's own).
    expect(Object.keys(fieldsOf(body))).toEqual([
      ...LEAD_FIELDS.filter((name) => name !== 'quoteFor'),
      'submissionId',
      'consentVersion',
      'pageUrl',
    ]);
  });
});

describe('field helpers', () => {
  it('digitsOnly keeps digits in order', () => {
    expect(digitsOnly('(555) 010-0142')).toBe('5550100142');
    expect(digitsOnly('abc')).toBe('');
  });

  it('normalizePhone takes 10 digits, or 11 starting with 1', () => {
    expect(normalizePhone('555 010 0142')).toBe('5550100142');
    expect(normalizePhone('1-555-010-0142')).toBe('5550100142');
    expect(normalizePhone('555 010 014')).toBeUndefined();
    expect(normalizePhone('2-555-010-0142')).toBeUndefined();
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5550', '(555) 0'],
    ['555010', '(555) 010'],
    ['5550100', '(555) 010-0'],
    ['5550100142', '(555) 010-0142'],
    ['55501001429999', '(555) 010-0142'],
    ['(555) 010-01423', '(555) 010-0142'],
    ['+1 (555) 010-0142', '(555) 010-0142'],
    ['abc', ''],
    ['(555) 0', '(555) 0'],
  ])('formatPhone(%j) is %j', (input, formatted) => {
    expect(formatPhone(input)).toBe(formatted);
    expect(formatPhone(input).length).toBeLessThanOrEqual(14);
  });

  it('formatPhone is stable on its own output', () => {
    for (const digits of ['5', '555', '5550', '5550100142']) {
      expect(formatPhone(formatPhone(digits))).toBe(formatPhone(digits));
    }
  });

  it('validateFields lists the visitor fields that need attention', () => {
    expect(
      validateFields({ gender: 'male', age: '90', tobacco: 'no', name: 'Al', email: 'x', phone: '', zipCode: '43215' }),
    ).toEqual({
      age: FIELD_MESSAGES.age,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
    });
    expect(validateFields({ ...valid })).toEqual({});
  });
});
