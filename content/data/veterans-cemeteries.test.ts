import { describe, expect, it } from 'vitest';
import { distanceMiles } from '#core/geo';
import { cityFacts } from '../places/cities';
import {
  type Cemetery,
  cemeteries,
  cemeteriesIn,
  cemeteryKindWords,
  cemeteryStatusWords,
  landOf,
  nearestCemeteries,
  wholeMiles,
} from './veterans-cemeteries';
import file from './veterans-cemeteries.json' with { type: 'json' };
import { veteransCemeteriesSchema } from './veterans-cemeteries.schema';

const find = (name: string): Cemetery => {
  const found = cemeteries.find((c) => c.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

const cityAt = (state: string, name: string) => {
  const city = cityFacts.find((c) => c.state === state && c.name === name);
  if (city?.lat === undefined || city.lon === undefined) throw new Error(`no coordinates for ${name}, ${state}`);
  return { lat: city.lat, lon: city.lon };
};

describe('veterans cemeteries', () => {
  it('rounds distances to whole miles, never to 0', () => {
    expect(wholeMiles(0.2)).toBe(1);
    expect(wholeMiles(10.49)).toBe(10);
    expect(wholeMiles(10.5)).toBe(11);
    expect(wholeMiles(148.7)).toBe(149);
  });

  it('sends Arlington, Virginia to Quantico for a casket, and names Alexandria as the nearer one for cremated remains', () => {
    const arlington = cityAt('VA', 'Arlington');
    const near = nearestCemeteries(arlington.lat, arlington.lon, 'VA');
    expect(near.casket?.cemetery.name).toBe('Quantico National Cemetery');
    expect(near.casket?.cemetery.status).toBe('open');
    expect(near.cremated?.cemetery.name).toBe('Alexandria National Cemetery');
    expect(near.cremated?.cemetery.status).toBe('cremation-only');
    expect(near.cremated?.miles).toBeLessThan(near.casket?.miles ?? 0);
  });

  it('sends Buffalo, New York to the Western New York National Cemetery at Corfu', () => {
    const buffalo = cityAt('NY', 'Buffalo');
    const near = nearestCemeteries(buffalo.lat, buffalo.lon, 'NY');
    expect(near.casket?.cemetery.name).toBe('Western New York National Cemetery');
    expect(near.casket?.cemetery.town).toBe('Corfu');
    expect(near.casket?.miles).toBeLessThan(30);
  });

  it('never names a cemetery that takes cremated remains only as the place for a casket burial', () => {
    const cremationOnly = cemeteries.filter((c) => c.status === 'cremation-only');
    expect(cremationOnly.length).toBeGreaterThan(0);
    for (const c of cremationOnly) {
      // Standing in the cemetery itself, the casket choice is another one, open for caskets.
      const near = nearestCemeteries(c.lat, c.lon, c.state);
      expect(near.casket?.cemetery, c.name).not.toBe(c);
      // Hawaii has no cemetery open for a casket on its own land: none across the ocean is named.
      const openOnLand = cemeteries.some((o) => o.status === 'open' && landOf(o.state) === landOf(c.state));
      expect(near.casket?.cemetery.status, c.name).toBe(openOnLand ? 'open' : undefined);
      expect(near.cremated?.cemetery, c.name).toBe(c);
    }
  });

  it('names a cremation-only cemetery only when it is nearer than the casket choice', () => {
    const houston = cityAt('TX', 'Houston');
    const near = nearestCemeteries(houston.lat, houston.lon, 'TX');
    expect(near.casket?.cemetery.name).toBe('Houston National Cemetery');
    expect(near.cremated).toBeUndefined();
  });

  it('never names a closed cemetery, and picks the state cemetery from the place’s own state', () => {
    const mobile = find('Mobile National Cemetery');
    expect(mobile.status).toBe('closed');
    const near = nearestCemeteries(mobile.lat, mobile.lon, 'AL');
    expect([near.casket?.cemetery, near.cremated?.cemetery]).not.toContain(mobile);
    expect(near.state?.cemetery.town).toBe('Spanish Fort');
    // Pensacola, Florida: the VA lists no grant-funded state cemetery in Florida.
    expect(nearestCemeteries(30.42, -87.22, 'FL').state).toBeUndefined();
  });

  it('never offers a tribal cemetery as the state cemetery, and labels it with its tribe', () => {
    const anchorage = nearestCemeteries(61.22, -149.9, 'AK');
    expect(anchorage.state).toBeUndefined();
    const metlakatla = find('Alaska Metlakatla Veterans Memorial Cemetery');
    expect(cemeteryKindWords(metlakatla)).toBe(
      "tribal veterans cemetery of the Annette Island Reserve, for the tribe's members",
    );
    const sanCarlos = find('San Carlos Apache Tribal Veterans Cemetery in San Carlos');
    expect(nearestCemeteries(sanCarlos.lat, sanCarlos.lon, 'AZ').state?.cemetery).not.toBe(sanCarlos);
    expect(cemeteryKindWords(find('Central Texas State Veterans Cemetery'))).toBe('state veterans cemetery');
    expect(cemeteryKindWords(find('Quantico National Cemetery'))).toBe('VA national cemetery');
  });

  it('words each status as the VA defines it', () => {
    expect(cemeteryStatusWords(find('Quantico National Cemetery'))).toBe('open for casket and cremated remains');
    expect(cemeteryStatusWords(find('Alexandria National Cemetery'))).toBe('cremated remains only');
    expect(cemeteryStatusWords(find('Mobile National Cemetery'))).toMatch(/^closed to new burials/);
    expect(cemeteryStatusWords(find('Central Texas State Veterans Cemetery'))).toBe(
      'burial status not given in the VA list',
    );
  });

  it('returns the closest open cemetery by exact distance, for points across the country', () => {
    const points = [
      { lat: 47.61, lon: -122.33, state: 'WA' },
      { lat: 41.88, lon: -87.63, state: 'IL' },
      { lat: 29.76, lon: -95.37, state: 'TX' },
      { lat: 40.71, lon: -74.01, state: 'NY' },
      { lat: 61.22, lon: -149.9, state: 'AK' },
    ];
    const open = cemeteries.filter((c) => c.status === 'open');
    for (const point of points) {
      const near = nearestCemeteries(point.lat, point.lon, point.state);
      const best = Math.min(...open.map((c) => distanceMiles(point, c)));
      expect(near.casket?.miles, point.state).toBe(wholeMiles(best));
    }
  });

  it('lists a state’s cemeteries national first', () => {
    const colorado = cemeteriesIn('CO');
    expect(colorado.map((c) => c.kind)).toEqual(['national', 'national', 'national', 'state']);
  });

  it('holds the territories’ cemeteries, each far from any state page, and never sends Hawaii there', () => {
    const guam = find('Guam Veterans Cemetery');
    expect(guam.state).toBe('GU');
    const honolulu = cityAt('HI', 'Honolulu');
    const near = nearestCemeteries(honolulu.lat, honolulu.lon, 'HI');
    expect([near.casket?.cemetery.state, near.cremated?.cemetery.state, near.state?.cemetery.state]).not.toContain(
      'GU',
    );
    expect(distanceMiles(honolulu, guam)).toBeGreaterThan(3000);
    expect(cemeteriesIn('MP').map((c) => c.name)).toEqual(['CNMI Veterans Cemetery']);
  });

  it('refuses a cemetery outside the 50 states, DC and the listed territories, listed twice, or tribal and national', () => {
    const [first] = file.cemeteries;
    if (!first) throw new Error('no cemeteries');
    const parse = (cemeteryList: unknown[]) =>
      veteransCemeteriesSchema.safeParse({ ...file, cemeteries: cemeteryList });
    expect(parse([{ ...first, state: 'PR' }]).success).toBe(false);
    expect(parse([{ ...first, state: 'GU', lon: 0 }]).success).toBe(false);
    expect(parse([first, first]).success).toBe(false);
    expect(
      parse([{ ...first, kind: 'national', tribe: { name: 'A Tribe', basis: 'a basis of fifteen chars' } }]).success,
    ).toBe(false);
  });
});

describe('cemeteries as they are now (the VA’s own cemetery pages, read 2026-11-29)', () => {
  it('names Los Angeles National Cemetery as taking cremated remains in its columbarium, from the VA’s page', () => {
    const la = find('Los Angeles National Cemetery');
    expect(la.status).toBe('cremation-only');
    expect(la.columbarium).toBe(true);
    expect(la.statusNote).toMatch(/October 2019/);
    expect(la.statusSource?.url).toBe('https://cem.va.gov/cems/nchp/LosAngeles.asp');
    const losAngeles = cityAt('CA', 'Los Angeles');
    expect(nearestCemeteries(losAngeles.lat, losAngeles.lon, 'CA').cremated?.cemetery).toBe(la);
  });

  it('gives every status read from a cemetery’s own page its source and the day it was read', () => {
    const checked = cemeteries.filter((c) => c.statusSource);
    expect(checked.length).toBeGreaterThanOrEqual(12);
    for (const c of checked) {
      expect(c.status, c.name).toBeDefined();
      expect(c.statusSource?.checked, c.name).toBe('2026-11-29');
    }
    // Each national cemetery still marked closed was rechecked, or keeps the 2020 list's status.
    expect(find('Golden Gate National Cemetery').statusSource?.url).toMatch(/^https:\/\/cem\.va\.gov\//);
  });

  it('sends Honolulu to the state veterans cemetery at Kaneohe for a casket, not across the ocean', () => {
    const honolulu = cityAt('HI', 'Honolulu');
    const near = nearestCemeteries(honolulu.lat, honolulu.lon, 'HI');
    expect(near.casket?.cemetery.name).toBe('Hawaii State Veterans Cemetery');
    expect(near.casket?.miles).toBeLessThan(20);
    expect(near.state?.cemetery.name).toBe('Hawaii State Veterans Cemetery');
  });

  it('marks the island of every cemetery in Hawaii', () => {
    for (const c of cemeteriesIn('HI')) expect(c.island, c.name).toMatch(/^(Oahu|Hawaii|Maui|Kauai|Lanai|Molokai)$/);
    expect(cemeteries.filter((c) => c.island && c.state !== 'HI')).toEqual([]);
  });
});
