/**
 * Issue 10: a modal form starts with the cursor in its first field, so typing starts at once and the
 * first Tab goes to the next field, not to the modal's close button.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadFormModal } from '../../../src/entities/form/loadFormModal';
import { buildSession } from '../../fixtures/entities';
import { renderApp } from '../../support/renderApp';

// Modals load the forms' chunk on first use; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 8000 });

const owner = buildSession();

describe('modal forms take the cursor in their first field (issue 10)', () => {
  it('a create form: the first Tab goes to its second field', async () => {
    const { user } = renderApp('/dashboard/rewards', { session: owner });
    await screen.findByRole('table', { name: 'Premios' });
    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo premio' });
    const name = await within(dialog).findByLabelText(/Nombre/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Café gratis');
    expect(name).toHaveValue('Café gratis');
    await user.tab();
    expect(within(dialog).getByLabelText(/Descripción/)).toHaveFocus();
  });

  it("a page action's form: the customer picker", async () => {
    renderApp('/dashboard/customers?action=addPoints', { session: owner });
    const dialog = await screen.findByRole('dialog', { name: 'Dar puntos' });
    const picker = await within(dialog).findByRole('combobox', { name: /Cliente/ });
    await waitFor(() => expect(picker).toHaveFocus());
  });

  it('with its code loaded in advance (the prefetch), the modal opens with the click itself', async () => {
    await loadFormModal();
    renderApp('/dashboard/rewards', { session: owner });
    await screen.findByRole('table', { name: 'Premios' });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    // No turn of waiting: the dialog is there in the render the click caused.
    const dialog = screen.getByRole('dialog', { name: 'Nuevo premio' });
    const name = await within(dialog).findByLabelText(/Nombre/);
    await waitFor(() => expect(name).toHaveFocus());
  });
});
