import { expect, test } from '@playwright/test';
import { shot, signIn, watchCsp } from './support';

test('the owner creates, edits and deletes a reward under the real CSP, with no violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/rewards');
  const table = page.getByRole('table', { name: 'Premios' });
  await expect(table.getByText('Café con leche')).toBeVisible();
  await page.screenshot({ path: shot('rewards-1280') });

  await page.getByRole('button', { name: 'Nuevo premio' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo premio' });
  await create.getByLabel(/Nombre/).fill('Zumo natural');
  await create.getByLabel(/Puntos necesarios/).fill('180');
  await page.screenshot({ path: shot('reward-form-1280') });
  // An invalid value is refused by the precompiled validator before any call.
  await create.getByLabel(/Puntos necesarios/).fill('0');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('El valor mínimo es 1.')).toBeVisible();
  await create.getByLabel(/Puntos necesarios/).fill('180');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio creado')).toBeVisible();
  await expect(table.getByText('Zumo natural')).toBeVisible();

  await page.getByRole('button', { name: 'Editar: Zumo natural' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar premio' });
  await expect(edit.getByLabel(/Puntos necesarios/)).toHaveValue('180');
  await edit.getByLabel(/Puntos necesarios/).fill('200');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio actualizado')).toBeVisible();
  await page.reload();
  const row = page.getByRole('row', { name: /Zumo natural/ });
  await expect(row).toContainText('200');

  await page.getByRole('button', { name: 'Eliminar: Zumo natural' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar premio' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Premio eliminado')).toBeVisible();
  await expect(table.getByText('Zumo natural')).toHaveCount(0);

  expect(await violations()).toEqual([]);
});

test('the owner creates an employee (the server refuses a taken email and the input stays), edits and deletes them', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/employees');
  await page.getByRole('button', { name: 'Nuevo empleado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo empleado' });
  await dialog.getByLabel(/^Nombre/).fill('Irene');
  await dialog.getByLabel(/^Apellido/).fill('Campos');
  await dialog.getByLabel(/^Email/).fill('empleado@demo.test');
  await dialog.getByLabel(/^Contraseña/).fill('segura1234');
  await dialog.getByLabel(/^Repita la contraseña/).fill('segura1234');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No se pudo crear el empleado');
  await page.screenshot({ path: shot('employee-error-1280') });
  await expect(dialog.getByLabel(/^Nombre/)).toHaveValue('Irene');

  await dialog.getByLabel(/^Email/).fill('irene@demo.test');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se ha creado un nuevo empleado.')).toBeVisible();

  await page.getByRole('button', { name: 'Editar: Irene' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar empleado' });
  await edit.getByLabel(/^Apellido/).fill('Campos Gil');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se actualizó la información del empleado.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Irene/ })).toContainText('Campos Gil');

  await page.getByRole('button', { name: 'Eliminar: Irene' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar empleado' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Se eliminó al empleado.')).toBeVisible();
  expect(await violations()).toEqual([]);
});
