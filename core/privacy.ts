/**
 * The one sentence that says who receives a visitor's information. The privacy policy's short
 * version ({{privacySharing}} in content/pages/privacy-policy.md) and the quote dialog's note both
 * print it, so that they can never disagree; it sums up the policy's "Who receives it" section.
 */
export const privacySharing =
  'We share your information only with our own agents and staff, the companies that run our website, e-mail and phones for us, the insurer you choose when you apply, authorities when a law requires it, and a new owner if the agency is ever sold. We never sell it.';
