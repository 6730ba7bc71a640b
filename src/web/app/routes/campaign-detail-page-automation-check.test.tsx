// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkResponse } from '@/features/automation-check/testing/check-response';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { bodyOf, GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

const CHECK = 'GET /api/campaigns/c1/automation-check';
const REQUEST = 'POST /api/admin/campaigns/c1/approval-requests';
const CLIENT = 'GET /api/admin/clients/cl1';
const DELIVERIES = 'GET /api/admin/campaigns/c1/deliveries';

const requested = {
  request: {
    id: 'r1',
    scope: 'campaign',
    dayId: null,
    expiresAt: '2026-11-27T09:00:00.000Z',
    pendingStories: 3,
    totalStories: 3,
    url: 'http://panel.test/approve?token=abc',
    emailedTo: 'marta@cafe.test',
  },
};

describe('campaign detail: «Revisar automatizaciones»', () => {
  it('opens the check from the header, and «Corregir» takes the agency to the story', async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false, false]] })),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
      [CHECK]: () => json(checkResponse()),
    });
    const user = userEvent.setup();
    const { router } = renderPage('/admin/campaigns/c1');
    await user.click(await screen.findByRole('button', { name: 'Revisar automatizaciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar automatizaciones' });
    expect(await within(dialog).findByText('1 problema y 1 aviso')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Corregir: Día 1 · Historia 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/campaigns/c1');
    expect(router.state.location.search).toBe('?storyId=d1-s2');
    await waitFor(() => expect(storyCard('d1-s2')).toHaveFocus());
  });

  it("opens the chat-automation section from «Corregir» of the automation's finding, every time (client area)", async () => {
    mockFetch({ [GET]: () => json(campaignResponse()), [CHECK]: () => json(checkResponse()) });
    const user = userEvent.setup();
    const { router } = renderPage('/dashboard/campaigns/c1');
    const fixAutomation = async () => {
      await user.click(await screen.findByRole('button', { name: 'Revisar automatizaciones' }));
      const dialog = await screen.findByRole('dialog', { name: 'Revisar automatizaciones' });
      const fix = await within(dialog).findByRole('link', {
        name: 'Corregir: Automatización del chat · mensaje automático inicial',
      });
      expect(fix).toHaveAttribute('href', '/dashboard/campaigns/c1?panel=automatizacion');
      await user.click(fix);
    };
    const section = () => screen.getByRole('button', { name: /Automatización de chat/ });

    await fixAutomation();
    expect(await screen.findByText('Mensaje automático inicial')).toBeInTheDocument();
    expect(section()).toHaveAttribute('aria-expanded', 'true');
    // Dropped from the address once acted on: the same link works again.
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(section());
    expect(section()).toHaveAttribute('aria-expanded', 'false');
    await fixAutomation();
    await waitFor(() => expect(section()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('opens the chat-automation section from a link, with the check and the set-up sheet inside', async () => {
    const data = campaignResponse();
    data.campaign.chatAutomation.followUpSequence[1]!.humanAgent = true;
    mockFetch({ [GET]: () => json(data), [CHECK]: () => json(checkResponse([])) });
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1?panel=automatizacion');
    expect(await screen.findByText('Mensaje automático inicial')).toBeInTheDocument();
    // A follow-up sent by a person says so after its delay.
    expect(screen.getByText(/tras 2 días y 2 horas/)).toHaveTextContent(
      'tras 2 días y 2 horas (lo envía una persona)',
    );
    expect(screen.getByText(/tras 2 horas/)).not.toHaveTextContent('persona');
    expect(screen.getByRole('link', { name: 'Hoja de configuración' })).toHaveAttribute(
      'href',
      '/admin/campaigns/c1/automatizacion',
    );
    const inSection = screen.getAllByRole('button', { name: 'Revisar automatizaciones' });
    expect(inSection).toHaveLength(2);
    await user.click(inSection[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Revisar automatizaciones' });
    expect(await within(dialog).findByText(/Sin problemas/)).toBeInTheDocument();
  });

  it('warns in «Pedir aprobación» without blocking it, and «Revisar» opens the check', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false, false], [false]] })),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
      [CLIENT]: () => json({ client: { id: 'cl1', name: 'Marta', email: 'marta@cafe.test' } }),
      [CHECK]: () => json(checkResponse()),
      [REQUEST]: () => json(requested, 201),
    });
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    await user.click(await screen.findByRole('button', { name: 'Pedir aprobación de la campaña' }));
    let dialog = await screen.findByRole('dialog', { name: /Pedir aprobación/ });
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent('La automatización del chat tiene 1 problema y 1 aviso');

    await user.click(within(notice).getByRole('button', { name: 'Revisar' }));
    const check = await screen.findByRole('dialog', { name: 'Revisar automatizaciones' });
    expect(await within(check).findByText('1 problema y 1 aviso')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revisar automatizaciones' })).not.toBeInTheDocument(),
    );

    dialog = screen.getByRole('dialog', { name: /Pedir aprobación/ });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar petición' }));
    expect(await within(dialog).findByRole('heading', { name: 'Petición enviada' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, REQUEST)[0]?.[1])).toEqual({});
  });

  it('says nothing in «Pedir aprobación» when the automation is fine', async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false]] })),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
      [CLIENT]: () => json({ client: { id: 'cl1', name: 'Marta', email: 'marta@cafe.test' } }),
      [CHECK]: () => json(checkResponse([])),
    });
    const user = userEvent.setup();
    const { queryClient } = renderPage('/admin/campaigns/c1');
    await user.click(await screen.findByRole('button', { name: 'Pedir aprobación de la campaña' }));
    const dialog = await screen.findByRole('dialog', { name: /Pedir aprobación/ });
    await waitFor(() =>
      expect(queryClient.getQueryData(['campaigns', 'automation-check', 'c1'])).toBeDefined(),
    );
    expect(within(dialog).queryByText(/La automatización del chat tiene/)).not.toBeInTheDocument();
  });
});
