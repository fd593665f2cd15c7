import type { Request, Response } from 'express';
import type { AnswerBody, Answers, FixedAnswer, FormPostTarget } from '#core/lead/contract';
import { problemKeyOf } from '#core/lead/form-post';
import { getPath } from '#core/paths';

/**
 * How the lead API answers (its routes, ./quotes.ts, and the plugins in front of them,
 * ./ip-limit.ts and ./same-site.ts): by the name of an answer of the endpoint's contract.
 */

/** Seconds a client is told to wait when the database is unavailable. */
export const retryAfterSeconds = 5;

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase();

export function isJson(contentType: string | undefined): boolean {
  return mediaType(contentType) === 'application/json';
}

/** The quote form page's post (no script): answered with 303 to a page, not with JSON. */
export function isForm(req: Request): boolean {
  return mediaType(req.headers['content-type']) === 'application/x-www-form-urlencoded';
}

/** The page a form post is sent to: the thank-you page, or the problem page naming the fields or the failure. */
function formPostPage(target: FormPostTarget, body: unknown): string {
  if (target.page === 'thanks') return getPath('quoteThanks');
  const keys =
    'fields' in target
      ? Object.keys((body as { fields: Record<string, string> }).fields)
      : [problemKeyOf(target.failure)];
  return `${getPath('quoteProblem')}?fields=${encodeURIComponent(keys.join(','))}`;
}

/**
 * The one way the lead API answers: answer `name` of the endpoint's contract, with its status,
 * headers and body (the fixed one, or `body`); a form post is sent on to the page the contract
 * names for it instead (303), when it names one.
 */
export function sendAnswer<A extends Answers, N extends keyof A & string>(
  answers: A,
  req: Request,
  res: Response,
  name: N,
  ...body: N extends FixedAnswer<A> ? [] : [AnswerBody<A, N>]
): void {
  const spec = answers[name] as A[N];
  const sent: unknown = body.length > 0 ? body[0] : spec.fixed;
  if (spec.formPost && isForm(req)) {
    res.redirect(303, formPostPage(spec.formPost, sent));
    return;
  }
  // A rate limit's Retry-After ('window') is the limiter's, already set.
  if (spec.headers?.retryAfter === 'fixed') res.set('Retry-After', String(retryAfterSeconds));
  if (spec.headers?.allow) res.set('Allow', spec.headers.allow);
  res.status(spec.status).json(sent);
}
