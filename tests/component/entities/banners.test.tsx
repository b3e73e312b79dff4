import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBanner } from '../../fixtures/content';
import { buildGeneralConfiguration, buildSession, buildStore } from '../../fixtures/entities';
import { failure, okResponse, storeInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

async function openBanners() {
  const view = renderApp('/dashboard/banners', { session: owner });
  const table = await screen.findByRole('table', { name: 'Banner' });
  return { ...view, table };
}

function titles(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
}

describe('banners page (descriptor schemas/resources/banners.json)', { timeout: 30_000 }, () => {
  it('lists the banners by position, with their link and days', async () => {
    const { table } = await openBanners();
    expect(titles(table)).toEqual(['Desayunos de primavera', 'Tarjeta regalo']);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(first.getByRole('link', { name: 'https://cafecentral.test/primavera' })).toBeInTheDocument();
    expect(first.getByText('20 mar 2026')).toBeInTheDocument();
    expect(first.getByText('20 jun 2026')).toBeInTheDocument();
  });

  it('creates a banner with an uploaded image and says «Contenido creado»', async () => {
    const add = recordCalls('/client/banners/add', () => ({
      body: { s: 'ok', m: '', banner: buildBanner({ id: 53 }) },
    }));
    server.use(
      add.handler,
      answer('/general/upload-file/{modelType}', {
        s: 'ok',
        m: '',
        file: { url: '/uploads/banner/rebajas.png', fileName: 'rebajas.png' },
      }),
    );
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: 'Nuevo banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo banner' });
    await user.type(await within(dialog).findByLabelText(/Título/), 'Rebajas');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'rebajas.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Imagen'), png);
    expect(await within(dialog).findByRole('img', { name: 'Vista previa' })).toHaveAttribute(
      'src',
      '/uploads/banner/rebajas.png',
    );
    const position = within(dialog).getByLabelText(/Posición/);
    await user.clear(position);
    await user.type(position, '3');
    await user.type(within(dialog).getByLabelText(/Hasta/), '2026-08-31');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contenido creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        title: 'Rebajas',
        image: '/uploads/banner/rebajas.png',
        link: '',
        position: 3,
        startDate: null,
        endDate: '2026-08-31',
        active: true,
      },
    ]);
  });

  it('asks for the image before calling the server', async () => {
    const add = recordCalls('/client/banners/add', () => ({ body: okResponse() }));
    server.use(add.handler);
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: 'Nuevo banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo banner' });
    await user.type(await within(dialog).findByLabelText(/Título/), 'Sin imagen');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(add.bodies).toEqual([]);
  });

  it('keeps the input and shows the failure with the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/banners/update', () => ({
        body: failure('La fecha de fin es anterior a la de inicio.'),
        status: 400,
      })).handler,
    );
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: 'Editar: Desayunos de primavera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar banner' });
    const end = await within(dialog).findByLabelText(/Hasta/);
    await user.clear(end);
    await user.type(end, '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo actualizar el banner');
    expect(alert).toHaveTextContent('La fecha de fin es anterior a la de inicio.');
    expect(within(dialog).getByLabelText(/Hasta/)).toHaveValue('2026-01-01');
  });

  it('edits a banner: pre-filled, sends bannerId and says «Contenido actualizado»', async () => {
    const update = recordCalls('/client/banners/update', () => ({
      body: { s: 'ok', m: '', banner: buildBanner() },
    }));
    server.use(update.handler);
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: 'Editar: Tarjeta regalo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar banner' });
    const title = await within(dialog).findByLabelText(/Título/);
    expect(title).toHaveValue('Tarjeta regalo');
    await user.type(title, ' de Navidad');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contenido actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        bannerId: 52,
        title: 'Tarjeta regalo de Navidad',
        image: '/uploads/banner/primavera.png',
        link: '',
        position: 2,
        startDate: null,
        endDate: null,
        active: true,
      },
    ]);
  });

  it('deletes a banner after confirming and says «Contenido eliminado»', async () => {
    const remove = recordCalls('/client/banners/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Tarjeta regalo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar banner' });
    expect(dialog).toHaveTextContent('¿Eliminar el banner «Tarjeta regalo»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Contenido eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ bannerId: 52 }]);
  });

  it('is not offered while the banner feature is off', async () => {
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse(buildStore(), buildGeneralConfiguration({ bannersEnabled: false })),
      ),
    );
    renderApp('/dashboard/banners', { session: owner });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Banner' })).not.toBeInTheDocument();
  });
});
