import type { LogLevel } from './env';

/** The server's logger: one line per message, `fields` appended as JSON. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * A logger writing messages at `level` and above: debug and info to stdout, warn and error to
 * stderr. It writes to the streams, not through console, so that nothing patches or buffers it.
 */
export function createLogger(level: LogLevel = 'info'): Logger {
  const write = (at: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (rank[at] < rank[level]) return;
    const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    const stream = rank[at] >= rank.warn ? process.stderr : process.stdout;
    stream.write(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${extra}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

/** A logger that drops everything (tests). */
export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
