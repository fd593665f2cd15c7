import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { FAILURE_MESSAGES } from '#core/lead/failures';
import { QUOTE_FORM, worded } from '#core/lead/questions';
import { digitsOnly, LEAD_FIELDS, validateFields, ZIP_LENGTH } from '#core/lead/schema';
import { telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { Honeypot } from './Honeypot';
import { PhoneField } from './PhoneField';
import { QuoteEstimateTable } from './QuoteEstimateTable';
import { QuoteAlternative, QuoteLegalNote } from './QuoteLegalNote';
import { BackButton, ChoiceStep, TextField } from './QuoteSteps';
import { DIALOG_CLOSE_ATTR, onQuoteDialogOpen, QUOTE_DIALOG_ATTR } from './quick-quote';
import {
  type ChoiceField,
  CONTACT_STEP,
  type FocusTarget,
  initialQuoteState,
  QUESTION_STEPS,
  quoteReducer,
  type Step,
  stepOf,
  THANKS_STEP,
} from './quote-state';
import {
  buildLeadBody,
  currentPageUrl,
  formTokenHolder,
  newSubmissionId,
  type QuoteValues,
  readAttribution,
  sendLead,
  waitBeforeSending,
} from './submit';

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
/** The attributes that let the loader open and close the dialog before React has hydrated it. */
const dialogMark = { [QUOTE_DIALOG_ATTR]: '' };
const closeMark = { [DIALOG_CLOSE_ATTR]: '' };

const { gender, tobacco } = QUOTE_FORM.choices;
const contact = QUOTE_FORM.contact;
const choiceFields: readonly FocusTarget[] = ['quoteFor', 'gender', 'tobacco'] satisfies ChoiceField[];

/**
 * The Quick Quote dialog, the quote island of every page: a native modal <dialog> with five
 * question steps and a thank-you view. The first asks whom the quote is for: for a parent, the
 * next three ask the parent's gender, age and tobacco use, and the contact step the visitor's own
 * name, e-mail and phone (the agent calls the visitor) and the parent's ZIP code. The server renders it closed, its first step in the page's
 * HTML; the loader opens it with `showModal()` on a Quick Quote click and React hydrates it while
 * the visitor reads (src/components/quote/quick-quote.ts owns the frame: opening, closing, the scroll lock,
 * Tab cycling and focus going back). Its states are `quoteReducer`'s; this component renders them,
 * talks to the server and moves focus. The values survive Back, Continue and closing; a new fill
 * starts when the dialog is opened again after a successful submission.
 */
export function QuoteDialog() {
  const uid = useId();
  const id = (part: string) => `qq${uid}${part}`;
  const [state, dispatch] = useReducer(quoteReducer, initialQuoteState);
  const { step, values, errors, busy, failed } = state;
  /** This fill's form token (made once: a lazy initial state). */
  const [tokens] = useState(formTokenHolder);
  /** Set from the press until the answer: a second submit in the same moment sends nothing. */
  const inFlight = useRef(false);

  /** The element that takes focus when a step is shown: its first control (the chosen option). */
  const stepFocusId = (target: Step): string => {
    if (target === 1) return id(`quoteFor-${values.quoteFor || 'self'}`);
    if (target === 2) return id(`gender-${values.gender || 'male'}`);
    if (target === 3) return id('age');
    if (target === 4) return id(`tobacco-${values.tobacco || 'yes'}`);
    if (target === CONTACT_STEP) return id('name');
    return id('thanks');
  };
  const focusId = (target: FocusTarget): string => {
    if (target === 'step') return stepFocusId(step);
    if (target === 'submit') return id('submit');
    return choiceFields.includes(target) ? stepFocusId(stepOf[target as ChoiceField]) : id(target);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each focus request, on the render that shows its target.
  useLayoutEffect(() => {
    if (state.focus) document.getElementById(focusId(state.focus.target))?.focus();
  }, [state.focus]);

  // Each opening shows the step where the visitor left off and fetches the form token. An opening
  // before hydration needs only the token: the first step is showing and has focus already.
  useEffect(
    () =>
      onQuoteDialogOpen((before) => {
        if (!before) dispatch({ type: 'open' });
        void tokens.ensure();
      }),
    [tokens],
  );

  const submit = async () => {
    if (inFlight.current) return;
    const found = validateFields(values);
    if (LEAD_FIELDS.some((name) => found[name])) {
      dispatch({ type: 'invalid', errors: found });
      return;
    }
    inFlight.current = true;
    const submissionId = state.submissionId ?? newSubmissionId();
    dispatch({ type: 'sending', submissionId });
    const token = await tokens.ensure();
    if (!token) {
      inFlight.current = false;
      dispatch({ type: 'noToken' });
      return;
    }
    // Never sooner than the server's minimum fill time after the token arrived.
    const wait = waitBeforeSending(token);
    if (wait > 0) await delay(wait);
    const body = buildLeadBody(values, {
      submissionId,
      formToken: token.token,
      pageUrl: currentPageUrl(),
      attribution: readAttribution(),
    });
    const result = await sendLead(body);
    inFlight.current = false;
    if (result.ok) {
      tokens.spend();
      dispatch({ type: 'sent', estimate: result.estimate ?? null });
      return;
    }
    if (result.reason === 'formExpired') {
      // Nothing was stored: a new token, fetched now, for the next press.
      tokens.spend();
      void tokens.ensure();
    }
    dispatch({ type: 'refused', result });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === stepOf.age) dispatch({ type: 'continue' });
    else if (step === CONTACT_STEP) void submit();
  };

  const edit = (name: keyof QuoteValues, value: string) => dispatch({ type: 'edit', name, value });
  const goTo = (target: Step) => dispatch({ type: 'goTo', step: target });
  const text = (name: 'age' | 'name' | 'email' | 'zipCode') => ({
    id: id(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      edit(
        name,
        name === 'zipCode' ? digitsOnly(event.currentTarget.value).slice(0, ZIP_LENGTH) : event.currentTarget.value,
      ),
  });
  const help = siteConfig.phones.help;
  const sales = siteConfig.phones.sales;
  /** A question about the person the quote is for, worded for the visitor's answer to the first. */
  const asked = (wording: Parameters<typeof worded>[0]) => worded(wording, values.quoteFor);
  const forParent = values.quoteFor === 'parent';

  return (
    <dialog
      {...dialogMark}
      className="qq-dialog"
      aria-labelledby={id('title')}
      aria-describedby={id('subtitle')}
      // `open` is set by showModal(), also before hydration: not a difference from the server's HTML.
      suppressHydrationWarning
    >
      <div className="qq-inner">
        <div className="qq-header">
          <div>
            <h2 id={id('title')} className="qq-title">
              Quick Quote
            </h2>
            <p id={id('subtitle')} className="qq-subtitle">
              Complete the form below to receive your personalized quote
            </p>
          </div>
          <button type="button" className="qq-close" {...closeMark}>
            <span className="qq-close-icon" aria-hidden="true">
              ×
            </span>
            Close
          </button>
        </div>

        {step === THANKS_STEP ? (
          <div className="qq-step qq-thanks">
            <h3 id={id('thanks')} className="qq-question" tabIndex={-1}>
              Thank You!
            </h3>
            <p>{QUOTE_FORM.thanks}</p>
            {/* The estimate is the server's, stored with the lead (it knows the ZIP code's state). */}
            {state.estimate ? <QuoteEstimateTable estimate={state.estimate} headingId={id('estimate')} /> : null}
            <p>
              Need help right away? Call us at{' '}
              <a className="qq-phone" href={telHref(help.e164)}>
                {help.display}
              </a>
              .
            </p>
            <div className="qq-actions">
              <button type="button" className="btn btn-primary" {...closeMark}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <>
            <div className="qq-progress">
              <p className="qq-progress-text">{`Step ${step} of ${QUESTION_STEPS}`}</p>
              <div className="qq-bar" data-step={step} aria-hidden="true">
                <span />
              </div>
            </div>
            <form className="qq-form" noValidate aria-busy={busy} onSubmit={onSubmit}>
              {step === 1 ? (
                <ChoiceStep
                  question={QUOTE_FORM.quoteFor.question}
                  options={QUOTE_FORM.quoteFor.options}
                  value={values.quoteFor}
                  optionId={(value) => id(`quoteFor-${value}`)}
                  errorId={id('quoteFor-error')}
                  error={errors.quoteFor}
                  onChoose={(value) => dispatch({ type: 'choose', name: 'quoteFor', value })}
                />
              ) : null}

              {step === 2 ? (
                <ChoiceStep
                  question={asked(gender.wording)}
                  options={gender.options}
                  value={values.gender}
                  optionId={(value) => id(`gender-${value}`)}
                  errorId={id('gender-error')}
                  error={errors.gender}
                  onChoose={(value) => dispatch({ type: 'choose', name: 'gender', value })}
                  onBack={() => goTo(1)}
                />
              ) : null}

              {step === 3 ? (
                <div className="qq-step">
                  <TextField
                    {...text('age')}
                    label={asked(QUOTE_FORM.age.wording)}
                    question
                    {...QUOTE_FORM.age.input}
                    min={QUOTE_FORM.age.limits.min}
                    max={QUOTE_FORM.age.limits.max}
                    className="qq-input-short"
                  />
                  <div className="qq-actions">
                    <BackButton onBack={() => goTo(2)} />
                    <button type="submit" className="btn btn-primary">
                      Continue
                    </button>
                  </div>
                </div>
              ) : null}

              {step === 4 ? (
                <ChoiceStep
                  question={asked(tobacco.wording)}
                  options={tobacco.options}
                  value={values.tobacco}
                  optionId={(value) => id(`tobacco-${value}`)}
                  errorId={id('tobacco-error')}
                  error={errors.tobacco}
                  onChoose={(value) => dispatch({ type: 'choose', name: 'tobacco', value })}
                  onBack={() => goTo(3)}
                />
              ) : null}

              {step === CONTACT_STEP ? (
                <fieldset className="qq-step" aria-describedby={forParent ? id('for-parent') : undefined}>
                  <legend className="qq-question">{QUOTE_FORM.contactQuestion}</legend>
                  {forParent ? (
                    <p id={id('for-parent')} className="qq-for-parent">
                      {QUOTE_FORM.parentContactNote.parent}
                    </p>
                  ) : null}
                  <TextField {...text('name')} label={contact.name.label} {...contact.name.input} />
                  <TextField {...text('email')} label={contact.email.label} {...contact.email.input} />
                  <PhoneField
                    id={id('phone')}
                    value={values.phone}
                    error={errors.phone}
                    onValue={(value) => edit('phone', value)}
                  />
                  <TextField
                    {...text('zipCode')}
                    label={forParent ? contact.zipCode.parentLabel : contact.zipCode.label}
                    {...contact.zipCode.input}
                    maxLength={ZIP_LENGTH}
                    className="qq-input-short"
                  />
                  <Honeypot
                    id={id('extra')}
                    name="qq-extra"
                    value={values.company}
                    onChange={(value) => edit('company', value)}
                  />
                  <p id={id('consent')} className="qq-consent">
                    {QUOTE_FORM.consent}
                  </p>
                  {/* The terms and the privacy note come before the button that agrees to them. */}
                  <QuoteLegalNote className="qq-note" />
                  {/* Why the last try failed, with the phone number: the dialog's one alert (no toast repeats it). */}
                  {failed ? (
                    <p className="qq-alert" role="alert">
                      {FAILURE_MESSAGES[failed]} You can also call us at{' '}
                      <a href={telHref(sales.e164)}>{sales.display}</a>.
                    </p>
                  ) : null}
                  <div className="qq-actions">
                    <BackButton onBack={() => goTo(4)} disabled={busy} />
                    <button
                      id={id('submit')}
                      type="submit"
                      className="btn btn-primary qq-submit"
                      disabled={busy}
                      aria-describedby={id('consent')}
                    >
                      {busy ? 'Submitting...' : QUOTE_FORM.submitLabel}
                    </button>
                    <QuoteAlternative className="qq-alternative" />
                  </div>
                </fieldset>
              ) : null}
            </form>
          </>
        )}
      </div>
    </dialog>
  );
}
