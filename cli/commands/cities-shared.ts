import { z } from 'zod';
import type { CityFacts } from '../../content/data/schemas';
import { findState, type StateRecord, states } from '../../content/data/states';
import type { CensusPlaces } from '../../content/places/census-places';
import { censusPlaces } from '../../content/places/census-places.server';
import {
  CitiesFileError,
  citiesJsonFile,
  readCitiesJson,
  sameCity,
  writeCitiesJson,
} from '../../content/places/cities-file.server';
import { CliError } from '../errors';

/**
 * What the `cities` commands share: the Census places (content/places/census-places.json, through
 * content/places/census-places.ts), the options, and reading and writing content/places/cities.json
 * (through content/places/cities-file.server.ts).
 */

export const citiesFile = citiesJsonFile;
export { sameCity };

/* ------------------------------------------------------------------ options */

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

/* ------------------------------------------------------------------ the cities file */

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

/** Dependencies of the `cities` commands; tests pass a fixture's Census places and a temporary file. */
export interface CitiesDeps {
  file: string;
  places: () => CensusPlaces;
}

export const defaultCitiesDeps: CitiesDeps = { file: citiesFile, places: censusPlaces };
