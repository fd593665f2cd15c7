import { CONSENT_TEXT, SUBMIT_LABEL } from './consent';
import {
  AGE_MAX,
  AGE_MIN,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PHONE_INPUT_MAX,
  PHONE_PATTERN,
  ZIP_LENGTH,
  ZIP_PATTERN,
} from './schema';

/**
 * The Quick Quote questions, written once: the dialog (src/components/quote/QuoteDialog.tsx) and
 * the form page without script (QuoteFormPage.tsx) both render them. Each field's limits come
 * from the lead schema's own constants (schema.ts), so the browser's checks on the form page and
 * the server's agree (questions.test.ts). The consent disclosure is consent.ts's.
 */

export interface QuoteOption<T extends string> {
  value: T;
  label: string;
}

/** A question answered by one of a few options. */
const choice = <T extends string>(question: string, options: ReadonlyArray<QuoteOption<T>>) => ({ question, options });

/** Answered by one of a few options. */
export const CHOICE_QUESTIONS = {
  gender: choice('What is your gender?', [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
  ]),
  tobacco: choice('Do you use tobacco?', [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ]),
} as const;

/** The age: a whole number of years within the schema's range. */
export const AGE_QUESTION = {
  question: 'What is your age?',
  /** The input's label on the form page, where the question is the group's legend. */
  label: 'Age in years',
  input: { type: 'number', inputMode: 'numeric', autoComplete: 'off' },
  limits: { min: AGE_MIN, max: AGE_MAX, step: 1 },
} as const;

/** The question over the contact fields. */
export const CONTACT_QUESTION = 'How can an agent reach you?';

/**
 * The contact fields, in order: the label, the input's kind (`input`), and the limits the form
 * page hands to the browser (`limits`; the dialog checks with the schema instead).
 */
export const CONTACT_FIELDS = {
  name: {
    label: 'Full name',
    input: { type: 'text', autoComplete: 'name' },
    limits: { minLength: NAME_MIN, maxLength: NAME_MAX },
  },
  email: {
    label: 'Email address',
    input: { type: 'email', autoComplete: 'email', spellCheck: false },
    limits: { maxLength: EMAIL_MAX },
  },
  phone: {
    label: 'Phone number',
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
    limits: { maxLength: PHONE_INPUT_MAX, pattern: PHONE_PATTERN, title: 'A 10-digit phone number, area code first.' },
  },
  zipCode: {
    label: 'ZIP code',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
    limits: { minLength: ZIP_LENGTH, maxLength: ZIP_LENGTH, pattern: ZIP_PATTERN, title: 'Your 5-digit ZIP code.' },
  },
} as const;

/** The honeypot's label: the field is hidden from people (schema.ts: `company`). */
export const HONEYPOT_LABEL = 'Leave this field empty';

/** The whole form, as the dialog and the form page render it. */
export const QUOTE_FORM = {
  choices: CHOICE_QUESTIONS,
  age: AGE_QUESTION,
  contactQuestion: CONTACT_QUESTION,
  contact: CONTACT_FIELDS,
  honeypotLabel: HONEYPOT_LABEL,
  consent: CONSENT_TEXT,
  submitLabel: SUBMIT_LABEL,
} as const;
