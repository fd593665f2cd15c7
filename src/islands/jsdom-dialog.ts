/**
 * For unit tests: jsdom has <dialog> but not its modal behavior. Just enough of it: showModal()
 * sets `open`, close() removes it and fires `close`.
 */
export function standInForModalDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
