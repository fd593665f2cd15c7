/** One labelled number input of a calculator, with its hint and its error message beside it. */
export interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Shown between the label and the input, and read with the input (aria-describedby). */
  error?: string;
  min: number;
  max?: number;
  step: number;
  placeholder?: string;
  defaultValue?: number;
  /** A unit shown before the input, such as "$" (the hint says it in words). */
  prefix?: string;
}

export function NumberField({ id, name, label, hint, error, prefix, ...input }: NumberFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'calc-field calc-invalid' : 'calc-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="calc-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="calc-error">
          {error}
        </span>
      ) : null}
      <span className="calc-control">
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          // A wheel turn over a focused number input would change it: scroll the page instead.
          onWheel={(event) => event.currentTarget.blur()}
          {...input}
        />
      </span>
    </div>
  );
}

/**
 * The text of a number input for the parsers. A number input holds "" for text it cannot read
 * (such as "12e"): that is reported as not a number rather than as empty.
 */
export function readNumberInput(element: Element | RadioNodeList | null): string {
  if (!(element instanceof HTMLInputElement)) return '';
  return element.validity?.badInput ? 'not a number' : element.value;
}
