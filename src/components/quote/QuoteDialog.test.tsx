// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_TEXT, CONSENT_VERSION } from '#core/lead/consent';
import { quotesEndpoint } from '#core/lead/contract';
import { FAILURE_MESSAGES } from '#core/lead/failures';
import { QUOTE_FORM } from '#core/lead/questions';
import { AGE_MAX, AGE_MIN, FIELD_MESSAGES, leadSchema } from '#core/lead/schema';
import { getPath } from '#core/paths';
import { planTypeLabels } from '#core/pricing/engine';
import { privacySharing } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { noBookSentence, quoteEstimate } from '../../../content/data/insurer-plans/claims';
import { standInForModalDialog } from '../../../tests/fixtures/jsdom-dialog';
import { toast } from '../ui/toast/store';
import { Toaster } from '../ui/toast/Toaster';
import { ATTRIBUTION_KEY } from './attribution';
import { QuoteDialog } from './QuoteDialog';
import { openQuoteDialog, resetQuickQuote, SCROLL_LOCK_CLASS } from './quick-quote';

beforeAll(standInForModalDialog);

type Answer = { status: number; body?: unknown };
/** Answers to POST /api/quotes, in order (then 201). */
let answers: Array<Answer | Error | Promise<Answer>> = [];
/** Answers to GET /api/form-token, in order (then a new token each time). */
let tokenAnswers: Array<Answer | Error> = [];
let tokensIssued = 0;
let fetchMock: ReturnType<typeof vi.fn>;
let trigger: HTMLButtonElement;

const callsTo = (url: string) => fetchMock.mock.calls.filter((call) => call[0] === url);
const quoteCalls = () => callsTo('/api/quotes');
const sentBodies = () =>
  quoteCalls().map((call) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>);

