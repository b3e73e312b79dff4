/**
 * The classes a list page's heading row and card are laid out with, shared by the page (ListToolbar,
 * EntityListPage) and its first shape painted before its code has loaded (ListPageShell), so the two take
 * exactly the same places. In their own module: the frame, which paints that shape, carries no list code.
 */

/** The toolbar's row: heading, search box, buttons. */
export const LIST_TOOLBAR_CLASSES = 'flex flex-wrap items-center gap-3';

/**
 * The row of the toolbar's buttons (columns, export, the page's actions, create): always a row of its own
 * under the heading and the search box, so those two and the rows' card sit in the same places on every
 * list, whatever buttons a user gets; the first shape, which cannot know them, holds the row's room.
 */
export const LIST_BUTTONS_CLASSES = 'flex basis-full flex-wrap items-center gap-2';

/** A list's heading: a page's own list, or a smaller one inside another page. */
export function listHeadingClasses(embedded: boolean): string {
  return `me-auto font-semibold text-slate-900 ${embedded ? 'text-base' : 'text-xl'}`;
}

/** The card that holds a list's rows. */
export const LIST_FRAME_CLASSES = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
