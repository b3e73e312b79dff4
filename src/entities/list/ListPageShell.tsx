import { ListSearchBox } from './ListSearchBox';
import {
  LIST_BUTTONS_CLASSES,
  LIST_FRAME_CLASSES,
  LIST_TOOLBAR_CLASSES,
  listHeadingClasses,
} from './listLayout';
import { TableSkeleton } from './TableSkeleton';

/**
 * A list page before its code has loaded (src/app/layout/PageFirstShape.tsx): its heading, its search box
 * and the card its rows will fill, in the same places as the page's own (EntityListPage), so what a user
 * reads first stays put when the code takes over. Painted from the page's HTML, then by the frame until
 * the page's chunk is in. Nothing in it depends on who is signed in: the buttons (which some users get)
 * come with the code, in the row whose room the shape holds.
 */
export function ListPageShell({ title, search }: { title: string; search: string | null }) {
  return (
    <section className="space-y-4">
      {/* A picture of the page to come: assistive technology hears it loading (the skeleton's status). */}
      <div className={LIST_TOOLBAR_CLASSES} aria-hidden="true">
        <h2 className={listHeadingClasses(false)}>{title}</h2>
        {search !== null && <ListSearchBox label={search} />}
        {/* The buttons' row, as high as a button: which buttons come depends on the user. */}
        <div className={LIST_BUTTONS_CLASSES}>
          <span className="h-10 w-32 animate-pulse rounded-lg bg-slate-100" />
          <span className="h-10 w-36 animate-pulse rounded-lg bg-slate-100" />
        </div>
      </div>
      <div className={LIST_FRAME_CLASSES} data-list-card="">
        <TableSkeleton />
      </div>
    </section>
  );
}
