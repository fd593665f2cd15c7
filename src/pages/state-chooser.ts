/**
 * The state chooser of /when-someone-dies (`form[data-state-chooser]`), in plain DOM code. Without
 * JavaScript the page's list of state links does the job (each opens the state's section by
 * :target) and the form stays hidden. With it, the form shows: "Show" opens the chosen state's
 * section (through the address, so :target, the back button and print all agree) and, when an
 * insurer is chosen, hides the other insurers' claim steps. The selects follow the address.
 */
const STATE_PREFIX = '#state-';

function chooseInsurer(doc: Document, insurer: string): void {
  for (const card of doc.querySelectorAll<HTMLElement>('.insurer-claim[data-insurer]')) {
    card.hidden = insurer !== '' && card.dataset.insurer !== insurer;
  }
  doc.querySelector('.claims-list')?.toggleAttribute('data-chosen', insurer !== '');
}

function syncFromHash(form: HTMLFormElement, doc: Document): void {
  const hash = doc.location.hash;
  const select = form.elements.namedItem('state');
  if (select instanceof HTMLSelectElement && hash.startsWith(STATE_PREFIX))
    select.value = hash.slice(STATE_PREFIX.length);
}

export function initStateChooser(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-state-chooser]');
  if (!form) return;
  syncFromHash(form, doc);
  doc.defaultView?.addEventListener('hashchange', () => syncFromHash(form, doc));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const state = String(data.get('state') ?? '');
    chooseInsurer(doc, String(data.get('insurer') ?? ''));
    if (!state) return;
    const target = doc.getElementById(`state-${state}`);
    if (doc.location.hash !== `${STATE_PREFIX}${state}`) doc.location.hash = `${STATE_PREFIX}${state}`;
    target?.focus();
  });
}
