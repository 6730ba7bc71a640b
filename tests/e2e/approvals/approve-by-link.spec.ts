import type { Page } from '@playwright/test';
import type { RequestApprovalResponse } from '../../../src/shared/api/approvals';
import type { CampaignDetailResponse } from '../../../src/shared/api/client-area/campaigns';
import { APPROVAL_TEXTS } from '../../../src/shared/approvals/approval-texts';
import type { OutboxResponse } from '../../../src/shared/mail/outbox';
import { expect, test, toast } from '../support/fixtures';
import { attachImage, storyJpeg } from '../support/publish-today';

/**
 * Issue 16: the agency asks the client to approve a day; the client opens the e-mailed link on a phone, without
 * signing in, and approves the whole day in one tap; through another request it asks for changes on one story; the
 * agency's campaign screen shows both, live. With «Requiere aprobación del cliente» on, «Marcar publicada» waits for
 * the approval (the campaign screen and «Publicar hoy» say why; the server refuses it anyway). The client and its campaign
 * (8 days, today is day 4) are the test's own.
 */

const PHONE = { width: 390, height: 844 };

/** The link of the newest approval e-mail to `email` ('Correos enviados': no SMTP in the e2e server). */
async function approvalLinkFromOutbox(
  adminApi: import('@playwright/test').APIRequestContext,
  email: string,
  notIn: readonly string[] = [],
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await adminApi.get('/api/admin/mail', {
          params: { q: email, kind: 'approval-request', limit: 5 },
        });
        const { messages } = (await response.json()) as OutboxResponse;
        link = messages
          .map((message) => /(https?:\/\/\S+\/approve\?token=[\w-]+)/.exec(message.text)?.[1])
          .find((candidate) => candidate && !notIn.includes(candidate));
        return link;
      },
      { message: `the approval e-mail to ${email}` },
    )
    .toBeTruthy();
  return link!;
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('the client approves a day by link in one tap and asks for changes on another; approval then gates «Marcar publicada»', async ({
  adminPage,
  adminApi,
  newClient,
  newCampaign,
  newClientPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const detail = async () =>
    (await (await adminApi.get(`/api/campaigns/${newCampaign.id}`)).json()) as CampaignDetailResponse;
  const { campaign } = await detail();
  const [day4, day5] = [campaign.days[3]!, campaign.days[4]!];
  // A file on the day's first story: the link page shows it without a session (a signed URL).
  await attachImage(adminApi, day4.stories[0]!.id, 'portada.jpg', await storyJpeg('Día 4'));

  // The agency asks for today's day (day 4, open on arrival).
  await adminPage.goto(`/admin/campaigns/${newCampaign.id}`);
  await adminPage.getByRole('button', { name: 'Pedir aprobación', exact: true }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Pedir aprobación del día 4' });
  await expect(dialog).toContainText(
    `Se enviará un email con el enlace a ${newClient.name} (${newClient.email}).`,
  );
  await dialog.getByRole('button', { name: 'Enviar petición' }).click();
  // The same dialog, now named by its confirmation.
  const sent = adminPage.getByRole('dialog', { name: 'Petición enviada' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`Hemos enviado el enlace a ${newClient.email}.`);
  await expect(sent.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await expect(sent).toContainText(/Caduca el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}\./);
  const shownLink = await sent.getByRole('textbox', { name: 'Enlace de aprobación' }).inputValue();
  const link = await approvalLinkFromOutbox(adminApi, newClient.email);
  expect(link).toBe(shownLink);
  await sent.getByRole('button', { name: 'Listo' }).click();
  await expect(adminPage.getByRole('button', { name: /^Día 4 - .*0\/4 aprobadas/ })).toBeVisible();

  // The client, on a phone, signed out: the link alone opens the day; one tap approves its four stories.
  const phone = await browser.newContext({
    viewport: PHONE,
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: newCampaign.title })).toBeVisible();
  await expect(page.getByText(`Aprobación de historias · ${newClient.brandName}`)).toBeVisible();
  await expect(page.getByText(/Puedes responder hasta el/)).toBeVisible();
  const day = page.getByRole('region', { name: /^Día 4/ });
  const thumbnail = day.getByRole('button', { name: /Ver archivo a pantalla completa/ }).locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoHorizontalScroll(page);
  await day.getByRole('button', { name: 'Aprobar las 4 historias del día' }).click();
  await expect(day.getByText('Día aprobado')).toBeVisible();
  await expect(page.getByText('¡Gracias! Has respondido a todas las historias')).toBeVisible();
  await expect(page.getByRole('button', { name: /Aprobar/ })).toHaveCount(0);
  // Answered: the link now shows the answers, read-only.
  await page.reload();
  await expect(page.getByText(APPROVAL_TEXTS.linkCompleted)).toBeVisible();

  // The agency's open screen follows (server events), without a reload.
  await expect(adminPage.getByRole('button', { name: /^Día 4 - .*4\/4 aprobadas/ })).toBeVisible();
  await expect(
    adminPage
      .getByRole('region', { name: 'Aprobación de la historia 1' })
      .getByText('aprobada', { exact: true }),
  ).toBeVisible();

  // Another request (day 5): the client asks for changes on its second story.
  const second = (await (
    await adminApi.post(`/api/admin/campaigns/${newCampaign.id}/approval-requests`, {
      data: { dayId: day5.id },
    })
  ).json()) as RequestApprovalResponse;
  const secondLink = await approvalLinkFromOutbox(adminApi, newClient.email, [link]);
  expect(secondLink).toBe(second.request.url);
  await page.goto(secondLink);
  const story2 = page.getByRole('article', { name: /Historia 2/ });
  await story2.getByRole('button', { name: 'Pedir cambios' }).click();
  await story2
    .getByRole('textbox', { name: '¿Qué cambios necesitas?' })
    .fill('La encuesta debe decir «Con avena».');
  await story2.getByRole('button', { name: 'Enviar' }).click();
  await expect(story2.getByText('cambios pedidos')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Día 5/ })
      .getByRole('button', { name: 'Aprobar las 3 historias del día' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await phone.close();

  // The agency sees the request for changes with its comment.
  await adminPage.getByRole('button', { name: /^Día 5 - / }).click();
  const panel = adminPage.getByRole('region', { name: 'Aprobación de la historia 2' });
  await expect(panel.getByText('cambios pedidos')).toBeVisible();
  await expect(panel).toContainText('Comentario del cliente: La encuesta debe decir «Con avena».');
  await expect(adminPage.getByText('0 de 4 aprobadas · 1 con cambios pedidos · 3 pendientes')).toBeVisible();

  // The agency requires approval before publishing.
  await adminPage.goto(`/admin/campaigns/${newCampaign.id}/edit`);
  await adminPage.getByRole('switch', { name: 'Requiere aprobación del cliente' }).click();
  // From now (not the default «Desde mañana»): today's and the overdue stories wait for it too.
  await adminPage
    .getByRole('group', { name: '¿Desde cuándo?' })
    .getByRole('radio', { name: /Desde ahora/ })
    .check();
  await adminPage.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: newCampaign.title })).toBeVisible();

  // The signed-in client: a story of day 5 waits for its approval, and the screen says so.
  await newClientPage.goto(`/dashboard/campaigns/${newCampaign.id}`);
  await newClientPage.getByRole('button', { name: /^Día 5 - / }).click();
  const card = newClientPage.locator(`article#historia-${day5.stories[0]!.id}`);
  const toggle = card.getByRole('button', { name: 'Pendiente' });
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await expect(card.getByText('No puedes marcarla como publicada hasta que la apruebes.')).toBeVisible();
  // aria-disabled (it stays focusable and tells why): Playwright would wait for it to be enabled; a finger does not.
  await toggle.click({ force: true });
  await expect(toast(newClientPage, APPROVAL_TEXTS.approvalRequired)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Approved from the panel, it can be marked.
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(card.getByRole('region', { name: 'Aprobación de la historia 1' })).toContainText('aprobada');
  await expect(toggle).not.toHaveAttribute('aria-disabled');

  // «Publicar hoy» says it before any tap: an overdue, unapproved story (opened by its link, as a reminder opens
  // it; today's day 4 is approved) shows its state, a link to approve it, and a «Marcar publicada» that tells why
  // instead of sending a mark.
  const overdue = campaign.days[2]!.stories[0]!;
  await newClientPage.goto(`/dashboard/today?story=${overdue.id}`);
  const next = newClientPage
    .locator(`article[data-story-id="${overdue.id}"]`)
    .filter({ has: newClientPage.getByRole('button', { name: 'Marcar publicada' }) });
  await expect(next.getByText('pendiente de aprobación')).toBeVisible();
  await expect(next.getByRole('link', { name: 'Revisar y aprobar' })).toBeVisible();
  const mark = next.getByRole('button', { name: 'Marcar publicada' });
  await expect(mark).toHaveAttribute('aria-disabled', 'true');
  await mark.click({ force: true });
  // The toast says why, as the card does («Pendiente de tu aprobación. Esta campaña necesita tu aprobación…»).
  await expect(
    toast(
      newClientPage,
      /^Pendiente de tu aprobación\. Esta campaña necesita tu aprobación antes de publicar/,
    ),
  ).toBeVisible();
  const after = await detail();
  expect(after.campaign.days.flatMap((d) => d.stories).filter((s) => s.isPosted)).toEqual([]);
});
