/** One optional question as a group of radio buttons, "prefer not to say" first and chosen. */
export interface ChoiceGroupProps {
  /** Used for the radio ids. */
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export const preferNotToSay = { value: '', label: 'Prefer not to say' } as const;

export function ChoiceGroup({ id, name, legend, options }: ChoiceGroupProps) {
  return (
    <fieldset className="calc-choice">
      <legend>{legend}</legend>
      {[preferNotToSay, ...options].map((option) => (
        <label key={option.value} className="calc-radio">
          <input
            type="radio"
            id={`${id}-${option.value || 'none'}`}
            name={name}
            value={option.value}
            defaultChecked={option.value === ''}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The checked value of a radio group in a form ("" when none). */
export function readChoice(element: Element | RadioNodeList | null): string {
  if (element && 'value' in element && typeof element.value === 'string' && !(element instanceof HTMLInputElement)) {
    return element.value;
  }
  return element instanceof HTMLInputElement && element.checked ? element.value : '';
}
