import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../fixtures/admin';
import { failure, okResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

const openPlans = () => openAdminTable('admin', 'Paquetes Canjes');

describe('redemptions packages (descriptor schemas/resources/plans.json, the administrator first page)', () => {
  it('lists the packages by price with their redemptions, price in the platform currency and state', async () => {
    const { table } = await openPlans();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Paquetes Canjes' }),
    ).toBeInTheDocument();
    const rows = bodyRows(table);
    expect(rows.map((row) => cellTexts(row).slice(1, 5))).toEqual([
      ['Paquete prueba', '10', '0,00 €', 'No'],
      ['Paquete 100 canjes', '100', '49,90 €', 'Sí'],
      ['Paquete 500 canjes', '500', '199,00 €', 'Sí'],
    ]);
  });

  it("creates a package: sends its fields, says 'Plan creado' and closes", async () => {
    const add = recordCalls('/admin/plan/add', () => ({
      body: { s: 'ok', m: '', plan: { id: 9, name: 'Paquete 50', price: 25, redemptions: 50, active: true } },
    }));
    server.use(add.handler);
    const { user } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Nuevo paquete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo paquete de canjes' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Paquete 50');
    await user.type(within(dialog).getByLabelText(/Canjes/), '50');
    await user.type(within(dialog).getByLabelText(/Precio/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plan creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([{ name: 'Paquete 50', redemptions: 50, price: 25, active: true }]);
  });

  it("keeps the input and says 'No se puede crear el plan' with the server's message", async () => {
    server.use(
      recordCalls('/admin/plan/add', () => ({
        body: failure('Ya existe un paquete con ese nombre.'),
        status: 409,
      })).handler,
    );
    const { user } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Nuevo paquete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo paquete de canjes' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Paquete 100 canjes');
    await user.type(within(dialog).getByLabelText(/Canjes/), '100');
    await user.type(within(dialog).getByLabelText(/Precio/), '49.9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se puede crear el plan');
    expect(alert).toHaveTextContent('Ya existe un paquete con ese nombre.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Paquete 100 canjes');
  });

  it("edits a package from its row and says 'Plan actualizado'; a failure says 'No se puede actualizar'", async () => {
    let attempt = 0;
    const update = recordCalls('/admin/plan/update', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('El precio no es válido.'), status: 400 }
        : {
            body: {
              s: 'ok',
              m: '',
              plan: { id: 2, name: 'Paquete 500', price: 189, redemptions: 500, active: true },
            },
          };
    });
    server.use(update.handler);
    const { user } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Editar: Paquete 500 canjes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar paquete de canjes' });
    const name = await within(dialog).findByLabelText(/Nombre/);
    expect(name).toHaveValue('Paquete 500 canjes');
    expect(within(dialog).getByLabelText(/Canjes/)).toHaveValue('500');
    await user.clear(name);
    await user.type(name, 'Paquete 500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se puede actualizarEl precio no es válido.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plan actualizado')).toBeInTheDocument();
    expect(update.bodies[1]).toEqual({
      planId: 2,
      name: 'Paquete 500',
      redemptions: 500,
      price: 199,
      active: true,
    });
  });

  it("deletes a package after confirming ('Plan eliminado'); a failure says 'No se puede eliminar'", async () => {
    const remove = recordCalls('/admin/plan/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Paquete 100 canjes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar paquete' });
    expect(dialog).toHaveTextContent('¿Eliminar el paquete «Paquete 100 canjes»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Plan eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ planId: 1 }]);

    server.use(
      recordCalls('/admin/plan/delete', () => ({ body: failure('Tiene pagos.'), status: 409 })).handler,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar: Paquete 500 canjes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar')).toBeInTheDocument();
    expect(screen.getByText('Tiene pagos.')).toBeInTheDocument();
  });

  it('gives rows of the same name action buttons a screen reader tells apart', async () => {
    server.use(
      answer('/admin/plan/all', {
        s: 'ok',
        m: '',
        plans: [
          buildPlan({ id: 1, name: 'Paquete 150 canjes', price: 60, redemptions: 150 }),
          buildPlan({ id: 2, name: 'Paquete 150 canjes', price: 55, redemptions: 150 }),
          buildPlan({ id: 3, name: 'Paquete 150 canjes', price: 55, redemptions: 150 }),
        ],
      }),
    );
    await openPlans();
    const names = screen
      .getAllByRole('button', { name: /^Eliminar: Paquete 150 canjes/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    // What differs among the namesakes (the price), else their place among the ones alike.
    expect(names.map((name) => name?.replace(/\s/g, ' '))).toEqual([
      'Eliminar: Paquete 150 canjes (55,00 € · 1)',
      'Eliminar: Paquete 150 canjes (55,00 € · 2)',
      'Eliminar: Paquete 150 canjes (60,00 €)',
    ]);
  });
});
