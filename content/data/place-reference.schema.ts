import { z } from 'zod';

const stateCode = z.string().regex(/^[A-Z]{2}$/, 'a two-letter state code');
const sourced = { source: z.string().min(20, 'say where the facts come from'), retrieved: z.iso.date() };

/** content/data/census-divisions.json: the nine divisions, every state and DC in exactly one. */
export const censusDivisionsSchema = z
  .strictObject({
    ...sourced,
    divisions: z
      .array(
        z.strictObject({
          /** The Census Bureau's name of the division. */
          census: z.string().min(4),
          /** How a sentence names it: "the Great Lakes states". */
          name: z.string().min(4),
          region: z.enum(['northeast', 'midwest', 'south', 'west']),
          states: z.array(stateCode).min(1),
        }),
      )
      .length(9),
  })
  .refine((file) => {
    const codes = file.divisions.flatMap((d) => d.states);
    return codes.length === 51 && new Set(codes).size === 51;
  }, 'the divisions hold the 50 states and DC, each once');

/** content/data/state-capitals.json: one capital for each state and DC. */
export const stateCapitalsSchema = z.strictObject({
  ...sourced,
  capitals: z
    .record(stateCode, z.string().min(3))
    .refine((capitals) => Object.keys(capitals).length === 51, 'a capital for each of the 50 states and DC'),
});

export type CensusDivision = z.infer<typeof censusDivisionsSchema>['divisions'][number];
export type Region = CensusDivision['region'];
