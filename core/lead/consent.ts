import { siteConfig } from '../site.config';

/**
 * The one consent disclosure shown beside the quote form's submit button (TCPA-style: express
 * consent to be contacted, by autodialed calls and texts and by a prerecorded or artificial voice,
 * not a condition of purchase; the text-message terms: how often, rates, HELP, STOP). The FCC
 * counts a voice made by AI as an artificial voice, so the words name it. The visitor confirms the
 * phone number is their own: consent comes only from the person who answers at that number, so a
 * visitor asking for a parent gives their own number, and no consent is given on the parent's behalf.
 * Change the wording here only: its hash, `CONSENT_VERSION`, changes with it and is stored with
 * every lead as the proof of what the visitor agreed to. The wording it replaces goes word for
 * word into server/leads/consent-texts.ts (retired texts), so that leads which agreed to it
 * still verify.
 */
/** The quote form's submit button, named by the consent text (core/lead/questions.ts lists it with the questions). */
export const SUBMIT_LABEL = 'Get Your Free Quote';

export const CONSENT_TEXT =
  `By clicking "${SUBMIT_LABEL}", you agree that ${siteConfig.company.name} and its licensed insurance agents ` +
  'may contact you about final expense insurance by phone call, text message or e-mail at the phone number and ' +
  'e-mail address you gave, including calls and texts sent with an autodialer and calls that use a prerecorded ' +
  "or artificial voice. You confirm that the phone number you gave is your own number, not a parent's or " +
  "anyone else's. Your consent is not a condition of purchase. Message frequency varies. " +
  'Message and data rates may apply. Reply HELP for help. Reply STOP to any text to end texts.';

/**
 * FNV-1a (32-bit) over the UTF-8 bytes of `text`, as 8 lower-case hex digits. Pure JS (the
 * browser imports it); not cryptographic, just a short fingerprint of a text.
 */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The version of `CONSENT_TEXT`: its hash, sent with every lead as `consentVersion`. */
export const CONSENT_VERSION: string = fnv1a32(CONSENT_TEXT);
