import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '#core/lead/schema';
import { initialQuoteState, type QuoteAction, type QuoteState, quoteReducer } from './quote-state';
import { emptyValues } from './submit';

const run = (actions: QuoteAction[], from: QuoteState = initialQuoteState) => actions.reduce(quoteReducer, from);

const filled = run([
  { type: 'choose', name: 'quoteFor', value: 'parent' },
  { type: 'choose', name: 'gender', value: 'female' },
  { type: 'edit', name: 'age', value: '71' },
  { type: 'continue' },
  { type: 'choose', name: 'tobacco', value: 'no' },
  { type: 'edit', name: 'name', value: 'Ruth Example' },
  { type: 'edit', name: 'email', value: 'ruth@example.com' },
  { type: 'edit', name: 'phone', value: '(555) 010-0177' },
  { type: 'edit', name: 'zipCode', value: '43215' },
]);
const failed = run(
  [
    { type: 'sending', submissionId: 'id-1' },
    { type: 'refused', result: { ok: false, fields: {} } },
  ],
  filled,
);

describe('quoteReducer', () => {
  it('walks the five questions: a choice moves on at once, Continue checks the age', () => {
    expect(filled.step).toBe(5);
    expect(run([{ type: 'choose', name: 'quoteFor', value: 'self' }]).step).toBe(2);
    expect(filled.values).toMatchObject({
      quoteFor: 'parent',
      gender: 'female',
      age: '71',
      tobacco: 'no',
      zipCode: '43215',
    });
    expect(filled.errors).toEqual({});
    expect(filled.focus).toEqual({ target: 'step' });
  });

  it('keeps the age step with its message and focus on the field when the age is out of range', () => {
    const young = run([{ type: 'goTo', step: 3 }, { type: 'edit', name: 'age', value: '17' }, { type: 'continue' }]);
    expect(young.step).toBe(3);
    expect(young.errors.age).toBeTruthy();
    expect(young.focus).toEqual({ target: 'age' });
    // Each request to move focus is a new object, even to the same place (the component focuses again).
    const again = quoteReducer(young, { type: 'continue' });
    expect(again.focus).toEqual(young.focus);
    expect(again.focus).not.toBe(young.focus);
    // Typing a right value takes the message away; a wrong one never adds one while typing.
    expect(quoteReducer(young, { type: 'edit', name: 'age', value: '70' }).errors.age).toBeUndefined();
    expect(run([{ type: 'edit', name: 'age', value: '9' }]).errors).toEqual({});
  });

  it('shows the step of the first bad field and focuses it', () => {
    const state = quoteReducer(filled, {
      type: 'invalid',
      errors: { age: FIELD_MESSAGES.age, email: FIELD_MESSAGES.email },
    });
    expect(state.step).toBe(3);
    expect(state.focus).toEqual({ target: 'age' });
    expect(Object.keys(state.errors)).toEqual(['age', 'email']);
    // Whom the quote is for comes first: its step is the first one.
    const missing = quoteReducer(filled, { type: 'invalid', errors: { quoteFor: FIELD_MESSAGES.quoteFor } });
    expect(missing).toMatchObject({ step: 1, focus: { target: 'quoteFor' } });
  });

  it('is busy while sending, and a failure keeps every value, the step and the submission id', () => {
    const sending = quoteReducer(filled, { type: 'sending', submissionId: 'id-1' });
    expect(sending.busy).toBe(true);
    expect(failed).toMatchObject({
      busy: false,
      failed: 'error',
      step: 5,
      submissionId: 'id-1',
      values: filled.values,
    });
    expect(failed.focus).toEqual({ target: 'submit' });
  });

  it('after a failure, a changed value makes the next try a new submission; the same value does not', () => {
    expect(quoteReducer(failed, { type: 'edit', name: 'zipCode', value: '43215' }).submissionId).toBe('id-1');
    expect(quoteReducer(failed, { type: 'edit', name: 'zipCode', value: '43210' }).submissionId).toBeNull();
    // Before any failure an edit keeps the id (nothing was refused).
    const sent = quoteReducer(filled, { type: 'sending', submissionId: 'id-2' });
    expect(quoteReducer(sent, { type: 'edit', name: 'name', value: 'Ruth B. Example' }).submissionId).toBe('id-2');
  });

  it('an expired form or a conflict: a new submission id next time, and the reason to show', () => {
    const expired = quoteReducer(failed, {
      type: 'refused',
      result: { ok: false, fields: {}, reason: 'formExpired' },
    });
    expect(expired).toMatchObject({ failed: 'formExpired', submissionId: null });
    const conflict = quoteReducer(failed, { type: 'refused', result: { ok: false, fields: {}, reason: 'conflict' } });
    expect(conflict).toMatchObject({ failed: 'conflict', submissionId: null });
    const noToken = quoteReducer(quoteReducer(filled, { type: 'sending', submissionId: 'id-3' }), { type: 'noToken' });
    expect(noToken).toMatchObject({ failed: 'noToken', busy: false, focus: { target: 'submit' } });
  });

  it("puts the server's field messages beside the fields and goes to the first one", () => {
    const state = quoteReducer(failed, {
      type: 'refused',
      result: { ok: false, fields: { email: 'We could not use this e-mail.' } },
    });
    expect(state.errors.email).toBe('We could not use this e-mail.');
    expect(state.step).toBe(5);
    expect(state.focus).toEqual({ target: 'email' });
  });

  it('a success shows the thanks with the stored estimate; opening again starts a new, empty fill', () => {
    const sent = run(
      [
        { type: 'sending', submissionId: 'id-1' },
        { type: 'sent', estimate: null },
      ],
      failed,
    );
    expect(sent).toMatchObject({ step: 6, busy: false, failed: null, submissionId: null, errors: {} });
    const reopened = quoteReducer(sent, { type: 'open' });
    expect(reopened).toMatchObject({ step: 1, values: emptyValues, submissionId: null, focus: { target: 'step' } });
    // Opened again before finishing: where the visitor left off.
    expect(quoteReducer(failed, { type: 'open' })).toMatchObject({ step: 5, values: filled.values, failed: 'error' });
  });
});
