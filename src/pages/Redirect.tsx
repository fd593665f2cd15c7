import { Link } from 'react-router-dom';
import { absoluteUrl } from '#core/paths';
import { Seo } from '../seo/Seo';

/**
 * A legacy path. The server answers it with HTTP 301 before this page is ever sent; on a static
 * host the prerendered file refreshes to the target (Seo's `redirectTo` writes the meta refresh)
 * and links to it.
 */
export function RedirectPage({ from, to }: { from: string; to: string }) {
  return (
    <>
      <Seo
        title="This page has moved"
        description={`This page has a new address: ${absoluteUrl(to)}. You will be taken there automatically.`}
        path={from}
        noindex
        redirectTo={to}
      />
      <div className="container error-page">
        <h1>This page has moved</h1>
        <p className="lede">
          Please continue to <Link to={to}>the new page</Link>.
        </p>
      </div>
    </>
  );
}
