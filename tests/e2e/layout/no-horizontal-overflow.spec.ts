import type { Page } from '@playwright/test';
import { isoDay } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12: no screen is ever wider than a phone. Every screen of both areas is opened at 390 px with deliberately
 * long content: the test's own client with a campaign made by the built-in AI generator and a campaign imported
 * with a 200-character unbroken word in every text field (and its approval link), and a client with a very long
 * name, brand and e-mail.
 * The document must never be wider than the window (a long theme once made the campaign screen 535 to 805 px
 * wide).
 */

test.use({ viewport: { width: 390, height: 844 } });

const word = (seed: string, length = 200) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
const LONG = word('Supercalifragilisticoespialidoso');

/** Every text field of the import format holds one unbroken 200-character word (or its field's maximum). */
function longWordsCampaign() {
  const story = (n: number) => ({
    number: n,
    copy: `${LONG} ${LONG}`,
    visual: LONG,
    type: n === 1 ? 'TEXTO_PANTALLA' : 'EL_HABLANDO',
    notes: LONG,
    sticker:
      n === 1 ? { type: 'poll', options: [LONG, word('Opcion', 200)] } : { type: 'question', prompt: LONG },
  });
  return {
    campaign_title: word('TituloInterminable', 200),
    description: LONG,
    start_date: isoDay(-1),
    days: [-1, 0, 1].map((offset) => ({
      date: isoDay(offset),
      theme: word('TemaSinEspacios', 300),
      blocks: [{ block_name: word('Bloque', 100), stories: [story(1), story(2)] }],
    })),
    chat_automation: {
      keyword: word('CLAVE', 100),
      auto_response: LONG,
      landing_url: `https://tienda.example/${word('ruta', 200)}`,
      follow_up_sequence: [{ delay_hours: 2, message: LONG, attachment: `https://x.example/${LONG}.pdf` }],
      tags: [word('etiqueta', 50)],
      notes: LONG,
    },
    launch_plan: [{ title: word('Paso', 200), description: LONG }],
  };
}

