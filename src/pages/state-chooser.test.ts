// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initStateChooser } from './state-chooser';

const guide = `<form data-state-chooser="">
  <select name="state"><option value="">Choose</option></select>
  <select name="insurer"><option value="">Choose</option></select>
  <button type="submit">Show</button>
</form>
<nav><a data-state="ak" href="/ak#after-a-death">Alaska</a><a data-state="hi" href="/hi#after-a-death">Hawaii</a></nav>
<div data-chosen-state=""></div>
<nav><a data-insurer="trustage" href="/trustage#claim-trustage">TruStage</a>
  <a data-insurer="royal-neighbors" href="/life-insurance-claims#claim-royal-neighbors">Royal Neighbors</a></nav>
<div data-chosen-insurer=""></div>`;

const statePage = (name: string) => `<!doctype html><html><body><main>
  <p>The rest of the state page</p>
  <section id="after-a-death"><h2>After a death in ${name}</h2><p data-vital-fee="">A certified death certificate costs $10.</p>
  <p data-guide-link=""><a href="/when-someone-dies">When someone dies</a></p></section>
</main></body></html>`;

/** The claims page: two cards, each with its id; the chooser must take the one the link names. */
const claimsPage = `<!doctype html><html><body><main>
  <section id="claim-american-amicable"><h2>How a family files a claim with American-Amicable</h2></section>
  <section id="claim-royal-neighbors" data-insurer="royal-neighbors"><h2>How a family files a claim with Royal Neighbors</h2>
  <p>We could not find its claim steps.</p></section>
</main></body></html>`;

const carrierPage = `<!doctype html><html><body><main><p>The rest of the review</p>
  <section id="claim-trustage" data-insurer="trustage"><h2>How a family files a claim with TruStage</h2><p>Claims phone</p>
  <p data-guide-link=""><a href="/when-someone-dies#claims">When someone dies</a></p></section>
</main></body></html>`;

function setUp(hash = '', answer: (url: string) => Promise<Response> = okPage, go = vi.fn()) {
  window.location.hash = hash;
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return answer(url);
  });
  document.body.innerHTML = guide;
  stop = initStateChooser(document, go);
  return {
    fetched,
    form: document.querySelector('form') as HTMLFormElement,
    state: document.querySelector('select[name="state"]') as HTMLSelectElement,
    insurer: document.querySelector('select[name="insurer"]') as HTMLSelectElement,
    box: document.querySelector('[data-chosen-state]') as HTMLElement,
    insurerBox: document.querySelector('[data-chosen-insurer]') as HTMLElement,
  };
}

function okPage(url: string): Promise<Response> {
  const pages: Record<string, string> = {
    '/hi': statePage('Hawaii'),
    '/ak': statePage('Alaska'),
    '/trustage': carrierPage,
    '/life-insurance-claims': claimsPage,
  };
  const page = pages[url];
  const response = page
    ? new Response(page, { status: 200, headers: { 'content-type': 'text/html' } })
    : new Response('', { status: 404 });
  return Promise.resolve(response);
}

let stop = () => {};

afterEach(() => {
  stop();
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

  it('fills each select from the page’s list of links: the states, and the insurers', () => {
    const { state, insurer } = setUp();
    const options = (select: HTMLSelectElement) => [...select.options].map((o) => [o.value, o.text]);
    expect(options(state)).toEqual([
      ['', 'Choose'],
      ['ak', 'Alaska'],
      ['hi', 'Hawaii'],
    ]);
    expect(options(insurer)).toEqual([
      ['', 'Choose'],
      ['trustage', 'TruStage'],
      ['royal-neighbors', 'Royal Neighbors'],
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

  it('brings the chosen insurer’s card from the page its link names, the card of that id only', async () => {
    const { form, insurer, insurerBox, box, fetched } = setUp();
    insurer.value = 'royal-neighbors';
    form.requestSubmit();
    await vi.waitFor(() => expect(insurerBox.querySelector('#claim-royal-neighbors')).not.toBeNull());
    expect(fetched).toEqual(['/life-insurance-claims']);
    expect(insurerBox.textContent).toContain('We could not find its claim steps.');
    expect(insurerBox.textContent).not.toContain('American-Amicable');
    expect(window.location.hash).toBe('#insurer-royal-neighbors');
    expect(document.activeElement?.id).toBe('claim-royal-neighbors');
    expect(box.children).toHaveLength(0);
  });

  it('shows a state and an insurer together, names both in the address, focuses the state, and drops the card’s link back', async () => {
    const { form, state, insurer, box, insurerBox, fetched } = setUp();
    state.value = 'ak';
    insurer.value = 'trustage';
    form.requestSubmit();
    await vi.waitFor(() => expect(insurerBox.querySelector('#claim-trustage')).not.toBeNull());
    await vi.waitFor(() => expect(box.querySelector('#after-a-death')).not.toBeNull());
    expect(fetched).toEqual(['/ak', '/trustage']);
    expect(insurerBox.textContent).not.toContain('The rest of the review');
    expect(insurerBox.querySelector('[data-guide-link]')).toBeNull();
    expect(window.location.hash).toBe('#state-ak&insurer-trustage');
    expect(document.activeElement?.id).toBe('after-a-death');
  });

  it('takes a choice away when its select is set back, and the address with it', async () => {
    const { form, state, insurer, box, insurerBox } = setUp();
    state.value = 'ak';
    insurer.value = 'trustage';
    form.requestSubmit();
    await vi.waitFor(() => expect(insurerBox.children).toHaveLength(1));
    insurer.value = '';
    form.requestSubmit();
    expect(insurerBox.children).toHaveLength(0);
    expect(window.location.hash).toBe('#state-ak');
    state.value = '';
    form.requestSubmit();
    expect(box.children).toHaveLength(0);
    expect(window.location.hash).toBe('');
  });

  it('shows the state and the insurer the address names when the page opens', async () => {
    const { state, insurer, box, insurerBox } = setUp('#state-hi&insurer-trustage');
    expect(state.value).toBe('hi');
    expect(insurer.value).toBe('trustage');
    await vi.waitFor(() => expect(box.textContent).toContain('After a death in Hawaii'));
    await vi.waitFor(() => expect(insurerBox.textContent).toContain('How a family files a claim with TruStage'));
  });

  it('goes to the insurer’s page when its card is not on it', async () => {
    const assign = vi.fn();
    const missing = () => Promise.resolve(new Response('<main></main>', { status: 200 }));
    const { form, insurer, insurerBox } = setUp('', missing, assign);
    insurer.value = 'trustage';
    form.requestSubmit();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/trustage#claim-trustage'));
    expect(insurerBox.children).toHaveLength(0);
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
