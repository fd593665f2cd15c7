import { describe, expect, it } from 'vitest';
import { isAppointed } from '#core/appointments';
import { formatUsd } from '#core/format';
import { absoluteUrl, getPath, type PageName } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { carrierComparison, plansOfType, ratingText, scaleText } from '../../content/data/carrier-comparison';
import { carrierReviews } from '../../content/data/carrier-reviews';
import { carriersWithImmediateCoverage } from '../../content/data/carriers';
import { checklist } from '../../content/data/checklist';
import { cremationTiers } from '../../content/data/cremation';
import { funeralCostFigures } from '../../content/data/funeral-cost-figures';
import { guideResources } from '../../content/data/guide-resources';
import { pricedPlans } from '../../content/data/insurer-plans';
import { plans } from '../../content/data/plans';
import { guideAgeBands } from '../../content/data/published-prices';
import { waysToPay } from '../../content/data/ways-to-pay';
import { whoNeeds } from '../../content/data/who-needs';
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
      // The sales line, or the agency's claims help line beside an insurer's claim steps (issue 42).
      for (const link of main(name).querySelectorAll('a[href^="tel:"]')) {
        expect([`tel:${siteConfig.phones.sales.e164}`, `tel:${siteConfig.phones.help.e164}`]).toContain(
          link.getAttribute('href'),
        );
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

  it('shows the published figures by age band and plan type (each cell named and dated, or "No published figure"), then the plans we sell with a rate book', () => {
    const section = main('guide').querySelector('section[aria-labelledby="sample-prices"]') as Element;
    const rows = [...section.querySelectorAll('table.premium-table tbody tr')];
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(guideAgeBands.map((b) => `${b.min}–${b.max}`));
    for (const cell of section.querySelectorAll('table.premium-table tbody td')) {
      const t = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (t === 'No published figure') continue;
      for (const p of cell.querySelectorAll('p'))
        expect(p.textContent).toMatch(
          /^\$[\d,.]+(–\$[\d,.]+)? a (month|year) for .+\. .+\. (Published in|As of) [A-Z][a-z]+ (\d+, )?\d{4}/,
        );
    }
    // Ages 81-85: Gerber's card stops at 80; Choice Mutual prints 85.
    expect(text(rows[6] as Element)).toContain('No published figure');
    expect(text(rows[6] as Element)).toContain('Choice Mutual');
    if (pricedPlans.length > 0) {
      for (const plan of pricedPlans) expect(text(section)).toContain(`${plan.insurer}, ${plan.name}`);
      return;
    }
    expect(section.querySelector(`a[href="${getPath('whomWeRepresent')}"]`)).not.toBeNull();
    expect(text(section)).toContain('No plan we sell has its rate book loaded yet');
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

describe('/best-companies', () => {
  it('has five provider cards linking to the five reviews', () => {
    const cards = [...main('bestCompanies').querySelectorAll('.provider-card')];
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => c.querySelector('a.tile-link')?.getAttribute('href'))).toEqual(
      ['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage'].map((p) => getPath(p as PageName)),
    );
    for (const card of cards) expect(text(card.querySelector('a.tile-link'))).toMatch(/^Learn More/);
  });

  it('compares final expense whole life and term life in separate tables, and the ratings with their dates', () => {
    const rows = (type: string) =>
      [...main('bestCompanies').querySelectorAll(`table[data-plan-type="${type}"] tbody tr`)].map((tr) =>
        text(tr.children[1] ?? null),
      );
    const namesOf = (type: string) =>
      carrierComparison.flatMap((r) => plansOfType(r, type as 'term').map((p) => p.name));
    expect(rows('whole-life')).toEqual(namesOf('whole-life'));
    expect(rows('term')).toEqual(namesOf('term'));
    for (const tr of main('bestCompanies').querySelectorAll('table[data-plan-type] tbody tr')) {
      expect(tr.querySelector('td:last-child a[href^="https://"]'), text(tr)).not.toBeNull();
    }
    const ratings = [...main('bestCompanies').querySelectorAll('table[data-ratings] tbody tr td:last-child')].map(
      (td) => [text(td).replace(/ \(source: .*$/, ''), td.querySelector('a')?.getAttribute('href')],
    );
    expect(ratings).toEqual(
      carrierComparison.map((r) => (r.rating ? [ratingText(r.rating), r.rating.source.url] : [r.noRating, undefined])),
    );
    expect(text(main('bestCompanies'))).not.toMatch(/as publicly reported|as reported/);
  });
});

describe.each(carrierReviews.map((r) => [r.page, r] as const))('carrier page %s', (name, review) => {
  const row = carrierComparison.find((r) => r.page === name);

  it('has whom we represent, overview cards, policies, pros and cons, a call to action and a FAQ', () => {
    const headings = h2s(name);
    const sells = isAppointed(row?.carrierId ?? '');
    expect(headings[0]).toBe(sells ? `We can offer ${review.name} plans` : `We do not sell ${review.name} plans`);
    expect(headings).toEqual(
      expect.arrayContaining([
        `${review.name} at a glance`,
        'Available policies',
        'Pros and cons',
        sells ? `Compare ${review.name} with other insurers` : 'Compare with plans we offer',
        `${review.name} questions and answers`,
      ]),
    );
    const cta = main(name).querySelector('#get-a-quote')?.closest('section');
    expect(text(cta?.querySelector('[data-quick-quote]'))).toBe(sells ? 'Get my free quote' : 'Compare plans we offer');
    expect(text(main(name).querySelector('[data-non-affiliation]'))).toMatch(
      /is an independent agency\. We are not affiliated with .+, and (?:none of them, nor|neither it nor) any other insurer,? has endorsed this review\./,
    );
  });

  it('shows the rating with its agency and date, linked to its source, and a source under every plan', () => {
    expect(text(main(name))).not.toMatch(/Our rating|out of 5/);
    const overview = [...main(name).querySelectorAll('.overview-cards > div')].map(text);
    if (!row?.rating) {
      expect(overview).toEqual(expect.arrayContaining([`Financial strength${row?.noRating}`]));
      expect(main(name).querySelector('.rating-note')).toBeNull();
    } else {
      expect(overview).toEqual(
        expect.arrayContaining([
          `Financial strength${ratingText(row.rating)} (source: ${row.rating.source.name} (opens in a new tab)). ${scaleText(row.rating.grade)}`,
        ]),
      );
      expect(overview.join(' ')).toMatch(/AM Best, (?:affirmed|upgraded|downgraded|as of) [A-Z][a-z]+ \d{4}/);
      const link = main(name).querySelector('.overview-cards .financial-strength a');
      expect(link?.getAttribute('href')).toBe(row.rating.source.url);
    }
    for (const plan of row?.plans ?? []) {
      expect(main(name).querySelector(`.fact-source a[href="${plan.source.url}"]`), plan.name).not.toBeNull();
    }
  });

  it('marks up a Review of the insurer, never of the agency, and the FAQ', () => {
    const reviews = ofType(name, 'Review');
    expect(reviews).toHaveLength(1);
    const node = reviews[0] as Node;
    const item = node.itemReviewed as Node;
    expect(item.name).toBe(review.insurer);
    expect(item.url).toBe(review.website);
    expect(item['@id']).toBeUndefined();
    expect(JSON.stringify(item)).not.toContain(siteConfig.company.name);
    expect(node.reviewRating).toBeUndefined();
    expect(node.author).toEqual({ '@id': agencyId });
    expect(ofType(name, 'AggregateRating')).toHaveLength(0);
    const faq = ofType(name, 'FAQPage');
    expect(faq).toHaveLength(1);
    expect(((faq[0] as Node).mainEntity as Node[]).map((q) => q.name)).toEqual(review.faq.map((q) => q.question));
  });
});

describe('planning pages', () => {
  it('/who-needs: 6 groups, 6 benefits, 4 considerations', () => {
    const count = (list: string) => main('whoNeeds').querySelectorAll(`[data-list="${list}"] > li`).length;
    expect([count('who-it-helps'), count('benefits'), count('things-to-weigh')]).toEqual([
      whoNeeds.groups.length,
      whoNeeds.benefits.length,
      whoNeeds.considerations.length,
    ]);
    expect([count('who-it-helps'), count('benefits'), count('things-to-weigh')]).toEqual([6, 6, 4]);
  });

  it('/no-waiting-period: the filtered carrier list, a call button and Service markup', () => {
    const names = [...main('noWaitingPeriod').querySelectorAll('.carrier-list > li h3')].map(text);
    expect(names).toEqual(carriersWithImmediateCoverage().map((c) => c.name));
    expect(main('noWaitingPeriod').querySelector(`a.btn[href="tel:${siteConfig.phones.sales.e164}"]`)).not.toBeNull();
    // Beside each name: whether we sell its plans (the appointment list).
    const marks = [...main('noWaitingPeriod').querySelectorAll('.carrier-list > li [data-appointed]')].map(text);
    expect(marks).toEqual(
      carriersWithImmediateCoverage().map((c) =>
        isAppointed(c.id) ? 'We sell its plans' : 'We do not sell its plans',
      ),
    );
    expect(h2s('noWaitingPeriod')).toEqual(expect.arrayContaining(['What it means', 'Benefits', 'Who qualifies']));
    expect(ofType('noWaitingPeriod', 'Service')[0]?.provider).toEqual({ '@id': agencyId });
  });

  it('/funeral-planning-checklist: four groups of unchecked, labelled checkboxes with a group box each', () => {
    const groups = [...main('funeralPlanningChecklist').querySelectorAll('.checklist-group')];
    expect(groups.map((g) => text(g.querySelector('h3')))).toEqual(checklist.map((g) => `${g.title} ${g.when}`));
    groups.forEach((group, i) => {
      const boxes = [...group.querySelectorAll('input[type="checkbox"]')];
      expect(boxes).toHaveLength((checklist[i]?.items.length ?? 0) + 1);
      for (const box of boxes) {
        expect(box.hasAttribute('checked')).toBe(false);
        expect(group.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
      }
    });
  });

  it('/how-to-pay-for-funeral: four ways and links to the guide, best companies and no waiting period', () => {
    expect(main('howToPayForFuneral').querySelectorAll('.ways-to-pay > li')).toHaveLength(waysToPay.length);
    expect(waysToPay).toHaveLength(4);
    const related = [...main('howToPayForFuneral').querySelectorAll('.related-links a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(related).toEqual([getPath('guide'), getPath('bestCompanies'), getPath('noWaitingPeriod')]);
  });

  it('/cremation: three tiers with their starting prices', () => {
    const tiers = [...main('cremation').querySelectorAll('.cremation-tiers > li')];
    expect(tiers.map((t) => text(t.querySelector('.tile-figure')))).toEqual(
      cremationTiers.map((t) => `From ${formatUsd(t.from)}`),
    );
    expect(tiers).toHaveLength(3);
  });

  it('/types-of-coverage, /prepaid-funeral-plans, /will-and-testament: their key sections', () => {
    expect(h2s('typesOfCoverage')).toEqual(
      expect.arrayContaining([
        'Final expense insurance or burial insurance?',
        'How waiting periods work',
        'What coverage costs',
      ]),
    );
    expect(h2s('prepaidFuneralPlans')).toEqual(
      expect.arrayContaining([
        'What a prepaid funeral plan is',
        'The risks to check',
        'Prepaid plan or burial insurance?',
      ]),
    );
    expect(h2s('willAndTestament')).toEqual(expect.arrayContaining(['What a will does', 'Who can make a will']));
    expect(text(main('willAndTestament'))).toContain('at least 18 years old');
  });
});