async function expectNoOverflow(page: Page, what: string) {
  await expect(page.locator('#root main, #root [role="main"], #root h1').first()).toBeVisible();
  // Images and fonts settled: the widths are final.
  await page.waitForLoadState('networkidle');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({
      path: `test-results/overflow/${what.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 60)}.png`,
      fullPage: true,
    });
  }
  const widths = await page.evaluate(() => {
    // The outermost elements that stick out on the right: what to fix when the page is too wide.
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right <= window.innerWidth + 0.5 || box.width === 0) continue;
      if (
        element.parentElement &&
        element.parentElement.getBoundingClientRect().right > window.innerWidth + 0.5
      )
        continue;
      culprits.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> ${Math.round(box.right)}px`,
      );
    }
    return {
      document: document.documentElement.scrollWidth,
      window: window.innerWidth,
      culprits: culprits.slice(0, 4).join(' | '),
    };
  });
  expect
    .soft(
      widths.document,
      `${what}: the page is ${widths.document}px wide in a ${widths.window}px window: ${widths.culprits}`,
    )
    .toBeLessThanOrEqual(widths.window);
}

test('every screen fits a 390 px phone with long content', async ({
  adminPage,
  newClient,
  newClientPage: clientPage,
  createClient,
  importCampaign,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = { Origin: baseURL! };

  // A long-named client, and the test's client with a campaign of long words and an AI-generated campaign.
  const longClient = await createClient({
    activate: false,
    name: word('NombreMuyLargo', 120),
    brandName: word('MarcaSinFin', 120),
    email: `${word('buzon', 60)}@${word('dominio', 60)}.example`,
    phone: '+34 600 000 000',
    industry: word('Sector', 80),
    description: LONG,
  });
  const longClientId = longClient.id;
  const aurora = (await (await adminPage.request.get('/api/admin/clients?q=Caf%C3%A9%20Aurora')).json())
    .clients[0] as { id: string };
  const importedId = (await importCampaign(newClient, longWordsCampaign())).id;

  const launch = new Date(Date.now() + 3 * 86_400_000);
  launch.setUTCHours(10, 0, 0, 0);
  const aiRequest = await clientPage.request.post('/api/ai/requests', {
    headers: origin,
    data: {
      productDescription: 'Curso online de repostería saludable sin azúcar para principiantes absolutos',
      salesProcess: 'Las clientas escriben por mensaje directo y reciben el enlace de pago con checkout',
      specialOffers: 'Precio de lanzamiento 97 € en lugar de 147 €, con bonus de recetario y garantía',
      campaignDuration: 7,
      keyMessage: 'Puedes darte un capricho sin renunciar a cuidarte',
      launchAt: launch.toISOString(),
    },
  });
  expect(aiRequest.status()).toBe(201);
  const requestId = ((await aiRequest.json()) as { request: { id: string } }).request.id;
  let aiCampaignId: string | null = null;
  await expect
    .poll(
      async () => {
        const body = (await (await clientPage.request.get(`/api/ai/requests/${requestId}`)).json()) as {
          request: { status: string; generatedCampaignId: string | null };
        };
        aiCampaignId = body.request.generatedCampaignId;
        return body.request.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');

  const adminScreens: [string, string][] = [
    ['Panel Principal', '/admin'],
    ['clientes', '/admin/clients'],
    ['nuevo cliente', '/admin/clients/new'],
    ['cliente de nombre largo', `/admin/clients/${longClientId}`],
    ['editar cliente de nombre largo', `/admin/clients/${longClientId}/edit`],
    ['Café Aurora', `/admin/clients/${aurora.id}`],
    ['cliente con campañas largas', `/admin/clients/${newClient.id}`],
    ['campañas', '/admin/campaigns'],
    ['campaña de palabras largas (admin)', `/admin/campaigns/${importedId}`],
    ['campaña generada (admin)', `/admin/campaigns/${aiCampaignId}`],
    ['configuración', '/admin/settings'],
  ];
  for (const [what, path] of adminScreens) {
    await adminPage.goto(path);
    await expectNoOverflow(adminPage, what);
  }

  // The search box's placeholder (the spec's text) is read whole on a phone, not cut.
  await adminPage.goto('/admin/clients');
  const search = adminPage.getByRole('searchbox', { name: 'Buscar clientes' });
  const room = await search.evaluate((input: HTMLInputElement) => {
    const box = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    return {
      text: context.measureText(input.placeholder).width,
      inner: input.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight),
    };
  });
  expect(room.text, 'the search placeholder fits its box').toBeLessThanOrEqual(room.inner);

  // The long-word campaign's approval link (issue 16), with a long request for changes on one story: the
  // campaign screens below then show approvals too.
  const approval = await adminPage.request.post(`/api/admin/campaigns/${importedId}/approval-requests`, {
    headers: origin,
    data: {},
  });
  expect(approval.status()).toBe(201);
  const { request } = (await approval.json()) as { request: { url: string } };
  await clientPage.goto(request.url);
  await expectNoOverflow(clientPage, 'página de aprobación');
  const firstStory = clientPage.getByRole('article').first();
  await firstStory.getByRole('button', { name: 'Pedir cambios' }).click();
  await firstStory.getByRole('textbox', { name: '¿Qué cambios necesitas?' }).fill(LONG);
  await firstStory.getByRole('button', { name: 'Enviar' }).click();
  await expect(firstStory.getByText('cambios pedidos')).toBeVisible();
  await expectNoOverflow(clientPage, 'página de aprobación con cambios pedidos');

  const clientScreens: [string, string][] = [
    ['Dashboard de Progreso', '/dashboard'],
    // The long-word campaign has stories yesterday, today and tomorrow: its 200-character title is on every card.
    ['Publicar hoy', '/dashboard/today'],
    ['Mis Campañas', '/dashboard/campaigns'],
    ['campaña de palabras largas', `/dashboard/campaigns/${importedId}`],
    ['campaña generada por la IA', `/dashboard/campaigns/${aiCampaignId}`],
    ['Historias Pendientes', '/dashboard/pending'],
    ['Mi Perfil', '/dashboard/profile'],
  ];
  for (const [what, path] of clientScreens) {
    await clientPage.goto(path);
    await expectNoOverflow(clientPage, what);
  }

  // The long-word campaign with every panel open: each day, the chat automation, the launch plan.
  await clientPage.goto(`/dashboard/campaigns/${importedId}`);
  await expect(clientPage.getByRole('heading', { level: 1 })).toBeVisible();
  for (const trigger of await clientPage.getByRole('button', { name: /^Día \d/ }).all()) {
    await trigger.click();
    await expectNoOverflow(
      clientPage,
      `campaña de palabras largas, ${await trigger.getAttribute('aria-label')}`,
    );
  }
  const chat = clientPage.getByRole('button', { name: /automatización de chat/i }).first();
  if (await chat.isVisible()) {
    await chat.click();
    await expectNoOverflow(clientPage, 'campaña de palabras largas, automatización de chat abierta');
  }
});
