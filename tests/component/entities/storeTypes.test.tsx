import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStoreType } from '../../fixtures/entities';
import { failure, okResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';

const openStoreTypes = () => openAdminTable('admin/storetypes', 'Tipos de Negocio');

describe('store types (descriptor schemas/resources/storeTypes.json)', () => {
  it('lists the store types by name', async () => {
    const { table } = await openStoreTypes();
    expect(bodyRows(table).map((row) => cellTexts(row)[2])).toEqual(['Cafetería', 'Panadería']);
  });

  it("creates a type with one name per language, the Spanish one its name: 'Tipo de comercio creado'", async () => {
    const add = recordCalls('/admin/storetype/add', () => ({
      body: { s: 'ok', m: '', storetype: buildStoreType({ id: 3, name: 'Floristería' }) },
    }));
    server.use(add.handler);
    const { user } = await openStoreTypes();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo tipo de negocio' });
    // One name field per language: no second 'Nombre' that could say something else (issue 15).
    expect(within(dialog).queryByLabelText(/^Nombre/)).not.toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText(/Español/), 'Floristería');
    await user.type(within(dialog).getByLabelText(/English/), 'Florist');
    await user.type(within(dialog).getByLabelText(/Français/), 'Fleuriste');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de comercio creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        name: 'Floristería',
        image: '',
        translations: [
          { languageCode: 'es', text: 'Floristería' },
          { languageCode: 'en', text: 'Florist' },
          { languageCode: 'fr', text: 'Fleuriste' },
        ],
      },
    ]);
  });

  it('keeps the input when creating fails, with the server message', async () => {
    server.use(
      recordCalls('/admin/storetype/add', () => ({ body: failure('Ya existe ese tipo.'), status: 409 }))
        .handler,
    );
    const { user } = await openStoreTypes();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo tipo de negocio' });
    await user.type(await within(dialog).findByLabelText(/Español/), 'Cafetería');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el tipo de comercio');
    expect(alert).toHaveTextContent('Ya existe ese tipo.');
    expect(within(dialog).getByLabelText(/Español/)).toHaveValue('Cafetería');
  });

  it('asks for the Spanish name at its field when it is missing, and sends nothing', async () => {
    const add = recordCalls('/admin/storetype/add', () => ({ body: okResponse() }));
    server.use(add.handler);
    const { user } = await openStoreTypes();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo tipo de negocio' });
    await user.type(await within(dialog).findByLabelText(/English/), 'Florist');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const spanish = within(dialog).getByLabelText(/Español/);
    await waitFor(() => expect(spanish).toHaveFocus());
    await waitFor(() => expect(spanish).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(add.bodies).toEqual([]);
  });

  it('saves a type whose name and Spanish translation disagreed with the name shown, in both', async () => {
    const update = recordCalls('/admin/storetype/update', () => ({
      body: { s: 'ok', m: '', storetype: buildStoreType() },
    }));
    server.use(
      update.handler,
      answer('/admin/get-all-storetypes', {
        s: 'ok',
        m: '',
        storetypes: [
          buildStoreType({
            name: 'Cafetería',
            translations: [
              { languageCode: 'es', text: 'Café' },
              { languageCode: 'en', text: 'Coffee shop' },
            ],
          }),
        ],
      }),
    );
    const { user } = await openStoreTypes();
    await user.click(screen.getByRole('button', { name: 'Editar: Cafetería' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de negocio' });
    expect(await within(dialog).findByLabelText(/Español/)).toHaveValue('Cafetería');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de comercio actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        storetypeId: 1,
        name: 'Cafetería',
        image: '',
        translations: [
          { languageCode: 'es', text: 'Cafetería' },
          { languageCode: 'en', text: 'Coffee shop' },
        ],
      },
    ]);
  });

  it("edits a type, its translations filled in: 'Tipo de comercio actualizado'; a failure says 'No se puede actualizar'", async () => {
    let attempt = 0;
    const update = recordCalls('/admin/storetype/update', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('No encontrado.'), status: 404 }
        : { body: { s: 'ok', m: '', storetype: buildStoreType() } };
    });
    server.use(update.handler);
    const { user } = await openStoreTypes();
    await user.click(screen.getByRole('button', { name: 'Editar: Cafetería' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de negocio' });
    expect(await within(dialog).findByLabelText(/English/)).toHaveValue('Coffee shop');
    await user.type(within(dialog).getByLabelText(/Italiano/), 'Caffetteria');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se puede actualizar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de comercio actualizado')).toBeInTheDocument();
    expect(update.bodies[1]).toEqual({
      storetypeId: 1,
      name: 'Cafetería',
      image: '',
      translations: [
        { languageCode: 'es', text: 'Cafetería' },
        { languageCode: 'en', text: 'Coffee shop' },
        { languageCode: 'it', text: 'Caffetteria' },
      ],
    });
  });

  it("deletes a type after confirming: 'Tipo de comercio eliminado'; a failure says 'No se puede eliminar'", async () => {
    const remove = recordCalls('/admin/storetype/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openStoreTypes();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Panadería' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar tipo de negocio' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByText('Tipo de comercio eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ storetypeId: 2 }]);

    server.use(
      recordCalls('/admin/storetype/delete', () => ({
        body: failure('Hay negocios de este tipo.'),
        status: 409,
      })).handler,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar: Cafetería' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar')).toBeInTheDocument();
    expect(screen.getByText('Hay negocios de este tipo.')).toBeInTheDocument();
  });
});
