import * as z from 'zod/mini';

/**
 * The quote lead, shared by the Quick Quote dialog (field checks as the visitor types) and the
 * server (`POST /api/quotes` validates the body with `leadSchema`). Written with `zod/mini` so
 * that the dialog's on-demand chunk stays small.
 *
 * Phone numbers: every non-digit is dropped; 10 digits remain. An 11-digit number that starts
 * with 1 is taken as the US country code plus 10 digits, and the 1 is dropped ("+1 555 210
 * 0142" is accepted as 5552100142); any other length is refused, and so is a number that cannot
 * exist under the North American Numbering Plan (area code or exchange starting with 0 or 1, or
 * an N11 service code such as 911).
 */

/**
 * The ages the quote form and the API take, for the visitor or a parent: the issue ages of the
 * plans we sell (content/data/insurer-plans): the youngest issue age of any appointed plan, but
 * never under 18 (the quote is for an adult), up to the oldest. core cannot import the plan data,
 * so content/data/insurer-plans/claims.test.ts computes both bounds from it and fails when these
 * differ.
 */
export const AGE_MIN = 18;
export const AGE_MAX = 85;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_DIGITS = 10;
/** The dialog's phone input's maxlength: the 14 characters of "(555) 210-0142", as it formats while the visitor types. */
export const PHONE_MAX_LENGTH = 14;
/** The longest phone text accepted as typed (digits with spaces, brackets, dots, dashes, a plus). */
export const PHONE_INPUT_MAX = 30;
const PHONE_SEPARATORS = '[\\s\\(\\)\\.\\+\\-]*';
/**
 * The phone as the schema takes it, as an HTML `pattern` (the whole value must match): 10 digits,
 * or 1 and 10, with any of those separators, whose area code and exchange neither start with 0 or
 * 1 nor are N11 codes (isNanpNumber), so that the form without script refuses in the browser what the server would.
 * Browsers compile a pattern with the `v` flag, so the punctuation in the class is escaped.
 */
const PHONE_DIGIT = (digit: string) => `${digit}${PHONE_SEPARATORS}`;
/** Three digits N X X that are not N11 (211 ... 911 are service codes, never an area code or exchange). */
const NOT_N11 = `${PHONE_DIGIT('[2-9]')}(?:${PHONE_DIGIT('[02-9]')}${PHONE_DIGIT('\\d')}|${PHONE_DIGIT('1')}${PHONE_DIGIT('[02-9]')})`;
export const PHONE_PATTERN = `${PHONE_SEPARATORS}(?:${PHONE_DIGIT('1')})?${NOT_N11}${NOT_N11}${Array.from(
  { length: PHONE_DIGITS - 6 },
  () => PHONE_DIGIT('\\d'),
).join('')}`;
export const ZIP_LENGTH = 5;
/** A ZIP code: 5 digits (also the form's HTML `pattern`). */
export const ZIP_PATTERN = `\\d{${ZIP_LENGTH}}`;
export const PAGE_URL_MAX = 2000;
export const ATTRIBUTION_MAX = 500;

/**
 * Whom the quote is for: the visitor (`self`) or the visitor's parent (`parent`). For a parent,
 * the age, gender and tobacco use (and the ZIP code) are the parent's, and the name, e-mail and
 * phone are the visitor's own: the agent calls the visitor. The consent is the visitor's only.
 */
export const QUOTE_FOR = ['self', 'parent'] as const;
export type QuoteFor = (typeof QUOTE_FOR)[number];

