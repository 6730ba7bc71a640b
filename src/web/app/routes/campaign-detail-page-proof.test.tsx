// @vitest-environment jsdom

import type { StoryProof } from '@shared/proofs/story-proof';
import { PROOF_TEXTS } from '@shared/proofs/story-proof';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { queryKeys } from '@/lib/query-keys';
import { buildOwnClient } from '@/testing/client-area-factories';
import { callsTo, createTestQueryClient, json, mockFetch } from '@/testing/test-utils';
import {
  bodyOf,
  GET,
  posted,
  renderPage,
  spyOnConsoleError,
  storyCard,
} from './campaign-detail-page.testing';

spyOnConsoleError();

const LINK = 'https://www.instagram.com/stories/cafe.aurora/3481234567';
const proofLink = (storyId: string) => `PUT /api/stories/${storyId}/proof/link`;
const proofScreenshot = (storyId: string) => `PUT /api/stories/${storyId}/proof/screenshot`;

const linkProof: StoryProof = {
  kind: 'link',
  linkUrl: LINK,
  imageUrl: null,
  createdAt: '2026-11-20T09:15:00.000Z',
  byName: 'Marta',
  byAgency: false,
};
const screenshotProof: StoryProof = {
  kind: 'screenshot',
  linkUrl: null,
  imageUrl: '/api/stories/d1-s1/proof/screenshot?v=p1',
  createdAt: '2026-11-20T09:15:00.000Z',
  byName: 'Lucía (agencia)',
  byAgency: true,
};

const postedAnswer = (storyId: string) =>
  json({
    story: { id: storyId, isPosted: true, postedAt: '2026-11-20T10:00:00.000Z' },
    day: { id: 'd1', dayOrder: 1, isLastDay: false, postedStories: 2, totalStories: 3, skippedStories: 0 },
    campaign: { id: 'c1', postedStories: 2, totalStories: 3, progress: 67 },
  });

/** The client's record as the client layout has read it: whether its agency requires a proof. */
function withClient(proofRequired: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.client.me, buildOwnClient({ proofRequired }));
  return queryClient;
}

