import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPath, telHref } from '../../lib/paths';
import { siteConfig } from '../../site.config';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';
import { isDesktop, NavMenus } from './NavMenu';
import { usePathChange } from './usePathChange';

const NAV_ID = 'site-nav';

/**
 * The sticky site header: logo, navigation, the sales phone and the Quick Quote button.
 * Below 960px the navigation and phone move into a panel opened by the "Menu" toggle, where
 * the Resources and Tools menus act as an accordion; the Quick Quote button stays in view.
 */
export function Header() {
  const { company, phones } = siteConfig;
  const [panelOpen, setPanelOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Navigating closes the mobile panel.
  usePathChange(() => setPanelOpen(false));

  // While the mobile panel is open: a press outside the header, Escape, or focus moving on into
  // the page (which the panel would cover) closes it. Escape on a wide screen is the menus' own.
  useEffect(() => {
    const header = headerRef.current;
    if (!panelOpen || !header) return;
    const inside = (node: EventTarget | null) => node instanceof Node && header.contains(node);
    const onPointerDown = (event: Event) => {
      if (!inside(event.target)) setPanelOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isDesktop()) return;
      event.preventDefault();
      setPanelOpen(false);
      toggleRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) setPanelOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    header.addEventListener('keydown', onKeyDown);
    header.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      header.removeEventListener('keydown', onKeyDown);
      header.removeEventListener('focusout', onFocusOut);
    };
  }, [panelOpen]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container header-row">
        <Link to={getPath('home')} className="logo">
          <img src={`${import.meta.env.BASE_URL}logo.svg`} width={44} height={44} alt="" />
          <span className="logo-text">{company.name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={panelOpen}
          aria-controls={NAV_ID}
          onClick={() => setPanelOpen((isOpen) => !isOpen)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d={panelOpen ? 'M5 5l14 14M19 5L5 19' : 'M3 6h18M3 12h18M3 18h18'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
          </svg>
          Menu
        </button>
        <div id={NAV_ID} className="nav-wrap" data-open={panelOpen ? '' : undefined}>
          <nav aria-label="Main">
            <NavMenus onNavigate={() => setPanelOpen(false)} />
          </nav>
          <a className="header-phone" href={telHref(phones.sales.e164)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className="phone-prefix">Call</span> {phones.sales.display}
          </a>
        </div>
        <QuickQuoteButton className="header-quote" />
      </div>
    </header>
  );
}
