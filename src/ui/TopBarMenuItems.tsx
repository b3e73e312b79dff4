import { MenuItems, type MenuItemsProps } from '@headlessui/react';

/**
 * The open panel of a top-bar menu (the user's, the language's), under its button's end; goes inside a
 * `<Menu>` after its `<MenuButton>`. The menus differ only in how wide their entries need it.
 */
export function TopBarMenuItems({
  width,
  children,
}: {
  width: 'w-44' | 'w-56';
  children: MenuItemsProps['children'];
}) {
  return (
    // Not modal: the rest of the page stays readable while it is open, as a menu button's should.
    <MenuItems
      anchor="bottom end"
      modal={false}
      className={`z-50 mt-1 max-h-[300px] ${width} overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none`}
    >
      {children}
    </MenuItems>
  );
}
