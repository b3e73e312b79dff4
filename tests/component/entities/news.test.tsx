import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNews } from '../../fixtures/content';
import { buildSession, buildStore } from '../../fixtures/entities';
import { failure, okResponse, storeInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

async function openNews() {
  const view = renderApp('/dashboard/news', { session: owner });
  const table = await screen.findByRole('table', { name: 'Novedades' });
  return { ...view, table };
}

describe('news page (descriptor schemas/resources/news.json)', { timeout: 30_000 }, () => {
  it('lists the news newest first, with whether each is public and active', async () => {
    const { table } = await openNews();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Nuevo horario de verano')).toBeInTheDocument();
    const older = within(rows[1] as HTMLElement);
    expect(older.getByText('Llega el café de Etiopía')).toBeInTheDocument();
    expect(older.getAllByText('No')).toHaveLength(2);
  });

  it('creates a piece of news: sends the writable fields and says «Novedad creada»', async () => {
    const add = recordCalls('/client/news/add', () => ({
      body: { s: 'ok', m: '', news: buildNews({ id: 33 }) },
    }));
    server.use(add.handler);
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Nueva novedad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva novedad' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Abrimos en festivos');
    await user.type(within(dialog).getByLabelText(/Descripción/), 'También domingos.');
    await user.type(within(dialog).getByLabelText(/Texto del botón/), 'Ver horario');
    await user.type(within(dialog).getByLabelText(/Enlace del botón/), 'https://cafecentral.test/horario');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        name: 'Abrimos en festivos',
        description: 'También domingos.',
        image: '',
        imageSquared: '',
        buttonText: 'Ver horario',
        buttonLink: 'https://cafecentral.test/horario',
        public: false,
        active: true,
      },
    ]);
  });

  it('keeps the input and shows «No se puede crear la novedad» with the server message', async () => {
    server.use(
      recordCalls('/client/news/add', () => ({ body: failure('El plan no incluye novedades.'), status: 403 }))
        .handler,
    );
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Nueva novedad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva novedad' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Abrimos en festivos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se puede crear la novedad');
    expect(alert).toHaveTextContent('El plan no incluye novedades.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Abrimos en festivos');
  });

  it('edits a piece of news from its row: pre-filled, sends newsId, says «Novedad actualizada»', async () => {
    const update = recordCalls('/client/news/update', () => ({
      body: { s: 'ok', m: '', news: buildNews() },
    }));
    server.use(update.handler);
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Editar: Llega el café de Etiopía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar novedad' });
    const name = await within(dialog).findByLabelText(/Nombre/);
    expect(name).toHaveValue('Llega el café de Etiopía');
    await user.click(within(dialog).getByRole('switch', { name: /Activo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad actualizada')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      expect.objectContaining({ newsId: 32, name: 'Llega el café de Etiopía', active: true, public: false }),
    ]);
  });

  it('shows «No se puede actualizar» with the server message when an edit fails', async () => {
    server.use(
      recordCalls('/client/news/update', () => ({ body: failure('La novedad ya no existe.'), status: 404 }))
        .handler,
    );
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Editar: Nuevo horario de verano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar novedad' });
    await user.click(await within(dialog).findByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se puede actualizar');
    expect(alert).toHaveTextContent('La novedad ya no existe.');
  });

  it('deletes a piece of news after confirming and says «Novedad eliminado»', async () => {
    const remove = recordCalls('/client/news/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Nuevo horario de verano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar novedad' });
    expect(dialog).toHaveTextContent('¿Eliminar la novedad «Nuevo horario de verano»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Novedad eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ newsId: 31 }]);
  });

  it('says «No se puede eliminar» with the server message when a delete fails', async () => {
    server.use(
      recordCalls('/client/news/delete', () => ({ body: failure('La novedad ya no existe.'), status: 404 }))
        .handler,
    );
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Nuevo horario de verano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar novedad' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar')).toBeInTheDocument();
    expect(screen.getByText('La novedad ya no existe.')).toBeInTheDocument();
  });

  it('is not offered when the plan has no news', async () => {
    const plan = { ...buildStore().plan, planShowNews: false };
    server.use(answer('/client/get-store-info', storeInfoResponse(buildStore({ plan }))));
    renderApp('/dashboard/news', { session: owner });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novedades' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
