import { z } from 'zod';
import { states } from '../data/states';

/**
 * The shape of content/places/census-places.json: every incorporated place (and consolidated city) of
 * the 50 states and DC from the U.S. Census Bureau's population estimates, with its counties from
 * the same file's county-part rows and its coordinates from the Census Gazetteer. Written by
 * `npm run cli -- cities census <folder>` (content/import/census-import.ts); read by
 * content/places/census-places.ts. Compact on purpose (it is committed): one array per place.
 */

const isoDate = z.iso.date();

/** One Census file the data was read from. */
export const censusSourceSchema = z.strictObject({
  /** What the file is, as the Census Bureau titles it. */
  title: z.string().min(10),
  publisher: z.literal('U.S. Census Bureau'),
  /** The file names read (a national file, or one file per state). */
  files: z.array(z.string().min(5)).min(1),
  /** Where the Census Bureau publishes the file(s). */
  url: z.url({ protocol: /^https$/, hostname: /census\.gov$/ }),
  /** The Census Bureau page that lists and documents the file(s). */
  page: z.url({ protocol: /^https$/, hostname: /census\.gov$/ }),
  /** The day the Census Bureau released it; null when no dated release notice was found. */
  released: isoDate.nullable(),
  /** What backs the release date (or says why there is none). */
  releasedNote: z.string().min(10),
  /** The day these figures were read into this file. */
  read: isoDate,
  /** How the copy that was read was obtained, and anything a reader of the figures must know. */
  note: z.string().min(10),
});

/** The place kinds the file holds. */
const placeKinds = {
  /** An incorporated place (Census summary level 162), including the "(balance)" of a consolidated city. */
  incorporated: 'p',
  /** A consolidated city as a whole (summary level 170): it is never ranked with places. */
  consolidated: 'c',
  /** A census designated place (not incorporated; Hawaii's only places): coordinates only, no estimate. */
  cdp: 'd',
} as const;

const kindSchema = z.enum([placeKinds.incorporated, placeKinds.consolidated, placeKinds.cdp]);
const count = z.int().min(0).max(20_000_000);

/**
 * One place: [code, Census name, display name or null, kind, county indexes, April 1 2020 estimates
 * base or null, latest estimate or null, latitude or null, longitude or null].
 * - code: the five-digit place (or consolidated city) code; the GEOID is the state's FIPS code + code.
 * - display name: null when it is the Census name without its legal description ("Abbott city" ->
 *   "Abbott"); set when the place is known by another name ("Nashville-Davidson metropolitan
 *   government (balance)" -> "Nashville").
 * - county indexes: into the state's `counties`, the county holding most of the place's people
 *   first; empty when the file gives none.
 */
export const censusPlaceRowSchema = z.tuple([
  z.string().regex(/^\d{5}$/),
  z.string().min(2).max(90),
  z.string().min(2).max(60).nullable(),
  kindSchema,
  z.array(z.int().min(0)),
  count.nullable(),
  count.nullable(),
  z.number().min(-15).max(72).nullable(),
  z.number().min(-180).max(180).nullable(),
]);

export const censusStateSchema = z.strictObject({
  /** The state's two-digit FIPS code. */
  fips: z.string().regex(/^\d{2}$/),
  /** The state's counties (and county equivalents) as the estimates file names them. */
  counties: z.array(z.string().min(3)),
  places: z.array(censusPlaceRowSchema),
  /** Said when the state's estimates could not be read: its places then carry coordinates only. */
  missing: z.string().min(10).optional(),
});

const stateCodes = states.map((s) => s.code);

/** The file's shape (a test's file may hold a few states). */
export const censusPlacesFileSchema = z
  .strictObject({
    sources: z.strictObject({ estimates: censusSourceSchema, gazetteer: censusSourceSchema }),
    /** The year (July 1) of the latest estimate. */
    estimateYear: z.int().min(2020).max(2100),
    /** What the 2020 figure is. */
    baseLabel: z.string().min(10),
    states: z.record(z.string(), censusStateSchema),
  })
  .superRefine((file, ctx) => {
    for (const [code, state] of Object.entries(file.states)) {
      if (!stateCodes.includes(code)) {
        ctx.addIssue({ code: 'custom', path: ['states', code], message: 'not a state or DC' });
      }
      state.places.forEach((row, i) => {
        if (row[4].some((index) => index >= state.counties.length)) {
          ctx.addIssue({ code: 'custom', path: ['states', code, 'places', i], message: 'county index out of range' });
        }
      });
    }
  });

/** The project's file: the shape, and every state and DC present. */
export const censusPlacesCompleteSchema = censusPlacesFileSchema.superRefine((file, ctx) => {
  for (const code of stateCodes) {
    if (!(code in file.states)) ctx.addIssue({ code: 'custom', path: ['states'], message: `no places for ${code}` });
  }
});

export type CensusSource = z.infer<typeof censusSourceSchema>;
export type CensusPlaceRow = z.infer<typeof censusPlaceRowSchema>;
export type CensusState = z.infer<typeof censusStateSchema>;
export type CensusPlacesFile = z.infer<typeof censusPlacesFileSchema>;
export type PlaceKind = z.infer<typeof kindSchema>;
