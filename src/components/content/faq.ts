/**
 * The FAQ accordions (`.accordion` of <details name="...">): the browser opens and closes the
 * answers, one at a time. This adds Up and Down to move between questions (wrapping), Home and
 * End to the first and last, and opens the answer named in the address (/faq#cost), also when
 * the hash changes on the page.
 */
const QUESTION = '.accordion > details > summary';

function moveFocus(event: KeyboardEvent): void {
  const summary = (event.target as Element | null)?.closest?.<HTMLElement>(QUESTION);
  if (!summary || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const list = summary.closest('.accordion');
  const questions = list ? [...list.querySelectorAll<HTMLElement>(':scope > details > summary')] : [];
  const index = questions.indexOf(summary);
  const n = questions.length;
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? n - 1 : (index + (event.key === 'ArrowDown' ? 1 : -1) + n) % n;
  event.preventDefault();
  questions[next]?.focus();
}

function openFromHash(doc: Document): void {
  let id: string;
  try {
    id = decodeURIComponent(doc.location.hash.slice(1));
  } catch {
    return;
  }
  const target = id ? doc.getElementById(id) : null;
  if (target instanceof HTMLDetailsElement && target.parentElement?.classList.contains('accordion')) target.open = true;
}

export function initFaq(doc: Document = document): void {
  if (!doc.querySelector('.accordion > details')) return;
  doc.addEventListener('keydown', moveFocus);
  openFromHash(doc);
  doc.defaultView?.addEventListener('hashchange', () => openFromHash(doc));
}
