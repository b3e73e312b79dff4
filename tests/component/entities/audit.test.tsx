import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../../src/i18n/i18n';
import { auditList } from '../../fixtures/audit';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { userInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { openAdminTable } from '../../support/adminPages';
import { renderApp } from '../../support/renderApp';

// @isolated-modules: a test reads which catalogues the app has loaded since the page loaded, and other
// files' pages load the same ones (vite.config.ts).

const owner = buildSession();

afterEach(async () => {
  await chooseLanguage('es');
});

/** The store's trail answering the fixture records, recording each body it is called with. */
function recordTrail() {
  const list = recordCalls('/client/audit/all', () => ({
    body: { s: 'ok', m: '', records: auditList(), total: 4 },
  }));
  server.use(list.handler);
  return list;
}

function row(table: HTMLElement, text: string): HTMLElement {
  const found = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(text));
  if (!found) throw new Error(`No row ${text}`);
  return found;
}

const FIRST_PAGE = { page: 1, pageSize: 20, sortBy: 'at', sortDirection: 'desc' };

describe('the audit trail page (schemas/resources/audit.json)', () => {
  it('lists the store’s records newest first with Spanish headers, who, and the operation and table by name', async () => {
    const list = recordTrail();
    renderApp('/dashboard/audit', { session: owner });
    const table = await screen.findByRole('table', { name: 'Registro de cambios' });
    await within(table).findByText('Edición de recompensa');
    expect(row(table, 'Edición de recompensa')).toHaveTextContent('Recompensas');
    expect(list.bodies[0]).toEqual(FIRST_PAGE);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const header of ['Fecha y hora', 'Persona', 'Quién', 'Operación', 'Tabla', 'Fila', 'Acción'])
      expect(headers.some((text) => text?.includes(header))).toBe(true);
    const byEmployee = row(table, 'Puntos dados');
    expect(byEmployee).toHaveTextContent('caja@demo.test');
    expect(byEmployee).toHaveTextContent('Empleado');
    expect(byEmployee).toHaveTextContent('14 mar 2026');
    expect(byEmployee).toHaveTextContent('Clientes');
    expect(row(table, 'Alta de cliente')).toHaveTextContent('Token de API');
    expect(row(table, 'Alta de cliente')).toHaveTextContent('Alta');
    // An operation since renamed has no label: it shows as it was recorded rather than as nothing.
    expect(row(table, 'clientUserChangePassword')).toHaveTextContent('Usuarios');
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeInTheDocument();
  });

  it('sends a typed person, a chosen table and operation with the list call and keeps them in the URL', async () => {
    const list = recordTrail();
    const { user, router } = renderApp('/dashboard/audit', { session: owner });
    await screen.findAllByText('Edición de recompensa');
    await user.type(screen.getByLabelText('Persona (email)'), 'caja{Enter}');
    await waitFor(() => expect(list.bodies.at(-1)).toEqual({ ...FIRST_PAGE, actor: 'caja' }));
    await user.selectOptions(screen.getByLabelText('Tabla'), 'Clientes');
    await waitFor(() =>
      expect(list.bodies.at(-1)).toEqual({ ...FIRST_PAGE, actor: 'caja', entity: 'customers' }),
    );
    await user.selectOptions(screen.getByLabelText('Operación'), 'Puntos dados');
    await waitFor(() =>
      expect(list.bodies.at(-1)).toEqual({
        ...FIRST_PAGE,
        actor: 'caja',
        entity: 'customers',
        operation: 'clientCustomerAddPoints',
      }),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('actor')).toBe('caja');
    expect(query.get('entity')).toBe('customers');
    expect(query.get('operation')).toBe('clientCustomerAddPoints');
  });

  it('names operations and tables in the language chosen on the page, their texts loaded with it', async () => {
    recordTrail();
    const { user } = renderApp('/dashboard/audit', { session: owner });
    const table = await screen.findByRole('table', { name: 'Registro de cambios' });
    await within(table).findByText('Edición de recompensa');
    // The labels are not in the pages' catalogue every signed-in page loads: a switch loads them first.
    expect(i18n.getResource('en', 'translation', 'operations.clientRewardUpdate')).toBeUndefined();
    await act(() => chooseLanguage('en'));
    const english = await screen.findByRole('table', { name: 'Audit trail' });
    await within(english).findByText('Reward changed');
    expect(row(english, 'Reward changed')).toHaveTextContent('Rewards');
    await user.selectOptions(screen.getByLabelText('Table'), 'Customers');
    expect(screen.queryByText(/^operations\.|^tables\./)).not.toBeInTheDocument();
  });

  it('offers the operations and tables in the alphabetical order of their names, in the page’s language', async () => {
    recordTrail();
    renderApp('/dashboard/audit', { session: owner });
    await screen.findAllByText('Edición de recompensa');
    // The choices after the one that filters nothing, as the select shows them.
    const choices = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent ?? '');
    const alphabetical = (names: string[], language: string) =>
      [...names].sort((a, b) => a.localeCompare(b, language));
    const operations = choices('Operación');
    expect(operations.length).toBeGreaterThan(50);
    expect(operations).toEqual(alphabetical(operations, 'es'));
    expect(operations.indexOf('Alta de cliente')).toBeLessThan(operations.indexOf('Puntos dados'));
    expect(choices('Tabla')).toEqual(alphabetical(choices('Tabla'), 'es'));
    await act(() => chooseLanguage('en'));
    await screen.findByRole('table', { name: 'Audit trail' });
    for (const label of ['Operation', 'Table'])
      expect(choices(label)).toEqual(alphabetical(choices(label), 'en'));
  });

  it('offers "Todas" as the choice that filters no operation or table, as the words agree', async () => {
    recordTrail();
    renderApp('/dashboard/audit', { session: owner });
    await screen.findAllByText('Edición de recompensa');
    const noFilter = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option')[0];
    expect(noFilter('Operación')).toHaveTextContent(/^Todas$/);
    expect(noFilter('Tabla')).toHaveTextContent(/^Todas$/);
    await act(() => chooseLanguage('fr'));
    await waitFor(() => expect(noFilter('Opération')).toHaveTextContent(/^Toutes$/));
  });

  it('opens with the filters of a shared link applied', async () => {
    const list = recordTrail();
    renderApp('/dashboard/audit?operation=clientCustomerAddPoints&startDate=2026-03-01', { session: owner });
    await screen.findAllByText('Edición de recompensa');
    expect(list.bodies[0]).toEqual({
      ...FIRST_PAGE,
      operation: 'clientCustomerAddPoints',
      startDate: '2026-03-01',
    });
    expect(screen.getByLabelText('Operación')).toHaveDisplayValue('Puntos dados');
  });

  it('shows a record’s page with each field before and after, and a secret only as changed', async () => {
    const list = recordTrail();
    const { user } = renderApp('/dashboard/audit', { session: owner });
    const table = await screen.findByRole('table', { name: 'Registro de cambios' });
    await within(table).findByText('Edición de recompensa');
    await user.click(within(row(table, 'Edición de recompensa')).getAllByRole('link')[0] as HTMLElement);
    const changes = await screen.findByRole('table', { name: 'Campos cambiados' });
    expect(list.bodies).toContainEqual({ recordId: 501 });
    const name = row(changes, 'name');
    expect(name).toHaveTextContent('"Café gratis"');
    expect(name).toHaveTextContent('"Café con leche gratis"');
    expect(row(changes, 'points')).toHaveTextContent('500');
    expect(row(changes, 'points')).toHaveTextContent('450');
  });

  it('shows a changed password as a secret, without values', async () => {
    recordTrail();
    renderApp('/dashboard/audit/499', { session: owner });
    const changes = await screen.findByRole('table', { name: 'Campos cambiados' });
    const secret = row(changes, 'password_hash');
    expect(secret).toHaveTextContent('Sí');
    expect(secret).not.toHaveTextContent('"');
  });

  it('is closed to an employee without permStore, and Configuración does not link to it', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/audit', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registro de cambios' })).not.toBeInTheDocument();
  });

  it('is linked from the owner’s Configuración', async () => {
    renderApp('/dashboard/configuration', { session: owner });
    expect(await screen.findByRole('link', { name: 'Registro de cambios' })).toHaveAttribute(
      'href',
      '/dashboard/audit',
    );
  });
});

describe("the administrator's audit trail (schemas/resources/adminAudit.json)", () => {
  it("starts on the platform's trail and lists a store's when it is chosen, in the URL", async () => {
    const list = recordCalls('/admin/audit/all', () => ({
      body: { s: 'ok', m: '', records: auditList(), total: 4 },
    }));
    server.use(list.handler);
    const { user, router, table } = await openAdminTable('admin/audit', 'Registro de cambios');
    await within(table).findByText('Edición de recompensa');
    // No store chosen: the request names none, which the contract reads as the platform's trail.
    expect(list.bodies[0]).toEqual(FIRST_PAGE);
    const store = screen.getByLabelText('Tienda');
    expect(store).toHaveDisplayValue('Plataforma');
    await waitFor(() =>
      expect(within(store).getByRole('option', { name: 'Café Central' })).toBeInTheDocument(),
    );
    await user.selectOptions(store, 'Café Central');
    await waitFor(() => expect(list.bodies.at(-1)).toEqual({ ...FIRST_PAGE, storeId: 1 }));
    expect(new URLSearchParams(router.state.location.search).get('storeId')).toBe('1');
  });
});
