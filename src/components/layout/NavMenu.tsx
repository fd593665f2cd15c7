import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { getPath, type PageName } from '../../lib/paths';
import { siteConfig } from '../../site.config';
import { aboutLink, type NavMenuData, type NavMenuId, navMenus } from './nav';
import { usePathChange } from './usePathChange';

/** Width from which the header shows the desktop menus (keep in step with layout.css). */
export const DESKTOP_QUERY = '(min-width: 960px)';

/** How long a menu opened by hovering stays open after the pointer leaves it. */
export const CLOSE_GRACE_MS = 250;

const { hoverDelayMs, skipDelayMs } = siteConfig.menu;

type Opener = 'pointer' | 'click' | 'keyboard';
interface OpenMenu {
  id: NavMenuId;
  by: Opener;
}

/** True on wide screens (and where matchMedia is missing, as in tests): hover and fly-out panels. */
export function isDesktop(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;
}

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll('a')) : [];
}

const panelId = (id: NavMenuId) => `nav-panel-${id}`;

/**
 * The site navigation: About and two disclosure menus (a button with aria-expanded that shows
 * a panel of links; not an ARIA menu). On wide screens the panels fly out under the header and
 * open on hover; on small screens the same markup sits in the mobile panel as an accordion.
 * Every link is in the prerendered HTML; closed panels carry the `hidden` attribute.
 */
export function NavMenus({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpenState] = useState<OpenMenu | null>(null);
  const openRef = useRef<OpenMenu | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** True for skipDelayMs after a hover-opened menu closed: the next hover opens at once. */
  const skipping = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const buttons = useRef<Partial<Record<NavMenuId, HTMLButtonElement | null>>>({});
  const panels = useRef<Partial<Record<NavMenuId, HTMLDivElement | null>>>({});

  const setOpen = useCallback((next: OpenMenu | null) => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    openRef.current = next;
    setOpenState(next);
  }, []);

  // Navigating (links, back and forward) closes the open menu.
  const { pathname } = useLocation();
  usePathChange(() => setOpenState(null));
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      clearTimeout(skipTimer.current);
    },
    [],
  );

  // A press outside the navigation closes a fly-out menu (wide screens only: the accordion stays).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!isDesktop()) return;
      if (event.target instanceof Node && listRef.current?.contains(event.target)) return;
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const startSkipWindow = () => {
    skipping.current = true;
    clearTimeout(skipTimer.current);
    skipTimer.current = setTimeout(() => {
      skipping.current = false;
    }, skipDelayMs);
  };

  const openAndFocus = (id: NavMenuId, which: 'first' | 'last') => {
    flushSync(() => setOpen({ id, by: 'keyboard' }));
    const links = panelLinks(panels.current[id] ?? null);
    (which === 'first' ? links[0] : links[links.length - 1])?.focus();
  };

  const closeAndReturn = (id: NavMenuId) => {
    setOpen(null);
    buttons.current[id]?.focus();
  };

  const onPointerEnter = (id: NavMenuId, event: PointerEvent) => {
    if (event.pointerType === 'touch' || !isDesktop()) return;
    clearTimeout(closeTimer.current);
    const current = openRef.current;
    if (current?.id === id) return;
    if (current || skipping.current) {
      // Moving from one open menu to the other: no delay.
      setOpen({ id, by: 'pointer' });
      return;
    }
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => setOpen({ id, by: 'pointer' }), hoverDelayMs);
  };

  const onPointerLeave = (id: NavMenuId, event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(openTimer.current);
    const current = openRef.current;
    if (current?.id !== id || current.by !== 'pointer') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      if (openRef.current?.id !== id) return;
      setOpen(null);
      startSkipWindow();
    }, CLOSE_GRACE_MS);
  };

  const onButtonClick = (id: NavMenuId, event: MouseEvent) => {
    const current = openRef.current;
    if (current?.id !== id) {
      setOpen({ id, by: event.detail === 0 ? 'keyboard' : 'click' });
    } else if (current.by === 'pointer' && event.detail !== 0) {
      // Opened by hovering, then clicked: keep it open, now until dismissed.
      setOpen({ id, by: 'click' });
    } else {
      setOpen(null);
    }
  };

  const onButtonKeyDown = (id: NavMenuId, event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(id, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onItemKeyDown = (id: NavMenuId, event: KeyboardEvent) => {
    if (openRef.current?.id !== id) return;
    if (event.key === 'Escape') {
      // On small screens Escape goes on to the header, which closes the whole mobile panel.
      if (!isDesktop()) return;
      event.preventDefault();
      event.stopPropagation();
      closeAndReturn(id);
      return;
    }
    const links = panelLinks(panels.current[id] ?? null);
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    let next: number;
    if (event.key === 'ArrowDown') next = (index + 1) % links.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + links.length) % links.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = links.length - 1;
    else return;
    event.preventDefault();
    links[next]?.focus();
  };

  const onItemBlur = (id: NavMenuId, event: FocusEvent<HTMLLIElement>) => {
    const to = event.relatedTarget;
    // relatedTarget is null when focus leaves the page or a click lands on nothing focusable
    // (Safari does not focus buttons and links on click): the outside-press handler covers those.
    if (!to || event.currentTarget.contains(to)) return;
    if (openRef.current?.id === id && isDesktop()) setOpen(null);
  };

  /** aria-current="page" on the link to the page being shown. */
  const current = (name: PageName) => (getPath(name) === pathname.replace(/(.)\/+$/, '$1') ? 'page' : undefined);

  const onLinkClick = () => {
    setOpen(null);
    onNavigate?.();
  };

  return (
    <ul className="nav-list" ref={listRef}>
      <li className="nav-item">
        <Link
          className="nav-link"
          to={getPath(aboutLink.name)}
          aria-current={current(aboutLink.name)}
          onClick={onLinkClick}
        >
          {aboutLink.label}
        </Link>
      </li>
      {navMenus.map((menu) => (
        <Disclosure
          key={menu.id}
          menu={menu}
          isOpen={open?.id === menu.id}
          buttonRef={(el) => {
            buttons.current[menu.id] = el;
          }}
          panelRef={(el) => {
            panels.current[menu.id] = el;
          }}
          onPointerEnter={(e) => onPointerEnter(menu.id, e)}
          onPointerLeave={(e) => onPointerLeave(menu.id, e)}
          onButtonClick={(e) => onButtonClick(menu.id, e)}
          onButtonKeyDown={(e) => onButtonKeyDown(menu.id, e)}
          onKeyDown={(e) => onItemKeyDown(menu.id, e)}
          onBlur={(e) => onItemBlur(menu.id, e)}
          onLinkClick={onLinkClick}
          current={current}
        />
      ))}
    </ul>
  );
}

