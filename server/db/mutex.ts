import { withTimeout } from './types';

/**
 * One holder at a time, first come first served. A waiter that is not served within its timeout
 * gives up (rejects with `DbUnavailableError`) and never runs.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>, timeoutMs: number): Promise<T> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => mine);
    try {
      await withTimeout(previous, timeoutMs, 'wait for the embedded database');
    } catch (error) {
      // Keep the line moving: our turn passes as soon as it comes.
      void previous.then(release);
      throw error;
    }
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
