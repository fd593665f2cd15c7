import { facts, operations } from '#core/facts';
import { isLicensed, type StateLicenses, stateLicense } from '#core/licenses';
import { telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { stateLicenses } from '#core/site.licenses';
import { noExamText, StartingPrice, WaitingPeriodNote } from '../content/Claims';
import { LicenseNumber } from '../content/License';
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

/**
 * The block a city page shares with every other city page of its state, in one sentence with one
 * link: the agency's license there (or that it holds none), and that the state page has the offer
 * and the state's facts. It names the free-look period only where the state page gives one.
 */
export function CityServiceLine({
  stateCode,
  stateName,
  statePage,
  freeLook,
  licenses = stateLicenses,
}: {
  stateCode: string;
  /** The state's name as a sentence says it ("the District of Columbia"). */
  stateName: string;
  /** The state page's path and name as a link says it ("the Texas page"). */
  statePage: { path: string; name: string };
  /** The state page gives the free-look period its law sets. */
  freeLook: boolean;
  licenses?: StateLicenses;
}) {
  const { company, phones } = siteConfig;
  const license = stateLicense(licenses, stateCode);
  const link = <a href={statePage.path}>{statePage.name}</a>;
  const lookToo = freeLook ? ' and the free-look period' : '';
  return (
    <section className="place-service" aria-label={`Our service in ${stateName}`}>
      {isLicensed(license) ? (
        <>
          <p className="license-line" data-license="licensed">
            {company.legalName} is licensed to sell life insurance in {stateName}, license number{' '}
            <LicenseNumber license={license} />; our plans and prices{lookToo} are on {link}.
          </p>
          <div className="actions">
            <QuickQuoteButton />
          </div>
        </>
      ) : (
        <p className="license-line" data-license="not-licensed">
          {company.name} is not licensed to sell insurance in {stateName}, so we cannot quote or sell a policy here;
          call <a href={telHref(phones.sales.e164)}>{phones.sales.display}</a> to find an agent licensed there, and see{' '}
          {link} for the state's facts{lookToo}.
        </p>
      )}
    </section>
  );
}
