import { parse } from 'csv-parse/sync';
import { arrayLines } from '../data/json-text';
import { states } from '../data/states';
import { displayNameOf, withoutLegalDescription } from '../places/census-places';
import {
  type CensusPlaceRow,
  type CensusPlacesFile,
  type CensusSource,
  type CensusState,
  censusPlacesFileSchema,
  type PlaceKind,
} from '../places/census-places.schema';

/**
 * The Census import: pure functions from the text of the Census Bureau's files to the data of
 * content/places/census-places.json. No file access here (the CLI reads the files,
 * `npm run cli -- cities census <folder>`), so the tests run it on a few rows.
 *
 * Inputs:
 * - the Vintage population estimates of cities and towns (SUB-EST20xx: the national file
 *   sub-est20xx.csv or the per-state files sub-est20xx_NN.csv; comma-separated, ISO-8859-1 or UTF-8),
 *   whose summary levels 050 (county), 157 (place part within a county), 162 (incorporated place),
 *   170 (consolidated city) and 172 (place within a consolidated city) are used;
 * - the Census Gazetteer places file (20xx_Gaz_place_national.txt; tab-separated up to 2024,
 *   pipe-separated from 2025), for each place's internal point (INTPTLAT, INTPTLONG).
 */

/** The text of a Census file: UTF-8 when it is valid UTF-8, else ISO-8859-1 (the older files' encoding). */
export function decodeCensusText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** One row of a SUB-EST file, as far as the import needs it. */
export interface EstimateRow {
  sumlev: string;
  state: string;
  county: string;
  place: string;
  concit: string;
  name: string;
  /** ESTIMATESBASE2020: the April 1, 2020 estimates base. */
  base: number;
  /** POPESTIMATE of the latest year in the file. */
  estimate: number;
  estimateYear: number;
}

const toCount = (text: string | undefined, column: string, line: number): number => {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isInteger(value) || value < 0) {
    throw new Error(`line ${line}: ${column} is not a count ("${text ?? ''}")`);
  }
  return value;
};

/** Reads a SUB-EST CSV (the national file or a state's file); throws naming the line of a bad row. */
export function parseEstimates(text: string): EstimateRow[] {
  const records = parse(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, trim: true }) as Array<
    Record<string, string>
  >;
  const header = Object.keys(records[0] ?? {});
  const years = header
    .map((column) => /^POPESTIMATE(\d{4})$/.exec(column)?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number);
  for (const column of ['SUMLEV', 'STATE', 'COUNTY', 'PLACE', 'CONCIT', 'NAME', 'ESTIMATESBASE2020']) {
    if (!header.includes(column)) throw new Error(`not a SUB-EST file: no ${column} column`);
  }
  if (years.length === 0) throw new Error('not a SUB-EST file: no POPESTIMATEyyyy column');
  const estimateYear = Math.max(...years);
  return records.map((r, i) => ({
    sumlev: r.SUMLEV ?? '',
    state: r.STATE ?? '',
    county: r.COUNTY ?? '',
    place: r.PLACE ?? '',
    concit: r.CONCIT ?? '',
    name: r.NAME ?? '',
    base: toCount(r.ESTIMATESBASE2020, 'ESTIMATESBASE2020', i + 2),
    estimate: toCount(r[`POPESTIMATE${estimateYear}`], `POPESTIMATE${estimateYear}`, i + 2),
    estimateYear,
  }));
}

/** One place of the Gazetteer. */
export interface GazetteerPlace {
  /** Two-letter state code. */
  usps: string;
  /** Seven digits: state FIPS + place code. */
  geoid: string;
  name: string;
  /** Legal/statistical area description code: 57 is a census designated place. */
  lsad: string;
  lat: number;
  lon: number;
}

