import type { ChangeEvent, ClipboardEvent, HTMLAttributes, ReactNode } from 'react';
import { AUTOFOCUS_ATTR } from './quick-quote';

/**
 * The pieces of the Quick Quote steps: presentational only. QuoteDialog holds the values, the
 * errors and the step, and decides where focus goes.
 */

/** The message beside a field: text (never color alone), tied to the field by its id. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="qq-error">
      <span className="qq-error-icon" aria-hidden="true">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

export function BackButton({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-outline qq-back" onClick={onBack} disabled={disabled}>
      Back
    </button>
  );
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceStepProps<T extends string> {
  question: string;
  options: ReadonlyArray<ChoiceOption<T>>;
  value: T | '';
  /** The id of each option's button (the dialog focuses one of them). */
  optionId: (value: T) => string;
  errorId: string;
  error?: string | undefined;
  onChoose: (value: T) => void;
  onBack?: (() => void) | undefined;
}

/**
 * A question answered by one of a few large buttons; choosing one moves on at once. The chosen
 * option (or the first) is marked for the loader to focus when it opens the dialog.
 */
export function ChoiceStep<T extends string>(props: ChoiceStepProps<T>) {
  const { question, options, value, optionId, errorId, error, onChoose, onBack } = props;
  const focused = value || options[0]?.value;
  return (
    <fieldset className="qq-step" aria-describedby={error ? errorId : undefined}>
      <legend className="qq-question">{question}</legend>
      <div className="qq-choices">
        {options.map((option) => (
          <button
            key={option.value}
            id={optionId(option.value)}
            type="button"
            className="qq-choice"
            aria-pressed={value === option.value}
            {...(option.value === focused ? { [AUTOFOCUS_ATTR]: '' } : {})}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {onBack ? (
        <div className="qq-actions">
          <BackButton onBack={onBack} />
        </div>
      ) : null}
    </fieldset>
  );
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  min?: number;
  max?: number;
  /** Larger label, for a step that asks one question. */
  question?: boolean;
  className?: string;
  spellCheck?: boolean;
}

/** A labelled input with its message: aria-invalid and aria-describedby follow the error. */
export function TextField(props: TextFieldProps) {
  const { id, label, error, question, className, type = 'text', ...input } = props;
  const errorId = `${id}-error`;
  return (
    <div className="qq-field">
      <label htmlFor={id} className={question ? 'qq-question' : 'qq-label'}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        className={['qq-input', className].filter(Boolean).join(' ')}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
