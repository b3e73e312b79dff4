import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdminNotification } from '../../fixtures/admin';
import { failure, okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

// The browser is in the platform's zone (UTC), whatever the machine's: times are not converted.
vi.mock('../../../src/lib/zonedTime', async (original) => ({
  ...(await original<typeof import('../../../src/lib/zonedTime')>()),
  browserTimeZone: () => 'UTC',
}));

const openNotifications = () => openAdminTable('admin/notifications', 'Notificaciones');

async function fillNotification(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof openNotifications>>['user'],
) {
  await user.type(await within(dialog).findByLabelText(/Título/), 'Puntos dobles');
  await user.type(within(dialog).getByLabelText(/Descripción/), 'Solo este sábado.');
  fireEvent.change(within(dialog).getByLabelText(/Fecha de envío/), { target: { value: '2026-04-18' } });
  fireEvent.change(within(dialog).getByLabelText(/Hora de envío/), { target: { value: '18:30' } });
}

describe('platform notifications (descriptor schemas/resources/adminNotifications.json)', () => {
  it('lists the notifications by sending date, with whether they went out and to how many', async () => {
    const { table } = await openNotifications();
    expect(bodyRows(table).map((row) => cellTexts(row).slice(2, 7))).toEqual([
      ['Doble de puntos', '10 abr 2026', '10:00', 'No', '0'],
      ['Bienvenida a la plataforma', '1 mar 2026', '09:00', 'Sí', '3870'],
    ]);
  });

  it("schedules a notification for a date and time: 'Notificación creada'", async () => {
    const add = recordCalls('/admin/notification/add', () => ({
      body: { s: 'ok', m: '', notification: buildAdminNotification({ id: 60 }) },
    }));
    server.use(add.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva notificación para todos los clientes' });
    // The administrator's notifications have no button (spec §3).
    expect(within(dialog).queryByLabelText(/Texto del botón/)).not.toBeInTheDocument();
    await fillNotification(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        title: 'Puntos dobles',
        description: 'Solo este sábado.',
        image: '',
        date: '2026-04-18',
        time: '18:30',
      },
    ]);
  });

  it("keeps the input and says 'No se ha creado' with the server's message", async () => {
    server.use(
      recordCalls('/admin/notification/add', () => ({ body: failure('La fecha ya pasó.'), status: 400 }))
        .handler,
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva notificación para todos los clientes' });
    await fillNotification(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha creado');
    expect(alert).toHaveTextContent('La fecha ya pasó.');
    expect(within(dialog).getByLabelText(/Título/)).toHaveValue('Puntos dobles');
  });

  it("reschedules a notification: 'Notificación actualizada'; a failure says 'No se ha modificado'", async () => {
    let attempt = 0;
    const update = recordCalls('/admin/notification/update', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('Ya se envió.'), status: 409 }
        : { body: { s: 'ok', m: '', notification: buildAdminNotification() } };
    });
    server.use(update.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Editar: Doble de puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar notificación' });
    expect(await within(dialog).findByLabelText(/Hora de envío/)).toHaveValue('10:00');
    fireEvent.change(within(dialog).getByLabelText(/Hora de envío/), { target: { value: '12:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se ha modificadoYa se envió.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación actualizada')).toBeInTheDocument();
    expect(update.bodies[1]).toEqual({
      notificationId: 51,
      title: 'Doble de puntos',
      description: 'Este fin de semana, el doble de puntos en todos los negocios.',
      image: '',
      date: '2026-04-10',
      time: '12:15',
    });
  });

  it("sends a test to one customer's email: 'Notificación de prueba enviada'", async () => {
    const send = recordCalls('/admin/notification/send-one', () => ({
      body: { s: 'ok', m: '', delivered: 1 },
    }));
    server.use(send.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Enviar prueba: Doble de puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar «Doble de puntos» como prueba' });
    await user.type(await within(dialog).findByLabelText(/Email del cliente de prueba/), 'ana@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Notificación de prueba enviada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send.bodies).toEqual([{ notificationId: 51, email: 'ana@demo.test' }]);
  });

  it("keeps the test send open and says 'No se ha enviado notificación' with the server's message", async () => {
    server.use(
      recordCalls('/admin/notification/send-one', () => ({
        body: failure('No hay ningún cliente con ese email.'),
        status: 404,
      })).handler,
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Enviar prueba: Doble de puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar «Doble de puntos» como prueba' });
    await user.type(await within(dialog).findByLabelText(/Email del cliente de prueba/), 'nadie@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha enviado notificación');
    expect(alert).toHaveTextContent('No hay ningún cliente con ese email.');
    expect(within(dialog).getByLabelText(/Email del cliente de prueba/)).toHaveValue('nadie@demo.test');
  });

  it("warns that an unsent notification will reach no customer before deleting it: 'Notificación eliminada'", async () => {
    const remove = recordCalls('/admin/notification/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Doble de puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar notificación' });
    expect(dialog).toHaveTextContent('todavía no se ha enviado: si la elimina, no llegará a ningún cliente.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Notificación eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ notificationId: 51 }]);

    await user.click(screen.getByRole('button', { name: 'Eliminar: Bienvenida a la plataforma' }));
    const sent = await screen.findByRole('dialog', { name: 'Eliminar notificación' });
    expect(sent).toHaveTextContent('¿Eliminar la notificación «Bienvenida a la plataforma»?');
    expect(sent).not.toHaveTextContent('no llegará a ningún cliente');
  });
});
