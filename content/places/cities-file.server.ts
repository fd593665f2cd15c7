import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cityPath } from '#core/paths';
import { arrayLines } from '../data/json-text';
import { type CityFacts, cityFactsSchema } from '../data/schemas';
import { findState } from '../data/states';

/**
 * The list of cities is data: content/places/cities.json, an array of city facts (see
 * cityFactsSchema) in one fixed order. The staff CLI (`cities add`, `cities remove`) writes it,
 * the build, the CLI and the scripts read it; nothing generates or evaluates source code.
 * Node-only (reads and writes files): the browser never imports this module.
 */

export const citiesJsonFile = fileURLToPath(new URL('./cities.json', import.meta.url));

/** A cities file that cannot be read, with the file and the first problem in one line. */
export class CitiesFileError extends Error {}

const collator = new Intl.Collator('en');

const stateName = (code: string) => findState(code)?.name ?? code;

/** The order of the list: by state name, then city name. */
export function compareCities(a: { name: string; state: string }, b: { name: string; state: string }): number {
  return collator.compare(stateName(a.state), stateName(b.state)) || collator.compare(a.name, b.name);
}

/** Two cities collide when their pages would share a URL. */
export function sameCity(a: { name: string; state: string }, b: { name: string; state: string }): boolean {
  return cityPath(a.state, a.name) === cityPath(b.state, b.name);
}

/**
 * JSON as Biome formats it when objects are written expanded: every object one key a line, every
 * array on one line when it fits in 120 columns (else one item a line).
 */
function jsonText(value: unknown, indent: string, prefix: string, comma: string): string[] {
  if (Array.isArray(value))
    return arrayLines(
      indent,
      prefix,
      value.map((v) => JSON.stringify(v)),
      comma,
    );
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return [
      `${indent}${prefix}{`,
      ...entries.flatMap(([k, v], i) =>
        jsonText(v, `${indent}  `, `${JSON.stringify(k)}: `, i < entries.length - 1 ? ',' : ''),
      ),
      `${indent}}${comma}`,
    ];
  }
  return [`${indent}${prefix}${JSON.stringify(value)}${comma}`];
}

/** The text of cities.json for a list of cities: sorted, each city's fields one a line, as Biome formats it. */
export function renderCitiesJson(list: readonly CityFacts[]): string {
  const sorted = [...list].sort(compareCities);
  const lines = sorted.flatMap((city, i) => jsonText(city, '  ', '', i < sorted.length - 1 ? ',' : ''));
  return `[\n${lines.join('\n')}\n]\n`;
}

/** Reads the city facts from the text of cities.json; a fault names the file and the field. */
export function parseCitiesJson(text: string, file = 'content/places/cities.json'): CityFacts[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CitiesFileError(`${file}: not valid JSON (${(error as Error).message}); restore the file from git`);
  }
  const result = z.array(cityFactsSchema).safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CitiesFileError(`${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

export function readCitiesJson(file = citiesJsonFile): CityFacts[] {
  return parseCitiesJson(readFileSync(file, 'utf8'), file);
}

export function writeCitiesJson(list: readonly CityFacts[], file = citiesJsonFile): void {
  writeFileSync(file, renderCitiesJson(list));
}
