import { describe, expect, it } from 'vitest';
import { fixtureCensusPlaces, fixtureSource } from '../../tests/fixtures/census/fixture';
import { cityFactsSchema } from '../data/schemas';
import {
  type CensusPlace,
  censusPlacesFrom,
  cityFactsOf,
  displayNameOf,
  placeNameKey,
  shorterNames,
  withoutLegalDescription,
} from './census-places';
import { type CensusPlacesFile, censusPlacesCompleteSchema } from './census-places.schema';
import { censusPlaces } from './census-places.server';
import { cityFacts } from './cities';

const source = fixtureSource;
const fixture = fixtureCensusPlaces();

/** A state of made-up places with the given estimates (null: not estimated), for the rank rules. */
function stateOf(estimates: ReadonlyArray<number | null>, kinds: ReadonlyArray<'p' | 'c' | 'd'> = []) {
  const file: CensusPlacesFile = {
    sources: { estimates: source, gazetteer: source },
    estimateYear: 2024,
    baseLabel: 'April 1, 2020 estimates base',
    states: {
      OH: {
        fips: '39',
        counties: ['Franklin County'],
        places: estimates.map((estimate, i) => [
          String(10000 + i),
          `Place ${String.fromCharCode(65 + i)} city`,
          null,
          kinds[i] ?? 'p',
          [0],
          estimate,
          estimate,
          40,
          -83,
        ]),
      },
    },
  };
  const places = censusPlacesFrom(file);
  return { places, list: places.placesIn('OH') };
}

describe('names', () => {
  it('drops the legal description and "(balance)"', () => {
    expect(withoutLegalDescription('Abbott city')).toBe('Abbott');
    expect(withoutLegalDescription('Juneau city and borough')).toBe('Juneau');
    expect(withoutLegalDescription('Indianapolis city (balance)')).toBe('Indianapolis');
    expect(withoutLegalDescription('Carson City')).toBe('Carson City');
  });

  it('names consolidated city-counties and Honolulu as people do', () => {
    expect(displayNameOf('Augusta-Richmond County consolidated government (balance)')).toBe('Augusta');
    expect(displayNameOf('Nashville-Davidson metropolitan government (balance)')).toBe('Nashville');
    expect(displayNameOf('Louisville/Jefferson County metro government (balance)')).toBe('Louisville');
    expect(displayNameOf('Lexington-Fayette urban county')).toBe('Lexington');
    expect(displayNameOf('Athens-Clarke County unified government (balance)')).toBe('Athens');
    expect(displayNameOf('Macon-Bibb County')).toBe('Macon');
    expect(displayNameOf('Urban Honolulu CDP')).toBe('Honolulu');
    expect(displayNameOf('Washington city')).toBe('Washington');
  });

  it('folds case, accents and St./Saint, and knows shorter names', () => {
    expect(placeNameKey('St. Paul')).toBe(placeNameKey('Saint Paul'));
    expect(placeNameKey('Cañon City')).toBe('canon city');
    expect(shorterNames('Washington, D.C.')).toEqual(['Washington']);
    expect(shorterNames('Winston-Salem')).toEqual(['Winston']);
    expect(shorterNames('New York City')).toEqual(['New York']);
  });
});

describe('lookup', () => {
  it('finds a city by state and name, a name repeated across states apart', () => {
    expect(fixture.lookup('IL', 'Springfield')?.geoid).toBe('1772000');
    expect(fixture.lookup('MO', 'springfield')?.counties[0]).toBe('Greene County');
    expect(fixture.lookup('OH', 'Columbus')?.estimate).toBe(933263);
    expect(fixture.lookup('GA', 'Columbus')?.counties).toEqual(['Muscogee County']);
  });

  it('resolves a consolidated city to its balance, the place the city is', () => {
    const augusta = fixture.lookup('GA', 'Augusta');
    expect(augusta?.censusName).toBe('Augusta-Richmond County consolidated government (balance)');
    expect(augusta?.kind).toBe('p');
    expect(fixture.lookup('TN', 'Nashville')?.geoid).toBe('4752006');
    // The consolidated city as a whole is still there, by its own name.
    expect(fixture.find('TN', 'Nashville-Davidson').map((p) => p.kind)).toEqual(['c']);
  });

  it('answers undefined for an unknown name, and for a name two places of one kind share', () => {
    expect(fixture.lookup('AL', 'Nowhere')).toBeUndefined();
    const { places } = stateOf([10, 20]);
    const twins = censusPlacesFrom({
      ...places.file,
      states: {
        OH: {
          fips: '39',
          counties: [],
          places: [
            ['10000', 'Twin city', null, 'p', [], 1, 1, 40, -83],
            ['10001', 'Twin village', null, 'p', [], 2, 2, 41, -83],
          ],
        },
      },
    });
    expect(twins.find('OH', 'Twin')).toHaveLength(2);
    expect(twins.lookup('OH', 'Twin')).toBeUndefined();
  });
});

