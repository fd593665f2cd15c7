import { z } from 'zod';
import { states } from './states';

const codes = new Set(states.map((s) => s.code));
const stateCode = z.string().refine((code) => codes.has(code), 'one of the 50 states or DC');

/** Where a list comes from: the publisher's name and address, the date of its data and the day it was read. */
const listSourceSchema = z.strictObject({
  name: z.string().min(20),
  url: z.url({ protocol: /^https$/ }),
  /** The date the publisher's data carries (the copy that was read). */
  dataDate: z.iso.date(),
  /** The day it was read for this file. */
  read: z.iso.date(),
  note: z.string().min(10).optional(),
});

/** A VA national cemetery or a VA grant-funded state or tribal veterans cemetery. */
export const cemeterySchema = z.strictObject({
  name: z.string().min(8).max(100),
  /** The town of its address, as the VA lists it. */
  town: z.string().min(2).max(40),
  state: stateCode,
  /** national: run by the VA; state: owned and run by a state or a tribe with a VA grant. */
  kind: z.enum(['national', 'state']),
  /**
   * Where the VA says: open; cremation-only (new burials of cremated remains only); closed (no
   * new gravesites, burials only in existing graves); construction (not yet open).
   */
  status: z.enum(['open', 'cremation-only', 'closed', 'construction']).optional(),
  lat: z.number().min(18).max(72),
  lon: z.number().min(-180).max(-60),
});

export type Cemetery = z.infer<typeof cemeterySchema>;

/** content/data/veterans-cemeteries.json: the lists with their sources, and what was left out and why. */
export const veteransCemeteriesSchema = z
  .strictObject({
    sources: z.strictObject({ national: listSourceSchema, state: listSourceSchema }),
    cemeteries: z.array(cemeterySchema).min(1),
    omitted: z.array(
      z.strictObject({
        name: z.string().min(8),
        town: z.string().min(2).nullable(),
        state: stateCode,
        kind: z.enum(['national', 'state']),
        reason: z.string().min(20),
      }),
    ),
  })
  .refine(
    (file) => new Set(file.cemeteries.map((c) => `${c.state}|${c.name}`)).size === file.cemeteries.length,
    'each cemetery once',
  );

export type VeteransCemeteries = z.infer<typeof veteransCemeteriesSchema>;
