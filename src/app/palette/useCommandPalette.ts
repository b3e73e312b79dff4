import { useCallback, useEffect, useRef, useState } from 'react';
import { usePaletteShortcut } from './usePaletteShortcut';

/** Why the palette closed: dismissed (Escape, outside) gives the focus back; a choice leads elsewhere. */
export type PaletteCloseReason = 'dismissed' | 'chosen';

/**
 * The command palette's state in the frame: opened by its shortcut or its button, and on dismissal the
 * focus goes back to where it was (the page or form the user left), once the dialog has gone.
 */
export function useCommandPalette(enabled: boolean) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const restore = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const close = useCallback((reason: PaletteCloseReason) => {
    restore.current = reason === 'dismissed' ? opener.current : null;
    opener.current = null;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !restore.current) return;
    if (restore.current.isConnected) restore.current.focus();
    restore.current = null;
  }, [open]);

  usePaletteShortcut(enabled && !open, show);
  return { open, show, close };
}
