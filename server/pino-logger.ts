import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from './env';
import type { Logger } from './logger';

/**
 * Keys whose values are personal data. Lead code logs only the lead id and a status, never these;
 * redaction is the second line of defence should a lead (or its notification payload) ever be
 * passed to the logger by mistake, at the top level or up to two levels down.
 */
const personalKeys = ['name', 'email', 'phone', 'zipCode', 'zip_code', 'ip', 'payload', 'lead', 'body'];

export const redactPaths: string[] = personalKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * The server's logger as pino, one JSON line per message, with personal data redacted, written to
 * stdout unless given a stream (tests).
 *
 * The writes are asynchronous: a line is handed to the kernel without waiting, and lines queue in
 * memory while the reader of stdout is behind. A synchronous write to a full pipe makes sonic-boom
 * sleep the whole event loop 100 ms at a time until the reader catches up, so a flood of requests
 * whose log lines outran a slow reader stalled every other request, /healthz included (decision
 * 0064). Call `close()` right before process.exit(): it resolves once every queued line is written.
 * pino also writes the queue synchronously on exit, but sonic-boom skips a chunk that waits to
 * retry a write the full pipe refused, and its `flush()` returns at once, so without `close()` an
 * exit can lose up to 16 KB of lines (logger.test.ts shows both).
 */
export function createPinoLogger(
  level: LogLevel = 'info',
  destination?: DestinationStream,
): Logger & { close(): Promise<void> } {
  const stdout = destination ? undefined : pino.destination({ dest: 1, sync: false });
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: '[redacted]' },
    },
    destination ?? stdout,
  );
  return {
    debug: (message, fields) => log.debug(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
    close: () =>
      new Promise((done) => {
        if (!stdout) return done();
        stdout.once('close', () => done());
        stdout.end();
      }),
  };
}
