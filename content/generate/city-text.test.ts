import { describe, expect, it } from 'vitest';
import { slugify } from '#core/paths';
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
