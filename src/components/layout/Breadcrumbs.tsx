import { Link } from 'react-router-dom';
import type { Crumb } from '../../seo/jsonld';

/** The visible breadcrumb trail; it always starts with Home and ends with the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail = [{ name: 'Home', path: '/' }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.path}>
              <Link to={c.path}>{c.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
