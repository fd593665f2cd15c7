import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '#core/paths';
import { siteConfig } from '#core/site.config';
import {
  agencyId,
  buildAgency,
  buildBreadcrumbs,
  buildCityItemList,
  buildFaqPage,
  buildGraph,
  buildWebPage,
  buildWebSite,
  foundingDateOf,
  serializeJsonLd,
  websiteId,
} from './jsonld';

/** The JSON shape of a node, for reading fields without schema-dts's union types. */
type Json = Record<string, unknown>;
const json = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

describe('buildBreadcrumbs', () => {
  it('starts with Home and numbers the items 1..n with absolute URLs', () => {
    const list = json(
      buildBreadcrumbs([
        { name: 'Texas', path: '/tx' },
        { name: 'Houston', path: '/tx/houston' },
      ]),
    );
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Texas', item: absoluteUrl('/tx') },
      { '@type': 'ListItem', position: 3, name: 'Houston', item: absoluteUrl('/tx/houston') },
    ]);
    expect(list['@id']).toBe(`${absoluteUrl('/tx/houston')}#breadcrumb`);
  });

  it('does not add a second Home when the crumbs already start at /', () => {
    const items = json(
      buildBreadcrumbs([
        { name: 'Home', path: '/' },
        { name: 'About', path: '/about' },
      ]),
    ).itemListElement as Json[];
    expect(items.map((i) => i.name)).toEqual(['Home', 'About']);
    expect(items.map((i) => i.position)).toEqual([1, 2]);
  });

  it('holds only Home for an empty list', () => {
    const items = json(buildBreadcrumbs([])).itemListElement as Json[];
    expect(items).toEqual([{ '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') }]);
  });

  it('always yields absolute https items on the site URL, positions 1..n', () => {
    const crumbs = [
      { name: 'Learning center', path: '/learning-center' },
      { name: 'Guide', path: '/guide/' },
      { name: 'Cremation', path: '/cremation' },
    ];
    const items = json(buildBreadcrumbs(crumbs)).itemListElement as Json[];
    expect(items).toHaveLength(crumbs.length + 1);
    items.forEach((item, i) => {
      expect(item.position).toBe(i + 1);
      expect(String(item.item).startsWith(`${siteConfig.siteUrl}/`)).toBe(true);
      if (i > 0) expect(String(item.item)).not.toMatch(/\/$/);
    });
    expect(items[0]?.name).toBe('Home');
  });
});

describe('buildAgency', () => {
  const agency = json(buildAgency());

  it('is the InsuranceAgency with the address, phone and hours of the site config', () => {
    expect(agency['@type']).toBe('InsuranceAgency');
    expect(agency['@id']).toBe(agencyId);
    expect(agency.name).toBe(siteConfig.company.name);
    expect(agency.telephone).toBe(siteConfig.phones.sales.e164);
    expect(agency.email).toBe(siteConfig.email);
    expect(agency.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      postalCode: siteConfig.address.postalCode,
      addressCountry: siteConfig.address.country,
    });
    expect(agency.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: siteConfig.hours.days.map((d) => `https://schema.org/${d}`),
      opens: siteConfig.hours.opens,
      closes: siteConfig.hours.closes,
    });
  });

  it('uses absolute URLs on the site', () => {
    expect(agency.url).toBe(`${siteConfig.siteUrl}/`);
    // The PNG drawn at build; tests/dist/jsonld.test.ts checks the file and its size.
    expect(agency.logo).toBe(`${siteConfig.siteUrl}/logo-512.png`);
  });
});

describe('foundingDateOf', () => {
  it('leaves the founding year out while it is a sample, and gives it once it is the agency’s own', () => {
    expect(foundingDateOf({ foundingYear: 2003, sample: ['foundingYear', 'founderStory'] })).toBeUndefined();
    expect(foundingDateOf({ foundingYear: 2008, sample: ['founderStory'] })).toBe('2008');
    expect(foundingDateOf({ foundingYear: 2008 })).toBe('2008');
  });

  it('puts no foundingDate on the agency while the shipped year is a sample', () => {
    expect('foundingDate' in json(buildAgency())).toBe(!siteConfig.company.sample?.includes('foundingYear'));
  });
});

