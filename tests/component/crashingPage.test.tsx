import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSession } from '../fixtures/entities';
import { renderApp } from '../support/renderApp';

// In a file of its own: the home page's code, once loaded by another test, stays loaded for the
// module's lifetime, and the mock below would never be asked for.
describe('a crashing page', () => {
  it('shows the 500 page in the frame instead of blanking the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('../../src/screens/dashboard/HomePage', () => ({
      HomePage: () => {
        throw new Error('boom');
      },
    }));
    renderApp('/dashboard', { session: buildSession() });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });
});
