import { facts } from '../../lib/facts';
import { telHref } from '../../lib/paths';
import { siteConfig } from '../../site.config';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';

/** What we offer in a place, with the two calls to action (the Service of the page's JSON-LD). */
export function ServiceBlock({ place, headingId = 'place-service' }: { place: string; headingId?: string }) {
  const { phones } = siteConfig;
  return (
    <section className="place-service" aria-labelledby={headingId}>
      <h2 id={headingId}>Final expense coverage in {place}</h2>
      <ul>
        <li>
          Coverage from {facts.coverageRange} for ages {facts.issueAges}
        </li>
        <li>Plans from {facts.startingPremium}, with premiums fixed for life</li>
        <li>No medical exam; a decision usually within {facts.approval}</li>
        <li>A licensed agent compares several insurers for {place} residents in one call</li>
      </ul>
      <div className="actions">
        <QuickQuoteButton />
        <a className="btn btn-outline" href={telHref(phones.sales.e164)}>
          Call {phones.sales.display}
        </a>
      </div>
    </section>
  );
}
