import { siteConfig } from '../site.config';

/**
 * The one consent disclosure shown beside the quote form's submit button (TCPA-style: express
 * consent to be contacted, possibly by automated technology, not a condition of purchase).
 * Change the wording here only: its hash, `CONSENT_VERSION`, changes with it and is stored with
 * every lead as the proof of what the visitor agreed to.
 */
export const CONSENT_TEXT =
  `By clicking "Get Your Free Quote", you agree that ${siteConfig.company.name} and its licensed insurance agents ` +
  'may contact you by phone call, text message or e-mail at the phone number and e-mail address you gave, ' +
  'including with automated technology or prerecorded messages, about final expense insurance. ' +
  'Your consent is not a condition of purchase. Message and data rates may apply. ' +
  'Reply STOP to any text to opt out.';

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
