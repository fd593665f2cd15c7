import { QUOTE_FORM } from '#core/lead/questions';

/**
 * The honeypot field of both quote forms (core/lead/schema.ts: `company`): hidden from people and
 * from assistive technology, out of the tab order, so it stays empty unless a bot fills it. The
 * dialog keeps its value in its state (`value`, `onChange`); the /quote form page posts it as is.
 */
export function Honeypot({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div className="qq-hp" aria-hidden="true">
      <label htmlFor={id}>{QUOTE_FORM.honeypotLabel}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      />
    </div>
  );
}
