import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../src/session/sessionStore';
import { SESSION_STORAGE_KEY } from '../../src/session/storedSession';
import { MOBILE_MENU_CLOSE_DELAY_MS, RESIZE_DEBOUNCE_MS } from '../../src/ui/viewport';
import {
  buildGeneralConfiguration,
  buildPermissions,
  buildSession,
  buildUserProfile,
} from '../fixtures/entities';
import { storeInfoResponse, userInfoResponse } from '../fixtures/responses';
import { answer, answerFailure, apiUrl } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp, setWindowWidth } from '../support/renderApp';

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Timeouts (the drawer's close, the resize debounce) fire only when the test advances the clock; the
 * rest (React's scheduler, the API's answers) runs in real time. Testing Library's async helpers and
 * user-event wait on a timeout too, so under this clock the test uses fireEvent and act only.
 */
function startTestClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

describe('top bar', () => {
  it("greets with 'Hola' and the profile name, and titles the home 'Inicio'", async () => {
    renderApp('/dashboard', { session: buildSession() });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent('Inicio');
    expect(await within(banner).findByRole('button', { name: /Hola Lucía/ })).toBeInTheDocument();
  });

  it('refreshes the name and permissions from the user-info call', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        user: buildUserProfile({ first_name: 'Lucy', last_name: 'Fernández Ruiz' }),
        permissions: buildPermissions({
          permGivePoints: false,
          locationId: 2,
          locationName: 'Sucursal Norte',
        }),
      }),
    );
    renderApp('/dashboard', { session: buildSession() });
    expect(await screen.findByRole('button', { name: /Hola Lucy/ })).toBeInTheDocument();
    expect(getSession()).toEqual(
      expect.objectContaining({
        firstName: 'Lucy',
        LastName: 'Fernández Ruiz',
        permGivePoints: false,
        locationId: 2,
      }),
    );
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').firstName).toBe('Lucy');
  });

  it("offers 'Mi Perfil' and sign-out; signing out ends the session on the server, clears it and goes to '/'", async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/general/logout'), ({ request }) => {
        tokens.push(request.headers.get('token'));
        return HttpResponse.json({ s: 'ok', m: 'Sesión cerrada.' });
      }),
    );
    const session = buildSession();
    const { user, router } = renderApp('/dashboard', { session });
    await user.click(await screen.findByRole('button', { name: /Hola Lucía/ }));
    expect(await screen.findByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/dashboard/myprofile',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokens).toEqual([session.token]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('signs out locally even when the server cannot end the session', async () => {
    server.use(answerFailure('/general/logout', { s: 'error', m: 'Se produjo un error inesperado.' }, 500));
    const { user, router } = renderApp('/dashboard', { session: buildSession() });
    await user.click(await screen.findByRole('button', { name: /Hola Lucía/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('opens My profile from the menu', async () => {
    const { user, router } = renderApp('/dashboard', { session: buildSession() });
    await user.click(await screen.findByRole('button', { name: /Hola Lucía/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mi Perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myprofile'));
    // The top bar names the page, and the page itself is the profile's form.
    expect(await screen.findByRole('region', { name: 'Datos personales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mi Perfil' })).toBeInTheDocument();
  });
});

describe('sidebar', () => {
  it('shows the entries of an owner and highlights the page shown', async () => {
    renderApp('/dashboard/customers', { session: buildSession() });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page'),
    );
    for (const label of ['Inicio', 'Fidelización', 'Premios', 'Empleados', 'Configuración']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Negocios' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });

  it('is open on a desktop and collapses to icons with the toggle', async () => {
    const { user } = renderApp('/dashboard', { session: buildSession(), width: 1280 });
    await screen.findByRole('link', { name: 'Clientes' });
    expect(menu()).toHaveClass('w-[240px]');

    await user.click(screen.getByRole('button', { name: 'Ocultar menú' }));

    expect(menu()).toHaveClass('w-[72px]');
    expect(within(menu()).getByRole('link', { name: 'Clientes' })).toHaveAttribute('title', 'Clientes');
  });

  it('is collapsed on a phone, opens as a 280 px drawer and closes 100 ms after a click', async () => {
    const { user, router } = renderApp('/dashboard', { session: buildSession(), width: 375 });
    await screen.findByRole('button', { name: /Hola Lucía/ });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mostrar menú' }));
    expect(menu()).toHaveClass('w-[280px]');
    // From here the drawer's clock moves only when the test moves it, however long the click takes.
    startTestClock();
    fireEvent.click(within(menu()).getByRole('link', { name: 'Clientes' }));

    act(() => vi.advanceTimersByTime(MOBILE_MENU_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customers'));
  });

  it('takes the focus when it opens as a drawer, and Escape closes it back to the button that opened it', async () => {
    const { user } = renderApp('/dashboard', { session: buildSession(), width: 375 });
    await screen.findByRole('button', { name: /Hola Lucía/ });
    await user.click(screen.getByRole('button', { name: 'Mostrar menú' }));
    await waitFor(() => expect(menu()).toContainElement(document.activeElement as HTMLElement));
    // The keyboard then moves within the menu's links.
    await user.tab();
    expect(menu()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar menú' })).toHaveFocus();
  });

  it('follows the window size one second after resizing stops', async () => {
    renderApp('/dashboard', { session: buildSession(), width: 1280 });
    await screen.findByRole('link', { name: 'Clientes' });
    expect(menu()).toHaveClass('w-[240px]');

    startTestClock();
    setWindowWidth(900);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(menu()).toHaveClass('w-[240px]');
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toHaveClass('w-[72px]'); // a tablet: collapsed to the icon rail
  });
});

describe('footer', () => {
  it("shows the brand, 'Panel de control' and the version", async () => {
    renderApp('/dashboard', { session: buildSession() });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Fideliza');
    expect(footer).toHaveTextContent('Panel de control');
    expect(footer).toHaveTextContent('Versión 17.3.5');
  });
});

describe('support chat link', () => {
  it('opens a chat with the support phone for a store owner', async () => {
    renderApp('/dashboard', { session: buildSession() });
    const link = await screen.findByRole('link', { name: 'Chat de soporte' });
    expect(link).toHaveAttribute('href', 'https://wa.me/34600000000');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is not shown to an employee', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard', { session: buildSession({ storeUserType: 'employee' }) });
    await screen.findByRole('link', { name: 'Clientes' });
    expect(screen.queryByRole('link', { name: 'Chat de soporte' })).not.toBeInTheDocument();
  });

  it('is not shown when the platform has no support phone', async () => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(undefined, buildGeneralConfiguration({ supportPhone: ' ' })),
      ),
    );
    renderApp('/dashboard', { session: buildSession() });
    await screen.findByRole('link', { name: 'Clientes' });
    expect(screen.queryByRole('link', { name: 'Chat de soporte' })).not.toBeInTheDocument();
  });
});

describe("a page's first shape while the frame waits", () => {
  /** Holds user-info back until the test releases it, so the frame shows what it shows meanwhile. */
  function holdUserInfo(): () => void {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl('/client/employee/info'), async () => {
        await released;
        return HttpResponse.json(userInfoResponse());
      }),
    );
    return release;
  }

  it("shows a list's heading and search box, as its HTML painted them, until the user's information is in", async () => {
    const release = holdUserInfo();
    renderApp('/dashboard/customers', { session: buildSession() });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 2, name: 'Clientes', hidden: true }),
    ).toBeInTheDocument();
    expect(within(main).getByPlaceholderText('Buscar por nombre, email, móvil o código')).toHaveAttribute(
      'readonly',
    );
    expect(within(main).getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    release();
    // The page's own search box then takes input.
    await waitFor(() =>
      expect(
        within(main).getByPlaceholderText('Buscar por nombre, email, móvil o código'),
      ).not.toHaveAttribute('readonly'),
    );
  });

  it("shows the generic placeholder on a row's page, which is no list", async () => {
    const release = holdUserInfo();
    renderApp('/dashboard/customers/1', { session: buildSession() });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { level: 2, hidden: true })).toBeNull();
    expect(within(main).queryByPlaceholderText(/Buscar/)).toBeNull();
    release();
  });
});
