import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildNotification } from '../../fixtures/content';
import { buildSession, buildStore } from '../../fixtures/entities';
import { failure, okResponse, storeInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// The browser is in the store's zone (Europe/Madrid), whatever the machine's: times are not converted.
vi.mock('../../../src/lib/zonedTime', async (original) => ({
  ...(await original<typeof import('../../../src/lib/zonedTime')>()),
  browserTimeZone: () => 'Europe/Madrid',
}));

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();
const UNSENT = 'Doble de puntos este sábado';
const SENT = 'Bienvenida la primavera';

async function openNotifications() {
  const view = renderApp('/dashboard/notifications', { session: owner });
  const table = await screen.findByRole('table', { name: 'Notificaciones' });
  return { ...view, table };
}

function rowOf(table: HTMLElement, title: string): HTMLElement {
  const row = within(table).getByText(title).closest('tr');
  if (!row) throw new Error(`no row ${title}`);
  return row;
}

/** Picks the customer in the test-send form the way a user does: types part of the name, takes the match. */
async function chooseCustomer(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
): Promise<void> {
  const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
  await user.type(picker, 'mar');
  await user.click(await screen.findByRole('option', { name: /María García López/ }));
}

describe('push notifications page (descriptor schemas/resources/notifications.json)', {
  timeout: 30_000,
}, () => {
  it('lists each notification with its day, time, whether it was sent and to how many', async () => {
    const { table } = await openNotifications();
    const unsent = within(rowOf(table, UNSENT));
    expect(unsent.getByText('18 abr 2026')).toBeInTheDocument();
    expect(unsent.getByText('09:30')).toBeInTheDocument();
    expect(unsent.getByText('No')).toBeInTheDocument();
    const sent = within(rowOf(table, SENT));
    expect(sent.getByText('Sí')).toBeInTheDocument();
    expect(sent.getByText('1834')).toBeInTheDocument();
  });

  it('edits only notifications not yet sent; any can be tested or deleted', async () => {
    const { table } = await openNotifications();
    expect(screen.getByRole('button', { name: `Editar: ${UNSENT}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Editar: ${SENT}` })).not.toBeInTheDocument();
    expect(
      within(rowOf(table, SENT)).getByRole('button', { name: `Enviar prueba: ${SENT}` }),
    ).toBeInTheDocument();
    expect(within(rowOf(table, SENT)).getByRole('button', { name: `Eliminar: ${SENT}` })).toBeInTheDocument();
  });

  it('schedules a notification at a day and time in the store’s zone and says «Notificación creada»', async () => {
    const add = recordCalls('/client/notification/add', () => ({
      body: { s: 'ok', m: '', notification: buildNotification({ id: 43 }) },
    }));
    server.use(add.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva notificación' });
    await user.type(await within(dialog).findByLabelText(/Título/), 'Happy hour');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Hoy 2x1');
    const day = within(dialog).getByLabelText(/Fecha/);
    await user.type(day, '2026-05-01');
    const time = within(dialog).getByLabelText(/Hora/);
    await user.type(time, '18:15');
    // The store's zone, which is the browser's here: no conversion, the zone named.
    expect(time).toHaveAccessibleDescription(/Hora de Europe\/Madrid, UTC\+0[12]:00\./);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        title: 'Happy hour',
        description: 'Hoy 2x1',
        image: '',
        date: '2026-05-01',
        time: '18:15',
        buttonText: '',
        buttonLink: '',
      },
    ]);
  });

  it('keeps the input and shows «No se ha creado» with the server message', async () => {
    server.use(
      recordCalls('/client/notification/add', () => ({
        body: failure('La fecha y la hora deben ser futuras.'),
        status: 400,
      })).handler,
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva notificación' });
    await user.type(await within(dialog).findByLabelText(/Título/), 'Tarde');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Ya pasó');
    await user.type(within(dialog).getByLabelText(/Fecha/), '2020-01-01');
    await user.type(within(dialog).getByLabelText(/Hora/), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha creado');
    expect(alert).toHaveTextContent('La fecha y la hora deben ser futuras.');
    expect(within(dialog).getByLabelText(/Título/)).toHaveValue('Tarde');
    expect(within(dialog).getByLabelText(/Fecha/)).toHaveValue('2020-01-01');
  });

  it('edits an unsent notification: pre-filled, sends notificationId, says «Notificación actualizada»', async () => {
    const update = recordCalls('/client/notification/update', () => ({
      body: { s: 'ok', m: '', notification: buildNotification() },
    }));
    server.use(update.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Editar: ${UNSENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar notificación' });
    const time = await within(dialog).findByLabelText(/Hora/);
    expect(time).toHaveValue('09:30');
    await user.clear(time);
    await user.type(time, '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación actualizada')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      expect.objectContaining({ notificationId: 41, title: UNSENT, date: '2026-04-18', time: '11:00' }),
    ]);
  });

  it('shows «No se ha modificado» with the server message when an edit fails', async () => {
    server.use(
      recordCalls('/client/notification/update', () => ({
        body: failure('La notificación ya se envió.'),
        status: 409,
      })).handler,
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Editar: ${UNSENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar notificación' });
    await user.click(await within(dialog).findByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha modificado');
    expect(alert).toHaveTextContent('La notificación ya se envió.');
  });

  it('warns that no notification will reach the customers before deleting an unsent one', async () => {
    const remove = recordCalls('/client/notification/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Eliminar: ${UNSENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar notificación' });
    expect(dialog).toHaveTextContent(
      `La notificación «${UNSENT}» todavía no se ha enviado. Si la elimina, no se enviará y ninguna notificación llegará a los clientes.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Notificación eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ notificationId: 41 }]);
  });

  it('asks the usual question before deleting one already sent', async () => {
    const remove = recordCalls('/client/notification/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Eliminar: ${SENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar notificación' });
    expect(dialog).toHaveTextContent(`¿Eliminar la notificación «${SENT}»? Ya se envió`);
    expect(dialog).not.toHaveTextContent('ninguna notificación llegará');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Notificación eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ notificationId: 42 }]);
  });

  it('sends a test to one customer and says «Notificación de prueba enviada»', async () => {
    const sendOne = recordCalls('/client/notification/send-one', () => ({
      body: { s: 'ok', m: '', delivered: 1 },
    }));
    server.use(sendOne.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Enviar prueba: ${UNSENT}` }));
    const dialog = await screen.findByRole('dialog', { name: `Enviar una prueba de «${UNSENT}»` });
    await chooseCustomer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Notificación de prueba enviada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Notificación de prueba enviada')).toHaveLength(1);
    expect(sendOne.bodies).toEqual([{ notificationId: 41, customerId: 5 }]);
  });

  it('sends the test to the owner’s own customer record when no customer is given', async () => {
    const sendOne = recordCalls('/client/notification/send-one', () => ({
      body: { s: 'ok', m: '', delivered: 0 },
    }));
    server.use(sendOne.handler);
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Enviar prueba: ${SENT}` }));
    const dialog = await screen.findByRole('dialog', { name: `Enviar una prueba de «${SENT}»` });
    await user.click(await within(dialog).findByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Notificación de prueba enviada')).toBeInTheDocument();
    expect(sendOne.bodies).toEqual([{ notificationId: 42 }]);
  });

  it('shows «No se ha enviado notificación» with the server message when the test fails', async () => {
    server.use(
      recordCalls('/client/notification/send-one', () => ({
        body: failure('Ese cliente no existe.'),
        status: 404,
      })).handler,
    );
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: `Enviar prueba: ${UNSENT}` }));
    const dialog = await screen.findByRole('dialog', { name: `Enviar una prueba de «${UNSENT}»` });
    await chooseCustomer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar prueba' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha enviado notificación');
    expect(alert).toHaveTextContent('Ese cliente no existe.');
    expect(within(dialog).getByRole('combobox', { name: /Cliente/ })).toHaveValue('María García López');
  });

  it('is for the owner only, and only with push notifications in the plan', async () => {
    renderApp('/dashboard/notifications', {
      session: buildSession({ storeUserType: 'employee', email: 'empleado@demo.test' }),
    });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });

  it('is not offered when the plan has no push notifications', async () => {
    const plan = { ...buildStore().plan, planPushNotifications: false };
    server.use(answer('/client/get-store-info', storeInfoResponse(buildStore({ plan }))));
    renderApp('/dashboard/notifications', { session: owner });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
