import { describe, expect, it } from 'vitest';
import { AGE_QUESTION, CHOICE_QUESTIONS, CONTACT_FIELDS, QUOTE_FORM } from './questions';
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

  it('the consent text names the submit button', () => {
    expect(QUOTE_FORM.consent).toContain(`"${QUOTE_FORM.submitLabel}"`);
  });
});