beforeEach(() => {
  answers = [];
  tokenAnswers = [];
  tokensIssued = 0;
  fetchMock = vi.fn(async (url: string) => {
    const next =
      url === '/api/form-token'
        ? (tokenAnswers.shift() ?? {
            status: 200,
            body: { token: `v1.token-${++tokensIssued}`, minFillMs: 0, maxAgeMs: 7_200_000 },
          })
        : (answers.shift() ?? { status: 201, body: { id: 1 } });
    const answer = await (next instanceof Error ? Promise.reject(next) : next);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      json: async () => answer.body ?? {},
    } as unknown as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  trigger = document.createElement('button');
  trigger.textContent = 'Quick Quote';
  document.body.append(trigger);
  trigger.focus();
});

afterEach(() => {
  cleanup();
  resetQuickQuote();
  document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  trigger.remove();
  vi.unstubAllGlobals();
  toast.dismiss();
});

function setup() {
  const user = userEvent.setup();
  // No router around it: the dialog is an island of its own in the page, the toasts another.
  render(
    <>
      <Toaster />
      <QuoteDialog />
    </>,
  );
  // The loader opens it (src/components/quote/quick-quote.ts), as a Quick Quote click does.
  const reopen = () => act(() => void openQuoteDialog(trigger));
  reopen();
  return { user, reopen };
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const progress = () => within(dialog()).queryByText(/^Step \d of 5$/)?.textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function answerFirstSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Me'));
  await user.click(button('Male'));
  await user.type(field('What is your age?'), '67');
  await user.click(button('Continue'));
  await user.click(button('No'));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Mary Smith');
  await user.type(field('Email address'), 'mary@example.com');
  await user.type(field('Phone number'), '5552100142');
  await user.type(field('ZIP code'), '43215');
}

/**
 * The failure as announced: exactly one live region speaks of it (the dialog's alert; no toast
 * repeats it), and it ends with the phone number.
 */
function announcedFailure(): HTMLElement {
  const regions = [...document.querySelectorAll<HTMLElement>('[role="alert"], [role="status"], [aria-live]')];
  const speaking = regions.filter((region) => (region.textContent ?? '').trim() !== '');
  expect(speaking).toHaveLength(1);
  const [alert] = speaking as [HTMLElement];
  expect(alert.getAttribute('role')).toBe('alert');
  expect(within(alert).getByRole('link').getAttribute('href')).toBe(`tel:${siteConfig.phones.sales.e164}`);
  return alert;
}

/** The message tied to an input by aria-describedby. */
function describedBy(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('QuoteDialog', () => {
  it('opens as a modal dialog labelled "Quick Quote", with the subtitle, Close, progress and the note', () => {
    setup();
    const element = dialog();
    expect(element.hasAttribute('open')).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Quick Quote' });
    expect(element.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Complete the form below to receive your personalized quote',
    );
    expect(button('Close')).toBeTruthy();
    expect(progress()).toBe('Step 1 of 5');
    expect(screen.getByRole('group', { name: 'Who is this quote for?' })).toBeTruthy();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    expect(document.activeElement).toBe(button('Me'));
    expect(button('My parent').getAttribute('aria-pressed')).toBe('false');
  });

  it('walks the steps: a choice advances at once, focus moves to each step', async () => {
    const { user } = setup();
    await user.click(button('Me'));
    expect(progress()).toBe('Step 2 of 5');
    expect(screen.getByRole('group', { name: 'What is your gender?' })).toBeTruthy();
    expect(document.activeElement).toBe(button('Male'));
    await user.click(button('Female'));
    expect(progress()).toBe('Step 3 of 5');
    expect(document.activeElement).toBe(field('What is your age?'));
    expect(field('What is your age?').getAttribute('min')).toBe('18');
    expect(field('What is your age?').getAttribute('max')).toBe('85');

    await user.keyboard('58{Enter}');
    expect(progress()).toBe('Step 4 of 5');
    expect(screen.getByRole('group', { name: 'Do you use tobacco?' })).toBeTruthy();
    expect(document.activeElement).toBe(button('Yes'));

    await user.click(button('Yes'));
    expect(progress()).toBe('Step 5 of 5');
    expect(document.activeElement).toBe(field('Full name'));
    expect(screen.queryByText(QUOTE_FORM.parentContactNote.parent)).toBeNull();
    expect(field('Email address').type).toBe('email');
    expect(field('Email address').autocomplete).toBe('email');
    expect(field('Phone number').type).toBe('tel');
    expect(field('Phone number').autocomplete).toBe('tel');
    expect(field('Phone number').maxLength).toBe(14);
    expect(field('ZIP code').inputMode).toBe('numeric');
    expect(field('ZIP code').autocomplete).toBe('postal-code');
    expect(field('ZIP code').maxLength).toBe(5);
    expect(button('Get Your Free Quote').getAttribute('type')).toBe('submit');
    expect(dialog().textContent).toContain(CONSENT_TEXT);
    // The consent stands before the button it speaks of, and describes it.
    const consent = [...dialog().querySelectorAll('p')].find((p) => p.textContent === CONSENT_TEXT) as HTMLElement;
    const submit = button('Get Your Free Quote');
    expect(consent.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit.getAttribute('aria-describedby')).toBe(consent.id);
  });

  it('puts the terms and privacy note above the submit button, and beside it the call for those who prefer not to agree', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe(getPath('termsOfService'));
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(getPath('privacyPolicy'));
    const note = terms.closest('p') as HTMLElement;
    expect(note.textContent).toContain(privacySharing);
    expect(dialog().textContent).not.toContain('never be shared');
    const submit = button('Get Your Free Quote');
    expect(note.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Beside the button (in its row of actions): the agency's phone, from the site's settings.
    const call = screen.getByRole('link', { name: siteConfig.phones.sales.display });
    expect(call.getAttribute('href')).toBe(`tel:${siteConfig.phones.sales.e164}`);
    expect(call.closest('p')?.textContent).toBe(`Prefer not to agree? Call ${siteConfig.phones.sales.display}.`);
    expect(call.closest('.qq-actions')).toBe(submit.closest('.qq-actions'));
    expect(submit.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("refuses a parent's age outside the plans' issue ages with the age field's message", async () => {
    const { user } = setup();
    await user.click(button('My parent'));
    await user.click(button('Female'));
    const age = field("What is your parent's age?");
    for (const bad of [String(AGE_MIN - 1), String(AGE_MAX + 1)]) {
      await user.clear(age);
      await user.type(age, bad);
      await user.click(button('Continue'));
      expect(progress()).toBe('Step 3 of 5');
      expect(age.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(age)).toContain(FIELD_MESSAGES.age);
    }
    await user.clear(age);
    await user.type(age, String(AGE_MAX));
    await user.click(button('Continue'));
    expect(screen.getByRole('group', { name: 'Does your parent use tobacco?' })).toBeTruthy();
  });

  it("for a parent: the parent's gender, age and tobacco, the visitor's own contact, and the choice sent", async () => {
    const { user } = setup();
    await user.click(button('My parent'));
    expect(screen.getByRole('group', { name: "What is your parent's gender?" })).toBeTruthy();
    await user.click(button('Female'));
    expect(document.activeElement).toBe(field("What is your parent's age?"));
    await user.keyboard('81{Enter}');
    expect(screen.getByRole('group', { name: 'Does your parent use tobacco?' })).toBeTruthy();
    await user.click(button('No'));
    expect(progress()).toBe('Step 5 of 5');
    // The contact is the visitor's own; the group says so, and the ZIP code is the parent's.
    const contact = screen.getByRole('group', { name: 'How can an agent reach you?' });
    expect(describedBy(contact)).toBe(QUOTE_FORM.parentContactNote.parent);
    expect(describedBy(contact)).toContain('The agent calls you, not your parent.');
    await user.type(field('Full name'), 'Dana Smith');
    await user.type(field('Email address'), 'dana@example.com');
    await user.type(field('Phone number'), '5552100142');
    await user.type(field("Your parent's ZIP code"), '43215');
    // The consent speaks of the visitor's own number only.
    expect(dialog().textContent).toContain(CONSENT_TEXT);
    expect(CONSENT_TEXT).toContain('your own number');
    await user.click(button('Get Your Free Quote'));
    const [body] = sentBodies();
    expect(body).toMatchObject({
      quoteFor: 'parent',
      gender: 'female',
      age: 81,
      tobacco: 'no',
      name: 'Dana Smith',
      email: 'dana@example.com',
      phone: '5552100142',
      zipCode: '43215',
      consentVersion: CONSENT_VERSION,
    });
    expect(leadSchema.safeParse(body).success).toBe(true);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
  });

  it('Back from the gender goes to whom the quote is for, and a changed answer rewords the questions', async () => {
    const { user } = setup();
    await user.click(button('Me'));
    await user.click(button('Back'));
    expect(progress()).toBe('Step 1 of 5');
    expect(button('Me').getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(button('Me'));
    await user.click(button('My parent'));
    expect(screen.getByRole('group', { name: "What is your parent's gender?" })).toBeTruthy();
  });

  it('keeps every value through Back and Continue', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    await user.type(field('Full name'), 'Mary Smith');
    await user.click(button('Back'));
    expect(progress()).toBe('Step 4 of 5');
    expect(button('No').getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(button('No'));
    await user.click(button('Back'));
    expect(field('What is your age?').value).toBe('67');
    await user.click(button('Back'));
    expect(button('Male').getAttribute('aria-pressed')).toBe('true');
    expect(button('Female').getAttribute('aria-pressed')).toBe('false');
    await user.click(button('Male'));
    expect(field('What is your age?').value).toBe('67');
    await user.click(button('Continue'));
    await user.click(button('No'));
    expect(field('Full name').value).toBe('Mary Smith');
  });

  it('checks the age on Continue: missing, under 18, over 85 or not whole', async () => {
    const { user } = setup();
    await user.click(button('Me'));
    await user.click(button('Male'));
    const age = field('What is your age?');
    await user.click(button('Continue'));
    expect(progress()).toBe('Step 3 of 5');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(age)).toContain(FIELD_MESSAGES.age);
    expect(document.activeElement).toBe(age);

    for (const bad of ['17', '86', '60.5']) {
      await user.clear(age);
      await user.type(age, bad);
      await user.click(button('Continue'));
      expect(progress()).toBe('Step 3 of 5');
      expect(describedBy(age)).toContain(FIELD_MESSAGES.age);
    }

    await user.clear(age);
    await user.type(age, '18');
    expect(age.getAttribute('aria-invalid')).toBe('false');
    expect(age.getAttribute('aria-describedby')).toBeNull();
    await user.click(button('Continue'));
    expect(progress()).toBe('Step 4 of 5');
  });

  it('names each bad contact field beside it and focuses the first one', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    await user.click(button('Get Your Free Quote'));
    for (const [label, key] of [
      ['Full name', 'name'],
      ['Email address', 'email'],
      ['Phone number', 'phone'],
      ['ZIP code', 'zipCode'],
    ] as const) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(field(label))).toBe(`!${FIELD_MESSAGES[key]}`);
    }
    expect(document.activeElement).toBe(field('Full name'));
    expect(quoteCalls()).toHaveLength(0);

    await user.type(field('Full name'), 'Mary Smith');
    await user.type(field('Email address'), 'mary@');
    await user.type(field('Phone number'), '555210014');
    await user.type(field('ZIP code'), '4321');
    await user.click(button('Get Your Free Quote'));
    expect(field('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(field('Email address'))).toContain(FIELD_MESSAGES.email);
    expect(describedBy(field('Phone number'))).toContain(FIELD_MESSAGES.phone);
    expect(describedBy(field('ZIP code'))).toContain(FIELD_MESSAGES.zipCode);
    expect(document.activeElement).toBe(field('Email address'));
    expect(quoteCalls()).toHaveLength(0);

    // A message goes as soon as the field is right.
    await user.type(field('Email address'), 'example.com');
    expect(field('Email address').getAttribute('aria-invalid')).toBe('false');
  });

  it('judges nothing on blur (a message appearing then would move the button being pressed)', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    await user.type(field('Email address'), 'nope');
    await user.tab();
    expect(field('Email address').getAttribute('aria-invalid')).toBe('false');
    await user.click(button('Get Your Free Quote'));
    expect(describedBy(field('Email address'))).toContain(FIELD_MESSAGES.email);
  });

  it('formats the phone as it is typed, digits only, 10 at most', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    const phone = field('Phone number');
    await user.type(phone, '5');
    expect(phone.value).toBe('(5');
    await user.type(phone, '550');
    expect(phone.value).toBe('(555) 0');
    await user.type(phone, 'ab10-0142');
    expect(phone.value).toBe('(555) 010-0142');
    await user.type(phone, '9');
    expect(phone.value).toBe('(555) 010-0142');
    // An edit in the middle keeps the caret after the same digit.
    await user.type(phone, '{Backspace}', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(phone.value).toBe('(555) 000-142');
    expect(phone.selectionStart).toBe(7);
    await user.clear(phone);
    await user.type(phone, '{Backspace}');
    await user.paste('+1 555 010 0199');
    expect(phone.value).toBe('(555) 010-0199');
  });

  it('keeps only digits in the ZIP code', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    await user.type(field('ZIP code'), '4a3-215');
    expect(field('ZIP code').value).toBe('43215');
  });

  it('sends the lead once, with the expected body, then thanks the visitor', async () => {
    window.sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({ landingPage: '/?gclid=G1', referrer: '', gclid: 'G1' }),
    );
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));

    expect(callsTo('/api/form-token')).toHaveLength(1);
    expect(quoteCalls()).toHaveLength(1);
    expect(quoteCalls()[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    const [body] = sentBodies();
    expect(body).toEqual({
      quoteFor: 'self',
      gender: 'male',
      age: 67,
      tobacco: 'no',
      name: 'Mary Smith',
      email: 'mary@example.com',
      phone: '5552100142',
      zipCode: '43215',
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      consentVersion: CONSENT_VERSION,
      pageUrl: window.location.href,
      formToken: 'v1.token-1',
      company: '',
      attribution: { landingPage: '/?gclid=G1', gclid: 'G1' },
    });
    expect(leadSchema.safeParse(body).success).toBe(true);

    expect(progress()).toBeUndefined();
    const thanks = screen.getByRole('heading', { name: 'Thank You!' });
    expect(document.activeElement).toBe(thanks);
    expect(dialog().textContent).toMatch(/received your information.*in touch.*shortly.*personalized quote/);
    const help = screen.getByRole('link', { name: siteConfig.phones.help.display });
    expect(help.getAttribute('href')).toBe(`tel:${siteConfig.phones.help.e164}`);
  });

  it("the thank-you step lists the plans of the server's estimate, each named, and says none is priced", async () => {
    const stored = quoteEstimate({ sex: 'male', age: 67, tobacco: false, state: null });
    answers.push({ status: 201, body: { id: 'lead-1', estimate: stored } });
    const { user } = setup();
    await answerFirstSteps(user); // male, 67, no tobacco
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    const items = [...dialog().querySelectorAll('.qq-estimate [data-plans] li')].map((li) => li.textContent);
    const expected = stored.rows[0]?.plans ?? [];
    expect(expected.length).toBeGreaterThan(0);
    expect(items).toEqual(
      expected.map((p) => `${p.insurer}, ${p.plan} (${planTypeLabels[p.type].toLowerCase()}): no published price`),
    );
    expect(dialog().textContent).toContain(noBookSentence);
    // The published figures for a man of 67, non-tobacco, $10,000: Gerber's card prints age 67 (a
    // year's premium); Choice Mutual prints 65 and 70 (a month's), each named and dated.
    const figures = [...dialog().querySelectorAll('.qq-estimate [data-figure]')].map((li) => li.textContent ?? '');
    expect(figures.map((t) => t.match(/^\$[\d,.]+ a (month|year)/)?.[0])).toEqual([
      '$1,100.00 a year', // 108.90 per $1,000 times 10, plus the $11 fee
      '$54.00 a month',
      '$70.00 a month',
    ]);
    expect(figures[0]).toMatch(/for a man aged 67, \$10,000 of coverage.*August 2019/);
    expect(figures[1]).toMatch(/Choice Mutual.*for a man aged 65, non-tobacco.*November 4, 2024/);
  });

  it('the thank-you step makes no estimate of its own: with none in the answer it shows none', async () => {
    answers.push({ status: 201, body: { id: 'lead-1', estimate: null } });
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(dialog().querySelector('.qq-estimate')).toBeNull();
  });

  it('the thank-you step shows the estimate the server stored (it knows the state)', async () => {
    const stored = quoteEstimate({ sex: 'male', age: 67, tobacco: false, state: 'WA' });
    answers.push({ status: 201, body: { id: 'lead-1', estimate: stored } });
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    const items = [...dialog().querySelectorAll('.qq-estimate [data-plans] li')].map((li) => li.textContent ?? '');
    // Washington: Living Promise level starts at $25,000, so it is not listed at $10,000.
    expect(items.length).toBe(stored.rows[0]?.plans.length);
    expect(items.some((t) => t.includes('Level Benefit Plan'))).toBe(false);
  });

  it('is busy while sending and never sends twice for a double submit', async () => {
    let release: (answer: Answer) => void = () => {};
    answers.push(new Promise<Answer>((resolve) => (release = resolve)));
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    const form = dialog().querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(screen.getByRole('button', { name: /Submitting|Get Your Free Quote/ }));
    const submitButton = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(submitButton.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(quoteCalls()).toHaveLength(1);
    await act(async () => release({ status: 201 }));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(quoteCalls()).toHaveLength(1);
  });

  it('on failure stays on the contact step with every value, and a retry reuses the submission id', async () => {
    answers.push({ status: 503 }, new TypeError('Failed to fetch'));
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);

    await user.click(button('Get Your Free Quote'));
    expect(announcedFailure().textContent).toContain(FAILURE_MESSAGES.error);
    expect(document.querySelector('.toast')).toBeNull();
    expect(progress()).toBe('Step 5 of 5');
    expect(field('Full name').value).toBe('Mary Smith');
    expect(field('Email address').value).toBe('mary@example.com');
    expect(field('Phone number').value).toBe('(555) 210-0142');
    expect(field('ZIP code').value).toBe('43215');
    expect(dialog().querySelector('form')?.getAttribute('aria-busy')).toBe('false');
    expect((button('Get Your Free Quote') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('not sent');
    expect(document.activeElement).toBe(button('Get Your Free Quote'));

    await user.click(button('Get Your Free Quote'));
    expect(announcedFailure().textContent).toContain(FAILURE_MESSAGES.error);
    expect(progress()).toBe('Step 5 of 5');

    await user.click(button('Get Your Free Quote'));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    const ids = sentBodies().map((body) => body.submissionId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('shows the field messages of a 400 answer beside the fields', async () => {
    answers.push({ status: 400, body: { error: 'invalid', fields: { email: 'We could not use this e-mail.' } } });
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    expect(announcedFailure().textContent).toContain(FAILURE_MESSAGES.error);
    expect(field('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('Email address'))).toContain('We could not use this e-mail.');
    expect(document.activeElement).toBe(field('Email address'));
  });

  it('a new fill after a success gets a new submission id and starts empty', async () => {
    const { user, reopen } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    await user.click(button('Done'));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);

    reopen();
    expect(progress()).toBe('Step 1 of 5');
    expect(button('Me').getAttribute('aria-pressed')).toBe('false');
    await answerFirstSteps(user);
    expect(field('Full name').value).toBe('');
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    const [first, second] = sentBodies();
    expect(first?.submissionId).not.toBe(second?.submissionId);
    // Each fill has its own form token (the first was spent).
    expect([first?.formToken, second?.formToken]).toEqual(['v1.token-1', 'v1.token-2']);
  });

  it('without a form token it sends nothing and gives the phone number', async () => {
    tokenAnswers.push({ status: 503 }, new TypeError('Failed to fetch'));
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    expect(quoteCalls()).toHaveLength(0);
    const alert = announcedFailure();
    expect(alert.textContent).toContain(FAILURE_MESSAGES.noToken);
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(`tel:${siteConfig.phones.sales.e164}`);
    // The server is back: the next press fetches a token and sends.
    await user.click(button('Get Your Free Quote'));
    expect(sentBodies()[0]?.formToken).toBe('v1.token-1');
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
  });

  it('when the server says the form expired: the phone number, a new token and a new submission id', async () => {
    answers.push({ status: 403, body: quotesEndpoint.answers.formExpired.fixed });
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    const alert = announcedFailure();
    expect(alert.textContent).toContain(FAILURE_MESSAGES.formExpired);
    expect(within(alert).getByRole('link').textContent).toBe(siteConfig.phones.sales.display);
    await user.click(button('Get Your Free Quote'));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    const [first, second] = sentBodies();
    expect([first?.formToken, second?.formToken]).toEqual(['v1.token-1', 'v1.token-2']);
    expect(first?.submissionId).not.toBe(second?.submissionId);
  });

  it('when the server says the consent text is retired: the reload message and the phone number (issue 44)', async () => {
    answers.push({ status: 409, body: quotesEndpoint.answers.consentRetired.fixed });
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    const alert = announcedFailure();
    expect(alert.textContent).toContain(FAILURE_MESSAGES.consentRetired);
    expect(alert.textContent).toContain('reload the page');
    expect(within(alert).getByRole('link').textContent).toBe(siteConfig.phones.sales.display);
  });

  it('after a failed try, a changed value gets a new submission id (an unchanged retry keeps it)', async () => {
    answers.push({ status: 503 }, { status: 503 }, { status: 409, body: quotesEndpoint.answers.conflict.fixed });
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    await user.click(button('Get Your Free Quote'));
    await user.clear(field('ZIP code'));
    await user.type(field('ZIP code'), '43210');
    await user.click(button('Get Your Free Quote'));
    expect(screen.getByRole('alert').textContent).toContain(FAILURE_MESSAGES.conflict);
    await user.click(button('Get Your Free Quote'));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    const ids = sentBodies().map((body) => body.submissionId);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
    // A 409 (sent with other values already) also gets a new id.
    expect(ids[3]).not.toBe(ids[2]);
    expect(sentBodies().map((body) => body.zipCode)).toEqual(['43215', '43215', '43210', '43210']);
  });

  it("refuses a name of invisible characters or without letters before sending, with the server's message", async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    for (const name of ['\u200b\u200b\u200b', '12']) {
      await user.clear(field('Full name'));
      fireEvent.change(field('Full name'), { target: { value: name } });
      await user.click(button('Get Your Free Quote'));
      expect(describedBy(field('Full name'))).toContain(FIELD_MESSAGES.name);
    }
    expect(quoteCalls()).toHaveLength(0);
  });

  it('closing (Escape, Close) returns focus to the trigger and keeps the values for the next opening', async () => {
    const { user, reopen } = setup();
    await user.click(button('Me'));
    await user.click(button('Female'));
    await user.type(field('What is your age?'), '70');
    act(() => {
      dialog().dispatchEvent(new Event('cancel'));
      dialog().close();
    });
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);

    reopen();
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(progress()).toBe('Step 3 of 5');
    expect(field('What is your age?').value).toBe('70');
    expect(document.activeElement).toBe(field('What is your age?'));

    await user.click(button('Close'));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('links to the terms and the privacy policy with plain links (they load those pages)', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(getPath('privacyPolicy'));
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(getPath('termsOfService'));
  });

  it('has a honeypot hidden from people, sent as company', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    const honeypot = dialog().querySelector('.qq-hp input') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillContact(user);
    fireEvent.change(honeypot, { target: { value: 'ACME' } });
    await user.click(button('Get Your Free Quote'));
    expect(sentBodies()[0]?.company).toBe('ACME');
  });
});
