import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import {
  type AnswerBody,
  type Answers,
  API_ROOT,
  type FixedAnswer,
  type FormPostTarget,
  formTokenEndpoint,
  quotesEndpoint,
} from '#core/lead/contract';
import { leadBodyFromForm, problemKeyOf } from '#core/lead/form-post';
import { FIELD_MESSAGES, type Lead, parseLead } from '#core/lead/schema';
import { getPath } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { type Db, DbUnavailableError } from '../db';
import { isLoopbackHost, type LeadChannel, type RateLimit } from '../env';
import type { Logger } from '../logger';
import { consentTextOf } from './consent-texts';
import { ipLimitKey, normalizeClientIp } from './contact-keys';
import type { FormTokenSigner } from './form-token';
import { createInFlightCap, type InFlightCap } from './in-flight';
import { type StorableLead, type StoreResult, SubmissionConflictError, storeLead, submissionStored } from './store';

export interface QuotesDeps {
  db: Db;
  logger: Logger;
  /** LEAD_CHANNELS: one outbox job each per accepted lead. */
  channels: readonly LeadChannel[];
  /** QUOTE_MIN_FILL_MS: a form sent sooner after its token was issued is a robot's (spam). */
  minFillMs: number;
  /** QUOTE_RATE_LIMIT, per client IP (req.ip: set TRUST_PROXY behind a proxy). */
  rateLimit: RateLimit;
  /**
   * QUOTE_CONTACT_RATE_LIMIT: accepted leads per phone number and per inbox (canonical e-mail),
   * decided in the transaction that stores the lead (store.ts); a lead over it is answered like
   * any other, stored flagged (contact_limit) and not notified.
   */
  contactRateLimit: RateLimit;
  /**
   * The in-flight cap (QUOTE_MAX_IN_FLIGHT lead requests this process works on at once; the next
   * ones get 503 at once). The server shares it with /readyz; unset: a cap of defaultMaxInFlight.
   */
  inFlight?: InFlightCap;
  /** ALLOWED_HOSTS: hosts (host or host:port) besides loopback whose Origin is accepted when it names the request's Host. */
  allowedHosts?: readonly string[];
  /** Issues and checks the form tokens (server/leads/form-token.ts). */
  formTokens: FormTokenSigner;
  /**
   * Where the per-IP limit is also counted across processes ('ip:'), behind this process's own
   * count in memory; unset: memory only. A count that cannot be made answers 503, never a pass.
   */
  rateLimitStore?: (prefix: string) => Store;
  /** The site's public origin (site config `siteUrl`); the server's own host is accepted too. */
  siteOrigin?: string;
  /** Called after a lead with outbox jobs is committed (wakes the worker). */
  onStored?: (result: StoreResult) => void;
}

/** Seconds a client is told to wait when the database is unavailable. */
export const retryAfterSeconds = 5;

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase();

function isJson(contentType: string | undefined): boolean {
  return mediaType(contentType) === 'application/json';
}

/** The quote form page's post (no script): answered with 303 to a page, not with JSON. */
function isForm(req: Request): boolean {
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

const quoteAnswers = quotesEndpoint.answers;
/** An endpoint's path inside the /api router. */
const routePath = (endpoint: { path: string }) => endpoint.path.slice(API_ROOT.length);

/** Where a request may come from besides the site's origin: its own Host when that is loopback or configured. */
interface SiteHosts {
  origin: string;
  allowedHosts: ReadonlySet<string>;
}

/**
 * Whether `url` is on the site's origin, or on the host this request was sent to when that host
 * is this machine (a local run) or one of ALLOWED_HOSTS. An Origin that merely repeats whatever
 * Host was sent is not enough: a page on a rebound DNS name would send both.
 */
function onSite(url: string, site: SiteHosts, req: Request): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.origin === site.origin) return true;
  const host = req.get('host')?.toLowerCase();
  if (host === undefined || parsed.host !== host) return false;
  return (
    isLoopbackHost(parsed.hostname) || site.allowedHosts.has(parsed.host) || site.allowedHosts.has(parsed.hostname)
  );
}

/**
 * A request a page of another site made the browser send: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is neither the site's nor this server's own host ("null" included). A request
 * without either header (curl, an old browser's same-origin GET) is not refused here.
 */
export function isCrossSite(req: Request, site: SiteHosts): boolean {
  if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = req.get('origin');
  return origin !== undefined && !onSite(origin, site, req);
}

/** The landing page is a path of this site ("/ohio?utm_source=x"); anything else is dropped. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** The lead as stored: the page address and landing page only when they are this site's. */
function storable(lead: Lead, site: SiteHosts, req: Request): StorableLead {
  const attribution = lead.attribution ? { ...lead.attribution } : lead.attribution;
  if (attribution?.landingPage && !isSitePath(attribution.landingPage)) attribution.landingPage = null;
  return { ...lead, pageUrl: onSite(lead.pageUrl, site, req) ? lead.pageUrl : null, attribution };
}

