import type { Response } from 'express';

/**
 * When a route's own work on a request ends: the moment it hands its answer to Node
 * (`res.end`, which every answer path reaches: json, send, redirect, the error handler), or the
 * moment the client goes away first (`close`), whichever comes first. Each listener runs once.
 *
 * Neither `finish` nor `close` is enough alone. An answer that waits behind earlier answers on a
 * pipelined connection whose client does not read is never written, so `finish` never fires; and
 * when that client disconnects, Node destroys the queued requests but not their responses, so
 * `close` never fires on them either (issue 27, point 1).
 */
const listenersOf = Symbol('answered listeners');

type Tracked = Response & { [listenersOf]?: Array<() => void> };

function settle(res: Tracked): void {
  const listeners = res[listenersOf];
  if (listeners === undefined || listeners.length === 0) return;
  res[listenersOf] = [];
  for (const listener of listeners) listener();
}

/** Runs `listener` once, when `res` is answered or its client goes away, whichever is first. */
export function whenAnswered(res: Response, listener: () => void): void {
  const tracked = res as Tracked;
  if (tracked.writableEnded) {
    listener();
    return;
  }
  const existing = tracked[listenersOf];
  if (existing !== undefined) {
    existing.push(listener);
    return;
  }
  tracked[listenersOf] = [listener];
  const end = tracked.end;
  // Wrapped per response, once: the listeners run before the answer is handed on.
  tracked.end = function endAndSettle(this: Response, ...args: unknown[]) {
    settle(tracked);
    return (end as (...rest: unknown[]) => Response).apply(this, args);
  } as Response['end'];
  tracked.once('close', () => settle(tracked));
}
