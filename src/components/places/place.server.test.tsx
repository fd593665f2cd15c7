import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formatCount } from '#core/format';
import { cityFacts } from '../../../content/data/cities';
import { agencyId } from '../../seo/jsonld';
import { assertTraceable, loadPlace } from './place.server';

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
const html = (node: React.ReactNode) =>
  renderToString(<MemoryRouter future={future}>{node}</MemoryRouter>).replace(/<!-- -->/g, '');

type Json = Record<string, unknown>;

// The head tags need the prerender's helmet provider; this file looks at the body only.
vi.mock('../../seo/Seo', () => ({ Seo: () => null }));

describe('place data rendered at build', () => {
  it('gives a city its text, facts table, nearest city pages and Sources, and a Service in that city', () => {
    const place = loadPlace('tx/houston');
    const text = html(place.parts.text);
    expect(text).toContain('class="place-text"');
    expect(text).toContain('Harris County');
    // The population shown is the data file's Census estimate, with its date.
    const houston = cityFacts.find((c) => c.state === 'TX' && c.name === 'Houston');
    expect(text).toContain(`<dd>${formatCount(houston?.census?.estimate ?? -1)}</dd>`);
    expect(text).toContain(`Population estimate, July 1, ${houston?.census?.estimateYear}`);
    expect(text).toContain('Texas Department of Insurance');
    expect(text).toContain('Funeral with viewing and burial (national median, 2023)');
    expect(text.match(/<li><a href="\/[a-z]{2}\/[a-z-]+">/g)).toHaveLength(5);
    const more = html(place.parts.more);
    expect(more).not.toContain('<figure class="story">');
    expect(more).toMatch(/<section id="sources"[^>]*>.*Census Bureau/);
    expect(place.head.description).toMatch(/^Burial insurance in Houston, TX: [\d,]+ people \(Census estimate, 2024\)/);
    const service = JSON.parse(JSON.stringify(place.head.jsonLd[0])) as Json;
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@id': agencyId },
      areaServed: { '@type': 'City', name: 'Houston', containedInPlace: { '@type': 'State', name: 'Texas' } },
    });
  });

  it('gives a state its text, facts, city list folded open, FAQ with its name and Sources', () => {
    const place = loadPlace('sc');
    const text = html(place.parts.text);
    expect(text).toContain('South Carolina Department of Insurance');
    expect(text).toContain('$8,300');
    const more = html(place.parts.more);
    expect(more.match(/<li><a href="\/sc\/[a-z-]+">/g)).toHaveLength(10);
    expect(more).toMatch(/<details class="city-state" open="">/);
    expect(more).toContain('Do I need a medical exam to buy burial insurance in South Carolina?');
    expect(more).not.toMatch(/\{state\}|undefined/);
    const types = place.head.jsonLd.map((n) => (n as Json)['@type']);
    expect(types).toEqual(['Service', 'ItemList', 'FAQPage']);
    const list = place.head.jsonLd[1] as Json;
    expect(list.numberOfItems).toBe(10);
  });

  it('lists the spec’s ten South Carolina cities in the spec’s order on /south-carolina', () => {
    const more = html(loadPlace('south-carolina').parts.more);
    const order = [...more.matchAll(/<li><a href="\/sc\/([a-z-]+)">/g)].map((m) => m[1]);
    expect(order.slice(0, 3)).toEqual(['charleston', 'columbia', 'north-charleston']);
  });

  it('treats the District as the District', () => {
    const place = loadPlace('dc');
    expect((place.head.jsonLd[0] as Json).areaServed).toEqual({
      '@type': 'AdministrativeArea',
      name: 'District of Columbia',
    });
    expect(html(place.parts.more)).toContain('in the District of Columbia?');
    expect(html(place.parts.text)).toContain('The District at a glance');
  });

  it('refuses a page that prints a number no field of its facts holds', () => {
    const place = loadPlace('tx/houston');
    expect(() => assertTraceable('tx/houston', { text: <p>About 2,296,224 people.</p>, more: null })).toThrow(
      /tx\/houston: the page prints 2,296,224 \(/,
    );
    expect(() => assertTraceable('tx/houston', place.parts)).toThrow();
  });

  it('fails loudly for a place with no data', () => {
    expect(() => loadPlace('tx/atlantis')).toThrow('no city tx/atlantis');
    expect(() => loadPlace('zz')).toThrow('no state zz');
  });
});
