import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { adminSession } from '../../support/adminPages';
import { renderApp } from '../../support/renderApp';

async function openConfiguration() {
  const view = renderApp('/dashboard/admin/configuration', { session: adminSession });
  await within(await screen.findByRole('main')).findByRole('heading', { name: 'Configuración' });
  return view;
}

/** A section of the page, once its form (or its fields) has loaded. */
async function section(name: string) {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).toBeNull());
  return region;
}

describe('platform configuration (descriptor schemas/resources/adminConfiguration.json)', () => {
  it('saves the support phone; a failure keeps it and shows the server message', async () => {
    let attempt = 0;
    const save = recordCalls('/admin/configuration/save-support-phone', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('El teléfono no es válido.'), status: 400 }
        : {
            body: {
              s: 'ok',
              m: '',
              generalConfiguration: { supportPhone: '+34 600 111 222', bannersEnabled: true },
            },
          };
    });
    server.use(save.handler);
    const { user } = await openConfiguration();
    const support = await section('Soporte');
    const phone = await within(support).findByLabelText(/Teléfono de soporte/);
    expect(phone).toHaveValue('+34 600 000 000');
    await user.clear(phone);
    await user.type(phone, '+34 600 111 222');
    await user.click(within(support).getByRole('button', { name: 'Guardar' }));
    const alert = await within(support).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar');
    expect(alert).toHaveTextContent('El teléfono no es válido.');
    expect(phone).toHaveValue('+34 600 111 222');
    await user.click(within(support).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La información ha sido guardada.')).toBeInTheDocument();
    expect(save.bodies).toEqual([{ supportPhone: '+34 600 111 222' }, { supportPhone: '+34 600 111 222' }]);
  });

  it('accepts an empty support phone, which hides the support chat (issue 11)', async () => {
    const save = recordCalls('/admin/configuration/save-support-phone', () => ({
      body: { s: 'ok', m: '', generalConfiguration: { supportPhone: '', bannersEnabled: true } },
    }));
    server.use(save.handler);
    const { user } = await openConfiguration();
    const support = await section('Soporte');
    const phone = await within(support).findByLabelText(/Teléfono de soporte/);
    await user.clear(phone);
    await user.click(within(support).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La información ha sido guardada.')).toBeInTheDocument();
    expect(within(support).queryByText('Este campo es obligatorio.')).not.toBeInTheDocument();
    expect(save.bodies).toEqual([{ supportPhone: '' }]);
  });

  it('shows the redemptions a new business starts with, read-only', async () => {
    await openConfiguration();
    const costs = await section('Canjes de los negocios nuevos');
    expect(within(costs).getByRole('term')).toHaveTextContent('Canjes iniciales');
    expect(within(costs).getByRole('definition')).toHaveTextContent('50');
    expect(within(costs).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('saves how businesses pay for packages', async () => {
    const save = recordCalls('/admin/payment/save', () => ({
      body: {
        s: 'ok',
        m: '',
        payment: {
          currencyCode: 'EUR',
          paypalEnabled: false,
          transferEnabled: true,
          bankName: 'Banco Demo',
          accountHolder: 'Fideliza S.L.',
          accountNumber: 'ES76 0049 1500 0512 3456 7892',
          instructions: 'Indique el nombre del negocio en el concepto.',
        },
      },
    }));
    server.use(save.handler);
    const { user } = await openConfiguration();
    const payment = await section('Cobro de los paquetes');
    await user.click(await within(payment).findByRole('switch', { name: 'Acepta PayPal' }));
    await user.click(within(payment).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toEqual({
      currencyCode: 'EUR',
      transferEnabled: true,
      paypalEnabled: false,
      bankName: 'Banco Demo',
      accountHolder: 'Fideliza S.L.',
      accountNumber: 'ES76 0049 1500 0512 3456 7892',
      instructions: 'Indique el nombre del negocio en el concepto.',
    });
  });

  it('never shows the PayPal secret: says one is stored, keeps it unless a new one is typed', async () => {
    const save = recordCalls('/admin/configuration/save-paypal', () => ({
      body: { s: 'ok', m: '', paypal: { clientId: 'AbC-demo-client', hasSecret: true, mode: 'live' } },
    }));
    server.use(save.handler);
    const { user } = await openConfiguration();
    const paypal = await section('Cuenta de PayPal');
    expect(within(paypal).getByRole('term')).toHaveTextContent('Clave secreta guardada');
    expect(within(paypal).getByRole('definition')).toHaveTextContent('Sí');
    const secret = await within(paypal).findByLabelText(/Clave secreta$/);
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    await user.selectOptions(within(paypal).getByLabelText(/Modo/), 'Real');
    await user.click(within(paypal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toEqual({ mode: 'live', clientId: 'AbC-demo-client' });

    // The saved account is shown again, its secret still empty: type a new one.
    await user.type(await within(paypal).findByLabelText(/Clave secreta$/), 'nuevo-secreto');
    await user.click(within(paypal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save.bodies).toHaveLength(2));
    expect(save.bodies[1]).toEqual({ mode: 'live', clientId: 'AbC-demo-client', secret: 'nuevo-secreto' });
  });

  it('edits the list of PayPal plans in place and saves it whole', async () => {
    // The server answers the plans as saved.
    const save: ReturnType<typeof recordCalls> = recordCalls(
      '/admin/configuration/update-paypal-plans',
      () => ({
        body: { s: 'ok', m: '', plans: (save.bodies.at(-1) as { plans: unknown[] }).plans },
      }),
    );
    server.use(save.handler);
    const { user } = await openConfiguration();
    const plans = await section('Planes de suscripción en PayPal');
    expect(await within(plans).findByDisplayValue('P-3RX065')).toBeInTheDocument();
    await user.click(within(plans).getByRole('button', { name: 'Añadir' }));
    const second = (await within(plans).findAllByRole('listitem'))[1] as HTMLElement;
    expect(second).toHaveTextContent('N.º 2');
    await user.type(within(second).getByLabelText(/ID del plan en PayPal/), 'P-9YEAR');
    await user.type(within(second).getByLabelText(/Nombre/), 'Anual');
    await user.type(within(second).getByLabelText(/Precio/), '199');
    await user.type(within(second).getByLabelText(/Moneda/), 'EUR');
    await user.selectOptions(within(second).getByLabelText(/Periodo/), 'Anual');
    await user.click(within(plans).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toEqual({
      plans: [
        {
          id: 'P-3RX065',
          name: 'Mensual',
          price: 19.9,
          currencyCode: 'EUR',
          interval: 'month',
          active: true,
        },
        { id: 'P-9YEAR', name: 'Anual', price: 199, currencyCode: 'EUR', interval: 'year', active: true },
      ],
    });

    await user.click(within(plans).getByRole('button', { name: 'Quitar el n.º 1' }));
    await user.click(within(plans).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save.bodies).toHaveLength(2));
    expect(save.bodies[1]).toEqual({
      plans: [
        { id: 'P-9YEAR', name: 'Anual', price: 199, currencyCode: 'EUR', interval: 'year', active: true },
      ],
    });
  });

  it('turns the subscription on with a PayPal plan, and sets its free redemptions apart', async () => {
    const subscription = recordCalls('/admin/configuration/save-subscription', () => ({
      body: {
        s: 'ok',
        m: '',
        subscription: { withSubscription: true, paypalPlanId: 'P-3RX065', trialDays: 15, freeRewards: 5 },
      },
    }));
    const freeRewards = recordCalls('/admin/configuration/save-subscription-freerewards', () => ({
      body: {
        s: 'ok',
        m: '',
        subscription: { withSubscription: true, paypalPlanId: 'P-3RX065', trialDays: 15, freeRewards: 8 },
      },
    }));
    server.use(subscription.handler, freeRewards.handler);
    const { user } = await openConfiguration();
    const settings = await section('Suscripción de los negocios');
    await user.click(
      await within(settings).findByRole('switch', { name: 'Cobrar una suscripción a los negocios' }),
    );
    const plan = within(settings).getByLabelText(/Plan de PayPal/);
    await waitFor(() => expect(plan).toBeEnabled());
    await user.selectOptions(plan, 'Mensual');
    const trial = within(settings).getByLabelText(/Días de prueba/);
    await user.clear(trial);
    await user.type(trial, '15');
    await user.click(within(settings).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(subscription.bodies).toEqual([
        { withSubscription: true, paypalPlanId: 'P-3RX065', trialDays: 15 },
      ]),
    );

    const free = await section('Canjes gratis con la suscripción');
    const amount = await within(free).findByLabelText(/Canjes gratis al mes/);
    expect(amount).toHaveValue('5');
    await user.clear(amount);
    await user.type(amount, '8');
    await user.click(within(free).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(freeRewards.bodies).toEqual([{ freeRewards: 8 }]));
  });

  it('saves the WhatsApp sender; its token is write-only', async () => {
    const save = recordCalls('/admin/configuration/update-whatsapp', () => ({
      body: {
        s: 'ok',
        m: '',
        whatsapp: { enabled: true, phone: '+34600000000', hasAccessToken: true, welcomeMessage: '' },
      },
    }));
    server.use(save.handler);
    const { user } = await openConfiguration();
    const whatsapp = await section('Mensajes por WhatsApp');
    expect(within(whatsapp).getByRole('definition')).toHaveTextContent('No');
    await user.click(await within(whatsapp).findByRole('switch', { name: 'Envío activado' }));
    await user.type(within(whatsapp).getByLabelText(/Teléfono/), '+34600000000');
    await user.type(within(whatsapp).getByLabelText(/Token de acceso/), 'EAAG-token');
    await user.click(within(whatsapp).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toEqual({
      enabled: true,
      phone: '+34600000000',
      accessToken: 'EAAG-token',
      welcomeMessage: '',
    });
  });
});
