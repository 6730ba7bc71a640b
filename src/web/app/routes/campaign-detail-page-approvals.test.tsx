// @vitest-environment jsdom

import type { CampaignStory } from '@shared/api/client-area/campaigns';
import type { ApprovalState } from '@shared/approvals/approval-state';
import { APPROVAL_LINK_SHARING, APPROVAL_TEXTS } from '@shared/approvals/approval-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { FakeEventSource } from '@/lib/realtime/fake-event-source';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import {
  bodyOf,
  GET,
  posted,
  renderPage,
  spyOnConsoleError,
  storyCard,
} from './campaign-detail-page.testing';

spyOnConsoleError();

const DECIDE = 'POST /api/client/approvals';
const REQUEST = 'POST /api/admin/campaigns/c1/approval-requests';
const CLIENT = 'GET /api/admin/clients/cl1';
const DELIVERIES = 'GET /api/admin/campaigns/c1/deliveries';

function approval(
  state: ApprovalState,
  id: string,
  comment: string | null = null,
): CampaignStory['approval'] {
  const decided = state === 'approved' || state === 'changes_requested';
  return {
    state,
    version: `v-${id}`,
    comment,
    decidedAt: decided ? '2026-11-19T17:05:00.000Z' : null,
    decidedVia: decided ? 'link' : null,
  };
}

/** Day 1 with three stories: pending, changes asked for, pending; day 2 not asked for. */
function withApprovals({ requiresApproval = false } = {}) {
  const data = campaignResponse({
    days: [[false, false, false], [false]],
    overrides: {
      'd1-s1': { approval: approval('pending', 'd1-s1') },
      'd1-s2': { approval: approval('changes_requested', 'd1-s2', 'El precio es 29 €') },
      'd1-s3': { approval: approval('pending', 'd1-s3') },
    },
  });
  data.campaign.requiresApproval = requiresApproval;
  return data;
}

/** The server's answer to decisions: each story with its new state. */
function decided(init: RequestInit | undefined) {
  const { decisions } = bodyOf(init) as {
    decisions: { storyId: string; decision: 'approved' | 'changes_requested'; comment?: string }[];
  };
  return json({
    stories: decisions.map((d) => ({
      id: d.storyId,
      approval: {
        ...approval(d.decision, d.storyId, d.comment ?? null),
        decidedVia: 'panel',
        decidedAt: '2026-11-20T11:00:00.000Z',
      },
    })),
    requestStatus: null,
  });
}

