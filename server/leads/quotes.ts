import express, { type RequestHandler, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { parseLead } from '../../src/lead/schema';
import { type Db, DbUnavailableError } from '../db';
import type { LeadChannel, RateLimit } from '../env';
import type { Logger } from '../logger';
import { type StoreResult, storeLead } from './store';

export interface QuotesDeps {
  db: Db;
  logger: Logger;
  /** LEAD_CHANNELS: one outbox job each per accepted lead. */
  channels: readonly LeadChannel[];
  /** QUOTE_MIN_FILL_MS. */
  minFillMs: number;
  /** QUOTE_RATE_LIMIT, per client IP (req.ip: set TRUST_PROXY behind a proxy). */
  rateLimit: RateLimit;
  /** Called after a lead with outbox jobs is committed (wakes the worker). */
  onStored?: (result: StoreResult) => void;
}

/** Seconds a client is told to wait when the database is unavailable. */
export const retryAfterSeconds = 5;

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * `POST /api/quotes`: takes a lead from the Quick Quote dialog.
 *
 * - 201 `{ id }`: stored (and committed) for the first time. Spam (honeypot filled, or the form
 *   filled faster than QUOTE_MIN_FILL_MS) gets the same answer, is stored flagged, never notified.
 * - 200 `{ id }`: a replay of a submission id already stored; the first lead's id, nothing written.
 * - 400 `{ error: 'invalid', fields: { <field>: <message> } }`: bad input, nothing written.
 * - 415 `{ error: 'Unsupported Media Type' }`: the body is not application/json.
 * - 429 `{ error: 'Too Many Requests' }` with Retry-After: over QUOTE_RATE_LIMIT for this IP.
 * - 503 `{ error: 'Service Unavailable' }` with Retry-After: the database is down or too slow.
 *
 * (413 for a body over 16 kB and 400 for malformed JSON come from the /api parser in app.ts.)
 * The server log gets the lead id and its status, never the lead's fields.
 */
export function createQuotesRouter(deps: QuotesDeps): Router {
  const router = express.Router();

  const limiter = rateLimit({
    windowMs: deps.rateLimit.windowMs,
    limit: deps.rateLimit.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // TRUST_PROXY is validated by env.ts; these checks would only print to the console.
    validate: { xForwardedForHeader: false, trustProxy: false },
    handler: (req, res) => {
      deps.logger.info('Quote refused: rate limit', { path: req.originalUrl });
      res.status(429).json({ error: 'Too Many Requests' });
    },
  });

  const takeQuote: RequestHandler = async (req, res, next) => {
    if (!isJson(req.headers['content-type'])) {
      res.status(415).json({ error: 'Unsupported Media Type' });
      return;
    }
    const parsed = parseLead(req.body);
    if (!parsed.success) {
      deps.logger.info('Quote refused: invalid', { fields: Object.keys(parsed.fields) });
      res.status(400).json({ error: 'invalid', fields: parsed.fields });
      return;
    }
    let result: StoreResult;
    try {
      result = await storeLead(
        deps.db,
        parsed.data,
        { ip: req.ip, userAgent: req.get('user-agent') },
        { channels: deps.channels, minFillMs: deps.minFillMs },
      );
    } catch (error) {
      if (error instanceof DbUnavailableError) {
        deps.logger.warn('Quote not stored: database unavailable', { error: error.message });
        res.status(503).set('Retry-After', String(retryAfterSeconds)).json({ error: 'Service Unavailable' });
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
    res.status(result.created ? 201 : 200).json({ id: result.id });
  };

  router.post('/quotes', limiter, takeQuote);
  router.all('/quotes', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Method Not Allowed' });
  });
  return router;
}
