import { escapeHtml } from '../html';
import { FAILURE_MESSAGES, type FailureKey } from './failures';
import { FIELD_MESSAGES, type LeadKey } from './schema';

/**
 * The Quick Quote form page (/quote) without script: a plain HTML form that posts
 * application/x-www-form-urlencoded to the same endpoint as the dialog. These are the names of
 * its fields, the hidden inputs the server fills each time it serves the page, and the
 * conversion of a posted form into the body the dialog sends (validated by the same schema).
 */

/** Hidden inputs the prerendered page carries empty; the server fills them when serving it. */
export const SERVER_FILLED = ['formToken', 'submissionId'] as const;
export type ServerFilled = (typeof SERVER_FILLED)[number];

/** An empty server-filled input as the built page has it (React writes `/>`, the build `>`). */
export function emptyHiddenInput(name: ServerFilled): RegExp {
  return new RegExp(`<input type="hidden" name="${name}" value=""\\s*/?>`);
}

/** The markup of a filled one (the value is escaped for an attribute). */
export function filledHiddenInput(name: ServerFilled, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** The empty list of the problem page that the server fills with the messages. */
export const PROBLEM_LIST_ID = 'quote-problems';

/**
 * The keys the problem page's address names besides fields (`?fields=busy`), and the failure
 * each stands for: too many requests, the database down, an expired form, a changed repeat, a retired consent text.
 */
export const PROBLEM_REASONS = {
  busy: 'busy',
  unavailable: 'unavailable',
  formExpired: 'formExpired',
  conflict: 'conflict',
  consentRetired: 'consentRetired',
} as const satisfies Record<string, FailureKey>;
export type ProblemReason = keyof typeof PROBLEM_REASONS;

/** The key of the problem page's address that names `failure`. */
export function problemKeyOf(failure: FailureKey): string {
  return Object.entries(PROBLEM_REASONS).find(([, named]) => named === failure)?.[0] ?? failure;
}

/** The message for one key named in the problem page's address, or undefined for an unknown key. */
export function problemMessage(key: string): string | undefined {
  if (Object.hasOwn(FIELD_MESSAGES, key)) return FIELD_MESSAGES[key as LeadKey];
  if (Object.hasOwn(PROBLEM_REASONS, key)) return FAILURE_MESSAGES[PROBLEM_REASONS[key as ProblemReason]];
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The lead body of a posted form: the same keys as the dialog's JSON, from the form's fields,
 * with the form token the server put in the page (it carries when the page was served, so the
 * server measures the fill time itself).
 */
export function leadBodyFromForm(form: Record<string, unknown>): Record<string, unknown> {
  return {
    // Absent: a page served before the choice was asked (the schema takes it as `self`); sent
    // twice or not as text: '' (refused), never taken for one of the answers.
    quoteFor: form.quoteFor === undefined ? undefined : (text(form.quoteFor) ?? ''),
    gender: text(form.gender),
    age: text(form.age),
    tobacco: text(form.tobacco),
    name: text(form.name),
    email: text(form.email),
    phone: text(form.phone),
    zipCode: text(form.zipCode),
    company: text(form.company) ?? null,
    submissionId: text(form.submissionId),
    consentVersion: text(form.consentVersion),
    pageUrl: text(form.pageUrl),
    formToken: text(form.formToken),
    attribution: null,
  };
}
