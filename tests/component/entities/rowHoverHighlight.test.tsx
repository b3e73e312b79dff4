/**
 * Issue 17, item 4: the table row under the mouse is shown by one highlight over the table, moved to the
 * row, not by a hover background of the row's own (which made the browser record the whole page's
 * painting again at each row the wheel brought under the pointer). Here: where the highlight goes, that
 * a touch shows none, and that it follows its row, or goes, when the rows are drawn again under a still
 * pointer. Every list of the registry is covered in `listControls.test.tsx`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildCustomer, customersResponse } from '../../fixtures/customers';
import { buildSession } from '../../fixtures/entities';
import { answer, apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const SEARCH_LABEL = 'Buscar por nombre, email, móvil o código';

async function openCustomers() {
  server.use(answer('/client/customer/all', customersResponse()));
  const view = renderApp('/dashboard/customers', { session: buildSession() });
  const table = await screen.findByRole('table');
  await within(table).findByRole('link', { name: 'María' });
  const frame = table.parentElement as HTMLElement;
  const highlight = frame.querySelector<HTMLElement>('[data-row-highlight]');
  if (!highlight) throw new Error('The table has no row highlight');
  return { ...view, table, frame, highlight };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('link', { name }).closest('tr') as HTMLTableRowElement;

/** Puts an element at a place on the screen, as jsdom lays nothing out. */
function placeAt(element: Element, box: { top: number; height: number; width: number }) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: box.top, width: box.width, height: box.height }),
  );
}

describe('the highlight of the table row under the mouse', () => {
  it('covers the row under a mouse, from its top to its height and across its width, and goes when the mouse leaves the rows', async () => {
    const { user, table, frame, highlight } = await openCustomers();
    expect(highlight).not.toBeVisible();
    placeAt(frame, { top: 200, height: 600, width: 900 });
    const jorge = rowOf(table, 'Jorge');
    placeAt(jorge, { top: 293, height: 41, width: 1180 });

    await user.hover(within(jorge).getByText('611 222 333'));
    expect(highlight).toBeVisible();
    expect(highlight.style.transform).toBe('translateY(93px)');
    expect(highlight.style.height).toBe('41px');
    expect(highlight.style.width).toBe('1180px');
    expect(highlight).toHaveAttribute('aria-hidden', 'true');

    await user.unhover(jorge);
    await user.hover(screen.getByRole('searchbox', { name: SEARCH_LABEL }));
    expect(highlight).not.toBeVisible();
  });

  it('shows nothing for a touch, and shows for a pen as for a mouse', async () => {
    const { table, highlight } = await openCustomers();
    const cell = within(rowOf(table, 'Jorge')).getByText('611 222 333');
    fireEvent.pointerOver(cell, { pointerType: 'touch' });
    expect(highlight).not.toBeVisible();
    fireEvent.pointerOver(cell, { pointerType: 'pen' });
    expect(highlight).toBeVisible();
  });

  it('follows its row when the rows are drawn again under a still mouse, and goes with the row', async () => {
    const { user, table, frame, highlight } = await openCustomers();
    placeAt(frame, { top: 0, height: 600, width: 900 });
    await user.hover(within(rowOf(table, 'María')).getByText('600 123 456'));
    expect(highlight).toBeVisible();

    // A search whose answer keeps María, one row lower: the highlight moves with her row.
    const maria = buildCustomer();
    const jorge = buildCustomer({ id: 6, code: 'A6v', first_name: 'Jorge', last_name: 'Pérez' });
    const newcomer = buildCustomer({ id: 77, code: 'Z77', first_name: 'Ana', last_name: 'Alba' });
    server.use(
      http.post(apiUrl('/client/customer/all'), async ({ request }) => {
        const { search } = (await request.json()) as { search?: string };
        return HttpResponse.json(customersResponse(search === 'a' ? [newcomer, maria] : [jorge]));
      }),
    );
    const mariaRow = rowOf(table, 'María');
    placeAt(mariaRow, { top: 80, height: 45, width: 1000 });
    // Typed with the mouse left where it is, on María's row.
    const box = screen.getByRole('searchbox', { name: SEARCH_LABEL });
    box.focus();
    await user.keyboard('a');
    await within(table).findByRole('link', { name: 'Ana' });
    expect(rowOf(table, 'María')).toBe(mariaRow);
    await waitFor(() => expect(highlight.style.transform).toBe('translateY(80px)'));
    expect(highlight).toBeVisible();

    // Another whose answer has no María: her row is gone, and so is the highlight.
    await user.keyboard('{Backspace}j');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'María' })).toBeNull());
    expect(highlight).not.toBeVisible();
  });
});
