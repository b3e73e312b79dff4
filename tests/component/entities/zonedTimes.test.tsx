/**
 * Issue 12: a notification's date and time are read in a zone (the store's, where the server sends
 * it; the platform's for the administrator's). A browser elsewhere — here on UTC — types its own
 * clock's time, the form says which zone is meant and what the time is there, and sends it converted;
 * an edit shows the stored time on the user's clock.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdminNotification } from '../../fixtures/admin';
import { buildNotification } from '../../fixtures/content';
import { buildSession } from '../../fixtures/entities';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { openAdminTable } from '../../support/adminPages';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

vi.mock('../../../src/lib/zonedTime', async (original) => ({
  ...(await original<typeof import('../../../src/lib/zonedTime')>()),
  browserTimeZone: () => 'UTC',
}));

async function openStoreNotifications() {
  const view = renderApp('/dashboard/notifications', { session: buildSession() });
  await screen.findByRole('table', { name: 'Notificaciones' });
  return view;
}

function setMoment(dialog: HTMLElement, date: string, time: string) {
  fireEvent.change(within(dialog).getByLabelText(/Fecha/), { target: { value: date } });
  fireEvent.change(within(dialog).getByLabelText(/Hora/), { target: { value: time } });
}

describe('times read in a zone the browser is not in (issue 12)', () => {
  it("a store's notification: typed on the user's clock (UTC), said and sent in the store's (Madrid)", async () => {
    const add = recordCalls('/client/notification/add', () => ({
      body: { s: 'ok', m: '', notification: buildNotification({ id: 43 }) },
    }));
    server.use(add.handler);
    const { user } = await openStoreNotifications();
    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva notificación' });
    await user.type(await within(dialog).findByLabelText(/Título/), 'Happy hour');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Hoy 2x1');
    const time = within(dialog).getByLabelText(/Hora/);
    expect(time).toHaveAccessibleDescription(
      /En la hora de su dispositivo \(UTC\); se guarda en la de Europe\/Madrid, UTC\+0[12]:00\./,
    );
    setMoment(dialog, '2026-01-15', '06:16');
    expect(time).toHaveAccessibleDescription(
      /En la hora de su dispositivo \(UTC\)\. En Europe\/Madrid, UTC\+0[12]:00 será el 15 ene 2026, 7:16\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Notificación creada')).toBeInTheDocument();
    expect(add.bodies).toEqual([expect.objectContaining({ date: '2026-01-15', time: '07:16' })]);
  });

  it('an edit shows the stored time on the user’s clock, across midnight, and sends it back converted', async () => {
    const update = recordCalls('/client/notification/update', () => ({
      body: { s: 'ok', m: '', notification: buildNotification() },
    }));
    server.use(
      update.handler,
      answer('/client/notification/get-all', {
        s: 'ok',
        m: '',
        notifications: [buildNotification({ date: '2026-01-15', time: '00:30' })],
      }),
    );
    const { user } = await openStoreNotifications();
    await user.click(screen.getByRole('button', { name: 'Editar: Doble de puntos este sábado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar notificación' });
    expect(await within(dialog).findByLabelText(/Fecha/)).toHaveValue('2026-01-14');
    expect(within(dialog).getByLabelText(/Hora/)).toHaveValue('23:30');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(update.bodies).toEqual([expect.objectContaining({ date: '2026-01-15', time: '00:30' })]),
    );
  });

  it("the platform's notification: in the platform's zone, which the list names", async () => {
    const add = recordCalls('/admin/notification/add', () => ({
      body: { s: 'ok', m: '', notification: buildAdminNotification({ id: 60 }) },
    }));
    server.use(
      add.handler,
      answer('/admin/notification/get-all', {
        s: 'ok',
        m: '',
        notifications: [buildAdminNotification()],
        timeZone: 'America/Mexico_City',
      }),
    );
    const { user } = await openAdminTable('admin/notifications', 'Notificaciones');
    await user.click(screen.getByRole('button', { name: 'Nueva notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva notificación para todos los clientes' });
    await user.type(await within(dialog).findByLabelText(/Título/), 'Puntos dobles');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Solo este sábado.');
    setMoment(dialog, '2026-04-18', '18:30');
    expect(within(dialog).getByLabelText(/Hora/)).toHaveAccessibleDescription(
      /En America\/Mexico_City, UTC-06:00 será el 18 abr 2026, 12:30\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(add.bodies).toEqual([expect.objectContaining({ date: '2026-04-18', time: '12:30' })]),
    );
  });
});