/** The fields the visitor fills in, in the dialog's order. */
export const LEAD_FIELDS = ['quoteFor', 'gender', 'age', 'tobacco', 'name', 'email', 'phone', 'zipCode'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** The visitor's fields a body must hold. */
const REQUIRED_LEAD_FIELDS = LEAD_FIELDS.filter((name) => name !== 'quoteFor');

import { ATTRIBUTION_FIELDS, type AttributionField } from './attribution-fields';

export { ATTRIBUTION_FIELDS, type AttributionField } from './attribution-fields';

/** One plain-language message per field, shown beside the field and sent back by the server. */
export const FIELD_MESSAGES = {
  quoteFor: 'Please choose who the quote is for: you or your parent.',
  gender: 'Please choose Male or Female.',
  age: `Please enter the age as a whole number from ${AGE_MIN} to ${AGE_MAX}, the ages our plans take.`,
  tobacco: 'Please choose Yes or No.',
  name: 'Please enter your full name, in letters.',
  email: 'Please enter a valid e-mail address, like name@example.com.',
  phone: 'Please enter a 10-digit phone number, like (555) 210-0142.',
  zipCode: 'Please enter your 5-digit ZIP code.',
  submissionId: 'The form is missing its submission id. Please reload the page and try again.',
  consentVersion: 'The consent text is missing or out of date. Please reload the page and try again.',
  pageUrl: 'The page address is missing. Please reload the page and try again.',
  attribution: 'The visit details are not valid.',
  company: 'This field must be left empty.',
  formToken: 'The form is out of date. Please reload the page and try again.',
} as const;
export type LeadKey = keyof typeof FIELD_MESSAGES;

/** The digits of `input`, in order ("(555) 210-0142" -> "5552100142"). */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

/** The 10 phone digits of `input`, or undefined when it does not hold exactly 10 (or 1 + 10). */
export function normalizePhone(input: string): string | undefined {
  const digits = digitsOnly(input);
  if (digits.length === PHONE_DIGITS) return digits;
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/**
 * The phone as the visitor types it, formatted progressively: "5" -> "(5", "5550" -> "(555) 0",
 * "5550100142" -> "(555) 010-0142". Digits only, 10 at most (a pasted "+1 555 010 0142" keeps
 * its 10 digits after the country code), never more than 14 characters.
 */
export function formatPhone(input: string): string {
  let digits = digitsOnly(input);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Whether 10 digits can be a North American Numbering Plan number: neither the area code nor the
 * exchange (central office code) starts with 0 or 1 ("0000000000" and "5550100142" cannot be
 * dialled), and neither is an N11 code (211 to 911 are service codes: "911-555-0142" is refused).
 */
export function isNanpNumber(digits: string): boolean {
  return /^[2-9](?!11)\d{2}[2-9](?!11)\d{6}$/.test(digits);
}

/** C0/C1 controls, line and paragraph separators, bidirectional overrides. */
const controlChars = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * What a name may not hold: controls, invisible format characters (\p{Cf}: zero-width spaces and
 * joiners, bidirectional marks, the BOM ...), lone surrogates, line and paragraph separators, and
 * characters that render as nothing (Default_Ignorable_Code_Point: the Hangul fillers U+3164,
 * U+115F, U+1160, U+FFA0, which count as letters, variation selectors ...) or as a blank (the
 * blank Braille pattern U+2800).
 */
const nameForbidden = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/u;
const letter = /\p{L}/gu;

/** A name of visible text with at least NAME_MIN letters (any script): "Jo", "José Núñez", "李明". */
export function isAcceptableName(value: string): boolean {
  return !nameForbidden.test(value) && (value.match(letter)?.length ?? 0) >= NAME_MIN;
}

/** Longest form token accepted (server/leads/form-token.ts issues about 70 characters). */
export const FORM_TOKEN_MAX = 200;

const age = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,3}$/))]),
  z.pipe(
    z.transform((value: string | number) => Number(value)),
    z.number().check(z.int(), z.gte(AGE_MIN), z.lte(AGE_MAX)),
  ),
);

const phone = z.pipe(
  z.string().check(z.maxLength(PHONE_INPUT_MAX), z.regex(/^[\d\s().+-]*$/)),
  z.pipe(
    z.transform((value: string) => normalizePhone(value) ?? ''),
    z.string().check(z.length(PHONE_DIGITS), z.refine(isNanpNumber)),
  ),
);

const controlCharsGlobal = new RegExp(controlChars.source, 'gu');

/** Attribution text as the browser captured it, control characters dropped (never a reason to lose a lead). */
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.maxLength(max)),
        z.transform((value: string) => value.replace(controlCharsGlobal, '')),
      ),
    ),
  );

