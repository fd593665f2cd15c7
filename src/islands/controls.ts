/**
 * Form controls changed before hydration. React hydrates a control as it finds it (a box ticked
 * before hydration stays ticked) but does not tell the component: its state still holds the
 * server's value, so the page would say "0 of 5 done" beside a ticked box. Once the island is
 * hydrated, each control whose value differs from the one React rendered (its default) is set
 * back and changed again the way a visitor would, so that the component hears of it: a box or
 * radio is clicked, a text field gets its text and an `input` event.
 */

/** The controls of an island whose value could have been changed by hand. */
const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea';

/** The browser's own value setter: setting through it is what typing does. */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

export function replayChangedControls(root: HTMLElement): void {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(CONTROLS)) {
    if (control.disabled) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      control.checked = control.defaultChecked;
      control.click();
      continue;
    }
    // A number field holding text it cannot read reports "" as its value: leave it as typed.
    if (control.validity?.badInput || control.value === control.defaultValue) continue;
    const typed = control.value;
    control.value = control.defaultValue;
    setNativeValue(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
