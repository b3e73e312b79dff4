import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminSession, buildCity, buildCountry, buildSession } from '../../fixtures/entities';
import { citiesResponse, failure, okResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

// The modal loads the forms' chunk and the map's (Leaflet) on first use: slower on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const admin = buildAdminSession();
const SEVILLA = {
  id: 3,
  name: 'Sevilla',
  countryId: 1,
  countryName: 'España',
  latitude: 37.3891,
  longitude: -5.9845,
  zoom: 12,
  timeZone: 'Europe/Madrid',
};

function countries() {
  server.use(
    answer('/general/get-countries', {
      s: 'ok',
      m: '',
      countries: [buildCountry(), buildCountry({ id: 3, name: 'Argentina', countryCode: 'AR' })],
    }),
  );
}

async function openCities() {
  countries();
  const list = recordCalls('/admin/get-all-cities', () => ({ body: citiesResponse() }));
  server.use(list.handler);
  const view = renderApp('/dashboard/admin/cities', { session: admin });
  const table = await screen.findByRole('table', { name: 'Ciudades' });
  return { ...view, table, list };
}

async function openCreate() {
  const view = await openCities();
  await view.user.click(screen.getByRole('button', { name: 'Nueva ciudad' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva ciudad' });
  // The map's chunk is lazy: its coordinate fields appear with it.
  await within(dialog).findByRole('textbox', { name: 'Latitud' });
  return { ...view, dialog };
}

/** Fills country, name and time zone as a user does: choosing from the lists. */
async function fillCity(view: Awaited<ReturnType<typeof openCreate>>, name: string) {
  const { user, dialog } = view;
  const country = within(dialog).getByLabelText(/País/);
  await within(country).findByRole('option', { name: 'España' });
  await user.selectOptions(country, 'España');
  await user.type(within(dialog).getByLabelText(/Nombre/), name);
  await user.type(within(dialog).getByRole('combobox', { name: /Zona horaria/ }), 'madrid');
  await user.click(await screen.findByRole('option', { name: /Europe\/Madrid/ }));
}

async function typePoint(view: Awaited<ReturnType<typeof openCreate>>, latitude: string, longitude: string) {
  const { user, dialog } = view;
  await user.type(within(dialog).getByRole('textbox', { name: 'Latitud' }), latitude);
  // A typed latitude places the point at the view's centre: the longitude now reads 0.
  const longitudeField = within(dialog).getByRole('textbox', { name: 'Longitud' });
  await user.clear(longitudeField);
  await user.type(longitudeField, longitude);
}

describe('cities page (descriptor schemas/resources/cities.json)', { timeout: 40_000 }, () => {
  it('lists the cities by name with their country, time zone and point', async () => {
    const { table } = await openCities();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Buenos Aires',
      'Madrid',
      'Sevilla',
    ]);
    const madrid = within(rows[1] as HTMLElement);
    expect(madrid.getByText('España')).toBeInTheDocument();
    expect(madrid.getByText('Europe/Madrid')).toBeInTheDocument();
    expect(madrid.getByText('40,417')).toBeInTheDocument();
  });

  it('creates a city from the picked country, zone and typed point, says «Ciudad creada» and reloads', async () => {
    const add = recordCalls('/admin/city/add', () => ({
      body: { s: 'ok', m: '', city: SEVILLA },
    }));
    server.use(add.handler);
    const view = await openCreate();
    // A new city has no point yet (not 0,0): the map starts at zoom 1 (spec §9).
    expect(within(view.dialog).getByRole('textbox', { name: 'Latitud' })).toHaveValue('');
    expect(within(view.dialog).getByRole('textbox', { name: 'Nivel de zoom' })).toHaveValue('1');
    await fillCity(view, 'Sevilla');
    await typePoint(view, '37.3891', '-5.9845');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ciudad creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add.bodies).toEqual([
      {
        countryId: 1,
        name: 'Sevilla',
        timeZone: 'Europe/Madrid',
        latitude: 37.3891,
        longitude: -5.9845,
        zoom: 1,
      },
    ]);
    await waitFor(() => expect(view.list.bodies).toHaveLength(2));
  });

  it('asks for a point before saving and calls nothing without one', async () => {
    const add = recordCalls('/admin/city/add', () => ({ body: { s: 'ok', m: '', city: SEVILLA } }));
    server.use(add.handler);
    const view = await openCreate();
    await fillCity(view, 'Sevilla');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(view.dialog).findByText('Elija el punto en el mapa o escriba su latitud y longitud.'),
    ).toBeInTheDocument();
    expect(add.bodies).toEqual([]);
  });

  it('keeps the input and shows the server’s message inside the modal when saving fails', async () => {
    server.use(
      recordCalls('/admin/city/add', () => ({
        body: failure('Ya existe una ciudad con ese nombre en el país.'),
        status: 409,
      })).handler,
    );
    const view = await openCreate();
    await fillCity(view, 'Madrid');
    await typePoint(view, '40.4168', '-3.7038');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(view.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo crear la ciudad');
    expect(alert).toHaveTextContent('Ya existe una ciudad con ese nombre en el país.');
    expect(within(view.dialog).getByLabelText(/Nombre/)).toHaveValue('Madrid');
    expect(within(view.dialog).getByRole('combobox', { name: /Zona horaria/ })).toHaveValue('Europe/Madrid');
    expect(within(view.dialog).getByRole('textbox', { name: 'Latitud' })).toHaveValue('40,4168');
    expect(within(view.dialog).getByRole('textbox', { name: 'Longitud' })).toHaveValue('-3,7038');
    expect(within(view.dialog).getByLabelText(/País/)).toHaveValue('1');
  });

  it('edits a city: the form starts from its zone and point, and the call names it', async () => {
    const update = recordCalls('/admin/city/update', () => ({
      body: { s: 'ok', m: '', city: buildCity({ zoom: 13 }) },
    }));
    server.use(update.handler);
    const { user, list } = await openCities();
    await user.click(screen.getByRole('button', { name: 'Editar: Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar ciudad' });
    const zoom = await within(dialog).findByRole('textbox', { name: 'Nivel de zoom' });
    expect(within(dialog).getByRole('textbox', { name: 'Latitud' })).toHaveValue('40,4168');
    expect(within(dialog).getByRole('textbox', { name: 'Longitud' })).toHaveValue('-3,7038');
    expect(zoom).toHaveValue('11');
    expect(within(dialog).getByRole('combobox', { name: /Zona horaria/ })).toHaveValue('Europe/Madrid');
    await user.clear(zoom);
    await user.type(zoom, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ciudad actualizada')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        cityId: 1,
        countryId: 1,
        name: 'Madrid',
        timeZone: 'Europe/Madrid',
        latitude: 40.4168,
        longitude: -3.7038,
        zoom: 13,
      },
    ]);
    await waitFor(() => expect(list.bodies).toHaveLength(2));
  });

  it('draws the tiles the list names without calling the list again', async () => {
    const { user, list } = await openCities();
    await user.click(screen.getByRole('button', { name: 'Editar: Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar ciudad' });
    await within(dialog).findByRole('textbox', { name: 'Latitud' });
    expect(await within(dialog).findByText(/© OpenStreetMap contributors/)).toBeInTheDocument();
    expect(list.bodies).toHaveLength(1);
  });

  it('deletes a city after confirming and says «Ciudad eliminada»', async () => {
    const remove = recordCalls('/admin/city/delete', () => ({ body: okResponse() }));
    server.use(remove.handler);
    const { user } = await openCities();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Buenos Aires' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar ciudad' });
    expect(dialog).toHaveTextContent('¿Eliminar la ciudad «Buenos Aires»?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ciudad eliminada')).toBeInTheDocument();
    expect(remove.bodies).toEqual([{ cityId: 3 }]);
  });

  it('is the administrator’s: a store owner is not let in', async () => {
    renderApp('/dashboard/admin/cities', { session: buildSession() });
    expect(await screen.findByRole('heading', { name: 'Sin acceso' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Ciudades' })).not.toBeInTheDocument();
  });
});
