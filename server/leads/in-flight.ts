import type { Request, RequestHandler, Response } from 'express';
import { whenAnswered } from '../answered';

/** Lead requests one process works on at once, unless QUOTE_MAX_IN_FLIGHT says otherwise. */
export const defaultMaxInFlight = 16;

/**
 * How long the cap may stay full, no slot given back, before /readyz calls the process not ready.
 * Every lead request ends well within it: each database statement is bounded by
 * DB_QUERY_TIMEOUT_MS (5 s by default) and a lead takes at most three.
 */
export const defaultStuckAfterMs = 30_000;

export interface InFlightCap {
  /** A middleware that takes a slot, or answers with `refuse` when all are taken. */
  take(refuse: (req: Request, res: Response, inFlight: number) => void): RequestHandler;
  /** Slots taken now. */
  readonly inFlight: number;
  /**
   * Why the process is not ready when every slot has been taken, and none given back, for longer
   * than `stuckAfterMs`; otherwise undefined.
   */
  stuck(now?: number): string | undefined;
}

/**
 * The in-flight cap of the lead route: past `max` requests at once, the next ones are refused at
 * once (503) instead of queueing on the database's connections. A slot is given back exactly once
 * when the route's own work on the request ends (see whenAnswered): its answer, an error, a
 * limiter's refusal, or the client gone; never when the answer's bytes reach the socket, which a
 * client that does not read can put off for ever.
 */
export function createInFlightCap(
  options: { max?: number | undefined; stuckAfterMs?: number | undefined; clock?: () => number } = {},
): InFlightCap {
  const clock = options.clock ?? Date.now;
  const max = options.max ?? defaultMaxInFlight;
  const stuckAfterMs = options.stuckAfterMs ?? defaultStuckAfterMs;
  let inFlight = 0;
  /** When the cap last became full (or a slot was last given back while full); undefined when not full. */
  let fullSince: number | undefined;
  const take: InFlightCap['take'] = (refuse) => (req, res, next) => {
    if (inFlight >= max) {
      refuse(req, res, inFlight);
      return;
    }
    inFlight++;
    if (inFlight >= max) fullSince = clock();
    whenAnswered(res, () => {
      inFlight--;
      fullSince = undefined;
    });
    next();
  };
  return {
    take,
    get inFlight() {
      return inFlight;
    },
    stuck(now = clock()) {
      if (fullSince === undefined || now - fullSince < stuckAfterMs) return undefined;
      return `all ${max} lead request slots taken for ${Math.round((now - fullSince) / 1000)} s`;
    },
  };
}
