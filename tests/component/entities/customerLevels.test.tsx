import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure, okResponse, userInfoResponse } from '../../fixtures/responses';
import { buildLevel, levelsList } from '../../fixtures/shop';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();

async function openLevels(width?: number) {
  const view = renderApp('/dashboard/customerlevels', { session: owner, ...(width ? { width } : {}) });
  await screen.findByText('Bronce');
  return view;
}

function levelNames(): string[] {
  const table = screen.getByRole('table', { name: 'Niveles de clientes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

/** The reorder operation answering ok after the test lets it, to look at the page while it saves. */
function slowReorder() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reorder = recordCalls('/client/levels/reorder', async () => {
    await gate;
    return { body: { s: 'ok', m: '', levels: levelsList() } };
  });
  server.use(reorder.handler);
  return { ...reorder, release };
}

describe('customer levels page (descriptor schemas/resources/customerLevels.json)', () => {
  it('lists the levels in their order with colour, minimum points and customers', async () => {
    await openLevels();
    expect(levelNames()).toEqual(['Bronce', 'Plata', 'Oro']);
    const table = screen.getByRole('table', { name: 'Niveles de clientes' });
    const silver = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(silver).toHaveTextContent('#94a3b8');
    expect(silver).toHaveTextContent('500');
    expect(silver).toHaveTextContent('310');
    // The order is the store's, not a sort: no column header sorts.
    expect(within(table).queryByRole('button', { name: /Nombre/ })).not.toBeInTheDocument();
  });

  it('moves a level with the keyboard: sends every id in the new order, announces it, keeps focus', async () => {
    const reorder = slowReorder();
    const { user } = await openLevels();
    const up = screen.getByRole('button', { name: 'Subir: Oro' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(levelNames()).toEqual(['Bronce', 'Oro', 'Plata']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '«Oro» está ahora en la posición 2 de 3.',
    );
    expect(screen.getByRole('button', { name: 'Subir: Oro' })).toHaveFocus();
    // A second move while the first saves goes after it, with the whole new order.
    await user.keyboard('{Enter}');
    expect(levelNames()).toEqual(['Oro', 'Bronce', 'Plata']);
    expect(screen.getByText('«Oro» está ahora en la posición 1 de 3.')).toBeInTheDocument();
    // At the top "move up" is disabled: the focus goes to "move down" of the same level.
    expect(screen.getByRole('button', { name: 'Subir: Oro' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar: Oro' })).toHaveFocus();
    reorder.release();
    expect(await screen.findByText('Orden guardado')).toBeInTheDocument();
    expect(reorder.bodies).toEqual([{ levelIds: [1, 3, 2] }, { levelIds: [3, 1, 2] }]);
  });

  it('moves a level by dragging its row onto another', async () => {
    const reorder = recordCalls('/client/levels/reorder', () => ({
      body: { s: 'ok', m: '', levels: levelsList() },
    }));
    server.use(reorder.handler);
    await openLevels();
    const table = screen.getByRole('table', { name: 'Niveles de clientes' });
    const [, bronze, , gold] = within(table).getAllByRole('row') as HTMLElement[];
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(bronze as HTMLElement, { dataTransfer });
    fireEvent.dragOver(gold as HTMLElement, { dataTransfer });
    fireEvent.drop(gold as HTMLElement, { dataTransfer });
    expect(levelNames()).toEqual(['Plata', 'Oro', 'Bronce']);
    expect(await screen.findByText('Orden guardado')).toBeInTheDocument();
    expect(reorder.bodies).toEqual([{ levelIds: [2, 3, 1] }]);
  });

  it('puts the server order back and says why when the new order is refused', async () => {
    server.use(
      recordCalls('/client/levels/reorder', () => ({
        body: failure('Los niveles enviados no son los de la tienda.'),
        status: 400,
      })).handler,
    );
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: 'Bajar: Bronce' }));
    expect(await screen.findByText('No se pudo guardar el orden')).toBeInTheDocument();
    expect(screen.getByText('Los niveles enviados no son los de la tienda.')).toBeInTheDocument();
    await waitFor(() => expect(levelNames()).toEqual(['Bronce', 'Plata', 'Oro']));
  });

  it('offers the move buttons on a phone, where rows are cards', async () => {
    const reorder = recordCalls('/client/levels/reorder', () => ({
      body: { s: 'ok', m: '', levels: levelsList() },
    }));
    server.use(reorder.handler);
    const { user } = await openLevels(375);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bajar: Plata' }));
    expect(await screen.findByText('Orden guardado')).toBeInTheDocument();
    expect(reorder.bodies).toEqual([{ levelIds: [1, 3, 2] }]);
  });

  it('creates a level with its colour: exact body, toast, closes', async () => {
    const add = recordCalls('/client/levels/add', () => ({
      body: { s: 'ok', m: '', level: buildLevel({ id: 4, name: 'Platino', position: 3 }) },
    }));
    server.use(add.handler);
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: 'Nuevo nivel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo nivel' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Platino');
    await user.type(within(dialog).getByLabelText(/Puntos mínimos/), '5000');
    const color = within(dialog).getByLabelText(/Color/);
    expect(color).toHaveValue('#9ca3af');
    expect(within(dialog).getByLabelText('Elegir color')).toHaveValue('#9ca3af');
    await user.clear(color);
    await user.type(color, '#E5E4E2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nivel creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([{ name: 'Platino', description: '', minPoints: 5000, color: '#E5E4E2' }]);
  });

  it('keeps the input and shows the failure title and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/levels/add', () => ({
        body: failure('Ya hay un nivel con esos puntos mínimos.'),
        status: 409,
      })).handler,
    );
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: 'Nuevo nivel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo nivel' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Plata bis');
    await user.type(within(dialog).getByLabelText(/Puntos mínimos/), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el nivel');
    expect(alert).toHaveTextContent('Ya hay un nivel con esos puntos mínimos.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Plata bis');
    expect(within(dialog).getByLabelText(/Puntos mínimos/)).toHaveValue('500');
  });

  it('edits a level from its row: the form starts with its values and the call names it', async () => {
    const update = recordCalls('/client/levels/update', () => ({
      body: { s: 'ok', m: '', level: buildLevel() },
    }));
    server.use(update.handler);
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: 'Editar: Oro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nivel' });
    const minPoints = await within(dialog).findByLabelText(/Puntos mínimos/);
    expect(minPoints).toHaveValue('2000');
    expect(within(dialog).getByLabelText(/Color/)).toHaveValue('#eab308');
    await user.clear(minPoints);
    await user.type(minPoints, '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nivel actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      { levelId: 3, name: 'Oro', description: 'El nivel de bienvenida.', minPoints: 2500, color: '#eab308' },
    ]);
  });

  it('deletes a level after confirming, naming it, and toasts', async () => {
    const remove = recordCalls('/client/levels/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Plata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar nivel' });
    expect(dialog).toHaveTextContent('¿Eliminar el nivel «Plata»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Nivel eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ levelId: 2 }]);
  });

  it.each([
    ['Plata', '¿Eliminar el nivel «Plata»? Sus 310 clientes pasarán al nivel «Bronce».'],
    [
      'Bronce',
      '¿Eliminar el nivel «Bronce»? Sus 1204 clientes se quedarán sin nivel: no hay ningún nivel por debajo.',
    ],
  ])('before deleting %s, says how many customers move and where', async (name, text) => {
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: `Eliminar: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar nivel' });
    expect(dialog).toHaveTextContent(text);
  });

  it('says so when nobody holds the level, and names one customer as one', async () => {
    server.use(
      answer('/client/levels/get-all', {
        s: 'ok',
        m: '',
        levels: [
          buildLevel(),
          buildLevel({
            id: 2,
            name: 'Plata',
            minPoints: 500,
            customers: 0,
            fallbackLevel: { id: 1, name: 'Bronce' },
          }),
          buildLevel({
            id: 3,
            name: 'Oro',
            minPoints: 900,
            customers: 1,
            fallbackLevel: { id: 2, name: 'Plata' },
          }),
        ],
      }),
    );
    const { user } = await openLevels();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Plata' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar nivel' });
    expect(dialog).toHaveTextContent('¿Eliminar el nivel «Plata»? Ningún cliente lo tiene ahora.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar: Oro' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar nivel' });
    expect(dialog).toHaveTextContent('¿Eliminar el nivel «Oro»? Su único cliente pasará al nivel «Plata».');
  });

  it('is closed to an employee without permStore, and has no menu entry', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/customerlevels', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Niveles de clientes' })).not.toBeInTheDocument();
  });
});
