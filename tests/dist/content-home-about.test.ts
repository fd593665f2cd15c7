import { describe, expect, it } from 'vitest';
import { type ClaimId, claimText, isSourced, sourcedClaims } from '#core/claims';
import { disclosures, facts } from '#core/facts';
import { formatUsd } from '#core/format';
import { absoluteUrl, getPath, type PageName, staticPaths } from '#core/paths';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { achievements } from '../../content/data/achievements';
import { faqs, healthExample } from '../../content/data/faq';
import { glossary } from '../../content/data/glossary';
import { buildDay, examplePrices, shortFigure, startingPriceSentence } from '../../content/data/insurer-plans/claims';
import { leaders } from '../../content/data/leaders';
import { publishedFiguresFor } from '../../content/data/published-prices';
import { findState } from '../../content/data/states';
import { testimonials } from '../../content/data/testimonials';
import { videos } from '../../content/data/videos';
import { initialsOf } from '../../src/components/content/Avatar';
import { statesByName } from '../../src/components/StatePicker';
import { Check, distHas, fileForPath, loadPages, type Page } from './helpers';

/**
 * The prerendered home, About, FAQ, success stories, Learning Center, Process and legal pages:
 * their key content and counts, their JSON-LD, no placeholder, and figures from site.config.
 */
type Node = Record<string, unknown>;

const pages = loadPages();
const mine: PageName[] = [
  'home',
  'about',
  'faq',
  'testimonials',
  'learningCenter',
  'process',
  'privacyPolicy',
  'termsOfService',
  'accessibility',
];
const { phones, coverage } = siteConfig;
const claims = claimsRegister;

/** The texts the register lets a page show for these claims: only sourced ones (decision 0018). */
const shownClaims = (ids: readonly ClaimId[]) => sourcedClaims(claims, ids).map(({ claim }) => claimText(claim));

function page(name: PageName): Page {
  const file = fileForPath(getPath(name));
  const found = pages.find((p) => p.file === file);
  if (!found) throw new Error(`${file} is missing from dist/: run npm run build`);
  return found;
}

function main(p: Page): Element {
  const el = p.document.querySelector('main');
  if (!el) throw new Error(`${p.file}: no <main>`);
  return el;
}

const text = (el: Element | null | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const texts = (root: Element | Document, selector: string): string[] =>
  [...root.querySelectorAll(selector)].map((e) => text(e));

/** Every JSON-LD node of the page (the @graph members). */
function jsonLdNodes(p: Page): Node[] {
  return [...p.document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
    const data = JSON.parse(s.textContent ?? '{}') as Node;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
  });
}

function nodesOfType(p: Page, type: string): Node[] {
  return jsonLdNodes(p).filter((n) => n['@type'] === type);
}

/** Section of the home page by its heading id. */
function section(p: Page, headingId: string): Element {
  const el = p.document.querySelector(`section[aria-labelledby="${headingId}"]`);
  if (!el) throw new Error(`${p.file}: no section labelled by #${headingId}`);
  return el;
}

/** Expects `actual` to equal `expected`, or records the fault. */
function same(check: Check, file: string, what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    check.fail(file, `${what}: got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`);
  }
}

