import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test, toast } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 (a port the OS picks) that answers 200 and keeps every request it gets. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('recibido');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, received };
}

test('an admin adds a webhook, sends a test event and sees it delivered; the receiver verifies its signature', async ({
  adminPage: admin,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const { server, url, received } = await startReceiver();
  const hookUrl = `${url}/hooks/${randomUUID()}`;
  const name = `Receptor e2e ${randomUUID().slice(0, 8)}`;
  let endpointId: string | undefined;
  try {
    await admin.goto('/admin/settings');
    await admin
      .getByRole('navigation', { name: 'Secciones de configuración' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(admin).toHaveURL(/\/admin\/settings\/webhooks$/);
    await admin.getByRole('button', { name: 'Añadir webhook' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Añadir webhook' });
    await dialog.getByRole('textbox', { name: 'URL del receptor' }).fill(hookUrl);
    await dialog.getByRole('textbox', { name: 'Descripción (opcional)' }).fill(name);
    // An event the other tests hardly raise: the receiver should hear only the test event.
    await dialog.getByRole('checkbox', { name: /Campaña completada/ }).check();
    await dialog.getByRole('button', { name: 'Añadir webhook' }).click();

    const secretDialog = admin.getByRole('dialog', { name: 'Webhook añadido: su secreto' });
    await expect(secretDialog.getByText('Guárdalo ahora: no volverás a verlo.')).toBeVisible();
    const secret = await secretDialog.getByRole('textbox', { name: 'Secreto de firma' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Ya lo he guardado' }).click();
    await expect(secretDialog).toBeHidden();

    const item = admin.getByRole('article', { name });
    await expect(item.getByText(hookUrl)).toBeVisible();
    await item.getByRole('link', { name: 'Envíos' }).click();
    await expect(admin).toHaveURL(/\/admin\/settings\/webhooks\/[0-9a-f-]{36}$/);
    endpointId = admin.url().split('/').at(-1);
    await expect(admin.getByRole('heading', { level: 1, name: `Webhook: ${name}` })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Ningún envío todavía' })).toBeVisible();

    await admin.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    await expect(toast(admin, 'Evento de prueba en camino')).toBeVisible();
    // The list reads itself again while the delivery is on its way: no click on «Actualizar».
    const row = admin
      .getByRole('table', { name: 'Envíos del webhook' })
      .getByRole('row')
      .filter({ hasText: 'Evento de prueba' });
    await expect(row.getByText('Entregado')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();

    await expect.poll(() => received.length, { message: 'the receiver got the test event' }).toBe(1);
    const request = received[0]!;
    expect(new URL(hookUrl).pathname).toBe(request.path);
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    const payload = new Webhook(secret).verify(request.body, headers) as {
      type: string;
      data: { endpointId: string };
    };
    expect(payload.type).toBe('webhook.test');
    expect(payload.data.endpointId).toBe(endpointId);
    // A secret that is not the one shown does not verify the same request.
    expect(() =>
      new Webhook(`whsec_${Buffer.from(randomUUID()).toString('base64')}`).verify(request.body, headers),
    ).toThrow();
  } finally {
    if (endpointId) await adminApi.delete(`/api/admin/webhooks/${endpointId}`);
    await new Promise((resolve) => server.close(resolve));
  }
});
