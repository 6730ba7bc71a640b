import { expect, test } from '../support/fixtures';

test.describe('the loading shell of index.html', () => {
  test('is drawn before any script runs, and React replaces it', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    const status = page.getByRole('status');
    await expect(status).toContainText('Cargando...');
    // The reload hint waits 15 s (CSS): hidden until then.
    await expect(page.getByRole('link', { name: 'Recarga la página' })).toBeHidden();

    await page.unroute('**/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Panel de Stories' })).toBeVisible();
    await expect(page.getByText('Cargando...')).toHaveCount(0);
  });

  test('offers a reload when the app never starts (the hint, with its 15 s delay cut short)', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await page.addStyleTag({ content: '.app-shell-hint { animation-delay: 0s; }' });
    const reload = page.getByRole('link', { name: 'Recarga la página' });
    await expect(reload).toBeVisible();
    await expect(page.getByRole('status')).toContainText('¿Tarda demasiado?');
  });
});
