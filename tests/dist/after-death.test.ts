import { describe, expect, it } from 'vitest';
import { getPath, statePath } from '#core/paths';
import { insurerClaims } from '../../content/data/insurer-claims';
import { states } from '../../content/data/states';
import { vitalRecordOf } from '../../content/data/vital-records';
import { feeText } from '../../src/components/after-death/StateDeathFacts';
import { fileForPath, listHtmlFiles, parseHtml, readDist, requireDist } from './helpers';

/**
 * /when-someone-dies and the family's sections of the state and carrier pages, as built: each
 * state's fee with a dated source link, each reviewed carrier's claims section linking to the
 * insurer's own site, and no link to a source without the day it was read.
 */
requireDist();

const doc = (path: string) => parseHtml(readDist(fileForPath(path)));
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('/when-someone-dies', () => {
  const guide = doc(getPath('whenSomeoneDies'));

  it('has a section and a link for every state and DC, with the fee and its dated source where we have one', () => {
    for (const state of states) {
      const id = `state-${state.code.toLowerCase()}`;
      const section = guide.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(guide.querySelector(`.state-links a[href="#${id}"]`), id).not.toBeNull();
      const record = vitalRecordOf(state.code);
      if (!record) continue;
      const fee = section?.querySelector('[data-vital-fee]');
      expect(text(fee)).toContain(feeText(record));
      expect(fee?.querySelector(`a[href="${record.feeSource.url}"][data-source-checked]`), state.code).not.toBeNull();
    }
  });

  it('lists each insurer’s claim steps with a link to its own site', () => {
    for (const claim of insurerClaims) {
      const card = guide.querySelector(`.insurer-claim[data-insurer="${claim.carrierId}"]`);
      expect(card?.querySelector(`a[data-insurer-site][href="${claim.claimPage}"]`), claim.carrierId).not.toBeNull();
    }
  });

  it('offers one call to action: the help line for a claim, and no quote button', () => {
    const main = guide.querySelector('main');
    expect(main?.querySelector('.claim-help a[href^="tel:"]')).not.toBeNull();
    expect(main?.querySelectorAll('a[href^="tel:"]')).toHaveLength(1);
    expect(main?.querySelector('[data-quick-quote], a[href="/quote"]')).toBeNull();
    expect(guide.querySelector('.footer-cta'), 'the footer’s sales band').toBeNull();
  });
});

describe('state pages', () => {
  it.each(states.map((s) => [s.code, s] as const))(
    '%s: an after-death section with its fee and dated source, or the CDC index',
    (code, state) => {
      const section = doc(statePath(code)).querySelector('section[aria-labelledby="after-a-death"]');
      expect(section).not.toBeNull();
      const record = vitalRecordOf(code);
      if (record) {
        expect(text(section?.querySelector('[data-vital-fee]'))).toContain(feeText(record));
        expect(section?.querySelector(`a[href="${record.feeSource.url}"][data-source-checked]`)).not.toBeNull();
      } else {
        expect(section?.querySelector('[data-vital-gap]'), state.name).not.toBeNull();
        expect(
          section?.querySelector('a[href="https://www.cdc.gov/nchs/w2w/index.htm"][data-source-checked]'),
        ).not.toBeNull();
      }
      expect(section?.querySelector(`a[href^="${getPath('whenSomeoneDies')}#state-"]`)).not.toBeNull();
    },
  );
});

describe('carrier review pages', () => {
  const reviews = ['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage'] as const;
  it.each(reviews)('%s: a claims section linking to the insurer’s own site', (name) => {
    const section = doc(getPath(name)).querySelector('section[aria-labelledby="how-to-claim"]');
    expect(section).not.toBeNull();
    const link = section?.querySelector('a[data-insurer-site]');
    const host = new URL(link?.getAttribute('href') ?? 'http://invalid').hostname;
    const claim = insurerClaims.find((c) => new URL(c.claimPage).hostname === host);
    expect(claim, host).toBeDefined();
  });
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
