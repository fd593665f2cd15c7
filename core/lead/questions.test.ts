import { describe, expect, it } from 'vitest';
import { AGE_QUESTION, CHOICE_QUESTIONS, CONTACT_FIELDS, QUOTE_FOR_QUESTION, QUOTE_FORM, worded } from './questions';
import { leadFieldSchemas } from './schema';

const accepts = (name: keyof typeof leadFieldSchemas, value: unknown) =>
  leadFieldSchemas[name].safeParse(value).success;

/** What the browser's constraint validation on the form page lets through for one field's limits. */
function browserAllows(limits: { minLength?: number; maxLength?: number; pattern?: string }, value: string): boolean {
  if (limits.minLength !== undefined && value.length < limits.minLength) return false;
  if (limits.maxLength !== undefined && value.length > limits.maxLength) return false;
  return limits.pattern === undefined || new RegExp(`^(?:${limits.pattern})$`, 'v').test(value);
}

describe('the quote questions', () => {
  it("offer exactly the schema's choices", () => {
    for (const [name, question] of Object.entries(CHOICE_QUESTIONS) as Array<
      [keyof typeof CHOICE_QUESTIONS, (typeof CHOICE_QUESTIONS)[keyof typeof CHOICE_QUESTIONS]]
    >) {
      for (const option of question.options) expect(accepts(name, option.value)).toBe(true);
      expect(accepts(name, 'other')).toBe(false);
    }
  });

  it("take the age's range from the schema", () => {
    const { min, max } = AGE_QUESTION.limits;
    expect([min - 1, min, max, max + 1].map((age) => accepts('age', String(age)))).toEqual([false, true, true, false]);
  });

  it('hand the browser limits that agree with the schema on every sample', () => {
    const samples: Record<keyof typeof CONTACT_FIELDS, string[]> = {
      name: [
        'J',
        'Jo',
        'José Núñez',
        'a'.repeat(CONTACT_FIELDS.name.limits.maxLength),
        'a'.repeat(CONTACT_FIELDS.name.limits.maxLength + 1),
      ],
      email: [
        'ruth@example.com',
        `${'r'.repeat(CONTACT_FIELDS.email.limits.maxLength - 12)}@example.com`,
        `${'r'.repeat(CONTACT_FIELDS.email.limits.maxLength)}@example.com`,
      ],
      phone: [
        '(555) 210-0142',
        '+1 555 210 0142',
        '555.210.0142',
        '5552100142',
        '555210014',
        '55521001423',
        '(055) 210-0142',
        '(155) 210-0142',
        '(555) 010-0142',
        '(555) 110-0142',
        '1 (555) 210-0142',
        '1 (055) 210-0142',
        '1552100142',
        `${' '.repeat(CONTACT_FIELDS.phone.limits.maxLength - 10)}5552100142`,
        `${' '.repeat(CONTACT_FIELDS.phone.limits.maxLength - 9)}5552100142`,
      ],
      zipCode: ['43004', '4300', '430041', 'abcde'],
    };
    for (const [name, values] of Object.entries(samples) as Array<[keyof typeof CONTACT_FIELDS, string[]]>) {
      for (const value of values) {
        expect({ name, value, browser: browserAllows(CONTACT_FIELDS[name].limits, value) }).toEqual({
          name,
          value,
          browser: accepts(name, value),
        });
      }
    }
  });

  it("ask first whom the quote is for, with the schema's two answers, in plain words", () => {
    expect(QUOTE_FOR_QUESTION.question).toBe('Who is this quote for?');
    expect(QUOTE_FOR_QUESTION.options).toEqual([
      { value: 'self', label: 'Me' },
      { value: 'parent', label: 'My parent' },
    ]);
    for (const option of QUOTE_FOR_QUESTION.options) expect(accepts('quoteFor', option.value)).toBe(true);
    expect(accepts('quoteFor', 'other')).toBe(false);
  });

  it('word each question about the insured person for the visitor, for a parent, and for either', () => {
    const wordings = [CHOICE_QUESTIONS.gender.wording, AGE_QUESTION.wording, CHOICE_QUESTIONS.tobacco.wording];
    expect(wordings.map((wording) => worded(wording, 'parent'))).toEqual([
      "What is your parent's gender?",
      "What is your parent's age?",
      'Does your parent use tobacco?',
    ]);
    expect(wordings.map((wording) => worded(wording, 'self'))).toEqual([
      'What is your gender?',
      'What is your age?',
      'Do you use tobacco?',
    ]);
    for (const wording of wordings) {
      // Before the first answer (and on the form page without script): neither "you" nor "your parent".
      expect(worded(wording, '')).toBe(wording.either);
      expect(wording.either).toContain('the person the quote is for');
      expect(wording.either).not.toMatch(/\byou\b|parent/);
    }
    expect(QUOTE_FORM.parentContactNote.parent).toContain('The agent calls you, not your parent.');
    expect(QUOTE_FORM.parentContactNote.either).toContain('The agent calls you, not your parent.');
  });

  it('the consent speaks only of the person who submits, and of their own number', () => {
    expect(QUOTE_FORM.consent).toContain('You confirm that the phone number you gave is your own number');
    expect(QUOTE_FORM.consent).toContain('prerecorded or artificial voice');
    expect(QUOTE_FORM.consent).not.toMatch(/on (?:the|your) parent's behalf|for your parent/);
  });

  it('the consent text names the submit button', () => {
    expect(QUOTE_FORM.consent).toContain(`"${QUOTE_FORM.submitLabel}"`);
  });
});
