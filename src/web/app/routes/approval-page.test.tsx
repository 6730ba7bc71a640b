// @vitest-environment jsdom

import { APPROVAL_TEXTS } from '@shared/approvals/approval-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvalLinkResponse } from '@/features/approval-link/testing/approval-link-response';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ApprovalPage } from './approval-page';

const TOKEN = 'tok3n-secreto';
const LOOKUP = 'POST /api/approvals/lookup';
const DECIDE = 'POST /api/approvals/decide';

function renderPage(path = `/approve?token=${TOKEN}`) {
  return renderRoutes([{ path: '/approve', element: <ApprovalPage /> }], { initialPath: path });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function urlsOf(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

function storyCard(name: RegExp | string) {
  return screen.getByRole('article', { name });
}

describe('ApprovalPage (/approve?token=…)', () => {
  it('shows the brand, campaign and expiry, and approves every waiting story of a day in one tap', async () => {
    const page = approvalLinkResponse({ days: [['pending', 'approved', 'pending'], ['pending']] });
    const fetchMock = mockFetch({
      [LOOKUP]: () => json(page),
      [DECIDE]: (init) => {
        const { decisions } = bodyOf(init) as { decisions: { storyId: string }[] };
        return json({
          stories: decisions.map((d) => ({
            id: d.storyId,
            approval: {
              state: 'approved',
              version: `v1-${d.storyId}`,
              comment: null,
              decidedAt: '2026-11-21T10:00:00.000Z',
              decidedVia: 'link',
            },
          })),
          requestStatus: 'open',
        });
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lanzamiento Blend 7' })).toBeInTheDocument();
    expect(screen.getByText(/Café Aurora/)).toBeInTheDocument();
    // 09:00 UTC is 03:00 in the client's zone (Mexico City).
    expect(screen.getByText('Puedes responder hasta el 27/11/2026 a las 03:00.')).toBeInTheDocument();
    const day1 = screen.getByRole('region', { name: /Día 1/ });
    expect(within(day1).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Día 1 · lunes, 23 de noviembre de 2026',
    );
    expect(
      within(storyCard(/Historia 1 del día 1/)).getByText('Se publica el 23/11/2026 a las 09:30'),
    ).toBeVisible();
    expect(within(day1).getByText('1 de 3 aprobadas · 2 pendientes')).toBeInTheDocument();

    await user.click(within(day1).getByRole('button', { name: 'Aprobar las 2 historias del día' }));

    expect(await within(day1).findByText('Día aprobado')).toBeInTheDocument();
    await waitFor(() => expect(within(day1).getByText('Día aprobado').closest('p')).toHaveFocus());
    expect(within(day1).queryByRole('button', { name: /Aprobar/ })).not.toBeInTheDocument();
    expect(within(day1).getByText('3 de 3 aprobadas')).toBeInTheDocument();
    expect(await screen.findByText('Día 1 aprobado: 2 historias')).toBeInTheDocument();
    // One request, with the token in its body, the undecided stories and the versions shown.
    expect(callsTo(fetchMock, DECIDE)).toHaveLength(1);
    expect(bodyOf(callsTo(fetchMock, DECIDE)[0]?.[1])).toEqual({
      token: TOKEN,
      decisions: [
        { storyId: 'd1-s1', version: 'v1-d1-s1', decision: 'approved' },
        { storyId: 'd1-s3', version: 'v1-d1-s3', decision: 'approved' },
      ],
    });
    expect(bodyOf(callsTo(fetchMock, LOOKUP)[0]?.[1])).toEqual({ token: TOKEN });
    for (const url of urlsOf(fetchMock)) expect(url).not.toContain(TOKEN);
    // The other day still waits.
    const day2 = screen.getByRole('region', { name: /Día 2/ });
    expect(within(day2).getByRole('button', { name: 'Aprobar la historia del día' })).toBeEnabled();
  });

  it('asks for changes on one story with a required comment', async () => {
    const fetchMock = mockFetch({
      [LOOKUP]: () => json(approvalLinkResponse({ days: [['pending', 'pending']] })),
      [DECIDE]: () =>
        json({
          stories: [
            {
              id: 'd1-s2',
              approval: {
                state: 'changes_requested',
                version: 'v1-d1-s2',
                comment: 'El precio es 29 €',
                decidedAt: '2026-11-21T10:00:00.000Z',
                decidedVia: 'link',
              },
            },
          ],
          requestStatus: 'open',
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: /Historia 2 del día 1/ });
    await user.click(within(card).getByRole('button', { name: 'Pedir cambios' }));
    const comment = within(card).getByRole('textbox', { name: '¿Qué cambios necesitas?' });
    expect(comment).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(APPROVAL_TEXTS.commentRequired);
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, DECIDE)).toHaveLength(0);

    await user.type(comment, 'El precio es 29 €');
    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    expect(await within(card).findByText('cambios pedidos')).toBeInTheDocument();
    expect(within(card).getByText('El precio es 29 €')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, DECIDE)[0]?.[1])).toEqual({
      token: TOKEN,
      decisions: [
        {
          storyId: 'd1-s2',
          version: 'v1-d1-s2',
          decision: 'changes_requested',
          comment: 'El precio es 29 €',
        },
      ],
    });
    // It may still approve it, or change its comment; the other story's own buttons are untouched.
    expect(within(card).getByRole('button', { name: 'Cambiar comentario' })).toBeInTheDocument();
    // The day's button now approves only the story still waiting.
    expect(screen.getByRole('button', { name: 'Aprobar la historia del día' })).toBeInTheDocument();
  });

  it('reads the page again when a story changed meanwhile (409), so the client sees the new version', async () => {
    let lookups = 0;
    const fetchMock = mockFetch({
      [LOOKUP]: () => {
        lookups += 1;
        return json(
          approvalLinkResponse({
            days: [['pending']],
            overrides:
              lookups > 1
                ? {
                    'd1-s1': {
                      copyText: 'Copy corregido por la agencia',
                      approval: {
                        state: 'pending',
                        version: 'v2-d1-s1',
                        comment: null,
                        decidedAt: null,
                        decidedVia: null,
                      },
                    },
                  }
                : {},
          }),
        );
      },
      [DECIDE]: (init) => {
        const { decisions } = bodyOf(init) as { decisions: { version: string }[] };
        if (decisions[0]?.version === 'v1-d1-s1')
          return json({ error: { code: 'CONFLICT', message: APPROVAL_TEXTS.storyChanged } }, 409);
        return json({
          stories: [
            {
              id: 'd1-s1',
              approval: {
                state: 'approved',
                version: 'v2-d1-s1',
                comment: null,
                decidedAt: '2026-11-21T10:00:00.000Z',
                decidedVia: 'link',
              },
            },
          ],
          requestStatus: 'completed',
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: /Historia 1 del día 1/ });
    expect(within(card).getByText('Copy de d1-s1')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Una historia ha cambiado mientras la revisabas')).toBeInTheDocument();
    expect(await within(card).findByText('Copy corregido por la agencia')).toBeInTheDocument();
    expect(callsTo(fetchMock, LOOKUP)).toHaveLength(2);
    expect(within(card).getByText('pendiente de aprobación')).toBeInTheDocument();

    // Approved again, now with the version shown: that was the last story, the page thanks and turns read-only.
    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    expect(bodyOf(callsTo(fetchMock, DECIDE)[1]?.[1])).toMatchObject({
      decisions: [{ storyId: 'd1-s1', version: 'v2-d1-s1', decision: 'approved' }],
    });
    expect(await screen.findByText('¡Gracias! Has respondido a todas las historias')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprobar/ })).not.toBeInTheDocument();
  });

  it('shows a completed request read-only: «Ya respondiste…», the answers, no buttons', async () => {
    mockFetch({
      [LOOKUP]: () =>
        json(approvalLinkResponse({ status: 'completed', days: [['approved', 'changes_requested']] })),
    });
    renderPage();
    expect(await screen.findByText(APPROVAL_TEXTS.linkCompleted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprobar|Pedir cambios/ })).not.toBeInTheDocument();
    expect(within(storyCard(/Historia 2 del día 1/)).getByText('El precio está mal')).toBeInTheDocument();
    expect(within(storyCard(/Historia 1 del día 1/)).getByText('aprobada')).toBeInTheDocument();
    expect(screen.queryByText(/Puedes responder hasta/)).not.toBeInTheDocument();
  });

  it('says a dead link is not valid (404), and so does a page without a token (no request)', async () => {
    const fetchMock = mockFetch({
      [LOOKUP]: () => json({ error: { code: 'NOT_FOUND', message: APPROVAL_TEXTS.linkInvalid } }, 404),
    });
    const { unmount } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' }),
    ).toBeInTheDocument();
    expect(screen.getByText(APPROVAL_TEXTS.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    unmount();

    renderPage('/approve');
    expect(await screen.findByText(APPROVAL_TEXTS.linkInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, LOOKUP)).toHaveLength(1);
  });

  it('says it is loading, and offers a retry when the server cannot be reached', async () => {
    let fail = true;
    mockFetch({
      [LOOKUP]: () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500)
          : json(approvalLinkResponse()),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando las historias que aprobar...');
    expect(await screen.findByText('No se pudieron cargar las historias')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Lanzamiento Blend 7' })).toBeInTheDocument(),
    );
  });
});
