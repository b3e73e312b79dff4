/**
 * Issue 17, item 4: a keystroke in a list's search box, before the search runs, draws the box and not
 * the rows. A page of 100 rows redrawn on each key is what made typing stutter on a slow phone.
 */
import { screen } from '@testing-library/react';
import { type ComponentProps, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildCustomer, customersResponse } from '../../fixtures/customers';
import { buildSession } from '../../fixtures/entities';
import { answer } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// A page of 100 rows in jsdom takes seconds to draw on a busy machine, the file's first far longer.
vi.setConfig({ testTimeout: 60_000 });

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

const hundred = Array.from({ length: 100 }, (_, index) =>
  buildCustomer({
    id: index + 1,
    code: `C${index + 1}`,
    first_name: `Cliente${index + 1}`,
    last_name: 'Prueba',
  }),
);

describe.each([
  ['desktop table', 1280],
  ['phone cards', 375],
] as const)('typing in the search box of a page of 100 rows (%s)', (_, width) => {
  it('draws no row again until the search has run', async () => {
    server.use(answer('/client/customer/all', customersResponse(hundred, 250)));
    const { user } = renderApp('/dashboard/customers?size=100', { session: buildSession(), width });
    await screen.findByRole('link', { name: /^Cliente100\b/ }, { timeout: 15_000 });
    const box = screen.getByRole('searchbox', { name: 'Buscar por nombre, email, móvil o código' });
    drawn.cells = 0;
    // One key: the search waits for a pause in typing, so only the box changes.
    await user.type(box, 'l');
    expect(box).toHaveValue('l');
    expect(drawn.cells).toBe(0);
  });
});
