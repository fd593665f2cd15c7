import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimText, isSourced } from '#core/claims';
import { disclosures, fullBenefitPointer } from '#core/facts';
import { isLicensed, stateLicense } from '#core/licenses';
import { cityPath, getPath, statePath } from '#core/paths';
import { stateInSentence } from '#core/place-naming';
import { privacySharing } from '#core/privacy';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { stateLicenses } from '#core/site.licenses';
import { carrierComparison } from '../../content/data/carrier-comparison';
import { findState, states } from '../../content/data/states';
import { testimonials } from '../../content/data/testimonials';
import { cities } from '../../content/places/cities';
import { howWeArePaid } from '../../src/components/carriers/RatingNote';
import { Check, distDir, loadPages, type Page } from './helpers';

/**
 * Issue 13 over the built site: no statement the data does not back, no claim outside the
 * register, every sample story labeled, the licenses shown, and how the agency is paid said beside
 * every rating of an insurer.
 */
const pages = loadPages().filter((p) => p.kind !== 'redirect');
const byPath = new Map(pages.map((p) => [p.path, p]));
const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const bodyText = (page: Page) => textOf(page.document.body);

/** What a page may say only when the register holds it with a source. */
const claimPatterns: readonly RegExp[] = [
  /\bBBB\b|Better Business Bureau/i,
  /\b\d(?:\.\d)?\s*\/\s*5\b/,
  /\b\d[\d,]*\+\s*(?:families|reviews|years|customers|clients)/i,
  /claims satisfaction/i,
  /families (?:helped|served)/i,
  /licensed in all/i,
  /trusted by/i,
];

