// @vitest-environment jsdom

import { formatDateTimeEs } from '@shared/dates';
import { AUTO_PUBLISH_TEXTS } from '@shared/instagram/auto-publish-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AUTO_PUBLISH_UI_TEXTS as TEXTS } from '../auto-publish-ui-texts';
import { autoPublishRequest, autoPublishResponse } from '../testing/auto-publish-response';
import { AUTO_PUBLISH_ACTION, AutoPublishAction } from './auto-publish-action';

const GET = 'GET /api/stories/s1/auto-publish';
const PUT = 'PUT /api/stories/s1/auto-publish';
const WHEN = formatDateTimeEs('2030-11-21T08:30:00.000Z', 'Europe/Madrid');

function renderAction({ clientHref = null }: { clientHref?: string | null } = {}) {
  return renderWithProviders(
    <AutoPublishAction
      campaignId="c1"
      storyId="s1"
      storyNumber={2}
      storyTitle="Teaser"
      clientHref={clientHref}
    />,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: AUTO_PUBLISH_ACTION }));
  const dialog = await screen.findByRole('dialog', { name: TEXTS.title });
  return { user, dialog };
}

const bodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, PUT).map(([, init]) => JSON.parse(String(init?.body)));

describe('«Publicar automáticamente…»', () => {
  it('opens a dialog that reads the story and lists why it cannot be published automatically, with no switch', async () => {
    mockFetch({
      [GET]: () =>
        json(
          autoPublishResponse({
            blockers: [
              { code: 'sticker', message: AUTO_PUBLISH_TEXTS.blockers.sticker },
              { code: 'several_media', message: AUTO_PUBLISH_TEXTS.blockers.several_media },
            ],
          }),
        ),
    });
    renderAction();
    const { dialog } = await openDialog();

    expect(within(dialog).getByText('Historia 2: Teaser')).toBeInTheDocument();
    expect(await within(dialog).findByText(TEXTS.blockersIntro)).toBeInTheDocument();
    const reasons = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([AUTO_PUBLISH_TEXTS.blockers.sticker, AUTO_PUBLISH_TEXTS.blockers.several_media]);
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByText(/Se publicará en/)).toBeNull();
  });

  it('without a connection says so and, for an admin, points at the client’s page to connect it', async () => {
    mockFetch({
      [GET]: () =>
        json(
          autoPublishResponse({
            connected: false,
            username: null,
            blockers: [{ code: 'not_connected', message: AUTO_PUBLISH_TEXTS.blockers.not_connected }],
          }),
        ),
    });
    renderAction({ clientHref: '/admin/clients/cl1' });
    const { dialog } = await openDialog();

    expect(await within(dialog).findByText(AUTO_PUBLISH_TEXTS.blockers.not_connected)).toBeInTheDocument();
    expect(within(dialog).getByText(/«Conectar con Instagram»/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: TEXTS.connectHintLink })).toHaveAttribute(
      'href',
      '/admin/clients/cl1',
    );
    // The connection is its own notice, not one more item of a list.
    expect(within(dialog).queryByText(TEXTS.blockersIntro)).toBeNull();
    expect(within(dialog).queryByRole('switch')).toBeNull();
  });

  it('without a connection, the client is told to ask its agency (no link to the agency’s pages)', async () => {
    mockFetch({
      [GET]: () =>
        json(
          autoPublishResponse({
            connected: false,
            username: null,
            blockers: [{ code: 'not_connected', message: AUTO_PUBLISH_TEXTS.blockers.not_connected }],
          }),
        ),
    });
    renderAction();
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(TEXTS.clientHint)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('eligible: says where and when it goes up and what Instagram leaves out; the switch sends {enabled: true}', async () => {
    let answer = autoPublishResponse({ awaitingApproval: true });
    const fetchMock = mockFetch({
      [GET]: () => json(answer),
      [PUT]: () => {
        answer = autoPublishResponse({
          awaitingApproval: true,
          autoPublish: autoPublishRequest('scheduled'),
        });
        return json(answer);
      },
    });
    const { queryClient } = renderAction();
    queryClient.setQueryData(queryKeys.campaigns.detail('c1'), { stale: false });
    const { user, dialog } = await openDialog();

    expect(await within(dialog).findByText(`Se publicará en @cafe.aurora el ${WHEN}.`)).toBeInTheDocument();
    expect(within(dialog).getByText(TEXTS.onlyTheFile)).toBeInTheDocument();
    expect(within(dialog).getByText(/Antes necesita la aprobación del cliente/)).toBeInTheDocument();
    const toggle = within(dialog).getByRole('switch', { name: TEXTS.switchLabel });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText(AUTO_PUBLISH_TEXTS.enabled)).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([{ enabled: true }]);
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: TEXTS.switchLabel })).toBeChecked(),
    );
    expect(within(dialog).getByText(/Activada por Marta/)).toBeInTheDocument();
    // The campaign is read again, so that its card shows the badge.
    expect(queryClient.getQueryState(queryKeys.campaigns.detail('c1'))?.isInvalidated).toBe(true);
  });

  it('turns it off with {enabled: false}', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(autoPublishResponse({ autoPublish: autoPublishRequest('scheduled') })),
      [PUT]: () => json(autoPublishResponse()),
    });
    renderAction();
    const { user, dialog } = await openDialog();

    const toggle = await within(dialog).findByRole('switch', { name: TEXTS.switchLabel });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(AUTO_PUBLISH_TEXTS.disabled)).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([{ enabled: false }]);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('shows a refusal (409) as the server words it, and reads the story again', async () => {
    const refusal = `${AUTO_PUBLISH_TEXTS.notEligible} ${AUTO_PUBLISH_TEXTS.blockers.mention}`;
    const fetchMock = mockFetch({
      [GET]: () => json(autoPublishResponse()),
      [PUT]: () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: refusal,
              issues: [{ path: 'mention', message: AUTO_PUBLISH_TEXTS.blockers.mention }],
            },
          },
          409,
        ),
    });
    renderAction();
    const { user, dialog } = await openDialog();

    await user.click(await within(dialog).findByRole('switch', { name: TEXTS.switchLabel }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: TEXTS.switchLabel })).not.toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, GET)).toHaveLength(2));
  });

  it('while Instagram publishes it, says so and the switch cannot be turned off', async () => {
    mockFetch({ [GET]: () => json(autoPublishResponse({ autoPublish: autoPublishRequest('publishing') })) });
    renderAction();
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(TEXTS.inProgress)).toBeInTheDocument();
    const toggle = within(dialog).getByRole('switch', { name: TEXTS.switchLabel });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('after a fallback, says why, and it can be turned on again', async () => {
    mockFetch({
      [GET]: () =>
        json(
          autoPublishResponse({
            autoPublish: autoPublishRequest('fallback', AUTO_PUBLISH_TEXTS.fallback.quota),
          }),
        ),
    });
    renderAction();
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText(
        'No se pudo publicar automáticamente: Instagram no admite más publicaciones de esta cuenta en las últimas 24 horas. Publícala desde el móvil.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: TEXTS.switchLabel })).not.toBeChecked();
  });

  it('a story whose time has passed goes up as soon as it is turned on', async () => {
    const dueAt = '2020-01-10T08:30:00.000Z';
    mockFetch({ [GET]: () => json(autoPublishResponse({ dueAt })) });
    renderAction();
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText(
        `Su hora ya pasó (el ${formatDateTimeEs(dueAt, 'Europe/Madrid')}): se publicará en @cafe.aurora en cuanto se active.`,
      ),
    ).toBeInTheDocument();
  });

  it('says when the story could not be read, and reads it again on «Reintentar»', async () => {
    let fail = true;
    mockFetch({
      [GET]: () =>
        fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : json(autoPublishResponse()),
    });
    renderAction();
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText(TEXTS.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: TEXTS.retry }));
    expect(await within(dialog).findByRole('switch', { name: TEXTS.switchLabel })).toBeInTheDocument();
  });
});
