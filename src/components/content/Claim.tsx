import { type Claim, type ClaimId, type ClaimRegister, isSourced, sourcedClaims } from '#core/claims';
import { claimsRegister } from '#core/site.claims';

/**
 * One claim of the register: its figure and label. A claim about a third party (a BBB grade, a
 * review score) links to the page where a visitor can check it. A sample claim renders nothing.
 */
export function ClaimText({ claim }: { claim: Claim }) {
  if (!isSourced(claim)) return null;
  const body = (
    <>
      <strong>{claim.figure}</strong> {claim.label}
    </>
  );
  const url = claim.source?.url;
  return claim.thirdParty && url ? (
    <a href={url} rel="noopener">
      {body}
    </a>
  ) : (
    body
  );
}

/**
 * A list of claims from the register, only those with a source; nothing at all when none has one,
 * so that a section of claims disappears rather than show unbacked figures.
 */
export function ClaimList({
  ids,
  className,
  label,
  register = claimsRegister,
}: {
  ids: readonly ClaimId[];
  className?: string;
  label?: string;
  register?: ClaimRegister;
}) {
  const shown = sourcedClaims(register, ids);
  if (shown.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {shown.map(({ id, claim }) => (
        <li key={id} data-claim={id}>
          <ClaimText claim={claim} />
        </li>
      ))}
    </ul>
  );
}
