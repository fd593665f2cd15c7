import { setFlagsFromString } from 'node:v8';

/**
 * How long after the last pipelined request the process keeps favoring memory over speed.
 */
export const memoryModeHoldMs = 30_000;

export interface MemoryMode {
  /** A client pipelined a request (browsers never do): favor memory until `holdMs` after the last one. */
  pressure(): void;
  /** Whether memory is favored now. */
  readonly on: boolean;
  /** Back to speed at once, and no timer left (server close, tests). */
  stop(): void;
}

/**
 * V8's `optimize_for_size`, switched on while clients pipeline requests on one connection, and off
 * `holdMs` after the last such request (decision 0098).
 *
 * A client that pipelines 40 page requests on each of 100 connections makes the server parse 4,000
 * requests and prepare their answers within seconds. Every object of those is garbage once the
 * connections are gone, but V8 gives the memory back to the system only when its memory reducer
 * judges the process idle, and on a machine at load 10-20 it did not within 60 s (286 MB 60 s after,
 * from 176 MB; issue 44 asks for it back within 60 s). With `optimize_for_size` V8 collects sooner
 * and returns what it freed: at load 10 the same 100 connections took the server from 152 to 193
 * MB and it was back at 154 MB 5 s after they left. Left on, it costs the lead endpoint about a third
 * of its leads a second (interleaved runs: 532 and 356 against 323 and 320 on PostgreSQL); so it is on
 * only while pipelining goes on. The flag is read by V8 at each collection, so switching it at run
 * time is what V8 itself does for a tab sent to the background.
 */
export function createMemoryMode(
  options: { holdMs?: number; setFlags?: (flags: string) => void; now?: () => number } = {},
): MemoryMode {
  const holdMs = options.holdMs ?? memoryModeHoldMs;
  const setFlags = options.setFlags ?? setFlagsFromString;
  const now = options.now ?? Date.now;
  let on = false;
  let lastPressureAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const left = lastPressureAt + holdMs - now();
    if (left > 0) {
      timer = setTimeout(check, left);
      timer.unref();
      return;
    }
    timer = undefined;
    on = false;
    setFlags('--no-optimize-for-size');
  };
  return {
    pressure() {
      lastPressureAt = now();
      if (on) return;
      on = true;
      setFlags('--optimize-for-size');
      timer = setTimeout(check, holdMs);
      timer.unref();
    },
    get on() {
      return on;
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (on) setFlags('--no-optimize-for-size');
      on = false;
    },
  };
}

/** The process's one memory mode (V8's flags are the process's). */
export const memoryMode = createMemoryMode();
