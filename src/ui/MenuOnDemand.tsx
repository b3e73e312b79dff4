import { Menu, MenuButton } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useReplayedOpening, useStandInOpening } from './menuOpening';

/**
 * A menu button whose Headless UI menu is mounted the first time it is opened. A menu mounted from the
 * start costs its state machine, listeners and floating anchor on every render of the page (measured:
 * the top bar's and the toolbar's few menus were ~10% of a signed-in page's script time on a 4× slower
 * CPU; a page of rows would hold one per row), and almost nobody opens it. Until then a plain button that
 * looks and reads the same (a collapsed menu button) holds its place; from the opening on it is Headless
 * UI's menu: Escape, a click outside or a choice close it and focus its button.
 */
export function MenuOnDemand({
  className,
  buttonClassName,
  label,
  face,
  items,
}: {
  /** The classes of the element around the button and its menu; none: no element around them. */
  className?: string;
  buttonClassName: string;
  /** The button's accessible name when its face does not say it. */
  label?: string;
  /** What the button shows. */
  face: ReactNode;
  /** The menu's `<MenuItems>`, made only once it has opened. */
  items: () => ReactNode;
}) {
  const { opening, standIn } = useStandInOpening('menu');
  const replayed = useReplayedOpening(opening);
  if (opening === null) {
    const button = (
      <button {...standIn} aria-label={label} className={buttonClassName}>
        {face}
      </button>
    );
    return className === undefined ? button : <div className={className}>{button}</div>;
  }
  const content = (
    <>
      <MenuButton ref={replayed} aria-label={label} className={buttonClassName}>
        {face}
      </MenuButton>
      {items()}
    </>
  );
  return className === undefined ? (
    <Menu>{content}</Menu>
  ) : (
    <Menu as="div" className={className}>
      {content}
    </Menu>
  );
}
