import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/contract/types';
import { buildCustomer, customersFixtures, customersResponse, pointsAnswer } from '../../fixtures/customers';
import { buildPermissions, buildReward, buildSession, buildStore } from '../../fixtures/entities';
import { failure, okResponse, storeInfoResponse, userInfoResponse } from '../../fixtures/responses';
import { answer, apiUrl, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';
import { typeAtOnce } from '../../support/typeAtOnce';

const owner = buildSession();

/** The demo employee: bound to branch 3, with the permissions given (none by default). */
function employee(
  permissions: Partial<Record<'permGivePoints' | 'permRedeem' | 'permCreateCustomer', boolean>> = {},
) {
  const perms = { permGivePoints: false, permRedeem: false, permCreateCustomer: false, ...permissions };
  server.use(
    answer('/client/employee/info', {
      ...userInfoResponse(),
      permissions: buildPermissions({
        storeUserType: 'employee',
        permStore: false,
        locationId: 3,
        locationName: 'Sucursal Sol',
        ...perms,
      }),
    }),
  );
  return buildSession({
    email: 'empleado@demo.test',
    firstName: 'Pablo',
    LastName: 'Ruiz',
    storeUserType: 'employee',
    locationId: 3,
    locationName: 'Sucursal Sol',
    ...perms,
  });
}

async function openCustomers(path = '/dashboard/customers', session: Session = owner) {
  const view = renderApp(path, { session });
  // A form the address opens (?action=) is a modal: the list behind it is inert, out of the
  // accessibility tree, as soon as it opens, which may be before the rows arrive.
  const hidden = new URLSearchParams(path.split('?')[1] ?? '').has('action');
  const table = await screen.findByRole('table', { name: 'Clientes', hidden });
  await within(table).findByText('María');
  return { ...view, table };
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('customers page: the list (schemas/resources/customers.json)', () => {
  it('shows code, names, mobile, balance, level and last visit, newest customers first', async () => {
    const all = recordCalls('/client/customer/all', () => ({ body: customersResponse() }));
    server.use(all.handler);
    const { table } = await openCustomers();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Código', 'Nombre', 'Apellido', 'Móvil', 'Saldo', 'Nivel', 'Última visita']),
    );
    expect(headers).not.toContain('Email'); // hidden until chosen from the columns menu
    const maria = rowOf(table, 'María');
    expect(within(maria).getByText('A5u')).toBeInTheDocument();
    expect(within(maria).getByText('García López')).toBeInTheDocument();
    expect(within(maria).getByText('1250')).toBeInTheDocument();
    expect(within(maria).getByText('Plata')).toBeInTheDocument();
    expect(within(maria).getByText(/2 abr 2026/)).toBeInTheDocument();
    expect(within(maria).getByRole('link', { name: 'María' })).toHaveAttribute(
      'href',
      '/dashboard/customers/5',
    );
    expect(within(rowOf(table, 'Jorge')).getByText('—')).toBeInTheDocument(); // never visited
    expect(all.bodies[0]).toEqual({ page: 1, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' });
  });

  it('asks the server for the searched, sorted page: once typing pauses, and page by page', async () => {
    const all = recordCalls('/client/customer/all', () => ({ body: customersResponse(undefined, 45) }));
    server.use(all.handler);
    const { user, table, router } = await openCustomers();
    await typeAtOnce(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, email, móvil o código' }),
      'garcía',
    );
    await waitFor(() => expect(all.bodies.at(-1)).toMatchObject({ search: 'garcía' }));
    // Debounced: the letters typed before the pause were never asked for.
    expect(all.bodies.filter((body) => (body as { search?: string }).search !== undefined)).toEqual([
      { page: 1, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc', search: 'garcía' },
    ]);
    const balance = within(table).getByRole('columnheader', { name: /Saldo/ });
    await user.click(within(balance).getByRole('button'));
    await waitFor(() =>
      expect(all.bodies.at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        sortBy: 'points',
        sortDirection: 'asc',
        search: 'garcía',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() =>
      expect(all.bodies.at(-1)).toMatchObject({ page: 2, sortBy: 'points', search: 'garcía' }),
    );
    expect(router.state.location.search).toContain('page=2');
  });

  it('?action=search puts the cursor in the search box (the dashboard link)', async () => {
    await openCustomers('/dashboard/customers?action=search');
    await waitFor(() =>
      expect(
        screen.getByRole('searchbox', { name: 'Buscar por nombre, email, móvil o código' }),
      ).toHaveFocus(),
    );
  });
});

describe('customers page: create, edit and delete', () => {
  it('creates a customer with the branch chosen, toasts "Cliente creado" and closes', async () => {
    const add = recordCalls('/client/customer/add', () => ({
      body: { s: 'ok', m: '', customer: buildCustomer({ id: 7 }) },
    }));
    server.use(add.handler);
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await user.type(await within(dialog).findByLabelText(/^Nombre/), 'Lucía');
    await user.type(within(dialog).getByLabelText(/^Apellido/), 'Romero');
    await user.type(within(dialog).getByLabelText(/^Email/), 'lucia@mail.test');
    await user.type(within(dialog).getByLabelText(/^Móvil/), '622 000 111');
    const branch = within(dialog).getByLabelText(/^Sucursal/);
    await waitFor(() =>
      expect(within(branch).getByRole('option', { name: 'Sucursal Norte' })).toBeInTheDocument(),
    );
    await user.selectOptions(branch, 'Sucursal Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        first_name: 'Lucía',
        last_name: 'Romero',
        email: 'lucia@mail.test',
        mobile: '622 000 111',
        birthDate: null,
        locationId: 2,
      },
    ]);
  });

  it('keeps the input and shows the failure title and the server message when creating fails', async () => {
    server.use(
      recordCalls('/client/customer/add', () => ({
        body: failure('Ya hay un cliente con ese email.'),
        status: 409,
      })).handler,
    );
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await user.type(await within(dialog).findByLabelText(/^Nombre/), 'Lucía');
    await user.type(within(dialog).getByLabelText(/^Email/), 'maria.garcia@mail.test');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el cliente');
    expect(alert).toHaveTextContent('Ya hay un cliente con ese email.');
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Lucía');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('maria.garcia@mail.test');
  });

  it('an employee bound to a branch creates customers there: no branch to choose, their own is sent', async () => {
    const add = recordCalls('/client/customer/add', () => ({
      body: { s: 'ok', m: '', customer: buildCustomer({ id: 7 }) },
    }));
    server.use(add.handler);
    const { user } = await openCustomers('/dashboard/customers', employee({ permCreateCustomer: true }));
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await user.type(await within(dialog).findByLabelText(/^Nombre/), 'Lucía');
    expect(within(dialog).queryByLabelText(/^Sucursal/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
    expect(add.bodies).toEqual([expect.objectContaining({ first_name: 'Lucía', locationId: 3 })]);
  });

  it('edits a customer from its row: the form starts with their data and the call names them', async () => {
    const update = recordCalls('/client/customer/update', () => ({
      body: { s: 'ok', m: '', customer: buildCustomer() },
    }));
    server.use(update.handler);
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Editar: Jorge Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    const mobile = await within(dialog).findByLabelText(/^Móvil/);
    expect(mobile).toHaveValue('611 222 333');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(''); // none, and not an error
    expect(within(dialog).queryByLabelText(/^Sucursal/)).not.toBeInTheDocument(); // only on creation
    await user.clear(mobile);
    await user.type(mobile, '699 000 000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cliente actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        customerId: 6,
        first_name: 'Jorge',
        last_name: 'Pérez',
        mobile: '699 000 000',
        birthDate: null,
      },
    ]);
  });

  it('deletes a customer after a confirmation naming them, and toasts', async () => {
    const remove = recordCalls('/client/customer/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Acciones de María García López' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cliente' });
    expect(dialog).toHaveTextContent('¿Eliminar a María García López?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cliente eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ customerId: 5 }]);
  });
});

describe('customers page: the counter actions', () => {
  // A store that asks for no ticket number nor description when giving points (grantSettings.test.tsx
  // shows one that does).
  beforeEach(() => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(buildStore({ showDescriptionField: false, showTicketNumberField: false })),
      ),
    );
  });

  it('gives points from a row: sends them for that customer and toasts the new balance; the list reloads', async () => {
    const add = recordCalls('/client/customer/add-points', () => ({
      body: pointsAnswer({ type: 'grant', points: 120 }, 1370),
    }));
    const all = recordCalls('/client/customer/all', () => ({ body: customersResponse() }));
    server.use(add.handler, all.handler);
    const { user } = await openCustomers();
    const listed = all.bodies.length;
    await user.click(screen.getByRole('button', { name: 'Dar puntos: María García López' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos: María García López' });
    expect(within(dialog).queryByRole('combobox', { name: /Cliente/ })).not.toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText(/Puntos a dar/), '120');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'Cumpleaños');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    expect(
      await screen.findByText('Se dieron 120 puntos a María. Nuevo saldo: 1370 puntos.'),
    ).toBeInTheDocument();
    expect(add.bodies).toEqual([{ customerId: 5, points: 120, description: 'Cumpleaños', ticketNumber: '' }]);
    await waitFor(() => expect(all.bodies.length).toBeGreaterThan(listed));
  });

  it('?action=addPoints opens giving points with a customer picker searching as the user types', async () => {
    const search = recordCalls('/client/customer/search', () => ({
      body: { s: 'ok', m: '', customers: [buildCustomer()] },
    }));
    const add = recordCalls('/client/customer/add-points', () => ({
      body: pointsAnswer({ type: 'grant', points: 30 }, 1280),
    }));
    server.use(search.handler, add.handler);
    const { user } = await openCustomers('/dashboard/customers?action=addPoints');
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos' });
    const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
    await typeAtOnce(picker, 'mar');
    const option = await screen.findByRole('option', { name: /María García López/ });
    expect(option).toHaveTextContent('Código A5u · 1250 puntos');
    expect(search.bodies).toEqual([{ query: 'mar', limit: 10 }]); // one search, after the pause
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('María García López');
    await user.type(within(dialog).getByLabelText(/Puntos a dar/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    expect(
      await screen.findByText('Se dieron 30 puntos a María. Nuevo saldo: 1280 puntos.'),
    ).toBeInTheDocument();
    expect(add.bodies).toEqual([{ customerId: 5, points: 30, description: '', ticketNumber: '' }]);
  });

  it('the picker cancels a search the user typed past, and shows the newest matches', async () => {
    const searches: { query: string; signal: AbortSignal }[] = [];
    server.use(
      http.post(apiUrl('/client/customer/search'), async ({ request }) => {
        const body = (await request.json()) as { query: string };
        searches.push({ query: body.query, signal: request.signal });
        // The first search is slow: the user types on before it answers.
        if (body.query === 'ma') await new Promise((resolve) => setTimeout(resolve, 1500));
        const found = body.query === 'ma' ? [buildCustomer({ first_name: 'Marta' })] : [buildCustomer()];
        return HttpResponse.json({ s: 'ok', m: '', customers: found });
      }),
    );
    await openCustomers('/dashboard/customers?action=addPoints');
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos' });
    const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
    await typeAtOnce(picker, 'ma');
    await waitFor(() => expect(searches.map((search) => search.query)).toEqual(['ma']));
    await typeAtOnce(picker, 'ría');
    expect(await screen.findByRole('option', { name: /María García López/ })).toBeInTheDocument();
    expect(searches.map((search) => search.query)).toEqual(['ma', 'maría']);
    expect(searches[0]?.signal.aborted).toBe(true);
    expect(screen.queryByRole('option', { name: /Marta/ })).not.toBeInTheDocument();
  });

  it('says the customer is required when none was picked, and calls nothing', async () => {
    const add = recordCalls('/client/customer/add-points', () => ({ body: okResponse() }));
    server.use(add.handler);
    const { user } = await openCustomers('/dashboard/customers?action=addPoints');
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos' });
    await user.type(await within(dialog).findByLabelText(/Puntos a dar/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(add.bodies).toEqual([]);
  });

  it('?action=giveReward gives an active reward, listed with its points, and says how it is redeemed', async () => {
    const rewards = recordCalls('/client/get-all-rewards', () => ({
      body: {
        s: 'ok',
        m: '',
        rewards: [buildReward()],
      },
    }));
    const give = recordCalls('/client/customer/give-reward', () => ({
      body: customersFixtures['/client/customer/give-reward'],
    }));
    server.use(rewards.handler, give.handler);
    const { user } = await openCustomers('/dashboard/customers?action=giveReward');
    const dialog = await screen.findByRole('dialog', { name: 'Entregar un premio' });
    await user.type(await within(dialog).findByRole('combobox', { name: /Cliente/ }), 'María');
    await user.click(await screen.findByRole('option', { name: /María García López/ }));
    const reward = within(dialog).getByLabelText(/^Premio/);
    await user.selectOptions(
      reward,
      await within(reward).findByRole('option', { name: 'Café con leche · 100 puntos' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entregar premio' }));
    expect(
      await screen.findByText('María recibió «Café con leche». Nuevo saldo: 1150 puntos.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'El premio ya puede canjearse: el cliente debe acercarse al negocio y mostrar su código QR para identificarse.',
      ),
    ).toBeInTheDocument();
    expect(rewards.bodies).toContainEqual({ activeOnly: true });
    expect(give.bodies).toEqual([{ customerId: 5, rewardId: 11 }]);
  });

  it('records a purchase by its amount and toasts the points it earned', async () => {
    const purchase = recordCalls('/client/transaction/add', () => ({
      body: pointsAnswer({ type: 'purchase', points: 12, amount: 12.5 }, 1262),
    }));
    server.use(purchase.handler);
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Acciones de María García López' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Registrar compra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar una compra: María García López' });
    await user.type(await within(dialog).findByLabelText(/Importe de la compra/), '12,50');
    await user.type(within(dialog).getByLabelText(/Número de ticket/), 'T-2001');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar compra' }));
    expect(
      await screen.findByText('Compra registrada: 12 puntos para María. Nuevo saldo: 1262 puntos.'),
    ).toBeInTheDocument();
    expect(purchase.bodies).toEqual([
      { customerId: 5, amount: 12.5, ticketNumber: 'T-2001', description: '' },
    ]);
  });

  it('keeps the input and shows the server message when deducting more points than the balance', async () => {
    const discount = recordCalls('/client/customer/discount-points', () => ({
      body: failure('El cliente no tiene puntos suficientes.'),
      status: 409,
    }));
    server.use(discount.handler);
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Acciones de Jorge Pérez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Descontar puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descontar puntos: Jorge Pérez' });
    await user.type(await within(dialog).findByLabelText(/Puntos a descontar/), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Descontar puntos' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron descontar los puntos');
    expect(alert).toHaveTextContent('El cliente no tiene puntos suficientes.');
    expect(within(dialog).getByLabelText(/Puntos a descontar/)).toHaveValue('500');
    expect(discount.bodies).toEqual([{ customerId: 6, points: 500, description: '' }]);
  });

  async function openPendingRequests() {
    const view = await openCustomers();
    await view.user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Solicitudes pendientes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitudes de premios pendientes' });
    // The list's descriptor and rows load with the dialog: slower on a busy machine.
    await within(dialog).findByText('Jorge Pérez', {}, { timeout: 5000 });
    return { ...view, dialog };
  }

  it("lists the store's pending reward requests", async () => {
    const { dialog } = await openPendingRequests();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(/García López|Jorge Pérez/)?.textContent)).toEqual([
      'María García López',
      'Jorge Pérez',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Tarta del día')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('300')).toBeInTheDocument();
  });

  it('confirms a pending request from that list', async () => {
    const confirm = recordCalls('/client/customer/confirm-reward-requested', () => ({
      body: customersFixtures['/client/customer/confirm-reward-requested'],
    }));
    server.use(confirm.handler);
    const { user, dialog } = await openPendingRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar: Jorge Pérez' }));
    const ask = await screen.findByRole('dialog', { name: /Confirmar solicitud/ });
    expect(ask).toHaveTextContent('¿Confirmar la solicitud de «Café con leche» (100 puntos)?');
    await user.click(within(ask).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Solicitud de «Café con leche» confirmada')).toBeInTheDocument();
    expect(confirm.bodies).toEqual([{ redemptionId: 43 }]);
  });

  it('rejects the selected requests at once, and names the ones that failed', async () => {
    let calls = 0;
    const reject = recordCalls('/client/customer/delete-reward-requested', () => {
      calls += 1;
      return calls === 1
        ? { body: customersFixtures['/client/customer/delete-reward-requested'] }
        : { status: 409, body: failure('La solicitud ya no está pendiente.') };
    });
    server.use(reject.handler);
    const { user, dialog } = await openPendingRequests();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    const ask = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    expect(ask).toHaveTextContent(
      '¿Rechazar las 2 solicitudes seleccionadas? Se devolverán sus puntos a cada cliente.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('Se completaron 1 de 2; las demás no se pudieron completar.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Jorge Pérez: La solicitud ya no está pendiente.')).toBeInTheDocument();
    expect(reject.bodies).toEqual([{ redemptionId: 41 }, { redemptionId: 43 }]);
  });

  it('lists the last points given, with their kind', async () => {
    const last = recordCalls('/client/last-given-points', () => ({
      body: customersFixtures['/client/last-given-points'],
    }));
    server.use(last.handler);
    const { user } = await openCustomers();
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Últimos puntos dados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Últimos puntos dados' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Puntos dados')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Jorge Pérez')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Bienvenida')).toBeInTheDocument();
    expect(last.bodies).toEqual([{ limit: 20 }]);
  });
});

describe('customers page: who may do what', () => {
  // A store that asks for no ticket number nor description when giving points.
  beforeEach(() => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(buildStore({ showDescriptionField: false, showTicketNumberField: false })),
      ),
    );
  });

  it('an employee without permissions lists and opens customers but cannot create, edit, delete or give', async () => {
    const { table, user } = await openCustomers('/dashboard/customers', employee());
    expect(screen.queryByRole('button', { name: 'Nuevo cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar puntos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entregar premio' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    const maria = rowOf(table, 'María');
    expect(
      within(maria).queryByRole('button', { name: /Editar|Dar puntos|Eliminar/ }),
    ).not.toBeInTheDocument();
    expect(within(maria).getByRole('link', { name: 'María' })).toBeInTheDocument();
    // Only what every store user may do is left: the last points given.
    await user.click(screen.getByRole('button', { name: 'Últimos puntos dados' }));
    expect(await screen.findByRole('dialog', { name: 'Últimos puntos dados' })).toBeInTheDocument();
  });

  it('?action=addPoints opens nothing for an employee who may not give points', async () => {
    const { router } = await openCustomers(
      '/dashboard/customers?action=addPoints',
      employee({ permRedeem: true }),
    );
    await waitFor(() => expect(router.state.location.search).not.toContain('action'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entregar premio' })).toBeInTheDocument();
  });

  it('the demo employee (give points, redeem, bound to a branch) gives points there: no branch to choose', async () => {
    const add = recordCalls('/client/customer/add-points', () => ({
      body: pointsAnswer({ type: 'grant', points: 10 }, 1260),
    }));
    server.use(add.handler);
    const { user, table } = await openCustomers(
      '/dashboard/customers',
      employee({ permGivePoints: true, permRedeem: true }),
    );
    const maria = rowOf(table, 'María');
    expect(within(maria).queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    await user.click(within(maria).getByRole('button', { name: 'Dar puntos: María García López' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos: María García López' });
    await user.type(await within(dialog).findByLabelText(/Puntos a dar/), '10');
    expect(within(dialog).queryByLabelText(/^Sucursal/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos' }));
    expect(
      await screen.findByText('Se dieron 10 puntos a María. Nuevo saldo: 1260 puntos.'),
    ).toBeInTheDocument();
    expect(add.bodies).toEqual([
      { customerId: 5, points: 10, description: '', ticketNumber: '', locationId: 3 },
    ]);
  });
});
