import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/contract/types';
import { NEAR_VIEWPORT_MARGIN } from '../../src/ui/useNearViewport';
import {
  buildPermissions,
  buildPointsStats,
  buildSession,
  buildStore,
  buildStoreMoreInfo,
} from '../fixtures/entities';
import {
  failure,
  pointsStatsResponse,
  storeInfoResponse,
  storeMoreInfoResponse,
  userInfoResponse,
} from '../fixtures/responses';
import { answer, recordCalls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

afterEach(() => {
  vi.useRealTimers();
});

/** The value shown under a label of the store card or of the figures (a term of a description list). */
function shown(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  if (!term.parentElement) throw new Error(`No group around '${label}'`);
  return term.parentElement;
}

async function openDashboard(session: Session = buildSession()) {
  const view = renderApp('/dashboard', { session });
  // The first render of a run also compiles the lazily loaded pages, hence the longer wait.
  await screen.findByRole('heading', { level: 2, name: 'Café Central' }, { timeout: 5000 });
  return view;
}

/** An employee of Café Central, answered consistently by the user-info call the shell makes. */
function employee(
  permissions: { permGivePoints: boolean; permRedeem: boolean },
  branch = 'Café Central Sol',
) {
  server.use(
    answer('/client/employee/info', {
      ...userInfoResponse(),
      permissions: buildPermissions({
        storeUserType: 'employee',
        permStore: false,
        permCreateCustomer: false,
        locationId: 2,
        locationName: branch,
        ...permissions,
      }),
    }),
  );
  return buildSession({
    email: 'empleado@demo.test',
    firstName: 'Marcos',
    storeUserType: 'employee',
    locationId: 2,
    locationName: branch,
    permCreateCustomer: false,
    ...permissions,
  });
}

describe('store card', () => {
  it('shows the store: name, type, country, currency, and no branch for an owner', async () => {
    await openDashboard();
    expect(screen.getByText('Café de especialidad en el centro de Madrid.')).toBeInTheDocument();
    expect(shown('Tipo de negocio')).toHaveTextContent('Cafetería');
    expect(shown('País')).toHaveTextContent('España');
    expect(shown('Moneda')).toHaveTextContent('Euro (EUR)');
    expect(screen.getByRole('img', { name: 'Logotipo de Café Central' })).toHaveAttribute(
      'src',
      'http://localhost:3000/uploads/store/cafe-central.png',
    );
    expect(screen.queryByText('Su sucursal')).not.toBeInTheDocument();
  });

  it.each([
    [true, 'Suscripción activa', 'Suscripción inactiva'],
    [false, 'Suscripción inactiva', 'Suscripción activa'],
  ])('with a subscription platform, an active subscription %s reads %j', async (active, text, other) => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(buildStore({ withSubscription: true, hasSubscripton: active })),
      ),
    );
    await openDashboard();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(other)).not.toBeInTheDocument();
  });

  it('says nothing of the subscription where the platform charges none', async () => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(buildStore({ withSubscription: false, hasSubscripton: true })),
      ),
    );
    await openDashboard();
    expect(screen.queryByText(/Suscripción/)).not.toBeInTheDocument();
  });

  it("links a multi-store account to its page in the customers' web app", async () => {
    await openDashboard();
    const link = within(shown('Página web para clientes')).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://app.demo.test/cafe-central');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('builds no web-page link for a single-store account', async () => {
    server.use(answer('/client/get-store-info', storeInfoResponse(buildStore({ isMultiStore: false }))));
    await openDashboard();
    expect(screen.queryByText('Página web para clientes')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /app\.demo\.test/ })).not.toBeInTheDocument();
  });

  it("shows the branch an employee is bound to (the session's locationName)", async () => {
    await openDashboard(employee({ permGivePoints: true, permRedeem: true }));
    expect(shown('Su sucursal')).toHaveTextContent('Café Central Sol');
  });
});

