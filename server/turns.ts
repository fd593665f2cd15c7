import type { RequestHandler } from 'express';
import { Fifo } from './fifo';

/**
 * Admits API requests a few at a time per turn of the event loop, so that a flood cannot hold
 * the loop for long (issue 21, point 5).
 *
 * Node runs every callback that is ready in one go: when a thousand lead requests' bodies arrive
 * together, their parsing, checks and answers (about half a millisecond each under express) all
 * run before the loop next reads a socket, and a /healthz probe arriving meanwhile waited up to
 * 0.4-0.8 s although the database runs in a worker thread (a CPU profile showed the main thread
 * busy in the quote route's body parser and answers for the whole wait). Behind this gate the
 * rest of an API request's handling starts from a setImmediate callback that takes at most
 * `perTurn` waiting requests; the rest wait for the next turn, after the loop has polled its
 * sockets again, so liveness, pages and other requests are served between two batches.
 *
 * The queue is first in, first out, and costs constant time per request. A request whose client
 * has gone by its turn is dropped. How many requests may be in the lead route at once is
 * capInFlight's (quotes.ts) to decide: this only orders the work.
 */
export function takeTurns(perTurn: number): RequestHandler {
  const waiting = new Fifo<() => void>();
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    const now: Array<() => void> = [];
    while (now.length < perTurn && waiting.size > 0) now.push(waiting.shift() as () => void);
    if (waiting.size > 0) {
      scheduled = true;
      setImmediate(turn);
    }
    for (const go of now) go();
  };
  return (req, _res, next) => {
    waiting.push(() => {
      if (!req.destroyed) next();
    });
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
