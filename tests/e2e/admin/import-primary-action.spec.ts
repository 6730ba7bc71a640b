import path from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12: after a valid file, the preview is long; 'Importar Campaña' stays in view at the bottom of the import
 * dialog (it used to sit below the fold while only 'Cerrar' showed), at 1280 px and at 390 px.
 */
const EXAMPLE = path.resolve(import.meta.dirname, '../../../examples/campaign-example.json');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`'Importar Campaña' is in view after a valid file at ${viewport.width} px`, async ({ adminPage }) => {
    await adminPage.setViewportSize(viewport);
    await adminPage.goto('/admin');
    await adminPage.getByRole('button', { name: 'Importar Campaña' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Importar Campaña JSON' });
    await dialog.getByRole('combobox', { name: 'Seleccionar Cliente' }).click();
    await adminPage.getByRole('option', { name: /Café Aurora/ }).click();
    await dialog.getByLabel('Archivo de la campaña (JSON o .zip)').setInputFiles(EXAMPLE);
    const importButton = dialog.getByRole('button', { name: 'Importar Campaña' });
    await expect(importButton).toBeVisible();
    await expect(importButton).toBeInViewport({ ratio: 1 });
  });
}
