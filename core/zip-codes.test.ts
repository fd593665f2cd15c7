import { describe, expect, it } from 'vitest';
import { zipPlace, zipsNamed, zipsNear } from './zip-codes';

describe('the ZIP code table', () => {
  it('gives the place, state and county of a ZIP code', () => {
    expect(zipPlace('43215')).toMatchObject({ zip: '43215', place: 'Columbus', state: 'OH', county: 'Franklin' });
    expect(zipPlace('99553')).toMatchObject({ place: 'Akutan', state: 'AK' });
  });

  it('finds nothing for an unknown, malformed or military ZIP code (those have no state)', () => {
    expect(zipPlace('00000')).toBeNull();
    expect(zipPlace('4321')).toBeNull();
    expect(zipPlace('432150')).toBeNull();
    expect(zipPlace('09001')).toBeNull();
  });

  it('lists the ZIP codes of a place by name, and those of one state near a point', () => {
    const dayton = zipsNamed('Dayton', 'OH');
    expect(dayton.length).toBeGreaterThan(10);
    expect(new Set(dayton.map((z) => z.state))).toEqual(new Set(['OH']));
    expect(dayton.map((z) => z.county)).toContain('Montgomery');
    // Texarkana straddles Texas and Arkansas: only the asked state's codes come back.
    const near = zipsNear(33.4418, -94.0377, 5, 'TX');
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((z) => z.state === 'TX')).toBe(true);
  });
});
