import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { campaignDetail, storyCard } from '../campaign-detail/support';
import { expect, test } from '../support/fixtures';

/** Resolves once the page's event stream (GET /api/events) is open: from then on it receives live events. */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/events') && response.ok());
}

/** The «Comentarios» entry of the desktop sidebar. */
const commentsMenuLink = (page: Page) =>
  page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: /^Comentarios/ });

async function unreadInMenu(page: Page): Promise<number> {
  const name = await commentsMenuLink(page).evaluate((link) => link.textContent ?? '');
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

/** axe (WCAG 2.x A/AA) once the dialog's animations have ended (a half-faded colour would be measured). */
async function expectNoViolations(page: Page, screen: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe violations on ${screen}`,
  ).toEqual([]);
}

test.describe('comments on a story', () => {
  test('a client writes from its phone, the agency sees it live, replies, and the client sees the reply', async ({
    adminPage,
    newClient,
    newClientPage,
    newCampaign,
  }) => {
    test.slow();
    const { campaign } = await campaignDetail(newClientPage, newCampaign.id);
    const story = campaign.days[0]!.stories[0]!;

    // The agency, on a computer, looks at its comments.
    const adminStream = streamOpened(adminPage);
    await adminPage.goto('/admin/comments');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Comentarios' })).toBeVisible();
    await adminStream;
    const before = await unreadInMenu(adminPage);

    // The client, on its phone, opens the story's comments and writes.
    await newClientPage.setViewportSize({ width: 390, height: 844 });
    const clientStream = streamOpened(newClientPage);
    await newClientPage.goto(`/dashboard/campaigns/${campaign.id}?storyId=${story.id}&source=internal`);
    await clientStream;
    const card = storyCard(newClientPage, story);
    await card
      .getByRole('button', { name: `Comentarios de la historia ${story.storyNumber}, sin comentarios` })
      .click();
    const clientThread = newClientPage.getByRole('dialog', {
      name: `Comentarios · Historia ${story.storyNumber}`,
    });
    await expect(clientThread.getByText('Todavía no hay comentarios')).toBeVisible();
    const field = clientThread.getByRole('textbox', { name: 'Tu comentario' });
    await field.fill('¿Podemos usar la foto nueva del empaque en esta historia?');
    await expect(clientThread.getByText('57/1000')).toBeVisible();
    await clientThread.getByRole('button', { name: 'Enviar' }).click();
    const clientLog = clientThread.getByRole('log', { name: 'Comentarios' });
    await expect(clientLog.getByRole('listitem')).toHaveCount(1);
    await expect(clientLog).toContainText('(tú)');
    await expect(field).toHaveValue('');

    // Live, without a reload: the agency's badge counts it and the thread comes first in its list.
    await expect(commentsMenuLink(adminPage)).toHaveAccessibleName(`Comentarios, ${before + 1} sin leer`);
    const thread = adminPage
      .getByRole('region', { name: 'Conversaciones' })
      .getByRole('link')
      .filter({ hasText: newClient.brandName });
    await expect(thread).toContainText('¿Podemos usar la foto nueva del empaque en esta historia?');
    await expect(thread).toContainText('1 sin leer');

    // The agency opens it: the story's campaign screen with its thread open; reading it clears the badge.
    await thread.click();
    const adminThread = adminPage.getByRole('dialog', {
      name: `Comentarios · Historia ${story.storyNumber}`,
    });
    const adminLog = adminThread.getByRole('log', { name: 'Comentarios' });
    await expect(adminLog).toContainText('¿Podemos usar la foto nueva del empaque en esta historia?');
    await expect(adminLog).toContainText('Cliente');
    // (The dialog makes the page behind it inert: the sidebar's link is read by its attribute.)
    const menuEntry = adminPage.locator('aside a[href="/admin/comments"]');
    if (before === 0) await expect(menuEntry).not.toHaveAttribute('aria-label');
    else await expect(menuEntry).toHaveAttribute('aria-label', `Comentarios, ${before} sin leer`);

    // Another message from the phone appears in the agency's open thread.
    await field.fill('La tengo en el móvil.');
    await field.press('Control+Enter');
    await expect(adminLog.getByRole('listitem')).toHaveCount(2);
    await expect(adminLog).toContainText('La tengo en el móvil.');

    // The agency replies with Ctrl+Enter; the client sees it arrive in its open thread.
    const reply = adminThread.getByRole('textbox', { name: 'Tu comentario' });
    await reply.fill('¡Perfecta! Súbela a la historia y la publicamos así.');
    await reply.press('Control+Enter');
    await expect(adminLog.getByRole('listitem')).toHaveCount(3);
    await expect(clientLog.getByRole('listitem')).toHaveCount(3);
    const last = clientLog.getByRole('listitem').last();
    await expect(last).toContainText('¡Perfecta! Súbela a la historia y la publicamos así.');
    await expect(last).toContainText('Agencia');

    // Read while open: nothing left unread on the client's side once the thread is closed.
    await clientThread.getByRole('button', { name: 'Cerrar comentarios' }).click();
    await expect(card.getByRole('button', { name: /^Comentarios de la historia/ })).toHaveAccessibleName(
      `Comentarios de la historia ${story.storyNumber}, 3 comentarios`,
    );
    await expect(newClientPage.getByRole('button', { name: 'Abrir menú', exact: true })).toBeVisible();
  });

  test('the thread and the inbox are accessible on a phone and a computer', async ({
    adminPage,
    newClientPage,
    newCampaign,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { campaign } = await campaignDetail(newClientPage, newCampaign.id);
    const story = campaign.days[0]!.stories[1]!;
    const headers = { Origin: baseURL! };
    for (const [page, body] of [
      [newClientPage, '¿Se puede mover a la tarde?'],
      [adminPage, 'Sí, @cliente: la pasamos a las 18:00.\nTe aviso cuando esté.'],
    ] as const) {
      const response = await page.request.post(`/api/stories/${story.id}/comments`, {
        headers,
        data: { body },
      });
      expect(response.status()).toBe(201);
    }

    for (const width of [390, 1280]) {
      await newClientPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await newClientPage.goto('/dashboard/comments');
      const link = newClientPage.getByRole('region', { name: 'Conversaciones' }).getByRole('link').first();
      await expect(link).toContainText('la pasamos a las 18:00');
      await expectNoViolations(newClientPage, `/dashboard/comments ${width}px`);

      await link.click();
      const dialog = newClientPage.getByRole('dialog', {
        name: `Comentarios · Historia ${story.storyNumber}`,
      });
      await expect(dialog.getByRole('log', { name: 'Comentarios' }).getByRole('listitem')).toHaveCount(2);
      await expectNoViolations(newClientPage, `the thread at ${width}px`);
      await newClientPage.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Back on the card, whose button says how many comments the story has.
      await expect(
        storyCard(newClientPage, story).getByRole('button', { name: /^Comentarios de la historia/ }),
      ).toHaveAccessibleName(`Comentarios de la historia ${story.storyNumber}, 2 comentarios`);
    }

    await adminPage.goto('/admin/comments');
    await expect(adminPage.getByRole('region', { name: 'Conversaciones' })).toBeVisible();
    await expectNoViolations(adminPage, '/admin/comments 1280px');
  });
});
