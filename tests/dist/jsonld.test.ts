import { describe, it } from 'vitest';
import { absoluteUrl } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { Check, distHas, loadPages, type Page, siteUrl } from './helpers';
import { distFileOf, pngSizeOf } from './images';

/** The JSON-LD of every prerendered page: parses, holds the agency, the page and its breadcrumb. */
type Node = Record<string, unknown>;

const pages = loadPages();

/** schema.org types that are a WebPage. */
const webPageTypes = new Set([
  'WebPage',
  'AboutPage',
  'CheckoutPage',
  'CollectionPage',
  'ContactPage',
  'FAQPage',
  'ItemPage',
  'MedicalWebPage',
  'ProfilePage',
  'QAPage',
  'SearchResultsPage',
]);

function types(node: Node): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object inside a value, depth first. */
function* objects(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objects(child);
  }
}

interface Parsed {
  blocks: number;
  nodes: Node[];
  /** Every object of every block, for @id references. */
  all: Node[];
}

function parseJsonLd(page: Page, check: Check): Parsed {
  const out: Parsed = { blocks: 0, nodes: [], all: [] };
  for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
    out.blocks++;
    const text = script.textContent ?? '';
    if (text.includes('<')) check.fail(page.file, `JSON-LD block ${out.blocks} holds a raw "<"`);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      check.fail(page.file, `JSON-LD block ${out.blocks} is not JSON: ${(error as Error).message}`);
      continue;
    }
    const roots = Array.isArray(data) ? data : [data];
    for (const root of roots) {
      if (!isObject(root)) {
        check.fail(page.file, `JSON-LD block ${out.blocks} is not an object`);
        continue;
      }
      if (root['@context'] !== 'https://schema.org') {
        check.fail(page.file, `JSON-LD @context is ${JSON.stringify(root['@context'])}, want "https://schema.org"`);
      }
      const graph = root['@graph'];
      if (Array.isArray(graph)) out.nodes.push(...graph.filter(isObject));
      else out.nodes.push(root);
      out.all.push(...objects(root));
    }
  }
  return out;
}

function checkAgency(page: Page, nodes: Node[], check: Check): void {
  const agencies = nodes.filter((n) => types(n).includes('InsuranceAgency'));
  if (agencies.length !== 1) {
    check.fail(page.file, `expected one InsuranceAgency node, found ${agencies.length}`);
    return;
  }
  const agency = agencies[0] as Node;
  const address = agency.address;
  if (!isObject(address) || !types(address).includes('PostalAddress')) {
    check.fail(page.file, 'InsuranceAgency has no PostalAddress');
  } else {
    for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']) {
      if (typeof address[field] !== 'string' || !address[field]) {
        check.fail(page.file, `InsuranceAgency address lacks ${field}`);
      }
    }
    if (address.streetAddress !== siteConfig.address.street) {
      check.fail(page.file, `agency street is ${JSON.stringify(address.streetAddress)}, not the site config's`);
    }
  }
  if (agency.telephone !== siteConfig.phones.sales.e164) {
    check.fail(
      page.file,
      `agency telephone is ${JSON.stringify(agency.telephone)}, want ${siteConfig.phones.sales.e164}`,
    );
  }
  const hours = agency.openingHoursSpecification;
  const specs = Array.isArray(hours) ? hours : [hours];
  if (
    hours === undefined ||
    !specs.every((s) => isObject(s) && typeof s.opens === 'string' && typeof s.closes === 'string' && s.dayOfWeek)
  ) {
    check.fail(page.file, 'InsuranceAgency has no complete openingHoursSpecification (dayOfWeek, opens, closes)');
  }
}

