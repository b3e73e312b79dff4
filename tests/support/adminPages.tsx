/** Helpers of the administrator pages' tests: open a page as the administrator, read its table. */
import { screen, within } from '@testing-library/react';
import { buildAdminSession } from '../fixtures/entities';
import { renderApp } from './renderApp';

export const adminSession = buildAdminSession();

/** Renders an administrator page and waits for its table (named by its caption, the page's title). */
export async function openAdminTable(path: string, tableName: string | RegExp, width = 1280) {
  const view = renderApp(`/dashboard/${path}`, { session: adminSession, width });
  const table = await screen.findByRole('table', { name: tableName });
  return { ...view, table };
}

/** The table's rows below its header. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** The text of each cell of a row, with Intl's non-breaking spaces (49,90 €) as plain ones. */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));
}
