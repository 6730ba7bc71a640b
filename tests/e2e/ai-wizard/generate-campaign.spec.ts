import type { OutboxResponse } from '../../../src/shared/mail/outbox';
import { expect, test } from '../support/fixtures';

const PRODUCT = 'Café de especialidad tostado cada semana en nuestro obrador de Madrid, en grano o molido.';
const PROCESS = 'Nos escriben por mensaje directo, les recomendamos un café y compran en la tienda online.';
const OFFER =
  'Suscripción mensual de 24 euros con una taza de regalo en el primer envío y devolución en 30 días.';
const KEY_MESSAGE = 'El café recién tostado cambia tu mañana';

test('a client generates a campaign with the wizard, lands on it and receives the e-mail', async ({
  newClient,
  newClientPage: page,
  adminApi,
  adminPage,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Campañas' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear Campaña con IA' }).click();

  const dialog = page.getByRole('dialog', { name: 'Crear Campaña con IA' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Paso 1 de 6', { exact: true })).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Siguiente' });

  // Step 1 'Producto': too short first, then long enough.
  const product = dialog.getByRole('textbox', { name: '¿Qué vendes?' });
  await expect(product).toBeFocused();
  await product.fill('Café');
  await expect(next).toBeDisabled();
  await product.fill(PRODUCT);
  await expect(next).toBeEnabled();
  await next.click();

  await expect(dialog.getByText('Paso 2 de 6', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '¿Cómo es tu proceso de venta?' }).fill(PROCESS);
  await page.keyboard.press('Control+Enter');

  await expect(dialog.getByText('Paso 3 de 6', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '¿Cuál es el precio y la oferta?' }).fill(OFFER);
  await next.click();

  await expect(dialog.getByText('Paso 4 de 6', { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('combobox', { name: '¿Cuántos días quieres que dure la campaña?' }),
  ).toHaveText('7 días');
  await next.click();

  await expect(dialog.getByText('Paso 5 de 6', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: /mensaje clave/ }).fill(KEY_MESSAGE);
  await next.click();

  await expect(dialog.getByText('Paso 6 de 6', { exact: true })).toBeVisible();
  await expect(dialog.getByText('100% completado')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Hora' }).click();
  await page.getByRole('option', { name: '18' }).click();
  await expect(dialog.getByText(/ a las 18:00$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Generar Campaña con IA' }).click();

  const generating = page.getByRole('dialog', { name: 'Creando Campaña con IA' });
  await expect(generating).toBeVisible();
  const checklist = generating.getByRole('list', { name: 'Progreso de la generación' });
  await expect(checklist.getByRole('listitem')).toHaveText([
    /^Recibiendo información/,
    /^Hablando con el Agente de IA/,
    /^Analizando tu negocio/,
    /^Creando historias/,
    /^Campaña completada/,
  ]);
  // No AI provider in the e2e server: the built-in generator does it, and the wizard says so.
  await expect(generating.getByText(/sin IA/i).first()).toBeVisible();
  await expect(checklist.getByRole('listitem').last()).toContainText(': completado', { timeout: 60_000 });
  await expect(page.getByText('¡Campaña creada exitosamente!').first()).toBeVisible();

  // Two seconds later: the new campaign's page.
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/[^/?]+$/, { timeout: 10_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  // The address changes first; 'Mis Campañas' may still be on screen while the campaign's page loads.
  await expect(title).not.toHaveText('Mis Campañas');
  const campaignTitle = (await title.textContent())?.trim() ?? '';
  expect(campaignTitle).not.toBe('');

  // 'Mis Campañas' lists it.
  await page.goBack();
  await expect(page.getByRole('article', { name: campaignTitle })).toBeVisible();

  // The e-mail to the client, in the outbox the admin reads.
  const subject = `Tu campaña con IA está lista: ${campaignTitle}`;
  await expect
    .poll(
      async () => {
        const response = await adminApi.get('/api/admin/mail', { params: { q: newClient.email } });
        const { messages } = (await response.json()) as OutboxResponse;
        return messages.some((message) => message.to === newClient.email && message.subject === subject);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await adminPage.goto(`/admin/settings?q=${encodeURIComponent(newClient.email)}`);
  await expect(
    adminPage.getByRole('list', { name: 'Correos enviados' }).getByText(subject, { exact: true }),
  ).toBeVisible();
});

test('closing the wizard while it generates says the campaign is on its way', async ({
  newClientPage: page,
}) => {
  await page.goto('/dashboard/campaigns');
  await page.getByRole('button', { name: 'Crear Campaña con IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Campaña con IA' });
  await dialog.getByRole('textbox', { name: '¿Qué vendes?' }).fill(PRODUCT);
  await page.keyboard.press('Control+Enter');
  await dialog.getByRole('textbox', { name: '¿Cómo es tu proceso de venta?' }).fill(PROCESS);
  await page.keyboard.press('Control+Enter');
  await dialog.getByRole('textbox', { name: '¿Cuál es el precio y la oferta?' }).fill(OFFER);
  await page.keyboard.press('Control+Enter');
  await page.keyboard.press('Control+Enter');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByText('Paso 6 de 6', { exact: true })).toBeVisible();

  // The offline generator finishes in a moment: hold the request until the modal is closed, so that the close
  // surely happens while generating.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/ai/requests', async (route) => {
    await released;
    await route.continue();
  });
  await page.keyboard.press('Control+Enter');

  await expect(page.getByRole('dialog', { name: 'Creando Campaña con IA' })).toBeVisible();
  await page.keyboard.press('Escape');
  release();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Generación iniciada')).toBeVisible();
  await expect(page.getByText(/puede tardar de 2 a 5 minutos/)).toBeVisible();

  // Opening again starts from an empty form.
  await page.getByRole('button', { name: 'Crear Campaña con IA' }).click();
  await expect(dialog.getByText('Paso 1 de 6', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '¿Qué vendes?' })).toHaveValue('');
});
