/**
 * CSV text of a table: a header row and one row per line, every cell quoted when it holds a separator,
 * a quote or a line break (RFC 4180). Cells that a spreadsheet would run as a formula are prefixed with
 * an apostrophe, so an exported customer name cannot execute anything.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}

/** Hands the text to the browser as a download; the BOM lets spreadsheets read accents as UTF-8. */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
