import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../src/contract/types';
import { buildPermissions, buildSession, buildStore } from '../../fixtures/entities';
import { failure, storeInfoResponse } from '../../fixtures/responses';
import { profileAnswer } from '../../fixtures/settings';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

/** What /client/store/save takes: the store without what the platform sets. */
function writable(store: Entity<'Store'>) {
  const {
    id: _id,
    country: _country,
    storetype: _type,
    clientsAmount: _clients,
    currencyName: _currency,
    redeemBought: _bought,
    redeemFree: _free,
    withSubscription: _with,
    hasSubscripton: _has,
    isMultiStore: _multi,
    clientWebApp: _web,
    slug: _slug,
    nps: _nps,
    plan: _plan,
    timeZone: _timeZone,
    ...rest
  } = store;
  return rest;
}

/** The server saves what it is sent and answers the store as saved. */
function recordSaves() {
  const saves = recordCalls('/client/store/save', async () => ({
    body: { s: 'ok', m: '', store: buildStore() },
  }));
  server.use(saves.handler);
  return saves;
}

async function openLoyalty(session = buildSession()) {
  const view = renderApp('/dashboard/loyalty', { session });
  // The top bar's h1 names the page at once; the page's own heading (h2) comes with its resource.
  expect(await screen.findByRole('heading', { level: 2, name: 'Fidelización' })).toBeInTheDocument();
  return view;
}

async function section(name: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name });
  // The section's form arrives with its lazily loaded forms module.
  await within(region).findByRole('button', { name: 'Guardar' });
  return region;
}

