import { Link } from 'react-router-dom';
import { getPath } from '#core/paths';
import { cookieNotice, type Measurement } from '#core/privacy';
import { siteConfig } from '#core/site.config';

const { storageKey, autoDismissMs } = siteConfig.cookieBanner;

/**
 * The cookie banner's markup, in a <template>: it is not part of the page until
 * src/components/layout/cookie-banner.ts shows it (unless the visitor accepted before), which also
 * runs its countdown and its buttons. Without script there is no banner (and no cookie).
 * Its words follow what the site measures (siteConfig.measurement), so they stay true.
 */
export function CookieBanner({ measurement = siteConfig.measurement }: { measurement?: Measurement }) {
  const notice = cookieNotice(measurement);
  return (
    <template id="cookie-banner-template" data-storage-key={storageKey} data-auto-dismiss-ms={autoDismissMs}>
      <section className="cookie-banner" aria-labelledby="cookie-banner-title">
        <div className="container cookie-banner-row">
          <div className="cookie-banner-text">
            <h2 id="cookie-banner-title">{notice.title}</h2>
            <p>{notice.text}</p>
            <p>
              Read our <Link to={getPath('privacyPolicy')}>Privacy Policy</Link>.
            </p>
          </div>
          <div className="cookie-banner-actions">
            <button type="button" className="btn btn-outline" data-cookie-decline="">
              Decline
            </button>
            <button type="button" className="btn btn-primary" data-cookie-accept="">
              Accept All
            </button>
          </div>
        </div>
      </section>
    </template>
  );
}
