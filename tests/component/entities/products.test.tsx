import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPermissions, buildSession, buildStore } from '../../fixtures/entities';
import { failure, okResponse, storeInfoResponse, userInfoResponse } from '../../fixtures/responses';
import { buildProduct } from '../../fixtures/shop';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const owner = buildSession();

async function openProducts() {
  const view = renderApp('/dashboard/products', { session: owner });
  const table = await screen.findByRole('table', { name: 'Productos' });
  return { ...view, table };
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

describe('products page (descriptor schemas/resources/products.json)', () => {
  it('lists the products by name with their price rounded down, points, stock and state', async () => {
    const { table } = await openProducts();
    const rows = bodyRows(table);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Café en grano 1 kg',
      'Molinillo manual',
      'Taza de cerámica',
    ]);
    const [coffee, grinder, mug] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(coffee).toHaveTextContent('CAF-1000');
    expect(coffee).toHaveTextContent('18,90 €');
    // 34.999 is shown rounded down (spec §5), and an inactive product says so.
    expect(grinder).toHaveTextContent('34,99 €');
    expect(within(grinder).getByText('No')).toBeInTheDocument();
    // A stock of null is unlimited.
    expect(within(mug).getByText('Sin límite')).toBeInTheDocument();
  });

  it('creates a product with a category from the categories list: exact body, toast, closes', async () => {
    const add = recordCalls('/client/products/add', () => ({
      body: { s: 'ok', m: '', product: buildProduct({ id: 40 }) },
    }));
    server.use(add.handler);
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Filtro de papel');
    await user.type(within(dialog).getByLabelText(/Referencia/), 'FIL-100');
    const category = within(dialog).getByLabelText(/Categoría/);
    await waitFor(() => expect(category).toBeEnabled());
    await user.selectOptions(category, 'Desayunos');
    await user.type(within(dialog).getByLabelText(/Precio/), '4,5');
    await user.type(within(dialog).getByLabelText(/Puntos por unidad/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Producto creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        name: 'Filtro de papel',
        description: '',
        sku: 'FIL-100',
        categoryId: 3,
        image: '',
        price: 4.5,
        points: 3,
        stock: null,
        active: true,
      },
    ]);
  });

  it('keeps the input and shows the failure title and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/products/add', () => ({
        body: failure('La categoría no existe.'),
        status: 404,
      })).handler,
    );
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    await user.type(await within(dialog).findByLabelText(/Nombre/), 'Filtro de papel');
    await user.type(within(dialog).getByLabelText(/Precio/), '4,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear el producto');
    expect(alert).toHaveTextContent('La categoría no existe.');
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Filtro de papel');
    expect(within(dialog).getByLabelText(/Precio/)).toHaveValue('4,50');
  });

  it('edits a product from its row: the form starts with its values and the call names it', async () => {
    const update = recordCalls('/client/products/update', () => ({
      body: { s: 'ok', m: '', product: buildProduct() },
    }));
    server.use(update.handler);
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Editar: Café en grano 1 kg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' });
    const stock = await within(dialog).findByLabelText(/Existencias/);
    expect(stock).toHaveValue('12');
    expect(within(dialog).getByLabelText(/Referencia/)).toHaveValue('CAF-1000');
    await user.clear(stock);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Producto actualizado')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        productId: 31,
        name: 'Café en grano 1 kg',
        description: 'Tueste natural, origen Colombia.',
        sku: 'CAF-1000',
        categoryId: 3,
        image: '',
        price: 18.9,
        points: 20,
        stock: null,
        active: true,
      },
    ]);
  });

  it('deletes a product after confirming, naming it, and toasts', async () => {
    const remove = recordCalls('/client/products/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Taza de cerámica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    expect(dialog).toHaveTextContent('¿Eliminar el producto «Taza de cerámica»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Producto eliminado')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ productId: 32 }]);
  });

  it('is closed to an employee without permStore', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    renderApp('/dashboard/products', { session: buildSession({ storeUserType: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });

  it('is closed to a store whose plan has no products', async () => {
    const store = buildStore();
    server.use(
      answer(
        '/client/get-store-info',
        storeInfoResponse({ ...store, plan: { ...store.plan, planShowProducts: false } }),
      ),
    );
    renderApp('/dashboard/products', { session: owner });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
  });
});
