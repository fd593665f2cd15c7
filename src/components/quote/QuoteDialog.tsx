import {
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CONSENT_TEXT } from '#core/lead/consent';
import {
  AGE_MAX,
  AGE_MIN,
  digitsOnly,
  formatPhone,
  LEAD_FIELDS,
  type LeadField,
  PHONE_MAX_LENGTH,
  validateField,
  validateFields,
  ZIP_LENGTH,
} from '#core/lead/schema';
import { getPath, telHref } from '#core/paths';
import { type QuoteEstimate, quoteEstimate } from '#core/pricing/quote-estimate';
import { privacySharing } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { setToastHost, toast } from '../ui/toast';
import { QuoteEstimateTable } from './QuoteEstimateTable';
import { BackButton, type ChoiceOption, ChoiceStep, TextField } from './QuoteSteps';
import {
  buildLeadBody,
  currentPageUrl,
  emptyValues,
  type FormTokenGrant,
  fetchFormToken,
  isStale,
  newSubmissionId,
  type QuoteValues,
  readAttribution,
  sendLead,
  waitBeforeSending,
} from './submit';
import './quote.css';

export interface QuoteOpenRequest {
  /** The button that asked for the dialog: focus returns to it on close. */
  trigger: HTMLElement;
}

export interface QuoteDialogProps {
  /** A new object for every request to open (the host makes one per `quickquote:open` event). */
  request: QuoteOpenRequest;
}

export const SUCCESS_MESSAGE = "Thank you! We'll be in touch soon.";
export const ERROR_MESSAGE = 'There was an error submitting your form. Please try again.';
/** Why the last try failed, shown above the submit button with the phone number. */
export const FAILURE_TEXT = {
  error: 'Your details were not sent. Please try again, or call us at',
  noToken: 'We could not reach our server to prepare the form. Please try again in a moment, or call us at',
  expired: 'This form was open too long, so your details were not sent. Please press the button again, or call us at',
  conflict: 'Your details changed while an earlier try was on its way. Please press the button again, or call us at',
} as const;
type Failure = keyof typeof FAILURE_TEXT;

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
/** The steps the progress indicator counts (the thank-you view is not one of them). */
export const QUESTION_STEPS = 4;
/** On <html> while the dialog is open: the page behind it does not scroll. */
export const SCROLL_LOCK_CLASS = 'qq-scroll-lock';

type Step = 1 | 2 | 3 | 4 | 5;
type Errors = Partial<Record<LeadField, string>>;

const stepOf: Record<LeadField, Step> = { gender: 1, age: 2, tobacco: 3, name: 4, email: 4, phone: 4, zipCode: 4 };

const genderOptions: ReadonlyArray<ChoiceOption<'male' | 'female'>> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
const tobaccoOptions: ReadonlyArray<ChoiceOption<'yes' | 'no'>> = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** What Tab can reach in the dialog (the honeypot and the thank-you heading are tabindex -1). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, and Shift+Tab from the first to the last. The
 * modal dialog already makes the page behind it inert; this keeps focus from passing through the
 * browser's own controls on the way round. A native listener, not React's onKeyDown: the toasts
 * are portalled into the open dialog from elsewhere in the React tree, and their keys must count.
 */
