import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '#core/format';
import { absoluteUrl, cityPath, getPath, statePath } from '#core/paths';
import { cities } from '../../content/data/cities';
import { averageCostOf } from '../../content/data/place-costs';
import { states } from '../../content/data/states';
import { agencyId } from '../../src/seo/jsonld';
import { Check, loadPages, type Page, readDist, repoRoot } from './helpers';

/**
 * The state and city pages in dist/: one per state and per city, each with its generated text
 * in the static HTML, its local facts and neighbours, its structured data, and text that reads
 * as written for that place.
 */
type Node = Record<string, unknown>;

const pages = loadPages();
const byPath = new Map(pages.map((p) => [p.path, p]));
const cityPages = cities.map((c) => byPath.get(cityPath(c.state, c.name)));
const statePages = states.map((s) => byPath.get(statePath(s.code)));

function graph(page: Page): Node[] {
  const out: Node[] = [];
  for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
    const data = JSON.parse(script.textContent ?? '{}') as { '@graph'?: Node[] };
    out.push(...(data['@graph'] ?? []));
  }
  return out;
}

const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);

/** Lower-case words of the page's main content (header and footer left out). */
function mainWords(page: Page): string[] {
  const main = page.document.querySelector('main');
  return (main?.textContent ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9$,.'-]+/g, ' ')
    .replace(/[,.](?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function shingles(words: readonly string[], size = 5): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

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

  it('puts the generated text, local facts and nearest cities in the static HTML', () => {
    const check = new Check('place text');
    cities.forEach((city, i) => {
      const page = cityPages[i];
      if (!page) return;
      const id = cityPath(city.state, city.name).slice(1);
      const text = page.document.querySelector(`[data-place-part="${id}:text"]`);
      if (!text?.querySelector('.place-text h2')) check.fail(page.file, 'no generated text');
      const facts = text?.querySelector('.place-facts')?.textContent ?? '';
      if (!/County|Parish|Borough|Municipality|Planning region|Independent city|District|City and county/.test(facts)) {
        check.fail(page.file, 'no county in the local facts');
      }
      if (!/Population[\d,]+/.test(facts.replace(/\s+/g, '')))
        check.fail(page.file, 'no population in the local facts');
      if (!/Average funeral/.test(facts) || !/Insurance regulator/.test(facts)) {
        check.fail(page.file, 'no state cost or regulator in the local facts');
      }
      const near = [...(text?.querySelectorAll('.place-nearby a') ?? [])].map((a) => a.getAttribute('href') ?? '');
      if (near.length !== 5) check.fail(page.file, `${near.length} nearest-city links, want 5`);
      for (const href of near) if (!byPath.has(href)) check.fail(page.file, `nearest city ${href} has no page`);
      if (!page.document.querySelector(`main a[href="${statePath(city.state)}"]`))
        check.fail(page.file, 'no link up to its state');
      if (page.document.querySelectorAll(`[data-place-part="${id}:more"] figure.story`).length !== 3) {
        check.fail(page.file, 'not three stories');
      }
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

  it('reads as written for each city: no two city pages share more than 60% of their 5-word shingles', () => {
    const sets = cityPages
      .filter((p): p is Page => Boolean(p))
      .map((p) => ({ file: p.file, set: shingles(mainWords(p)) }));
    // Count shared shingles per pair through an index of which pages hold each shingle.
    const holders = new Map<string, number[]>();
    sets.forEach(({ set }, i) => {
      for (const s of set) {
        const list = holders.get(s);
        if (list) list.push(i);
        else holders.set(s, [i]);
      }
    });
    const shared = new Map<number, number>();
    for (const list of holders.values()) {
      for (let a = 0; a < list.length; a++) {
        for (let b = a + 1; b < list.length; b++) {
          const key = (list[a] as number) * sets.length + (list[b] as number);
          shared.set(key, (shared.get(key) ?? 0) + 1);
        }
      }
    }
    let worst = { ratio: 0, pair: '' };
    const check = new Check('city text similarity');
    for (const [key, count] of shared) {
      const a = sets[Math.floor(key / sets.length)];
      const b = sets[key % sets.length];
      if (!a || !b) continue;
      // The share of the smaller page's shingles that the other page also has (stricter than Jaccard).
      const ratio = count / Math.min(a.set.size, b.set.size);
      if (ratio > worst.ratio) worst = { ratio, pair: `${a.file} and ${b.file}` };
      if (ratio > 0.6) check.fail(a.file, `shares ${(ratio * 100).toFixed(0)}% of its 5-word shingles with ${b.file}`);
    }
    check.finish(`${sets.length} city pages; most alike: ${worst.pair} at ${(worst.ratio * 100).toFixed(1)}%`);
  });

  it('fills the state name into every FAQ question and answer, visible and in FAQPage JSON-LD', () => {
    const check = new Check('state FAQ');
    states.forEach((state, i) => {
      const page = statePages[i];
      if (!page) return;
      const name = state.code === 'DC' ? 'District' : state.name;
      const visible = [...page.document.querySelectorAll('.place-faq details')];
      if (visible.length < 5) check.fail(page.file, `${visible.length} FAQ items`);
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
      if (!page || !state) return;
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
      const links = page.document.querySelectorAll('.city-grid a.city-card');
      if (
        !list ||
        list.numberOfItems !== links.length ||
        list.itemListOrder !== 'https://schema.org/ItemListOrderAscending'
      ) {
        check.fail(page.file, `ItemList does not match the ${links.length} city cards`);
      }
      for (const card of links) {
        if (!card.textContent?.startsWith(`Final Expense/Burial Insurance ${state.name}`))
          check.fail(page.file, `card reads "${card.textContent}"`);
      }
    });
    check.finish(`${cities.length} city and ${states.length} state pages`);
  });

  it("describes each city with its own name and its state's cost; the text file records only itself", () => {
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
      const cost = formatUsd(averageCostOf(city.state).amount);
      if (!description.includes(`${city.name}, ${city.state}`) || !description.includes(cost)) {
        check.fail(
          page.file,
          `meta description "${description}" does not name ${city.name}, ${city.state} and ${cost}`,
        );
      }
    });
    check.finish(`${cities.length} city pages`);
  });

  it('lists the ten South Carolina cities on /south-carolina, canonical to /sc and out of the sitemap', () => {
    const page = byPath.get(getPath('southCarolina'));
    expect(page).toBeDefined();
    const links = [...(page?.document.querySelectorAll('.city-grid a') ?? [])].map((a) => a.getAttribute('href'));
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

  it('carries the Chicago cost range on /illinois/chicago, canonical to /il/chicago and out of the sitemap', () => {
    const page = byPath.get(getPath('chicago'));
    expect(page?.document.querySelector('main')?.textContent).toContain('$8,000–$15,000');
    expect(page?.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      absoluteUrl('/il/chicago'),
    );
    expect(readDist('sitemap.xml')).not.toContain(`<loc>${absoluteUrl('/illinois/chicago')}</loc>`);
    expect(readDist('sitemap.xml')).toContain(`<loc>${absoluteUrl('/il/chicago')}</loc>`);
  });
});
