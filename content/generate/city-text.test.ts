import { describe, expect, it } from 'vitest';
import { slugify } from '#core/paths';
import { ownFacts } from '../places/place-facts';
import { placeFacts } from '../places/place-pages';
import { cityText } from './city-text';

const firstParagraph = (id: string) => cityText(placeFacts().city(id)).body.split('\n\n')[1] ?? '';

describe('the county sentence of a city page', () => {
  it('names every county a city lies in, the one with the largest share of its people first', () => {
    const facts = placeFacts().city('ny/new-york');
    expect(facts.counties).toEqual([
      'Kings County',
      'Queens County',
      'New York County',
      'Bronx County',
      'Richmond County',
    ]);
    expect(firstParagraph('ny/new-york')).toContain(
      'New York spans five counties of New York: Kings County, Queens County, New York County, Bronx County and Richmond County. Kings County holds the largest share of its people.',
    );
    expect(firstParagraph('tx/houston')).toMatch(/^Houston spans four counties of Texas: Harris County, /);
  });

  it('says "is in" of a city inside one county, and "outside any county" of an independent city', () => {
    expect(firstParagraph('vt/rutland')).toMatch(/^Rutland is in Rutland County, Vermont\./);
    expect(firstParagraph('mo/st-louis')).toMatch(
      /^St\. Louis is an independent city of Missouri, outside any county\./,
    );
  });

  it('never puts a city that spans counties "in" one of them', () => {
    for (const city of placeFacts().cities) {
      const id = `${city.state.toLowerCase()}/${slugify(city.name)}`;
      const counties = city.census?.counties;
      if (!counties || counties.length < 2) continue;
      const text = firstParagraph(id);
      expect(text, id).not.toMatch(/ is in [^.]* County, /);
      expect(text, id).toContain('spans ');
    }
  });
});

describe('the cemeteries of a city page', () => {
  const miles = (text: string) =>
    [...text.matchAll(/([\d,]+) miles? from/g)].map((m) => Number(m[1]?.replace(/,/g, '')));

  it('never names a cemetery across an ocean for Hawaii or Alaska, and names the state cemetery first', () => {
    const apart = placeFacts().cities.filter((c) => c.state === 'HI' || c.state === 'AK');
    expect(apart.length).toBeGreaterThanOrEqual(6);
    for (const city of apart) {
      const facts = placeFacts().city(`${city.state.toLowerCase()}/${slugify(city.name)}`);
      expect(facts.cemeteries.length, city.name).toBeGreaterThan(0);
      for (const c of facts.cemeteries) {
        expect(c.stateCode, `${city.name}: ${c.name}`).toBe(city.state);
        expect(Number(c.miles), `${city.name}: ${c.name}`).toBeLessThanOrEqual(500);
      }
      if (facts.cemeteries.some((c) => c.role === 'state')) expect(facts.cemeteries[0]?.role).toBe('state');
      for (const n of miles(cityText(facts).body)) expect(n, city.name).toBeLessThanOrEqual(500);
    }
  });

  it('sends Honolulu to the state cemetery at Kaneohe first, named once, and to the Punchbowl for cremated remains', () => {
    const body = cityText(placeFacts().city('hi/honolulu')).body;
    const items = body.split('\n').filter((l) => l.startsWith('- '));
    expect(items[0]).toMatch(
      /^- \*\*Nearest for a casket or cremated remains:\*\* Hawaii State Veterans Cemetery in Kaneohe, HI \(808-233-3630\), a state veterans cemetery 6 miles from Honolulu/,
    );
    expect(items[1]).toMatch(
      /^- \*\*Nearer, for cremated remains only:\*\* National Memorial Cemetery of the Pacific in Honolulu/,
    );
    expect(items.filter((l) => l.includes('Hawaii State Veterans Cemetery'))).toHaveLength(1);
    expect(body).not.toMatch(/, CA /);
  });

  it('keeps Hilo on its own island: no cemetery across the sea is named nearest', () => {
    const facts = placeFacts().city('hi/hilo');
    expect(facts.cemeteries.map((c) => c.town)).toEqual(['Hilo']);
  });

  it('leads each cemetery with the burial it serves, and a nearer cremation-only one says so', () => {
    const body = cityText(placeFacts().city('va/arlington')).body;
    expect(body).toContain(
      '- **Nearest for a casket or cremated remains:** Quantico National Cemetery in Triangle, VA (703-221-2183), a VA national cemetery 26 miles from Arlington in a straight line.',
    );
    expect(body).toContain(
      '- **Nearer, for cremated remains only:** Alexandria National Cemetery in Alexandria, VA (703-221-2183), a VA national cemetery 6 miles from Arlington.',
    );
  });

  it('lists the state’s other veterans cemeteries nearest first, none twice', () => {
    const facts = placeFacts().city('az/glendale');
    const distances = facts.otherCemeteries.map((c) => Number(c.miles));
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const named = new Set(facts.cemeteries.map((c) => c.name));
    for (const c of facts.otherCemeteries) expect(named.has(c.name), c.name).toBe(false);
    expect(cityText(facts).body).toMatch(
      /The other veterans cemeteries in Arizona, nearest first, are .* from Glendale in a straight line\./,
    );
  });
});

describe('the facts of a city page of its own', () => {
  it('leaves out the population and rank that the state page lists, and counts them for a city it does not', () => {
    const houston = placeFacts().city('tx/houston');
    expect(houston.onStatePage).toBe(true);
    expect(ownFacts(houston)).not.toContain('population');
    expect(ownFacts(houston)).not.toContain('rank');
    const frisco = placeFacts().city('tx/frisco');
    expect(frisco.onStatePage).toBeUndefined();
    expect(ownFacts(frisco)).toEqual(expect.arrayContaining(['county', 'population', 'rank']));
  });

  it('knows whether the state page gives a free-look period, from the state-law data', () => {
    expect(placeFacts().city('tx/houston').stateFreeLook).toBe(placeFacts().state('TX').freeLook !== undefined);
    for (const city of placeFacts().cities) {
      const facts = placeFacts().city(`${city.state.toLowerCase()}/${slugify(city.name)}`);
      expect(facts.stateFreeLook, city.name).toBe(placeFacts().state(city.state).freeLook !== undefined);
    }
  });
});
