/**
 * The modal part of `<dialog>` that jsdom lacks, as the HTML standard describes it and as far as tests
 * can observe it: `showModal()` opens the dialog, focuses its first focusable element (one marked
 * `autofocus` first) and takes the rest of the page out of reach (inert, and so out of the accessibility
 * tree: here `inert` and `aria-hidden` on everything beside the dialog's ancestors); `close()` closes it,
 * gives the focus back to what had it before and fires `close`; Escape fires a cancelable `cancel` on the
 * topmost modal dialog and closes it unless the page prevented that (or the key's default).
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

interface Opened {
  dialog: HTMLDialogElement;
  previouslyFocused: Element | null;
}

/** What each element put out of reach had before, to give it back. */
interface Marked {
  element: Element;
  ariaHidden: string | null;
  inert: boolean;
}

export function installModalDialog(window: Window & typeof globalThis): void {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const document = window.document;
  const stack: Opened[] = [];
  let marked: Marked[] = [];

  function release(): void {
    for (const { element, ariaHidden, inert } of marked) {
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
      (element as HTMLElement).inert = inert;
    }
    marked = [];
  }

  /** Everything but the topmost modal dialog (and the elements that contain it) is out of reach. */
  function blockAllButTop(): void {
    release();
    // A dialog removed from the page while open leaves the top layer without closing.
    for (let i = stack.length - 1; i >= 0; i--) {
      const entry = stack[i];
      if (entry && !entry.dialog.isConnected) stack.splice(i, 1);
    }
    const top = stack.at(-1)?.dialog;
    if (!top) return;
    for (let node: Element | null = top; node && node !== document.body; node = node.parentElement) {
      const parent: Element | null = node.parentElement;
      if (!parent) break;
      for (const sibling of Array.from(parent.children)) {
        if (sibling === node) continue;
        marked.push({
          element: sibling,
          ariaHidden: sibling.getAttribute('aria-hidden'),
          inert: (sibling as HTMLElement).inert === true,
        });
        sibling.setAttribute('aria-hidden', 'true');
        (sibling as HTMLElement).inert = true;
      }
    }
  }

  proto.showModal = function showModal(this: HTMLDialogElement): void {
    if (this.open && stack.some((entry) => entry.dialog === this)) return;
    if (this.open)
      throw new window.DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
    if (!this.isConnected)
      throw new window.DOMException('The dialog is not in a document.', 'InvalidStateError');
    stack.push({ dialog: this, previouslyFocused: document.activeElement });
    this.setAttribute('open', '');
    blockAllButTop();
    const control =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    control.focus();
  };

  proto.close = function close(this: HTMLDialogElement, returnValue?: string): void {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = stack.findIndex((entry) => entry.dialog === this);
    const opened = index === -1 ? undefined : stack.splice(index, 1)[0];
    blockAllButTop();
    const previous = opened?.previouslyFocused;
    if (previous instanceof window.HTMLElement && previous.isConnected) previous.focus();
    setTimeout(() => this.dispatchEvent(new window.Event('close')), 0);
  };

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = stack.at(-1)?.dialog;
    if (!top?.isConnected) return;
    if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}