interface DisclosureProps {
  menu: NavMenuData;
  isOpen: boolean;
  buttonRef: (el: HTMLButtonElement | null) => void;
  panelRef: (el: HTMLDivElement | null) => void;
  onPointerEnter: (e: PointerEvent) => void;
  onPointerLeave: (e: PointerEvent) => void;
  onButtonClick: (e: MouseEvent) => void;
  onButtonKeyDown: (e: KeyboardEvent) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onBlur: (e: FocusEvent<HTMLLIElement>) => void;
  onLinkClick: () => void;
  current: (name: PageName) => 'page' | undefined;
}

function Disclosure(props: DisclosureProps) {
  const { menu, isOpen, buttonRef, panelRef, onButtonClick, onButtonKeyDown, onLinkClick, current, ...itemHandlers } =
    props;
  const id = panelId(menu.id);
  return (
    // The list item only listens for events bubbling from its button and links.
    <li className="nav-item has-panel" {...itemHandlers}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </button>
      <div ref={panelRef} id={id} className="nav-panel" hidden={!isOpen}>
        <div className="nav-groups">
          {menu.groups.map((group) => {
            const headingId = `nav-${menu.id}-${group.id}`;
            return (
              <div className="nav-group" key={group.id}>
                <p className="nav-group-title" id={headingId}>
                  {group.heading}
                </p>
                <ul aria-labelledby={headingId}>
                  {group.links.map((link) => (
                    <li key={link.name}>
                      <Link to={getPath(link.name)} aria-current={current(link.name)} onClick={onLinkClick}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </li>
  );
}
