import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../../src/i18n/i18n';
import { buildCountry, buildPermissions, buildSession, buildUserProfile } from '../../fixtures/entities';
import { failure, loginResponse } from '../../fixtures/responses';
import { profileAnswer } from '../../fixtures/settings';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

const countries = {
  s: 'ok' as const,
  m: '',
  countries: [
    buildCountry(),
    buildCountry({ id: 2, name: 'Argentina', countryCode: 'AR', phoneCode: '+54', currencyCode: 'ARS' }),
  ],
};

async function openProfile(session = buildSession()) {
  server.use(answer('/general/get-countries', countries));
  const view = renderApp('/dashboard/myprofile', { session });
  const profile = await screen.findByRole('region', { name: 'Datos personales' });
  await within(profile).findByRole('button', { name: 'Guardar' });
  // The selects are ready once their options have arrived.
  await within(profile).findByRole('option', { name: 'Argentina' });
  await within(profile).findByRole('option', { name: 'Italiano' });
  const password = await screen.findByRole('region', { name: 'Contraseña' });
  await within(password).findByRole('button', { name: 'Cambiar la contraseña' });
  return { ...view, profile, password };
}

describe('My profile (descriptor schemas/resources/myProfile.json)', () => {
  it('starts from the profile: names, email, country and language', async () => {
    const { profile } = await openProfile();
    expect(within(profile).getByLabelText(/^Nombre/)).toHaveValue('Lucía');
    expect(within(profile).getByLabelText(/^Apellido/)).toHaveValue('Fernández');
    expect(within(profile).getByLabelText(/^Email/)).toHaveValue('owner@demo.test');
    expect(within(profile).getByLabelText(/^País/)).toHaveDisplayValue('España');
    expect(within(profile).getByLabelText(/^Idioma/)).toHaveDisplayValue('Español');
  });

  it("saves names, email, country and language, and says 'Perfil actualizado' / 'La información ha sido guardada.'", async () => {
    const save = recordCalls('/client/employee/update-profile', () => ({
      body: profileAnswer(
        buildUserProfile({ last_name: 'Fernández Gil', country: { id: 2, name: 'Argentina' } }),
      ),
    }));
    server.use(save.handler);
    const { user, profile } = await openProfile();
    await user.type(within(profile).getByLabelText(/^Apellido/), ' Gil');
    await user.selectOptions(within(profile).getByLabelText(/^País/), 'Argentina');
    await user.click(within(profile).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    expect(screen.getByText('Perfil actualizado').parentElement).toHaveTextContent(
      'La información ha sido guardada.',
    );
    expect(save.bodies).toEqual([
      {
        first_name: 'Lucía',
        last_name: 'Fernández Gil',
        email: 'owner@demo.test',
        countryId: 2,
        defaultLanguage: 'es',
      },
    ]);
  });

  it('switches the whole interface to the language saved, and remembers it', async () => {
    server.use(
      recordCalls('/client/employee/update-profile', () => ({
        body: profileAnswer(buildUserProfile({ defaultLanguage: 'en' }), 'Perfil actualizado'),
      })).handler,
    );
    const { user, profile } = await openProfile();
    await user.selectOptions(within(profile).getByLabelText(/^Idioma/), 'English');
    await user.click(within(profile).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('The information has been saved.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps the input and shows the failure and the server message when saving fails', async () => {
    server.use(
      recordCalls('/client/employee/update-profile', () => ({
        body: failure('Ya existe una cuenta con ese email.'),
        status: 409,
      })).handler,
    );
    const { user, profile } = await openProfile();
    const email = within(profile).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ana@demo.test');
    await user.click(within(profile).getByRole('button', { name: 'Guardar' }));
    const alert = await within(profile).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo actualizar el perfil');
    expect(alert).toHaveTextContent('Ya existe una cuenta con ese email.');
    expect(within(profile).getByLabelText(/^Email/)).toHaveValue('ana@demo.test');
    expect(i18n.language).toBe('es');
  });

  it('changes the password: sends the current and the new one, says so verbatim and empties the form', async () => {
    const change = recordCalls('/client/employee/change-password', () => ({
      body: { s: 'ok', m: 'La contraseña fué cambiada con éxito. Ya puede usarla.' },
    }));
    server.use(change.handler);
    const { user, password } = await openProfile();
    await user.type(within(password).getByLabelText(/^Contraseña actual/), 'demo1234');
    await user.type(within(password).getByLabelText(/^Nueva contraseña/), 'nueva-clave-9');
    await user.type(within(password).getByLabelText(/^Repita la nueva contraseña/), 'nueva-clave-9');
    await user.click(within(password).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(
      await screen.findByText('La contraseña fué cambiada con éxito. Ya puede usarla.'),
    ).toBeInTheDocument();
    expect(change.bodies).toEqual([{ currentPassword: 'demo1234', newPassword: 'nueva-clave-9' }]);
    await waitFor(() => expect(within(password).getByLabelText(/^Nueva contraseña/)).toHaveValue(''));
    expect(within(password).getByLabelText(/^Contraseña actual/)).toHaveValue('');
  });

  it("refuses a repeated password that differs: 'Las contraseñas deben ser iguales.' and no call", async () => {
    const change = recordCalls('/client/employee/change-password', () => ({ body: { s: 'ok', m: '' } }));
    server.use(change.handler);
    const { user, password } = await openProfile();
    await user.type(within(password).getByLabelText(/^Contraseña actual/), 'demo1234');
    await user.type(within(password).getByLabelText(/^Nueva contraseña/), 'nueva-clave-9');
    await user.type(within(password).getByLabelText(/^Repita la nueva contraseña/), 'nueva-clave-8');
    await user.click(within(password).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await within(password).findByText('Las contraseñas deben ser iguales.')).toBeInTheDocument();
    expect(change.bodies).toEqual([]);
  });

  it("shows the server's message as an error toast when the password change fails, keeping the input", async () => {
    server.use(
      recordCalls('/client/employee/change-password', () => ({
        body: failure('La contraseña actual no es correcta.'),
        status: 400,
      })).handler,
    );
    const { user, password } = await openProfile();
    await user.type(within(password).getByLabelText(/^Contraseña actual/), 'otra-clave');
    await user.type(within(password).getByLabelText(/^Nueva contraseña/), 'nueva-clave-9');
    await user.type(within(password).getByLabelText(/^Repita la nueva contraseña/), 'nueva-clave-9');
    await user.click(within(password).getByRole('button', { name: 'Cambiar la contraseña' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('No se pudo cambiar la contraseña');
    expect(toast).toHaveTextContent('La contraseña actual no es correcta.');
    expect(within(password).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(password).getByLabelText(/^Contraseña actual/)).toHaveValue('otra-clave');
  });

  it('is there for employees too', async () => {
    server.use(
      answer('/client/employee/info', {
        ...profileAnswer(buildUserProfile({ first_name: 'Marcos', last_name: 'Ruiz' })),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    const { profile } = await openProfile(buildSession({ storeUserType: 'employee', firstName: 'Marcos' }));
    expect(within(profile).getByLabelText(/^Nombre/)).toHaveValue('Marcos');
  });
});

describe('the language after sign-in', () => {
  it("is the user's saved defaultLanguage", async () => {
    server.use(
      answer('/login/client', loginResponse()),
      answer('/client/employee/info', profileAnswer(buildUserProfile({ defaultLanguage: 'it' }))),
    );
    const { user } = renderApp('/signin');
    await user.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('link', { name: 'Clienti' })).toBeInTheDocument();
    expect(i18n.language).toBe('it');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
  });

  it('keeps the language chosen on the sign-in page when the profile has none of its own', async () => {
    // The profile's defaultLanguage is 'es' until the user saves another (spec: default 'es').
    server.use(
      answer('/login/client', loginResponse()),
      answer('/client/employee/info', profileAnswer(buildUserProfile({ defaultLanguage: 'es' }))),
    );
    const { user } = renderApp('/signin');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'English');
    await user.type(await screen.findByLabelText('Email address'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('keeps the language chosen in the top bar across signing out and in again', async () => {
    server.use(
      answer('/login/client', loginResponse()),
      answer('/client/employee/info', profileAnswer(buildUserProfile({ defaultLanguage: 'es' }))),
    );
    const { user } = renderApp('/dashboard', { session: buildSession() });
    await user.click(await screen.findByRole('button', { name: 'ES Idioma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await user.click(await screen.findByRole('button', { name: /Bonjour Lucía/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
  });
});
