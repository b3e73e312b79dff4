import type { TFunction } from 'i18next';

/** The words cells write that do not depend on the row: the badges' yes and no, an empty cell's dash. */
export interface CellWords {
  yes: string;
  no: string;
  none: string;
}

/**
 * The cell words in the language of `t`. A list asks for them once per language (`useMemo` on `t`)
 * rather than once per cell: a page of 100 rows went through i18next's lookup hundreds of times per
 * render for the same three words.
 */
export function cellWords(t: TFunction): CellWords {
  return { yes: cellWord(t, 'yes'), no: cellWord(t, 'no'), none: cellWord(t, 'none') };
}

/** One of the cell words, for a cell shown on its own (a detail page's field). */
export function cellWord(t: TFunction, name: keyof CellWords): string {
  return t(`engine.${name}`);
}
