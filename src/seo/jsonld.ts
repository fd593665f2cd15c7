import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  InsuranceAgency,
  ItemList,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { isSourced } from '#core/claims';
import { absoluteUrl } from '#core/paths';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import type { SiteConfig } from '#core/site.config.schema';
import { startingPrice, startingPriceSentence } from '../../content/data/insurer-plans/claims';
import { imageUrl, logoImage } from './share-images';

/** A breadcrumb step: the visible name and the site path it links to. */
export interface Crumb {
  name: string;
  path: string;
}

export const agencyId = `${siteConfig.siteUrl}/#agency`;
export const websiteId = `${siteConfig.siteUrl}/#website`;

/**
 * The agency's founding year for JSON-LD: absent while the year is a sample written for the site
 * (company.sample lists it), so that search engines never read an invented fact as the agency's.
 */
export function foundingDateOf(company: Pick<SiteConfig['company'], 'foundingYear' | 'sample'>): string | undefined {
  return company.sample?.includes('foundingYear') ? undefined : String(company.foundingYear);
}

/** The agency itself: one address, one phone, its opening hours. */
export function buildAgency(): InsuranceAgency {
  const { company, address, phones, email, hours } = siteConfig;
  const claims = claimsRegister;
  return {
    '@type': 'InsuranceAgency',
    '@id': agencyId,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: absoluteUrl('/'),
    // A 512x512 PNG drawn at build (build/share-images.ts): Google wants 112x112 or more.
    logo: imageUrl(logoImage),
    image: imageUrl(logoImage),
    telephone: phones.sales.e164,
    email,
    ...(foundingDateOf(company) ? { foundingDate: foundingDateOf(company) } : {}),
    ...(startingPrice ? { priceRange: startingPriceSentence } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: { '@type': 'Country', name: 'United States' },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((d) => `https://schema.org/${d}` as DayOfWeek),
      opens: hours.opens,
      closes: hours.closes,
    },
    ...(isSourced(claims.familiesServed) ? { slogan: `Trusted by ${claims.familiesServed.figure} families` } : {}),
  };
}

export function buildWebSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: siteConfig.company.name,
    publisher: { '@id': agencyId },
    inLanguage: 'en-US',
  };
}

/** BreadcrumbList whose first item is always Home. */
export function buildBreadcrumbs(crumbs: readonly Crumb[]): BreadcrumbList {
  const withHome = crumbs[0]?.path === '/' ? crumbs : [{ name: 'Home', path: '/' }, ...crumbs];
  return {
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(withHome[withHome.length - 1]?.path ?? '/')}#breadcrumb`,
    itemListElement: withHome.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function buildWebPage(input: {
  path: string;
  title: string;
  description: string;
  hasBreadcrumb: boolean;
}): WebPage {
  const url = absoluteUrl(input.path);
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: input.title,
    description: input.description,
    isPartOf: { '@id': websiteId },
    about: { '@id': agencyId },
    inLanguage: 'en-US',
    ...(input.hasBreadcrumb ? { breadcrumb: { '@id': `${url}#breadcrumb` } } : {}),
  };
}

export function buildFaqPage(path: string, items: ReadonlyArray<{ question: string; answer: string }>): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#faq`,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** One JSON-LD document holding every node of a page. */
export function buildGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes as Thing[] } as Graph;
}

/**
 * Serialise JSON-LD for an inline <script> block. `<` is escaped so that no string in the data
 * can close the script element (react-helmet writes the text raw); `>`, `&` and the line
 * separators are escaped too, which keeps the payload inert in any HTML context.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * ItemList of place pages, in the order shown (ascending): a state's city pages by default, or
 * another list (the home page's state pages) named by `list`.
 */
export function buildCityItemList(
  path: string,
  items: ReadonlyArray<{ name: string; path: string }>,
  list: { id: string; name: string } = { id: 'cities', name: 'Cities we serve' },
): ItemList {
  return {
    '@type': 'ItemList',
    '@id': `${absoluteUrl(path)}#${list.id}`,
    name: list.name,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}
