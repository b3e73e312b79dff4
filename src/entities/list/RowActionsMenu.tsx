import { Menu, MenuButton } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { ActionMenuItems } from '../../ui/ActionMenuItems';
import { Icon } from '../../ui/Icon';
import type { RowAction } from './RowActions';

/** How the user opened a row's menu on its stand-in button: a click, or the key they pressed. */
export type MenuOpening = { by: 'click' } | { by: 'key'; key: string };

/** The look of the button that opens a row's menu, shared by its stand-in so nothing moves on the swap. */
export const MORE_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A row's menu, mounted only once the user opened it on the stand-in button (RowMoreActions). Headless
 * UI's Menu cannot be opened from outside (it has no `open` prop), so the gesture that mounted it is
 * played again on its own button: a click opens it with the menu focused, Enter, Space or an arrow with
 * the first (or last) action active — exactly what the Menu does when it is there from the start. From
 * then on it is Headless UI's menu: Escape, a click outside or a choice close it and focus its button.
 */
export function RowActionsMenu({
  actions,
  label,
  opening,
}: {
  actions: RowAction[];
  /** The button's accessible name (the row's 'Acciones de …'). */
  label: string;
  opening: MenuOpening;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // Played once, on mount: the gesture belongs to the stand-in this menu replaced.
  const played = useRef(false);
  useEffect(() => {
    const element = button.current;
    if (played.current || !element) return;
    played.current = true;
    element.focus();
    if (opening.by === 'click') element.click();
    else
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }),
      );
  }, [opening]);

  return (
    <Menu>
      <MenuButton ref={button} aria-label={label} className={MORE_BUTTON}>
        <Icon name="dots" width={18} height={18} />
      </MenuButton>
      <ActionMenuItems items={actions} />
    </Menu>
  );
}
