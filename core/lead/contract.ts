import * as z from 'zod/mini';
import { quoteEstimateSchema } from '../pricing/quote-estimate';
import { FAILURE_MESSAGES, type FailureKey } from './failures';

/**
 * The lead API's contract, in one place (schemas beside the route, as fastify/demo keeps them):
 * each endpoint's path and method, and every answer it gives as a status and a body schema
 * (`zod/mini`: the dialog's chunk parses answers with it). The server answers only through these
 * (server/leads/quotes.ts), the dialog reads answers only through them (src/components/quote/submit.ts),
 * and docs/api.md's answer table is checked against them (contract.test.ts). The request body is
 * `leadSchema` (schema.ts).
 */

/** What a form post (the /quote page without script) is answered with instead of JSON: 303 to a page. */
export type FormPostTarget =
  /** /quote/thank-you. */
  | { page: 'thanks' }
  /** /quote/problem listing this failure. */
  | { page: 'problem'; failure: FailureKey }
  /** /quote/problem listing the fields of the 400 body. */
  | { page: 'problem'; fields: true };

export interface AnswerSpec<Body extends z.ZodMiniType = z.ZodMiniType> {
  status: number;
  body: Body;
  /**
   * Headers the answer always carries besides the JSON content type: `Retry-After` (`fixed`: the
   * server's own figure; `window`: the time left in the rate limit's window, set by the limiter),
   * `Allow` with these methods.
   */
  headers?: { retryAfter?: 'fixed' | 'window'; allow?: string };
  /** A body that never varies: the server sends it as it is. */
  fixed?: z.output<Body>;
  /** For a form post: the page it is sent to; unset: the JSON answer whatever was posted. */
  formPost?: FormPostTarget;
  /** Given by the /api body parser (server/app.ts) before the route runs, not by the route. */
  byParser?: true;
}

const errorOnly = <E extends string>(error: E) => z.object({ error: z.literal(error) });
const errorWithMessage = <E extends string>(error: E) => z.object({ error: z.literal(error), message: z.string() });

/** An answer whose body is only `{ error }`. */
function refusal<E extends string>(status: number, error: E, more: Omit<AnswerSpec, 'status' | 'body' | 'fixed'> = {}) {
  return { status, body: errorOnly(error), fixed: { error }, ...more };
}

/** An answer whose body is `{ error, message }`, the message one of the failure messages. */
function explained<E extends string>(status: number, error: E, failure: FailureKey, formPost?: FormPostTarget) {
  return {
    status,
    body: errorWithMessage(error),
    fixed: { error, message: FAILURE_MESSAGES[failure] },
    ...(formPost ? { formPost } : {}),
  };
}

/** A stored lead's id and the estimate stored with it (null when none was made). */
const storedBody = z.object({
  id: z.string().check(z.minLength(1)),
  estimate: z.nullable(quoteEstimateSchema),
});

/** `POST /api/quotes`: the lead of the dialog (JSON) or of the /quote form page (urlencoded). */
export const quotesEndpoint = {
  method: 'POST',
  path: '/api/quotes',
  answers: {
    /** Stored and committed for the first time (spam and a lead over the contact limit too). */
    stored: { status: 201, body: storedBody, formPost: { page: 'thanks' } },
    /** A repeat of a submission id already stored with the same values: the first lead's id. */
    replayed: { status: 200, body: storedBody, formPost: { page: 'thanks' } },
    /** Bad input (an unpublished consent version too): one message per field. */
    invalid: {
      status: 400,
      body: z.object({ error: z.literal('invalid'), fields: z.record(z.string(), z.string()) }),
      formPost: { page: 'problem', fields: true },
    },
    crossSite: explained(403, 'Forbidden', 'crossSite'),
    formExpired: explained(403, 'formExpired', 'formExpired', { page: 'problem', failure: 'formExpired' }),
    conflict: explained(409, 'conflict', 'conflict', { page: 'problem', failure: 'conflict' }),
    /** The consent text the visitor agreed to is retired (its page is out of date): reload. */
    consentRetired: explained(409, 'consentRetired', 'consentRetired', { page: 'problem', failure: 'consentRetired' }),
    malformed: refusal(400, 'Bad Request', { byParser: true }),
    methodNotAllowed: refusal(405, 'Method Not Allowed', { headers: { allow: 'POST' } }),
    tooLarge: refusal(413, 'Payload Too Large', { byParser: true }),
    unsupported: refusal(415, 'Unsupported Media Type'),
    tooMany: refusal(429, 'Too Many Requests', {
      headers: { retryAfter: 'window' },
      formPost: { page: 'problem', failure: 'busy' },
    }),
    unavailable: refusal(503, 'Service Unavailable', {
      headers: { retryAfter: 'fixed' },
      formPost: { page: 'problem', failure: 'unavailable' },
    }),
  },
} as const satisfies { method: string; path: string; answers: Record<string, AnswerSpec> };

/** `GET /api/form-token`: a new form token, fetched by the dialog when it opens (no-store). */
export const formTokenEndpoint = {
  method: 'GET',
  path: '/api/form-token',
  answers: {
    issued: {
      status: 200,
      body: z.object({
        token: z.string().check(z.minLength(1)),
        /** The server's minimum fill time (QUOTE_MIN_FILL_MS). */
        minFillMs: z.number().check(z.gte(0)),
        /** The token's maximum age. */
        maxAgeMs: z.number().check(z.gte(0)),
      }),
    },
    crossSite: explained(403, 'Forbidden', 'crossSite'),
    methodNotAllowed: refusal(405, 'Method Not Allowed', { headers: { allow: 'GET' } }),
  },
} as const satisfies { method: string; path: string; answers: Record<string, AnswerSpec> };

/** Where both endpoints are mounted (server/app.ts). */
export const API_ROOT = '/api';

export type Answers = Record<string, AnswerSpec>;
/** The body of answer `N` as sent. */
export type AnswerBody<A extends Answers, N extends keyof A> = z.output<A[N]['body']>;
/** The answers whose body never varies. */
export type FixedAnswer<A extends Answers> = { [N in keyof A]: A[N] extends { fixed: object } ? N : never }[keyof A];

/** One answer as the client read it: its name and its body. */
export type ReadAnswer<A extends Answers> = { [N in keyof A]: { name: N; body: AnswerBody<A, N> } }[keyof A];

/**
 * The answer of `answers` that a status and a JSON body are, or undefined when none fits (the
 * client treats that as an answer it cannot use).
 */
export function readAnswer<A extends Answers>(answers: A, status: number, body: unknown): ReadAnswer<A> | undefined {
  for (const [name, spec] of Object.entries(answers)) {
    if (spec.status !== status) continue;
    const parsed = spec.body.safeParse(body);
    if (parsed.success) return { name, body: parsed.data } as ReadAnswer<A>;
  }
  return undefined;
}