/** An image URL of ours: on the site, a PNG in dist/ at least `min` pixels each way; its size, or undefined. */
function checkImage(page: Page, what: string, url: unknown, min: { width: number; height: number }, check: Check) {
  const target = typeof url === 'string' ? distFileOf(url) : undefined;
  if (!target) return check.fail(page.file, `${what} ${JSON.stringify(url)} is not an absolute URL on the site`);
  if (!distHas(target)) return check.fail(page.file, `${what} ${url} has no file in dist (${target})`);
  const size = pngSizeOf(target);
  if (!size) return check.fail(page.file, `${what} ${target} is not a PNG`);
  if (size.width < min.width || size.height < min.height) {
    check.fail(page.file, `${what} is ${size.width}x${size.height}, want at least ${min.width}x${min.height}`);
  }
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The agency's logo is a raster image of ours, 512x512 or more; Articles and Reviews are dated. */
function checkImagesAndDates(page: Page, nodes: Node[], check: Check): void {
  for (const agency of nodes.filter((n) => types(n).includes('InsuranceAgency'))) {
    const logo = agency.logo;
    checkImage(page, 'agency logo', isObject(logo) ? logo.url : logo, { width: 512, height: 512 }, check);
    checkImage(page, 'agency image', agency.image, { width: 512, height: 512 }, check);
  }
  for (const node of nodes) {
    const kinds = types(node);
    if (!kinds.includes('Article') && !kinds.includes('Review')) continue;
    const kind = kinds.includes('Article') ? 'Article' : 'Review';
    if (typeof node.datePublished !== 'string' || !isoDate.test(node.datePublished)) {
      check.fail(page.file, `${kind} has no datePublished (YYYY-MM-DD): ${JSON.stringify(node.datePublished)}`);
    } else if (typeof node.dateModified === 'string' && node.dateModified < node.datePublished) {
      check.fail(
        page.file,
        `${kind} was modified (${node.dateModified}) before it was published (${node.datePublished})`,
      );
    }
    if (kind === 'Article') {
      const image = node.image;
      checkImage(page, 'Article image', isObject(image) ? image.url : image, { width: 1200, height: 630 }, check);
    }
  }
}

function checkPageNodes(page: Page, nodes: Node[], check: Check): void {
  const canonical = absoluteUrl(page.path);
  const webPages = nodes.filter((n) => types(n).some((t) => webPageTypes.has(t)) && n.url === canonical);
  if (webPages.length === 0) check.fail(page.file, `no WebPage node whose url is the canonical ${canonical}`);

  const lists = nodes.filter((n) => types(n).includes('BreadcrumbList'));
  if (page.path === '/') {
    if (lists.length > 0) check.fail(page.file, 'the home page has a BreadcrumbList');
    return;
  }
  if (lists.length !== 1) {
    check.fail(page.file, `expected one BreadcrumbList, found ${lists.length}`);
    return;
  }
  const items = (lists[0] as Node).itemListElement;
  if (!Array.isArray(items) || items.length < 2) {
    check.fail(page.file, 'BreadcrumbList needs at least Home and the page itself');
    return;
  }
  items.forEach((item, i) => {
    if (!isObject(item) || item.position !== i + 1) {
      check.fail(page.file, `breadcrumb item ${i + 1} has position ${isObject(item) ? item.position : '?'}`);
    } else if (typeof item.item !== 'string' || !item.item.startsWith(`${siteUrl}/`)) {
      check.fail(page.file, `breadcrumb item ${i + 1} is not an absolute URL on the site: ${String(item.item)}`);
    } else if (!item.name) {
      check.fail(page.file, `breadcrumb item ${i + 1} has no name`);
    }
  });
  const first = items[0] as Node;
  if (first.name !== 'Home' || first.item !== `${siteUrl}/`) {
    check.fail(page.file, `first breadcrumb is ${JSON.stringify(first)}, want Home at ${siteUrl}/`);
  }
  const last = items[items.length - 1] as Node;
  if (last.item !== canonical)
    check.fail(page.file, `last breadcrumb is ${String(last.item)}, want the page ${canonical}`);
}

/** Every `{ "@id": x }` reference points at a node of the page. */
function checkReferences(page: Page, parsed: Parsed, check: Check): void {
  const ids = new Set(parsed.all.filter((o) => Object.keys(o).length > 1).map((o) => o['@id']));
  for (const ref of parsed.all) {
    if (Object.keys(ref).length === 1 && typeof ref['@id'] === 'string' && !ids.has(ref['@id'])) {
      check.fail(page.file, `JSON-LD refers to ${ref['@id']}, which no node of the page defines`);
    }
  }
}

describe('dist JSON-LD', () => {
  it('parses, holds the agency on every page, and the WebPage and breadcrumb on indexable pages', () => {
    const check = new Check('JSON-LD');
    let blocks = 0;
    let nodes = 0;
    for (const page of pages) {
      const parsed = parseJsonLd(page, check);
      blocks += parsed.blocks;
      nodes += parsed.nodes.length;
      if (parsed.blocks === 0) {
        check.fail(page.file, 'no <script type="application/ld+json">');
        continue;
      }
      checkAgency(page, parsed.nodes, check);
      if (page.kind === 'page') checkPageNodes(page, parsed.nodes, check);
      checkReferences(page, parsed, check);
    }
    check.finish(`checked ${pages.length} pages, ${blocks} blocks, ${nodes} nodes`);
  });

  it('has a raster logo of at least 512x512 in dist/, and every Article and Review has datePublished', () => {
    const check = new Check('JSON-LD images and dates');
    let dated = 0;
    for (const page of pages) {
      const parsed = parseJsonLd(page, check);
      checkImagesAndDates(page, parsed.nodes, check);
      dated += parsed.nodes.filter((n) => types(n).some((t) => t === 'Article' || t === 'Review')).length;
    }
    check.finish(`checked ${pages.length} pages, ${dated} Articles and Reviews`);
  });
});
