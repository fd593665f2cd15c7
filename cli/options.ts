import type { z } from 'zod';
import { CliError } from './errors';

/** `sinceDate` -> `--since-date`: the flag commander read an option from. */
export function flagOf(key: PropertyKey): string {
  return `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Parses commander's options with a zod schema, for every command. A bad option is one CliError
 * line naming each faulty flag (unless its message names it already), faults joined by "; ".
 */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    if (issue.path.length === 0) return issue.message;
    const flag = flagOf(issue.path[0] as PropertyKey);
    return issue.message.startsWith(flag) ? issue.message : `${flag}: ${issue.message}`;
  });
  throw new CliError(lines.length > 0 ? lines.join('; ') : 'invalid options');
}
