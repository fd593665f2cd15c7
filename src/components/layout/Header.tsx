import { Link } from 'react-router-dom';
import { getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';
import { TOGGLE_ICON } from './header';
import { NavMenus } from './NavMenu';

const NAV_ID = 'site-nav';

/**
 * The sticky site header: logo, navigation, the sales phone and the Quick Quote link.
 * Below 960px the navigation and phone move into a panel opened by the "Menu" toggle, where
 * the Resources and Tools menus act as an accordion; the Quick Quote link stays in view.
 * Markup only: src/components/layout/header.ts makes the menus and the panel work (the hover timings
 * come from the site config through data attributes).
 */
export function Header() {
  const { company, phones, menu } = siteConfig;
  return (
    <header className="site-header" data-hover-delay={menu.hoverDelayMs} data-skip-delay={menu.skipDelayMs}>
      <div className="container header-row">
        <Link to={getPath('home')} className="logo">
          <img src={`${import.meta.env.BASE_URL}logo.svg`} width={44} height={44} alt="" />
          <span className="logo-text">{company.name}</span>
        </Link>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls={NAV_ID}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={TOGGLE_ICON.closed} fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          Menu
        </button>
        <div id={NAV_ID} className="nav-wrap">
          <nav aria-label="Main">
            <NavMenus />
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
