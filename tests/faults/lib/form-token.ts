import { randomBytes } from 'node:crypto';
import { createFormTokenSigner } from '../../../server/leads/form-token';

/**
 * The form token secret of this run: every server the suite starts gets it (FORM_TOKEN_SECRET),
 * and the visitors here sign their tokens with the server's own issuing function and this secret.
 */
export const faultsFormTokenSecret = randomBytes(32).toString('base64url');

const tokens = createFormTokenSigner(faultsFormTokenSecret);

/** A token as the dialog would hold it after the form was shown `shownMsAgo` ms ago. */
export function formToken(shownMsAgo = 15_000): string {
  return tokens.issueFormToken(Date.now() - shownMsAgo);
}
