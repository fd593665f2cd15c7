import { facts, operations } from '#core/facts';
import { isLicensed, type StateLicenses, stateLicense } from '#core/licenses';
import { telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { stateLicenses } from '#core/site.licenses';
import { noExamText, StartingPrice, WaitingPeriodNote } from '../content/Claims';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';
import { StateLicenseLine } from './StateLicenseLine';

/**
 * What we offer in a place, with the two calls to action (the Service of the page's JSON-LD), and
 * the agency's license for the place's state. Where the agency is not licensed, the block says so
 * and offers the phone line only, never the quote form.
 */
export function ServiceBlock({
  place,
  stateCode,
  stateName,
  headingId = 'place-service',
  licenses = stateLicenses,
}: {
  place: string;
  /** The two-letter code of the place's state (or DC). */
  stateCode: string;
  /** The state's name as a sentence says it ("the District of Columbia"). */
  stateName: string;
  headingId?: string;
  licenses?: StateLicenses;
}) {
  const { phones } = siteConfig;
  const license = stateLicense(licenses, stateCode);
  if (!isLicensed(license)) {
    return (
      <section className="place-service" aria-labelledby={headingId}>
        <h2 id={headingId}>Final expense coverage in {place}</h2>
        <StateLicenseLine license={license} stateName={stateName} />
        <div className="actions">
          <a className="btn btn-primary" href={telHref(phones.sales.e164)}>
            Call {phones.sales.display}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="place-service" aria-labelledby={headingId}>
      <h2 id={headingId}>Final expense coverage in {place}</h2>
      <StateLicenseLine license={license} stateName={stateName} />
      <ul>
        <li>
          Coverage from {facts.coverageRange} for ages {facts.issueAges}
        </li>
        <li>
          Premiums fixed for life. <StartingPrice />
        </li>
        <li>{noExamText()}</li>
        <li>{operations.compareInOneCall}</li>
      </ul>
      <WaitingPeriodNote />
      <div className="actions">
        <QuickQuoteButton />
        <a className="btn btn-outline" href={telHref(phones.sales.e164)}>
          Call {phones.sales.display}
        </a>
      </div>
    </section>
  );
}
