import { describe, expect, it } from 'vitest';
import { formatUsd } from '#core/format';
import { getPath, statePath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { federalBenefits } from '../../content/data/federal-benefits';
import { claimGapOf, claimOf } from '../../content/data/insurer-claims';
import { insurerPlans } from '../../content/data/insurer-plans';
import { beneficiaryOutsideProbate, smallEstateOf } from '../../content/data/small-estates';
import { states } from '../../content/data/states';
import { vitalRecordOf, whereToWrite } from '../../content/data/vital-records';
import { claimCardId, claimCards } from '../../src/components/after-death/claim-cards';
import { feeText } from '../../src/components/after-death/StateDeathFacts';
import { STATE_SECTION_ID } from '../../src/components/after-death/state-section';
import { fileForPath, listHtmlFiles, parseHtml, readDist, requireDist } from './helpers';

/**
 * /when-someone-dies and the family's sections of the state, carrier and claims pages, as built: the
 * guide's national steps (Social Security's among them), its links to every state page's section
 * and every insurer's claim card; each state page's fee beside "death certificate" with its dated
 * source (or the gap with CDC's index) and its estate facts; each insurer's card on exactly one page,
 * linking to the insurer's own site or saying what we could not find; and no link to a source
 * without the day it was read.
 */
requireDist();

const doc = (path: string) => parseHtml(readDist(fileForPath(path)));
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('/when-someone-dies', () => {
  const guide = doc(getPath('whenSomeoneDies'));
  const main = guide.querySelector('main');

  it('links every state and DC to its state page’s section, and carries no state’s section itself', () => {
    for (const state of states) {
      const link = guide.querySelector(`.chooser-links a[data-state="${state.code.toLowerCase()}"]`);
      expect(link?.getAttribute('href'), state.code).toBe(`${statePath(state.code)}#${STATE_SECTION_ID}`);
      expect(text(link)).toBe(state.name);
    }
    expect(guide.querySelector('[data-vital-fee], [data-vital-gap], [data-small-estate]')).toBeNull();
    expect(guide.querySelector('[data-chosen-state]')?.children).toHaveLength(0);
  });

  it('names Social Security’s steps: report the death, the month-of-death payment, the $255 and survivors benefits', () => {
    const { ssa } = federalBenefits;
    const report = text(main?.querySelector('[data-ssa-report]'));
    expect(report).toContain(ssa.reportDeath.text);
    expect(report).toContain(ssa.monthOfDeath.text);
    expect(report).toMatch(/funeral home reports the death to Social Security/);
    const benefits = text(main?.querySelector('[data-ssa-steps]'));
    expect(benefits).toContain(`one-time payment of ${formatUsd(ssa.lumpSum.usd)}`);
    expect(benefits).toContain(ssa.lumpSumWho.text);
    expect(benefits).toContain('monthly survivors benefits');
    for (const who of ssa.survivors.who) expect(text(main)).toContain(who);
    expect(text(main)).toContain(`Call ${ssa.phone} (TTY ${ssa.tty})`);
  });

  it('links every insurer to the page of its claim card, and carries no card itself', () => {
    const links = [...guide.querySelectorAll('.chooser-links a[data-insurer]')];
    expect(links.map((a) => a.getAttribute('data-insurer'))).toEqual(claimCards.map((card) => card.carrierId));
    for (const card of claimCards) {
      const link = guide.querySelector(`a[data-insurer="${card.carrierId}"]`);
      expect(link?.getAttribute('href'), card.carrierId).toBe(card.href);
      expect(text(link)).toBe(card.name);
    }
    expect(guide.querySelector('section[data-insurer], [data-claim-gap], a[data-insurer-site]')).toBeNull();
    expect(guide.querySelector('[data-chosen-insurer]')?.children).toHaveLength(0);
  });
});

describe('the family’s pages offer no quote button', () => {
  it.each(['whenSomeoneDies', 'insuranceClaims'] as const)(
    '%s: its only calls to action are the help line for a claim',
    (name) => {
      const page = doc(getPath(name));
      const main = page.querySelector('main');
      expect(main?.querySelector('.claim-help a[href^="tel:"]')).not.toBeNull();
      for (const tel of main?.querySelectorAll('a[href^="tel:"]') ?? []) {
        expect(tel.getAttribute('href')).toBe(telHref(siteConfig.phones.help.e164));
      }
      expect(main?.querySelector('[data-quick-quote], a[href="/quote"]')).toBeNull();
      expect(page.querySelector('.footer-cta'), 'the footer’s sales band').toBeNull();
    },
  );
});

describe('claim cards', () => {
  // Every built page whose HTML names a card's id: parsed once, read by each insurer's check.
  const withCards = listHtmlFiles()
    .map((file) => ({ file, html: readDist(file) }))
    .filter(({ html }) => html.includes('id="claim-'))
    .map(({ file, html }) => ({ file, page: parseHtml(html) }));
  const planInsurers = [...new Set(insurerPlans.map((insurer) => insurer.carrierId))];

  it('covers every insurer in the plan data', () => {
    expect(planInsurers.length).toBeGreaterThan(0);
    for (const id of planInsurers)
      expect(
        claimCards.map((card) => card.carrierId),
        id,
      ).toContain(id);
  });

  it.each(claimCards.map((card) => [card.carrierId, card] as const))(
    '%s: its card is on exactly one page, the one the guide links to, with the insurer’s site or what we could not find',
    (id, card) => {
      const holders = withCards.filter(({ page }) =>
        page.querySelector(`section#${claimCardId(id)}[data-insurer="${id}"]`),
      );
      expect(holders.map((h) => h.file)).toEqual([fileForPath(new URL(card.href, 'https://site.invalid').pathname)]);
      const section = holders[0]?.page.getElementById(claimCardId(id));
      expect(text(section?.querySelector('h2'))).toMatch(/^How a family files a claim with /);
      const claim = claimOf(id);
      const gap = claimGapOf(id);
      if (claim) {
        expect(section?.querySelector(`a[data-insurer-site][href="${claim.claimPage}"]`)).not.toBeNull();
        if (claim.notFound) expect(text(section?.querySelector('[data-claim-gap]'))).toContain(claim.notFound);
      } else {
        const help = section?.querySelector('[data-claim-gap]');
        expect(text(help)).toContain('We could not find');
        expect(help?.querySelector(`a[href="${telHref(siteConfig.phones.help.e164)}"]`)).not.toBeNull();
        if (gap?.homeOffice) expect(text(help)).toContain(gap.homeOffice.address);
      }
    },
  );

  it('lives on the insurer’s carrier review page where there is one, with its link back to the guide marked', () => {
    const onReviews = claimCards.filter((card) => card.page !== 'insuranceClaims');
    expect(onReviews.map((card) => card.page).sort()).toEqual(
      ['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage'].sort(),
    );
    for (const card of onReviews) {
      const section = doc(getPath(card.page)).getElementById(claimCardId(card.carrierId));
      expect(
        section?.querySelector(`[data-guide-link] a[href="${getPath('whenSomeoneDies', 'claims')}"]`),
      ).not.toBeNull();
    }
  });

  it('the claims page links to every card, here or on its carrier page', () => {
    const page = doc(getPath('insuranceClaims'));
    const links = [...page.querySelectorAll('nav a[data-insurer]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(claimCards.map((card) => card.href));
  });
});

describe('state pages', () => {
  it.each(states.map((s) => [s.code, s] as const))(
    '%s: the fee beside “death certificate” with the state’s page, or the gap with the CDC index; the estate',
    (code, state) => {
      const section = doc(statePath(code)).querySelector(`section#${STATE_SECTION_ID}`);
      expect(section).not.toBeNull();
      const record = vitalRecordOf(code);
      if (record) {
        const fee = section?.querySelector('[data-vital-fee]');
        expect(text(fee)).toContain(`A certified death certificate costs ${feeText(record)}.`);
        expect(fee?.querySelector(`a[href="${record.feeSource.url}"][data-source-checked]`)).not.toBeNull();
        expect(text(section?.querySelector('[data-vital-office]'))).toBe(record.office);
      } else {
        const gap = section?.querySelector('[data-vital-gap]');
        expect(text(gap), state.name).toMatch(/^We could not read the death certificate fee on the state’s own page/);
        expect(gap?.querySelector(`a[href="${whereToWrite.url}"][data-source-checked]`)).not.toBeNull();
      }
      const estate = smallEstateOf(code);
      if (estate) {
        const facts = section?.querySelector('[data-small-estate]');
        expect(text(facts)).toContain(formatUsd(estate.limitUsd));
        expect(text(facts)).toContain(estate.statute);
        const law = [...(facts?.querySelectorAll('a') ?? [])].find((a) => text(a).startsWith(estate.statute));
        // The statute is linked where a page of it was read; otherwise the citation stands alone.
        expect(law?.getAttribute('href'), code).toBe(estate.statuteUrl);
      } else {
        expect(section?.querySelector('[data-estate-gap]'), state.name).not.toBeNull();
      }
      expect(text(section)).toContain(beneficiaryOutsideProbate.text);
      expect(section?.querySelector(`a[href="${getPath('whenSomeoneDies')}"]`)).not.toBeNull();
    },
  );
});

describe('links to the guide where a family would look', () => {
  const href = getPath('whenSomeoneDies');
  it('the home page’s “Here when it matters” card, the FAQ and the footer', () => {
    const home = doc(getPath('home'));
    const card = [...home.querySelectorAll('.card')].find(
      (c) => text(c.querySelector('h3')) === 'Here when it matters',
    );
    expect(card?.querySelector(`a[href="${href}"]`)).not.toBeNull();
    expect(doc(getPath('faq')).querySelector(`main #file-a-claim a[href="${href}"]`)).not.toBeNull();
    expect(home.querySelector(`.site-footer a[href="${href}"]`)).not.toBeNull();
  });
});

describe('every built page', () => {
  it('links to no source of these sections without the day it was read', () => {
    for (const file of listHtmlFiles()) {
      const page = parseHtml(readDist(file));
      for (const source of page.querySelectorAll('.dated-source a, .source-list a')) {
        expect(source.getAttribute('data-source-checked'), `${file}: ${source.getAttribute('href')}`).toMatch(
          /^\d{4}-\d{2}-\d{2}$/,
        );
      }
    }
  });
});
