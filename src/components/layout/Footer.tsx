import { Link, useLocation } from 'react-router-dom';
import { operations } from '#core/facts';
import { getPath, mailtoHref, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { NoExamClaim } from '../content/Claims';
import { NpnLine } from '../content/License';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';
import { footerLegalLinks, footerLinks } from './nav';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "17:00" -> "5:00 p.m." */
function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'a.m.' : 'p.m.';
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "Mon–Fri 9:00 a.m.–5:00 p.m. Eastern": consecutive days become a range. */
export function formatHours(hours: (typeof siteConfig)['hours']): string {
  const indexes = hours.days.map((d: string) => dayNames.indexOf(d)).sort((a: number, b: number) => a - b);
  const short = (i: number) => dayNames[i]?.slice(0, 3) ?? '';
  const first = indexes[0] ?? 0;
  const last = indexes[indexes.length - 1] ?? 0;
  const consecutive = indexes.length > 2 && last - first === indexes.length - 1;
  const days = consecutive ? `${short(first)}–${short(last)}` : indexes.map(short).join(', ');
  return `${days} ${formatTime(hours.opens)}–${formatTime(hours.closes)} ${hours.timeZoneLabel}`;
}

/** The pages that carry no sales band: the guide for a family after a death and its claims page (no sales words there). */
const noSalesBand: readonly string[] = [getPath('whenSomeoneDies'), getPath('insuranceClaims')];

/** The site footer. It is prerendered and never hydrated: the copyright year is the build's. */
export function Footer() {
  const { company, address, phones, email, hours } = siteConfig;
  const salesBand = !noSalesBand.includes(useLocation().pathname);
  return (
    <footer className="site-footer">
      {salesBand ? (
        <section className="footer-cta" aria-labelledby="footer-cta-title">
          <div className="container footer-cta-row">
            <div>
              <h2 id="footer-cta-title">Ready to protect your family?</h2>
              <p>{operations.quoteMinutes}</p>
              <NoExamClaim />
            </div>
            <QuickQuoteButton variant="white" />
          </div>
        </section>
      ) : null}
      <div className="container footer-main">
        <div className="footer-contact">
          <p className="footer-company">{company.name}</p>
          <address>
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            Phone: <a href={telHref(phones.sales.e164)}>{phones.sales.display}</a>
            <br />
            E-mail: <a href={mailtoHref(email)}>{email}</a>
          </address>
          <p>Hours: {formatHours(hours)}</p>
          <NpnLine />
        </div>
        <nav aria-label="Footer" className="footer-nav">
          <ul>
            {[...footerLinks, ...footerLegalLinks].map((link) => (
              <li key={link.name}>
                <Link to={getPath(link.name)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © <span>{new Date().getFullYear()}</span> {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
