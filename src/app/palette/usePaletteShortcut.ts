import { useEffect } from 'react';

/** Where '/' is typed, not a shortcut: fields that take text. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(
    target.type,
  );
}

/** Ctrl+K (⌘K on a Mac) anywhere, or '/' outside a text field. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typesText(event.target);
}

/**
 * Opens the command palette from the keyboard on every signed-in page. Not over another dialog (a
 * form being filled keeps the keyboard), and not while `enabled` is false (the frame still loading).
 */
export function usePaletteShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteShortcut(event)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      // Ctrl+K would otherwise go to the browser's own search box.
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, open]);
}
