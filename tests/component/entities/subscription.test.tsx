import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure } from '../../fixtures/responses';
import { buildSubscription, profileAnswer } from '../../fixtures/settings';
import { answer, answerFailure, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

async function openSubscription(session = buildSession()) {
  const view = renderApp('/dashboard/recurringsubscription', { session });
  const status = await screen.findByRole('region', { name: 'Estado de la suscripción' });
  const current = await screen.findByRole('region', { name: 'Período actual' });
  return { ...view, status, current };
}

describe('subscription page (descriptor schemas/resources/subscription.json)', () => {
  it('shows the status and the current period, read-only', async () => {
    const { status, current } = await openSubscription();
    expect(await within(status).findByText('Activa')).toBeInTheDocument();
    expect(within(status).getByText('Sí')).toBeInTheDocument();
    expect(await within(current).findByText('P-5ML4271244454362WXNWU5NQ')).toBeInTheDocument();
    expect(within(current).getByText('29,90 €')).toBeInTheDocument();
    expect(within(current).getByText('1 nov 2026')).toBeInTheDocument();
    expect(within(current).getByText('1 dic 2026')).toBeInTheDocument();
  });

  it("shows 'enabled' or 'disabled' only when the platform charges subscriptions (spec §4)", async () => {
    server.use(
      answer('/client/subscription/status', {
        s: 'ok',
        m: '',
        withSubscription: false,
        status: 'disabled',
        subscription: null,
      }),
    );
    const { status, current } = await openSubscription();
    expect(await within(status).findByText('No')).toBeInTheDocument();
    expect(within(status).queryByText('Estado')).not.toBeInTheDocument();
    expect(within(status).queryByText('Inactiva')).not.toBeInTheDocument();
    expect(
      await within(current).findByText('Su negocio todavía no tiene ninguna suscripción.'),
    ).toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Registrar suscripción' })).not.toBeInTheDocument();
  });

  it('lists the history of subscriptions, newest first', async () => {
    await openSubscription();
    const table = await screen.findByRole('table', { name: 'Historial de suscripciones' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1 nov 2026');
    expect(rows[0]).toHaveTextContent('Activa');
    expect(rows[1]).toHaveTextContent('1 oct 2026');
    expect(rows[1]).toHaveTextContent('Cancelada');
  });

  it('records an approved PayPal subscription with the exact body', async () => {
    const save = recordCalls('/client/subscription/save', () => ({
      body: { s: 'ok', m: 'Suscripción activada. ¡Gracias!', subscription: buildSubscription({ id: 5 }) },
    }));
    server.use(save.handler);
    const { user, status } = await openSubscription();
    await user.click(await within(status).findByRole('button', { name: 'Registrar suscripción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar una suscripción de PayPal' });
    await user.type(await within(dialog).findByLabelText(/Plan de PayPal/), 'P-5ML4271244454362WXNWU5NQ');
    await user.type(within(dialog).getByLabelText(/Suscripción de PayPal/), 'I-9XK2M4N6P8R0');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar suscripción' }));
    expect(await screen.findByText('Suscripción activada')).toBeInTheDocument();
    expect(save.bodies).toEqual([
      { paypalPlanId: 'P-5ML4271244454362WXNWU5NQ', paypalSubscriptionId: 'I-9XK2M4N6P8R0' },
    ]);
  });

  it('keeps what was typed and shows the server message when recording fails', async () => {
    server.use(
      recordCalls('/client/subscription/save', () => ({
        body: failure('Esa suscripción ya está registrada.'),
        status: 409,
      })).handler,
    );
    const { user, status } = await openSubscription();
    await user.click(await within(status).findByRole('button', { name: 'Registrar suscripción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar una suscripción de PayPal' });
    await user.type(await within(dialog).findByLabelText(/Plan de PayPal/), 'P-1');
    await user.type(within(dialog).getByLabelText(/Suscripción de PayPal/), 'I-BW452GLLEP1G');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar suscripción' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo registrar la suscripción');
    expect(alert).toHaveTextContent('Esa suscripción ya está registrada.');
    expect(within(dialog).getByLabelText(/Suscripción de PayPal/)).toHaveValue('I-BW452GLLEP1G');
  });

  it('is for the owner only', async () => {
    server.use(
      answer('/client/employee/info', {
        ...profileAnswer(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: true }),
      }),
    );
    renderApp('/dashboard/recurringsubscription', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});

describe("the 'Suscripción no activa' notice", () => {
  it('leads the owner to the subscription page', async () => {
    server.use(
      answerFailure(
        '/client/get-all-rewards',
        failure('Tiene que activar la suscripción', 'no-subscription'),
        402,
      ),
    );
    const { user, router } = renderApp('/dashboard/rewards', { session: buildSession() });
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(notice).toHaveTextContent('Suscripción no activa'));
    expect(notice).toHaveTextContent('Tiene que activar la suscripción');
    await user.click(within(notice).getByRole('link', { name: 'Ir a la suscripción' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/recurringsubscription'));
    // The rewards page, notice and all, stays until the subscription page has rendered in its place.
    await screen.findByRole('region', { name: 'Estado de la suscripción' });
    expect(screen.queryByText('Ir a la suscripción')).not.toBeInTheDocument();
  });

  it('offers an employee no link to a page they cannot open', async () => {
    server.use(
      answer('/client/employee/info', {
        ...profileAnswer(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: true }),
      }),
      answerFailure(
        '/client/get-all-rewards',
        failure('Tiene que activar la suscripción', 'no-subscription'),
        402,
      ),
    );
    renderApp('/dashboard/rewards', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByText('Suscripción no activa')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir a la suscripción' })).not.toBeInTheDocument();
  });
});
