import type { Request, RequestHandler, Response } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { quotesEndpoint } from '#core/lead/contract';
import type { RateLimit } from '../env';
import type { Logger } from '../logger';
import { sendAnswer } from './answers';
import { ipLimitKey } from './contact-keys';

/** What the per-IP limits of the lead API need (QUOTE_RATE_LIMIT, the shared count's store). */
export interface IpLimitOptions {
  rateLimit: RateLimit;
  rateLimitStore?: ((prefix: string) => Store) | undefined;
  logger: Logger;
  /** Answers 503 (the shared count could not be made). */
  unavailable: (req: Request, res: Response) => void;
}

/**
 * The lead API's per-IP limits, as plugins in front of its route (fastify/demo's way): this
 * process's own count in memory (`local`: it cannot fail or wait), then the count every process on
 * the database shares (`shared`: a count that cannot be made answers 503, never a pass), and
 * `uncount`, which gives a request answered 503 back to its IP.
 */
export function createIpLimits(options: IpLimitOptions): {
  local: RequestHandler;
  shared: RequestHandler;
  uncount: (req: Request, shared: boolean) => void;
} {
  const { logger, unavailable } = options;
  const tooMany = (req: Request, res: Response) => {
    logger.info('Quote refused: rate limit (ip)', { path: req.originalUrl });
    sendAnswer(quotesEndpoint.answers, req, res, 'tooMany');
  };
  // express-rate-limit's own messages (none is expected with passOnStoreError off) as JSON lines.
  const limiterLogger = {
    error: (error: unknown, message?: string) =>
      logger.warn(message ?? 'Rate limiter error', {
        error: error instanceof Error ? error.message : String(error),
      }),
    warn: (error: unknown, message?: string) =>
      logger.warn(message ?? 'Rate limiter warning', {
        error: error instanceof Error ? error.message : String(error),
      }),
  };
  const ipLimiter = (store: Store) =>
    rateLimit({
      windowMs: options.rateLimit.windowMs,
      limit: options.rateLimit.limit,
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
  const sharedStore = options.rateLimitStore?.('ip:');
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
        logger.warn('Rate limit: a 503 could not be given back', {
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
      logger.warn('Quote refused: the rate limit could not be counted', {
        error: error instanceof Error ? error.message : String(error),
      });
      uncount(req, false);
      unavailable(req, res);
    });
  };

  return { local: localIpLimit, shared: sharedIpLimitOrRefuse, uncount };
}
