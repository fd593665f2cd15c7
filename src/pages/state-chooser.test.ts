// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initStateChooser } from './state-chooser';

const page = `<form data-state-chooser="">
  <select name="state"><option value="">Choose</option><option value="ak">Alaska</option><option value="hi">Hawaii</option></select>
  <select name="insurer"><option value="">All</option><option value="trustage">TruStage</option><option value="globe-life">Globe Life</option></select>
  <button type="submit">Show</button>
</form>
<section id="state-ak" tabindex="-1"></section><section id="state-hi" tabindex="-1"></section>
<div class="claims-list">
  <section class="insurer-claim" data-insurer="trustage"></section>
  <section class="insurer-claim" data-insurer="globe-life"></section>
</div>`;

function setUp(hash = '') {
  window.location.hash = hash;
  document.body.innerHTML = page;
  initStateChooser(document);
  return {
    form: document.querySelector('form') as HTMLFormElement,
    state: document.querySelector('select[name="state"]') as HTMLSelectElement,
    insurer: document.querySelector('select[name="insurer"]') as HTMLSelectElement,
    cards: [...document.querySelectorAll<HTMLElement>('.insurer-claim')],
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('state chooser', () => {
  it('opens the chosen state through the address, focuses it, and shows only the chosen insurer', () => {
    const { form, state, insurer, cards } = setUp();
    state.value = 'hi';
    insurer.value = 'trustage';
    form.requestSubmit();
    expect(window.location.hash).toBe('#state-hi');
    expect(document.activeElement?.id).toBe('state-hi');
    expect(cards.map((c) => c.hidden)).toEqual([false, true]);
    expect(document.querySelector('.claims-list')?.hasAttribute('data-chosen')).toBe(true);
  });

  it('shows every insurer again when none is chosen, and leaves the address alone without a state', () => {
    const { form, insurer, cards } = setUp();
    insurer.value = 'globe-life';
    form.requestSubmit();
    expect(cards.map((c) => c.hidden)).toEqual([true, false]);
    insurer.value = '';
    form.requestSubmit();
    expect(cards.map((c) => c.hidden)).toEqual([false, false]);
    expect(window.location.hash).toBe('');
  });

  it('selects the state the address names when the page opens', () => {
    const { state } = setUp('#state-ak');
    expect(state.value).toBe('ak');
  });
});