const attributionText = optionalText(ATTRIBUTION_MAX);
const attribution = z.object(
  Object.fromEntries(ATTRIBUTION_FIELDS.map((key) => [key, attributionText])) as Record<
    AttributionField,
    typeof attributionText
  >,
);

/** One schema per key of the body, so that a single field can be checked on its own. */
export const leadFieldSchemas = {
  /**
   * A body without it comes from a page loaded before the choice was asked, whose questions all
   * said "you": it is taken as `self`. An empty or unknown value is refused.
   */
  quoteFor: z._default(z.enum(QUOTE_FOR), 'self'),
  gender: z.enum(['male', 'female']),
  age,
  tobacco: z.enum(['yes', 'no']),
  // Runs of spaces become one: a padded name cannot push text onto a line of its own in the agent's mail.
  name: z.string().check(
    z.overwrite((value: string) => value.trim().replace(/\p{Zs}+/gu, ' ')),
    z.minLength(NAME_MIN),
    z.maxLength(NAME_MAX),
    z.refine(isAcceptableName),
  ),
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX)), z.email()),
  phone,
  zipCode: z.string().check(z.trim(), z.regex(new RegExp(`^${ZIP_PATTERN}$`))),
  submissionId: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.uuid()),
  consentVersion: z.string().check(z.regex(/^[0-9a-f]{8,64}$/)),
  pageUrl: z.url({ protocol: /^https?$/ }).check(
    z.maxLength(PAGE_URL_MAX),
    z.refine((value) => !controlChars.test(value)),
  ),
  attribution: z.optional(z.nullable(attribution)),
  /** The honeypot: hidden from people. Any value marks the lead as spam (it is not refused). */
  company: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  /**
   * The token the server issued when the form was shown (GET /api/form-token). The server checks
   * it (signature, age, single use); a missing or bad one marks the lead as spam, like the honeypot.
   */
  formToken: z.optional(z.nullable(z.string().check(z.maxLength(FORM_TOKEN_MAX)))),
};

/** What `POST /api/quotes` accepts. Unknown keys are dropped. */
export const leadSchema = z.object(leadFieldSchemas);

/** The body as the dialog sends it. */
export type LeadInput = z.input<typeof leadSchema>;
/** The body after validation: trimmed, lower-cased e-mail, 10-digit phone, integer age. */
export type Lead = z.output<typeof leadSchema>;
export type Attribution = NonNullable<Lead['attribution']>;

export type LeadParseResult =
  | { success: true; data: Lead }
  | { success: false; fields: Partial<Record<LeadKey, string>> };

/**
 * Validates a body: the lead, or one plain-language message per bad key (a nested attribution
 * problem is reported under `attribution`). A body that is not an object is reported under
 * every required key.
 */
export function parseLead(input: unknown): LeadParseResult {
  const result = leadSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fields: Partial<Record<LeadKey, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in FIELD_MESSAGES) {
      fields[key as LeadKey] = FIELD_MESSAGES[key as LeadKey];
    } else {
      // The body itself is not an object: every required key is missing.
      // (quoteFor is not required: a body without it is taken as `self`.)
      for (const name of [...REQUIRED_LEAD_FIELDS, 'submissionId', 'consentVersion', 'pageUrl'] as const) {
        fields[name] = FIELD_MESSAGES[name];
      }
    }
  }
  return { success: false, fields };
}

/**
 * Checks one visitor field as the dialog holds it (text from an input, or the chosen option):
 * a plain-language message when it is not acceptable, null when it is.
 */
export function validateField(name: LeadField, value: unknown): string | null {
  return leadFieldSchemas[name].safeParse(value).success ? null : FIELD_MESSAGES[name];
}

/** Every visitor field's message, for the fields that are not acceptable (empty when all are). */
export function validateFields(values: Partial<Record<LeadField, unknown>>): Partial<Record<LeadField, string>> {
  const errors: Partial<Record<LeadField, string>> = {};
  for (const name of LEAD_FIELDS) {
    const message = validateField(name, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}
