import { z } from 'zod';
import { byStateSchema } from './by-state.schema';

const officialUrl = z.url({ protocol: /^https$/, hostname: /\.(gov|com|us)$/ });

/** An office other than the insurance regulator that does one of its jobs (Florida's DFS). */
export const officeSchema = z.strictObject({
  /** The office's own name. */
  name: z.string().min(10).max(110),
  /** The office's page for this job (licensing, or consumer help and complaints). */
  url: officialUrl,
  /** The page that says the office does this job, and the day it was read. */
  source: z.url({ protocol: /^https$/ }),
  read: z.iso.date(),
});

export type Office = z.infer<typeof officeSchema>;

export const regulatorSchema = z.strictObject({
  /** The office's own name. */
  name: z.string().min(10).max(90),
  /** Its official website (https). */
  url: officialUrl,
  /** The office that licenses agents, where it is not the regulator itself. */
  licensing: officeSchema.optional(),
  /** The office that takes consumer complaints, where it is not the regulator itself. */
  complaints: officeSchema.optional(),
});

export type Regulator = z.infer<typeof regulatorSchema>;

/** content/data/regulators.ts: one regulator for each of the 50 states and DC, and nothing else. */
export const regulatorsSchema = byStateSchema(regulatorSchema, 'a regulator');
