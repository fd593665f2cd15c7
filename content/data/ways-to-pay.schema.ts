import { z } from 'zod';

const text = z.string().trim().min(20).max(240);

/** content/data/ways-to-pay.ts: four options. */
export const wayToPaySchema = z.strictObject({
  name: z.string().trim().min(5).max(50),
  summary: text,
  goodFor: text,
  watchOut: text,
});

/** content/data/ways-to-pay.ts: four options. */
export const waysToPaySchema = z.array(wayToPaySchema).length(4);
