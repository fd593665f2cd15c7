import { CONSENT_TEXT, fnv1a32 } from '#core/lead/consent';

/**
 * Every consent disclosure this site has published beside the quote form, by version (the
 * FNV-1a hash the dialog sends as `consentVersion`). A lead is taken only with one of these
 * versions, and its text is stored once per version in `consent_texts` (server/leads/store.ts),
 * so that any lead's consent can be printed word for word later (`leads show <id>`).
 *
 * When the wording in core/lead/consent.ts changes, move the old wording into `retiredConsentTexts`
 * (word for word, with the date it was retired): browsers that loaded the old page may still send it.
 */
const retiredConsentTexts: ReadonlyArray<{ text: string; retired: string }> = [];

export interface PublishedConsent {
  version: string;
  text: string;
}

export const publishedConsents: readonly PublishedConsent[] = [
  CONSENT_TEXT,
  ...retiredConsentTexts.map((c) => c.text),
].map((text) => ({ version: fnv1a32(text), text }));

const byVersion = new Map(publishedConsents.map((consent) => [consent.version, consent.text]));

/** The published text of a consent version, or undefined when this site never showed it. */
export function consentTextOf(version: string): string | undefined {
  return byVersion.get(version);
}
