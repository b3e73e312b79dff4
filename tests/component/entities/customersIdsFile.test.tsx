import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeCompactId } from '../../../src/lib/compactId';
import { buildPermissions, buildSession } from '../../fixtures/entities';
import { userInfoResponse } from '../../fixtures/responses';
import { answer, recordCalls } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderApp } from '../../support/renderApp';

async function openBulkPoints() {
  const view = renderApp('/dashboard/customers', { session: buildSession() });
  await screen.findByRole('table', { name: 'Clientes' });
  await view.user.click(screen.getByRole('button', { name: 'Más acciones' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Dar puntos desde un archivo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dar puntos a una lista de clientes' });
  return { ...view, dialog, file: await within(dialog).findByLabelText(/Archivo de clientes/) };
}

function textFile(lines: string[], name = 'clientes.csv'): File {
  return new File([lines.join('\n')], name, { type: 'text/csv' });
}

describe('bulk points from a file (the idsFile field)', () => {
  it('reads ids and QR codes, one per line, says what it read and sends the customers', async () => {
    const bulk = recordCalls('/client/process-massive-give-points', () => ({
      body: { s: 'ok', m: '', customersAffected: 3, pointsGiven: 150 },
    }));
    server.use(bulk.handler);
    const { user, dialog, file } = await openBulkPoints();
    await user.upload(file, textFile(['cliente', '5', '', encodeCompactId(6), '5', 'AXXX', '"7";Pedro Gil']));
    expect(await within(dialog).findByText('3 clientes en el archivo')).toBeInTheDocument();
    expect(within(dialog).getByText('clientes.csv')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Se ignorarán 2 líneas que no son identificadores de cliente: cliente, AXXX'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Puntos para cada cliente/), '50');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Campaña de verano');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos desde un archivo' }));
    expect(await screen.findByText('Se dieron 150 puntos en total a 3 clientes.')).toBeInTheDocument();
    expect(bulk.bodies).toEqual([
      { target: 'customers', customerIds: [5, 6, 7], points: 50, description: 'Campaña de verano' },
    ]);
  });

  it('a file naming nobody is said so, and nothing is sent', async () => {
    const bulk = recordCalls('/client/process-massive-give-points', () => ({
      body: { s: 'ok', m: '', customersAffected: 0, pointsGiven: 0 },
    }));
    server.use(bulk.handler);
    const { user, dialog, file } = await openBulkPoints();
    await user.upload(file, textFile(['nombre', 'María García', 'A12']));
    expect(
      await within(dialog).findByText('El archivo no tiene identificadores válidos.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Puntos para cada cliente/), '50');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Campaña');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos desde un archivo' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(bulk.bodies).toEqual([]);
  });

  it('is not offered to an employee without the store settings permission', async () => {
    server.use(
      answer('/client/employee/info', {
        ...userInfoResponse(),
        permissions: buildPermissions({ storeUserType: 'employee', permStore: false }),
      }),
    );
    const { user } = renderApp('/dashboard/customers', {
      session: buildSession({ storeUserType: 'employee' }),
    });
    await screen.findByRole('table', { name: 'Clientes' });
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    expect(await screen.findByRole('menuitem', { name: 'Registrar compra' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dar puntos desde un archivo' })).not.toBeInTheDocument();
  });
});
