import { describe, expect, it } from 'vitest';
import { distanceMiles, nearest, nearestForEach } from './geo';

const houston = { name: 'Houston', lat: 29.7633, lon: -95.3633 };
const dallas = { name: 'Dallas', lat: 32.7831, lon: -96.8067 };
const austin = { name: 'Austin', lat: 30.2672, lon: -97.7431 };
const sanAntonio = { name: 'San Antonio', lat: 29.4241, lon: -98.4936 };
const elPaso = { name: 'El Paso', lat: 31.7587, lon: -106.4869 };
const texas = [houston, dallas, austin, sanAntonio, elPaso];

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

describe('nearest', () => {
  it('returns the closest places first, leaving out the origin', () => {
    const found = nearest(houston, texas, 3, (p) => p === houston).map((n) => n.place.name);
    expect(found).toEqual(['Austin', 'San Antonio', 'Dallas']);
  });

  it('returns fewer when there are fewer places, and none for a count of 0', () => {
    expect(nearest(houston, [dallas], 5)).toHaveLength(1);
    expect(nearest(houston, texas, 0)).toEqual([]);
  });

  it('keeps the list order for places at the same distance', () => {
    const a = { name: 'a', lat: 1, lon: 0 };
    const b = { name: 'b', lat: -1, lon: 0 };
    expect(nearest({ lat: 0, lon: 0 }, [a, b], 1)[0]?.place).toBe(a);
    expect(nearest({ lat: 0, lon: 0 }, [b, a], 1)[0]?.place).toBe(b);
  });
});

describe('nearestForEach', () => {
  it('gives every place the same neighbours as nearest does, in the same order', () => {
    // A deterministic scatter of 400 points over the United States.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const places = Array.from({ length: 400 }, (_, i) => ({ i, lat: 25 + random() * 24, lon: -124 + random() * 57 }));
    const all = nearestForEach(places, 5);
    places.forEach((place, i) => {
      const brute = nearest(place, places, 5, (p) => p === place);
      expect(all[i]?.map((n) => n.place.i)).toEqual(brute.map((n) => n.place.i));
    });
  });

  it('handles small lists', () => {
    expect(nearestForEach([houston], 5)).toEqual([[]]);
    expect(nearestForEach([houston, dallas], 5).map((list) => list.map((n) => n.place.name))).toEqual([
      ['Dallas'],
      ['Houston'],
    ]);
  });
});
