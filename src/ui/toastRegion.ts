/**
 * Where the toasts' live region sits. A modal `<dialog>` makes everything outside it inert: a toast under
 * its backdrop is dimmed, cannot be clicked or focused and leaves the accessibility tree. Shown above the
 * dialog in the top layer (a popover) it is no longer dimmed but stays inert (Chromium 150: clicks fall
 * through to the dialog), so while a modal is open the region lives inside the topmost one, after its panel,
 * and goes back to the end of the page when the last one closes. The element itself moves, so it stays the
 * one live region screen readers were told about.
 */

const openModals: HTMLDialogElement[] = [];
let region: HTMLElement | null = null;

function place(): void {
  if (!region) return;
  const host = openModals.at(-1) ?? region.ownerDocument.body;
  if (region.parentElement !== host) host.append(region);
}

/** Puts the Toaster's region in the page (or the open modal); the function returned takes it out. */
export function attachToastRegion(element: HTMLElement): () => void {
  region = element;
  place();
  return () => {
    if (region === element) region = null;
    element.remove();
  };
}

/**
 * Takes the toasts into a modal dialog as it opens; the function returned, called as it closes (before it
 * leaves the page, which would take them along), gives them to the modal below or to the page.
 */
export function keepToastsAbove(dialog: HTMLDialogElement): () => void {
  openModals.push(dialog);
  place();
  return () => {
    const index = openModals.lastIndexOf(dialog);
    if (index !== -1) openModals.splice(index, 1);
    place();
  };
}
