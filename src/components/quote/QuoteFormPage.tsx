import { CONSENT_TEXT, CONSENT_VERSION } from '#core/lead/consent';
import { quotesEndpoint } from '#core/lead/contract';
import { PROBLEM_LIST_ID } from '#core/lead/form-post';
import { AGE_MAX, AGE_MIN, EMAIL_MAX, NAME_MAX, NAME_MIN, PHONE_DIGITS, ZIP_LENGTH } from '#core/lead/schema';
import { absoluteUrl, getPath, telHref } from '#core/paths';
import { privacySharing } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { PageShell } from '../layout/PageShell';

/**
 * The phone as the schema takes it: digits with spaces, brackets, dots, dashes or a plus, 10
 * digits (or 1 and 10), at most 30 characters. As an HTML pattern (the whole value must match;
 * browsers compile it with the `v` flag, so the punctuation in the class is escaped).
 */
const SEP = '[\\s\\(\\)\\.\\+\\-]*';
const PHONE_PATTERN = `${SEP}(?:1${SEP})?(?:\\d${SEP}){${PHONE_DIGITS}}`;

function Choice({ name, value, label, required }: { name: string; value: string; label: string; required?: boolean }) {
  const id = `quote-${name}-${value}`;
  return (
    <div className="quote-choice">
      <input type="radio" id={id} name={name} value={value} required={required} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The whole Quick Quote form on one page, as plain HTML: it works without any script. It posts
 * application/x-www-form-urlencoded to the same endpoint as the dialog, which checks it with
 * the same schema and answers 303 to the thank-you page or to the problem page. The browser's
 * own checks mirror the schema (required, min, max, lengths, patterns). The server fills the
 * three empty hidden inputs each time it serves the page (a form token, a submission id, and
 * the time it was served), so the page is never cached.
 */
export function QuoteFormPage() {
  const sales = siteConfig.phones.sales;
  return (
    <PageShell
      title="Quick Quote"
      description="Ask for a free final expense insurance quote: four short questions, and a licensed agent gets back to you."
      path={getPath('quote')}
      lede={
        <>
          Four short questions. A licensed agent will contact you with your personalized quote. You can also call us at{' '}
          <a href={telHref(sales.e164)}>{sales.display}</a>.
        </>
      }
    >
      <form className="quote-form" method="post" action={quotesEndpoint.path}>
        <fieldset>
          <legend>What is your gender?</legend>
          <Choice name="gender" value="male" label="Male" required />
          <Choice name="gender" value="female" label="Female" />
        </fieldset>
        <fieldset>
          <legend>What is your age?</legend>
          <label htmlFor="quote-age">Age in years</label>
          <input
            id="quote-age"
            name="age"
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            required
            autoComplete="off"
            className="quote-input-short"
          />
        </fieldset>
        <fieldset>
          <legend>Do you use tobacco?</legend>
          <Choice name="tobacco" value="yes" label="Yes" required />
          <Choice name="tobacco" value="no" label="No" />
        </fieldset>
        <fieldset>
          <legend>How can an agent reach you?</legend>
          <label htmlFor="quote-name">Full name</label>
          <input
            id="quote-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            minLength={NAME_MIN}
            maxLength={NAME_MAX}
          />
          <label htmlFor="quote-email">Email address</label>
          <input
            id="quote-email"
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={EMAIL_MAX}
          />
          <label htmlFor="quote-phone">Phone number</label>
          <input
            id="quote-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={30}
            pattern={PHONE_PATTERN}
            title="A 10-digit phone number, area code first."
          />
          <label htmlFor="quote-zip">ZIP code</label>
          <input
            id="quote-zip"
            name="zipCode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            minLength={ZIP_LENGTH}
            maxLength={ZIP_LENGTH}
            pattern={`\\d{${ZIP_LENGTH}}`}
            title="Your 5-digit ZIP code."
            className="quote-input-short"
          />
          <div className="qq-hp" aria-hidden="true">
            <label htmlFor="quote-extra">Leave this field empty</label>
            <input id="quote-extra" name="company" type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </fieldset>
        <input type="hidden" name="consentVersion" value={CONSENT_VERSION} />
        <input type="hidden" name="pageUrl" value={absoluteUrl(getPath('quote'))} />
        <input type="hidden" name="formToken" value="" />
        <input type="hidden" name="submissionId" value="" />
        <p id="quote-consent" className="quote-consent">
          {CONSENT_TEXT}
        </p>
        <button type="submit" className="btn btn-primary" aria-describedby="quote-consent">
          Get Your Free Quote
        </button>
        <p className="quote-note">
          By continuing, you agree to our <a href={getPath('termsOfService')}>Terms of Service</a> and{' '}
          <a href={getPath('privacyPolicy')}>Privacy Policy</a>. <span data-privacy-sharing="">{privacySharing}</span>
        </p>
      </form>
    </PageShell>
  );
}

/** After a form post that was stored. */
export function QuoteThanksPage() {
  const help = siteConfig.phones.help;
  return (
    <PageShell
      title="Thank You"
      description="We have received your quote request. A licensed agent will be in touch with you shortly."
      path={getPath('quoteThanks')}
      noindex
      parents={[{ name: 'Quick Quote', path: getPath('quote') }]}
      lede="We have received your information. A licensed agent will be in touch with you shortly with your personalized quote."
    >
      <p>
        Need help right away? Call us at <a href={telHref(help.e164)}>{help.display}</a>.
      </p>
      <p>
        <a className="btn btn-primary" href={getPath('home')}>
          Return Home
        </a>
      </p>
    </PageShell>
  );
}

/** After a form post that was not accepted: what was wrong (filled in by the server) and the phone. */
export function QuoteProblemPage() {
  const sales = siteConfig.phones.sales;
  return (
    <PageShell
      title="Your Quote Request Was Not Sent"
      description="Some answers in the quote form need a change before we can send it."
      path={getPath('quoteProblem')}
      noindex
      parents={[{ name: 'Quick Quote', path: getPath('quote') }]}
      lede="Your details were not sent. Please correct what is listed below and send the form again."
    >
      <ul id={PROBLEM_LIST_ID} className="quote-problems" />
      <p>
        Or call us at <a href={telHref(sales.e164)}>{sales.display}</a>: an agent can take your details by phone.
      </p>
      <p>
        <a className="btn btn-primary" href={getPath('quote')}>
          Back to the quote form
        </a>
      </p>
    </PageShell>
  );
}
