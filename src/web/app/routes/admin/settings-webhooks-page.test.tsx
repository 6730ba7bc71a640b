// @vitest-environment jsdom

import type { WebhookEndpoint } from '@shared/api/webhooks';
import { WEBHOOK_TEXTS } from '@shared/webhooks/webhook-texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SettingsWebhooksPage } from './settings-webhooks-page';

const ENDPOINT: WebhookEndpoint = {
  id: '6f1c2a8e-2d7b-4c55-9d0a-3e0b9c1f7a10',
  url: 'https://hooks.n8n.agencia.es/webhook/6b1e0d1c-historias-publicadas',
  description: 'n8n de la agencia',
  eventTypes: ['story.published', 'story.late', 'campaign.created', 'client.created', 'comment.created'],
  isEnabled: true,
  disabledReason: null,
  disabledAt: null,
  secretHint: 'whsec_MfKQ…',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: { status: 'succeeded', at: '2026-11-22T09:14:00.000Z', responseStatus: 200 },
};
const GONE: WebhookEndpoint = {
  ...ENDPOINT,
  id: '0b8f5d2c-1e4a-4f6b-8c3d-7a9e2b1c0d4f',
  url: 'https://make.example.com/hook/abc',
  description: null,
  isEnabled: false,
  disabledReason: 'gone',
  disabledAt: '2026-11-21T18:30:00.000Z',
  lastDelivery: { status: 'failed', at: '2026-11-21T18:30:00.000Z', responseStatus: 410 },
};
const SECRET = 'whsec_MfKQ9r8GKYqXgXbqaL0aCzN7Lh9mLd7x';

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? 'null'));
}

