import { z } from 'zod';
import { states } from './states';

const codes = states.map((s) => s.code);

/**
 * A record keyed by state code holding one `value` for each of the 50 states and DC, and nothing
 * else; `what` names the value in the messages ("a regulator").
 */
export function byStateSchema<T extends z.ZodType>(value: T, what: string) {
  return z
    .record(z.string(), value)
    .refine((map) => codes.every((code) => code in map), {
      message: `every state and DC needs ${what} (${codes.join(', ')})`,
    })
    .refine((map) => Object.keys(map).every((code) => codes.includes(code)), {
      message: `${what} is keyed by a code that is not a state or DC`,
    });
}
