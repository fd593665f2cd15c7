import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../env';
import type { Logger } from '../logger';

/**
 * Keys whose values are personal data. Lead code logs only the lead id and a status, never these;
 * redaction is the second line of defence should a lead (or its notification payload) ever be
 * passed to the logger by mistake, at the top level or up to two levels down.
 */
const personalKeys = ['name', 'email', 'phone', 'zipCode', 'zip_code', 'ip', 'payload', 'lead', 'body'];

export const redactPaths: string[] = personalKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * The server's logger as pino, one JSON line per message, with personal data redacted. Writes
 * synchronously to stdout (nothing is lost at process exit) unless given a stream (tests).
 */
export function createPinoLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return {
    debug: (message, fields) => log.debug(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  };
}
