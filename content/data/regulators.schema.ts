import { z } from 'zod';
import { states } from './states';

const codes = states.map((s) => s.code);

export const regulatorSchema = z.strictObject({
  /** The office's own name. */
  name: z.string().min(10).max(90),
  /** Its official website (https). */
  url: z.url({ protocol: /^https$/, hostname: /\.(gov|com|us)$/ }),
});

export type Regulator = z.infer<typeof regulatorSchema>;

/** content/data/regulators.ts: one regulator for each of the 50 states and DC, and nothing else. */
export const regulatorsSchema = z
  .record(z.string(), regulatorSchema)
  .refine((map) => codes.every((code) => code in map), {
    message: `every state and DC needs a regulator (${codes.join(', ')})`,
  })
  .refine((map) => Object.keys(map).every((code) => codes.includes(code)), {
    message: 'a regulator is keyed by a code that is not a state or DC',
  });
