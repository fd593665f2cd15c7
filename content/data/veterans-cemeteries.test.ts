import { describe, expect, it } from 'vitest';
import { distanceMiles } from '#core/geo';
import { type Cemetery, cemeteries, cemeteriesIn, nearestCemeteries, wholeMiles } from './veterans-cemeteries';
import file from './veterans-cemeteries.json' with { type: 'json' };
import { veteransCemeteriesSchema } from './veterans-cemeteries.schema';

const find = (name: string): Cemetery => {
  const found = cemeteries.find((c) => c.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('veterans cemeteries', () => {
  it('rounds distances to whole miles, never to 0', () => {
    expect(wholeMiles(0.2)).toBe(1);
    expect(wholeMiles(10.49)).toBe(10);
    expect(wholeMiles(10.5)).toBe(11);
    expect(wholeMiles(148.7)).toBe(149);
  });

  it('finds the cemetery a place stands in, at 1 mile', () => {
    const logan = find('Fort Logan National Cemetery');
    const near = nearestCemeteries(logan.lat, logan.lon, 'CO');
    expect(near.national?.cemetery).toBe(logan);
    expect(near.national?.miles).toBe(1);
    expect(near.state?.cemetery.name).toBe('Veterans Memorial Cemetery Of Western Colorado');
    expect(near.state?.miles).toBe(wholeMiles(distanceMiles(logan, near.state?.cemetery as Cemetery)));
  });

  it('skips national cemeteries closed to new burials unless asked', () => {
    const mobile = find('Mobile National Cemetery');
    expect(mobile.status).toBe('closed');
    expect(nearestCemeteries(mobile.lat, mobile.lon, 'AL').national?.cemetery).not.toBe(mobile);
    expect(nearestCemeteries(mobile.lat, mobile.lon, 'AL', { includeClosed: true }).national?.cemetery).toBe(mobile);
  });

  it('takes the state cemetery from the given state only, and none where the state has none', () => {
    // Pensacola, Florida: the VA lists no grant-funded state cemetery in Florida.
    const near = nearestCemeteries(30.42, -87.22, 'FL');
    expect(near.state).toBeUndefined();
    expect(near.national?.cemetery.state).toBe('FL');
    // The same point asked for Alabama gets Alabama's cemetery at Spanish Fort.
    expect(nearestCemeteries(30.42, -87.22, 'AL').state?.cemetery.town).toBe('Spanish Fort');
  });

  it('returns the closest of all by exact distance, for points across the country', () => {
    const points = [
      { lat: 47.61, lon: -122.33, state: 'WA' },
      { lat: 41.88, lon: -87.63, state: 'IL' },
      { lat: 29.76, lon: -95.37, state: 'TX' },
      { lat: 40.71, lon: -74.01, state: 'NY' },
      { lat: 61.22, lon: -149.9, state: 'AK' },
    ];
    for (const point of points) {
      const near = nearestCemeteries(point.lat, point.lon, point.state);
      const open = cemeteries.filter(
        (c) => c.kind === 'national' && c.status !== 'closed' && c.status !== 'construction',
      );
      const best = Math.min(...open.map((c) => distanceMiles(point, c)));
      expect(near.national?.miles, point.state).toBe(wholeMiles(best));
      expect(distanceMiles(point, near.national?.cemetery as Cemetery)).toBe(best);
    }
  });

  it('lists a state’s cemeteries national first', () => {
    const colorado = cemeteriesIn('CO');
    expect(colorado.map((c) => c.kind)).toEqual(['national', 'national', 'national', 'state']);
  });

  it('refuses a cemetery outside the 50 states and DC, or listed twice', () => {
    const [first] = file.cemeteries;
    if (!first) throw new Error('no cemeteries');
    expect(veteransCemeteriesSchema.safeParse({ ...file, cemeteries: [{ ...first, state: 'PR' }] }).success).toBe(
      false,
    );
    expect(veteransCemeteriesSchema.safeParse({ ...file, cemeteries: [first, first] }).success).toBe(false);
  });
});
