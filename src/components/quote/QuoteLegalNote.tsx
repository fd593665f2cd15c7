import { getPath } from '#core/paths';
import { privacySharing } from '#core/privacy';

/** The note under the quote form, in the dialog and on the form page: the terms, the privacy policy, the sharing. */
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
