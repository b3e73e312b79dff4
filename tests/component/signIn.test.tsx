import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession } from '../../src/session/sessionStore';
import { SESSION_STORAGE_KEY } from '../../src/session/storedSession';
import { buildSession } from '../fixtures/entities';
import { DEVICE_TOKEN, failure, loginResponse } from '../fixtures/responses';
import { recordCalls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await screen.findByRole('button', { name: 'Ingresar' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('sign-in', () => {
  it.each(['/', '/signin'])('is the page at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it.each([
    ['', ''],
    ['owner@demo.test', ''],
    ['', 'demo1234'],
  ])('refuses email %j with password %j without calling the server', async (email, password) => {
    const login = recordCalls('/login/client', () => ({ body: loginResponse() }));
    server.use(login.handler);
    const { user } = renderApp('/signin');

    await fillAndSubmit(user, email, password);

    expect(await screen.findByRole('alert')).toHaveTextContent('El email y/o la contraseña no son válidos.');
    expect(login.bodies).toEqual([]);
  });

  it('says it is validating while the server answers, then shows the server message on failure', async () => {
    // The server answers only once the test has seen the status: no race with a fixed delay.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const login = recordCalls('/login/client', async () => {
      await answered;
      return { body: failure('La contraseña no es correcta.'), status: 401 };
    });
    server.use(login.handler);
    const { user } = renderApp('/signin');

    await fillAndSubmit(user, 'owner@demo.test', 'wrong-password');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Validando el usuario y contraseña, por favor espere...',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(login.bodies).toEqual([{ email: 'owner@demo.test', password: 'wrong-password' }]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('saves the session and opens the dashboard on success', async () => {
    const session = buildSession({ token: 'tok_signed_in_0123456789abcdef' });
    server.use(recordCalls('/login/client', () => ({ body: loginResponse(session) })).handler);
    const { user, router } = renderApp('/signin');

    await fillAndSubmit(user, '  owner@demo.test ', 'demo1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Lucía', { selector: 'span.font-semibold' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual(session);
    expect(
      screen.queryByText('Validando el usuario y contraseña, por favor espere...'),
    ).not.toBeInTheDocument();
  });

  it("keeps the device token the server answers and sends it with the account's next sign-in only", async () => {
    const login = recordCalls('/login/client', () => ({ body: loginResponse(buildSession(), DEVICE_TOKEN) }));
    server.use(login.handler);
    const first = renderApp('/signin');
    await fillAndSubmit(first.user, 'Owner@Demo.test', 'demo1234');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    first.unmount();
    // Signed out: the session goes, the device token stays.
    endSession('signOut');

    for (const email of ['owner@demo.test', 'otra@demo.test']) {
      const again = renderApp('/signin');
      await fillAndSubmit(again.user, email, 'demo1234');
      await waitFor(() => expect(again.router.state.location.pathname).toBe('/dashboard'));
      again.unmount();
      endSession('signOut');
    }
    expect(login.bodies).toEqual([
      { email: 'Owner@Demo.test', password: 'demo1234' },
      { email: 'owner@demo.test', password: 'demo1234', device: DEVICE_TOKEN },
      { email: 'otra@demo.test', password: 'demo1234' },
    ]);
  });

  it('goes back to the page the visitor was sent away from', async () => {
    server.use(recordCalls('/login/client', () => ({ body: loginResponse() })).handler);
    const { user, router } = renderApp('/dashboard/customers?page=2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await fillAndSubmit(user, 'owner@demo.test', 'demo1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customers'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
  });

  it('sends a signed-in user straight to the dashboard', async () => {
    const { router } = renderApp('/signin', { session: buildSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('never follows a remembered location outside the app', async () => {
    server.use(recordCalls('/login/client', () => ({ body: loginResponse() })).handler);
    const { user, router } = renderApp('/signin?redirect=%2F%2Fevil.example%2Fphish');
    await fillAndSubmit(user, 'owner@demo.test', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('signs in with what was sent before its code ran, once, as soon as it starts', async () => {
    // What the sign-in page's inline script keeps (src/earlySignIn.ts) when Enter comes before the code.
    const sent = new FormData();
    sent.set('email', 'owner@demo.test');
    sent.set('password', 'demo1234');
    window.earlySignIn = { sent };
    document.documentElement.setAttribute('data-signing-in', '');
    const login = recordCalls('/login/client', () => ({ body: loginResponse() }));
    server.use(login.handler);
    try {
      const { router } = renderApp('/signin?redirect=%2Fdashboard%2Fcustomers');

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customers'));
      expect(login.bodies).toEqual([{ email: 'owner@demo.test', password: 'demo1234' }]);
      expect(window.earlySignIn).toEqual({ taken: true });
      expect(document.documentElement.hasAttribute('data-signing-in')).toBe(false);
    } finally {
      delete window.earlySignIn;
    }
  });
});