function cycleTab(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [...this.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === this)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Formats the phone input in place as the visitor types ("(555) 010-0142"), keeping the caret
 * after the same digit it followed, and returns the new text.
 */
function formatPhoneInput(input: HTMLInputElement): string {
  const raw = input.value;
  const formatted = formatPhone(raw);
  if (formatted === raw) return raw;
  const caret = input.selectionStart ?? raw.length;
  let position = formatted.length;
  if (caret < raw.length) {
    const digitsBefore = digitsOnly(raw.slice(0, caret)).length;
    let seen = 0;
    position = 0;
    while (position < formatted.length && seen < digitsBefore) {
      if (/\d/.test(formatted.charAt(position))) seen += 1;
      position += 1;
    }
  }
  input.value = formatted;
  if (document.activeElement === input) input.setSelectionRange(position, position);
  return formatted;
}

/**
 * The estimate the thank-you step shows when the server's answer holds none: the same engine on the
 * answers the visitor gave (the server's own, stored with the lead, also knows the ZIP's state).
 */
function thanksEstimate(values: QuoteValues) {
  return quoteEstimate({
    sex: values.gender === 'female' ? 'female' : 'male',
    age: Number.parseInt(values.age.trim(), 10),
    tobacco: values.tobacco === 'yes',
    state: null,
  });
}

/**
 * The Quick Quote dialog (loaded on demand by QuoteHost): a native modal <dialog> with four
 * question steps and a thank-you view. The values survive Back, Continue and closing; a new fill
 * starts when the dialog is opened again after a successful submission.
 */
export function QuoteDialog({ request }: QuoteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const id = (part: string) => `qq${uid}${part}`;
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<QuoteValues>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failure | null>(null);
  /** The estimate the server stored with the lead (it knows the state of the ZIP code). */
  const [storedEstimate, setStoredEstimate] = useState<QuoteEstimate | null>(null);
  const [, setOpenings] = useState(0);
  const trigger = useRef<HTMLElement | null>(null);
  const inFlight = useRef(false);
  const submissionId = useRef<string | null>(null);
  /** The server's form token for this fill (fetched when the dialog opens; one per lead). */
  const grant = useRef<FormTokenGrant | null>(null);
  const granting = useRef<Promise<FormTokenGrant | null> | null>(null);
  /** The id of the element to focus after the next render. */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    dialog?.addEventListener('keydown', cycleTab);
    return () => dialog?.removeEventListener('keydown', cycleTab);
  }, []);

  /** The element that takes focus when a step is shown: its first control (the chosen option). */
  const focusIdOf = (target: Step, current: QuoteValues): string => {
    if (target === 1) return id(`gender-${current.gender || 'male'}`);
    if (target === 2) return id('age');
    if (target === 3) return id(`tobacco-${current.tobacco || 'yes'}`);
    if (target === 4) return id('name');
    return id('thanks');
  };
  const fieldFocusId = (name: LeadField) =>
    name === 'gender' || name === 'tobacco' ? focusIdOf(stepOf[name], values) : id(name);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

  const onClosed = useCallback(() => {
    document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    setToastHost(null);
    const back = trigger.current;
    trigger.current = null;
    if (back?.isConnected) back.focus();
  }, []);

  const close = useCallback(() => {
    const dialog = ref.current;
    if (!dialog?.hasAttribute('open')) return;
    if (typeof dialog.close === 'function') {
      dialog.close();
    } else {
      dialog.removeAttribute('open');
      onClosed();
    }
  }, [onClosed]);

  useEffect(
    () => () => {
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      setToastHost(null);
    },
    [],
  );

  // Every request opens the dialog (unless it is open already) on the step where the visitor
  // left off; after a successful submission, on a new, empty fill.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request, reading the step and values of that moment.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.hasAttribute('open')) return;
    trigger.current = request.trigger;
    let showStep = step;
    let showValues = values;
    if (step === 5) {
      showStep = 1;
      showValues = emptyValues;
      setStep(1);
      setValues(emptyValues);
      setErrors({});
      setFailed(null);
    }
    void ensureToken();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    setToastHost(dialog);
    pendingFocus.current = focusIdOf(showStep, showValues);
    setOpenings((n) => n + 1);
  }, [request]);

  const setError = (name: LeadField, message: string | null) =>
    setErrors((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });

  const goTo = (target: Step, current: QuoteValues = values) => {
    setStep(target);
    pendingFocus.current = focusIdOf(target, current);
  };

  /** A fresh form token: the one held unless it is missing or close to its maximum age. */
  const ensureToken = (): Promise<FormTokenGrant | null> => {
    const held = grant.current;
    if (held && !isStale(held)) return Promise.resolve(held);
    granting.current ??= fetchFormToken().then((fetched) => {
      granting.current = null;
      if (fetched) grant.current = fetched;
      return fetched;
    });
    return granting.current;
  };

  /** After a failed try, a changed value is a new submission (the server refuses an id with other values). */
  const changed = () => {
    if (failed) submissionId.current = null;
  };

  const update = (name: keyof QuoteValues, value: string) => {
    if (value !== values[name]) changed();
    setValues((current) => ({ ...current, [name]: value }));
    // A shown message goes as soon as the value is right. New messages come only from Continue
    // and submit, never on blur: a message appearing on blur would move the button the visitor
    // is pressing, and the click would be lost.
    if (name !== 'company' && errors[name]) setError(name, validateField(name, value));
  };

  const choose = (name: 'gender' | 'tobacco', value: string) => {
    if (value !== values[name]) changed();
    const next = { ...values, [name]: value };
    setValues(next);
    setError(name, null);
    goTo(name === 'gender' ? 2 : 4, next);
  };

  const continueFromAge = () => {
    const message = validateField('age', values.age);
    setError('age', message);
    if (message) {
      pendingFocus.current = id('age');
      setOpenings((n) => n + 1);
    } else {
      goTo(3);
    }
  };

  const submit = async () => {
    if (inFlight.current) return;
    const found = validateFields(values);
    const firstBad = LEAD_FIELDS.find((name) => found[name]);
    if (firstBad) {
      setErrors(found);
      setStep(stepOf[firstBad]);
      pendingFocus.current = fieldFocusId(firstBad);
      setOpenings((n) => n + 1);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setFailed(null);
    const token = await ensureToken();
    if (!token) {
      // No token, no lead: the server would keep it as spam. The visitor gets the phone number.
      inFlight.current = false;
      setBusy(false);
      toast.error(ERROR_MESSAGE);
      setFailed('noToken');
      pendingFocus.current = id('submit');
      return;
    }
    // Never sooner than the server's minimum fill time after the token arrived.
    const wait = waitBeforeSending(token);
    if (wait > 0) await delay(wait);
    submissionId.current ??= newSubmissionId();
    const body = buildLeadBody(values, {
      submissionId: submissionId.current,
      formToken: token.token,
      pageUrl: currentPageUrl(),
      attribution: readAttribution(),
    });
    const result = await sendLead(body);
    inFlight.current = false;
    setBusy(false);
    if (result.ok) {
      setStoredEstimate(result.estimate ?? null);
      submissionId.current = null;
      grant.current = null; // spent: the next fill gets its own
      setErrors({});
      goTo(5);
      toast.success(SUCCESS_MESSAGE);
      return;
    }
    toast.error(ERROR_MESSAGE);
    if (result.reason === 'form_expired') {
      // Nothing was stored: a new token (fetched now) and a new id make the next press a new lead.
      grant.current = null;
      submissionId.current = null;
      void ensureToken();
    } else if (result.reason === 'conflict') {
      submissionId.current = null;
    }
    setFailed(result.reason === 'form_expired' ? 'expired' : (result.reason ?? 'error'));
    const fieldErrors: Errors = {};
    for (const name of LEAD_FIELDS) {
      const message = result.fields[name];
      if (message) fieldErrors[name] = message;
    }
    const badField = LEAD_FIELDS.find((name) => fieldErrors[name]);
    if (badField) {
      setErrors((current) => ({ ...current, ...fieldErrors }));
      setStep(stepOf[badField]);
      pendingFocus.current = fieldFocusId(badField);
    } else {
      pendingFocus.current = id('submit');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 2) continueFromAge();
    else if (step === 4) void submit();
  };

  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) =>
    update('phone', formatPhoneInput(event.currentTarget));
  // A pasted number ("+1 (555) 010-0142") would be cut at maxlength before it is reduced to digits.
  const onPhonePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    event.preventDefault();
    update(
      'phone',
      formatPhone(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end)),
    );
  };
  const text = (name: 'age' | 'name' | 'email' | 'zipCode') => ({
    id: id(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update(
        name,
        name === 'zipCode' ? digitsOnly(event.currentTarget.value).slice(0, ZIP_LENGTH) : event.currentTarget.value,
      ),
  });
  const help = siteConfig.phones.help;
  const sales = siteConfig.phones.sales;

  return (
    <dialog
      ref={ref}
      className="qq-dialog"
      aria-labelledby={id('title')}
      aria-describedby={id('subtitle')}
      onClose={onClosed}
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
          <button type="button" className="qq-close" onClick={close}>
            <span className="qq-close-icon" aria-hidden="true">
              ×
            </span>
            Close
          </button>
        </div>

        {step === 5 ? (
          <div className="qq-step qq-thanks">
            <h3 id={id('thanks')} className="qq-question" tabIndex={-1}>
              Thank You!
            </h3>
            <p>
              We have received your information. A licensed agent will be in touch with you shortly with your
              personalized quote.
            </p>
            <QuoteEstimateTable estimate={storedEstimate ?? thanksEstimate(values)} headingId={id('estimate')} />
            <p>
              Need help right away? Call us at{' '}
              <a className="qq-phone" href={telHref(help.e164)}>
                {help.display}
              </a>
              .
            </p>
            <div className="qq-actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <>
            <div className="qq-progress">
              <p className="qq-progress-text">{`Step ${step} of ${QUESTION_STEPS}`}</p>
              <div className="qq-bar" aria-hidden="true">
                <span style={{ width: `${(step / QUESTION_STEPS) * 100}%` }} />
              </div>
            </div>
            <form className="qq-form" noValidate aria-busy={busy} onSubmit={onSubmit}>
              {step === 1 ? (
                <ChoiceStep
                  question="What is your gender?"
                  options={genderOptions}
                  value={values.gender}
                  optionId={(value) => id(`gender-${value}`)}
                  errorId={id('gender-error')}
                  error={errors.gender}
                  onChoose={(value) => choose('gender', value)}
                />
              ) : null}

              {step === 2 ? (
                <div className="qq-step">
                  <TextField
                    {...text('age')}
                    label="What is your age?"
                    question
                    type="number"
                    inputMode="numeric"
                    autoComplete="off"
                    min={AGE_MIN}
                    max={AGE_MAX}
                    className="qq-input-short"
                  />
                  <div className="qq-actions">
                    <BackButton onBack={() => goTo(1)} />
                    <button type="submit" className="btn btn-primary">
                      Continue
                    </button>
                  </div>
                </div>
              ) : null}

              {step === 3 ? (
                <ChoiceStep
                  question="Do you use tobacco?"
                  options={tobaccoOptions}
                  value={values.tobacco}
                  optionId={(value) => id(`tobacco-${value}`)}
                  errorId={id('tobacco-error')}
                  error={errors.tobacco}
                  onChoose={(value) => choose('tobacco', value)}
                  onBack={() => goTo(2)}
                />
              ) : null}

              {step === 4 ? (
                <fieldset className="qq-step">
                  <legend className="qq-question">How can an agent reach you?</legend>
                  <TextField {...text('name')} label="Full name" autoComplete="name" />
                  <TextField
                    {...text('email')}
                    label="Email address"
                    type="email"
                    autoComplete="email"
                    spellCheck={false}
                  />
                  <TextField
                    id={id('phone')}
                    name="phone"
                    label="Phone number"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    maxLength={PHONE_MAX_LENGTH}
                    value={values.phone}
                    error={errors.phone}
                    onChange={onPhoneChange}
                    onPaste={onPhonePaste}
                  />
                  <TextField
                    {...text('zipCode')}
                    label="ZIP code"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={ZIP_LENGTH}
                    className="qq-input-short"
                  />
                  <div className="qq-hp" aria-hidden="true">
                    <label htmlFor={id('extra')}>Leave this field empty</label>
                    <input
                      id={id('extra')}
                      name="qq-extra"
                      type="text"
                      tabIndex={-1}
                      autoComplete="off"
                      value={values.company}
                      onChange={(event) => update('company', event.currentTarget.value)}
                    />
                  </div>
                  <p id={id('consent')} className="qq-consent">
                    {CONSENT_TEXT}
                  </p>
                  {failed ? (
                    <p className="qq-alert" role="alert">
                      {FAILURE_TEXT[failed]} <a href={telHref(sales.e164)}>{sales.display}</a>.
                    </p>
                  ) : null}
                  <div className="qq-actions">
                    <BackButton onBack={() => goTo(3)} disabled={busy} />
                    <button
                      id={id('submit')}
                      type="submit"
                      className="btn btn-primary qq-submit"
                      disabled={busy}
                      aria-describedby={id('consent')}
                    >
                      {busy ? 'Submitting...' : 'Get Your Free Quote'}
                    </button>
                  </div>
                </fieldset>
              ) : null}
            </form>
            <p className="qq-note">
              By continuing, you agree to our <a href={getPath('termsOfService')}>Terms of Service</a> and{' '}
              <a href={getPath('privacyPolicy')}>Privacy Policy</a>.{' '}
              <span data-privacy-sharing="">{privacySharing}</span>
            </p>
          </>
        )}
      </div>
    </dialog>
  );
}
