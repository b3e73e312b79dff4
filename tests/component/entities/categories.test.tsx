import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCategory } from '../../fixtures/admin';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { failure, okResponse, userInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bodyRows, cellTexts, openAdminTable } from '../../support/adminPages';
import { renderApp } from '../../support/renderApp';

const openCategories = () => openAdminTable('admin/categories', 'Categorías');

describe('categories, as the administrator manages them (descriptor schemas/resources/categories.json)', () => {
  it('lists each category by its Spanish name and leaves out those without one', async () => {
    const { table } = await openCategories();
    expect(bodyRows(table).map((row) => cellTexts(row)[2])).toEqual(['Bebidas', 'Desayunos']);
    expect(within(table).queryByText('Snacks')).not.toBeInTheDocument();
  });

  it("creates a category from its translations: 'Categoría creada'", async () => {
    const add = recordCalls('/admin/category/add', () => ({
      body: { s: 'ok', m: '', category: buildCategory({ id: 7, name: 'Postres' }) },
    }));
    server.use(add.handler);
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await user.type(await within(dialog).findByLabelText(/Español/), 'Postres');
    await user.type(within(dialog).getByLabelText(/English/), 'Desserts');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Categoría creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        translations: [
          { languageCode: 'es', text: 'Postres' },
          { languageCode: 'en', text: 'Desserts' },
        ],
        image: '',
      },
    ]);
  });

  it("keeps the input and says 'No se ha creado la categoría' with the server's message", async () => {
    server.use(
      recordCalls('/admin/category/add', () => ({
        body: failure('Ya existe esa categoría.'),
        status: 409,
      })).handler,
    );
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await user.type(await within(dialog).findByLabelText(/Español/), 'Postres');
    await user.type(within(dialog).getByLabelText(/English/), 'Desserts');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se ha creado la categoría');
    expect(alert).toHaveTextContent('Ya existe esa categoría.');
    expect(within(dialog).getByLabelText(/English/)).toHaveValue('Desserts');
  });

  it('asks for the required Spanish name at its field, focused, and sends nothing (issue 15)', async () => {
    const add = recordCalls('/admin/category/add', () => ({ body: okResponse() }));
    server.use(add.handler);
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await user.type(await within(dialog).findByLabelText(/English/), 'Desserts');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const spanish = within(dialog).getByLabelText(/Español/);
    await waitFor(() => expect(spanish).toHaveFocus());
    await waitFor(() => expect(spanish).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(within(dialog).getByText('Este campo es obligatorio.')).toBeVisible();
    expect(add.bodies).toEqual([]);
  });

  it("edits a category: 'Categoría actualizada'; a failure says 'No se ha actualizado la categoría'", async () => {
    let attempt = 0;
    const update = recordCalls('/admin/category/update', () => {
      attempt += 1;
      return attempt === 1
        ? { body: failure('Repetido.'), status: 400 }
        : { body: { s: 'ok', m: '', category: buildCategory() } };
    });
    server.use(update.handler);
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Editar: Desayunos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    const spanish = await within(dialog).findByLabelText(/Español/);
    expect(spanish).toHaveValue('Desayunos');
    await user.type(spanish, ' y meriendas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se ha actualizado la categoría');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Categoría actualizada')).toBeInTheDocument();
    expect(update.bodies[1]).toEqual({
      categoryId: 3,
      translations: [
        { languageCode: 'es', text: 'Desayunos y meriendas' },
        { languageCode: 'en', text: 'Breakfasts' },
      ],
      image: '',
    });
  });

  it("deletes a category: 'Categoría eliminada'; a failure says 'No se ha eliminado la categoría'", async () => {
    const remove = recordCalls('/admin/category/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Bebidas' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar categoría' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(await screen.findByText('Categoría eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ categoryId: 4 }]);

    server.use(
      recordCalls('/admin/category/delete', () => ({ body: failure('No existe.'), status: 404 })).handler,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar: Desayunos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se ha eliminado la categoría')).toBeInTheDocument();
  });
});

describe('categories on the store side (ecommerce group)', () => {
  it("are only listed to a store employee with permStore, from the store's own operation", async () => {
    const adminList = recordCalls('/admin/category/get-all', () => ({ body: okResponse() }));
    const storeList = recordCalls('/client/category/get-all', () => ({
      body: {
        s: 'ok',
        m: '',
        categories: [
          buildCategory({ id: 3, name: 'Desayunos' }),
          buildCategory({ id: 5, name: '', translations: [{ languageCode: 'en', text: 'Snacks' }] }),
        ],
      },
    }));
    server.use(
      adminList.handler,
      storeList.handler,
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: true }),
      }),
    );
    renderApp('/dashboard/admin/categories', {
      session: buildSession({ storeUserType: 'employee', email: 'empleado@demo.test' }),
    });
    const table = await screen.findByRole('table', { name: 'Categorías' });
    expect(bodyRows(table).map((row) => cellTexts(row)[1])).toEqual(['Desayunos']);
    expect(screen.queryByRole('button', { name: 'Nueva categoría' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Editar|Eliminar/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(storeList.bodies).toEqual([{}]);
    expect(adminList.bodies).toEqual([]);
    // Its menu entry is inside the ecommerce group.
    expect(screen.getByRole('link', { name: 'Categorías' })).toHaveAttribute('aria-current', 'page');
  });
});
