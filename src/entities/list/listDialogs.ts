import type { Row } from '../data/values';
import type { ResolvedAction } from '../resource';

/** What a list page has open in a modal: its create form, a row's edit, a delete, one of its actions. */
export type ListDialog =
  | { kind: 'create' }
  | { kind: 'edit'; row: Row; readOnly?: boolean }
  | { kind: 'delete'; rows: Row[] }
  | { kind: 'action'; action: ResolvedAction; row?: Row; rows?: Row[]; keys?: (string | number)[] };

/**
 * A list page's open modal, held outside the page: opening or closing one draws the modal alone
 * (`ListDialogHost`), not the page's toolbar, rows and pager under it, which on a phone's CPU was a
 * good part of a form's opening. `open` and `close` never change, so the rows' memo actions keep them.
 */
export interface ListDialogs {
  open: (dialog: ListDialog) => void;
  close: () => void;
  current: () => ListDialog | null;
  subscribe: (listener: () => void) => () => void;
}

export function createListDialogs(): ListDialogs {
  let current: ListDialog | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ListDialog | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    open: set,
    close: () => set(null),
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
