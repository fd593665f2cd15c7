// @vitest-environment jsdom
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { faqs } from '../../../content/data/faq';
import { FaqAccordion, type FaqAccordionProps } from './FaqAccordion';
import { initFaq } from './faq';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const items = [
  { id: 'one', question: 'First question?', answer: 'First answer.' },
  { id: 'two', question: 'Second question?', answer: 'Second answer.' },
  { id: 'three', question: 'Third question?', answer: 'Third answer.' },
];

/** The accordion as prerendered, then the loader's FAQ module. */
function show(props: Partial<FaqAccordionProps> = {}) {
  document.body.innerHTML = renderToString(<FaqAccordion items={items} {...props} />);
  initFaq(document);
}

const details = () => [...document.querySelectorAll('details')];
const summary = (question: string) =>
  [...document.querySelectorAll('summary')].find((s) => s.textContent === question) as HTMLElement;
const openIds = () =>
  details()
    .filter((d) => d.open)
    .map((d) => d.id);

describe('FaqAccordion', () => {
  it('prerenders every question and every answer; only the first is open', () => {
    const html = renderToString(<FaqAccordion items={faqs} />);
    for (const item of faqs) {
      expect(html).toContain(item.question);
      expect(html).toContain(item.answer);
    }
    expect(html.match(/<details /g)).toHaveLength(faqs.length);
    expect(html.match(/<details [^>]*open=""/g)).toHaveLength(1);
  });

  it('is made of <details> sharing one name (the browser keeps one open), each question a heading in its summary', () => {
    show();
    expect(details().map((d) => d.getAttribute('name'))).toEqual(['faq', 'faq', 'faq']);
    for (const item of items) {
      const question = summary(item.question);
      expect(question.parentElement?.id).toBe(item.id);
      expect(question.querySelector('h3')?.textContent).toBe(item.question);
      expect(question.nextElementSibling?.textContent).toBe(item.answer);
    }
    expect(openIds()).toEqual(['one']);
  });

  it('can start with every answer closed, and takes another group name', () => {
    show({ initiallyOpen: null, name: 'state-faq' });
    expect(openIds()).toEqual([]);
    expect(details().every((d) => d.getAttribute('name') === 'state-faq')).toBe(true);
  });

  it('moves between questions with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    show({ initiallyOpen: null });
    summary('First question?').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(summary('Second question?'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(summary('Third question?'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(summary('First question?'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(summary('Third question?'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(summary('First question?'));
  });

  it('opens the answer named in the address (/faq#three), now and on a later hash change', async () => {
    window.history.replaceState(null, '', '/faq#three');
    show({ initiallyOpen: null });
    expect(openIds()).toEqual(['three']);
    await act(async () => {
      window.location.hash = '#two';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(openIds()).toContain('two');
  });
});
