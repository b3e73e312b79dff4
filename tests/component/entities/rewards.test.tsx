import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildReward, buildSession } from '../../fixtures/entities';
import { failure, okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();

async function openRewards() {
  const view = renderApp('/dashboard/rewards', { session: owner });
  const table = await screen.findByRole('table', { name: 'Premios' });
  return { ...view, table };
}

describe('rewards page (descriptor schemas/resources/rewards.json)', () => {
  it('lists the rewards by points, with stock, redemptions and state', async () => {
    const { table } = await openRewards();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Café con leche',
      'Tarta del día',
      'Bolsa de café en grano',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('4')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('No')).toBeInTheDocument();
  });

  it('searches as the user types, ignoring accents, and keeps the search in the URL', async () => {
    const { user, table, router } = await openRewards();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar premios' }), 'DIA');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Tarta del día')).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=DIA');
  });

  it('sorts by a column on click and says so to screen readers', async () => {
    const { user, table } = await openRewards();
    const header = within(table).getByRole('columnheader', { name: /Nombre/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(names).toEqual(['Bolsa de café en grano', 'Café con leche', 'Tarta del día']);
  });

  it('creates a reward: sends the writable fields, toasts, reloads and closes', async () => {
    const add = recordCalls('/client/reward/add', () => ({
      body: { s: 'ok', m: '', reward: buildReward({ id: 20, name: 'Zumo' }) },
    }));
    server.use(add.handler);
    const { user } = await openRewards();
    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo premio' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Zumo de naranja');
    await user.type(within(dialog).getByLabelText(/Puntos necesarios/), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Premio creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      { name: 'Zumo de naranja', description: '', points: 250, stock: null, image: '', active: true },
    ]);
  });

  it('says what is missing and calls nothing when required fields are empty', async () => {
    const add = recordCalls('/client/reward/add', () => ({ body: okResponse() }));
    server.use(add.handler);
    const { user } = await openRewards();
    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo premio' });
    await user.click(await within(dialog).findByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(add.bodies).toEqual([]);
  });

  it('keeps the input and shows the failure title and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/reward/add', () => ({
        body: failure('Ya existe un premio con ese nombre.'),
        status: 409,
      })).handler,
    );
    const { user } = await openRewards();
    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo premio' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Café con leche');
    await user.type(within(dialog).getByLabelText(/Puntos necesarios/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el premio');
    expect(alert).toHaveTextContent('Ya existe un premio con ese nombre.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Café con leche');
    expect(within(dialog).getByLabelText(/Puntos necesarios/)).toHaveValue('100');
  });

  it('edits a reward from its row: the form starts with its values and the call names it', async () => {
    const update = recordCalls('/client/reward/update', () => ({
      body: { s: 'ok', m: '', reward: buildReward() },
    }));
    server.use(update.handler);
    const { user } = await openRewards();
    await user.click(screen.getByRole('button', { name: 'Editar: Tarta del día' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar premio' });
    const points = await within(dialog).findByLabelText(/Puntos necesarios/);
    expect(points).toHaveValue('300');
    await user.clear(points);
    await user.type(points, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Premio actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      expect.objectContaining({ rewardId: 12, name: 'Tarta del día', points: 350, stock: 4, active: true }),
    ]);
  });

  it('deletes a reward after confirming, naming it, and toasts', async () => {
    const remove = recordCalls('/client/reward/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openRewards();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Tarta del día' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar premio' });
    expect(dialog).toHaveTextContent('¿Eliminar el premio «Tarta del día»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Premio eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ rewardId: 12 }]);
  });

  it('deletes the selected rows together and says how many', async () => {
    const remove = recordCalls('/client/reward/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openRewards();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar fila: Café con leche' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar fila: Tarta del día' }));
    expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminaron 2 elementos.')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ rewardId: 11 }, { rewardId: 12 }]);
  });
});
