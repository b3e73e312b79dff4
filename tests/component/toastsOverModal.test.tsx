import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { Modal } from '../../src/ui/Modal';
import { dismissNotification, getNotifications, notify } from '../../src/ui/notifications';
import { Toaster } from '../../src/ui/Toaster';

function Page({ modal }: { modal: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Modal open={modal} title="Nuevo cliente" onClose={() => undefined}>
        <input aria-label="Nombre" />
      </Modal>
      <Toaster />
    </I18nextProvider>
  );
}

// A modal dialog makes the rest of the page inert: a toast left behind it could be neither read by a
// screen reader nor closed (tests/e2e/modalDialog.spec.ts checks it in Chromium, where it also shows dimmed).
describe('toasts while a modal is open', () => {
  afterEach(() => {
    for (const notification of getNotifications()) dismissNotification(notification.id);
  });

  it('a toast raised over a modal can be read and closed, and the modal keeps the focus', async () => {
    const user = userEvent.setup();
    render(<Page modal />);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo cliente' });
    const focused = document.activeElement;
    expect(dialog).toContainElement(focused as HTMLElement);

    act(() => {
      notify({ kind: 'error', title: 'Suscripción no activa', persistent: true });
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Suscripción no activa');
    expect(document.activeElement).toBe(focused);

    await user.click(within(toast).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('a toast raised before a modal opens stays within reach, and goes back to the page when it closes', async () => {
    const view = render(<Page modal={false} />);
    act(() => {
      notify({ kind: 'success', title: 'Cliente creado', persistent: true });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Cliente creado');

    view.rerender(<Page modal />);
    expect(screen.getByRole('status')).toHaveTextContent('Cliente creado');

    view.rerender(<Page modal={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cliente creado');
  });
});