describe('dist content pages (home, about, FAQ, stories, learning center, process, legal)', () => {
  it('home: hero, 4 reasons, 6 coverage points, 3 steps, 4 numbers, 4 benefits, 3 badges, 4 resources', () => {
    const check = new Check('home content');
    const home = page('home');
    const f = home.file;

    const hero = section(home, 'hero-title');
    if (!text(hero.querySelector('.price-card')).includes(startingPriceSentence))
      check.fail(f, 'the price card lacks the starting price sentence');
    if (!/no medical exam/i.test(text(hero))) check.fail(f, 'the hero has no no-exam note');
    if (!hero.querySelector('a[data-quick-quote][href="/quote"]')) check.fail(f, 'the hero has no Quick Quote button');
    if (!hero.querySelector(`a[href="tel:${phones.sales.e164}"]`)) check.fail(f, 'the hero has no call link');
    same(check, f, 'hero badges', texts(hero, '.badges li'), shownClaims(['familiesServed', 'bbbRating']));

    same(check, f, 'why-choose-us cards', section(home, 'why-title').querySelectorAll('li.card').length, 4);
    same(check, f, 'coverage bullets', texts(section(home, 'coverage-title'), '.checks li'), [
      `Coverage from ${facts.coverageRange}`,
      `Plans for ages ${facts.issueAges}`,
      `Premiums fixed for life. ${startingPriceSentence}`,
      `No medical exam: ${disclosures.healthQuestions}.`,
      'Whole life coverage that never runs out while premiums are paid',
      'Paid in cash to your beneficiary, to use for any cost',
    ]);
    same(check, f, 'how-it-works steps', texts(section(home, 'how-title'), 'ol.steps > li > h3'), [
      'Get a quote',
      'Speak with an agent',
      'Get covered',
    ]);
    const impact = home.document.getElementById('impact-title')?.closest('section');
    same(
      check,
      f,
      'impact numbers',
      impact ? texts(impact, '.stats li') : [],
      shownClaims(['familiesServed', 'claimsSatisfaction', 'yearsExperience']),
    );
    const benefits = section(home, 'benefits-title');
    same(check, f, 'benefit cards', benefits.querySelectorAll('li.card').length, 4);
    same(
      check,
      f,
      'trust badges',
      texts(benefits, '.trust li'),
      shownClaims(['reviewScore', 'bbbRating', 'statesLicensed']),
    );
    same(
      check,
      f,
      'resource card links',
      [...section(home, 'resources-title').querySelectorAll('li.card a')].map((a) => a.getAttribute('href')),
      ['/guide', '/best-companies', '/learning-center', '/testimonials'],
    );
    check.finish('hero, 4 + 6 + 3 + 4 + 4 + 3 + 4 items');
  });

  it('home: the once-lazy sections are in the HTML, nothing says "Loading...", the city list is complete', () => {
    const check = new Check('home sections');
    const home = page('home');
    const f = home.file;
    same(check, f, 'stories', section(home, 'stories-title').querySelectorAll('figure.story').length, 3);
    same(
      check,
      f,
      'common questions',
      texts(section(home, 'questions-title'), 'h3'),
      faqs.slice(0, 3).map((q) => q.question),
    );
    const talk = section(home, 'talk-title');
    if (!talk.querySelector(`a[href="tel:${phones.sales.e164}"]`)) check.fail(f, 'the agent section has no call link');
    if (!talk.querySelector('a[data-quick-quote][href="/quote"]'))
      check.fail(f, 'the agent section has no quote button');
    for (const name of mine) {
      const p = page(name);
      if (/loading\.\.\.|loading…/i.test(p.html)) check.fail(p.file, 'contains "Loading..."');
    }
    // The state picker: the 51 state pages in alphabetical order, and no city list (each state page has its own).
    const picked = [...home.document.querySelectorAll('.state-picker a')].map((a) => a.getAttribute('href'));
    same(
      check,
      f,
      'state links',
      picked,
      statesByName.map((s) => s.path),
    );
    same(check, f, 'state count', picked.length, 51);
    same(check, f, 'city links on the home page', home.document.querySelectorAll('.city-states a').length, 0);
    const list = nodesOfType(home, 'ItemList')[0];
    same(check, f, 'ItemList numberOfItems', list?.numberOfItems, 51);
    same(check, f, 'ItemList order', list?.itemListOrder, 'https://schema.org/ItemListOrderAscending');
    check.finish('3 stories, 3 questions, agent section, 51 state links');
  });

  it('about: heading, founding year (labeled while a sample, never in JSON-LD then), values, milestones, two leaders shown by their initials', () => {
    const check = new Check('about');
    const about = page('about');
    const f = about.file;
    same(check, f, 'H1', text(about.document.querySelector('h1')), "Protecting Families' Futures");
    if (!about.document.querySelector('nav .breadcrumbs, .breadcrumbs')) check.fail(f, 'no breadcrumb');
    const sampleYear = siteConfig.company.sample?.includes('foundingYear') ?? false;
    const saysFounded = text(main(about)).includes(`Founded in ${siteConfig.company.foundingYear}`);
    if (saysFounded === sampleYear)
      check.fail(f, sampleYear ? 'the lede states the sample founding year' : 'does not say "Founded in <year>"');
    const label = main(about).querySelector('.example-label');
    if (siteConfig.company.sample?.length && !text(label).includes('They are not yet our own history'))
      check.fail(f, 'the sample founder story carries no visible Example label');
    if (sampleYear && about.html.includes('"foundingDate"')) check.fail(f, 'JSON-LD gives the sample foundingDate');
    for (const leader of leaders.filter((l) => l.sample)) {
      if (jsonLdNodes(about).some((n) => n.name === leader.name))
        check.fail(f, `JSON-LD holds the sample leader ${leader.name}`);
    }
    const h2s = texts(main(about), 'h2');
    const milestones = achievements.filter((a) => isSourced(claims[a.claim]));
    const wanted = ['Our story', 'Our values', 'Our commitments to you', 'How we are paid', 'Our leadership'];
    if (milestones.length > 0) wanted.push('Milestones');
    else if (h2s.includes('Milestones')) check.fail(f, 'a Milestones section although no milestone claim has a source');
    for (const h of wanted) {
      if (!h2s.includes(h)) check.fail(f, `no "${h}" section (has ${h2s.join(', ')})`);
    }
    same(
      check,
      f,
      'milestone years',
      texts(main(about), '.timeline-year'),
      milestones.map((a) => String(a.year)),
    );
    const people = [...main(about).querySelectorAll('.leaders > li')];
    same(
      check,
      f,
      'leaders',
      people.map((li) => [text(li.querySelector('h3')), text(li.querySelector('.avatar-initials'))]),
      leaders.map((l) => [l.name, initialsOf(l.name)]),
    );
    for (const li of people) {
      if (li.querySelector('.avatar img')) check.fail(f, 'an avatar image is in the static HTML (initials come first)');
      if (li.querySelector('.avatar')?.getAttribute('data-state') !== 'idle') check.fail(f, 'avatar is not idle');
    }
    same(
      check,
      f,
      'Person JSON-LD',
      nodesOfType(about, 'Person').map((p) => [p.name, p.image]),
      leaders.filter((l) => !l.sample).map((l) => [l.name, absoluteUrl(l.image)]),
    );
    for (const l of leaders) {
      if (!distHas(l.image.slice(1))) check.fail(f, `portrait ${l.image} is missing from dist/`);
    }
    check.finish(`heading, founding year, ${milestones.length} milestones, how we are paid, 2 leaders`);
  });

  it('FAQ: 12 questions in an accordion of <details name>, the first open, and FAQPage JSON-LD with the same 12', () => {
    const check = new Check('faq');
    const faq = page('faq');
    const f = faq.file;
    const triggers = [...main(faq).querySelectorAll('.accordion-trigger')];
    same(
      check,
      f,
      'questions',
      triggers.map((b) => text(b)),
      faqs.map((q) => q.question),
    );
    triggers.forEach((summary, i) => {
      const item = summary.parentElement;
      if (item?.tagName !== 'DETAILS' || summary.tagName !== 'SUMMARY') {
        check.fail(f, `question ${i + 1} is not the <summary> of a <details>`);
        return;
      }
      same(check, f, `answer ${i + 1}`, text(item.querySelector('.accordion-panel') as Element), faqs[i]?.answer);
      same(check, f, `question ${i + 1} group`, item.getAttribute('name'), 'faq');
      same(check, f, `question ${i + 1} open`, item.hasAttribute('open'), i === 0);
    });
    const pagesOf = nodesOfType(faq, 'FAQPage');
    same(check, f, 'FAQPage nodes', pagesOf.length, 1);
    const entities = (pagesOf[0]?.mainEntity ?? []) as Node[];
    same(
      check,
      f,
      'FAQPage questions',
      entities.map((q) => [q['@type'], q.name, (q.acceptedAnswer as Node)['@type'], (q.acceptedAnswer as Node).text]),
      faqs.map((q) => ['Question', q.question, 'Answer', q.answer]),
    );
    check.finish(`${triggers.length} questions, ${entities.length} in FAQPage`);
  });

  it('success stories: at least 6, a rating only on a story with its author’s consent, and no Review or AggregateRating about the agency', () => {
    const check = new Check('testimonials');
    const stories = page('testimonials');
    const f = stories.file;
    const cards = [...main(stories).querySelectorAll('figure.story')];
    if (cards.length < 6) check.fail(f, `${cards.length} stories, want at least 6`);
    same(check, f, 'stories', cards.length, testimonials.length);
    for (const card of cards) {
      const story = testimonials.find((t) => t.text === text(card.querySelector('blockquote')));
      if (!story) check.fail(f, 'a story card is not in content/data/testimonials.ts');
      const rated = card.querySelector('[data-rating]') !== null || /★|out of 5/.test(text(card));
      if (rated && !story?.consent) check.fail(f, 'a story without its author’s consent shows a rating');
      if (!/^[A-Z][a-z]+ [A-Z]\.$/.test(text(card.querySelector('figcaption strong'))))
        check.fail(f, 'a story is not signed with a first name and an initial');
    }
    const types = jsonLdNodes(stories).map((n) => n['@type']);
    for (const banned of ['Review', 'AggregateRating']) {
      if (stories.html.includes(`"${banned}"`)) check.fail(f, `JSON-LD holds ${banned}`);
    }
    if (!types.includes('WebPage')) check.fail(f, 'no WebPage node');
    check.finish(`${cards.length} stories, JSON-LD ${types.join(', ')}`);
  });

  it('learning center: 4 lesson cards with title, summary and length, no player; a glossary', () => {
    const check = new Check('learning center');
    const lc = page('learningCenter');
    const f = lc.file;
    const cards = [...main(lc).querySelectorAll('.lessons > li')];
    same(
      check,
      f,
      'lessons',
      cards.map((c) => [
        text(c.querySelector('h3')),
        c.textContent?.includes(`about ${videos[cards.indexOf(c)]?.minutes} minutes`),
      ]),
      videos.map((v) => [v.title, true]),
    );
    for (const v of videos) {
      if (!text(main(lc)).includes(v.summary)) check.fail(f, `the summary of "${v.title}" is missing`);
    }
    if (main(lc).querySelector('iframe, video, embed, object')) check.fail(f, 'holds a video player or embed');
    if ([...main(lc).querySelectorAll('button, a')].some((el) => /play/i.test(text(el))))
      check.fail(f, 'has a play control with no video behind it');
    same(
      check,
      f,
      'glossary terms',
      texts(main(lc), 'dl.glossary dt'),
      glossary.map((g) => g.term),
    );
    check.finish(`${cards.length} lessons, ${glossary.length} terms`);
  });

  it('process and legal pages: key sections, and the updated date on each legal page', () => {
    const check = new Check('process and legal');
    const expected: Array<[PageName, string[]]> = [
      [
        'process',
        ['Step 1: Get a quote', 'Step 2: Speak with a licensed agent', 'Step 3: Get covered', 'What it costs you'],
      ],
      [
        'privacyPolicy',
        [
          'What the quote form collects, and why',
          'Who receives it',
          'How long we keep it',
          'Cookies and browser storage',
          'Calls, texts and e-mails',
          'Your rights',
          'Children',
          'How we protect your information',
          'Changes to this policy',
          'Contact us',
        ],
      ],
      [
        'termsOfService',
        [
          'Information, not advice',
          'Estimates are not offers',
          'No promise of acceptance',
          'Limitation of liability',
          'Governing law',
          'Contact us',
        ],
      ],
      ['accessibility', ['Our commitment', 'What we have done', 'Known limits', 'Report a barrier']],
    ];
    for (const [name, headings] of expected) {
      const p = page(name);
      const h2s = texts(main(p), 'h2');
      for (const h of headings) if (!h2s.includes(h)) check.fail(p.file, `no "${h}" section`);
      const h3s = texts(main(p), 'h3');
      if (name === 'process' && !h3s.includes('What to have ready')) check.fail(p.file, 'no "What to have ready"');
      if (name === 'process') continue;
      const time = main(p).querySelector('.updated time');
      const iso = time?.getAttribute('datetime') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) check.fail(p.file, `no updated date (found "${iso}")`);
      else {
        const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        );
        same(check, p.file, 'updated date', text(main(p).querySelector('.updated')), `Last updated: ${shown}`);
      }
    }
    const privacy = text(main(page('privacyPolicy')));
    for (const phrase of [
      'reply STOP',
      siteConfig.email,
      phones.sales.display,
      'California',
      'never sell',
      // The retention periods, from the same site config the server's defaults come from.
      `Quote requests, with the proof of consent recorded with them: ${facts.leadRetention} from the day you send the form`,
      `Requests our system flags as spam: ${facts.spamRetention}`,
      `${siteConfig.retention.leadDays.toLocaleString('en-US')} days`,
    ]) {
      if (!privacy.toLowerCase().includes(phrase.toLowerCase()))
        check.fail('privacy-policy.html', `does not mention "${phrase}"`);
    }
    const state = findState(siteConfig.address.region)?.name ?? '';
    if (!text(main(page('termsOfService'))).includes(`laws of the State of ${state}`))
      check.fail('terms-of-service.html', `governing law is not ${state}`);
    if (!text(main(page('accessibility'))).includes('WCAG) 2.2 at level AA'))
      check.fail('accessibility.html', 'does not name WCAG 2.2 AA');
    check.finish(`${expected.length} pages`);
  });

  it('no placeholder; phones, prices and internal links come from the config and the route table', () => {
    const check = new Check('content figures');
    // The figures of the site config's facts (coverage, the engine's starting price and its basis).
    const allowedUsd = new Set([
      ...[coverage.amount.min, coverage.amount.max].map(formatUsd),
      ...Object.values(facts).flatMap((v) => String(v).match(/\$\d[\d,]*/g) ?? []),
      ...[coverage.amountWithoutQuestions.min, coverage.amountWithoutQuestions.max].map(formatUsd),
      // The starting price sentence and the FAQ's worked example: their case and published prices.
      ...[startingPriceSentence, examplePrices(healthExample) ?? ''].flatMap((v) => v.match(/\$\d[\d,]*/g) ?? []),
      // The FAQ's worked example while no plan we sell is priced: the published figures for its case.
      ...publishedFiguresFor({ ...healthExample, amount: healthExample.face, today: buildDay }).flatMap(
        (f) => shortFigure(f).match(/\$\d[\d,]*/g) ?? [],
      ),
      formatUsd(healthExample.face),
    ]);
    const phonesShown = new Set([phones.sales.display]);
    const tels = new Set([`tel:${phones.sales.e164}`]);
    const routes = new Set<string>(Object.values(staticPaths));
    let links = 0;
    for (const name of mine) {
      const p = page(name);
      const body = text(main(p));
      const placeholder = /\{[^}]*\}|\bundefined\b|\bNaN\b|\[object Object\]/.exec(body);
      if (placeholder) check.fail(p.file, `placeholder "${placeholder[0]}" in the page text`);
      for (const s of p.document.querySelectorAll('script[type="application/ld+json"]')) {
        if (/\bundefined\b|\bNaN\b|\[object Object\]|\{\{/.test(s.textContent ?? ''))
          check.fail(p.file, 'placeholder in JSON-LD');
      }
      for (const m of body.matchAll(/\$\d[\d,]*/g)) {
        if (!allowedUsd.has(m[0])) check.fail(p.file, `dollar figure ${m[0]} is not a site.config value`);
      }
      for (const m of body.matchAll(/\b1-\d{3}-\d{3}-\d{4}\b/g)) {
        if (!phonesShown.has(m[0])) check.fail(p.file, `phone ${m[0]} is not the configured sales line`);
      }
      for (const a of main(p).querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        if (href.startsWith('tel:') && !tels.has(href)) check.fail(p.file, `call link ${href} is not the sales line`);
        if (href.startsWith('mailto:') && href !== `mailto:${siteConfig.email}`)
          check.fail(p.file, `e-mail link ${href} is not the configured address`);
        if (href.startsWith('/')) {
          links++;
          const path = href.split('#')[0] as string;
          if (!routes.has(path) && !distHas(fileForPath(path))) check.fail(p.file, `link to ${href} leads nowhere`);
        }
      }
    }
    expect(links).toBeGreaterThan(0);
    check.finish(`${mine.length} pages, ${links} internal links`);
  });
});
