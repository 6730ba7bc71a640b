// @vitest-environment jsdom

import type { WebhookDelivery, WebhookEndpoint } from '@shared/api/webhooks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { getWebhookDeliveriesQueryOptions } from '@/features/webhooks/api/get-webhook-deliveries';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { SettingsWebhookPage } from './settings-webhook-page';

const ID = '6f1c2a8e-2d7b-4c55-9d0a-3e0b9c1f7a10';
const ENDPOINT: WebhookEndpoint = {
  id: ID,
  url: 'https://hooks.n8n.agencia.es/webhook/6b1e0d1c-historias-publicadas',
  description: 'n8n de la agencia',
  eventTypes: ['story.published'],
  isEnabled: true,
  disabledReason: null,
  disabledAt: null,
  secretHint: 'whsec_MfKQ…',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: null,
};

function delivery(overrides: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    id: 'a0f1e2d3-0000-4000-8000-000000000001',
    messageId: 'msg_2pJxQz',
    eventType: 'webhook.test',
    status: 'succeeded',
    attempts: 1,
    responseStatus: 200,
    durationMs: 85,
    error: null,
    responseBody: null,
    nextAttemptAt: null,
    createdAt: '2026-11-22T09:14:00.000Z',
    lastAttemptAt: '2026-11-22T09:14:00.000Z',
    ...overrides,
  };
}

const DELIVERED = delivery({});
const FAILED = delivery({
  id: 'a0f1e2d3-0000-4000-8000-000000000002',
  eventType: 'story.published',
  status: 'failed',
  attempts: 3,
  responseStatus: 500,
  durationMs: 1234,
  error: 'El receptor respondió HTTP 500',
  responseBody: '{"message":"Workflow could not be started"}',
});

function renderPage() {
  return renderRoutes([{ path: paths.admin.settingsWebhook.path, element: <SettingsWebhookPage /> }], {
    initialPath: paths.admin.settingsWebhook.getHref(ID),
  });
}

/** The desktop table (the cards below 768 px hold the same; jsdom applies no media queries). */
const table = () => screen.findByRole('table', { name: 'Envíos del webhook' });