describe('rank', () => {
  it('ranks by the latest estimate over all the state’s incorporated places, 1 the largest', () => {
    const { places, list } = stateOf([500, 9000, 120, 4000]);
    expect(list.map((p) => places.rank(p)?.rank)).toEqual([3, 1, 4, 2]);
    expect(places.rank(list[0] as CensusPlace)).toEqual({ rank: 3, of: 4, tied: false });
  });

  it('gives equal estimates the same rank, says they are tied, and skips the next rank', () => {
    const { places, list } = stateOf([700, 300, 700, 100]);
    expect(list.map((p) => places.rank(p))).toEqual([
      { rank: 1, of: 4, tied: true },
      { rank: 3, of: 4, tied: false },
      { rank: 1, of: 4, tied: true },
      { rank: 4, of: 4, tied: false },
    ]);
  });

  it('ranks neither a consolidated city as a whole, a CDP, nor a place without an estimate, and does not count them', () => {
    const { places, list } = stateOf([800, 900, null, 50, 60], ['p', 'c', 'p', 'd', 'p']);
    expect(list.map((p) => places.rank(p)?.rank)).toEqual([1, undefined, undefined, undefined, 2]);
    expect(places.rank(list[0] as CensusPlace)?.of).toBe(2);
  });

  it('ranks the fixture’s Augusta balance tied with Atlanta (made-up figures)', () => {
    const augusta = fixture.lookup('GA', 'Augusta') as CensusPlace;
    expect(fixture.rank(augusta)).toEqual({ rank: 2, of: 3, tied: true });
  });
});

describe('cityFactsOf', () => {
  it('makes a valid city record with the Census figures, the rank and the Gazetteer point', () => {
    const huntsville = fixture.lookup('AL', 'Huntsville') as CensusPlace;
    const facts = cityFactsOf('Huntsville', huntsville, fixture);
    expect(cityFactsSchema.safeParse(facts).success).toBe(true);
    expect(facts).toEqual({
      name: 'Huntsville',
      state: 'AL',
      census: {
        name: 'Huntsville city',
        geoid: '0137000',
        county: 'Madison County',
        counties: ['Madison County', 'Limestone County', 'Morgan County'],
        base2020: huntsville.base2020,
        estimate: huntsville.estimate,
        estimateYear: 2024,
        rank: 1,
        rankOf: 1,
      },
      lat: huntsville.lat,
      lon: huntsville.lon,
    });
  });
});

describe('the project’s data', () => {
  const places = censusPlaces();

  it('resolves the names people use to the Census places', () => {
    const censusName = (state: string, typed: string) => places.lookup(state, typed)?.censusName;
    expect(censusName('GA', 'Augusta')).toBe('Augusta-Richmond County consolidated government (balance)');
    expect(censusName('GA', 'Athens')).toBe('Athens-Clarke County unified government (balance)');
    expect(censusName('GA', 'Macon')).toBe('Macon-Bibb County');
    expect(censusName('TN', 'Nashville')).toBe('Nashville-Davidson metropolitan government (balance)');
    expect(censusName('KY', 'Louisville')).toBe('Louisville/Jefferson County metro government (balance)');
    expect(censusName('KY', 'Lexington')).toBe('Lexington-Fayette urban county');
    expect(censusName('IN', 'Indianapolis')).toBe('Indianapolis city (balance)');
    expect(censusName('HI', 'Honolulu')).toBe('Urban Honolulu CDP');
    expect(censusName('DC', 'Washington DC')).toBe('Washington city');
    expect(censusName('DC', 'Washington, D.C.')).toBe('Washington city');
    expect(censusName('ID', 'Boise')).toBe('Boise City city');
  });

  it('holds every state and DC', () => {
    expect(censusPlacesCompleteSchema.safeParse(places.file).success).toBe(true);
  });

  it('gives every listed city the facts of its Census place (cities.json is not stale)', () => {
    for (const city of cityFacts) {
      const place = places.lookup(city.state, city.name);
      const expected = place ? cityFactsOf(city.name, place, places) : { name: city.name, state: city.state };
      expect(city, `${city.name}, ${city.state}`).toEqual(expected);
    }
  });
});
