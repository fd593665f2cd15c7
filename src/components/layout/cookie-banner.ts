/**
 * The cookie banner, in plain DOM code (no React): a non-modal bottom sheet built from the
 * page's <template> (so it is not part of the page for search engines or without script) unless
 * the visitor accepted before. It closes itself after its time (`data-auto-dismiss-ms`), a
 * countdown that pauses while the pointer is over it or focus is in it. While shown, the page
 * gets bottom padding of the banner's height, so nothing (and no focused element) is ever hidden
 * underneath it. "Accept All" stores `true` under `data-storage-key` (cookiesAccepted).
 */

/** The CSS variable holding the banner's height while it is shown (body padding, scroll padding). */
export const BANNER_HEIGHT_VAR = '--cookie-banner-height';
export const BANNER_TEMPLATE_ID = 'cookie-banner-template';

/** Storage may be missing or throw (privacy modes, blocked cookies): then nothing was accepted. */
function hasAccepted(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function storeAccepted(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Not stored: the banner shows again on the next visit, which is the safe outcome.
  }
}

/** Shows the banner of the page's template, unless accepted before. Returns it, or null. */
export function initCookieBanner(doc: Document = document): HTMLElement | null {
  const template = doc.getElementById(BANNER_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const key = template.dataset.storageKey ?? 'cookiesAccepted';
  if (hasAccepted(key)) return null;
  const banner = template.content.firstElementChild?.cloneNode(true);
  if (!(banner instanceof HTMLElement)) return null;
  let remaining = Number(template.dataset.autoDismissMs ?? 10_000);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;
  let hovered = false;
  let focused = false;
  /** Where keyboard focus came from when it entered the banner. */
  let cameFrom: HTMLElement | null = null;
  const root = doc.documentElement;
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => root.style.setProperty(BANNER_HEIGHT_VAR, `${heightOf(banner)}px`))
      : null;

  const close = () => {
    clearTimeout(timer);
    observer?.disconnect();
    banner.remove();
    root.style.removeProperty(BANNER_HEIGHT_VAR);
  };
  const pauseOrRun = () => {
    const paused = hovered || focused;
    if (paused && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    } else if (!paused && timer === undefined) {
      startedAt = Date.now();
      timer = setTimeout(close, remaining);
    }
  };
  const closeBy = (event: MouseEvent) => {
    // A keyboard user who pressed a button here goes back to where they were; a pointer
    // user's focus is left alone (moving it would scroll the page).
    const back = event.detail === 0 ? cameFrom : null;
    close();
    if (back?.isConnected) back.focus();
  };

  banner.addEventListener('pointerenter', () => {
    hovered = true;
    pauseOrRun();
  });
  banner.addEventListener('pointerleave', () => {
    hovered = false;
    pauseOrRun();
  });
  banner.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !banner.contains(from)) cameFrom = from;
    focused = true;
    pauseOrRun();
  });
  banner.addEventListener('focusout', (event) => {
    const to = event.relatedTarget;
    if (to instanceof Node && banner.contains(to)) return;
    focused = false;
    pauseOrRun();
  });
  banner.querySelector('[data-cookie-decline]')?.addEventListener('click', (event) => closeBy(event as MouseEvent));
  banner.querySelector('[data-cookie-accept]')?.addEventListener('click', (event) => {
    storeAccepted(key);
    closeBy(event as MouseEvent);
  });

  template.after(banner);
  // The observer reports the banner's height after the browser's own next layout; measuring it
  // here would force a layout of the whole page while it is still loading.
  if (observer) observer.observe(banner);
  else root.style.setProperty(BANNER_HEIGHT_VAR, `${heightOf(banner)}px`);
  pauseOrRun();
  return banner;
}

function heightOf(element: HTMLElement): number {
  return Math.ceil(element.getBoundingClientRect().height);
}
