/**
 * The customers a file names, one per line: their numeric id or the compact code of their QR card
 * (spec §9; `A…` with a check character). A CSV's first cell of each line counts, quotes aside, so an
 * exported list works as it is. Blank lines are skipped, repeated customers counted once, and lines
 * that name nobody (a header, a mistyped code) kept aside with their number, to be shown.
 *
 * A file is read a slice at a time, the page free to paint between slices, and the reading stops as
 * soon as it names more customers than one call may take: a 200,000-line file is refused at once
 * instead of freezing the tab.
 */
import { decodeCompactId } from '../../../lib/compactId';

/** A line that is neither an id nor a valid code: its number (from 1) and its first cell. */
export interface BadLine {
  line: number;
  text: string;
}

export interface ReadIds {
  /** Distinct ids, in the order of the file. */
  ids: number[];
  /** The line of the file that first names each id. */
  lineOf: Map<number, number>;
  /** Bad lines, the first BAD_LINES_KEPT of them. */
  invalid: BadLine[];
  /** How many bad lines there were, kept or not. */
  invalidCount: number;
  /** The file names more customers than `limit`: the reading stopped there. */
  tooMany: boolean;
}

/** Bad lines remembered to be listed; a file of garbage is counted, not listed whole. */
export const BAD_LINES_KEPT = 500;
/** Bytes read at a time: a few milliseconds of work each, so the page stays responsive. */
export const SLICE_BYTES = 256 * 1024;

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

/** Reads lines as their text arrives: a line cut between two slices waits for its end. */
class IdsReader {
  readonly result: ReadIds = { ids: [], lineOf: new Map(), invalid: [], invalidCount: 0, tooMany: false };
  private line = 0;
  private rest = '';

  constructor(private readonly limit: number) {}

  /** Takes more text; false once the limit is passed (nothing more is read). */
  feed(text: string): boolean {
    const combined = this.rest + text;
    // A '\r' at the end may be the first half of a '\r\n': it waits with the unfinished line.
    const held = combined.endsWith('\r') ? '\r' : '';
    const lines = (held ? combined.slice(0, -1) : combined).split(/\r\n|\r|\n/);
    this.rest = (lines.pop() ?? '') + held;
    for (const line of lines) if (!this.take(line)) return false;
    return true;
  }

  end(): ReadIds {
    if (this.rest !== '') this.take(this.rest);
    this.rest = '';
    return this.result;
  }

  private take(line: string): boolean {
    this.line += 1;
    const cell = firstCell(this.line === 1 ? line.replace(/^\uFEFF/, '') : line);
    if (cell === '') return true;
    const id = idOf(cell);
    const result = this.result;
    if (id === null) {
      result.invalidCount += 1;
      if (result.invalid.length < BAD_LINES_KEPT) result.invalid.push({ line: this.line, text: cell });
      return true;
    }
    if (result.lineOf.has(id)) return true;
    if (result.ids.length >= this.limit) {
      result.tooMany = true;
      return false;
    }
    result.ids.push(id);
    result.lineOf.set(id, this.line);
    return true;
  }
}

/** The ids of a text already in memory. */
export function readIds(text: string, limit = Number.POSITIVE_INFINITY): ReadIds {
  const reader = new IdsReader(limit);
  if (!reader.feed(text)) return reader.result;
  return reader.end();
}

/** Lets the page paint and answer input before the next slice. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The ids of a file, read a slice at a time (UTF-8, a character cut between slices kept whole);
 * `onProgress` hears the share read so far (0 to 1), `signal` stops it (another file chosen).
 */
export async function readIdsFile(
  file: Blob,
  options: {
    limit: number;
    signal?: AbortSignal;
    onProgress?: (share: number) => void;
    sliceBytes?: number;
  },
): Promise<ReadIds> {
  const reader = new IdsReader(options.limit);
  const decoder = new TextDecoder('utf-8');
  const slice = options.sliceBytes ?? SLICE_BYTES;
  for (let start = 0; start < file.size; start += slice) {
    options.signal?.throwIfAborted();
    const bytes = await file.slice(start, start + slice).arrayBuffer();
    const more = reader.feed(decoder.decode(bytes, { stream: true }));
    options.onProgress?.(Math.min(1, (start + slice) / file.size));
    if (!more) return reader.result;
    await nextTask();
  }
  reader.feed(decoder.decode());
  return reader.end();
}
