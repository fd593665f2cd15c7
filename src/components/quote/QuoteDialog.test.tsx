// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_TEXT, CONSENT_VERSION } from '../../lead/consent';
import { FIELD_MESSAGES, leadSchema } from '../../lead/schema';
import { getPath } from '../../lib/paths';
import { siteConfig } from '../../site.config';
import { toast } from '../ui/toast';
import { ATTRIBUTION_KEY } from './attribution';
import { ERROR_MESSAGE, QuoteDialog, SCROLL_LOCK_CLASS, SUCCESS_MESSAGE } from './QuoteDialog';

/* jsdom has <dialog> but not its modal behaviour: just enough of it for these tests. */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

type Answer = { status: number; body?: unknown };
let answers: Array<Answer | Error | Promise<Answer>> = [];
let fetchMock: ReturnType<typeof vi.fn>;
let trigger: HTMLButtonElement;

const sentBodies = () =>
  fetchMock.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>);

beforeEach(() => {
  answers = [];
  fetchMock = vi.fn(async () => {
    const next = answers.shift() ?? { status: 201, body: { id: 1 } };
    const answer = await (next instanceof Error ? Promise.reject(next) : next);
    return { status: answer.status, json: async () => answer.body ?? {} } as unknown as Response;
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
  trigger.remove();
  vi.unstubAllGlobals();
  toast.dismiss();
});

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function setup() {
  const user = userEvent.setup();
  const success = vi.spyOn(toast, 'success');
  const error = vi.spyOn(toast, 'error');
  const ui = (request: { trigger: HTMLElement }) => (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <QuoteDialog request={request} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(ui({ trigger }));
  const reopen = () => view.rerender(ui({ trigger }));
  return { user, success, error, reopen };
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const progress = () => within(dialog()).queryByText(/^Step \d of 4$/)?.textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function answerFirstSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Male'));
  await user.type(field('What is your age?'), '67');
  await user.click(button('Continue'));
  await user.click(button('No'));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Mary Smith');
  await user.type(field('Email address'), 'mary@example.com');
  await user.type(field('Phone number'), '5550100142');
  await user.type(field('ZIP code'), '43215');
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
    expect(progress()).toBe('Step 1 of 4');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(getPath('termsOfService'));
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(getPath('privacyPolicy'));
    expect(element.textContent).toContain('Your information is secure and will never be shared.');
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    expect(document.activeElement).toBe(button('Male'));
  });

  it('walks the steps: a choice advances at once, focus moves to each step', async () => {
    const { user } = setup();
    await user.click(button('Female'));
    expect(progress()).toBe('Step 2 of 4');
    expect(document.activeElement).toBe(field('What is your age?'));
    expect(field('What is your age?').getAttribute('min')).toBe('18');
    expect(field('What is your age?').getAttribute('max')).toBe('85');

    await user.keyboard('58{Enter}');
    expect(progress()).toBe('Step 3 of 4');
    expect(screen.getByRole('group', { name: 'Do you use tobacco?' })).toBeTruthy();
    expect(document.activeElement).toBe(button('Yes'));

    await user.click(button('Yes'));
    expect(progress()).toBe('Step 4 of 4');
    expect(document.activeElement).toBe(field('Full name'));
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
  });

  it('keeps every value through Back and Continue', async () => {
    const { user } = setup();
    await answerFirstSteps(user);
    await user.type(field('Full name'), 'Mary Smith');
    await user.click(button('Back'));
    expect(progress()).toBe('Step 3 of 4');
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
    await user.click(button('Male'));
    const age = field('What is your age?');
    await user.click(button('Continue'));
    expect(progress()).toBe('Step 2 of 4');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(age)).toContain(FIELD_MESSAGES.age);
    expect(document.activeElement).toBe(age);

    for (const bad of ['17', '86', '60.5']) {
      await user.clear(age);
      await user.type(age, bad);
      await user.click(button('Continue'));
      expect(progress()).toBe('Step 2 of 4');
      expect(describedBy(age)).toContain(FIELD_MESSAGES.age);
    }

    await user.clear(age);
    await user.type(age, '18');
    expect(age.getAttribute('aria-invalid')).toBe('false');
    expect(age.getAttribute('aria-describedby')).toBeNull();
    await user.click(button('Continue'));
    expect(progress()).toBe('Step 3 of 4');
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
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field('Full name'), 'Mary Smith');
    await user.type(field('Email address'), 'mary@');
    await user.type(field('Phone number'), '555010014');
    await user.type(field('ZIP code'), '4321');
    await user.click(button('Get Your Free Quote'));
    expect(field('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(field('Email address'))).toContain(FIELD_MESSAGES.email);
    expect(describedBy(field('Phone number'))).toContain(FIELD_MESSAGES.phone);
    expect(describedBy(field('ZIP code'))).toContain(FIELD_MESSAGES.zipCode);
    expect(document.activeElement).toBe(field('Email address'));
    expect(fetchMock).not.toHaveBeenCalled();

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
    const { user, success } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/quotes');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    const [body] = sentBodies();
    expect(body).toEqual({
      gender: 'male',
      age: 67,
      tobacco: 'no',
      name: 'Mary Smith',
      email: 'mary@example.com',
      phone: '5550100142',
      zipCode: '43215',
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      consentVersion: CONSENT_VERSION,
      pageUrl: window.location.href,
      elapsedMs: expect.any(Number),
      company: '',
      attribution: { landingPage: '/?gclid=G1', gclid: 'G1' },
    });
    expect(leadSchema.safeParse(body).success).toBe(true);

    expect(success).toHaveBeenCalledWith(SUCCESS_MESSAGE);
    expect(progress()).toBeUndefined();
    const thanks = screen.getByRole('heading', { name: 'Thank You!' });
    expect(document.activeElement).toBe(thanks);
    expect(dialog().textContent).toMatch(/received your information.*in touch.*shortly.*personalized quote/);
    const help = screen.getByRole('link', { name: siteConfig.phones.help.display });
    expect(help.getAttribute('href')).toBe(`tel:${siteConfig.phones.help.e164}`);
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => release({ status: 201 }));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on failure stays on step 4 with every value, and a retry reuses the submission id', async () => {
    answers.push({ status: 503 }, new TypeError('Failed to fetch'));
    const { user, success, error } = setup();
    await answerFirstSteps(user);
    await fillContact(user);

    await user.click(button('Get Your Free Quote'));
    expect(error).toHaveBeenCalledWith(ERROR_MESSAGE);
    expect(success).not.toHaveBeenCalled();
    expect(progress()).toBe('Step 4 of 4');
    expect(field('Full name').value).toBe('Mary Smith');
    expect(field('Email address').value).toBe('mary@example.com');
    expect(field('Phone number').value).toBe('(555) 010-0142');
    expect(field('ZIP code').value).toBe('43215');
    expect(dialog().querySelector('form')?.getAttribute('aria-busy')).toBe('false');
    expect((button('Get Your Free Quote') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('not sent');
    expect(document.activeElement).toBe(button('Get Your Free Quote'));

    await user.click(button('Get Your Free Quote'));
    expect(error).toHaveBeenCalledTimes(2);
    expect(progress()).toBe('Step 4 of 4');

    await user.click(button('Get Your Free Quote'));
    expect(success).toHaveBeenCalledWith(SUCCESS_MESSAGE);
    const ids = sentBodies().map((body) => body.submissionId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('shows the field messages of a 400 answer beside the fields', async () => {
    answers.push({ status: 400, body: { error: 'Bad Request', fields: { email: 'We could not use this e-mail.' } } });
    const { user, error } = setup();
    await answerFirstSteps(user);
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    expect(error).toHaveBeenCalledWith(ERROR_MESSAGE);
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
    expect(progress()).toBe('Step 1 of 4');
    expect(button('Male').getAttribute('aria-pressed')).toBe('false');
    await answerFirstSteps(user);
    expect(field('Full name').value).toBe('');
    await fillContact(user);
    await user.click(button('Get Your Free Quote'));
    const [first, second] = sentBodies();
    expect(first?.submissionId).not.toBe(second?.submissionId);
  });

  it('closing (Escape, Close) returns focus to the trigger and keeps the values for the next opening', async () => {
    const { user, reopen } = setup();
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
    expect(progress()).toBe('Step 2 of 4');
    expect(field('What is your age?').value).toBe('70');
    expect(document.activeElement).toBe(field('What is your age?'));

    await user.click(button('Close'));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when a link in it changes the route', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByTestId('path').textContent).toBe(getPath('privacyPolicy'));
    expect(dialog().hasAttribute('open')).toBe(false);
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