describe('figures', () => {
  it('shows the clients, the redemptions still available (bought + free left), the range points and the NPS', async () => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(buildStore({ clientsAmount: 2048, redeemBought: 120, redeemFree: 30 })),
      ),
      answer(
        '/client/stats/points',
        pointsStatsResponse(
          buildPointsStats('2026-03-10', [
            [12_000, 40],
            [0, 0],
            [310, 95],
            [45, 200],
          ]),
        ),
      ),
      answer(
        '/client/store/more-info',
        storeMoreInfoResponse(buildStoreMoreInfo({ nps: 42.5, surveys: 318 })),
      ),
    );
    await openDashboard();

    expect(shown('Clientes')).toHaveTextContent('2048');
    expect(shown('Canjes disponibles')).toHaveTextContent('150');
    expect(shown('Canjes disponibles')).toHaveTextContent('120 comprados + 30 gratis que quedan este mes');
    await waitFor(() => expect(shown('Puntos otorgados')).toHaveTextContent('12.355'));
    expect(shown('Puntos canjeados')).toHaveTextContent('335');
    await waitFor(() => expect(shown('NPS (satisfacción)')).toHaveTextContent('42,5'));
    expect(shown('NPS (satisfacción)')).toHaveTextContent('318 encuestas');
  });

  it('shows no NPS for a store without surveys', async () => {
    server.use(
      answer('/client/get-store-info', storeInfoResponse(buildStore({ nps: null }))),
      answer('/client/store/more-info', storeMoreInfoResponse(buildStoreMoreInfo({ nps: null, surveys: 0 }))),
    );
    await openDashboard();
    await waitFor(() => expect(shown('Clientes')).toHaveTextContent('611 con movimientos'));
    expect(screen.queryByText('NPS (satisfacción)')).not.toBeInTheDocument();
  });
});

