import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { formatCount } from '#core/format';
import { absoluteUrl, cityPath, getPath, statePath } from '#core/paths';
import { placeId } from '#core/place-naming';
import { maxOverlap } from '../../cli/commands/audit/rules/place-pages';
import { placeKind, placeText } from '../../cli/commands/audit/rules/place-text';
import { countyOfCity, officesOfCity } from '../../content/data/county-offices';
import { states } from '../../content/data/states';
import { maxShingleOverlap, sentencesOf, textFaults } from '../../content/generate/text-rules';
import { cityFacts as cities } from '../../content/places/cities';
import { minOwnFacts } from '../../content/places/place-facts';
import { placeFacts } from '../../content/places/place-pages';
import { agencyId } from '../../src/seo/jsonld';
import { Check, loadPages, type Page, readDist, repoRoot } from './helpers';

/**
 * The state and city pages in dist/: one per state and per city, each with its generated text
 * in the static HTML, a city page with only its own facts and links to its state, its structured
 * data, and text that reads as written for that place.
 */
type Node = Record<string, unknown>;

const pages = loadPages();
const byPath = new Map(pages.map((p) => [p.path, p]));
const cityPages = cities.map((c) => byPath.get(cityPath(c.state, c.name)));
const statePages = states.map((s) => byPath.get(statePath(s.code)));
/** Every state and city page, the dedicated /south-carolina and /illinois/chicago included. */
const placePages = pages.filter((p) => placeKind(p.path) !== undefined);

function graph(page: Page): Node[] {
  const out: Node[] = [];
  for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? '{}') as { '@graph'?: Node[] };
    out.push(...(data['@graph'] ?? []));
  }
  return out;
}

const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);