describe('a webhook’s page: its deliveries', () => {
  it('shows each delivery: event, status, attempts, code, duration, next retry, error and the answer folded', async () => {
    const retryAt = new Date(Date.now() + 5 * 60_000 + 20_000).toISOString();
    mockFetch({
      [`GET /api/admin/webhooks/${ID}`]: () => json(ENDPOINT),
      [`GET /api/admin/webhooks/${ID}/deliveries`]: () =>
        json({ deliveries: [DELIVERED, { ...FAILED, nextAttemptAt: retryAt }] }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhook: n8n de la agencia' }),
    ).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    // The header, the delivered one, the failed one and, under it, its error and answer across the table.
    expect(rows).toHaveLength(4);
    const [, delivered, failed, outcome] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(delivered).getByText('Evento de prueba')).toBeInTheDocument();
    expect(within(delivered).getByText('Entregado')).toBeInTheDocument();
    expect(within(delivered).getByRole('cell', { name: '200' })).toBeInTheDocument();
    expect(within(delivered).getByRole('cell', { name: '85 ms' })).toBeInTheDocument();
    const [date] = within(delivered).getAllByText(
      (_content, element) =>
        element?.tagName === 'TIME' && /^22\/11\/2026 a las \d{2}:14$/.test(element.textContent),
    );
    expect(date).toHaveAttribute('datetime', DELIVERED.lastAttemptAt);

    expect(within(failed).getByText('Historia publicada')).toBeInTheDocument();
    expect(within(failed).getByText('Fallido')).toBeInTheDocument();
    expect(within(failed).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(failed).getByRole('cell', { name: '1,2 s' })).toBeInTheDocument();
    expect(within(failed).getByText('(en 5 min)')).toBeInTheDocument();
    expect(within(outcome).getByText('El receptor respondió HTTP 500')).toBeInTheDocument();
    const body = within(outcome).getByText('{"message":"Workflow could not be started"}');
    expect(body).not.toBeVisible();
    await user.click(within(outcome).getByText('Respuesta del receptor'));
    expect(body).toBeVisible();

    // Below 768 px, a card per delivery with the same facts.
    const cards = within(screen.getByRole('list', { name: 'Envíos del webhook' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('3 intentos · HTTP 500 · 1,2 s')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('El receptor respondió HTTP 500')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('1 intento · HTTP 200 · 85 ms')).toBeInTheDocument();
  });

  it('«Reenviar» sends a delivery again and reads the list again', async () => {
    let deliveries = [FAILED];
    const fetchMock = mockFetch({
      [`GET /api/admin/webhooks/${ID}`]: () => json(ENDPOINT),
      [`GET /api/admin/webhooks/${ID}/deliveries`]: () => json({ deliveries }),
      [`POST /api/admin/webhooks/${ID}/deliveries/${FAILED.id}/resend`]: () => {
        const again = delivery({ id: 'a0f1e2d3-0000-4000-8000-000000000003', eventType: 'story.published' });
        deliveries = [again, FAILED];
        return json({ delivery: again }, 202);
      },
    });
    const user = userEvent.setup();
    renderPage();
    const failedRow = within(await table()).getAllByRole('row')[1] as HTMLElement;
    await user.click(within(failedRow).getByRole('button', { name: /^Reenviar: Historia publicada/ }));
    expect(await screen.findByText('Envío en camino de nuevo')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/webhooks/${ID}/deliveries/${FAILED.id}/resend`)).toHaveLength(
      1,
    );
    await vi.waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(4));
    expect(within(await table()).getByText('Entregado')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const fetchMock = mockFetch({
      [`GET /api/admin/webhooks/${ID}`]: () => json(ENDPOINT),
      [`GET /api/admin/webhooks/${ID}/deliveries`]: () => json({ deliveries: [] }),
    });
    Element.prototype.scrollIntoView ??= () => {};
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ningún envío todavía' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Fallido' }));
    expect(await screen.findByRole('heading', { name: 'Ningún envío con este estado.' })).toBeInTheDocument();
    const urls = callsTo(fetchMock, `GET /api/admin/webhooks/${ID}/deliveries`).map(([input]) =>
      String(input),
    );
    expect(urls.at(-1)).toMatch(/[?&]status=failed/);
    expect(urls[0]).not.toMatch(/status=/);
  });

  it('reads the list again by itself while a delivery is on its way, and only then', () => {
    const { refetchInterval } = getWebhookDeliveriesQueryOptions(ID, null);
    const withData = (deliveries: WebhookDelivery[]) =>
      (refetchInterval as (query: unknown) => number | false)({ state: { data: { deliveries } } });
    expect(withData([DELIVERED, delivery({ status: 'sending' })])).toBe(5_000);
    expect(withData([delivery({ status: 'pending' })])).toBe(5_000);
    expect(withData([DELIVERED, FAILED])).toBe(false);
  });

  it('turns «Enviando» into «Entregado» without a click', async () => {
    let reads = 0;
    mockFetch({
      [`GET /api/admin/webhooks/${ID}`]: () => json(ENDPOINT),
      [`GET /api/admin/webhooks/${ID}/deliveries`]: () => {
        reads += 1;
        return json({
          deliveries: [reads === 1 ? delivery({ status: 'sending', responseStatus: null }) : DELIVERED],
        });
      },
    });
    renderPage();
    expect(await within(await table()).findByText('Enviando')).toBeInTheDocument();
    expect(await within(await table()).findByText('Entregado', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it('says when the webhook no longer exists, with the way back', async () => {
    mockFetch({
      [`GET /api/admin/webhooks/${ID}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'No encontramos ese webhook' } }, 404),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No encontramos ese webhook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Webhooks' })).toHaveAttribute(
      'href',
      '/admin/settings/webhooks',
    );
  });
});
