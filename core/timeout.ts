/**
 * The one time limit of the project: a promise that must settle within a time. The database
 * (query and lock waits), the outbox (a delivery) and the readiness check use it; tests and
 * scripts that wait for a state use `until` (scripts/server-process.ts), which is built on it.
 */

/** Settles as `promise` does, or rejects with `timedOut()` once `ms` have passed first; the timer is cleared either way. */
export function settleWithin<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
