import { describe, expect, it, vi } from 'vitest';
import { formatCount } from '#core/format';
import { slugify } from '#core/paths';
import { cityFacts } from '../../../content/places/cities';
import { placeFacts } from '../../../content/places/place-pages';
import { agencyId } from '../../seo/jsonld';
import { assertTraceable, loadPlace, renderParts, statePageName } from './place.server';

/** A part's HTML without React's text separators. */
const html = (part: string) => part.replace(/<!-- -->/g, '');

type Json = Record<string, unknown>;

// The head tags need the prerender's helmet provider; this file looks at the body only.
vi.mock('../../seo/Seo', () => ({ Seo: () => null }));

describe('place data rendered at build', () => {
  it('gives a city its own facts only, a facts table, links to its state and the state’s cities, Sources, and a Service', () => {
    const place = loadPlace('tx/houston');
    const text = html(place.parts.text);
    expect(text).toContain('class="place-text"');
    expect(text).toContain('Harris County');
    // The population shown is the data file's Census estimate, with its date.
    const houston = cityFacts.find((c) => c.state === 'TX' && c.name === 'Houston');
    expect(text).toContain(`<dd>${formatCount(houston?.census?.estimate ?? -1)}</dd>`);
    expect(text).toContain(`People, July 1, ${houston?.census?.estimateYear} (estimate)`);
    // Its county, its two nearest cemeteries and the office for death certificates of Harris County
    // that serves Houston; its population and rank are on the Texas page too.
    expect(text).toContain('data-own-facts="4"');
    expect(text).toContain('Where to get death certificates in Houston');
    expect(text).toMatch(
      /<a href="http:\/\/www\.houstontx\.gov\/health\/BirthCert\/"[^>]*>Houston Health Department, Bureau of Vital Statistics/,
    );
    expect(text).toContain('8000 North Stadium Drive, Houston, TX 77054');
    // The state's facts are on the state page: no regulator, no funeral cost on a city page.
    expect(text).not.toContain('Texas Department of Insurance');
    expect(text).not.toContain('$8,300');
    expect(text).toContain('Houston National Cemetery');
    const more = html(place.parts.more);
    expect(more).not.toContain('<figure class="story">');
    expect(more).toMatch(/<section id="sources"[^>]*>.*Census Bureau/);
    // The page the office was read on is in the Sources list, with the day it was read.
    expect(more).toMatch(
      /City of Houston, Houston Health Department, checked <time dateTime="2026-11-29">.*houstontx\.gov\/health\/BirthCert/,
    );
    // Up to the state page and across to the other Texas city pages only.
    expect(more).toContain('<a href="/tx">Texas</a>: the state page.');
    // The line every Texas city page shares: one sentence, one link, and no free-look period (the
    // Texas page found no law that sets one).
    const line = more.match(/<p class="license-line"[^>]*>(.*?)<\/p>/)?.[1] ?? '';
    expect(line).toMatch(
      /licensed to sell life insurance in Texas, license number .*; our plans and prices are on <a href="\/tx">the Texas page<\/a>\.$/,
    );
    expect(more).not.toContain('free-look');
    const links = [...more.matchAll(/<li><a href="(\/[a-z]{2})\/[a-z-]+">/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    expect(new Set(links)).toEqual(new Set(['/tx']));
    expect(more).not.toContain('href="/tx/houston"');
    expect(place.head.noindex).toBeUndefined();
    expect(place.head.lede).toBeUndefined();
    expect(place.head.description).toMatch(/^Burial insurance in Houston, TX: [\d,]+ people \(Census estimate, 2024\)/);
    expect(place.head.description).toContain('Its counties, Census figures and the nearest veterans cemeteries');
    const service = JSON.parse(JSON.stringify(place.head.jsonLd[0])) as Json;
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@id': agencyId },
      areaServed: { '@type': 'City', name: 'Houston', containedInPlace: { '@type': 'State', name: 'Texas' } },
    });
  });

  it("gives on a city page in full only the sources its state page does not list, and links that page's list for the rest", () => {
    let linked = 0;
    for (const c of cityFacts) {
      const id = `${c.state.toLowerCase()}/${slugify(c.name)}`;
      const f = placeFacts().city(id);
      const onState = new Set(
        placeFacts()
          .state(c.state)
          .sources.map((s) => s.id),
      );
      const sources = html(loadPlace(id).parts.more).match(/<section id="sources".*?<\/section>/)?.[0] ?? '';
      for (const s of f.sources) {
        const titled = sources.includes(`>${s.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</a>`);
        // Each source once: in full here, or counted and linked to the state page's list, which gives it in full.
        expect(titled, `${id}: ${s.id}`).toBe(!onState.has(s.id));
      }
      if (f.sources.some((s) => onState.has(s.id))) {
        linked++;
        expect(sources, id).toContain(`<a href="${f.path}#sources">${statePageName(f)}</a>`);
      } else expect(sources, id).not.toContain('#sources"');
    }
    expect(linked).toBeGreaterThan(250);
  });

  it('names the free-look period in the line to the state page only where the state page gives one', () => {
    const withLaw = cityFacts.find((c) => placeFacts().state(c.state).freeLook !== undefined);
    const withoutLaw = cityFacts.find((c) => placeFacts().state(c.state).freeLook === undefined);
    if (!withLaw || !withoutLaw) throw new Error('want a state with a free-look law and one without');
    const id = (c: typeof withLaw) => `${c.state.toLowerCase()}/${slugify(c.name)}`;
    expect(html(loadPlace(id(withLaw)).parts.more)).toContain('and the free-look period are on');
    expect(html(loadPlace(id(withoutLaw)).parts.more)).not.toContain('free-look');
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
    expect(() =>
      assertTraceable('tx/houston', renderParts({ text: <p>About 2,296,224 people.</p>, more: null })),
    ).toThrow(/tx\/houston: the page prints 2,296,224 \(/);
    expect(() => assertTraceable('tx/houston', place.parts)).toThrow();
  });

  it('lists a county’s shared offices on its largest city page only; the others name them in one sentence with a link', () => {
    const phoenix = html(loadPlace('az/phoenix').parts.text);
    expect(phoenix).toContain('Where to get death certificates in Phoenix');
    expect(phoenix).not.toContain('data-offices-on');
    const glendale = html(loadPlace('az/glendale').parts.text);
    expect(glendale).not.toContain('Where to get death certificates in Glendale');
    expect(glendale).toContain(
      'Maricopa County offices after a death: see our <a href="/az/phoenix#offices-death-certificates">Phoenix page</a>.',
    );
    // An office that serves one city stays on that city's page (the City of Dallas's own office).
    expect(html(loadPlace('tx/dallas').parts.text)).toContain('Where to get death certificates in Dallas');
  });

  it('keeps a city page with fewer than three facts of its own out of the index, and only such a page', () => {
    let thin = 0;
    for (const city of cityFacts) {
      const id = `${city.state.toLowerCase()}/${slugify(city.name)}`;
      const place = loadPlace(id);
      const own = Number(/data-own-facts="(\d+)"/.exec(html(place.parts.text))?.[1]);
      expect(Number.isInteger(own), id).toBe(true);
      expect(place.head.noindex === true, id).toBe(own < 3);
      if (own < 3) thin++;
    }
    // Some pages are still thin (their county's offices were not found): the rule is exercised both ways.
    expect(thin).toBeGreaterThan(0);
    expect(loadPlace('la/new-orleans').head.noindex).toBeUndefined();
  });

  it('gives every state a free-look statement: the law where it was read, else that none was found', () => {
    expect(html(loadPlace('ca').parts.text)).toContain('Cal. Ins. Code § 10127.9');
    expect(html(loadPlace('tx').parts.text)).toContain(
      'No Texas law that sets a free-look period for life insurance was found in the sources read for this page',
    );
  });

  it('lists a state’s veterans cemeteries with what the VA says each takes', () => {
    const va = html(loadPlace('va').parts.text);
    expect(va).toContain(
      '<strong>Alexandria National Cemetery</strong>, 1450 Wilkes St, Alexandria: VA national cemetery; cremated remains only',
    );
    expect(va).toContain('<strong>Quantico National Cemetery</strong>');
    const ny = html(loadPlace('ny').parts.text);
    expect(ny).toContain(
      '<strong>Western New York National Cemetery</strong>, Corfu: VA national cemetery; open for casket and cremated remains',
    );
    expect(ny).toMatch(/Cypress Hills National Cemetery<\/strong>[^;]*: VA national cemetery; closed to new burials/);
  });

  it('fails loudly for a place with no data', () => {
    expect(() => loadPlace('tx/atlantis')).toThrow('no city tx/atlantis');
    expect(() => loadPlace('zz')).toThrow('no state zz');
  });
});