describe('campaign detail: approvals, signed-in client', () => {
  it('shows each story its approval, and approves one with the version shown', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(withApprovals()), [DECIDE]: decided });
    const user = userEvent.setup();
    renderPage();
    const first = await waitFor(() => storyCard('d1-s1'));
    // The panel loads with the first story that has one (its own chunk).
    const panel = await within(first).findByRole('region', { name: 'Aprobación de la historia 1' });
    expect(within(panel).getByText('pendiente de aprobación')).toBeInTheDocument();
    // The client's own request for changes, with when and how.
    const second = within(storyCard('d1-s2')).getByRole('region', { name: 'Aprobación de la historia 2' });
    expect(second).toHaveTextContent('Tu comentario: El precio es 29 €');
    expect(second).toHaveTextContent('Decidido el 19/11/2026 a las 18:05, por el enlace del email.');

    await user.click(within(panel).getByRole('button', { name: 'Aprobar' }));
    expect(await within(panel).findByText('aprobada')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    // Its buttons are gone: the focus is on the story's new state.
    await waitFor(() => expect(panel).toHaveFocus());
    expect(bodyOf(callsTo(fetchMock, DECIDE)[0]?.[1])).toEqual({
      decisions: [{ storyId: 'd1-s1', version: 'v-d1-s1', decision: 'approved' }],
    });
    expect(await screen.findByText('Historia 1 aprobada')).toBeInTheDocument();
  });

  it('sums up the day and «Aprobar el día» approves only the stories still pending', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(withApprovals()), [DECIDE]: decided });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => storyCard('d1-s1'));
    expect(
      screen.getByRole('button', { name: /^Día 1 - .*0\/3 aprobadas, 1 con cambios pedidos/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('0 de 3 aprobadas · 1 con cambios pedidos · 2 pendientes'),
    ).toBeInTheDocument();
    const approveDay = screen.getByRole('button', { name: 'Aprobar el día' });
    expect(approveDay).toHaveAccessibleDescription('Aprueba las 2 historias pendientes del día.');

    await user.click(approveDay);
    expect(await screen.findByText('2 de 3 aprobadas · 1 con cambios pedidos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar el día' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('2 de 3 aprobadas · 1 con cambios pedidos').closest('p')).toHaveFocus(),
    );
    expect(bodyOf(callsTo(fetchMock, DECIDE)[0]?.[1])).toEqual({
      decisions: [
        { storyId: 'd1-s1', version: 'v-d1-s1', decision: 'approved' },
        { storyId: 'd1-s3', version: 'v-d1-s3', decision: 'approved' },
      ],
    });
    // The story with changes asked for keeps them, and can still be approved or commented.
    expect(await within(storyCard('d1-s2')).findByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(
      within(storyCard('d1-s2')).getByRole('button', { name: 'Cambiar comentario' }),
    ).toBeInTheDocument();
  });

  it('asks for changes with a comment', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(withApprovals()), [DECIDE]: decided });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard('d1-s3'));
    await user.click(await within(card).findByRole('button', { name: 'Pedir cambios' }));
    await user.type(within(card).getByRole('textbox', { name: '¿Qué cambios necesitas?' }), 'Otra foto');
    await user.click(within(card).getByRole('button', { name: 'Enviar' }));
    expect(await within(card).findByText('cambios pedidos')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Aprobación de la historia 3' })).toHaveTextContent(
      'Tu comentario: Otra foto',
    );
    expect(bodyOf(callsTo(fetchMock, DECIDE)[0]?.[1])).toEqual({
      decisions: [
        { storyId: 'd1-s3', version: 'v-d1-s3', decision: 'changes_requested', comment: 'Otra foto' },
      ],
    });
  });

  it('reads the campaign again when the story changed since it was shown (409)', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(withApprovals()),
      [DECIDE]: () => json({ error: { code: 'CONFLICT', message: APPROVAL_TEXTS.storyChanged } }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard('d1-s1'));
    await user.click(await within(card).findByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Una historia ha cambiado mientras la revisabas')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, GET)).toHaveLength(2));
  });

  it('shows nothing about approvals where nobody asked', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[false, true]] })) });
    renderPage();
    const card = await waitFor(() => storyCard('d1-s1'));
    expect(within(card).queryByRole('region', { name: /Aprobación/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Aprobación del cliente')).not.toBeInTheDocument();
    expect(screen.queryByText(/aprobadas/)).not.toBeInTheDocument();
  });

  it('explains why «Marcar publicada» is unavailable while the campaign requires approval', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(withApprovals({ requiresApproval: true })),
      [DECIDE]: decided,
    });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard('d1-s1'));
    expect(
      screen.getByText(
        'Esta campaña requiere la aprobación del cliente antes de marcar cada historia como publicada.',
      ),
    ).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Pendiente' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAccessibleDescription(new RegExp(`Historia 1 ${APPROVAL_TEXTS.approvalRequired}$`));
    expect(
      await within(card).findByText('No puedes marcarla como publicada hasta que la apruebes.'),
    ).toBeVisible();

    await user.click(toggle);
    const toasts = screen.getByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText(APPROVAL_TEXTS.approvalRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, posted('d1-s1'))).toHaveLength(0);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Approved: it can be marked.
    await user.click(await within(card).findByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(within(card).queryByText('No puedes marcarla como publicada hasta que la apruebes.')).toBeNull();
  });

  it("shows the server's refusal of «Marcar publicada» (409) in a toast", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false]] })),
      [posted('d1-s1')]: () =>
        json({ error: { code: 'CONFLICT', message: APPROVAL_TEXTS.approvalRequired } }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard('d1-s1'));
    await user.click(within(card).getByRole('button', { name: 'Pendiente' }));
    expect(await screen.findByText(APPROVAL_TEXTS.approvalRequired)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Pendiente' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it("reads the campaign again on 'approval.updated' for it (and only for it)", async () => {
    const fetchMock = mockFetch({ [GET]: () => json(withApprovals()) });
    renderPage();
    await waitFor(() => storyCard('d1-s1'));
    const source = FakeEventSource.latest();
    const event = (campaignId: string) =>
      JSON.stringify({ type: 'approval.updated', campaignId, clientId: 'cl1', storyIds: ['d1-s1'] });
    act(() => {
      source.simulateOpen();
      source.simulateMessage('approval.updated', event('otra'));
    });
    expect(callsTo(fetchMock, GET)).toHaveLength(1);
    act(() => source.simulateMessage('approval.updated', event('c1')));
    await waitFor(() => expect(callsTo(fetchMock, GET)).toHaveLength(2));
  });
});

