import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Store } from 'express-rate-limit';
import { API_ROOT, formTokenEndpoint, quotesEndpoint } from '#core/lead/contract';
import { leadBodyFromForm } from '#core/lead/form-post';
import { FIELD_MESSAGES, type Lead, parseLead } from '#core/lead/schema';
import { siteConfig } from '#core/site.config';
import { type Db, DbUnavailableError } from '../db';
import type { LeadChannel, RateLimit } from '../env';
import type { Logger } from '../logger';
import { isForm, isJson, sendAnswer } from './answers';
import { createLeadIntake } from './batcher';
import { consentRetired, consentTextOf } from './consent-texts';
import { type ContactGate, createContactGate } from './contact-gate';
import { normalizeClientIp } from './contact-keys';
import type { FormTokenSigner } from './form-token';
import { createInFlightCap, type InFlightCap } from './in-flight';
import { createIpLimits } from './ip-limit';
import { submissionStored } from './queries';
import { type SiteHosts, sameSiteOnly, storable } from './same-site';
import { type StoreResult, SubmissionConflictError } from './statement';

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
   * decided in the transaction that stores the lead (statement.ts); a lead over it is answered like
   * any other, stored flagged (contact_limit) and not notified.
   */
  contactRateLimit: RateLimit;
  /**
   * The in-flight cap (QUOTE_MAX_IN_FLIGHT lead requests this process works on at once; the next
   * ones get 503 at once). The server shares it with /readyz; unset: a cap of defaultMaxInFlight.
   */
  inFlight?: InFlightCap;
  /**
   * One lead at a time per phone number and inbox in this process, decided before a slot is taken
   * (contact-gate.ts); unset: a gate of its own with defaultMaxWaitingPerContact.
   */
  contactGate?: ContactGate;
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

const quoteAnswers = quotesEndpoint.answers;
/** An endpoint's path inside the /api router. */
const routePath = (endpoint: { path: string }) => endpoint.path.slice(API_ROOT.length);

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
 * - consentRetired (409): the consent version is one this site retired (its retirement day is
 *   over): nothing is stored, nothing notified; the dialog and the problem page ask the visitor
 *   to reload the page, which shows the wording in force.
 * - unsupported (415): the body is neither application/json nor a form.
 * - tooMany (429, Retry-After): over QUOTE_RATE_LIMIT for this IP (ports, brackets and spellings
 *   normalised: see contact-keys.ts), counted in this process's memory and, with several
 *   processes, in the database too.
 * - unavailable (503, Retry-After): the database is down or too slow, the shared count could not
 *   be made, QUOTE_MAX_IN_FLIGHT lead requests are already in progress in this process, or
 *   more leads for one phone number or inbox are already waiting here than may wait.
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

  const {
    local: localIpLimit,
    shared: sharedIpLimitOrRefuse,
    uncount,
  } = createIpLimits({
    rateLimit: deps.rateLimit,
    rateLimitStore: deps.rateLimitStore,
    logger: deps.logger,
    unavailable,
  });

  // Requests past the cap get 503 at once instead of queueing on the database's connections.
  const capInFlight = (deps.inFlight ?? createInFlightCap()).take((req, res, inFlight) => {
    deps.logger.info('Quote refused: too many lead requests in flight', { inFlight });
    unavailable(req, res);
  });
  // A flood for one phone number or inbox waits here, holding no slot, or gets 503 (issue 44).
  const oneLeadPerContact = (deps.contactGate ?? createContactGate()).take((req, res, waiting) => {
    deps.logger.info('Quote refused: too many leads for one contact waiting', { waiting });
    unavailable(req, res);
  });
  const lead = (res: Response) => res.locals.lead as Lead;
  // Leads that arrive together share a statement (decision 0082), two statements at most at once.
  const intake = createLeadIntake(deps.db, { channels: deps.channels, contactLimit: deps.contactRateLimit });

  const sameSite = sameSiteOnly(site, deps.logger);

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
    if (consentRetired(parsed.data.consentVersion, Date.now())) {
      deps.logger.info('Quote refused: consent version retired', { consentVersion: parsed.data.consentVersion });
      sendAnswer(quoteAnswers, req, res, 'consentRetired');
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
      result = await intake.store(storable(data, site, req), {
        ip: normalizeClientIp(req.ip),
        userAgent: req.get('user-agent'),
        formTokenId: check.ok ? check.id : undefined,
        spam,
      });
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

  router.get(routePath(formTokenEndpoint), sameSite, (req, res) => {
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
    sameSite,
    oneLeadPerContact,
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
