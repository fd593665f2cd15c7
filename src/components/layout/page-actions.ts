/**
 * Small page behaviors in plain DOM code (no React):
 * - buttons with `data-action="back"` go back in history, `data-action="reload"` reload the page
 *   (the error pages' "Go Back" and "Try Again");
 * - round portraits (`.avatar[data-src]`): the initials show until the image has loaded, and
 *   stay for good if it fails (data-state idle -> loading -> loaded | error).
 */
export function initPageActions(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button[data-action]');
    if (button?.dataset.action === 'back') doc.defaultView?.history.back();
    else if (button?.dataset.action === 'reload') doc.defaultView?.location.reload();
  });
  for (const avatar of doc.querySelectorAll<HTMLElement>('.avatar[data-src]')) loadAvatar(avatar);
}

export function loadAvatar(avatar: HTMLElement): void {
  const src = avatar.dataset.src ?? '';
  if (!src) {
    avatar.dataset.state = 'error';
    return;
  }
  const size = avatar.dataset.size ?? '';
  const img = avatar.ownerDocument.createElement('img');
  img.alt = '';
  img.decoding = 'async';
  img.width = Number(size);
  img.height = Number(size);
  img.addEventListener('load', () => {
    avatar.dataset.state = 'loaded';
    avatar.querySelector('.avatar-initials')?.remove();
  });
  img.addEventListener('error', () => {
    avatar.dataset.state = 'error';
    img.remove();
  });
  avatar.dataset.state = 'loading';
  img.src = src;
  avatar.append(img);
}
