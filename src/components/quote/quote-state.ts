import type { FailureKey } from '#core/lead/failures';
import { LEAD_FIELDS, type LeadField, validateField } from '#core/lead/schema';
import type { QuoteEstimate } from '#core/pricing/quote-estimate';
import { emptyValues, type QuoteValues, type SendResult } from './submit';

/**
 * The Quick Quote dialog as its states: which step is shown, the answers, the messages beside
 * the fields, whether a try is on its way or failed, and where focus goes next. A pure reducer:
 * the dialog component dispatches what happened (a choice, a key, the server's answer) and renders
 * the state; the network and the focus calls stay in the component.
 */

/** Five questions (whom the quote is for, gender, age, tobacco, the contact) and the thank-you view. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6;
/** The steps the progress indicator counts (the thank-you view is not one of them). */
export const QUESTION_STEPS = 5;
/** The step that asks for the contact and sends the lead. */
export const CONTACT_STEP = 5;
/** The thank-you view. */
export const THANKS_STEP = 6;

export type Errors = Partial<Record<LeadField, string>>;

/** Why the last try was not stored: the dialog shows it above the submit button, with the phone. */
export type Failure = Extract<FailureKey, 'error' | 'noToken' | 'formExpired' | 'conflict' | 'consentRetired'>;

/** What takes focus after the next render: the shown step's first control, a field, or submit. */
export type FocusTarget = 'step' | LeadField | 'submit';

export interface QuoteState {
  readonly step: Step;
  readonly values: QuoteValues;
  readonly errors: Errors;
  /** A try is on its way: the submit button is disabled and the form is marked busy. */
  readonly busy: boolean;
  readonly failed: Failure | null;
  /** The estimate the server stored with the lead (it knows the state of the ZIP code). */
  readonly estimate: QuoteEstimate | null;
  /**
   * The id of this fill's submission once it was sent: a retry of the same values keeps it (the
   * server stores one lead per id); null when the next try is a new submission.
   */
  readonly submissionId: string | null;
  /** A new object each time focus must move; the component focuses its target after rendering. */
  readonly focus: { readonly target: FocusTarget } | null;
}

/** The questions answered by one option: choosing one moves on at once. */
export type ChoiceField = 'quoteFor' | 'gender' | 'tobacco';

export type QuoteAction =
  /** The dialog was opened: where the visitor left off, or a new fill after a success. */
  | { type: 'open' }
  | { type: 'goTo'; step: Step }
  | { type: 'edit'; name: keyof QuoteValues; value: string }
  | { type: 'choose'; name: ChoiceField; value: string }
  /** Continue on the age step. */
  | { type: 'continue' }
  /** Submit found these problems before sending anything. */
  | { type: 'invalid'; errors: Errors }
  | { type: 'sending'; submissionId: string }
  | { type: 'noToken' }
  | { type: 'sent'; estimate: QuoteEstimate | null }
  | { type: 'refused'; result: Extract<SendResult, { ok: false }> };

export const initialQuoteState: QuoteState = {
  step: 1,
  values: emptyValues,
  errors: {},
  busy: false,
  failed: null,
  estimate: null,
  submissionId: null,
  focus: null,
};

/** The step that asks for each field. */
export const stepOf: Readonly<Record<LeadField, Step>> = {
  quoteFor: 1,
  gender: 2,
  age: 3,
  tobacco: 4,
  name: CONTACT_STEP,
  email: CONTACT_STEP,
  phone: CONTACT_STEP,
  zipCode: CONTACT_STEP,
};

/** Where each choice moves on to: the next question (tobacco skips the age, answered before it). */
const afterChoice: Readonly<Record<ChoiceField, Step>> = { quoteFor: 2, gender: 3, tobacco: CONTACT_STEP };

const focusOn = (target: FocusTarget) => ({ target });

function withError(errors: Errors, name: LeadField, message: string | null): Errors {
  if ((errors[name] ?? null) === message) return errors;
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}

/** A value changed: after a failed try that makes the next one a new submission (the server refuses an id with other values). */
function edited(state: QuoteState, name: keyof QuoteValues, value: string): QuoteState {
  if (state.values[name] === value) return state;
  return {
    ...state,
    values: { ...state.values, [name]: value },
    submissionId: state.failed ? null : state.submissionId,
  };
}

/** Shows the step of the first field with a message and focuses that field. */
function showProblems(state: QuoteState, errors: Errors): QuoteState {
  const first = LEAD_FIELDS.find((name) => errors[name]);
  if (!first) return { ...state, errors };
  return { ...state, errors, step: stepOf[first], focus: focusOn(first) };
}

export function quoteReducer(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case 'open':
      return state.step === THANKS_STEP
        ? { ...initialQuoteState, focus: focusOn('step') }
        : { ...state, focus: focusOn('step') };
    case 'goTo':
      return { ...state, step: action.step, focus: focusOn('step') };
    case 'edit': {
      const next = edited(state, action.name, action.value);
      // A shown message goes as soon as the value is right. New messages come only from Continue
      // and submit, never while typing or on blur: a message appearing on blur would move the
      // button the visitor is pressing, and the click would be lost.
      const name = action.name;
      if (name === 'company' || !next.errors[name]) return next;
      return { ...next, errors: withError(next.errors, name, validateField(name, action.value)) };
    }
    case 'choose': {
      const next = edited(state, action.name, action.value);
      return {
        ...next,
        errors: withError(next.errors, action.name, null),
        step: afterChoice[action.name],
        focus: focusOn('step'),
      };
    }
    case 'continue': {
      const message = validateField('age', state.values.age);
      const errors = withError(state.errors, 'age', message);
      return message
        ? { ...state, errors, focus: focusOn('age') }
        : { ...state, errors, step: stepOf.tobacco, focus: focusOn('step') };
    }
    case 'invalid':
      return showProblems(state, action.errors);
    case 'sending':
      return { ...state, busy: true, failed: null, submissionId: action.submissionId, focus: null };
    case 'noToken':
      // No token, no lead: the server would keep it as spam. The visitor gets the phone number.
      return { ...state, busy: false, failed: 'noToken', focus: focusOn('submit') };
    case 'sent':
      return {
        ...state,
        busy: false,
        failed: null,
        errors: {},
        estimate: action.estimate,
        submissionId: null,
        step: THANKS_STEP,
        focus: focusOn('step'),
      };
    case 'refused': {
      const { reason, fields } = action.result;
      const failed: Failure = reason ?? 'error';
      // Expired: nothing was stored, so a new token and a new id make the next press a new lead.
      // Conflict: the id is taken by other values.
      // Consent retired: nothing was stored either (the page must be reloaded).
      const submissionId = reason === undefined ? state.submissionId : null;
      const next: QuoteState = { ...state, busy: false, failed, submissionId };
      const fieldErrors: Errors = {};
      for (const name of LEAD_FIELDS) {
        const message = fields[name];
        if (message) fieldErrors[name] = message;
      }
      const first = LEAD_FIELDS.find((name) => fieldErrors[name]);
      if (!first) return { ...next, focus: focusOn('submit') };
      return { ...next, errors: { ...state.errors, ...fieldErrors }, step: stepOf[first], focus: focusOn(first) };
    }
  }
}
