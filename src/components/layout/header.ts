/**
 * The header's menus and the mobile panel, in plain DOM code (no React): the prerendered markup
 * is a disclosure pattern (buttons with aria-expanded that show panels of links, closed panels
 * `hidden`), and this module makes it work.
 *
 * Wide screens: a menu opens on hover after a short delay (at once when moving from one open
 * menu to the other, or just after one closed), on click, or by keyboard (Enter, Space, ArrowDown
 * to the first link, ArrowUp to the last); Up, Down, Home and End move between its links;
 * Escape, a press outside or focus leaving it closes it. Small screens: the "Menu" toggle opens
 * the panel, where the menus are an accordion; Escape, a press outside the header or focus moving
 * on into the page closes the panel.
 */

/** Width from which the header shows the desktop menus (keep in step with layout.css). */
export const DESKTOP_QUERY = '(min-width: 960px)';

/** How long a menu opened by hovering stays open after the pointer leaves it. */
export const CLOSE_GRACE_MS = 250;

/** The toggle's icon: three bars when closed, a cross when open. */
export const TOGGLE_ICON = { closed: 'M3 6h18M3 12h18M3 18h18', open: 'M5 5l14 14M19 5L5 19' } as const;

type Opener = 'pointer' | 'click' | 'keyboard';

/** True on wide screens (and where matchMedia is missing, as in tests): hover and fly-out panels. */
export function isDesktop(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;
}

interface Menu {
  item: HTMLElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
}

const linksOf = (menu: Menu) => Array.from(menu.panel.querySelectorAll('a'));

function initMenus(list: HTMLElement, hoverDelayMs: number, skipDelayMs: number, signal: AbortSignal): () => void {
  const menus: Menu[] = [];
  for (const item of list.querySelectorAll<HTMLElement>('.has-panel')) {
    const button = item.querySelector<HTMLButtonElement>('.nav-button');
    const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (button && panel) menus.push({ item, button, panel });
  }
  let open: { menu: Menu; by: Opener } | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  /** True for skipDelayMs after a hover-opened menu closed: the next hover opens at once. */
  let skipping = false;

  const setOpen = (next: { menu: Menu; by: Opener } | null) => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    open = next;
    for (const menu of menus) {
      const isOpen = next?.menu === menu;
      menu.button.setAttribute('aria-expanded', String(isOpen));
      menu.panel.hidden = !isOpen;
    }
  };

  signal.addEventListener('abort', () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    clearTimeout(skipTimer);
  });

  const startSkipWindow = () => {
    skipping = true;
    clearTimeout(skipTimer);
    skipTimer = setTimeout(() => {
      skipping = false;
    }, skipDelayMs);
  };

  // A press outside the navigation closes a fly-out menu (wide screens only: the accordion stays).
  const on = { signal };
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (!open || !isDesktop()) return;
      if (event.target instanceof Node && list.contains(event.target)) return;
      setOpen(null);
    },
    on,
  );

  for (const menu of menus) {
    const { item, button } = menu;
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'touch' || !isDesktop()) return;
      clearTimeout(closeTimer);
      if (open?.menu === menu) return;
      if (open || skipping) {
        // Moving from one open menu to the other: no delay.
        setOpen({ menu, by: 'pointer' });
        return;
      }
      clearTimeout(openTimer);
      openTimer = setTimeout(() => setOpen({ menu, by: 'pointer' }), hoverDelayMs);
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(openTimer);
      if (open?.menu !== menu || open.by !== 'pointer') return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => {
        if (open?.menu !== menu) return;
        setOpen(null);
        startSkipWindow();
      }, CLOSE_GRACE_MS);
    });
    button.addEventListener('click', (event) => {
      if (open?.menu !== menu) setOpen({ menu, by: event.detail === 0 ? 'keyboard' : 'click' });
      // Opened by hovering, then clicked: keep it open, now until dismissed.
      else if (open.by === 'pointer' && event.detail !== 0) setOpen({ menu, by: 'click' });
      else setOpen(null);
    });
    button.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen({ menu, by: 'keyboard' });
      const links = linksOf(menu);
      (event.key === 'ArrowDown' ? links[0] : links[links.length - 1])?.focus();
    });
    item.addEventListener('keydown', (event) => {
      if (open?.menu !== menu) return;
      if (event.key === 'Escape') {
        // On small screens Escape goes on to the header, which closes the whole mobile panel.
        if (!isDesktop()) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(null);
        button.focus();
        return;
      }
      const links = linksOf(menu);
      const index = links.indexOf(event.target as HTMLAnchorElement);
      if (index < 0) return;
      const moves: Record<string, number> = {
        ArrowDown: (index + 1) % links.length,
        ArrowUp: (index - 1 + links.length) % links.length,
        Home: 0,
        End: links.length - 1,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      links[next]?.focus();
    });
    item.addEventListener('focusout', (event) => {
      const to = event.relatedTarget;
      // relatedTarget is null when focus leaves the page or a click lands on nothing focusable
      // (Safari does not focus buttons and links on click): the outside-press handler covers those.
      if (!(to instanceof Node) || item.contains(to)) return;
      if (open?.menu === menu && isDesktop()) setOpen(null);
    });
  }
  return () => setOpen(null);
}

function initPanel(header: HTMLElement, closeMenus: () => void, signal: AbortSignal): void {
  const toggle = header.querySelector<HTMLButtonElement>('.menu-toggle');
  const wrap = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !wrap) return;
  const icon = toggle.querySelector('path');
  let panelOpen = false;
  const setPanel = (next: boolean) => {
    panelOpen = next;
    toggle.setAttribute('aria-expanded', String(next));
    wrap.toggleAttribute('data-open', next);
    icon?.setAttribute('d', next ? TOGGLE_ICON.open : TOGGLE_ICON.closed);
  };
  const inside = (node: EventTarget | null) => node instanceof Node && header.contains(node);
  toggle.addEventListener('click', () => setPanel(!panelOpen));
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (panelOpen && !inside(event.target)) setPanel(false);
    },
    { signal },
  );
  header.addEventListener('keydown', (event) => {
    if (!panelOpen || event.key !== 'Escape' || event.defaultPrevented || isDesktop()) return;
    event.preventDefault();
    setPanel(false);
    toggle.focus();
  });
  header.addEventListener('focusout', (event) => {
    if (panelOpen && event.relatedTarget && !inside(event.relatedTarget)) setPanel(false);
  });
  // Following a link closes the menus and the panel (also for the page kept in the back/forward cache).
  header.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('a[href]')) return;
    closeMenus();
    setPanel(false);
  });
}

/**
 * Wires the site header found in `root` (the prerendered `header.site-header`). Returns a
 * function that removes the document-wide listeners and clears the timers (for tests).
 */
export function initHeader(root: ParentNode = document): () => void {
  const controller = new AbortController();
  const header = root.querySelector<HTMLElement>('header.site-header');
  if (!header) return () => {};
  const list = header.querySelector<HTMLElement>('.nav-list');
  const hoverDelayMs = Number(header.dataset.hoverDelay ?? 0);
  const skipDelayMs = Number(header.dataset.skipDelay ?? 0);
  const closeMenus = list ? initMenus(list, hoverDelayMs, skipDelayMs, controller.signal) : () => {};
  initPanel(header, closeMenus, controller.signal);
  return () => controller.abort();
}
