import type { ChangeEvent, ClipboardEvent } from 'react';
import { QUOTE_FORM } from '#core/lead/questions';
import { digitsOnly, formatPhone, PHONE_MAX_LENGTH } from '#core/lead/schema';
import { TextField } from './QuoteSteps';

/**
 * Formats the phone input in place as the visitor types ("(555) 010-0142"), keeping the caret
 * after the same digit it followed, and returns the new text.
 */
export function formatPhoneInput(input: HTMLInputElement): string {
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

export interface PhoneFieldProps {
  id: string;
  value: string;
  error?: string | undefined;
  /** The formatted text after each change or paste. */
  onValue: (value: string) => void;
}

/** The phone number: formatted as it is typed, and a pasted number reduced to its digits first. */
export function PhoneField({ id, value, error, onValue }: PhoneFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValue(formatPhoneInput(event.currentTarget));
  // A pasted number ("+1 (555) 010-0142") would be cut at maxlength before it is reduced to digits.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    event.preventDefault();
    onValue(formatPhone(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end)));
  };
  return (
    <TextField
      id={id}
      name="phone"
      label={QUOTE_FORM.contact.phone.label}
      {...QUOTE_FORM.contact.phone.input}
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      error={error}
      onChange={onChange}
      onPaste={onPaste}
    />
  );
}