/** Reads the Gazetteer places file (tab- or pipe-separated, detected from its header). */
export function parseGazetteer(text: string): GazetteerPlace[] {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.slice(0, clean.indexOf('\n'));
  const delimiter = firstLine.includes('|') ? '|' : '\t';
  const records = parse(clean, {
    columns: (names: string[]) => names.map((n) => n.trim()),
    delimiter,
    skip_empty_lines: true,
    trim: true,
    quote: false,
  }) as Array<Record<string, string>>;
  const header = Object.keys(records[0] ?? {});
  for (const column of ['USPS', 'GEOID', 'NAME', 'LSAD', 'INTPTLAT', 'INTPTLONG']) {
    if (!header.includes(column)) throw new Error(`not a Gazetteer places file: no ${column} column`);
  }
  return records.map((r, i) => {
    const lat = Number(r.INTPTLAT);
    const lon = Number(r.INTPTLONG);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error(`line ${i + 2}: bad INTPTLAT/INTPTLONG`);
    return { usps: r.USPS ?? '', geoid: r.GEOID ?? '', name: r.NAME ?? '', lsad: r.LSAD ?? '', lat, lon };
  });
}

/* ------------------------------------------------------------------ the data file */

export interface CensusImportInput {
  /** The text of each SUB-EST file read (the national file, or any number of state files). */
  estimates: readonly string[];
  /** The text of the Gazetteer places file. */
  gazetteer: string;
  sources: { estimates: CensusSource; gazetteer: CensusSource };
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

interface Part {
  county: string;
  estimate: number;
  base: number;
}

/** County indexes of a place, the county with most of its people (latest estimate, then base, then name) first. */
function countyIndexes(parts: readonly Part[], countyIndex: ReadonlyMap<string, number>, names: readonly string[]) {
  return [...parts]
    .sort(
      (a, b) =>
        b.estimate - a.estimate ||
        b.base - a.base ||
        (names[countyIndex.get(a.county) ?? 0] ?? '').localeCompare(names[countyIndex.get(b.county) ?? 0] ?? '', 'en'),
    )
    .flatMap((p) => {
      const index = countyIndex.get(p.county);
      return index === undefined ? [] : [index];
    });
}

function buildState(
  code: string,
  fips: string,
  rows: readonly EstimateRow[],
  gazetteer: readonly GazetteerPlace[],
): CensusState {
  const counties: string[] = [];
  const countyIndex = new Map<string, number>();
  for (const r of rows) {
    if (r.sumlev !== '050' || countyIndex.has(r.county)) continue;
    countyIndex.set(r.county, counties.length);
    counties.push(r.name);
  }
  const parts = new Map<string, Part[]>();
  for (const r of rows) {
    if (r.sumlev !== '157') continue;
    const list = parts.get(r.place) ?? [];
    list.push({ county: r.county, estimate: r.estimate, base: r.base });
    parts.set(r.place, list);
  }
  const gazByCode = new Map(gazetteer.map((g) => [g.geoid.slice(2), g]));
  const place = (r: EstimateRow, codeOf: string, kind: PlaceKind, ownParts: readonly Part[]): CensusPlaceRow => {
    const gaz = gazByCode.get(codeOf);
    const point = gaz && (kind !== 'c' || gaz.name === r.name) ? gaz : undefined;
    const display = displayNameOf(r.name);
    return [
      codeOf,
      r.name,
      display === withoutLegalDescription(r.name) ? null : display,
      kind,
      countyIndexes(ownParts, countyIndex, counties),
      r.base,
      r.estimate,
      point ? round4(point.lat) : null,
      point ? round4(point.lon) : null,
    ];
  };
  const places: CensusPlaceRow[] = [];
  const incorporated = rows.filter((r) => r.sumlev === '162');
  // Summary level 162 also carries a CDP the Census estimates (Urban Honolulu, Hawaii having no incorporated place).
  const isCdp = (r: EstimateRow) => r.name.endsWith(' CDP');
  for (const r of incorporated) places.push(place(r, r.place, isCdp(r) ? 'd' : 'p', parts.get(r.place) ?? []));
  for (const r of rows.filter((row) => row.sumlev === '170')) {
    // A consolidated city's counties are those of its balance (the city less its other places).
    const balance = incorporated.find((b) => b.name === `${r.name} (balance)`);
    places.push(place(r, r.concit, 'c', balance ? (parts.get(balance.place) ?? []) : []));
  }
  const fromGazetteer = (g: GazetteerPlace, kind: 'p' | 'd'): CensusPlaceRow => {
    const display = displayNameOf(g.name);
    const plain = withoutLegalDescription(g.name);
    return [
      g.geoid.slice(2),
      g.name,
      display === plain ? null : display,
      kind,
      [],
      null,
      null,
      round4(g.lat),
      round4(g.lon),
    ];
  };
  if (rows.length === 0) {
    // No estimates read for the state: its places with coordinates only.
    return {
      fips,
      counties,
      places: gazetteer.map((g) => fromGazetteer(g, g.lsad === '57' ? 'd' : 'p')),
      missing: `the population estimates of ${code} were not read: its places carry coordinates only`,
    };
  }
  // Census designated places (not estimated, except Urban Honolulu), with their coordinates only: a
  // city page about one (Metairie, Columbia MD, Arlington VA) can still state distances.
  const listed = new Set(incorporated.map((r) => r.place));
  for (const g of gazetteer) if (g.lsad === '57' && !listed.has(g.geoid.slice(2))) places.push(fromGazetteer(g, 'd'));
  return { fips, counties, places };
}

/** Builds the data of census-places.json from the Census files' text; throws when a file is not the expected shape. */
export function buildCensusPlaces(input: CensusImportInput): CensusPlacesFile {
  const rows = input.estimates.flatMap(parseEstimates);
  const gazetteer = parseGazetteer(input.gazetteer);
  const years = new Set(rows.map((r) => r.estimateYear));
  if (years.size !== 1) throw new Error(`the estimate files are of different vintages (${[...years].join(', ')})`);
  const [estimateYear] = [...years] as [number];
  const byState = new Map<string, EstimateRow[]>();
  for (const r of rows) {
    const list = byState.get(r.state) ?? [];
    list.push(r);
    byState.set(r.state, list);
  }
  const result: CensusPlacesFile['states'] = {};
  for (const { code } of states) {
    const gaz = gazetteer.filter((g) => g.usps === code);
    // The Gazetteer names the state's FIPS code (its GEOIDs start with it); a state it lacks is left out.
    const fips = gaz[0]?.geoid.slice(0, 2);
    if (fips) result[code] = buildState(code, fips, byState.get(fips) ?? [], gaz);
  }
  return censusPlacesFileSchema.parse({
    sources: input.sources,
    estimateYear,
    baseLabel:
      'April 1, 2020 estimates base (the Census Bureau builds it on the 2020 Census count, on the estimates geography; it can differ slightly from the published 2020 Census count)',
    states: result,
  });
}

/**
 * The text of census-places.json: one place a line, unindented (the file is kept small, and Biome
 * leaves it alone), so the committed file diffs line by line when the Census data is refreshed.
 */
export function renderCensusPlacesJson(file: CensusPlacesFile): string {
  const lines = ['{'];
  lines.push(`  "sources": ${JSON.stringify(file.sources, null, 2).replace(/\n/g, '\n  ')},`);
  lines.push(`  "estimateYear": ${file.estimateYear},`);
  lines.push(`  "baseLabel": ${JSON.stringify(file.baseLabel)},`);
  lines.push('  "states": {');
  const entries = Object.entries(file.states);
  entries.forEach(([code, state], i) => {
    lines.push(`    ${JSON.stringify(code)}: {`);
    lines.push(`      "fips": ${JSON.stringify(state.fips)},`);
    if (state.missing) lines.push(`      "missing": ${JSON.stringify(state.missing)},`);
    lines.push(
      ...arrayLines(
        '      ',
        '"counties": ',
        state.counties.map((c) => JSON.stringify(c)),
        ',',
      ),
    );
    if (state.places.length === 0) {
      lines.push('      "places": []', `    }${i < entries.length - 1 ? ',' : ''}`);
      return;
    }
    lines.push('      "places": [');
    state.places.forEach((r, j) => {
      lines.push(`${JSON.stringify(r)}${j < state.places.length - 1 ? ',' : ''}`);
    });
    lines.push('      ]');
    lines.push(`    }${i < entries.length - 1 ? ',' : ''}`);
  });
  lines.push('  }');
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
