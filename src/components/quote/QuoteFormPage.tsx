import { CONSENT_VERSION } from '#core/lead/consent';
import { quotesEndpoint } from '#core/lead/contract';
import { PROBLEM_LIST_ID } from '#core/lead/form-post';
import { QUOTE_FORM, type QuoteOption, type Wording } from '#core/lead/questions';
import { absoluteUrl, getPath, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { PageShell } from '../layout/PageShell';
import { Honeypot } from './Honeypot';
import { QuoteAlternative, QuoteLegalNote } from './QuoteLegalNote';

/** A question answered by one option: radio buttons in a fieldset (the first one required). */
function Choice<T extends string>({
  name,
  question,
}: {
  name: string;
  question: { question: string; options: readonly QuoteOption<T>[] };
}) {
  return (
    <fieldset>
      <legend>{question.question}</legend>
      {question.options.map((option, index) => {
        const id = `quote-${name}-${option.value}`;
        return (
          <div key={option.value} className="quote-choice">
            <input type="radio" id={id} name={name} value={option.value} required={index === 0 ? true : undefined} />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A question about the person the quote is for, in the words that fit both answers to the first. */
const either = <T extends string>(question: { wording: Wording; options: readonly QuoteOption<T>[] }) => ({
  question: question.wording.either,
  options: question.options,
});

/** A contact field with its label: the browser checks it with the schema's limits. */
function ContactInput({
  name,
  id,
  className,
}: {
  name: keyof typeof QUOTE_FORM.contact;
  id: string;
  className?: string;
}) {
  const field = QUOTE_FORM.contact[name];
  return (
    <>
      <label htmlFor={id}>{field.label}</label>
      <input id={id} name={name} {...field.input} required {...field.limits} className={className} />
    </>
  );
}

/**
 * The whole Quick Quote form on one page, as plain HTML: it works without any script. Its first
 * question asks whom the quote is for; the questions after it are worded for either answer (no
 * script changes them), and the contact group says that for a parent the visitor gives their own
 * contact and the parent's ZIP code. It posts
 * application/x-www-form-urlencoded to the same endpoint as the dialog, which checks it with
 * the same schema and answers 303 to the thank-you page or to the problem page. The questions
 * and the browser's own checks are the dialog's (core/lead/questions.ts: required, min, max,
 * lengths, patterns from the schema). The server fills the two empty hidden inputs each time it
 * serves the page (a form token, which carries when it was issued, and a submission id), so the
 * page is never cached.
 */
export function QuoteFormPage() {
  const sales = siteConfig.phones.sales;
  return (
    <PageShell
      title="Quick Quote"
      description="Ask for a free final expense insurance quote: five short questions, and a licensed agent gets back to you."
      path={getPath('quote')}
      lede={
        <>
          Five short questions. A licensed agent will contact you with your personalized quote. You can also call us at{' '}
          <a href={telHref(sales.e164)}>{sales.display}</a>.
        </>
      }
    >
      <form className="quote-form" method="post" action={quotesEndpoint.path}>
        <Choice name="quoteFor" question={QUOTE_FORM.quoteFor} />
        <Choice name="gender" question={either(QUOTE_FORM.choices.gender)} />
        <fieldset>
          <legend>{QUOTE_FORM.age.wording.either}</legend>
          <label htmlFor="quote-age">{QUOTE_FORM.age.label}</label>
          <input
            id="quote-age"
            name="age"
            type={QUOTE_FORM.age.input.type}
            inputMode={QUOTE_FORM.age.input.inputMode}
            {...QUOTE_FORM.age.limits}
            required
            autoComplete={QUOTE_FORM.age.input.autoComplete}
            className="quote-input-short"
          />
        </fieldset>
        <Choice name="tobacco" question={either(QUOTE_FORM.choices.tobacco)} />
        <fieldset aria-describedby="quote-for-parent">
          <legend>{QUOTE_FORM.contactQuestion}</legend>
          <p id="quote-for-parent" className="quote-for-parent">
            {QUOTE_FORM.parentContactNote.either}
          </p>
          <ContactInput name="name" id="quote-name" />
          <ContactInput name="email" id="quote-email" />
          <ContactInput name="phone" id="quote-phone" />
          <ContactInput name="zipCode" id="quote-zip" className="quote-input-short" />
          <Honeypot id="quote-extra" name="company" />
        </fieldset>
        <input type="hidden" name="consentVersion" value={CONSENT_VERSION} />
        <input type="hidden" name="pageUrl" value={absoluteUrl(getPath('quote'))} />
        <input type="hidden" name="formToken" value="" />
        <input type="hidden" name="submissionId" value="" />
        <p id="quote-consent" className="quote-consent">
          {QUOTE_FORM.consent}
        </p>
        {/* The terms and the privacy note come before the button that agrees to them. */}
        <QuoteLegalNote className="quote-note" />
        <div className="quote-actions">
          <button type="submit" className="btn btn-primary" aria-describedby="quote-consent">
            {QUOTE_FORM.submitLabel}
          </button>
          <QuoteAlternative className="quote-alternative" />
        </div>
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
      lede={QUOTE_FORM.thanks}
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