/**
 * `GET /api/form-token`: a new form token (no-store), fetched by the dialog when it opens.
 * `POST /api/quotes`: takes a lead from the Quick Quote dialog (JSON) or the /quote form page
 * (urlencoded, with the token the server put in the page). Every answer, its status and body, is
 * one of core/lead/contract.ts, sent by `sendAnswer`; a form post is sent on (303) to the
 * thank-you page or to the problem page naming what was wrong, where the contract says so.
 *
 * - stored (201): committed for the first time. Spam gets the same answer, is stored flagged and
 *   never notified: the honeypot filled, no form token or one not signed by this server
 *   (no_token, bad_token), a token already spent on another lead (token_reused), or sent sooner
 *   than QUOTE_MIN_FILL_MS after the token was issued (too_fast). So does a lead over
 *   QUOTE_CONTACT_RATE_LIMIT accepted leads for its phone number or inbox (contact_limit): no
 *   answer tells whether a phone number or an address was seen before.
 * - replayed (200): a submission id already stored with the same values; the first lead's id,
 *   nothing written. Checked before the token, so a retry after a lost answer works.
 * - invalid (400): bad input (a consent version this site never published included).
 * - crossSite (403): sent from another site's page (Origin, Sec-Fetch-Site).
 * - formExpired (403): the token is genuine but older than its maximum age (2 h). The dialog gets
 *   a new token and asks the visitor to send again, with the phone number beside the message.
 * - conflict (409): the submission id was already stored with other values.
 * - unsupported (415): the body is neither application/json nor a form.
 * - tooMany (429, Retry-After): over QUOTE_RATE_LIMIT for this IP (ports, brackets and spellings
 *   normalised: see contact-keys.ts), counted in this process's memory and, with several
 *   processes, in the database too.
 * - unavailable (503, Retry-After): the database is down or too slow, the shared count could not
 *   be made, or QUOTE_MAX_IN_FLIGHT lead requests are already in progress in this process.
 *
 * Nothing is written but for stored. A page address (`pageUrl`) or landing page that is not on
 * the site's origin (or this server's own host) is dropped, stored as null. (malformed, 400, and
 * tooLarge, 413, come from the /api parser in app.ts.) The server log gets the lead id and its
 * status, never the fields.
 */