describe('campaign detail: approvals, agency', () => {
  it("shows the states and the client's comment, without the client's buttons", async () => {
    mockFetch({
      [GET]: () => json(withApprovals()),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    });
    renderPage('/admin/campaigns/c1');
    const card = await waitFor(() => storyCard('d1-s2'));
    const panel = await within(card).findByRole('region', { name: 'Aprobación de la historia 2' });
    expect(within(panel).getByText('cambios pedidos')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Comentario del cliente: El precio es 29 €');
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar el día' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pedir aprobación' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pedir aprobación de la campaña' })).toBeInTheDocument();
  });

  it('asks the client to approve a day: says who gets the e-mail, then shows the link to copy and its expiry', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false, false], [false]] })),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
      [CLIENT]: () => json({ client: { id: 'cl1', name: 'Marta', email: 'marta@cafe.test' } }),
      [REQUEST]: () =>
        json(
          {
            request: {
              id: 'r1',
              scope: 'day',
              dayId: 'd1',
              expiresAt: '2026-11-27T09:00:00.000Z',
              pendingStories: 2,
              totalStories: 2,
              url: 'http://panel.test/approve?token=abc',
              emailedTo: 'marta@cafe.test',
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    await waitFor(() => storyCard('d1-s1'));
    // The agency's approval bars load after the first view (admin-only parts).
    expect(
      await screen.findByText('Aún no se ha pedido la aprobación de ninguna historia.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aún no se ha pedido la aprobación de este día.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pedir aprobación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir aprobación del día 1' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Se enviará un email con el enlace a Marta (marta@cafe.test).'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar petición' }));

    expect(await within(dialog).findByRole('heading', { name: 'Petición enviada' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, REQUEST)[0]?.[1])).toEqual({ dayId: 'd1' });
    const link = within(dialog).getByRole('textbox', { name: 'Enlace de aprobación' });
    expect(link).toHaveValue('http://panel.test/approve?token=abc');
    expect(link).toHaveFocus();
    expect(dialog).toHaveTextContent('Hemos enviado el enlace a marta@cafe.test.');
    expect(dialog).toHaveTextContent('Caduca el 27/11/2026 a las 10:00.');
    // The one rule for the link (the e-mail says the same to the client): to the client only, never to anyone else.
    expect(dialog).toHaveTextContent(APPROVAL_LINK_SHARING.forAgency);
    expect(dialog).toHaveTextContent('solo a él');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    // user-event puts its own clipboard in navigator.
    expect(await navigator.clipboard.readText()).toBe('http://panel.test/approve?token=abc');
    // The campaign is read again: its stories are now pending.
    await waitFor(() => expect(callsTo(fetchMock, GET)).toHaveLength(2));
  });
});
