import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { auroraCampaign } from '../campaign-detail/support';
import { expect, test } from '../support/fixtures';

/**
 * axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every screen of the panel with the demo data: the admin screens
 * at 1280 px, the client screens at 1280 and 390 px. No rule is disabled and nothing is excluded; the calendars
 * are checked on a month that shows choosable days of another month, which axe must measure.
 */
// Each test runs axe on several screens (each run takes seconds of CPU, and two workers share the machine).
test.describe.configure({ timeout: 90_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for finite animations (dialog fade/zoom, a section fading in) to end: axe would measure a half-faded colour
 * contrast. "Ended" means nothing finite ran for 12 frames in a row (~200 ms): an animation that a click starts a
 * frame or two later (a section opened after scrolling to it) would otherwise slip between two checks.
 */
async function settled(page: Page) {
  await expect(page.locator('[data-slot=skeleton]')).toHaveCount(0);
  await page.evaluate(() => {
    (window as { calmFrames?: number }).calmFrames = 0;
  });
  await page.waitForFunction(() => {
    const calm = document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      );
    const w = window as { calmFrames?: number };
    w.calmFrames = calm ? (w.calmFrames ?? 0) + 1 : 0;
    return w.calmFrames >= 12;
  });
}

async function expectNoViolations(page: Page, screen: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

/** The calendar's days of another month that can be chosen (disabled days are exempt from contrast rules). */
const ENABLED_OUTSIDE_DAYS = '[data-outside]:not([data-disabled]) button';

/**
 * The calendar on screen shows days of the previous or next month that are enabled, and axe's colour-contrast
 * rule measured every one of them (none left out as inapplicable or incomplete) and found them readable.
 */
async function expectOutsideDaysMeasured(page: Page, screen: string) {
  const count = await page.locator(ENABLED_OUTSIDE_DAYS).count();
  expect(count, `${screen}: enabled days of another month on screen`).toBeGreaterThan(0);
  const results = await new AxeBuilder({ page })
    .include(ENABLED_OUTSIDE_DAYS)
    .withRules(['color-contrast'])
    .analyze();
  const nodes = (list: typeof results.passes) => list.flatMap((rule) => rule.nodes);
  expect(
    nodes(results.violations).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    `${screen}: contrast of the days of another month`,
  ).toEqual([]);
  expect(nodes(results.incomplete), `${screen}: axe could not measure some days`).toEqual([]);
  expect(nodes(results.passes), `${screen}: every day of another month measured`).toHaveLength(count);
}

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('accessibility: sign-in', () => {
  for (const width of [1280, 390]) {
    test(`/login at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await expectNoViolations(page, `/login ${width}px`);
    });
  }
});

test.describe('accessibility: the agency board «Hoy»', () => {
  for (const width of [1280, 390]) {
    test(`/admin/today at ${width}px`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/admin/today');
      await heading(page, 'Hoy');
      await expect(page.getByRole('region', { name: /Atrasadas/ })).toBeVisible();
      await expectNoViolations(page, `/admin/today ${width}px`);
    });
  }
});

test.describe('accessibility: admin screens at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dashboard, campaign list and the delete-campaign dialog', async ({ adminPage: page }) => {
    await page.goto('/admin');
    await heading(page, 'Panel Principal');
    await expectNoViolations(page, '/admin');

    await page.goto('/admin/campaigns');
    await heading(page, 'Gestión de Campañas');
    await expectNoViolations(page, '/admin/campaigns');

    await page
      .getByRole('button', { name: /^Eliminar campaña / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Eliminar campaña' })).toBeVisible();
    await expectNoViolations(page, '/admin/campaigns, delete dialog open');
    await page.keyboard.press('Escape');

    // Opened and closed only: nothing is moved.
    await page
      .getByRole('button', { name: /^Mover fechas de la campaña / })
      .first()
      .click();
    const move = page.getByRole('dialog', { name: 'Mover fechas' });
    await move.getByRole('button', { name: 'Ir al mes siguiente' }).click();
    await move
      .getByRole('button', { name: /^lunes, / })
      .first()
      .click();
    await expect(move.getByText(/^→ del /)).toBeVisible();
    await expectNoViolations(page, '/admin/campaigns, «Mover fechas» open');
  });

  test('import dialog', async ({ adminPage: page }) => {
    await page.goto('/admin');
    await heading(page, 'Panel Principal');
    await page.getByRole('button', { name: 'Importar Campaña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar Campaña JSON' });
    await expect(dialog.getByText('Primero selecciona un cliente')).toBeVisible();
    await expectNoViolations(page, 'import dialog open');
  });

  test('client screens and the delete-client dialog', async ({ adminPage: page }) => {
    await page.goto('/admin/clients');
    await heading(page, 'Gestión de Clientes');
    await expect(page.getByText('Cargando clientes...')).toHaveCount(0);
    await expectNoViolations(page, '/admin/clients');

    await page.getByRole('button', { name: /^Eliminar Café Aurora/ }).click();
    await expect(page.getByRole('dialog', { name: 'Eliminar Cliente' })).toBeVisible();
    await expectNoViolations(page, '/admin/clients, delete dialog open');
    await page.keyboard.press('Escape');

    await page.goto('/admin/clients/new');
    await expect(page.getByRole('button', { name: 'Crear Cliente' })).toBeVisible();
    await expectNoViolations(page, '/admin/clients/new');

    await page.goto('/admin/clients');
    await page.getByRole('link', { name: 'Ver Café Aurora' }).click();
    await heading(page, 'Café Aurora');
    await expectNoViolations(page, 'client detail');

    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await heading(page, 'Editar Cliente');
    await expect(page.getByLabel('Nombre de la marca *')).toHaveValue('Café Aurora');
    await expectNoViolations(page, 'client edit');
  });

  test('settings', async ({ adminPage: page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/admin/settings');
  });

  test('campaign detail', async ({ adminPage: page, demoClientPage }) => {
    const { campaign } = await auroraCampaign(demoClientPage);
    await page.goto(`/admin/campaigns/${campaign.id}`);
    await heading(page, campaign.title);
    await expectNoViolations(page, '/admin/campaigns/{id}');

    // Opened and closed only: nothing is saved.
    await page.getByRole('button', { name: 'Cambiar hora' }).first().click();
    const time = page.getByRole('dialog', { name: 'Cambiar hora' });
    await time.getByRole('textbox', { name: 'Hora (24 h)' }).fill('25:00');
    await time.getByRole('button', { name: 'Guardar hora' }).click();
    await expect(time.getByText('Indica una hora con el formato HH:MM')).toBeVisible();
    await expectNoViolations(page, '/admin/campaigns/{id}, «Cambiar hora» open');
  });
});

test.describe('accessibility: campaign calendar across two months', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /**
   * Monday 29 March to Friday 2 April 2027: March's grid ends with 1-4 April, of which 1 and 2 are campaign
   * days, so enabled days of another month are on screen (in April's grid, 29-31 March are). The campaign is
   * imported for the test's own client.
   */
  test('campaign detail whose calendar shows days of the next month', async ({
    newClient,
    newClientPage: page,
    importCampaign,
  }) => {
    const title = `Calendario entre dos meses ${Date.now()}`;
    const dates = ['2027-03-29', '2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02'];
    const campaign = await importCampaign(newClient, {
      campaign_title: title,
      start_date: dates[0]!,
      days: dates.map((date, index) => ({
        date,
        theme: `Tema ${index + 1}`,
        blocks: [
          {
            block_name: 'Mañana',
            stories: [{ number: 1, copy: 'Texto', visual: 'Plano medio', type: 'TEXTO_PANTALLA' }],
          },
        ],
      })),
    });
    await page.goto(`/dashboard/campaigns/${campaign.id}`);
    await heading(page, title);
    await expect(page.locator('[data-outside]').first()).toBeVisible();
    await expectOutsideDaysMeasured(page, 'campaign calendar across two months');
    await expectNoViolations(page, 'campaign detail, calendar across two months');
  });
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`accessibility: client screens at ${size.width}px`, () => {
    test.use({ viewport: size });

    test('dashboard, campaigns, pending stories and profile', async ({ demoClientPage: page }) => {
      const screens = [
        { path: '/dashboard', title: 'Dashboard de Progreso', ready: 'Actividad Reciente' },
        { path: '/dashboard/campaigns', title: 'Mis Campañas', ready: 'Ver Detalles' },
        { path: '/dashboard/pending', title: 'Historias Pendientes', ready: 'Para Hoy' },
        { path: '/dashboard/profile', title: 'Mi Perfil', ready: 'Información para la IA' },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await heading(page, screen.title);
        await expect(page.getByText(screen.ready).first()).toBeVisible();
        await expectNoViolations(page, `${screen.path} ${size.width}px`);
      }
    });

    test('campaign detail with the chat automation open', async ({ demoClientPage: page }) => {
      const { campaign } = await auroraCampaign(page);
      await page.goto(`/dashboard/campaigns/${campaign.id}`);
      await heading(page, campaign.title);
      await expectNoViolations(page, `campaign detail ${size.width}px`);

      await page.getByRole('button', { name: 'Ver automatización de chat' }).click();
      await expect(page.getByRole('button', { name: /^Automatización de chat/ })).toBeFocused();
      await expectNoViolations(page, `campaign detail, chat automation open ${size.width}px`);
    });

    test('AI wizard, steps 1 and 6', async ({ demoClientPage: page }) => {
      await page.goto('/dashboard/campaigns');
      await heading(page, 'Mis Campañas');
      await page.getByRole('button', { name: 'Crear Campaña con IA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crear Campaña con IA' });
      await expect(dialog.getByText('Paso 1 de 6', { exact: true })).toBeVisible();
      await expectNoViolations(page, `AI wizard step 1 ${size.width}px`);

      const answers = [
        'Café de especialidad tostado cada semana en nuestro obrador de Madrid.',
        'Nos escriben por mensaje directo y compran en la tienda online.',
        'Suscripción de 24 € al mes con taza de regalo y devolución en 30 días.',
      ];
      for (const answer of answers) {
        await dialog.locator('textarea').fill(answer);
        await dialog.getByRole('button', { name: 'Siguiente' }).click();
      }
      await expect(dialog.getByText('Paso 4 de 6', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Siguiente' }).click();
      await dialog.locator('textarea').fill('El café recién tostado cambia tu mañana');
      await dialog.getByRole('button', { name: 'Siguiente' }).click();
      await expect(dialog.getByText('Paso 6 de 6', { exact: true })).toBeVisible();
      // A month whose grid shows choosable days of another month (a month from Monday to Sunday has none).
      for (let i = 0; i < 3 && (await dialog.locator(ENABLED_OUTSIDE_DAYS).count()) === 0; i++) {
        await dialog.getByRole('button', { name: 'Ir al mes siguiente' }).click();
      }
      await expectOutsideDaysMeasured(page, `AI wizard step 6 ${size.width}px`);
      await expectNoViolations(page, `AI wizard step 6 ${size.width}px`);
    });
  });
}

test.describe('accessibility: approvals', () => {
  for (const width of [1280, 390]) {
    test(`the approval link page, the request dialog and the campaign screens at ${width}px`, async ({
      adminPage,
      adminApi,
      newCampaign,
      newClientPage,
      page,
    }) => {
      for (const p of [adminPage, newClientPage, page]) await p.setViewportSize({ width, height: 844 });
      const { campaign } = (await (await adminApi.get(`/api/campaigns/${newCampaign.id}`)).json()) as {
        campaign: { days: { id: string }[] };
      };
      // The agency's request dialog, then its link.
      await adminPage.goto(`/admin/campaigns/${newCampaign.id}`);
      await adminPage.getByRole('button', { name: 'Pedir aprobación', exact: true }).click();
      await expect(adminPage.getByRole('dialog')).toContainText('Se enviará un email con el enlace a');
      await expectNoViolations(adminPage, `approval request dialog ${width}px`);
      await adminPage.getByRole('button', { name: 'Enviar petición' }).click();
      await expect(adminPage.getByRole('dialog', { name: 'Petición enviada' })).toBeVisible();
      await expectNoViolations(adminPage, `approval request sent ${width}px`);
      const link = await adminPage.getByRole('textbox', { name: 'Enlace de aprobación' }).inputValue();

      // The link page: open, with a request for changes being written; then read-only; then a dead link.
      await page.goto(link);
      await heading(page, newCampaign.title);
      const story = page.getByRole('article', { name: /Historia 2/ });
      await story.getByRole('button', { name: 'Pedir cambios' }).click();
      await story.getByRole('textbox', { name: '¿Qué cambios necesitas?' }).fill('Otra foto, por favor.');
      await story.getByRole('button', { name: 'Enviar' }).click();
      await expect(story.getByText('cambios pedidos')).toBeVisible();
      await expectNoViolations(page, `approval page open ${width}px`);
      await page.getByRole('button', { name: 'Aprobar las 3 historias del día' }).click();
      await expect(page.getByText('¡Gracias! Has respondido a todas las historias')).toBeVisible();
      await expectNoViolations(page, `approval page answered ${width}px`);
      await page.goto('/approve?token=caducado');
      await heading(page, 'El enlace no es válido');
      await expectNoViolations(page, `approval page invalid ${width}px`);

      // Both campaign screens with approvals, the client's with approval required.
      await adminApi.patch(`/api/admin/campaigns/${newCampaign.id}`, { data: { requiresApproval: true } });
      await adminApi.post(`/api/admin/campaigns/${newCampaign.id}/approval-requests`, {
        data: { dayId: campaign.days[4]!.id },
      });
      await adminPage.goto(`/admin/campaigns/${newCampaign.id}`);
      await expect(adminPage.getByRole('region', { name: 'Aprobación de la historia 2' })).toContainText(
        'Comentario del cliente',
      );
      await expectNoViolations(adminPage, `admin campaign with approvals ${width}px`);
      await newClientPage.goto(`/dashboard/campaigns/${newCampaign.id}`);
      await newClientPage.getByRole('button', { name: /^Día 5 - / }).click();
      await expect(newClientPage.getByRole('button', { name: 'Aprobar el día' })).toBeVisible();
      await expectNoViolations(newClientPage, `client campaign with approvals ${width}px`);
    });
  }
});
