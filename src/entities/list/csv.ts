/**
 * CSV text of a table: a header line and one line per row, every cell quoted when it holds a separator,
 * a quote or a line break (RFC 4180). Cells that a spreadsheet would run as a formula are prefixed with
 * an apostrophe, so an exported customer name cannot execute anything.
 */

/**
 * What starts a formula: = + - @ after any blank (spreadsheets skip leading spaces and tabs), including
 * their full-width and small forms ('＝', '﹢'), which NFKC folds to the ASCII ones, and a leading tab
 * or carriage return (OWASP's CSV injection list).
 */
const FORMULA_START = /^[=+\-@]/;
const CONTROL_START = /^[\t\r]/;

function startsFormula(value: string): boolean {
  return CONTROL_START.test(value) || FORMULA_START.test(value.normalize('NFKC').trimStart());
}

export function csvCell(value: string): string {
  const safe = startsFormula(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of the file, its line break included. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A file name in the user's language from a list's title and a day: 'Clientes' -> 'clientes-2026-03-14.csv'.
 * Letters of any script stay; what file systems refuse (/ \ : * ? " < > |) and blanks become dashes.
 */
export function csvFileName(title: string, language: string, day: string): string {
  const name = title
    .toLocaleLowerCase(language)
    .replace(/[\s/\\:*?"<>|]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name || 'export'}-${day}.csv`;
}

/** Today in the browser's calendar, YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Hands the lines to the browser as a download; the BOM lets spreadsheets read accents as UTF-8. The
 * parts go into the Blob as they are, never joined into one string.
 */
export function downloadCsv(fileName: string, parts: BlobPart[]): void {
  const blob = new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
