import { Portal } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';

/**
 * Menus, popovers and option lists anchored to a button render in a portal, so that no overflow clips
 * them. Headless UI's own portal is at the end of <body>, outside every landmark, where moving by
 * landmarks never reaches them (axe: region); inside this they render at the end of the given landmark
 * (the top bar's header, the page's main) instead. Dialogs keep their own portal, and put the portals
 * of what they hold inside themselves. The landmark must always have children of its own: Headless UI
 * removes a portal target once it is left empty.
 */
export function LandmarkPortals({
  landmark,
  children,
}: {
  landmark: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return <Portal.Group target={landmark}>{children}</Portal.Group>;
}
