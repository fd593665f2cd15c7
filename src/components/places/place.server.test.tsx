import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formatCount } from '#core/format';
import { cityFacts } from '../../../content/data/cities';
import { agencyId } from '../../seo/jsonld';
import { PlaceMissing } from './PlaceMissing';
import { loadPlace } from './place.server';

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
const html = (node: React.ReactNode) =>
  renderToString(<MemoryRouter future={future}>{node}</MemoryRouter>).replace(/<!-- -->/g, '');

type Json = Record<string, unknown>;

// The head tags need the prerender's helmet provider; this file looks at the body only.
vi.mock('../../seo/Seo', () => ({ Seo: () => null }));

describe('place data rendered at build', () => {
  it('gives a city its text, local facts, nearest cities and stories, and a Service in that city', () => {
    const place = loadPlace('tx/houston');
    const text = html(place.parts.text);
    expect(text).toContain('class="place-text"');
    expect(text).toContain('Harris County');
    // The population shown is the data file's Census estimate.
    const houston = cityFacts.find((c) => c.state === 'TX' && c.name === 'Houston');
    expect(text).toContain(`<dd>${formatCount(houston?.census?.estimate ?? -1)}</dd>`);
    expect(text).toContain('Texas Department of Insurance');
    expect(text).toContain('Average funeral in Texas');
    expect(text.match(/<li><a href="\/[a-z]{2}\/[a-z-]+">/g)).toHaveLength(5);
    expect(html(place.parts.more).match(/<figure class="story">/g)).toHaveLength(3);
    expect(place.head.description).toMatch(/^Burial and final expense insurance in Houston, TX: .*\$7,000/);
    const service = JSON.parse(JSON.stringify(place.head.jsonLd[0])) as Json;
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@id': agencyId },
      areaServed: { '@type': 'City', name: 'Houston', containedInPlace: { '@type': 'State', name: 'Texas' } },
    });
  });

  it('gives a state its text, cost, regulator, city list, stories and FAQ with its name filled in', () => {
    const place = loadPlace('sc');
    const text = html(place.parts.text);
    expect(text).toContain('South Carolina Department of Insurance');
    expect(text).toContain('$6,800');
    const more = html(place.parts.more);
    expect(more.match(/class="city-card"/g)).toHaveLength(10);
    expect(more).toContain('Final Expense/Burial Insurance South Carolina');
    expect(more).toContain('Do I need a medical exam to buy burial insurance in South Carolina?');
    expect(more).not.toMatch(/\{state\}|undefined/);
    const types = place.head.jsonLd.map((n) => (n as Json)['@type']);
    expect(types).toEqual(['Service', 'ItemList', 'FAQPage']);
    const list = place.head.jsonLd[1] as Json;
    expect(list.numberOfItems).toBe(10);
  });

  it('treats the District as the District', () => {
    const place = loadPlace('dc');
    expect((place.head.jsonLd[0] as Json).areaServed).toEqual({
      '@type': 'AdministrativeArea',
      name: 'District of Columbia',
    });
    expect(html(place.parts.more)).toContain('in the District of Columbia?');
    expect(html(place.parts.text)).toContain('Average funeral (national figure)');
  });

  it('fails loudly for a place with no data', () => {
    expect(() => loadPlace('tx/atlantis')).toThrow('no city data for tx/atlantis');
    expect(() => loadPlace('zz')).toThrow('no state data for zz');
  });
});

describe('a route with no place at all', () => {
  it('says "City not found" or "State not found" (spec section 8)', () => {
    expect(html(<PlaceMissing what="City" />)).toContain('<h1>City not found</h1>');
    expect(html(<PlaceMissing what="State" />)).toContain('<h1>State not found</h1>');
  });
});
