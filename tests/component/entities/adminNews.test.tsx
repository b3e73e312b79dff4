import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNews } from '../../fixtures/admin';
import { failure, okResponse } from '../../fixtures/responses';
import { recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { adminSession, bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';
import { renderApp } from '../../support/renderApp';

const openNews = () => openAdminTable('admin/news', 'Novedades');

describe('platform news (descriptor schemas/resources/adminNews.json)', () => {
  it("has an entry in the administrator's menu, after offers", async () => {
    renderApp('/dashboard/admin/news', { session: adminSession });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await within(nav).findByRole('link', { name: 'Novedades' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('Novedades')).toBe(labels.indexOf('Ofertas') + 1);
    expect(within(nav).getByRole('link', { name: 'Novedades' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the news with whether they are public and active', async () => {
    const { table } = await openNews();
    expect(bodyRows(table).map((row) => cellTexts(row).slice(2, 5))).toEqual([
      ['Nueva app para clientes', 'Sí', 'Sí'],
    ]);
  });

  it("creates a piece of news: 'Novedad creada'", async () => {
    const add = recordCalls('/admin/news/add', () => ({
      body: { s: 'ok', m: '', news: buildNews({ id: 43 }) },
    }));
    server.use(add.handler);
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Nueva novedad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva novedad de la plataforma' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Horario de verano');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        name: 'Horario de verano',
        description: '',
        image: '',
        imageSquared: '',
        buttonText: '',
        buttonLink: '',
        public: false,
        active: true,
      },
    ]);
  });

  it("keeps the input and says 'No se puede crear la novedad' with the server's message", async () => {
    server.use(
      recordCalls('/admin/news/add', () => ({ body: failure('Texto demasiado largo.'), status: 400 }))
        .handler,
    );
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Nueva novedad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva novedad de la plataforma' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Horario de verano');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se puede crear la novedad');
    expect(alert).toHaveTextContent('Texto demasiado largo.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Horario de verano');
  });

  it("edits a piece of news: 'Novedad actualizada'; a failure says 'No se puede actualizar'", async () => {
    let attempt = 0;
    const update = recordCalls('/admin/news/update', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('No encontrada.'), status: 404 }
        : { body: { s: 'ok', m: '', news: buildNews() } };
    });
    server.use(update.handler);
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Editar: Nueva app para clientes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar novedad de la plataforma' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Público' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se puede actualizar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad actualizada')).toBeInTheDocument();
    expect(update.bodies[1]).toEqual(expect.objectContaining({ newsId: 41, public: false }));
  });

  it("deletes a piece of news: 'Novedad eliminado' (spec §8, verbatim); a failure says 'No se puede eliminar'", async () => {
    const remove = recordCalls('/admin/news/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openNews();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Nueva app para clientes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar novedad' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByText('Novedad eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ newsId: 41 }]);

    server.use(
      recordCalls('/admin/news/delete', () => ({ body: failure('No existe.'), status: 404 })).handler,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar: Nueva app para clientes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar')).toBeInTheDocument();
  });
});
