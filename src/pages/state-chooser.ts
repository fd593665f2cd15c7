/**
 * The chooser of /when-someone-dies (`form[data-state-chooser]`), in plain DOM code: the state and
 * the insurer. Each state's facts live on its state page (decision 0087), each insurer's claim card
 * on its carrier page or the claims page (decision 0092). Without JavaScript the page's lists of
 * links do the job (each opens the page at its section) and the form stays hidden. With it, the
 * form shows, each select filled from its list of links (`a[data-state]`, `a[data-insurer]`):
 * "Show" fetches the page each chosen link points to, takes the section its fragment names, and
 * puts it in the guide (`[data-chosen-state]`, `[data-chosen-insurer]`), so that the guide reads
 * and prints with the state's office and fee and the insurer's claim steps. The address names the
 * choices (#state-tx, #insurer-globe-life, or both joined by &), so a reload or a shared link shows
 * them again. If a page cannot be fetched, the browser goes to it instead.
 */

/** A choice: the select's name, which is also its links' data attribute, its box's and its part of the address. */
const choices = ['state', 'insurer'] as const;
type Choice = (typeof choices)[number];
type Chosen = Partial<Record<Choice, string>>;

/** The link for a value of a choice, from the page's own list (one source of URLs). */
function linkOf(doc: Document, choice: Choice, value: string | undefined): HTMLAnchorElement | null {
  if (!value || !/^[a-z][a-z-]*$/.test(value)) return null;
  return doc.querySelector<HTMLAnchorElement>(`a[data-${choice}="${value}"]`);
}

/** The section the link's fragment names, taken out of the page's HTML, without its link back to the guide. */
function sectionOf(html: string, id: string, doc: Document): HTMLElement | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const section = page.getElementById(id);
  if (!section) return null;
  for (const back of section.querySelectorAll('[data-guide-link]')) back.remove();
  const own = doc.importNode(section, true);
  own.tabIndex = -1;
  return own;
}

/** Brings the chosen section into its box and focuses it; opens its page if that fails. */
async function show(
  box: HTMLElement,
  value: string,
  link: HTMLAnchorElement,
  { focus, go }: { focus: boolean; go: (url: string) => void },
): Promise<void> {
  if (box.dataset.shown === value) {
    if (focus) box.querySelector<HTMLElement>(':scope > section')?.focus();
    return;
  }
  box.dataset.shown = value;
  box.setAttribute('aria-busy', 'true');
  let section: HTMLElement | null = null;
  try {
    const response = await fetch(link.pathname, { headers: { accept: 'text/html' } });
    if (response.ok)
      section = sectionOf(await response.text(), decodeURIComponent(link.hash.slice(1)), box.ownerDocument);
  } catch {
    section = null;
  }
  if (box.dataset.shown !== value) return; // another one was chosen meanwhile
  box.removeAttribute('aria-busy');
  if (!section) {
    delete box.dataset.shown;
    go(link.href);
    return;
  }
  box.replaceChildren(section);
  if (focus) section.focus();
}

function clear(box: HTMLElement): void {
  delete box.dataset.shown;
  box.removeAttribute('aria-busy');
  box.replaceChildren();
}

/** A select's options, one for each link of its list, in the list's order. */
function fill(doc: Document, choice: Choice, select: HTMLSelectElement): void {
  if (select.options.length > 1) return;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[data-${choice}]`)) {
    select.add(new Option(link.textContent ?? '', link.getAttribute(`data-${choice}`) ?? ''));
  }
}

/** The choices the address names: "#state-tx&insurer-globe-life". */
function chosenInHash(hash: string): Chosen {
  const chosen: Chosen = {};
  for (const part of hash.replace(/^#/, '').split('&')) {
    for (const choice of choices) {
      if (part.startsWith(`${choice}-`)) chosen[choice] = part.slice(choice.length + 1);
    }
  }
  return chosen;
}

function hashOf(chosen: Chosen): string {
  const parts = choices.flatMap((choice) => (chosen[choice] ? [`${choice}-${chosen[choice]}`] : []));
  return parts.length > 0 ? `#${parts.join('&')}` : '';
}

/**
 * `go` opens another page (the chosen one, when its section cannot be fetched). Returns what stops
 * it listening to the address (a test's page goes away; a real page never does).
 */
export function initStateChooser(
  doc: Document = document,
  go: (url: string) => void = (url) => doc.location.assign(url),
): () => void {
  const form = doc.querySelector<HTMLFormElement>('form[data-state-chooser]');
  if (!form) return () => {};
  const parts = choices.flatMap((choice) => {
    const select = form.elements.namedItem(choice);
    const box = doc.querySelector<HTMLElement>(`[data-chosen-${choice}]`);
    if (!(select instanceof HTMLSelectElement) || !box) return [];
    fill(doc, choice, select);
    return [{ choice, select, box }];
  });
  const fromHash = () => {
    const chosen = chosenInHash(doc.location.hash);
    for (const { choice, select, box } of parts) {
      const link = linkOf(doc, choice, chosen[choice]);
      if (!link) continue;
      select.value = chosen[choice] ?? '';
      void show(box, select.value, link, { focus: false, go });
    }
  };
  fromHash();
  doc.defaultView?.addEventListener('hashchange', fromHash);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen: Chosen = {};
    let focus = true;
    for (const { choice, select, box } of parts) {
      const link = linkOf(doc, choice, select.value);
      if (!link) {
        clear(box);
        continue;
      }
      chosen[choice] = select.value;
      void show(box, select.value, link, { focus, go });
      focus = false; // the first chosen section takes the focus
    }
    const hash = hashOf(chosen);
    if (doc.location.hash !== hash) {
      const { pathname, search } = doc.location;
      doc.defaultView?.history.replaceState(null, '', hash || `${pathname}${search}`);
    }
  });
  return () => doc.defaultView?.removeEventListener('hashchange', fromHash);
}
