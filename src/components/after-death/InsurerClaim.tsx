import type { ReactNode } from 'react';
import { getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import type { InsurerClaim, InsurerClaimGap } from '../../../content/data/after-death.schema';
import { claimGapOf, claimOf } from '../../../content/data/insurer-claims';
import { formatHours } from '../layout/Footer';
import { claimCardId, claimCards } from './claim-cards';
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
function InsurerClaimGapFacts({ name, gap }: { name: string; gap: InsurerClaimGap }) {
  return (
    <NotFoundHelp text={`We could not find ${name}’s claim steps on its own pages.`} homeOffice={gap.homeOffice} />
  );
}

/** How a beneficiary claims with one insurer: phone, the claim page, the form, papers and time to pay. */
function InsurerClaimFacts({ claim }: { claim: InsurerClaim }) {
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

/**
 * One insurer's claim card: its claim steps, or a card that says we found none and gives help. It
 * lives on one page (the carrier review page, or the claims page: claim-cards.ts), under the id
 * `claimCardId`, by which the guide's chooser fetches it; `data-guide-link` marks what the guide
 * leaves out. Null for an insurer with neither steps nor a listed gap.
 */
export function InsurerClaimCard({
  carrierId,
  name,
  intro,
  children,
}: {
  carrierId: string;
  name: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const claim = claimOf(carrierId);
  const gap = claimGapOf(carrierId);
  if (!claim && !gap) return null;
  const id = claimCardId(carrierId);
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-insurer={carrierId}>
      <h2 id={`${id}-title`}>How a family files a claim with {name}</h2>
      {intro}
      {claim ? <InsurerClaimFacts claim={claim} /> : null}
      {gap ? <InsurerClaimGapFacts name={name} gap={gap} /> : null}
      {children}
    </section>
  );
}

/** The claims section of a carrier review page (one line in CarrierReview.tsx places it): the insurer's card. */
export function ClaimsSection({ carrierId, name }: { carrierId: string; name: string }) {
  return (
    <InsurerClaimCard
      carrierId={carrierId}
      name={name}
      intro={
        <p>
          The beneficiary files the claim with the insurer. Here is what {name} says on its own pages. Keep the policy
          number and a certified death certificate at hand.
        </p>
      }
    >
      <p data-guide-link="">
        <a className="target-link" href={getPath('whenSomeoneDies', 'claims')}>
          When someone dies: the steps for the family
        </a>
      </p>
    </InsurerClaimCard>
  );
}

/**
 * A link to each insurer's claim card, where it lives (the guide's list without JavaScript, which
 * its chooser also fills the insurer select from; the claims page's list of contents).
 */
export function ClaimCardLinks() {
  return (
    <nav aria-label="Insurers" className="chooser-links">
      <ul>
        {claimCards.map((card) => (
          <li key={card.carrierId}>
            <a href={card.href} data-insurer={card.carrierId}>
              {card.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The agency's offer of help with a claim: the help line and its hours (the family's pages' one call to action). */
export function ClaimHelp() {
  const { help } = siteConfig.phones;
  return (
    <section aria-labelledby="help-with-a-claim" className="claim-help">
      <h2 id="help-with-a-claim">Help with a claim</h2>
      <p>
        Do you want help with the claim forms? Call us at <a href={telHref(help.e164)}>{help.display}</a>,{' '}
        {formatHours(siteConfig.hours)}.
      </p>
    </section>
  );
}
