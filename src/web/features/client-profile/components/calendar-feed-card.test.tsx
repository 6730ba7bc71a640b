// @vitest-environment jsdom

import type { CalendarFeed } from '@shared/api/client-area/calendar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CalendarFeedCard } from './calendar-feed-card';

const FEED_PATH = '/api/client/calendar';
const feed = (token: string): CalendarFeed => ({
  url: `https://panel.example/api/calendar/${token}.ics`,
  webcalUrl: `webcal://panel.example/api/calendar/${token}.ics`,
  createdAt: '2026-03-05T10:00:00.000Z',
});
const FIRST = feed('a'.repeat(43));
const SECOND = feed('b'.repeat(43));

function setup(handlers: Record<string, MockHandler>) {
  const fetchMock = mockFetch(handlers);
  // user-event puts its own clipboard in navigator.
  const user = userEvent.setup();
  renderWithProviders(<CalendarFeedCard />);
  return { fetchMock, user };
}

const card = () =>
  screen.getByRole('heading', { name: 'Calendario' }).closest('[data-slot=card]') as HTMLElement;
const toastWith = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

describe("'Calendario' in Mi Perfil", () => {
  it('explains the feed and creates the link, then shows it read-only with the webcal link', async () => {
    const { fetchMock, user } = setup({
      [`GET ${FEED_PATH}`]: () => json({ feed: null }),
      [`POST ${FEED_PATH}`]: () => json({ feed: FIRST }),
    });
    const create = await screen.findByRole('button', { name: 'Crear enlace del calendario' });
    expect(
      within(card()).getByText(/no avisan de los eventos de un calendario suscrito/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(create);
    const field = await screen.findByRole('textbox', { name: 'Enlace privado del calendario' });
    expect(field).toHaveValue(FIRST.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/no lo compartas\. Creado el 05\/03\/2026\./);
    expect(screen.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
      'href',
      FIRST.webcalUrl,
    );
    expect(await toastWith('Enlace del calendario creado')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${FEED_PATH}`)).toHaveLength(1);
    // The answer is the new state: no second read.
    expect(callsTo(fetchMock, `GET ${FEED_PATH}`)).toHaveLength(1);
  });

  it('copies the URL to the clipboard, with a toast and a status message for screen readers', async () => {
    const { user } = setup({ [`GET ${FEED_PATH}`]: () => json({ feed: FIRST }) });
    await user.click(await screen.findByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(FIRST.url);
    expect(await toastWith('Enlace copiado')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent('Enlace copiado');
  });

  it('renews only after confirming that the old link stops working, and shows the new one', async () => {
    const { fetchMock, user } = setup({
      [`GET ${FEED_PATH}`]: () => json({ feed: FIRST }),
      [`POST ${FEED_PATH}`]: () => json({ feed: SECOND }),
    });
    await user.click(await screen.findByRole('button', { name: 'Renovar enlace' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Renovar el enlace del calendario?' });
    expect(dialog).toHaveTextContent('el actual dejará de funcionar');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${FEED_PATH}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Renovar enlace' }));
    dialog = await screen.findByRole('dialog', { name: '¿Renovar el enlace del calendario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Renovar enlace' }));
    expect(await toastWith('El enlace anterior ya no funciona.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enlace privado del calendario' })).toHaveValue(SECOND.url);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${FEED_PATH}`)).toHaveLength(1);
  });

  it('revokes after confirming, and offers to create a link again', async () => {
    const { fetchMock, user } = setup({
      [`GET ${FEED_PATH}`]: () => json({ feed: FIRST }),
      [`DELETE ${FEED_PATH}`]: () => json({ feed: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Revocar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Revocar el enlace del calendario?' });
    expect(dialog).toHaveTextContent('dejará de funcionar en el acto');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar enlace' }));
    expect(await toastWith('Enlace revocado')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Crear enlace del calendario' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE ${FEED_PATH}`)).toHaveLength(1);
  });

  it('says when the link could not be changed, and keeps the link it had', async () => {
    const { user } = setup({
      [`GET ${FEED_PATH}`]: () => json({ feed: FIRST }),
      [`DELETE ${FEED_PATH}`]: () => json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Revocar enlace' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar enlace' }));
    expect(await toastWith('No se pudo cambiar el enlace del calendario')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enlace privado del calendario' })).toHaveValue(FIRST.url);
  });

  it('offers to retry when the link cannot be read', async () => {
    let fail = true;
    const { user } = setup({
      [`GET ${FEED_PATH}`]: () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500) : json({ feed: FIRST }),
    });
    expect(await screen.findByText('No se pudo cargar el enlace del calendario')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Enlace privado del calendario' })).toHaveValue(
      FIRST.url,
    );
  });
});
