import { Link, useLocation } from 'react-router-dom';
import { getPath, type PageName } from '#core/paths';
import { aboutLink, type NavMenuData, navMenus } from './nav';

const panelId = (id: NavMenuData['id']) => `nav-panel-${id}`;

/**
 * The site navigation: About and two disclosure menus (a button with aria-expanded that shows
 * a panel of links; not an ARIA menu). On wide screens the panels fly out under the header; on
 * small screens the same markup sits in the mobile panel as an accordion. Every link is in the
 * prerendered HTML; closed panels carry the `hidden` attribute. The behavior is plain DOM code
 * in src/components/layout/header.ts: this component only renders the markup, with aria-current on the
 * link to the page being shown.
 */
export function NavMenus() {
  const { pathname } = useLocation();
  const current = (name: PageName) => (getPath(name) === pathname.replace(/(.)\/+$/, '$1') ? 'page' : undefined);
  return (
    <ul className="nav-list">
      <li className="nav-item">
        <Link className="nav-link" to={getPath(aboutLink.name)} aria-current={current(aboutLink.name)}>
          {aboutLink.label}
        </Link>
      </li>
      {navMenus.map((menu) => (
        <li className="nav-item has-panel" key={menu.id}>
          <button type="button" className="nav-button" aria-expanded="false" aria-controls={panelId(menu.id)}>
            {menu.label}
            <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          <div id={panelId(menu.id)} className="nav-panel" hidden>
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
                          <Link to={getPath(link.name)} aria-current={current(link.name)}>
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
      ))}
    </ul>
  );
}
