import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminOffer } from '../../fixtures/admin';
import { failure, okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

const openOffers = () => openAdminTable('admin/offers', 'Ofertas');

describe('platform offers (descriptor schemas/resources/adminOffers.json)', () => {
  it('lists the offers with their last day and state', async () => {
    const { table } = await openOffers();
    expect(bodyRows(table).map((row) => cellTexts(row).slice(2, 5))).toEqual([
      ['Semana del café', '30 abr 2026', 'Sí'],
      ['Vuelta al cole', '—', 'No'],
    ]);
  });

  it("creates an offer with the admin offer's fields: 'Oferta creada'", async () => {
    const add = recordCalls('/admin/offer/add', () => ({
      body: { s: 'ok', m: '', offer: buildAdminOffer({ id: 40 }) },
    }));
    server.use(add.handler);
    const { user } = await openOffers();
    await user.click(screen.getByRole('button', { name: 'Nueva oferta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva oferta de la plataforma' });
    expect(within(dialog).queryByLabelText(/Precio/)).not.toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Primavera');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Flores y café.');
    await user.type(within(dialog).getByLabelText(/Texto del botón/), 'Ver');
    await user.type(within(dialog).getByLabelText(/Enlace del botón/), 'https://demo.test/primavera');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Oferta creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        name: 'Primavera',
        description: 'Flores y café.',
        expirationDate: null,
        image: '',
        buttonText: 'Ver',
        buttonLink: 'https://demo.test/primavera',
        active: true,
      },
    ]);
  });

  it("keeps the input and says 'No se puede crear la Oferta' with the server's message", async () => {
    server.use(
      recordCalls('/admin/offer/add', () => ({ body: failure('Nombre repetido.'), status: 409 })).handler,
    );
    const { user } = await openOffers();
    await user.click(screen.getByRole('button', { name: 'Nueva oferta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva oferta de la plataforma' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Semana del café');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se puede crear la Oferta');
    expect(alert).toHaveTextContent('Nombre repetido.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Semana del café');
  });

  it("edits an offer: 'Oferta actualizada'; a failure says 'No se puede actualizar'", async () => {
    let attempt = 0;
    const update = recordCalls('/admin/offer/update', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('No encontrada.'), status: 404 }
        : { body: { s: 'ok', m: '', offer: buildAdminOffer() } };
    });
    server.use(update.handler);
    const { user } = await openOffers();
    await user.click(screen.getByRole('button', { name: 'Editar: Semana del café' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar oferta de la plataforma' });
    expect(await within(dialog).findByLabelText(/Fecha de caducidad/)).toHaveValue('2026-04-30');
    await user.click(within(dialog).getByRole('switch', { name: 'Activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se puede actualizar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Oferta actualizada')).toBeInTheDocument();
    expect(update.bodies[1]).toEqual(
      expect.objectContaining({ offerId: 31, active: false, expirationDate: '2026-04-30' }),
    );
  });

  it("deletes an offer after confirming: 'Oferta eliminada'", async () => {
    const remove = recordCalls('/admin/offer/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openOffers();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Vuelta al cole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar oferta' });
    expect(dialog).toHaveTextContent('Dejará de verse en todos los negocios.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Oferta eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ offerId: 32 }]);
  });
});
