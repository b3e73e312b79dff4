import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../src/session/storedSession';
import { buildSession } from '../fixtures/entities';
import { failure, loginResponse } from '../fixtures/responses';
import { recordCalls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../support/renderApp';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Nombre: 'Marta',
    Apellido: 'Gómez',
    Email: 'marta@heladeria.test',
    Contraseña: 'helados-2026',
    'Repita la contraseña': 'helados-2026',
    'Nombre del negocio': 'Heladería Polar',
    Teléfono: '+34 611 222 333',
    ...overrides,
  };
  await screen.findByRole('option', { name: 'Cafetería' });
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.selectOptions(screen.getByLabelText('Tipo de negocio'), 'Cafetería');
  await user.selectOptions(screen.getByLabelText('País'), 'España');
}

describe('registration', () => {
  it('checks every field before sending', async () => {
    const register = recordCalls('/login/client/register', () => ({ body: loginResponse() }));
    server.use(register.handler);
    const { user } = renderApp('/registro');

    await fillForm(user, { Email: 'marta@heladeria', 'Repita la contraseña': 'otra-clave-99', Nombre: '' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Revise los campos marcados.');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Escriba un email válido.');
    expect(screen.getByLabelText('Repita la contraseña')).toHaveAccessibleDescription(
      'Las contraseñas deben ser iguales.',
    );
    expect(register.bodies).toEqual([]);
  });

  it('creates the store, signs the owner in and opens the dashboard', async () => {
    const session = buildSession({
      email: 'marta@heladeria.test',
      firstName: 'Marta',
      storeName: 'Heladería Polar',
    });
    const register = recordCalls('/login/client/register', () => ({ body: loginResponse(session) }));
    server.use(register.handler);
    const { user, router } = renderApp('/registro');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(register.bodies).toEqual([
      {
        first_name: 'Marta',
        last_name: 'Gómez',
        email: 'marta@heladeria.test',
        password: 'helados-2026',
        storeName: 'Heladería Polar',
        storeTypeId: 1,
        countryId: 1,
        phone: '+34 611 222 333',
      },
    ]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').storeName).toBe('Heladería Polar');
  });

  it("keeps the form and shows the server's message when the email is taken", async () => {
    server.use(
      recordCalls('/login/client/register', () => ({
        body: failure('Ya existe una cuenta con ese email.'),
        status: 409,
      })).handler,
    );
    const { user } = renderApp('/registro');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese email.');
    expect(screen.getByLabelText('Nombre del negocio')).toHaveValue('Heladería Polar');
  });
});
