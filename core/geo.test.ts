import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo';

const houston = { name: 'Houston', lat: 29.7633, lon: -95.3633 };
const dallas = { name: 'Dallas', lat: 32.7831, lon: -96.8067 };
const austin = { name: 'Austin', lat: 30.2672, lon: -97.7431 };

describe('distanceMiles (haversine)', () => {
  it('measures great-circle distances in miles', () => {
    expect(distanceMiles(houston, houston)).toBe(0);
    expect(distanceMiles(houston, dallas)).toBeCloseTo(225, -1);
    expect(distanceMiles(houston, austin)).toBeCloseTo(146, -1);
    // New York to Los Angeles, about 2,450 miles.
    expect(distanceMiles({ lat: 40.7128, lon: -74.006 }, { lat: 34.0522, lon: -118.2437 })).toBeCloseTo(2445, -1);
    expect(distanceMiles(dallas, houston)).toBe(distanceMiles(houston, dallas));
  });
});
