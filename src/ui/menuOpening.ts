import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** How the user opened a menu or popover on its stand-in button: a click, or the key they pressed. */
export type MenuOpening = { by: 'click' } | { by: 'key'; key: string };

/** The keys that open a menu button (WAI-ARIA menu button pattern, as Headless UI's MenuButton reads them). */
const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
/** The keys that open a disclosure (Headless UI's PopoverButton). */
const POPOVER_KEYS = new Set(['Enter', ' ']);

/**
 * The stand-in's side of a menu mounted on demand (MenuOnDemand, PopoverOnDemand): until the user opens
 * it, a plain button that looks and reads the same (collapsed) holds its place; the gesture that opens it
 * is kept, so the real one can play it again. `popup` is what the button opens, for its `aria-haspopup`
 * (a popover's button has none, as Headless UI's has none).
 */
export function useStandInOpening(popup: 'menu' | 'disclosure') {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const keys = popup === 'menu' ? MENU_KEYS : POPOVER_KEYS;
  const standIn = {
    type: 'button' as const,
    'aria-haspopup': popup === 'menu' ? ('menu' as const) : undefined,
    'aria-expanded': false,
    onClick: () => setOpening({ by: 'click' }),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!keys.has(event.key)) return;
      // The real button plays this key again; the stand-in's own click (Enter now, Space on release)
      // must not follow.
      event.preventDefault();
      setOpening({ by: 'key', key: event.key });
    },
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === ' ') event.preventDefault();
    },
  };
  return { opening, standIn };
}

/**
 * The real button's side: Headless UI's menus and popovers cannot be opened from outside (no `open`
 * prop), so the gesture that mounted them (none yet: null) is played again on their own button, once: a click opens it,
 * Enter, Space or an arrow as the key would — exactly what they do when they are there from the start.
 */
export function useReplayedOpening(opening: MenuOpening | null) {
  const button = useRef<HTMLButtonElement>(null);
  const played = useRef(false);
  useEffect(() => {
    const element = button.current;
    if (opening === null || played.current || !element) return;
    played.current = true;
    element.focus();
    if (opening.by === 'click') element.click();
    else
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }),
      );
  }, [opening]);
  return button;
}
