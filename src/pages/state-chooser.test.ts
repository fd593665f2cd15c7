// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initStateChooser } from './state-chooser';

const guide = `<form data-state-chooser="">
  <select name="state"><option value="">Choose</option></select>
  <select name="insurer"><option value="">All</option><option value="trustage">TruStage</option><option value="globe-life">Globe Life</option></select>
  <button type="submit">Show</button>
</form>
<nav><a data-state="ak" href="/ak#after-a-death">Alaska</a><a data-state="hi" href="/hi#after-a-death">Hawaii</a></nav>
<div data-chosen-state=""></div>
<div class="claims-list">
  <section class="insurer-claim" data-insurer="trustage"></section>
  <section class="insurer-claim" data-insurer="globe-life"></section>
</div>`;

const statePage = (name: string) => `<!doctype html><html><body><main>
  <p>The rest of the state page</p>
  <section id="after-a-death"><h2>After a death in ${name}</h2><p data-vital-fee="">A certified death certificate costs $10.</p>
  <p data-guide-link=""><a href="/when-someone-dies">When someone dies</a></p></section>
</main></body></html>`;

function setUp(hash = '', answer: (url: string) => Promise<Response> = okPage, go = vi.fn()) {
  window.location.hash = hash;
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return answer(url);
  });
  document.body.innerHTML = guide;
  initStateChooser(document, go);
  return {
    fetched,
    form: document.querySelector('form') as HTMLFormElement,
    state: document.querySelector('select[name="state"]') as HTMLSelectElement,
    insurer: document.querySelector('select[name="insurer"]') as HTMLSelectElement,
    box: document.querySelector('[data-chosen-state]') as HTMLElement,
    cards: [...document.querySelectorAll<HTMLElement>('.insurer-claim')],
  };
}

function okPage(url: string): Promise<Response> {
  const name = url === '/hi' ? 'Hawaii' : 'Alaska';
  return Promise.resolve(new Response(statePage(name), { status: 200, headers: { 'content-type': 'text/html' } }));
}

afterEach(() => {
  document.body.innerHTML = '';
  window.location.hash = '';
  vi.unstubAllGlobals();
});

describe('state chooser', () => {
  it('brings the chosen state’s section from its page into the guide, names it in the address, and focuses it', async () => {
    const { form, state, box, fetched } = setUp();
    state.value = 'hi';
    form.requestSubmit();
    await vi.waitFor(() => expect(box.querySelector('#after-a-death')).not.toBeNull());
    expect(fetched).toEqual(['/hi']);
    expect(box.textContent).toContain('After a death in Hawaii');
    expect(box.textContent).toContain('A certified death certificate costs $10.');
    expect(box.textContent).not.toContain('The rest of the state page');
    expect(box.querySelector('[data-guide-link]')).toBeNull();
    expect(window.location.hash).toBe('#state-hi');
    expect(document.activeElement?.id).toBe('after-a-death');
    expect(box.hasAttribute('aria-busy')).toBe(false);
  });

  it('fills the state select from the page’s list of state links', () => {
    const { state } = setUp();
    expect([...state.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose'],
      ['ak', 'Alaska'],
      ['hi', 'Hawaii'],
    ]);
  });

  it('replaces one state with another', async () => {
    const { form, state, box } = setUp();
    state.value = 'hi';
    form.requestSubmit();
    await vi.waitFor(() => expect(box.textContent).toContain('Hawaii'));
    state.value = 'ak';
    form.requestSubmit();
    await vi.waitFor(() => expect(box.textContent).toContain('Alaska'));
    expect(box.querySelectorAll('section')).toHaveLength(1);
  });

  it('shows only the chosen insurer, and every insurer again when none is chosen, without touching the address', () => {
    const { form, insurer, cards, fetched } = setUp();
    insurer.value = 'globe-life';
    form.requestSubmit();
    expect(cards.map((c) => c.hidden)).toEqual([true, false]);
    expect(document.querySelector('.claims-list')?.hasAttribute('data-chosen')).toBe(true);
    insurer.value = '';
    form.requestSubmit();
    expect(cards.map((c) => c.hidden)).toEqual([false, false]);
    expect(window.location.hash).toBe('');
    expect(fetched).toEqual([]);
  });

  it('shows the state the address names when the page opens', async () => {
    const { state, box } = setUp('#state-ak');
    expect(state.value).toBe('ak');
    await vi.waitFor(() => expect(box.textContent).toContain('After a death in Alaska'));
  });

  it('ignores an address that names no state of the list', () => {
    const { state, fetched } = setUp('#state-zz');
    expect(state.value).toBe('');
    expect(fetched).toEqual([]);
  });

  it('goes to the state page when its section cannot be fetched', async () => {
    const assign = vi.fn();
    const { form, state, box } = setUp('', () => Promise.reject(new TypeError('offline')), assign);
    state.value = 'ak';
    form.requestSubmit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/ak#after-a-death'));
    expect(box.children).toHaveLength(0);
    expect(box.dataset.shown).toBeUndefined();
    expect(box.hasAttribute('aria-busy')).toBe(false);
  });
});