describe('campaign detail: proof of posting (issue 31 §1)', () => {
  it('marks in one tap where the proof is optional, then offers «Adjuntar prueba» on the published card', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false, false]] })),
      [posted('d1-s2')]: () => postedAnswer('d1-s2'),
      [proofLink('d1-s2')]: () => json({ proof: { ...linkProof } }),
    });
    const user = userEvent.setup();
    renderPage('/dashboard/campaigns/c1', { queryClient: withClient(false) });
    const card = await waitFor(() => storyCard('d1-s2'));

    await user.click(within(card).getByRole('button', { name: 'Pendiente' }));
    await waitFor(() => expect(callsTo(fetchMock, posted('d1-s2'))).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const attach = await within(card).findByRole('button', { name: /^Adjuntar prueba/ });
    await user.click(attach);
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar prueba de publicación' });
    await user.type(within(dialog).getByLabelText('Pegar enlace de Instagram'), LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar prueba' }));

    const proof = await within(card).findByRole('region', { name: 'Prueba' });
    expect(bodyOf(callsTo(fetchMock, proofLink('d1-s2'))[0]?.[1])).toEqual({ link: LINK });
    const instagram = within(proof).getByRole('link', { name: /^Ver en Instagram/ });
    expect(instagram).toHaveAttribute('href', LINK);
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(proof).toHaveTextContent('Adjuntada por Marta (Cliente) el 20/11/2026 a las');
    expect(await screen.findByText(PROOF_TEXTS.saved)).toBeInTheDocument();
  });

  it('asks for the proof first where the agency requires it: the screenshot goes, then the mark', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false, false]] })),
      [proofScreenshot('d1-s2')]: () =>
        json({ proof: { ...screenshotProof, imageUrl: '/api/stories/d1-s2/proof/screenshot?v=p2' } }),
      [posted('d1-s2')]: () => postedAnswer('d1-s2'),
    });
    const user = userEvent.setup();
    renderPage('/dashboard/campaigns/c1', { queryClient: withClient(true) });
    const card = await waitFor(() => storyCard('d1-s2'));

    await user.click(within(card).getByRole('button', { name: 'Pendiente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar publicada con prueba' });
    expect(dialog).toHaveTextContent('Historia 2');
    const submit = within(dialog).getByRole('button', { name: 'Marcar publicada con prueba' });
    expect(submit).toBeDisabled();
    expect(callsTo(fetchMock, posted('d1-s2'))).toHaveLength(0);

    const file = new File([new Uint8Array(64)], 'captura.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Elegir captura', { selector: 'input' }), file);
    await user.click(submit);

    await waitFor(() => expect(callsTo(fetchMock, posted('d1-s2'))).toHaveLength(1));
    const [sent] = callsTo(fetchMock, proofScreenshot('d1-s2'));
    expect(sent?.[1]?.body).toBe(file);
    expect(new Headers(sent?.[1]?.headers).get('Content-Type')).toBe('application/octet-stream');
    // The proof went before the mark.
    const order = fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(order.indexOf('PUT')).toBeLessThan(order.indexOf('PATCH'));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Publicado' })).toBeInTheDocument());
    expect(await within(card).findByRole('link', { name: /^Captura de Historia 2/ })).toBeInTheDocument();
  });

  it('opens the sheet when the server refuses the mark for want of a proof (409)', async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false]] })),
      [posted('d1-s1')]: () => json({ error: { code: 'CONFLICT', message: PROOF_TEXTS.required } }, 409),
    });
    const user = userEvent.setup();
    renderPage('/dashboard/campaigns/c1', { queryClient: withClient(false) });
    const card = await waitFor(() => storyCard('d1-s1'));
    await user.click(within(card).getByRole('button', { name: 'Pendiente' }));
    expect(await screen.findByRole('dialog', { name: 'Marcar publicada con prueba' })).toBeInTheDocument();
    // The refused mark was taken back (behind the sheet, hidden from screen readers while it is open).
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Pendiente', hidden: true })).toBeInTheDocument(),
    );
  });

  it('shows a screenshot proof as a thumbnail that opens full size, with who attached it, «Cambiar» and «Quitar»', async () => {
    const fetchMock = mockFetch({
      [GET]: () =>
        json(campaignResponse({ days: [[true, false]], overrides: { 'd1-s1': { proof: screenshotProof } } })),
      'DELETE /api/stories/d1-s1/proof': () => json({ proof: null }),
      'GET /api/admin/campaigns/c1/deliveries': () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    });
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    const card = await waitFor(() => storyCard('d1-s1'));
    const proof = await within(card).findByRole('region', { name: 'Prueba' });
    const thumbnail = within(proof).getByRole('link', { name: /^Captura de Historia 1/ });
    expect(thumbnail).toHaveAttribute('href', screenshotProof.imageUrl);
    expect(thumbnail).toHaveAttribute('target', '_blank');
    expect(thumbnail).toHaveAttribute('rel', 'noopener noreferrer');
    const image = within(thumbnail).getByRole('img');
    expect(image).toHaveAttribute('src', screenshotProof.imageUrl);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(proof).toHaveTextContent('Adjuntada por Lucía (agencia) (Agencia) el 20/11/2026 a las');

    await user.click(within(proof).getByRole('button', { name: 'Cambiar la prueba de Historia 1' }));
    const change = await screen.findByRole('dialog', { name: 'Cambiar la prueba de publicación' });
    await user.click(within(change).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(proof).getByRole('button', { name: 'Quitar la prueba de Historia 1' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar la prueba de publicación?' });
    expect(callsTo(fetchMock, 'DELETE /api/stories/d1-s1/proof')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Quitar prueba' }));
    expect(await within(card).findByRole('button', { name: /^Adjuntar prueba/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/stories/d1-s1/proof')).toHaveLength(1);
    expect(within(card).queryByRole('link', { name: /^Captura/ })).not.toBeInTheDocument();
  });

  it('shows no proof row on a story not published', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[true, false]] })) });
    renderPage('/dashboard/campaigns/c1', { queryClient: withClient(false) });
    await within(await waitFor(() => storyCard('d1-s1'))).findByRole('region', { name: 'Prueba' });
    expect(within(storyCard('d1-s2')).queryByRole('region', { name: 'Prueba' })).not.toBeInTheDocument();
  });
});
