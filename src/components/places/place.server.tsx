import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Thing } from 'schema-dts';
import { facts as siteFacts } from '#core/facts';
import { stateLicense } from '#core/licenses';
import { statePath } from '#core/paths';
import { placeId } from '#core/place-naming';
import { siteConfig } from '#core/site.config';
import { stateLicenses } from '#core/site.licenses';
import { listWords } from '../../../content/generate/places';
import { cities } from '../../../content/places/cities';
import {
  type CityPageFacts,
  cityIndexable,
  type StatePageFacts,
  sharesNumbers,
  stateContents,
  untracedNumbers,
} from '../../../content/places/place-facts';
import { placeFacts } from '../../../content/places/place-pages';
import { renderMarkdown } from '../../content/render';
import { cityLinks } from '../../lib/places';
import { buildCityItemList, buildFaqPage } from '../../seo/jsonld';
import { buildPlaceService } from '../../seo/jsonld-places';
import { CityList } from '../CityList';
import { CityFactsList, StateFactsList } from './CityFactsList';
import { CityOffices } from './CityOffices';
import { compilePlaceText } from './place-markdown.server';
import type { PartName, PlaceHead } from './place-types';
import { CityServiceLine } from './ServiceBlock';
import { Sources } from './Sources';
import { StateCities } from './StateCities';
import { StateFaq, stateFaqItems } from './StateFaq';

/**
 * The build-time half of a state or city page: its meta description and structured data, and
 * the parts of the page that state its facts (the generated text, the facts table, the nearest
 * city pages, the city list, the FAQ and the Sources list), all read from the place's facts record
 * (content/places/place-pages.ts). The build refuses a page whose parts print a number that is not
 * a field of that record. Imported only when rendering on the server (see PlaceContent.tsx).
 */

export interface PlaceServerData {
  head: PlaceHead;
  /** Each part's HTML, rendered once: the page embeds it and the number check reads it. */
  parts: Record<PartName, string>;
}

const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * The parts rendered to HTML, once per page. The parts hold router links, so they render inside a
 * router; every link in them is absolute, so its href does not depend on the router's location.
 * renderToString writes what the page's own render would write there (text separators
 * included), so the page embeds these strings as they are.
 */
export function renderParts(parts: Record<PartName, ReactNode>): Record<PartName, string> {
  const html = (node: ReactNode) => renderToString(<MemoryRouter future={routerFuture}>{node}</MemoryRouter>);
  return { text: html(parts.text), more: html(parts.more) };
}

function generatedText(file: string): ReactNode {
  const source = readFileSync(join(process.cwd(), ...file.split('/')), 'utf8');
  return <div className="place-text">{renderMarkdown(compilePlaceText(source, file).tree)}</div>;
}

// Every place page's check reads the site's facts and phone numbers: their numbers are collected once.
sharesNumbers(siteFacts);
sharesNumbers(siteConfig.phones);

/**
 * Throws when the parts print a number that is not a field of the page's facts (or of the site
 * config's facts, which the service lines and the FAQ state): a figure typed into a template, or
 * one computed twice and rounded two ways.
 */