describe('Configuración › Webhooks', () => {
  it('lists the endpoints: name, URL, events, on/off, the last delivery; a section of Configuración', async () => {
    mockFetch({ 'GET /api/admin/webhooks': () => json({ endpoints: [ENDPOINT] }) });
    renderWithProviders(<SettingsWebhooksPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Secciones de configuración' });
    expect(within(sections).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/admin/settings/webhooks',
    );
    const item = await screen.findByRole('article', { name: 'n8n de la agencia' });
    expect(within(item).getByText(ENDPOINT.url)).toBeInTheDocument();
    expect(within(item).getByRole('switch', { name: 'Activo: n8n de la agencia' })).toBeChecked();
    const events = within(item).getByRole('list', { name: 'Eventos' });
    expect(within(events).getByText('Historia publicada')).toBeInTheDocument();
    expect(within(events).getByText('+2 más')).toBeInTheDocument();
    expect(within(events).getByText(/y además: Cliente nuevo, Comentario nuevo/)).toBeInTheDocument();
    expect(within(item).getByText('Entregado')).toBeInTheDocument();
    expect(within(item).getByText('HTTP 200')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Envíos' })).toHaveAttribute(
      'href',
      `/admin/settings/webhooks/${ENDPOINT.id}`,
    );
  });

  it('adds an endpoint: the schema’s messages, the server’s refusal under the URL, then the secret shown once', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const created = { ...ENDPOINT, description: null, eventTypes: [...ENDPOINT.eventTypes] };
    const fetchMock = mockFetch({
      'GET /api/admin/webhooks': () => json({ endpoints }),
      'POST /api/admin/webhooks': (init) => {
        const body = bodyOf(init) as { url: string };
        if (body.url.includes('10.0.0.5')) {
          return json(
            {
              error: {
                code: 'INVALID_REQUEST',
                message: 'Revisa los datos',
                issues: [{ path: 'url', message: WEBHOOK_TEXTS.urlBlocked }],
              },
            },
            400,
          );
        }
        endpoints = [created];
        return json({ endpoint: created, secret: SECRET }, 201);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsWebhooksPage />);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay webhooks' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir webhook' });

    await user.click(within(dialog).getByRole('button', { name: 'Añadir webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_TEXTS.urlRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(WEBHOOK_TEXTS.eventsRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/webhooks')).toHaveLength(0);

    const url = within(dialog).getByRole('textbox', { name: 'URL del receptor' });
    await user.type(url, 'ftp://ejemplo.es/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_TEXTS.urlInvalid)).toBeInTheDocument();

    // «Todos» ticks every event; unticking one leaves it «mixed».
    const all = within(dialog).getByRole('checkbox', { name: 'Todos' });
    await user.click(all);
    expect(within(dialog).getByRole('checkbox', { name: /Campaña importada/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Campaña importada/ }));
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(all).toBeChecked();
    await user.click(all);
    expect(within(dialog).getByRole('checkbox', { name: /Historia publicada/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Historia publicada/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Cliente nuevo/ }));

    await user.clear(url);
    await user.type(url, 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_TEXTS.urlBlocked)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, ENDPOINT.url);
    await user.click(within(dialog).getByRole('button', { name: 'Añadir webhook' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Webhook añadido: su secreto' });
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/webhooks').at(-1)?.[1])).toEqual({
      url: ENDPOINT.url,
      eventTypes: ['story.published', 'client.created'],
      isEnabled: true,
    });
    expect(within(secretDialog).getByRole('textbox', { name: 'Secreto de firma' })).toHaveValue(SECRET);
    expect(within(secretDialog).getByText('Guárdalo ahora: no volverás a verlo.')).toBeInTheDocument();
    expect(within(secretDialog).getByText('webhook-signature')).toBeInTheDocument();
    await user.click(within(secretDialog).getByRole('button', { name: 'Copiar secreto' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(secretDialog).getByRole('button', { name: 'Ya lo he guardado' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'hooks.n8n.agencia.es' })).toBeInTheDocument();
  });

  it('sends a test event to an endpoint and says so', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/webhooks': () => json({ endpoints: [ENDPOINT] }),
      [`POST /api/admin/webhooks/${ENDPOINT.id}/test`]: () =>
        json(
          {
            delivery: {
              id: 'd-1',
              messageId: 'msg_1',
              eventType: 'webhook.test',
              status: 'pending',
              attempts: 0,
              responseStatus: null,
              durationMs: null,
              error: null,
              responseBody: null,
              nextAttemptAt: null,
              createdAt: '2026-11-22T10:00:00.000Z',
              lastAttemptAt: null,
            },
          },
          202,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsWebhooksPage />);
    const item = await screen.findByRole('article', { name: 'n8n de la agencia' });
    await user.click(within(item).getByRole('button', { name: 'Enviar evento de prueba' }));
    expect(await screen.findByText('Evento de prueba en camino')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/webhooks/${ENDPOINT.id}/test`)).toHaveLength(1);
    // The list is read again (its last delivery).
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/webhooks')).toHaveLength(2));
  });

  it('shows an endpoint disabled by a 410 prominently, and «Reactivar» turns it on again', async () => {
    let current = GONE;
    const fetchMock = mockFetch({
      'GET /api/admin/webhooks': () => json({ endpoints: [current] }),
      [`PATCH /api/admin/webhooks/${GONE.id}`]: () => {
        current = { ...GONE, isEnabled: true, disabledReason: null, disabledAt: null };
        return json(current);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsWebhooksPage />);
    const item = await screen.findByRole('article', { name: 'make.example.com' });
    const notice = within(item).getByRole('alert');
    expect(within(notice).getByText(WEBHOOK_TEXTS.disabledGone)).toBeInTheDocument();
    expect(within(item).getByRole('switch', { name: 'Activo: make.example.com' })).not.toBeChecked();
    await user.click(within(notice).getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Webhook reactivado')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, `PATCH /api/admin/webhooks/${GONE.id}`)[0]?.[1])).toEqual({
      isEnabled: true,
    });
    await vi.waitFor(() => expect(within(item).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(item).getByRole('switch', { name: 'Activo: make.example.com' })).toBeChecked();
  });

  it('rotates the secret after a confirmation that the old one keeps signing 24 h, then shows the new one', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/webhooks': () => json({ endpoints: [ENDPOINT] }),
      [`POST /api/admin/webhooks/${ENDPOINT.id}/rotate-secret`]: () =>
        json({
          endpoint: { ...ENDPOINT, previousSecretExpiresAt: '2026-11-23T10:00:00.000Z' },
          secret: 'whsec_nuevoSecreto',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsWebhooksPage />);
    const item = await screen.findByRole('article', { name: 'n8n de la agencia' });
    await user.click(within(item).getByRole('button', { name: 'Rotar secreto' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Rotar el secreto?' });
    expect(within(confirm).getByText(/sigue firmando durante 24 horas/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/webhooks/${ENDPOINT.id}/rotate-secret`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotar secreto' }));
    const shown = await screen.findByRole('dialog', { name: 'Secreto nuevo' });
    expect(within(shown).getByRole('textbox', { name: 'Secreto de firma' })).toHaveValue(
      'whsec_nuevoSecreto',
    );
    expect(within(shown).getByText(/también la firma del secreto anterior/)).toBeInTheDocument();
  });

  it('deletes an endpoint after a confirmation', async () => {
    let endpoints = [ENDPOINT];
    const fetchMock = mockFetch({
      'GET /api/admin/webhooks': () => json({ endpoints }),
      [`DELETE /api/admin/webhooks/${ENDPOINT.id}`]: () => {
        endpoints = [];
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsWebhooksPage />);
    const item = await screen.findByRole('article', { name: 'n8n de la agencia' });
    await user.click(within(item).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar webhook' }));
    expect(await screen.findByRole('heading', { name: 'Todavía no hay webhooks' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/admin/webhooks/${ENDPOINT.id}`)).toHaveLength(1);
  });
});
