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
      body: { s: 'ok', m: '', customersAffected: 3, pointsGiven: 150, skippedIds: [] },
    }));
    const check = recordCalls('/client/customer/unknown-ids', () => ({
      body: { s: 'ok', m: '', unknownIds: [] },
    }));
    server.use(bulk.handler, check.handler);
    const { user, dialog, file } = await openBulkPoints();
    await user.upload(file, textFile(['5', '', encodeCompactId(6), '5', '"7";Pedro Gil']));
    expect(await within(dialog).findByText('3 clientes en el archivo')).toBeInTheDocument();
    expect(within(dialog).getByText('clientes.csv')).toBeInTheDocument();
    expect(check.bodies).toEqual([{ customerIds: [5, 6, 7] }]);
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Puntos para cada cliente/), '50');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Campaña de verano');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos desde un archivo' }));
    expect(await screen.findByText('Se dieron 150 puntos en total a 3 clientes.')).toBeInTheDocument();
    expect(bulk.bodies).toEqual([
      { target: 'customers', customerIds: [5, 6, 7], points: 50, description: 'Campaña de verano' },
    ]);
  });

  it('names every bad line by its number before sending, and gives the points to the others once confirmed', async () => {
    const bulk = recordCalls('/client/process-massive-give-points', () => ({
      body: { s: 'ok', m: '', customersAffected: 2, pointsGiven: 100, skippedIds: [] },
    }));
    const check = recordCalls('/client/customer/unknown-ids', () => ({
      body: { s: 'ok', m: '', unknownIds: [9] },
    }));
    server.use(bulk.handler, check.handler);
    const { user, dialog, file } = await openBulkPoints();
    await user.upload(file, textFile(['cliente', '5', '', encodeCompactId(6), '9', 'AXXX']));
    expect(
      await within(dialog).findByText('1 identificador no es un cliente del negocio:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 líneas no son identificadores de cliente:')).toBeInTheDocument();
    for (const line of ['Línea 1: cliente', 'Línea 6: AXXX', 'Línea 5: 9'])
      expect(within(dialog).getByText(line)).toBeInTheDocument();
    expect(within(dialog).getByText('2 clientes en el archivo')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Puntos para cada cliente/), '50');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Campaña');
    const submit = within(dialog).getByRole('button', { name: 'Dar puntos desde un archivo' });
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Marque la casilla para dar los puntos a los clientes válidos, o corrija el archivo.',
      ),
    ).toBeInTheDocument();
    expect(bulk.bodies).toEqual([]);
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Dar los puntos solo a los 2 clientes válidos e ignorar las líneas con errores',
      }),
    );
    await user.click(submit);
    expect(await screen.findByText('Se dieron 100 puntos en total a 2 clientes.')).toBeInTheDocument();
    expect(bulk.bodies).toEqual([
      { target: 'customers', customerIds: [5, 6], points: 50, description: 'Campaña', skipUnknown: true },
    ]);
  });

  it('refuses a file of 200,000 lines at once, without asking the server anything', async () => {
    const bulk = recordCalls('/client/process-massive-give-points', () => ({
      body: { s: 'ok', m: '', customersAffected: 0, pointsGiven: 0, skippedIds: [] },
    }));
    const check = recordCalls('/client/customer/unknown-ids', () => ({
      body: { s: 'ok', m: '', unknownIds: [] },
    }));
    server.use(bulk.handler, check.handler);
    const { user, dialog, file } = await openBulkPoints();
    const lines = Array.from({ length: 200_000 }, (_, index) => String(index + 1));
    await user.upload(file, textFile(lines));
    expect(
      await within(dialog).findByText(
        'El archivo tiene más de 10.000 clientes: el máximo es 10.000 por envío. Divídalo en varios archivos.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Puntos para cada cliente/), '50');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Campaña');
    await user.click(within(dialog).getByRole('button', { name: 'Dar puntos desde un archivo' }));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(check.bodies).toEqual([]);
    expect(bulk.bodies).toEqual([]);
  });

  it('a file naming nobody is said so, and nothing is sent', async () => {
    const bulk = recordCalls('/client/process-massive-give-points', () => ({
      body: { s: 'ok', m: '', customersAffected: 0, pointsGiven: 0, skippedIds: [] },
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
