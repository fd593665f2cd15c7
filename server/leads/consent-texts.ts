import { CONSENT_TEXT, fnv1a32 } from '#core/lead/consent';
import type { Queryable } from '../db';

/**
 * Every consent disclosure this site has published beside the quote form, by version (the
 * FNV-1a hash the dialog sends as `consentVersion`). A lead is taken only with one of these
 * versions, and its text is stored once per version in `consent_texts` (server/leads/statement.ts),
 * so that any lead's consent can be printed word for word later (`leads show <id>`).
 *
 * When the wording in core/lead/consent.ts changes, move the old wording into `retiredConsentTexts`
 * (word for word, with the date it was retired): browsers that loaded the old page may still send it.
 */
export const retiredConsentTexts: ReadonlyArray<{ text: string; retired: string }> = [
  {
    // Version a00f742c, the first published wording: it lacked "artificial voice" and the
    // text-message terms (frequency, HELP) (issue 20).
    text:
      'By clicking "Get Your Free Quote", you agree that Evergreen Final Expense and its licensed insurance agents ' +
      'may contact you by phone call, text message or e-mail at the phone number and e-mail address you gave, ' +
      'including with automated technology or prerecorded messages, about final expense insurance. ' +
      'Your consent is not a condition of purchase. Message and data rates may apply. ' +
      'Reply STOP to any text to opt out.',
    retired: '2026-11-25',
  },
  {
    // Version d29ec6fc, the second wording: it did not say that the phone number is the
    // visitor's own, and the form did not ask whether the quote is for a parent (issue 30).
    text:
      'By clicking "Get Your Free Quote", you agree that Evergreen Final Expense and its licensed insurance agents ' +
      'may contact you about final expense insurance by phone call, text message or e-mail at the phone number and ' +
      'e-mail address you gave, including calls and texts sent with an autodialer and calls that use a prerecorded ' +
      'or artificial voice. Your consent is not a condition of purchase. Message frequency varies. ' +
      'Message and data rates may apply. Reply HELP for help. Reply STOP to any text to end texts.',
    retired: '2026-11-26',
  },
];

export interface PublishedConsent {
  version: string;
  text: string;
  /** The day it was retired (YYYY-MM-DD, UTC); absent for the wording shown now. */
  retired?: string;
}

export const publishedConsents: readonly PublishedConsent[] = [
  { version: fnv1a32(CONSENT_TEXT), text: CONSENT_TEXT },
  ...retiredConsentTexts.map(({ text, retired }) => ({ version: fnv1a32(text), text, retired })),
];

const dayMs = 24 * 60 * 60 * 1000;
const retiredFrom = new Map(
  publishedConsents.flatMap(({ version, retired }) =>
    retired === undefined ? [] : [[version, Date.parse(`${retired}T00:00:00Z`) + dayMs] as const],
  ),
);

/**
 * Whether a lead sent at `now` with this version agreed to a retired wording: one that stopped
 * being shown on its retirement day. It is taken until that day ends (UTC), for pages loaded
 * before the change; after, never (a retired text lacks words the law or the agency needs, so
 * no lead is stored as consented under it). The visitor is asked to reload the page.
 */
export function consentRetired(version: string, now: number): boolean {
  const from = retiredFrom.get(version);
  return from !== undefined && now >= from;
}

const byVersion = new Map(publishedConsents.map((consent) => [consent.version, consent.text]));

/** The published text of a consent version, or undefined when this site never showed it. */
export function consentTextOf(version: string): string | undefined {
  return byVersion.get(version);
}

/** Records every published consent text in consent_texts (idempotent; run at start). */
export async function recordConsentTexts(db: Queryable): Promise<void> {
  for (const { version, text: disclosure } of publishedConsents) {
    await db.query('INSERT INTO consent_texts (version, text) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING', [
      version,
      disclosure,
    ]);
  }
}
