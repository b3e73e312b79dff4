/**
 * The customers a file names, one per line: their numeric id or the compact code of their QR card
 * (spec §9; `A…` with a check character). A CSV's first cell of each line counts, quotes aside, so an
 * exported list works as it is. Blank lines are skipped, repeated customers counted once, and lines
 * that name nobody (a header, a mistyped code) kept aside to be shown.
 */
import { decodeCompactId } from '../../../lib/compactId';

export interface ReadIds {
  ids: number[];
  /** The lines that are neither an id nor a valid code, as written. */
  invalid: string[];
}

function firstCell(line: string): string {
  const cell = line.split(/[,;\t]/)[0] ?? '';
  return cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
}

function idOf(cell: string): number | null {
  if (/^\d+$/.test(cell)) {
    const id = Number(cell);
    return Number.isSafeInteger(id) && id >= 1 ? id : null;
  }
  return decodeCompactId(cell);
}

export function readIds(text: string): ReadIds {
  const ids = new Set<number>();
  const invalid: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const cell = firstCell(line);
    if (cell === '') continue;
    const id = idOf(cell);
    if (id === null) invalid.push(cell);
    else ids.add(id);
  }
  return { ids: [...ids], invalid };
}
