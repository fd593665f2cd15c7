import type { PageName } from '#core/pages';
import { getPath } from '#core/paths';
import { carrierComparison } from '../../../content/data/carrier-comparison';
import { carriers } from '../../../content/data/carriers';
import { insurerClaimGaps, insurerClaims } from '../../../content/data/insurer-claims';

/**
 * Where each insurer's claim card lives (decision 0092): on the insurer's carrier review page where
 * the site has one, else on the claims page. The card's id is the same on either page, and the
 * guide's chooser (src/pages/state-chooser.ts) fetches the card by the fragment of its link.
 */

/** The id of an insurer's claim card, on whichever page it lives. */
export const claimCardId = (carrierId: string): string => `claim-${carrierId}`;

export interface ClaimCardPlace {
  carrierId: string;
  /** The insurer's name as the site's list of carriers writes it. */
  name: string;
  /** The page that holds the card. */
  page: PageName;
  /** The card's address: the page and the card's id. */
  href: string;
}

/** The insurer's name from the list of carriers (its id where the list lacks it). */
export const carrierName = (carrierId: string): string => carriers.find((c) => c.id === carrierId)?.name ?? carrierId;

/** Every insurer with a claims entry (its steps or a listed gap), in the data's order, and where its card lives. */
export const claimCards: readonly ClaimCardPlace[] = [...insurerClaims, ...insurerClaimGaps].map(({ carrierId }) => {
  const page: PageName = carrierComparison.find((row) => row.carrierId === carrierId)?.page ?? 'insuranceClaims';
  return { carrierId, name: carrierName(carrierId), page, href: getPath(page, claimCardId(carrierId)) };
});

/** The cards that live on the claims page: the insurers without a carrier review page. */
export const claimsPageCards: readonly ClaimCardPlace[] = claimCards.filter((card) => card.page === 'insuranceClaims');