export function createQuotesRouter(deps: QuotesDeps): Router {
  const router = express.Router();
  const site: SiteHosts = {
    origin: new URL(deps.siteOrigin ?? siteConfig.siteUrl).origin,
    allowedHosts: new Set((deps.allowedHosts ?? []).map((host) => host.toLowerCase())),
  };
  const unavailable = (req: Request, res: Response) => sendAnswer(quoteAnswers, req, res, 'unavailable');

  const tooMany = (req: Request, res: Response) => {
    deps.logger.info('Quote refused: rate limit (ip)', { path: req.originalUrl });
    sendAnswer(quoteAnswers, req, res, 'tooMany');
  };
  // express-rate-limit's own messages (none is expected with passOnStoreError off) as JSON lines.
  const limiterLogger = {
    error: (error: unknown, message?: string) =>
      deps.logger.warn(message ?? 'Rate limiter error', {
        error: error instanceof Error ? error.message : String(error),
      }),
    warn: (error: unknown, message?: string) =>
      deps.logger.warn(message ?? 'Rate limiter warning', {
        error: error instanceof Error ? error.message : String(error),
      }),
  };
  const ipLimiter = (store: Store) =>
    rateLimit({
      windowMs: deps.rateLimit.windowMs,
      limit: deps.rateLimit.limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // TRUST_PROXY is validated by env.ts, and the key is normalised by ipLimitKey (IPv6 by /56);
      // these checks would only print to the console.
      validate: { xForwardedForHeader: false, trustProxy: false, keyGeneratorIpFallback: false },
      // A count that cannot be made refuses the request (503): a burst never passes uncounted.
      passOnStoreError: false,
      keyGenerator: (req: Request) => ipLimitKey(req.ip),
      store,
      logger: limiterLogger,
      handler: tooMany,
    });
  // This process's own count first (memory: it cannot fail or wait), so that no single process
  // lets a burst through; then the count every process on the database shares.
  const localStore = new MemoryStore();
  const sharedStore = deps.rateLimitStore?.('ip:');
  const localIpLimit = ipLimiter(localStore);
  const sharedIpLimit = sharedStore ? ipLimiter(sharedStore) : undefined;
  /**
   * A request answered 503 (the server's trouble, not the client's) is not held against its IP: a
   * visitor who retries as told is not locked out. Best effort on the shared count (the database
   * may be what failed): a decrement that fails is logged, and the count stays (fails closed).
   */
  const uncount = (req: Request, shared: boolean) => {
    const key = ipLimitKey(req.ip);
    void localStore.decrement(key);
    if (shared && sharedStore) {
      void Promise.resolve(sharedStore.decrement(key)).catch((error: unknown) => {
        deps.logger.warn('Rate limit: a 503 could not be given back', {
          error: error instanceof Error ? error.message : String(error),
        });
      });
    }
  };
  const sharedIpLimitOrRefuse: RequestHandler = (req, res, next) => {
    if (!sharedIpLimit) {
      next();
      return;
    }
    void sharedIpLimit(req, res, (error?: unknown) => {
      if (error === undefined) {
        next();
        return;
      }
      deps.logger.warn('Quote refused: the rate limit could not be counted', {
        error: error instanceof Error ? error.message : String(error),
      });
      uncount(req, false);
      unavailable(req, res);
    });
  };

  // Requests past the cap get 503 at once instead of queueing on the database's connections.
  const capInFlight = (deps.inFlight ?? createInFlightCap()).take((req, res, inFlight) => {
    deps.logger.info('Quote refused: too many lead requests in flight', { inFlight });
    unavailable(req, res);
  });
  const lead = (res: Response) => res.locals.lead as Lead;

  const sameSiteOnly: RequestHandler = (req, res, next) => {
    if (isCrossSite(req, site)) {
      deps.logger.info('Quote refused: cross-site request', { path: req.originalUrl });
      sendAnswer(quoteAnswers, req, res, 'crossSite');
      return;
    }
    next();
  };

  const parse: RequestHandler = (req, res, next) => {
    const form = isForm(req);
    if (!form && !isJson(req.headers['content-type'])) {
      sendAnswer(quoteAnswers, req, res, 'unsupported');
      return;
    }
    // The form page's fields become the body the dialog sends; then the same checks.
    const parsed = parseLead(form ? leadBodyFromForm(req.body as Record<string, unknown>) : req.body);
    const fields = !parsed.success
      ? parsed.fields
      : consentTextOf(parsed.data.consentVersion) === undefined
        ? { consentVersion: FIELD_MESSAGES.consentVersion }
        : undefined;
    if (fields !== undefined || !parsed.success) {
      deps.logger.info('Quote refused: invalid', { fields: Object.keys(fields ?? {}) });
      sendAnswer(quoteAnswers, req, res, 'invalid', { error: 'invalid', fields: fields ?? {} });
      return;
    }
    res.locals.lead = parsed.data;
    next();
  };

  const takeQuote: RequestHandler = async (req, res, next) => {
    const data = lead(res);
    let result: StoreResult;
    try {
      const check = deps.formTokens.checkFormToken(data.formToken, Date.now());
      if (!check.ok && check.reason === 'expired' && !(await submissionStored(deps.db, data.submissionId))) {
        deps.logger.info('Quote refused: form token expired');
        sendAnswer(quoteAnswers, req, res, 'formExpired');
        return;
      }
      const spam = check.ok
        ? check.ageMs < deps.minFillMs
          ? ['too_fast']
          : []
        : [check.reason === 'missing' ? 'no_token' : 'bad_token'];
      result = await storeLead(
        deps.db,
        storable(data, site, req),
        {
          ip: normalizeClientIp(req.ip),
          userAgent: req.get('user-agent'),
          formTokenId: check.ok ? check.id : undefined,
          spam,
        },
        { channels: deps.channels, contactLimit: deps.contactRateLimit },
      );
    } catch (error) {
      if (error instanceof DbUnavailableError) {
        deps.logger.warn('Quote not stored: database unavailable', { error: error.message });
        uncount(req, true);
        unavailable(req, res);
        return;
      }
      if (error instanceof SubmissionConflictError) {
        deps.logger.info('Quote refused: submission id repeated with other values');
        sendAnswer(quoteAnswers, req, res, 'conflict');
        return;
      }
      next(error);
      return;
    }
    deps.logger.info(result.created ? 'Quote stored' : 'Quote replayed', {
      leadId: result.id,
      status: result.status,
      jobs: result.jobs,
    });
    if (result.jobs > 0) deps.onStored?.(result);
    sendAnswer(quoteAnswers, req, res, result.created ? 'stored' : 'replayed', {
      id: result.id,
      estimate: result.estimate,
    });
  };

  router.get(routePath(formTokenEndpoint), sameSiteOnly, (req, res) => {
    sendAnswer(formTokenEndpoint.answers, req, res, 'issued', {
      token: deps.formTokens.issueFormToken(Date.now()),
      minFillMs: deps.minFillMs,
      maxAgeMs: deps.formTokens.maxAgeMs,
    });
  });
  router.all(routePath(formTokenEndpoint), (req, res) => {
    sendAnswer(formTokenEndpoint.answers, req, res, 'methodNotAllowed');
  });
  router.post(
    routePath(quotesEndpoint),
    sameSiteOnly,
    capInFlight,
    localIpLimit,
    sharedIpLimitOrRefuse,
    parse,
    takeQuote,
  );
  router.all(routePath(quotesEndpoint), (req, res) => {
    sendAnswer(quoteAnswers, req, res, 'methodNotAllowed');
  });
  return router;
}