describe('points chart', () => {
  it("asks for the 30 days ending today in the store's time zone, then for the end date chosen", async () => {
    // 22:30 UTC on 31 March is already 1 April in Madrid, the store's zone (the fixture's timeZone).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T22:30:00Z'));
    const stats = recordCalls('/client/stats/points', () => ({ body: pointsStatsResponse() }));
    server.use(stats.handler);
    const { user } = await openDashboard();

    await waitFor(() => expect(stats.bodies).toEqual([{ startDate: '2026-03-03', endDate: '2026-04-01' }]));
    const endDate = screen.getByLabelText('Hasta el día');
    expect(endDate).toHaveValue('2026-04-01');
    expect(screen.getByRole('heading', { level: 2, name: 'Puntos por día' }).parentElement).toHaveTextContent(
      'Del 3 mar 2026 al 1 abr 2026',
    );

    await user.clear(endDate);
    await user.type(endDate, '2026-02-15');
    await waitFor(() =>
      expect(stats.bodies.at(-1)).toEqual({ startDate: '2026-01-17', endDate: '2026-02-15' }),
    );

    await user.selectOptions(screen.getByLabelText('Periodo'), '7 días');
    await waitFor(() =>
      expect(stats.bodies.at(-1)).toEqual({ startDate: '2026-02-09', endDate: '2026-02-15' }),
    );

    await user.click(screen.getByRole('button', { name: 'Volver a hoy' }));
    await waitFor(() =>
      expect(stats.bodies.at(-1)).toEqual({ startDate: '2026-03-26', endDate: '2026-04-01' }),
    );
    // One call per range shown: nothing half-typed (the cleared input) was sent.
    expect(stats.bodies).toEqual([
      { startDate: '2026-03-03', endDate: '2026-04-01' },
      { startDate: '2026-01-17', endDate: '2026-02-15' },
      { startDate: '2026-02-09', endDate: '2026-02-15' },
      { startDate: '2026-03-26', endDate: '2026-04-01' },
    ]);
  });

  it('says so when no points moved in the range, instead of drawing flat lines', async () => {
    server.use(
      answer(
        '/client/stats/points',
        pointsStatsResponse(
          buildPointsStats('2026-03-10', [
            [0, 0],
            [0, 0],
          ]),
        ),
      ),
    );
    await openDashboard();
    expect(
      await screen.findByText('No se otorgaron ni canjearon puntos en estas fechas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver los datos en una tabla' })).not.toBeInTheDocument();
    expect(shown('Puntos otorgados')).toHaveTextContent('0');
  });

  it('draws given and redeemed per day, named by what it shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-01T10:00:00Z'));
    await openDashboard();
    const chart = await screen.findByRole('img', {
      name: 'Gráfico de puntos del 3 mar 2026 al 1 abr 2026: 475 otorgados y 335 canjeados.',
    });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-area-curve')).toHaveLength(2));
    expect(within(chart).getByText('Otorgados')).toBeInTheDocument();
    expect(within(chart).getByText('Canjeados')).toBeInTheDocument();
  });

  it('draws the chart only once it comes near the screen, and its table is offered before', async () => {
    // A browser that reports what is near the screen: nothing is, until the test scrolls the chart near.
    const observers: {
      callback: IntersectionObserverCallback;
      margin: string | undefined;
      target?: Element;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, margin: options?.rootMargin };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    try {
      await openDashboard();
      await screen.findByRole('button', { name: 'Ver los datos en una tabla' });
      expect(screen.getByRole('status', { name: 'Cargando el gráfico…' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /^Gráfico de puntos/ })).not.toBeInTheDocument();

      const section = screen.getByRole('region', { name: 'Puntos por día' });
      const watching = observers.find((observer) => observer.target === section);
      if (!watching) throw new Error('The chart card is not watched for coming near the screen');
      expect(watching.margin).toBe(NEAR_VIEWPORT_MARGIN);
      const box = section.getBoundingClientRect();
      const entry: IntersectionObserverEntry = {
        isIntersecting: true,
        target: section,
        boundingClientRect: box,
        intersectionRect: box,
        intersectionRatio: 1,
        rootBounds: null,
        time: 0,
      };
      act(() => watching.callback([entry], {} as IntersectionObserver));

      const chart = await screen.findByRole('img', { name: /^Gráfico de puntos/ });
      await waitFor(() => expect(chart.querySelectorAll('.recharts-area-curve')).toHaveLength(2));
      expect(observers).toHaveLength(0); // drawn for good: nothing is watched any more
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers its figures as a table behind a toggle button', async () => {
    const { user } = await openDashboard();
    const toggle = await screen.findByRole('button', { name: 'Ver los datos en una tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Ocultar la tabla' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: /Puntos otorgados y canjeados por día/ });
    const row = within(table).getByRole('row', { name: /12 mar 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['310', '95']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['475', '335']);
  });

  it("shows the server's message when the points cannot be loaded, and loads them on retry", async () => {
    let calls = 0;
    server.use(
      recordCalls('/client/stats/points', () => {
        calls += 1;
        return calls <= 2
          ? { body: failure('El rango de fechas no es válido.'), status: 400 }
          : { body: pointsStatsResponse() };
      }).handler,
    );
    const { user } = await openDashboard();

    // The query retries once before giving up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('No se pudieron cargar estos datos.');
    expect(alert).toHaveTextContent('El rango de fechas no es válido.');
    expect(shown('Puntos otorgados')).toHaveTextContent('No disponible');

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('button', { name: 'Ver los datos en una tabla' })).toBeInTheDocument();
    expect(shown('Puntos otorgados')).toHaveTextContent('475');
  });
});

describe('quick actions', () => {
  /** Each quick action's title (the first part of its name) and where it leads. */
  function actionLinks(): [string, string | null][] {
    const section = screen.getByRole('region', { name: 'Acciones rápidas' });
    return within(section)
      .getAllByRole('link')
      .map((link) => [
        document.getElementById(link.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent ?? '',
        link.getAttribute('href'),
      ]);
  }

  it("offers an owner every job, each opening the customers page's action", async () => {
    await openDashboard();
    expect(actionLinks()).toEqual([
      ['Buscar cliente', '/dashboard/customers?action=search'],
      ['Dar puntos', '/dashboard/customers?action=addPoints'],
      ['Canjear premio', '/dashboard/customers?action=giveReward'],
    ]);
  });

  it.each([
    [{ permGivePoints: true, permRedeem: false }, ['Buscar cliente', 'Dar puntos']],
    [{ permGivePoints: false, permRedeem: true }, ['Buscar cliente', 'Canjear premio']],
    [{ permGivePoints: false, permRedeem: false }, ['Buscar cliente']],
  ])('offers an employee with %j only %j', async (permissions, labels) => {
    await openDashboard(employee(permissions));
    await waitFor(() => expect(actionLinks().map(([label]) => label)).toEqual(labels));
  });
});
