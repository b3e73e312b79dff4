import { type KeyboardEvent, useState } from 'react';
import { Icon } from '../../ui/Icon';
import type { RowAction } from './RowActions';
import { type MenuOpening, MORE_BUTTON, RowActionsMenu } from './RowActionsMenu';

/** The keys that open a menu button (WAI-ARIA menu button pattern, as Headless UI's MenuButton reads them). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A row's 'more actions' button. A page of 100 rows would otherwise mount 100 Headless UI menus (state
 * machines, listeners, floating anchors) that nobody opens, and re-render them on every keystroke of the
 * search: until the user opens one, the row holds a plain button that looks and reads the same (a menu
 * button, collapsed), and the menu is mounted on the first click or opening key, already open.
 */
export function RowMoreActions({ actions, label }: { actions: RowAction[]; label: string }) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  if (opening) return <RowActionsMenu actions={actions} label={label} opening={opening} />;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    // The menu plays this key again; the button's own click (Enter now, Space on release) must not follow.
    event.preventDefault();
    setOpening({ by: 'key', key: event.key });
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={MORE_BUTTON}
      onClick={() => setOpening({ by: 'click' })}
      onKeyDown={onKeyDown}
      onKeyUp={(event) => {
        if (event.key === ' ') event.preventDefault();
      }}
    >
      <Icon name="dots" width={18} height={18} />
    </button>
  );
}
