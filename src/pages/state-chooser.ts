import { STATE_SECTION_ID } from '../components/after-death/state-section';

/**
 * The state chooser of /when-someone-dies (`form[data-state-chooser]`), in plain DOM code. Each
 * state's facts live on its state page (decision 0087). Without JavaScript the page's list of
 * state links does the job (each opens the state page at its section) and the form stays hidden.
 * With it, the form shows, its state select filled from those links: "Show" fetches the chosen state's page, takes its section for a family
 * after a death and puts it in the guide (`[data-chosen-state]`), so that the guide reads and
 * prints with the state's office and fee; when an insurer is chosen, it hides the other insurers'
 * claim steps. The address names the state (#state-xx), so a reload or a shared link shows it
 * again. If the page cannot be fetched, the browser goes to the state page instead.
 */
const STATE_PREFIX = '#state-';

function chooseInsurer(doc: Document, insurer: string): void {
  for (const card of doc.querySelectorAll<HTMLElement>('.insurer-claim[data-insurer]')) {
    card.hidden = insurer !== '' && card.dataset.insurer !== insurer;
  }
  doc.querySelector('.claims-list')?.toggleAttribute('data-chosen', insurer !== '');
}

/** The state page's address, from the page's own list of state links (one source of URLs). */
function stateLink(doc: Document, state: string): HTMLAnchorElement | null {
  if (!/^[a-z]{2}$/.test(state)) return null;
  return doc.querySelector<HTMLAnchorElement>(`a[data-state="${state}"]`);
}

/** The state page's section for a family, taken out of its HTML, without its link back to the guide. */
function sectionOf(html: string, doc: Document): HTMLElement | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const section = page.getElementById(STATE_SECTION_ID);
  if (!section) return null;
  for (const back of section.querySelectorAll('[data-guide-link]')) back.remove();
  const own = doc.importNode(section, true);
  own.tabIndex = -1;
  return own;
}

/** Brings the chosen state's section into the guide and focuses it; the state page if that fails. */
async function showState(
  doc: Document,
  box: HTMLElement,
  state: string,
  { focus, go }: { focus: boolean; go: (url: string) => void },
): Promise<void> {
  const link = stateLink(doc, state);
  if (!link) return;
  if (box.dataset.shown === state) {
    if (focus) box.querySelector<HTMLElement>(`#${STATE_SECTION_ID}`)?.focus();
    return;
  }
  box.dataset.shown = state;
  box.setAttribute('aria-busy', 'true');
  let section: HTMLElement | null = null;
  try {
    const response = await fetch(link.pathname, { headers: { accept: 'text/html' } });
    if (response.ok) section = sectionOf(await response.text(), doc);
  } catch {
    section = null;
  }
  if (box.dataset.shown !== state) return; // another state was chosen meanwhile
  box.removeAttribute('aria-busy');
  if (!section) {
    delete box.dataset.shown;
    go(link.href);
    return;
  }
  box.replaceChildren(section);
  if (focus) section.focus();
}

/** The state select's options, one for each link of the page's list of states, in its order. */
function fillStates(doc: Document, select: HTMLSelectElement): void {
  if (select.options.length > 1) return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-state]')) {
    select.add(new Option(link.textContent ?? '', link.dataset.state ?? ''));
  }
}

function stateFromHash(doc: Document): string {
  const hash = doc.location.hash;
  return hash.startsWith(STATE_PREFIX) ? hash.slice(STATE_PREFIX.length) : '';
}

/** `go` opens another page (the state page, when its section cannot be fetched). */
export function initStateChooser(
  doc: Document = document,
  go: (url: string) => void = (url) => doc.location.assign(url),
): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-state-chooser]');
  const box = doc.querySelector<HTMLElement>('[data-chosen-state]');
  if (!form || !box) return;
  const select = form.elements.namedItem('state');
  if (select instanceof HTMLSelectElement) fillStates(doc, select);
  const fromHash = () => {
    const state = stateFromHash(doc);
    if (!stateLink(doc, state)) return;
    if (select instanceof HTMLSelectElement) select.value = state;
    void showState(doc, box, state, { focus: false, go });
  };
  fromHash();
  doc.defaultView?.addEventListener('hashchange', fromHash);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const state = String(data.get('state') ?? '');
    chooseInsurer(doc, String(data.get('insurer') ?? ''));
    if (!stateLink(doc, state)) return;
    if (doc.location.hash !== `${STATE_PREFIX}${state}`) {
      doc.defaultView?.history.replaceState(null, '', `${STATE_PREFIX}${state}`);
    }
    void showState(doc, box, state, { focus: true, go });
  });
}
