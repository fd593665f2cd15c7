import { describe, expect, it } from 'vitest';
import { zipPlace } from './zip-codes';

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
});