describe('truth in dist (issue 13)', () => {
  it('says nothing the carrier and state data do not back', () => {
    const check = new Check('statements');
    const banned = [/every policy we arrange/i, /accepts? everyone/i, /money-back guarantee/i, /will never be shared/i];
    for (const page of pages) {
      for (const pattern of banned) {
        const m = pattern.exec(page.html);
        if (m) check.fail(page.file, `says "${m[0]}"`);
      }
    }
    check.finish(`${pages.length} pages`);
  });

  it('shows no claim that is not a sourced claim of the register', () => {
    const check = new Check('claims');
    const allowed = Object.values(claimsRegister).filter(isSourced).map(claimText);
    const samples = Object.values(claimsRegister)
      .filter((c) => !isSourced(c))
      .map(claimText);
    for (const page of pages) {
      const text = bodyText(page);
      for (const sample of samples) if (text.includes(sample)) check.fail(page.file, `shows sample claim "${sample}"`);
      const rest = allowed.reduce((t, claim) => t.split(claim).join(' '), text);
      for (const pattern of claimPatterns) {
        const m = pattern.exec(rest);
        if (m) check.fail(page.file, `claim-like text "${m[0]}" is not a sourced claim of the register`);
      }
    }
    check.finish(`${pages.length} pages, ${allowed.length} sourced claim(s), ${samples.length} sample(s) kept off`);
  });

  it('ships no sample claim in the public JavaScript', () => {
    const check = new Check('claims in JavaScript');
    const samples = Object.values(claimsRegister).filter((c) => !isSourced(c));
    const scripts = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
    for (const file of scripts) {
      const code = readFileSync(join(distDir, 'assets', file), 'utf8');
      for (const claim of samples)
        if (code.includes(claim.label) && code.includes(claim.figure))
          check.fail(`assets/${file}`, `carries the sample claim "${claimText(claim)}"`);
    }
    check.finish(`${scripts.length} scripts, ${samples.length} sample claims`);
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('labels every sample story "Example" with visible words that it is invented, shows it no rating, and never calls it their own words', () => {
    const check = new Check('stories');
    const sampleTexts = new Set(testimonials.filter((t) => t.sample).map((t) => t.text));
    let stories = 0;
    for (const page of pages) {
      const cards = [...page.document.querySelectorAll('figure.story')];
      for (const card of cards) {
        stories++;
        const quote = textOf(card.querySelector('blockquote'));
        const label = card.querySelector('.example-label');
        const sample = sampleTexts.has(quote);
        if (sample && !label) check.fail(page.file, `sample story "${quote.slice(0, 30)}…" has no Example label`);
        if (!sample && label) check.fail(page.file, `real story "${quote.slice(0, 30)}…" is labeled Example`);
        if (!label) continue;
        if (label.closest('[aria-hidden="true"], .visually-hidden'))
          check.fail(page.file, 'the Example label is hidden from someone');
        if (!textOf(label).startsWith('Example')) check.fail(page.file, `label reads "${textOf(label)}"`);
        if (label.querySelector('.visually-hidden') || !/not a real customer/.test(textOf(label)))
          check.fail(page.file, 'the words that say the story is invented are not visible beside it');
        if (/★|out of 5/.test(textOf(card)) || card.querySelector('[data-rating]'))
          check.fail(page.file, `sample story "${quote.slice(0, 30)}…" shows a rating`);
        const section = card.closest('section');
        if (section && /in their own words/i.test(textOf(section)))
          check.fail(page.file, 'a sample story is introduced as "in their own words"');
      }
    }
    // The home page's three, the stories page's and no place page's (decision 0029).
    expect(stories).toBeGreaterThan(5);
    check.finish(`${stories} story cards`);
  });

  it('gives no foundingDate in any JSON-LD while the founding year is a sample', () => {
    const check = new Check('foundingDate');
    const sample = siteConfig.company.sample?.includes('foundingYear') ?? false;
    let withDate = 0;
    for (const page of pages) {
      if (!page.html.includes('"foundingDate"')) continue;
      withDate++;
      if (sample) check.fail(page.file, `JSON-LD gives the sample founding year ${siteConfig.company.foundingYear}`);
    }
    check.finish(`${withDate} pages give foundingDate (sample year: ${sample})`);
  });

  it('never marks up a story or the agency as reviewed', () => {
    const check = new Check('story markup');
    const texts = testimonials.map((t) => t.text);
    for (const page of pages) {
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        const json = script.textContent ?? '';
        if (/"AggregateRating"/.test(json)) check.fail(page.file, 'AggregateRating in JSON-LD');
        for (const t of texts) if (json.includes(t.slice(0, 40))) check.fail(page.file, 'a story in JSON-LD');
        const nodes = (JSON.parse(json) as { '@graph'?: Array<Record<string, unknown>> })['@graph'] ?? [];
        for (const node of nodes.filter((n) => n['@type'] === 'Review')) {
          const item = node.itemReviewed as Record<string, unknown> | undefined;
          if (item?.name === siteConfig.company.name || String(item?.['@id'] ?? '').endsWith('#agency'))
            check.fail(page.file, 'a Review of the agency');
        }
      }
    }
    check.finish(`${pages.length} pages`);
  });

  it('shows the NPN in every footer and the license on every state and city page', () => {
    const check = new Check('licenses');
    const { npn } = siteConfig;
    let footers = 0;
    for (const page of pages) {
      const footer = page.document.querySelector('footer');
      if (!footer) continue;
      footers++;
      const line = textOf(footer.querySelector('[data-npn]'));
      if (!line.includes(`NPN): ${npn.number}`)) check.fail(page.file, `footer NPN line reads "${line}"`);
      if (npn.placeholder && !line.includes('example number')) check.fail(page.file, 'placeholder NPN not labeled');
    }
    const places = [
      ...states.map((s) => ({ path: statePath(s.code), code: s.code })),
      ...cities.map((c) => ({ path: cityPath(c.state, c.name), code: c.state })),
      { path: getPath('southCarolina'), code: 'SC' },
      { path: getPath('chicago'), code: 'IL' },
    ];
    for (const { path, code } of places) {
      const page = byPath.get(path);
      const state = findState(code);
      if (!page || !state) {
        check.fail(path, 'no page');
        continue;
      }
      const license = stateLicense(stateLicenses, code);
      const line = textOf(page.document.querySelector('main .license-line'));
      const name = stateInSentence(state);
      if (isLicensed(license)) {
        if (!line.includes(`licensed to sell life insurance in ${name}, license number ${license.number}`))
          check.fail(page.file, `license line reads "${line}"`);
        if (!page.document.querySelector('main .place-service [data-quick-quote]'))
          check.fail(page.file, 'no quote button in a licensed state');
      } else {
        if (!line.includes(`not licensed to sell insurance in ${name}`)) check.fail(page.file, `reads "${line}"`);
        if (page.document.querySelector('main .place-service [data-quick-quote]'))
          check.fail(page.file, 'a quote button in a state where we are not licensed');
      }
    }
    check.finish(`${footers} footers, ${places.length} state and city pages`);
  });

  it('states each explanation once per page: the note on the first two years, and the AM Best note only where a grade is shown', () => {
    const check = new Check('once per page');
    let pagesWithNote = 0;
    for (const page of pages) {
      const main = page.document.querySelector('main');
      if (!main) continue;
      const text = textOf(main);
      const times = text.split(disclosures.fullBenefit).length - 1;
      if (times > 0) pagesWithNote++;
      if (times > 1) check.fail(page.file, `the note on the first two years stands ${times} times`);
      if (times === 0 && text.includes(fullBenefitPointer))
        check.fail(page.file, 'a claim points to the note on the first two years, which the page does not show');
      const amBestNotes = main.querySelectorAll('.rating-note').length;
      const grades = main.querySelectorAll('[data-rating-of], table[data-ratings]').length;
      if (amBestNotes > 0 && grades === 0)
        check.fail(page.file, 'the AM Best note stands on a page that shows no grade');
    }
    expect(pagesWithNote).toBeGreaterThan(0);
    check.finish(`${pagesWithNote} pages carry the note once`);
  });

  it('says how the agency is paid beside every rating of an insurer, on best companies and on About', () => {
    const check = new Check('disclosure');
    let ratings = 0;
    for (const page of pages) {
      const main = page.document.querySelector('main');
      if (!main) continue;
      for (const el of main.querySelectorAll('p, dt, th, td, li')) {
        if (!/^(?:Financial strength(?:$| [A-D][+-]{0,2} \()|Rating$)/.test(textOf(el))) continue;
        ratings++;
        const note = el
          .closest('section[aria-labelledby]')
          ?.querySelector('.rating-note[data-disclosure], .paid-note[data-disclosure]');
        if (!note || !textOf(note).includes(howWeArePaid.commission))
          check.fail(page.file, `rating "${textOf(el).slice(0, 40)}" has no disclosure beside it`);
      }
    }
    const best = byPath.get(getPath('bestCompanies'));
    if (!best?.document.querySelector('main .rating-note[data-disclosure]'))
      check.fail('best-companies.html', 'no disclosure');
    const about = byPath.get(getPath('about'));
    if (
      !textOf(about?.document.getElementById('how-we-are-paid')?.closest('section')).includes(howWeArePaid.commission)
    )
      check.fail('about.html', 'no "How we are paid" section');
    // Each graded insurer's card and all five review pages say "Financial strength" (a review without a
    // grade says why, beside how we are paid), and the ratings table's header.
    const graded = carrierComparison.filter((row) => row.rating).length;
    expect(ratings).toBeGreaterThanOrEqual(graded + carrierComparison.length + 1);
    check.finish(`${ratings} ratings`);
  });

  it('prints the quote dialog’s sharing sentence in the privacy policy, and the legal pages carry their date', () => {
    const check = new Check('legal');
    const privacy = byPath.get(getPath('privacyPolicy'));
    if (!privacy || !bodyText(privacy).includes(privacySharing))
      check.fail('privacy-policy.html', 'no sharing sentence');
    for (const name of ['privacyPolicy', 'termsOfService', 'accessibility'] as const) {
      const page = byPath.get(getPath(name));
      const time = page?.document.querySelector('main .updated time');
      if (!time || !/^\d{4}-\d{2}-\d{2}$/.test(time.getAttribute('datetime') ?? ''))
        check.fail(getPath(name), 'no "Last updated" date');
      if (page && name !== 'accessibility' && !bodyText(page).includes(siteConfig.company.legalName))
        check.fail(page.file, 'no legal name');
    }
    const terms = byPath.get(getPath('termsOfService'));
    if (terms && !bodyText(terms).includes(`(NPN) is ${siteConfig.npn.number}`))
      check.fail(terms.file, 'the terms do not give the NPN');
    check.finish('privacy policy, terms, accessibility');
  });
});
