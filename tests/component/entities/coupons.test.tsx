import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoupon, couponsPage } from '../../fixtures/content';
import { buildSession } from '../../fixtures/entities';
import { failure, okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

/** The list answers as the server would: filtered by status when one is asked. */
function serveCoupons() {
  const list = recordCalls('/client/coupons/get', () => {
    // recordCalls keeps the body before answering: the last one is this request's.
    const request = list.bodies.at(-1) as { status?: string };
    const coupons = couponsPage().filter((coupon) => !request.status || coupon.status === request.status);
    return { body: { s: 'ok', m: '', coupons, total: coupons.length } };
  });
  server.use(list.handler);
  return list;
}

async function openCoupons(path = '/dashboard/coupons') {
  const list = serveCoupons();
  const view = renderApp(path, { session: owner });
  const table = await screen.findByRole('table', { name: 'Cupones QR' });
  await within(table).findByText('A7fK2pQ9');
  return { ...view, table, list };
}

function rowOf(table: HTMLElement, code: string): HTMLElement {
  const row = within(table).getByText(code).closest('tr');
  if (!row) throw new Error(`no row ${code}`);
  return row;
}

afterEach(() => vi.restoreAllMocks());

describe('QR coupons page (descriptor schemas/resources/coupons.json)', { timeout: 30_000 }, () => {
  it('asks the server for the newest page and shows each coupon’s status and who used it', async () => {
    const { table, list } = await openCoupons();
    expect(list.bodies[0]).toEqual({ page: 1, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' });
    expect(within(rowOf(table, 'A7fK2pQ9')).getByText('Disponible')).toBeInTheDocument();
    const used = within(rowOf(table, 'A3mZ8wR1'));
    expect(used.getByText('Usado')).toBeInTheDocument();
    expect(used.getByText('María García')).toBeInTheDocument();
    expect(within(rowOf(table, 'VERANO-0001')).getByText('Caducado')).toBeInTheDocument();
  });

  it('filters by status on the server and keeps the filter in the URL', async () => {
    const { user, table, list, router } = await openCoupons();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Usado');
    await waitFor(() => expect(within(table).queryByText('A7fK2pQ9')).not.toBeInTheDocument());
    expect(within(table).getByText('A3mZ8wR1')).toBeInTheDocument();
    expect(list.bodies.at(-1)).toEqual({
      status: 'used',
      page: 1,
      pageSize: 20,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(router.state.location.search).toContain('status=used');
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await within(table).findByText('A7fK2pQ9')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('status');
  });

  it('opens filtered from a shared link', async () => {
    const { list } = await openCoupons('/dashboard/coupons?status=available');
    expect(screen.getByLabelText('Estado')).toHaveDisplayValue('Disponible');
    expect(list.bodies[0]).toMatchObject({ status: 'available' });
  });

  it('generates coupons: quantity, points, description and last day; says how many', async () => {
    const add = recordCalls('/client/coupons/add', () => ({
      body: { s: 'ok', m: '', coupons: [buildCoupon({ id: 64 })] },
    }));
    server.use(add.handler);
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Generar cupones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar cupones' });
    await user.type(await within(dialog).findByLabelText(/Cantidad/), '10');
    await user.type(within(dialog).getByLabelText(/Puntos/), '25');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Feria');
    await user.type(within(dialog).getByLabelText(/Fecha de caducidad/), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cupones generados: 10')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      { quantity: 10, points: 25, description: 'Feria', expirationDate: '2026-12-31' },
    ]);
  });

  it('keeps the input and shows the failure with the server message when generating fails', async () => {
    server.use(
      recordCalls('/client/coupons/add', () => ({
        body: failure('La fecha de caducidad ya pasó.'),
        status: 400,
      })).handler,
    );
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Generar cupones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar cupones' });
    await user.type(await within(dialog).findByLabelText(/Cantidad/), '5');
    await user.type(within(dialog).getByLabelText(/Puntos/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron generar los cupones');
    expect(alert).toHaveTextContent('La fecha de caducidad ya pasó.');
    expect(within(dialog).getByLabelText(/Cantidad/)).toHaveValue('5');
  });

  it('uploads pasted codes one per line, without empty lines or repeats, and says what it created', async () => {
    const upload = recordCalls('/client/coupons/upload', () => ({
      body: { s: 'ok', m: '', created: 1, skipped: ['PROMO-001'] },
    }));
    server.use(upload.handler);
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Cargar códigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cargar códigos propios' });
    const codes = await within(dialog).findByLabelText(/Códigos/);
    await user.type(codes, ' PROMO-001 {Enter}{Enter}PROMO-002{Enter}PROMO-001');
    expect(within(dialog).getByText('2 elementos')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Puntos/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Cargar códigos' }));
    expect(await screen.findByText('Cupones creados: 1. Códigos que ya existían: 1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upload.bodies).toEqual([
      { codes: ['PROMO-001', 'PROMO-002'], points: 100, description: '', expirationDate: null },
    ]);
  });

  it('names a code that is not valid and calls nothing', async () => {
    const upload = recordCalls('/client/coupons/upload', () => ({ body: okResponse() }));
    server.use(upload.handler);
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Cargar códigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cargar códigos propios' });
    await user.type(await within(dialog).findByLabelText(/Códigos/), 'BUENO-1{Enter}mal código');
    await user.type(within(dialog).getByLabelText(/Puntos/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Cargar códigos' }));
    expect(await within(dialog).findByText(/«mal código»: El formato no es válido\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Códigos/)).toHaveValue('BUENO-1\nmal código');
    expect(upload.bodies).toEqual([]);
  });

  it('shows the failure and the server message inside the upload form', async () => {
    server.use(
      recordCalls('/client/coupons/upload', () => ({ body: failure('Demasiados códigos.'), status: 400 }))
        .handler,
    );
    const { user } = await openCoupons();
    await user.click(screen.getByRole('button', { name: 'Cargar códigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cargar códigos propios' });
    await user.type(await within(dialog).findByLabelText(/Códigos/), 'PROMO-009');
    await user.type(within(dialog).getByLabelText(/Puntos/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Cargar códigos' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los códigos');
    expect(alert).toHaveTextContent('Demasiados códigos.');
    expect(within(dialog).getByLabelText(/Códigos/)).toHaveValue('PROMO-009');
  });

  it('deletes an unused coupon after confirming; a used one cannot be deleted', async () => {
    const remove = recordCalls('/client/coupons/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user, table } = await openCoupons();
    expect(
      within(rowOf(table, 'A3mZ8wR1')).queryByRole('button', { name: /Eliminar/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar: A7fK2pQ9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cupón' });
    expect(dialog).toHaveTextContent('¿Eliminar el cupón «A7fK2pQ9»? Su código dejará de dar puntos.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cupón eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ couponId: 61 }]);
  });

  it('deletes the selected coupons except the used ones', async () => {
    const remove = recordCalls('/client/coupons/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openCoupons();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar los 2 elementos seleccionados?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminaron 2 elementos.')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ couponId: 61 }, { couponId: 63 }]);
  });

  it('downloads the selected coupons as a PDF', async () => {
    const pdf = recordCalls('/client/coupons/pdf', () => ({
      body: {
        s: 'ok',
        m: '',
        file: { url: '/uploads/coupons/cupones-2026-03-14.pdf', fileName: 'cupones-2026-03-14.pdf' },
      },
    }));
    server.use(pdf.handler);
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
    const { user } = await openCoupons();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar fila: A7fK2pQ9' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar fila: A3mZ8wR1' }));
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('PDF listo: se abre en una pestaña nueva.')).toBeInTheDocument();
    expect(pdf.bodies).toEqual([{ couponIds: [61, 62] }]);
    expect(opened).toEqual(['/uploads/coupons/cupones-2026-03-14.pdf']);
  });

  it('says why the PDF failed', async () => {
    server.use(
      recordCalls('/client/coupons/pdf', () => ({ body: failure('Ese cupón no existe.'), status: 404 }))
        .handler,
    );
    const { user } = await openCoupons();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar fila: A7fK2pQ9' }));
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No se pudo preparar el PDF')).toBeInTheDocument();
    expect(screen.getByText('Ese cupón no existe.')).toBeInTheDocument();
  });
});
