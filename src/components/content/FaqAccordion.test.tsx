// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { faqs } from '../../../content/data/faq';
import { FaqAccordion } from './FaqAccordion';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const items = [
  { id: 'one', question: 'First question?', answer: 'First answer.' },
  { id: 'two', question: 'Second question?', answer: 'Second answer.' },
  { id: 'three', question: 'Third question?', answer: 'Third answer.' },
];

function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

function panelOf(trigger: HTMLElement): HTMLElement {
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
}

/** The ids of the open items, from aria-expanded, checked against the panels' hidden flags. */
function openIds(): string[] {
  return items
    .filter((item) => {
      const trigger = button(item.question);
      const expanded = trigger.getAttribute('aria-expanded') === 'true';
      expect(panelOf(trigger).hidden).toBe(!expanded);
      return expanded;
    })
    .map((item) => item.id);
}

describe('FaqAccordion', () => {
  it('prerenders every question and every answer; only the first is open', () => {
    const html = renderToString(<FaqAccordion items={faqs} />);
    for (const item of faqs) {
      expect(html).toContain(item.question);
      expect(html).toContain(item.answer);
    }
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(faqs.length - 1);
    expect(html.match(/ hidden=""/g)).toHaveLength(faqs.length - 1);
  });

  it('ties each question button to its answer with aria-controls, inside a heading', () => {
    render(<FaqAccordion items={items} />);
    for (const item of items) {
      const trigger = button(item.question);
      expect(trigger.getAttribute('type')).toBe('button');
      expect(trigger.closest('h3')).not.toBeNull();
      expect(panelOf(trigger).textContent).toBe(item.answer);
    }
  });

  it('opens one answer at a time and collapses the open one', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    expect(openIds()).toEqual(['one']);
    await user.click(button('Second question?'));
    expect(openIds()).toEqual(['two']);
    await user.click(button('Third question?'));
    expect(openIds()).toEqual(['three']);
    await user.click(button('Third question?'));
    expect(openIds()).toEqual([]);
  });

  it('can start with every answer closed', () => {
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    expect(openIds()).toEqual([]);
  });

  it('works with Enter and Space, and moves between questions with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    button('First question?').focus();
    await user.keyboard('{Enter}');
    expect(openIds()).toEqual(['one']);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Second question?'));
    await user.keyboard(' ');
    expect(openIds()).toEqual(['two']);
    await user.keyboard(' ');
    expect(openIds()).toEqual([]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Third question?'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('First question?'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(button('Third question?'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(button('First question?'));
  });

  it('opens the answer named in the address (/faq#three), now and on a later hash change', async () => {
    window.history.replaceState(null, '', '/faq#three');
    render(<FaqAccordion items={items} />);
    expect(openIds()).toEqual(['three']);
    await act(async () => {
      window.location.hash = '#two';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(openIds()).toEqual(['two']);
  });
});
