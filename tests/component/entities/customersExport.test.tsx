/**
 * Exporting Clientes as CSV (issue 15.2): every customer matching the search, not the 20 on screen,
 * with the export's progress while it runs, and the count and the file's name in the success toast.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../src/entities/list/csv';
import { buildCustomer, customersResponse } from '../../fixtures/customers';
import { buildSession } from '../../fixtures/entities';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const TOTAL = 230;
const customer = (n: number) =>
  buildCustomer({ id: n, code: `A${n}`, first_name: `Lola ${n}`, last_name: 'Fernández' });

let blobs: Blob[] = [];
let names: string[] = [];
beforeEach(() => {
  blobs = [];
  names = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:customers';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('customers: CSV export', () => {
  it('writes every customer matching the search, page after page, with progress and the count', async () => {
    // The second page of the export waits until the test has seen the progress.
    let releaseSecondPage: () => void = () => undefined;
    const secondPage = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    const all = recordCalls('/client/customer/all', async () => {
      const body = all.bodies.at(-1) as { page: number; pageSize: number };
      if (body.pageSize === 100 && body.page === 2) await secondPage;
      const first = (body.page - 1) * body.pageSize;
      const count = Math.max(0, Math.min(body.pageSize, TOTAL - first));
      return {
        body: customersResponse(
          Array.from({ length: count }, (_, index) => customer(first + index + 1)),
          TOTAL,
        ),
      };
    });
    server.use(all.handler);
    const { user } = renderApp('/dashboard/customers?q=lola+fernandez', { session: buildSession() });
    const table = await screen.findByRole('table', { name: 'Clientes' });
    await within(table).findByText('Lola 1');
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportando «Clientes»' });
    expect(within(dialog).getByRole('progressbar', { name: '100 de 230 filas' })).toBeInTheDocument();
    releaseSecondPage();
    expect(await screen.findByText('Se exportaron 230 filas')).toBeInTheDocument();
    expect(screen.getByText(`clientes-${localDay()}.csv`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Exportando «Clientes»' })).not.toBeInTheDocument();

    const exported = all.bodies.filter((body) => (body as { pageSize: number }).pageSize === 100);
    expect(exported).toEqual(
      [1, 2, 3].map((page) => expect.objectContaining({ page, search: 'lola fernandez' })),
    );
    const lines = (await (blobs[0] as Blob).text()).replace('\uFEFF', '').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(TOTAL + 1);
    expect(lines[0]).toMatch(/^Código,Nombre,Apellido,/);
    expect(lines[TOTAL]).toMatch(/^A230,Lola 230,Fernández,/);
    expect(names).toEqual([`clientes-${localDay()}.csv`]);
  });

  it('stops when cancelled: no file, no toast', async () => {
    const never = new Promise<void>(() => undefined);
    const all = recordCalls('/client/customer/all', async () => {
      const body = all.bodies.at(-1) as { page: number; pageSize: number };
      if (body.pageSize === 100 && body.page === 2) await never;
      const first = (body.page - 1) * body.pageSize;
      return {
        body: customersResponse(
          Array.from({ length: Math.min(body.pageSize, TOTAL - first) }, (_, index) =>
            customer(first + index + 1),
          ),
          TOTAL,
        ),
      };
    });
    server.use(all.handler);
    const { user } = renderApp('/dashboard/customers', { session: buildSession() });
    await within(await screen.findByRole('table', { name: 'Clientes' })).findByText('Lola 1');
    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportando «Clientes»' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: 'Exportando «Clientes»' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeEnabled();
    expect(blobs).toEqual([]);
    expect(screen.queryByText(/Se exportaron/)).not.toBeInTheDocument();
  });
});
