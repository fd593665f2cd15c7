import { getPath, telHref } from '#core/paths';
import { privacySharing } from '#core/privacy';
import { siteConfig } from '#core/site.config';

/**
 * The note above the quote form's submit button, in the dialog and on the form page: the terms,
 * the privacy policy, the sharing. It comes before the button that agrees to it.
 */
export function QuoteLegalNote({ className }: { className: string }) {
  // biome-ignore format: `.{' '}` keeps the text nodes (and so the prerendered HTML) the dialog has on every page.
  return (
    <p className={className}>
      By continuing, you agree to our <a href={getPath('termsOfService')}>Terms of Service</a> and{' '}
      <a href={getPath('privacyPolicy')}>Privacy Policy</a>.{' '}
      <span data-privacy-sharing="">{privacySharing}</span>
    </p>
  );
}

/** The words before the phone number beside the submit button. */
export const ALTERNATIVE_TEXT = 'Prefer not to agree? Call';

/** Beside the submit button: the way to a quote without agreeing to be contacted, a call to the agency. */
export function QuoteAlternative({ className }: { className: string }) {
  const sales = siteConfig.phones.sales;
  return (
    <p className={className}>
      {ALTERNATIVE_TEXT} <a href={telHref(sales.e164)}>{sales.display}</a>.
    </p>
  );
}
