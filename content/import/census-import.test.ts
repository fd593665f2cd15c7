import { describe, expect, it } from 'vitest';
import { fixtureEstimateFiles, fixtureInput, readFixture } from '../../tests/fixtures/census/fixture';
import { censusPlacesFileSchema } from '../places/census-places.schema';
import {
  buildCensusPlaces,
  type CensusImportInput,
  decodeCensusText,
  parseEstimates,
  parseGazetteer,
  renderCensusPlacesJson,
} from './census-import';

const read = readFixture;
const estimateFiles = fixtureEstimateFiles;
const input = (): CensusImportInput => fixtureInput();

describe('decodeCensusText', () => {
  it('reads UTF-8, and ISO-8859-1 when the bytes are not UTF-8 (the older Census files)', () => {
    expect(decodeCensusText(new TextEncoder().encode('Cañon City city'))).toBe('Cañon City city');
    expect(decodeCensusText(Uint8Array.from([0x43, 0x61, 0xf1, 0x6f, 0x6e]))).toBe('Cañon');
  });
});

describe('parseEstimates', () => {
  it('reads every row with its latest estimate and year, and a quoted name with a comma', () => {
    const rows = parseEstimates(read('sub-est2024_1.csv'));
    const huntsville = rows.find((r) => r.sumlev === '162' && r.place === '37000');
    expect(huntsville).toMatchObject({ name: 'Huntsville city', base: 215079, estimate: 230402, estimateYear: 2024 });
    const quoted = parseEstimates(
      'SUMLEV,STATE,COUNTY,PLACE,COUSUB,CONCIT,NAME,ESTIMATESBASE2020,POPESTIMATE2024\n162,47,000,44382,00000,00000,"Lynchburg, Moore County metropolitan government",6463,6773\n',
    );
    expect(quoted[0]?.name).toBe('Lynchburg, Moore County metropolitan government');
  });

  it('refuses a file that is not a SUB-EST file, and a figure that is not a count', () => {
    expect(() => parseEstimates('A,B\n1,2\n')).toThrow(/no SUMLEV column/);
    expect(() =>
      parseEstimates(
        'SUMLEV,STATE,COUNTY,PLACE,CONCIT,NAME,ESTIMATESBASE2020,POPESTIMATE2024\n162,01,000,1,0,X,12,n/a\n',
      ),
    ).toThrow(/line 2: POPESTIMATE2024/);
  });
});

describe('parseGazetteer', () => {
  it('reads the pipe-separated file (2025 on) and the tab-separated one (before 2025) alike', () => {
    const pipe = read('2025_Gaz_place_national.txt');
    const tab = pipe.replaceAll('|', '\t');
    const fromPipe = parseGazetteer(pipe);
    expect(parseGazetteer(tab)).toEqual(fromPipe);
    expect(fromPipe.find((g) => g.geoid === '0137000')).toMatchObject({
      usps: 'AL',
      name: 'Huntsville city',
      lat: 34.69772,
      lon: -86.67667,
    });
  });
});

describe('buildCensusPlaces', () => {
  const data = buildCensusPlaces(input());

  it('writes a file its schema accepts, of the files’ vintage', () => {
    expect(censusPlacesFileSchema.safeParse(data).success).toBe(true);
    expect(data.estimateYear).toBe(2024);
    expect(Object.keys(data.states).sort()).toEqual(['AL', 'GA', 'IL', 'MO', 'OH', 'TN']);
  });

  it('gives a place its counties, the one with most of its people first', () => {
    const al = data.states.AL;
    const row = al?.places.find((p) => p[0] === '37000');
    expect(row?.[4].map((i) => al?.counties[i])).toEqual(['Madison County', 'Limestone County', 'Morgan County']);
    expect(row?.slice(5)).toEqual([215079, 230402, 34.6977, -86.6767]);
  });

  it('keeps a name that repeats across states apart (Springfield IL and MO, Columbus OH and GA)', () => {
    const springfield = (code: string) => data.states[code]?.places.find((p) => p[1] === 'Springfield city');
    expect(springfield('IL')?.[6]).toBe(112949);
    expect(springfield('MO')?.[6]).toBe(170596);
    expect(data.states.MO?.counties[springfield('MO')?.[4][0] ?? -1]).toBe('Greene County');
    const columbus = (code: string) => data.states[code]?.places.find((p) => p[1] === 'Columbus city');
    expect(data.states.OH?.counties[columbus('OH')?.[4][0] ?? -1]).toBe('Franklin County');
    expect(data.states.GA?.counties[columbus('GA')?.[4][0] ?? -1]).toBe('Muscogee County');
  });

  it('names a consolidated city’s balance by its city, and keeps the whole consolidated city apart', () => {
    const ga = data.states.GA;
    const balance = ga?.places.find((p) => p[0] === '04204');
    expect(balance?.slice(1, 4)).toEqual(['Augusta-Richmond County consolidated government (balance)', 'Augusta', 'p']);
    expect(balance?.[4].map((i) => ga?.counties[i])).toEqual(['Richmond County']);
    const whole = ga?.places.find((p) => p[0] === '04200');
    expect(whole?.[3]).toBe('c');
    // Its counties are its balance's; the Gazetteer has no point for a consolidated city as a whole.
    expect(whole?.[4].map((i) => ga?.counties[i])).toEqual(['Richmond County']);
    expect(whole?.slice(7)).toEqual([null, null]);
    const nashville = data.states.TN?.places.find((p) => p[0] === '52006');
    expect(nashville?.[2]).toBe('Nashville');
  });

  it('leaves out a county the file does not list rather than guess it', () => {
    const atlanta = data.states.GA?.places.find((p) => p[1] === 'Atlanta city');
    expect(atlanta?.[4]).toEqual([]);
  });

  it('keeps a state whose estimates are missing, its places with coordinates only, and says so', () => {
    const withoutGeorgia = buildCensusPlaces(fixtureInput(estimateFiles.filter((n) => n !== 'sub-est2024_13.csv')));
    const ga = withoutGeorgia.states.GA;
    expect(ga?.missing).toMatch(/GA were not read/);
    expect(ga?.places.map((p) => [p[2] ?? p[1], p[3], p[5], p[6]])).toEqual([
      ['Atlanta city', 'p', null, null],
      ['Augusta', 'p', null, null],
      ['Columbus city', 'p', null, null],
    ]);
  });

  it('refuses estimate files of different vintages', () => {
    const older = read('sub-est2024_1.csv').replace('POPESTIMATE2024', 'POPESTIMATE2019');
    expect(() => buildCensusPlaces({ ...input(), estimates: [older, read('sub-est2024_17.csv')] })).toThrow(
      /different vintages/,
    );
  });

  it('renders one place a line, and the text reads back to the same data', () => {
    const text = renderCensusPlacesJson(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n["37000","Huntsville city",null,"p",[1,0,2],215079,230402,34.6977,-86.6767]\n');
  });
});
