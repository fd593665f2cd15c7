/**
 * Why a quote request was not taken, in plain words: the one set of failure messages. The dialog
 * shows one above its submit button (with the phone number after it), the no-script form's
 * problem page lists them, and the server's JSON answers carry them as `message`
 * (core/lead/contract.ts).
 */
export const FAILURE_MESSAGES = {
  /** No answer, an answer the dialog cannot use, or a refusal with no reason of its own. */
  error: 'There was an error submitting your form, so your details were not sent. Please try again.',
  /** The dialog could not get a form token. */
  noToken: 'We could not reach our server to prepare the form. Please try again in a moment.',
  /** Over the rate limit for the visitor's connection (429). */
  busy: 'We received too many requests from your connection in a short time. Please wait a few minutes and try again.',
  /** The database is down or slow, or the server has too many requests in progress (503). */
  unavailable: 'Our system could not save your request just now. Please try again in a minute.',
  /** The form token is older than its maximum age (403 formExpired). */
  formExpired: 'This form was open too long, so your details were not sent. Please send it again.',
  /** The submission id was stored with other values (409). */
  conflict: 'This form was already sent with different details. Please send it again.',
  /** The consent text the form showed has been retired since the page was loaded (409 consentRetired). */
  consentRetired: 'This form is out of date, so your details were not sent. Please reload the page and send it again.',
  /** Sent from another site's page (403). */
  crossSite: "Quote requests are taken only from this site's own pages.",
} as const;
export type FailureKey = keyof typeof FAILURE_MESSAGES;
