import { getPath } from '#core/paths';
import { claimsPageCards } from '../components/after-death/claim-cards';
import { ClaimCardLinks, ClaimHelp, InsurerClaimCard } from '../components/after-death/InsurerClaim';
import { PageShell } from '../components/layout/PageShell';

/*
 * /life-insurance-claims: the claim cards of the insurers that have no carrier review page of
 * their own (decision 0092); the others' cards are on their review pages. Its list of contents
 * links to every card, here or there. The guide's chooser fetches a card from here by its id.
 * Reference only, like the guide: no sales words; the one call to action is the help line.
 */

export function Component() {
  return (
    <PageShell
      title="Life Insurance Claims, Insurer by Insurer"
      description="How a beneficiary starts a life insurance claim with each insurer: the phone, the address and the claim form, from the insurer’s own pages."
      path={getPath('insuranceClaims')}
      heading="Life insurance claims"
      crumb="Life Insurance Claims"
      parents={[{ name: 'When Someone Dies', path: getPath('whenSomeoneDies') }]}
      lede="The beneficiary files the claim with the insurer. Have the policy number and a certified death certificate ready. Find the insurer that issued the policy below."
    >
      <ClaimCardLinks />
      {claimsPageCards.map((card) => (
        <InsurerClaimCard key={card.carrierId} carrierId={card.carrierId} name={card.name} />
      ))}
      <p>
        <a className="target-link" href={getPath('whenSomeoneDies')}>
          When someone dies: the steps for the family, in order
        </a>
      </p>
      <ClaimHelp />
    </PageShell>
  );
}
