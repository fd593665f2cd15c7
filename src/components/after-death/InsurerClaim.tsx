import { getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import type { InsurerClaim } from '../../../content/data/after-death.schema';
import { claimOf, type insurerClaimGaps } from '../../../content/data/insurer-claims';
import { DatedSource, SourceList } from './DatedSource';

/** The source that states an insurer's time to pay, beside it. */
function TimeSource({ claim }: { claim: InsurerClaim }) {
  const source = claim.sources[claim.timeToPaySource ?? 0];
  if (!source) return null;
  return (
    <>
      Source: <DatedSource source={source} />
    </>
  );
}

/**
 * Where the insurer's own pages left out a phone or an address: what is missing, the agency's claims
 * help number, and the insurer's home office with its source.
 */
function NotFoundHelp({ text, homeOffice }: { text: string; homeOffice: InsurerClaim['homeOffice'] }) {
  const { help } = siteConfig.phones;
  return (
    <div data-claim-gap="">
      <p>
        {text} For help with the claim, call us at <a href={telHref(help.e164)}>{help.display}</a>.
      </p>
      {homeOffice ? (
        <p>
          The insurer’s home office: {homeOffice.company}, {homeOffice.address}
          {homeOffice.phone ? `, phone ${homeOffice.phone}` : ''}. Source: <DatedSource source={homeOffice.source} />
        </p>
      ) : null}
    </div>
  );
}

/** An insurer whose claim steps we could not find on its own pages: the card says so and gives help. */
export function InsurerClaimGapFacts({ name, gap }: { name: string; gap: (typeof insurerClaimGaps)[number] }) {
  return (
    <NotFoundHelp text={`We could not find ${name}’s claim steps on its own pages.`} homeOffice={gap.homeOffice} />
  );
}

/** How a beneficiary claims with one insurer: phone, the claim page, the form, papers and time to pay. */
export function InsurerClaimFacts({ claim }: { claim: InsurerClaim }) {
  return (
    <>
      {claim.notFound ? <NotFoundHelp text={claim.notFound} homeOffice={claim.homeOffice} /> : null}
      <dl className="death-facts">
        <dt>Company</dt>
        <dd>{claim.company}</dd>
        {claim.phone ? (
          <>
            <dt>Claims phone</dt>
            <dd>
              {claim.phone}
              {claim.hours ? `, ${claim.hours}` : ''}
            </dd>
          </>
        ) : null}
        <dt>Start the claim</dt>
        <dd>
          <a
            href={claim.claimPage}
            target="_blank"
            rel="noopener noreferrer"
            data-insurer-site=""
            className="target-link"
          >
            The insurer’s claim page
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {claim.formName ? `. The form is the ${claim.formName}.` : ''}
        </dd>
        {claim.mail ? (
          <>
            <dt>Mail to</dt>
            <dd>{claim.mail}</dd>
          </>
        ) : null}
        {claim.documents.length > 0 ? (
          <>
            <dt>Papers to send</dt>
            <dd>
              <ul>
                {claim.documents.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {claim.timeToPay ? (
          <>
            <dt>Time to pay, as the insurer states it</dt>
            {/* A payment time is a regulated statement: its source stands beside it (issue 30, point 1). */}
            <dd>
              {claim.timeToPay} <TimeSource claim={claim} />
            </dd>
          </>
        ) : null}
      </dl>
      <SourceList sources={claim.sources} />
    </>
  );
}

/** The claims section of a carrier review page (one line in CarrierReview.tsx places it). */
export function ClaimsSection({ carrierId, name }: { carrierId: string; name: string }) {
  const claim = claimOf(carrierId);
  if (!claim) return null;
  return (
    <section aria-labelledby="how-to-claim" className="claims-section">
      <h2 id="how-to-claim">How a family files a claim with {name}</h2>
      <p>
        The beneficiary files the claim with the insurer. Here is what {name} says on its own pages. Keep the policy
        number and a certified death certificate at hand.
      </p>
      <InsurerClaimFacts claim={claim} />
      <p>
        <a className="target-link" href={getPath('whenSomeoneDies', 'claims')}>
          When someone dies: the steps for the family
        </a>
      </p>
    </section>
  );
}