describe('loyalty page (descriptor schemas/resources/loyalty.json)', () => {
  it('shows every section loaded from the store, with what the platform sets read-only', async () => {
    await openLoyalty();
    const business = await section('Negocio');
    expect(within(business).getByLabelText(/Nombre del negocio/)).toHaveValue('Café Central');
    expect(within(business).getByLabelText('Prefijo telefónico')).toHaveValue('+34');
    expect(within(business).getByLabelText('Email de contacto')).toHaveValue('hola@cafecentral.test');
    expect(within(business).getByText('Cafetería')).toBeInTheDocument();
    expect(within(business).getByText('España')).toBeInTheDocument();

    const conversion = await section('Conversión de puntos');
    expect(
      within(conversion).getByRole('switch', { name: 'Dar puntos según el importe de la compra' }),
    ).toBeChecked();
    expect(within(conversion).getByLabelText('Puntos')).toHaveValue('1');

    const rules = await section('Reglas de fidelización');
    expect(within(rules).getByLabelText('Puntos de bienvenida')).toHaveValue('50');
    expect(
      within(rules).getByRole('switch', { name: 'Pedir el número de ticket al dar puntos' }),
    ).toBeChecked();
    expect(
      within(rules).getByRole('switch', { name: 'Pedir una descripción al dar puntos' }),
    ).not.toBeChecked();

    const redemption = await section('Canjes');
    expect(within(redemption).getByText('120')).toBeInTheDocument();
    expect(within(redemption).getByText('30')).toBeInTheDocument();
    expect(within(redemption).getByRole('switch', { name: /código QR/ })).toBeChecked();

    const emails = await section('Emails a los clientes');
    expect(
      within(emails)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-checked')),
    ).toEqual(['true', 'true', 'true']);

    const web = await section('Web de clientes y pedidos');
    expect(within(web).getByText('cafe-central')).toBeInTheDocument();
    expect(within(web).getByRole('link', { name: 'https://app.demo.test' })).toBeInTheDocument();
  });

  it('shows the customers web app only for a multi-store account (spec §4)', async () => {
    server.use(answer('/client/get-store-info', storeInfoResponse(buildStore({ isMultiStore: false }))));
    await openLoyalty();
    const web = await section('Web de clientes y pedidos');
    expect(within(web).getByText('cafe-central')).toBeInTheDocument();
    expect(within(web).queryByText('https://app.demo.test')).not.toBeInTheDocument();
  });

  it('saves the business section: the whole store with the edits, and the spec text', async () => {
    const saves = recordSaves();
    const { user } = await openLoyalty();
    const business = await section('Negocio');
    const name = within(business).getByLabelText(/Nombre del negocio/);
    await user.clear(name);
    await user.type(name, 'Café Central Sol');
    await user.click(within(business).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La información ha sido guardada.')).toBeInTheDocument();
    expect(saves.bodies).toEqual([{ ...writable(buildStore()), name: 'Café Central Sol' }]);
  });

  it.each([
    ['Conversión de puntos', 'Puntos', '3', { conversionPoints: 3 }],
    ['Reglas de fidelización', 'Puntos de bienvenida', '75', { welcomePoints: 75 }],
    ['Canjes', 'Mensaje al pedir un premio', 'Pase por caja.', { rewardRequestInfo: 'Pase por caja.' }],
    [
      'Web de clientes y pedidos',
      'Enlace de pedidos',
      'https://pedidos.test',
      { ordersLink: 'https://pedidos.test' },
    ],
  ])('saves the %s section with what was typed in %s', async (title, label, typed, change) => {
    const saves = recordSaves();
    const { user } = await openLoyalty();
    const region = await section(title);
    const input = within(region).getByLabelText(label);
    await user.clear(input);
    await user.type(input, typed);
    await user.click(within(region).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La información ha sido guardada.')).toBeInTheDocument();
    expect(saves.bodies).toEqual([{ ...writable(buildStore()), ...change }]);
  });

  it('saves the emails section with a switch turned off', async () => {
    const saves = recordSaves();
    const { user } = await openLoyalty();
    const emails = await section('Emails a los clientes');
    await user.click(within(emails).getByRole('switch', { name: 'Email al dar puntos' }));
    await user.click(within(emails).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La información ha sido guardada.')).toBeInTheDocument();
    expect(saves.bodies).toEqual([{ ...writable(buildStore()), emailOnGivePoints: false }]);
  });

  it('previews what a sample purchase earns with the conversion being typed', async () => {
    const { user } = await openLoyalty();
    const conversion = await section('Conversión de puntos');
    expect(await within(conversion).findByText('Una compra de 25,00 € da 25 puntos')).toBeInTheDocument();
    expect(within(conversion).getByText('1 punto por cada 1,00 €')).toBeInTheDocument();

    const points = within(conversion).getByLabelText('Puntos');
    await user.clear(points);
    await user.type(points, '3');
    const money = within(conversion).getByLabelText('Por cada importe de');
    await user.clear(money);
    await user.type(money, '10');
    expect(await within(conversion).findByText('Una compra de 25,00 € da 6 puntos')).toBeInTheDocument();
    expect(within(conversion).getByText('3 puntos por cada 10,00 €')).toBeInTheDocument();

    await user.click(
      within(conversion).getByRole('switch', { name: 'Dar puntos según el importe de la compra' }),
    );
    expect(
      await within(conversion).findByText(
        'Sin conversión: los puntos de cada compra se indican a mano al darlos.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the input and shows the failure and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/store/save', () => ({
        body: failure('La moneda indicada no existe.'),
        status: 400,
      })).handler,
    );
    const { user } = await openLoyalty();
    const rules = await section('Reglas de fidelización');
    const welcome = within(rules).getByLabelText('Puntos de bienvenida');
    await user.clear(welcome);
    await user.type(welcome, '80');
    await user.click(within(rules).getByRole('button', { name: 'Guardar' }));
    const alert = await within(rules).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar la información');
    expect(alert).toHaveTextContent('La moneda indicada no existe.');
    expect(within(rules).getByLabelText('Puntos de bienvenida')).toHaveValue('80');
  });

  it('leads to the customer levels page', async () => {
    const { user, router } = await openLoyalty();
    await user.click(await screen.findByRole('link', { name: 'Niveles de clientes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customerlevels'));
  });

  it('is for owners and employees with permStore only', async () => {
    server.use(
      answer('/client/employee/info', {
        ...profileAnswer(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/loyalty', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});
