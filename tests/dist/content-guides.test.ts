import { describe, expect, it } from 'vitest';
import { isAppointed } from '#core/appointments';
import { formatUsd } from '#core/format';
import { absoluteUrl, getPath, type PageName } from '#core/paths';
import { bandTable, formatDollarRange } from '#core/pricing/estimate';
import { siteConfig } from '#core/site.config';
import {
  carrierComparison,
  type FinancialStrength,
  plansOfType,
  ratingText,
} from '../../content/data/carrier-comparison';
import { carrierReviews } from '../../content/data/carrier-reviews';
import { carriersWithImmediateCoverage } from '../../content/data/carriers';
import { checklist } from '../../content/data/checklist';
import { cremationTiers } from '../../content/data/cremation';
import { funeralCostFigures } from '../../content/data/funeral-cost-figures';
import { guideResources } from '../../content/data/guide-resources';
import { plans } from '../../content/data/plans';
import { waysToPay } from '../../content/data/ways-to-pay';
import { whoNeeds } from '../../content/data/who-needs';
import { tableCoverage } from '../../src/components/guides/PremiumTable';
import { agencyId } from '../../src/seo/jsonld';
import { fileForPath, parseHtml, readDist, requireDist } from './helpers';

/**
 * The guides, planning pages, best companies and the five carrier reviews as built: their key
 * headings, counts and figures (equal to the data and the site config), their JSON-LD, and no
 * placeholder left in their text.
 */
type Node = Record<string, unknown>;

requireDist();

const cache = new Map<PageName, Document>();
function page(name: PageName): Document {
  let doc = cache.get(name);
  if (!doc) {
    doc = parseHtml(readDist(fileForPath(getPath(name))));
    cache.set(name, doc);
  }
  return doc;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const main = (name: PageName) => page(name).querySelector('main') as Element;
const h2s = (name: PageName) => [...main(name).querySelectorAll('h2')].map(text);

function jsonLdNodes(name: PageName): Node[] {
  return [...page(name).querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '{}') as Node;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
  });
}
const ofType = (name: PageName, type: string) => jsonLdNodes(name).filter((n) => n['@type'] === type);

/** Pages that are guides written by the agency (Article markup). */
const guides: PageName[] = [
  'guide',
  'funeralCosts',
  'bestCompanies',
  'typesOfCoverage',
  'whoNeeds',
  'noWaitingPeriod',
  'prepaidFuneralPlans',
  'willAndTestament',
  'funeralPlanningChecklist',
  'howToPayForFuneral',
  'cremation',
];
const carrierPages = carrierReviews.map((r) => r.page);

describe('guides and carrier pages in dist', () => {
  it.each([...guides, ...carrierPages])(
    '%s: server-rendered text with no placeholder, calls to the sales line',
    (name) => {
      const body = text(main(name));
      expect(body.length).toBeGreaterThan(800);
      expect(body).not.toMatch(/\{\{|\}\}|\$\{|\bundefined\b|\bNaN\b|\[object Object\]|Loading\.\.\./);
      for (const link of main(name).querySelectorAll('a[href^="tel:"]')) {
        expect(link.getAttribute('href')).toBe(`tel:${siteConfig.phones.sales.e164}`);
      }
      for (const link of main(name).querySelectorAll('a[target="_blank"]')) {
        expect(link.getAttribute('rel')).toMatch(/noopener/);
        expect(text(link)).toContain('(opens in a new tab)');
      }
    },
  );

  it.each(guides)('%s: Article JSON-LD by the agency, headline = the <h1>', (name) => {
    const [article, ...more] = ofType(name, 'Article');
    expect(more).toHaveLength(0);
    expect(article?.headline).toBe(text(page(name).querySelector('h1')));
    expect(article?.author).toEqual({ '@id': agencyId });
    expect(article?.mainEntityOfPage).toEqual({ '@id': `${absoluteUrl(getPath(name))}#webpage` });
    expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('/guide', () => {
  it('has six cards whose Learn More links open real outside pages in a new tab', () => {
    const cards = [...main('guide').querySelectorAll('section[aria-labelledby="learn-more"] > ul > li')];
    const links = cards.map((card) => card.querySelector('a') as HTMLAnchorElement);
    expect(links).toHaveLength(6);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(guideResources.map((r) => r.url));
    for (const a of links) {
      expect(text(a)).toMatch(/^Learn More/);
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('compares the three plans with Yes/No in words, one row per feature', () => {
    const table = main('guide').querySelector('table.plan-table') as Element;
    expect([...table.querySelectorAll('thead th')].map(text)).toEqual(['Feature', ...plans.map((p) => p.type)]);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(plans[0]?.features.length ?? 0);
    rows.forEach((row, i) => {
      const cells = [...row.querySelectorAll('td')].map(text);
      expect(cells).toEqual(plans.map((p) => (p.features[i]?.included ? 'Yes' : 'No')));
    });
  });

  it('shows the premium table computed by the price engine, labelled as estimates, with every band', () => {
    const table = main('guide').querySelector('table.premium-table') as Element;
    expect(text(table.querySelector('caption'))).toMatch(/estimates/i);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text));
    expect(rows).toEqual(
      bandTable(tableCoverage).map(({ band, cells }) => [
        `${band.min}–${band.max}`,
        ...cells.map((c) => (c.offered ? formatDollarRange(c.lowCents, c.highCents) : 'Not offered')),
      ]),
    );
    expect(rows[0]).toEqual(['50–55', '$24–$36', '$29–$45', '$34–$53']);
    expect(rows.at(-1)?.[0]).toBe('81–85');
    expect(rows.at(-1)?.[2]).toBe('Not offered');
  });

  it('keeps the premium calculator and ends with a call to action', () => {
    expect(main('guide').querySelector('section[aria-labelledby="premium-calculator"] form')).not.toBeNull();
    expect(main('guide').querySelector('.cta-band [data-quick-quote]')).not.toBeNull();
    expect(main('guide').querySelector(`.cta-band a[href="tel:${siteConfig.phones.sales.e164}"]`)).not.toBeNull();
  });
});

describe('/funeral-costs', () => {
  it('states NFDA’s 2023 national medians with their year and where they were read', () => {
    const body = text(main('funeralCosts'));
    const { national, source } = funeralCostFigures;
    expect(body).toContain(formatUsd(national.burial.amount));
    expect(body).toContain(formatUsd(national.cremation.amount));
    expect(body).toContain(`(median, ${national.burial.year})`);
    expect(body).toContain(source.name);
    expect(main('funeralCosts').querySelector(`a[href="${source.copy?.url}"]`)).not.toBeNull();
    expect(body).not.toContain('2021');
  });

  it('has no per-state table and promises none', () => {
    expect(main('funeralCosts').querySelector('.state-costs')).toBeNull();
    expect(h2s('funeralCosts')).not.toContain('Average funeral costs by state');
    expect(text(main('funeralCosts'))).not.toMatch(/our estimate|every state/i);
  });

  it('keeps the funeral cost calculator, with overview, cost lists and planning tips', () => {
    expect(
      main('funeralCosts').querySelector('section[aria-labelledby="funeral-cost-calculator"] form'),
    ).not.toBeNull();
    expect(h2s('funeralCosts')).toEqual(
      expect.arrayContaining(['What a funeral costs', 'What is on a funeral bill', 'Ways to keep costs down']),
    );
  });
});