describe('buildWebSite and buildWebPage', () => {
  it('links the website to the agency', () => {
    const site = json(buildWebSite());
    expect(site['@id']).toBe(websiteId);
    expect(site.publisher).toEqual({ '@id': agencyId });
    expect(site.url).toBe(`${siteConfig.siteUrl}/`);
  });

  it('gives the page its canonical URL and refers to its breadcrumb only when it has one', () => {
    const withCrumb = json(buildWebPage({ path: '/about', title: 'About', description: 'd', hasBreadcrumb: true }));
    expect(withCrumb.url).toBe(absoluteUrl('/about'));
    expect(withCrumb['@id']).toBe(`${absoluteUrl('/about')}#webpage`);
    expect(withCrumb.breadcrumb).toEqual({ '@id': `${absoluteUrl('/about')}#breadcrumb` });
    expect(withCrumb.isPartOf).toEqual({ '@id': websiteId });

    const home = json(buildWebPage({ path: '/', title: 'Home', description: 'd', hasBreadcrumb: false }));
    expect(home.url).toBe(`${siteConfig.siteUrl}/`);
    expect(home).not.toHaveProperty('breadcrumb');
  });

  it('the breadcrumb id the page refers to is the id of the page breadcrumb list', () => {
    const page = json(buildWebPage({ path: '/tx/houston', title: 't', description: 'd', hasBreadcrumb: true }));
    const list = json(
      buildBreadcrumbs([
        { name: 'Texas', path: '/tx' },
        { name: 'Houston', path: '/tx/houston' },
      ]),
    );
    expect(page.breadcrumb).toEqual({ '@id': list['@id'] });
  });
});

describe('buildCityItemList', () => {
  const items = [
    { name: 'Dallas, TX', path: '/tx/dallas' },
    { name: 'Houston, TX', path: '/tx/houston' },
    { name: 'San Antonio, TX', path: '/tx/san-antonio' },
  ];

  it('counts its items and lists them in ascending order with absolute URLs', () => {
    const list = json(buildCityItemList('/tx', items));
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(items.length);
    expect(list.itemListOrder).toBe('https://schema.org/ItemListOrderAscending');
    const elements = list.itemListElement as Json[];
    expect(elements).toHaveLength(items.length);
    expect(elements.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(elements.map((e) => e.name)).toEqual(items.map((i) => i.name));
    expect(elements.map((e) => e.url)).toEqual(items.map((i) => absoluteUrl(i.path)));
  });

  it('numberOfItems is 0 for an empty list', () => {
    const list = json(buildCityItemList('/wy', []));
    expect(list.numberOfItems).toBe(0);
    expect(list.itemListElement).toEqual([]);
  });
});

describe('buildFaqPage', () => {
  it('turns each item into a Question with an accepted Answer', () => {
    const faq = json(buildFaqPage('/faq', [{ question: 'Q1?', answer: 'A1.' }]));
    expect(faq['@id']).toBe(`${absoluteUrl('/faq')}#faq`);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
    ]);
  });
});

describe('buildGraph', () => {
  it('wraps the nodes in one schema.org @graph', () => {
    const graph = json(buildGraph([buildAgency(), buildWebSite()]));
    expect(graph['@context']).toBe('https://schema.org');
    expect((graph['@graph'] as Json[]).map((n) => n['@type'])).toEqual(['InsuranceAgency', 'WebSite']);
  });
});

describe('serializeJsonLd', () => {
  const hostile = {
    name: 'Smith & Sons </script><script>alert(1)</script>',
    note: 'a > b < c <!-- d -->',
    lines: 'one\u2028two\u2029three',
    nested: [{ text: '</SCRIPT >' }, 5, null, true],
    unicode: 'Cañon City — “quoted”',
  };

  it('escapes <, >, & and the line separators', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain('</script>');
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('round-trips through JSON.parse to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const graph = buildGraph([buildAgency(), buildWebSite(), buildBreadcrumbs([{ name: 'A & B', path: '/about' }])]);
    expect(JSON.parse(serializeJsonLd(graph))).toEqual(json(graph));
  });

  it('leaves data with nothing to escape as plain JSON', () => {
    const plain = { a: 'b', c: [1, 2] };
    expect(serializeJsonLd(plain)).toBe(JSON.stringify(plain));
  });
});