describe('place pages in dist', () => {
  it('has a page for every state and DC and for at least 250 cities', () => {
    expect(states).toHaveLength(51);
    expect(cities.length).toBeGreaterThanOrEqual(250);
    const check = new Check('place pages');
    states.forEach((s, i) => {
      if (!statePages[i]) check.fail(`${statePath(s.code).slice(1)}.html`, 'state page missing');
    });
    cities.forEach((c, i) => {
      if (!cityPages[i]) check.fail(`${cityPath(c.state, c.name).slice(1)}.html`, 'city page missing');
    });
    check.finish(`${statePages.filter(Boolean).length} state pages, ${cityPages.filter(Boolean).length} city pages`);
  });

  it('puts the generated text, the facts table, the links to the state and its cities and the Sources list in the static HTML', () => {
    const check = new Check('place text');
    cities.forEach((city, i) => {
      const page = cityPages[i];
      if (!page) return;
      const id = cityPath(city.state, city.name).slice(1);
      const text = page.document.querySelector(`[data-place-part="${id}:text"]`);
      if (!text?.querySelector('.place-text')) check.fail(page.file, 'no generated text');
      if (!text?.querySelector('.place-facts[data-own-facts]')) check.fail(page.file, 'no facts table with its count');
      for (const fact of ['licenses', 'complaints', 'free-look', 'funeral-burial', 'funeral-cremation']) {
        if (text?.querySelector(`[data-fact="${fact}"]`))
          check.fail(page.file, `the state's fact ${fact} on a city page`);
      }
      const links = [...page.document.querySelectorAll('main .place-state-cities a')].map(
        (a) => a.getAttribute('href') ?? '',
      );
      if (!links.includes(statePath(city.state))) check.fail(page.file, 'no link up to its state');
      for (const href of links) {
        if (!href.startsWith(statePath(city.state))) check.fail(page.file, `links ${href}, a page of another state`);
        if (!byPath.has(href)) check.fail(page.file, `links ${href}, which has no page`);
      }
      const others = cities.filter((c) => c.state === city.state && c !== city).length;
      if (links.length !== others + 1) check.fail(page.file, `${links.length - 1} city links, want ${others}`);
      if (page.document.querySelector('main figure.story'))
        check.fail(page.file, 'stories that are not about the place');
    });
    states.forEach((state, i) => {
      const page = statePages[i];
      const id = statePath(state.code).slice(1);
      if (page && !page.document.querySelector(`[data-place-part="${id}:text"] .place-text h2`)) {
        check.fail(page.file, 'no generated text');
      }
    });
    check.finish(`${cities.length} cities, ${states.length} states`);
  });

  it('has no city-page sentence made only of state-level or national facts: each names the city, its county or a distance from it', () => {
    const check = new Check('city sentences');
    let sentences = 0;
    cities.forEach((city, i) => {
      const page = cityPages[i];
      if (!page) return;
      const own = [city.name, ...(city.census?.counties ?? (city.census ? [city.census.county] : []))];
      const state = states.find((s) => s.code === city.state);
      // Sentence by paragraph, with the abbreviations in names (St. Petersburg, Ft. Dodge, Albert G. Horton, Jr., ext. 202) kept whole.
      const paragraphs = [...page.document.querySelectorAll('.place-text p')].map((p) =>
        (p.textContent ?? '').replace(/\s+/g, ' ').replace(/\b(St|Ft|Mt|No|Jr|Gov|ext|[A-Z])\./g, '$1·'),
      );
      for (const sentence of paragraphs.flatMap(sentencesOf).map((t) => t.replace(/·/g, '.'))) {
        sentences++;
        if (!own.some((name) => sentence.includes(name))) {
          check.fail(page.file, `a sentence about neither ${city.name} nor its county: "${sentence}"`);
        }
        if (/\$\d|free-look|licenses insurance agents|Department of Insurance/i.test(sentence)) {
          check.fail(page.file, `a state-level or national fact: "${sentence}"`);
        }
      }
      // The state's own facts stay on the state page (its regulator, funeral cost figures, free look).
      const main = page.document.querySelector('main .place-text')?.textContent ?? '';
      if (state && main.includes(`${state.name} Department`)) check.fail(page.file, 'names the state regulator');
    });
    check.finish(`${sentences} sentences on ${cities.length} city pages`);
  });

  it('keeps every two city pages below half their 5-word shingles in common over the whole main text (the audit’s gate)', () => {
    const compared = pages.filter(
      (p) => placeKind(p.path) === 'city' && p.path !== getPath('chicago') && p.kind !== 'redirect',
    );
    // The whole main text: the line to the state page and the Sources list count too.
    const overlap = maxShingleOverlap(compared.map((p) => ({ page: p.path, text: placeText(p.document) })));
    expect(compared.length).toBe(cities.length);
    expect(compared.every((p) => placeText(p.document).includes('licensed to sell'))).toBe(true);
    expect(overlap.max, `${overlap.pair?.join(' and ')}`).toBeLessThanOrEqual(maxOverlap);
  });

  it('shows each city page its county’s offices after a death, linked, with the page each was read on in its Sources, or the one line that names the page carrying them', () => {
    const check = new Check('county offices');
    let shown = 0;
    let pointers = 0;
    for (const city of cities) {
      const page = byPath.get(cityPath(city.state, city.name));
      if (!page) continue;
      const f = placeFacts().city(placeId(city.state, city.name));
      const data = officesOfCity({ state: city.state, name: city.name, county: countyOfCity(city) })?.offices ?? [];
      const listed = f.offices?.list ?? [];
      const items = [...page.document.querySelectorAll('main section.place-offices li[data-office]')];
      if (items.length !== listed.length)
        check.fail(page.file, `${items.length} offices shown, ${listed.length} in its facts`);
      const sources = [...page.document.querySelectorAll('main section#sources a')].map((a) => a.getAttribute('href'));
      for (const office of listed) {
        // Two offices may share one page (a clerk of court that is also the parish's vital records agent).
        const item = items.find(
          (li) =>
            li.getAttribute('data-office') === office.kind &&
            li.querySelector('a')?.getAttribute('href') === office.url &&
            li.textContent?.includes(office.name),
        );
        const heading = item?.closest('section')?.querySelector('h2')?.textContent ?? '';
        const want =
          office.kind === 'estate-court'
            ? `The court for the estate of someone who lived in ${city.name}`
            : `Where to get death certificates in ${city.name}`;
        if (!item?.textContent?.includes(office.address))
          check.fail(page.file, `${office.name} not shown with its address`);
        else if (heading !== want) check.fail(page.file, `${office.name} under "${heading}"`);
        else shown++;
        const read = data.find((o) => o.name === office.name)?.source.url;
        if (!read || !sources.includes(read))
          check.fail(page.file, `${office.name}: the page it was read on is not in Sources`);
      }
      const on = f.officesOn;
      const pointer = page.document.querySelector('main [data-offices-on] a');
      if (on) {
        pointers++;
        const [path, anchor] = on.path.split('#');
        const target = byPath.get(path ?? '')?.document.getElementById(anchor ?? '');
        if (pointer?.getAttribute('href') !== on.path || !target)
          check.fail(page.file, `the line naming ${on.city}'s page does not lead to its offices (${on.path})`);
      } else if (pointer) check.fail(page.file, 'names another page for offices its facts do not send there');
    }
    // Dallas County: its court on the Dallas page (the largest), with its source; Irving points there and does not
    // get the City of Dallas's own office.
    const dallas = byPath.get('/tx/dallas');
    const court = dallas?.document.querySelector('main section.place-offices li[data-office="estate-court"]');
    expect(court?.textContent).toContain('600 Commerce Street, Dallas, Texas 75202');
    expect(court?.querySelector('a')?.getAttribute('href')).toBe('https://dallascounty.org/government/courts/probate/');
    expect(dallas?.document.querySelector('main section#sources')?.textContent).toContain(
      'The Probate Courts of Dallas County',
    );
    const irving = byPath.get('/tx/irving')?.document.querySelector('main');
    expect(irving?.textContent).not.toContain('City of Dallas Vital Statistics');
    expect(irving?.querySelector('[data-offices-on] a')?.getAttribute('href')).toMatch(/^\/tx\/dallas#offices-/);
    expect(shown).toBeGreaterThanOrEqual(100);
    expect(pointers).toBeGreaterThan(0);
    check.finish(`${shown} offices on city pages; ${pointers} pages name their county's page instead`);
  });

  it('names Los Angeles National Cemetery with its columbarium on /ca/los-angeles', () => {
    const page = byPath.get('/ca/los-angeles');
    const items = [...(page?.document.querySelectorAll('main .place-text li') ?? [])].map((li) =>
      (li.textContent ?? '').replace(/\s+/g, ' '),
    );
    const la = items.find((item) => item.includes('Los Angeles National Cemetery'));
    expect(la, items.join(' | ')).toBeDefined();
    expect(la).toMatch(/columbarium/i);
  });

  it('never calls a cemetery more than 500 miles away the nearest on a Hawaiian or Alaskan page', () => {
    const check = new Check('cemeteries across an ocean');
    let named = 0;
    cities.forEach((city, i) => {
      const page = cityPages[i];
      if (!page || (city.state !== 'HI' && city.state !== 'AK')) return;
      const main = page.document.querySelector('main');
      const lines = [...(main?.querySelectorAll('.place-text li, .place-text p, .place-facts dd') ?? [])].map((el) =>
        (el.textContent ?? '').replace(/\s+/g, ' '),
      );
      for (const line of lines) {
        if (!/nearest|nearer|cemetery/i.test(line) || /other veterans cemeter(y|ies)/i.test(line)) continue;
        for (const m of line.matchAll(/([\d,]+) miles?\b/g)) {
          named++;
          const miles = Number(m[1]?.replace(/,/g, ''));
          if (miles > 500) check.fail(page.file, `"${line.slice(0, 120)}" names a cemetery ${miles} miles away`);
        }
      }
      if (/, (CA|WA|OR)\b \(/.test(main?.textContent ?? '')) check.fail(page.file, 'names a cemetery across the ocean');
    });
    expect(named).toBeGreaterThan(6);
    check.finish(`${named} distances on Hawaiian and Alaskan pages`);
  });

  it('promises a free-look period on no city page whose state page does not give one', () => {
    const check = new Check('free look on city pages');
    let promised = 0;
    cities.forEach((city, i) => {
      const page = cityPages[i];
      const statePage = byPath.get(statePath(city.state));
      if (!page || !statePage) return;
      const text = placeText(page.document);
      if (!/free-look/i.test(text)) return;
      promised++;
      const stateText = (statePage.document.querySelector('.place-text')?.textContent ?? '').replace(/\s+/g, ' ');
      if (!/gives a buyer [^.]*days? [^.]*to return a new policy for a refund\./.test(stateText))
        check.fail(page.file, `mentions the free-look period, which ${statePath(city.state)} does not give`);
    });
    expect(promised).toBeGreaterThan(0);
    check.finish(`${promised} city pages name the free-look period`);
  });

  it('gives every state page a free-look statement: the law and its period, or that no law was found', () => {
    const check = new Check('free look');
    states.forEach((state, i) => {
      const page = statePages[i];
      if (!page) return;
      const text = (page.document.querySelector('.place-text')?.textContent ?? '').replace(/\s+/g, ' ');
      const name = state.code === 'DC' ? 'the District of Columbia' : state.name;
      const found = /gives a buyer [^.]*days? [^.]*to return a new policy for a refund\./.test(text);
      const notFound = text.includes(`No ${name} law that sets a free-look period for life insurance was found`);
      if (found === notFound) check.fail(page.file, 'no free-look statement (or both kinds)');
    });
    check.finish(`${states.length} state pages`);
  });

  it('keeps a city page with fewer than three facts of its own out of the index and the sitemap, and only those', () => {
    const check = new Check('noindex rule');
    const sitemap = readDist('sitemap.xml');
    let thin = 0;
    cities.forEach((_city, i) => {
      const page = cityPages[i];
      if (!page) return;
      const count = Number(page.document.querySelector('[data-own-facts]')?.getAttribute('data-own-facts') ?? 'NaN');
      const robots = page.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
      const listed = sitemap.includes(`<loc>${absoluteUrl(page.path)}</loc>`);
      if (Number.isNaN(count)) check.fail(page.file, 'no count of own facts');
      const wantsNoindex = count < minOwnFacts;
      if (wantsNoindex) thin++;
      if (wantsNoindex !== (robots === 'noindex, follow'))
        check.fail(page.file, `${count} own facts, robots "${robots}"`);
      if (wantsNoindex === listed) check.fail(page.file, `${count} own facts, ${listed ? '' : 'not '}in the sitemap`);
      if (wantsNoindex !== (page.kind === 'noindex'))
        check.fail(page.file, `${count} own facts, route kind ${page.kind}`);
    });
    check.finish(`${cities.length} city pages, ${thin} noindex`);
  });

  it("says nothing of the agency's own dealings with a place and no statistic without a source, on every place page", () => {
    const check = new Check('place text rules');
    let sentences = 0;
    for (const page of placePages) {
      const text = placeText(page.document);
      sentences += sentencesOf(text).length;
      for (const fault of textFaults(text)) check.fail(page.file, `${fault.rule.reason}: "${fault.sentence}"`);
    }
    check.finish(`${placePages.length} place pages, ${sentences} sentences`);
  });

  it('ends every place page with a Sources list whose links are absolute and whose dates are present', () => {
    const check = new Check('place sources');
    for (const page of placePages) {
      // A city page that states no fact of its own (noindex) has nothing to cite.
      if (page.document.querySelector('[data-own-facts="0"]')) continue;
      const items = [...page.document.querySelectorAll('main section#sources li')];
      // Every fact of its own cites a page; a page with one (Edison: its county's court) has one source.
      if (items.length === 0) check.fail(page.file, 'no sources');
      for (const item of items) {
        const href = item.querySelector('a')?.getAttribute('href') ?? '';
        if (!/^https?:\/\/[^/]+\.[a-z]+/.test(href)) check.fail(page.file, `source link "${href}" is not absolute`);
        if (!/^\d{4}(-\d{2}(-\d{2})?)?$/.test(item.querySelector('time')?.getAttribute('datetime') ?? ''))
          check.fail(page.file, `source "${item.textContent?.slice(0, 40)}" has no date`);
      }
      const parts = [...page.document.querySelectorAll('main [data-place-part] section')];
      if (parts.at(-1)?.id !== 'sources') check.fail(page.file, 'the Sources list is not the last part of the place');
    }
    check.finish(`${placePages.length} place pages`);
  });

  it('shows the population of the data file, the same in the text and the facts table, with its year', () => {
    const check = new Check('populations');
    const sample = cities.filter((c) => c.census).filter((_, i) => i % 7 === 0);
    for (const city of sample) {
      const page = byPath.get(cityPath(city.state, city.name));
      const census = city.census;
      if (!page || !census) continue;
      const estimate = formatCount(census.estimate);
      const base = formatCount(census.base2020);
      const row = page.document.querySelector('[data-fact="population-estimate"]');
      if (row?.querySelector('dd')?.textContent !== estimate || !row.textContent?.includes(String(census.estimateYear)))
        check.fail(page.file, `facts table estimate "${row?.textContent}", data ${estimate} (${census.estimateYear})`);
      const text = page.document.querySelector('.place-text')?.textContent ?? '';
      if (!text.includes(`${estimate} people on July 1, ${census.estimateYear}`) || !text.includes(base))
        check.fail(page.file, `text does not state ${estimate} (${census.estimateYear}) and ${base}`);
    }
    check.finish(`${sample.length} cities compared with content/places/cities.json`);
  });

  it('fills the state name into every FAQ question and answer, visible and in FAQPage JSON-LD', () => {
    const check = new Check('state FAQ');
    states.forEach((state, i) => {
      const page = statePages[i];
      if (!page) return;
      const name = state.code === 'DC' ? 'District' : state.name;
      const visible = [...page.document.querySelectorAll('.place-faq details')];
      if (visible.length < 3) check.fail(page.file, `${visible.length} FAQ items`);
      for (const item of visible)
        if (!item.textContent?.includes(name)) check.fail(page.file, `FAQ item without "${name}"`);
      const faq = ofType(graph(page), 'FAQPage')[0];
      const questions = (faq?.mainEntity as Node[] | undefined) ?? [];
      if (questions.length !== visible.length) check.fail(page.file, 'FAQPage JSON-LD does not match the visible FAQ');
      for (const q of questions) {
        const answer = (q.acceptedAnswer as Node | undefined)?.text;
        if (
          !String(q.name).includes(name.replace('District', 'District of Columbia')) &&
          !String(q.name).includes(name)
        ) {
          check.fail(page.file, `question without the state name: ${String(q.name)}`);
        }
        if (typeof answer !== 'string' || /\{|\}|undefined/.test(answer))
          check.fail(page.file, 'answer empty or with a placeholder');
      }
    });
    check.finish(`${states.length} state FAQs`);
  });

  it('describes each place as a Service in that city or state, provided by the agency, with no LocalBusiness per city', () => {
    const check = new Check('place structured data');
    cities.forEach((city, i) => {
      const page = cityPages[i];
      const state = states.find((s) => s.code === city.state);
      // A noindex city page carries only the site-wide nodes (see the noindex rule below).
      if (!page || !state || page.kind === 'noindex') return;
      const nodes = graph(page);
      const service = ofType(nodes, 'Service')[0];
      const area = service?.areaServed as Node | undefined;
      if (!service || (service.provider as Node | undefined)?.['@id'] !== agencyId)
        check.fail(page.file, 'no Service provided by the agency');
      else if (
        area?.['@type'] !== 'City' ||
        area.name !== city.name ||
        (area.containedInPlace as Node | undefined)?.name !== state.name
      ) {
        check.fail(page.file, `Service areaServed is ${JSON.stringify(area)}`);
      }
      const businesses = nodes.filter((n) => /LocalBusiness|InsuranceAgency/.test(String(n['@type'])));
      if (businesses.length !== 1) check.fail(page.file, `${businesses.length} business nodes, want the one agency`);
      if (!ofType(nodes, 'WebPage').length) check.fail(page.file, 'no WebPage');
      const crumbs = ((ofType(nodes, 'BreadcrumbList')[0]?.itemListElement as Node[] | undefined) ?? []).map(
        (c) => c.name,
      );
      if (crumbs.join(' › ') !== `Home › ${state.name} › ${city.name}`)
        check.fail(page.file, `breadcrumbs ${crumbs.join(' › ')}`);
      const trail = [...page.document.querySelectorAll('nav.breadcrumbs li')].map((li) => li.textContent?.trim());
      if (trail.join(' › ') !== `Home › ${state.name} › ${city.name}`)
        check.fail(page.file, `visible breadcrumbs ${trail.join(' › ')}`);
    });
    states.forEach((state, i) => {
      const page = statePages[i];
      if (!page) return;
      const nodes = graph(page);
      const area = ofType(nodes, 'Service')[0]?.areaServed as Node | undefined;
      const type = state.code === 'DC' ? 'AdministrativeArea' : 'State';
      if (area?.['@type'] !== type || area.name !== state.name)
        check.fail(page.file, `Service areaServed is ${JSON.stringify(area)}`);
      const list = ofType(nodes, 'ItemList')[0];
      const links = page.document.querySelectorAll('.city-states a');
      if (
        !list ||
        list.numberOfItems !== links.length ||
        list.itemListOrder !== 'https://schema.org/ItemListOrderAscending'
      ) {
        check.fail(page.file, `ItemList does not match the ${links.length} city links`);
      }
      const open = page.document.querySelectorAll('.city-states details[open]').length;
      if (links.length > 0 && open !== 1) check.fail(page.file, `${open} open state groups, want its own`);
    });
    check.finish(`${cities.length} city and ${states.length} state pages`);
  });

  it('describes each city with its own name and, where known, its population; the text file records only itself', () => {
    const check = new Check('place descriptions');
    cities.forEach((city, i) => {
      const page = cityPages[i];
      if (!page) return;
      const id = cityPath(city.state, city.name).slice(1);
      const front = matter(readFileSync(join(repoRoot, 'content', 'cities', `${id}.md`), 'utf8')).data;
      const extra = Object.keys(front).filter((key) => !['id', 'last_updated', 'locked'].includes(key));
      if (front.id !== id || extra.length > 0) {
        check.fail(page.file, `front matter holds ${JSON.stringify(Object.keys(front))}, not only its id and date`);
      }
      const description = page.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      const people = city.census ? formatCount(city.census.estimate) : '';
      if (!description.includes(`${city.name}, ${city.state}`) || !description.includes(people)) {
        check.fail(
          page.file,
          `meta description "${description}" does not name ${city.name}, ${city.state} and ${people}`,
        );
      }
      if (/no medical exam|average/i.test(description)) check.fail(page.file, `meta description "${description}"`);
    });
    check.finish(`${cities.length} city pages`);
  });

  it('lists the ten South Carolina cities on /south-carolina, canonical to /sc and out of the sitemap', () => {
    const page = byPath.get(getPath('southCarolina'));
    expect(page).toBeDefined();
    const links = [...(page?.document.querySelectorAll('.city-states a') ?? [])].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/sc/charleston',
      '/sc/columbia',
      '/sc/north-charleston',
      '/sc/mount-pleasant',
      '/sc/rock-hill',
      '/sc/greenville',
      '/sc/summerville',
      '/sc/spartanburg',
      '/sc/florence',
      '/sc/myrtle-beach',
    ]);
    for (const href of links) expect(byPath.has(href as string), `${href} has a page`).toBe(true);
    expect(page?.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(absoluteUrl('/sc'));
    expect(readDist('sitemap.xml')).not.toContain(`<loc>${absoluteUrl('/south-carolina')}</loc>`);
    expect(readDist('sitemap.xml')).toContain(`<loc>${absoluteUrl('/sc')}</loc>`);
  });

  it('gives /illinois/chicago the facts and sources of /il/chicago, canonical to /il/chicago and out of the sitemap', () => {
    const page = byPath.get(getPath('chicago'));
    const own = byPath.get(cityPath('IL', 'Chicago'));
    const partsOf = (p: Page | undefined) =>
      [...(p?.document.querySelectorAll('[data-place-part]') ?? [])].map((el) => el.innerHTML).join('\n');
    expect(partsOf(page)).not.toBe('');
    expect(partsOf(page)).toBe(partsOf(own));
    expect(page?.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      absoluteUrl('/il/chicago'),
    );
    expect(readDist('sitemap.xml')).not.toContain(`<loc>${absoluteUrl('/illinois/chicago')}</loc>`);
    expect(readDist('sitemap.xml')).toContain(`<loc>${absoluteUrl('/il/chicago')}</loc>`);
  });
});