export function assertTraceable(id: string, parts: PlaceServerData['parts'], ...records: unknown[]): void {
  // The HTML the page shows, in one pass: text separators (<!-- -->) join the text they split,
  // tags and character references part words.
  const text = `${parts.text}${parts.more}`.replace(/<!-- -->|<[^>]+>|&[a-z#0-9]+;/gi, (m) =>
    m === '<!-- -->' ? '' : ' ',
  );
  const stray = untracedNumbers(text, siteFacts, ...records);
  if (stray.length > 0) {
    const where = stray.map((n) => {
      const at = text.search(new RegExp(`(?<![\\d,.])${n.replace(/[.,]/g, '\\$&')}(?![\\d])`));
      return `${n} ("${text
        .slice(Math.max(0, at - 40), at + 20)
        .replace(/\s+/g, ' ')
        .trim()}")`;
    });
    throw new Error(`${id}: the page prints ${where.join(', ')}, which no field of its facts holds`);
  }
}

/** "Burial insurance in Texas: …", under 160 characters, from the facts record. */
export function stateDescription(f: StatePageFacts): string {
  const cost = f.funeralCost ? ` (NFDA ${f.funeralCost.year} ${f.funeralCost.kind} ${f.funeralCost.burial})` : '';
  const long = `Burial insurance in ${f.name}: funeral costs${cost}, who licenses agents,${f.freeLook ? ' the free-look period,' : ''} veterans cemeteries and city pages, with sources.`;
  return long.length <= 160
    ? long
    : `Burial insurance in ${f.name}: funeral costs, agent licensing, veterans cemeteries and city pages, with sources.`;
}

/** What a city page holds, as its description and lede name it: "its county, Census figures and nearest veterans cemeteries". */
export function cityContents(f: CityPageFacts): string {
  const parts = [
    f.counties && f.counties.length > 0 && f.state.code !== 'DC'
      ? f.counties.length > 1
        ? 'its counties'
        : 'its county'
      : '',
    f.population ? 'Census figures' : '',
    f.cemeteries.length > 0 ? 'the nearest veterans cemeteries' : '',
  ].filter((p) => p.length > 0);
  return parts.length === 0 ? 'links to the state page' : listWords(parts);
}

export function cityDescription(f: CityPageFacts): string {
  const people = f.population?.estimate
    ? `: ${f.population.estimate.value} people (Census estimate, ${f.population.estimate.year})`
    : '';
  const long = `Burial insurance in ${f.city}, ${f.state.code}${people}. ${cap(cityContents(f))}, with sources.`;
  return long.length <= 160
    ? long
    : `Burial insurance in ${f.city}, ${f.state.code}${people}. Local facts, with sources.`;
}

/** "the Texas page", "the District of Columbia page": the link to a city's state page. */
export function statePageName(f: Pick<CityPageFacts, 'state'>): string {
  return `the ${f.state.code === 'DC' ? 'District of Columbia' : f.state.name} page`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The lede under a state page's H1, naming only what the page holds. */
export function stateLede(f: StatePageFacts): string {
  const parts = stateContents(f);
  return `Facts for planning a funeral in ${f.name}: ${listWords(parts)}, each with its source.`;
}

/** The ten South Carolina cities of the spec, in its order, listed on /south-carolina; each has a city page. */
export const southCarolinaCities = [
  'Charleston',
  'Columbia',
  'North Charleston',
  'Mount Pleasant',
  'Rock Hill',
  'Greenville',
  'Summerville',
  'Spartanburg',
  'Florence',
  'Myrtle Beach',
] as const;

/** The state's cities with pages, or (for /south-carolina) the spec's list in its order. */
function citiesOf(code: string, order?: readonly string[]) {
  const mine = cities.filter((c) => c.state === code);
  if (!order) return mine;
  return order.flatMap((name) => mine.filter((c) => c.name === name));
}

function statePlace(code: string, order?: readonly string[]): PlaceServerData {
  const f = placeFacts().state(code);
  const path = statePath(f.state.code);
  const id = placeId(f.state.code);
  const list = citiesOf(f.state.code, order);
  const cityCount = String(list.length);
  const faq = stateFaqItems(f);
  const jsonLd: Thing[] = [
    buildPlaceService(path, { stateName: f.state.name, stateCode: f.state.code }),
    ...(list.length > 0 ? [buildCityItemList(path, cityLinks(list))] : []),
    buildFaqPage(path, faq),
  ];
  const parts = renderParts({
    text: (
      <>
        {generatedText(`content/states/${id}.md`)}
        <StateFactsList facts={f} cityCount={cityCount} />
      </>
    ),
    more: (
      <>
        {list.length > 0 ? (
          <section aria-labelledby="state-cities">
            <h2 id="state-cities">City pages in {f.state.code === 'DC' ? 'the District' : f.state.name}</h2>
            <CityList cities={list} headingId="state-cities" open={f.state.code} />
          </section>
        ) : null}
        <StateFaq facts={f} items={faq} />
        <Sources sources={f.sources} />
      </>
    ),
  });
  assertTraceable(id, parts, f, { cityCount }, siteConfig.phones);
  return { head: { description: stateDescription(f), lede: stateLede(f), jsonLd }, parts };
}

/** The ids of the sources a state page lists, by state, worked out once: a city page links them there. */
const stateSources = new Map<string, ReadonlySet<string>>();
function stateSourceIds(code: string): ReadonlySet<string> {
  let ids = stateSources.get(code);
  if (!ids) {
    ids = new Set(
      placeFacts()
        .state(code)
        .sources.map((s) => s.id),
    );
    stateSources.set(code, ids);
  }
  return ids;
}

function cityPlace(id: string): PlaceServerData {
  const f = placeFacts().city(id);
  const path = `/${id}`;
  const parts = renderParts({
    text: (
      <>
        {generatedText(`content/cities/${id}.md`)}
        <CityOffices facts={f} />
        <CityFactsList facts={f} />
      </>
    ),
    more: (
      <>
        <CityServiceLine
          stateCode={f.state.code}
          stateName={f.name}
          statePage={{ path: f.path, name: statePageName(f) }}
          freeLook={f.stateFreeLook}
        />
        <StateCities facts={f} />
        <Sources
          sources={f.sources}
          elsewhere={{ ids: stateSourceIds(f.state.code), path: f.path, name: statePageName(f) }}
        />
      </>
    ),
  });
  assertTraceable(id, parts, f, siteConfig.phones, { license: stateLicense(stateLicenses, f.state.code) });
  return {
    head: {
      description: cityDescription(f),
      ...(cityIndexable(f) ? {} : { noindex: true }),
      jsonLd: [buildPlaceService(path, { stateName: f.state.name, stateCode: f.state.code, cityName: f.city })],
    },
    parts,
  };
}

/** Everything static about the place with this id ("tx" or "tx/houston"), computed synchronously. */
export function loadPlace(id: string): PlaceServerData {
  if (id === 'south-carolina') {
    const sc = statePlace('SC', southCarolinaCities);
    return {
      ...sc,
      head: {
        ...sc.head,
        description: `Ten South Carolina cities, with the state's funeral costs, agent licensing and veterans cemeteries, each with its source.`,
      },
    };
  }
  if (id === 'illinois/chicago') {
    const chicago = cityPlace(placeId('IL', 'Chicago'));
    return {
      ...chicago,
      head: {
        ...chicago.head,
        description: `Chicago, Illinois: ${cityContents(placeFacts().city(placeId('IL', 'Chicago')))}, each with its source.`,
      },
    };
  }
  return id.includes('/') ? cityPlace(id) : statePlace(id);
}
