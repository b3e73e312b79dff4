/**
 * Issue 17, item 4: typing in a list's search box draws the box, not the rows. A key, and then the
 * search applied once typing pauses (the address written, the call sent), leave the 100 rows already
 * shown alone; only the answer draws rows, a slice at a time. A page of 100 rows redrawn on a key, or
 * again when the search went out, is what made typing stutter on a slow phone. And only the answer to
 * the text in the box: one to a search the user has typed past is not drawn at all.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { type ComponentProps, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ROWS_PER_SLICE } from '../../../src/entities/list/useRowsInSlices';
import { buildCustomer, customersResponse } from '../../fixtures/customers';
import { buildSession } from '../../fixtures/entities';
import { answer, apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { findLinkByText } from '../../support/largePageQueries';
import { renderApp } from '../../support/renderApp';

// A page of 100 rows in jsdom takes seconds to draw on a busy machine, the file's first far longer.
vi.setConfig({ testTimeout: 150_000 });

/** How many times a list cell was drawn (rendered by React). */
const drawn = vi.hoisted(() => ({ cells: 0 }));

vi.mock('../../../src/entities/list/CellValue', async (original) => {
  const actual = await original<typeof import('../../../src/entities/list/CellValue')>();
  return {
    ...actual,
    // Counted where the list draws a cell, before the cell's own memo may skip its work.
    CellValue: (props: ComponentProps<typeof actual.CellValue>) => {
      drawn.cells += 1;
      return createElement(actual.CellValue, props);
    },
  };
});

/** A page of customers whose names start with a prefix, ids apart from another prefix's. */
function customers(prefix: string, count: number, firstId: number) {
  return Array.from({ length: count }, (_, index) =>
    buildCustomer({
      id: firstId + index,
      code: `${prefix}${index + 1}`,
      first_name: `${prefix}${index + 1}`,
      last_name: 'Prueba',
    }),
  );
}

const SEARCH_LABEL = 'Buscar por nombre, email, móvil o código';

describe.each([
  ['desktop table', 1280, 'tbody tr'],
  ['phone cards', 375, 'main li'],
] as const)('typing in the search box of a page of 100 rows (%s)', (_, width, rowSelector) => {
  it('draws no row again until the search has run', async () => {
    server.use(answer('/client/customer/all', customersResponse(customers('Cliente', 100, 1), 250)));
    const { user } = renderApp('/dashboard/customers?size=100', { session: buildSession(), width });
    await findLinkByText(/^Cliente100\b/, 60_000);
    const box = screen.getByRole('searchbox', { name: SEARCH_LABEL });
    drawn.cells = 0;
    // One key: the search waits for a pause in typing, so only the box changes.
    await user.type(box, 'l');
    expect(box).toHaveValue('l');
    expect(drawn.cells).toBe(0);
  });

  it('draws no row when the search goes out, and its answer a slice at a time', async () => {
    const shown = customers('Cliente', 100, 1);
    const found = customers('Encontrado', 52, 1001);
    let sent = false;
    let answerNow = () => {};
    const answerHeld = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    server.use(
      http.post(apiUrl('/client/customer/all'), async ({ request }) => {
        const body = (await request.json()) as { search?: string };
        if (!body.search) return HttpResponse.json(customersResponse(shown, 250));
        sent = true;
        await answerHeld;
        return HttpResponse.json(customersResponse(found, 52));
      }),
    );
    const { user } = renderApp('/dashboard/customers?size=100', { session: buildSession(), width });
    await findLinkByText(/^Cliente100\b/, 60_000);
    const box = screen.getByRole('searchbox', { name: SEARCH_LABEL });
    drawn.cells = 0;
    await user.type(box, 'encontrado');
    // Typing paused: the search is applied (the address, the call) while the old rows stay as they are.
    await waitFor(() => expect(sent).toBe(true), { timeout: 10_000 });
    expect(drawn.cells).toBe(0);

    // The rows each commit put in the page, as the browser saw them.
    const added: number[] = [];
    const observer = new MutationObserver((records) => {
      const rows = records.flatMap((record) => [...record.addedNodes]);
      const count = rows.filter((node) => node instanceof Element && node.matches(rowSelector)).length;
      if (count > 0) added.push(count);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    answerNow();
    await findLinkByText(/^Encontrado52\b/, 30_000);
    observer.disconnect();
    expect(added).toEqual([ROWS_PER_SLICE, ROWS_PER_SLICE, 2]);
  });

  it('does not draw the answer to a search the user has typed past', async () => {
    const shown = customers('Cliente', 100, 1);
    const typedPast = customers('Parcial', 30, 2001);
    const found = customers('Encontrado', 5, 1001);
    let typedPastSent = false;
    let answerTypedPast = () => {};
    const typedPastHeld = new Promise<void>((resolve) => {
      answerTypedPast = resolve;
    });
    server.use(
      http.post(apiUrl('/client/customer/all'), async ({ request }) => {
        const body = (await request.json()) as { search?: string };
        if (!body.search) return HttpResponse.json(customersResponse(shown, 250));
        if (body.search === 'enc') {
          typedPastSent = true;
          await typedPastHeld;
          return HttpResponse.json(customersResponse(typedPast, 30));
        }
        return HttpResponse.json(customersResponse(found, 5));
      }),
    );
    const { user } = renderApp('/dashboard/customers?size=100', { session: buildSession(), width });
    await findLinkByText(/^Cliente100\b/, 60_000);
    const box = screen.getByRole('searchbox', { name: SEARCH_LABEL });
    // The rows each commit put in the page, by their text.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof Element && node.matches(rowSelector)) added.push(node.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.type(box, 'enc');
    // A pause: 'enc' is searched for. Its answer comes while the user types the rest of the word.
    await waitFor(() => expect(typedPastSent).toBe(true), { timeout: 10_000 });
    const typist = userEvent.setup({ delay: 40 });
    // The next key first: answered before it, 'enc' would still be what the box says, and be drawn.
    await typist.type(box, 'o', { skipClick: true });
    expect(box).toHaveValue('enco');
    const typing = typist.type(box, 'ntrado', { skipClick: true });
    answerTypedPast();
    await typing;
    expect(box).toHaveValue('encontrado');
    await findLinkByText(/^Encontrado5\b/, 30_000);
    observer.disconnect();
    expect(added.filter((text) => text.includes('Parcial'))).toEqual([]);
    expect(added.filter((text) => text.includes('Encontrado'))).toHaveLength(5);
  });
});
