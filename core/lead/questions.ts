import { CONSENT_TEXT, SUBMIT_LABEL } from './consent';
import {
  AGE_MAX,
  AGE_MIN,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PHONE_INPUT_MAX,
  PHONE_PATTERN,
  type QuoteFor,
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

/**
 * A question about the person the quote is for, in three wordings: to the visitor asking for
 * themselves (`self`), to one asking for a parent (`parent`), and `either` where the answer to
 * "Who is this quote for?" is not known yet (the form page without script shows every question at once).
 */
export type Wording = Readonly<Record<QuoteFor | 'either', string>>;

/** The wording of a question for the answer to "Who is this quote for?" ('' before it is answered). */
export function worded(wording: Wording, quoteFor: QuoteFor | ''): string {
  return wording[quoteFor === '' ? 'either' : quoteFor];
}

/** A question answered by one of a few options. */
const choice = <T extends string>(wording: Wording, options: ReadonlyArray<QuoteOption<T>>) => ({
  question: wording.self,
  wording,
  options,
});

/**
 * The first question: whom the quote is for. Adult children often ask for a parent: then the
 * parent's answers price the quote, and the agent calls the visitor, never the parent.
 */
export const QUOTE_FOR_QUESTION = {
  question: 'Who is this quote for?',
  options: [
    { value: 'self', label: 'Me' },
    { value: 'parent', label: 'My parent' },
  ],
} as const satisfies { question: string; options: ReadonlyArray<QuoteOption<QuoteFor>> };

/** Answered by one of a few options. */
export const CHOICE_QUESTIONS = {
  gender: choice(
    {
      self: 'What is your gender?',
      parent: "What is your parent's gender?",
      either: 'What is the gender of the person the quote is for?',
    },
    [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ],
  ),
  tobacco: choice(
    {
      self: 'Do you use tobacco?',
      parent: 'Does your parent use tobacco?',
      either: 'Does the person the quote is for use tobacco?',
    },
    [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  ),
} as const;

/** The age: a whole number of years within the schema's range. */
export const AGE_QUESTION = {
  question: 'What is your age?',
  wording: {
    self: 'What is your age?',
    parent: "What is your parent's age?",
    either: 'What is the age of the person the quote is for?',
  } satisfies Wording,
  /** The input's label on the form page, where the question is the group's legend. */
  label: 'Age in years',
  input: { type: 'number', inputMode: 'numeric', autoComplete: 'off' },
  limits: { min: AGE_MIN, max: AGE_MAX, step: 1 },
} as const;

/** The question over the contact fields: the visitor's own, also when the quote is for a parent. */
export const CONTACT_QUESTION = 'How can an agent reach you?';

/** What the contact step says when the quote is for a parent (`either`: on the form page, to everyone). */
export const PARENT_CONTACT_NOTE = {
  parent:
    "Give your own name, e-mail and phone number, and your parent's ZIP code. The agent calls you, not your parent.",
  either:
    "If the quote is for your parent, give your own name, e-mail and phone number, and your parent's ZIP code. The agent calls you, not your parent.",
} as const;

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
    /** The dialog's label when the quote is for a parent: the price and the agent's state are the parent's. */
    parentLabel: "Your parent's ZIP code",
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
    limits: { minLength: ZIP_LENGTH, maxLength: ZIP_LENGTH, pattern: ZIP_PATTERN, title: 'Your 5-digit ZIP code.' },
  },
} as const;

/** The honeypot's label: the field is hidden from people (schema.ts: `company`). */
export const HONEYPOT_LABEL = 'Leave this field empty';

/** What both forms say once the request is stored: the dialog's thank-you step and the thanks page. */
export const THANKS_TEXT =
  'We have received your information. A licensed agent will be in touch with you shortly with your personalized quote.';

/** The whole form, as the dialog and the form page render it. */
export const QUOTE_FORM = {
  quoteFor: QUOTE_FOR_QUESTION,
  choices: CHOICE_QUESTIONS,
  age: AGE_QUESTION,
  contactQuestion: CONTACT_QUESTION,
  parentContactNote: PARENT_CONTACT_NOTE,
  contact: CONTACT_FIELDS,
  honeypotLabel: HONEYPOT_LABEL,
  consent: CONSENT_TEXT,
  submitLabel: SUBMIT_LABEL,
  thanks: THANKS_TEXT,
} as const;
