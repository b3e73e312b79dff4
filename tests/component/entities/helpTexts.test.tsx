/**
 * Issue 10: help texts say what is true where they are shown — a new employee's password is not "kept
 * when left empty", the password card does not ask for the current password "only if the email
 * changes", and the customer picker is searched by name, not typed as a number.
 */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSession } from '../../fixtures/entities';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

describe('help texts that fit their form (issue 10)', () => {
  it('an employee’s password: what it is for on creation, how to keep it on an edit', async () => {
    const { user } = renderApp('/dashboard/employees', { session: owner });
    await screen.findByRole('table', { name: 'Empleados' });
    await user.click(screen.getByRole('button', { name: 'Nuevo empleado' }));
    const create = await screen.findByRole('dialog', { name: 'Nuevo empleado' });
    const password = await within(create).findByLabelText(/^Contraseña/);
    expect(password).toHaveAccessibleDescription(
      'Al menos 8 caracteres. El empleado la usará para iniciar sesión.',
    );
    expect(within(create).queryByText(/Al editar|para mantener la actual/)).not.toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: /^Editar: Marcos/ }));
    const edit = await screen.findByRole('dialog', { name: 'Editar empleado' });
    expect(await within(edit).findByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      'Déjela vacía para mantener la actual.',
    );
  });

  it('the current password: needed for an email change in the profile, plainly asked on the password card', async () => {
    renderApp('/dashboard/myprofile', { session: owner });
    const profile = await screen.findByRole('region', { name: 'Datos personales' });
    expect(await within(profile).findByLabelText(/Contraseña actual/)).toHaveAccessibleDescription(
      'Solo hace falta si cambia el email.',
    );
    const card = await screen.findByRole('region', { name: 'Contraseña' });
    const current = await within(card).findByLabelText(/Contraseña actual/);
    expect(current).toHaveAccessibleDescription('La que usa ahora para iniciar sesión.');
    expect(within(card).queryByText('Solo hace falta si cambia el email.')).not.toBeInTheDocument();
  });

  it('a test notification’s customer is searched by name, email, phone or code', async () => {
    const { user } = renderApp('/dashboard/notifications', { session: owner });
    await screen.findByRole('table', { name: 'Notificaciones' });
    await user.click(screen.getByRole('button', { name: 'Enviar prueba: Doble de puntos este sábado' }));
    const dialog = await screen.findByRole('dialog');
    const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
    expect(picker).toHaveAccessibleDescription(/búsquelo por nombre, email, teléfono o código/);
    expect(within(dialog).queryByText(/El número del cliente/)).not.toBeInTheDocument();
  });
});
