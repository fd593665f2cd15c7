import { z } from 'zod';

/**
 * The zod schemas of the data modules in content/data. They run at build (vite.config.ts calls
 * validateContentData), in the staff CLI and in the unit tests, never in the browser.
 */
export const stateSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'state code must be two upper-case letters'),
  name: z.string().min(4),
  slug: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'slug must be lower-case words joined by hyphens'),
});

/** A city with a page: what the browser needs to list it, link it and route to it. */
export const citySchema = z.object({
  name: z.string().min(2),
  state: z.string().regex(/^[A-Z]{2}$/, 'state must be a two-letter code'),
});

/**
 * The Census figures of a city (content/places/census-places.json, U.S. Census Bureau): its Census
 * name and GEOID, its counties, the April 1, 2020 estimates base, the latest Vintage estimate with
 * its year, and its rank over all the state's incorporated places by that estimate.
 */
export const cityCensusSchema = z.strictObject({
  /** "Augusta-Richmond County consolidated government (balance)". */
  name: z.string().min(2).max(90),
  /** State FIPS + place code. */
  geoid: z.string().regex(/^\d{7}$/),
  /** The county holding most of its people (Census name: "Madison County", "Richmond city"). */
  county: z.string().min(3).max(60),
  /** Every county it lies in, when more than one, the principal one first. */
  counties: z.array(z.string().min(3).max(60)).min(2).optional(),
  /** April 1, 2020 estimates base (built on the 2020 Census count; not the count itself). */
  base2020: z.int().min(0).max(20_000_000),
  /** Population estimate for July 1 of estimateYear. */
  estimate: z.int().min(0).max(20_000_000),
  estimateYear: z.int().min(2020).max(2100),
  /**
   * Rank by `estimate` over all the state's incorporated places (1 = most populous; equal figures
   * share a rank); absent for a place that is not incorporated (Urban Honolulu CDP).
   */
  rank: z.int().min(1).optional(),
  /** How many places were ranked. */
  rankOf: z.int().min(1).optional(),
  /** Another place of the state has the same estimate. */
  rankTied: z.boolean().optional(),
});

/**
 * A city with the facts its page states, filled in by `npm run cli -- cities add` and
 * `cities census` from content/places/census-places.json: the Census figures (absent when the
 * city is not an estimated Census place: a census designated place such as Urban Honolulu, a
 * township, or a state whose estimates were not read) and the coordinates of its internal point
 * from the Census Gazetteer (absent when the Gazetteer has no such place).
 */
export const cityFactsSchema = z.strictObject({
  name: z
    .string()
    .min(2)
    .max(60)
    .regex(/^\p{Lu}[\p{L} .'-]*[\p{Ll}.]$/u, 'city name must be letters, spaces, periods, apostrophes or hyphens'),
  state: z.string().regex(/^[A-Z]{2}$/, 'state must be a two-letter code'),
  census: cityCensusSchema.optional(),
  lat: z.number().min(18).max(72).optional(),
  lon: z.number().min(-180).max(-60).optional(),
});

export type StateRecord = z.infer<typeof stateSchema>;
export type CityRecord = z.infer<typeof citySchema>;
export type CityFacts = z.infer<typeof cityFactsSchema>;

/* ------------------------------------------------------------------ generated page text */

/**
 * Front matter of the generated text of a state (content/states/xx.md) or a city
 * (content/cities/xx/city.md). It records the file, not the place: the facts the text states (the
 * cost, the regulator, the nearest cities, the meta description) have one record, content/data, which
 * `content generate` and the build both read, so they are not written here.
 */
const placeFrontMatter = {
  /** The day the words last changed (content generate keeps it while they stay the same). */
  last_updated: z.iso.date(),
  /** Hand-edited by staff: content generate never overwrites the file. */
  locked: z.boolean().optional(),
};

/** content/states/{code}.md */
export const stateFrontMatterSchema = z.strictObject({
  ...placeFrontMatter,
  /** The page's path without the leading slash: "tx". */
  id: z.string().regex(/^[a-z]{2}$/),
});

/** content/cities/{code}/{city}.md */
export const cityFrontMatterSchema = z.strictObject({
  ...placeFrontMatter,
  /** The page's path without the leading slash: "tx/houston". */
  id: z.string().regex(/^[a-z]{2}\/[a-z0-9-]+$/),
});

export type StateFrontMatter = z.infer<typeof stateFrontMatterSchema>;
export type CityFrontMatter = z.infer<typeof cityFrontMatterSchema>;
