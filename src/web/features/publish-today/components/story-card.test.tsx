// @vitest-environment jsdom

import type { PublishingStory } from '@shared/api/client-area/publishing';
import { publishingChecklist } from '@shared/domain/publishing-checklist';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/testing/test-utils';
import { buildMedia, buildPublishingStory, TODAY } from '../testing/publishing-response';
import { clearShareFiles } from '../utils/share-files';
import { StoryCard } from './story-card';

/** A story whose checklist is the server's own (publishingChecklist), copy buttons included. */
function storyWith(stickerInfo: unknown, notes: string | null, overrides: Partial<PublishingStory> = {}) {
  return buildPublishingStory('T2', {
    stickerInfo: stickerInfo as PublishingStory['stickerInfo'],
    notes,
    checklist: publishingChecklist({ stickerInfo, notes }),
    ...overrides,
  });
}

function renderCard(story: PublishingStory, onSetPosted = vi.fn()) {
  mockFetch(
    Object.fromEntries(
      story.media.flatMap((media) => [
        [
          `GET ${media.url}`,
          () => new Response(`bytes of ${media.id}`, { headers: { 'Content-Type': media.mimeType } }),
        ],
        [
          `GET ${media.thumbnailUrl}`,
          () => new Response('webp', { headers: { 'Content-Type': 'image/webp' } }),
        ],
      ]),
    ),
  );
  const view = renderWithProviders(<StoryCard story={story} today={TODAY} onSetPosted={onSetPosted} />);
  return { ...view, onSetPosted, card: screen.getByRole('article', { name: story.title }) };
}

/** Stubs the Web Share API Level 2; `canShareMany` says whether several files go in one share. */
function stubShare({ canShareMany }: { canShareMany: boolean }) {
  const share = vi.fn(async (_data: ShareData) => undefined);
  const canShare = vi.fn((data?: ShareData) => {
    const count = data?.files?.length ?? 0;
    return count === 1 || (canShareMany && count > 1);
  });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true, writable: true });
  return { share, canShare };
}

const twoFiles = [
  buildMedia('f1', { position: 1, originalName: 'portada.jpg' }),
  buildMedia('f2', { position: 2, kind: 'video', mimeType: 'video/mp4', originalName: 'clip.mp4' }),
];

describe('StoryCard: everything on it can be copied', () => {
  beforeEach(() => clearShareFiles());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
    vi.restoreAllMocks();
  });

  it('copies each checklist item: the link, each mention, the hashtags together and each, the options', async () => {
    const long = `#${'cafédeespecialidad'.repeat(3)}`;
    const { card } = renderCard(
      storyWith(
        { type: 'poll', prompt: '¿Te apuntas?', options: ['Sí', 'No'] },
        `Enlace https://cafe.example/blend. Menciona a @tostadores y @cafe.aurora. Añade #café y ${long}`,
      ),
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const expected: [string, string][] = [
      ['Copiar pregunta de la encuesta', '¿Te apuntas?'],
      ['Copiar opción «Sí»', 'Sí'],
      ['Copiar opción «No»', 'No'],
      ['Copiar enlace', 'https://cafe.example/blend'],
      ['Copiar @tostadores', '@tostadores'],
      ['Copiar @cafe.aurora', '@cafe.aurora'],
      ['Copiar todos los hashtags', `#café ${long}`],
      ['Copiar #café', '#café'],
      [`Copiar ${long}`, long],
    ];
    for (const [name, value] of expected) {
      await user.click(within(card).getByRole('button', { name }));
      expect(writeText).toHaveBeenLastCalledWith(value);
      expect(await navigator.clipboard.readText()).toBe(value);
    }
    expect(writeText).toHaveBeenCalledTimes(expected.length);
    // One 'Copiado' toast at a time, at the foot of the screen (the viewer's close button is at the top).
    const toasts = await screen.findAllByText('Copiado');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
  });

  it("copies the question sticker's prompt and the countdown's title and date", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const question = renderCard(storyWith({ type: 'question', prompt: '¿Dulce o salado?' }, null));
    await user.click(within(question.card).getByRole('button', { name: 'Copiar pregunta' }));
    expect(writeText).toHaveBeenLastCalledWith('¿Dulce o salado?');
    question.unmount();

    const countdown = renderCard(
      storyWith({ type: 'countdown', title: 'Fin de la oferta', date: '2026-11-30T23:59' }, null),
    );
    await user.click(
      within(countdown.card).getByRole('button', { name: 'Copiar título de la cuenta atrás' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('Fin de la oferta');
    await user.click(within(countdown.card).getByRole('button', { name: 'Copiar fecha de la cuenta atrás' }));
    expect(writeText).toHaveBeenLastCalledWith('lunes, 30 de noviembre de 2026 a las 23:59');
  });

  it("copies the link sticker's tracked short link and says its clicks beside it (issue 31)", async () => {
    const short = 'https://panel.test/l/Ab3dE5fG';
    const sticker = { type: 'link', url: 'https://cafe.example/taller', prompt: 'Reservar' };
    const { card } = renderCard(
      storyWith(sticker, null, {
        checklist: publishingChecklist({ stickerInfo: sticker, notes: null, trackedUrl: short }),
        trackedLink: { url: short, targetUrl: 'https://cafe.example/taller', clicks: 1, disabled: false },
      }),
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const step = within(card).getByRole('button', { name: 'Copiar enlace' }).closest('li')!;
    expect(step).toHaveTextContent('1 clic');
    expect(step).not.toHaveTextContent('1 clics');
    await userEvent.setup().click(within(step).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenLastCalledWith(short);
  });

  it('says no clicks beside a copy when the agency disabled the tracked link (issue 31)', () => {
    const short = 'https://panel.test/l/Ab3dE5fG';
    const sticker = { type: 'link', url: 'https://cafe.example/taller', prompt: 'Reservar' };
    // A list kept from before the server copied the address itself for a disabled link still has the short one.
    const { card } = renderCard(
      storyWith(sticker, null, {
        checklist: publishingChecklist({ stickerInfo: sticker, notes: null, trackedUrl: short }),
        trackedLink: { url: short, targetUrl: 'https://cafe.example/taller', clicks: 7, disabled: true },
      }),
    );
    const step = within(card).getByRole('button', { name: 'Copiar enlace' }).closest('li')!;
    expect(step).not.toHaveTextContent(/\bclics?\b/);
  });

  it('says no clicks without a tracked link', () => {
    const sticker = { type: 'link', url: 'https://cafe.example/taller', prompt: 'Reservar' };
    const { card } = renderCard(storyWith(sticker, null));
    expect(within(card).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(within(card).queryByText(/\bclics?\b/)).not.toBeInTheDocument();
  });
});

describe('StoryCard: «Compartir» with several files', () => {
  beforeEach(() => clearShareFiles());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
    vi.restoreAllMocks();
  });

  it('shares both files in one call where the browser can, the copy on the clipboard', async () => {
    const { share } = stubShare({ canShareMany: true });
    const { card } = renderCard(storyWith(null, null, { media: twoFiles }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Compartir' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const shared = share.mock.calls[0]![0];
    expect(shared.files!.map((file) => [file.name, file.type])).toEqual([
      ['portada.jpg', 'image/jpeg'],
      ['clip.mp4', 'video/mp4'],
    ]);
    expect(shared.text).toBe('Copy de T2');
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('Copy de T2');
  });

  it('shares them one per tap, "1 de 2" then "2 de 2", where it cannot; the copy goes to the clipboard once', async () => {
    const { share } = stubShare({ canShareMany: false });
    const { card } = renderCard(storyWith(null, null, { media: twoFiles }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Compartir 1 de 2' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0].files!.map((file) => file.name)).toEqual(['portada.jpg']);

    await user.click(await within(card).findByRole('button', { name: 'Compartir 2 de 2' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(share.mock.calls[1]![0].files!.map((file) => file.name)).toEqual(['clip.mp4']);
    expect(share.mock.calls[1]![0].text).toBeUndefined();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Los 2 archivos compartidos')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Compartir 1 de 2' })).toBeInTheDocument();
  });

  it('does not move on when the share sheet is closed without sharing', async () => {
    const { share } = stubShare({ canShareMany: false });
    share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    const { card } = renderCard(storyWith(null, null, { media: twoFiles }));
    vi.spyOn(navigator.clipboard, 'writeText');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Compartir 1 de 2' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(within(card).getByRole('button', { name: 'Compartir 1 de 2' })).toBeInTheDocument();
  });
});

describe('StoryCard: a story the brand has not approved', () => {
  beforeEach(() => clearShareFiles());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
    vi.restoreAllMocks();
  });

  it('says changes were asked for, and asks before sharing and before marking it published', async () => {
    const { share } = stubShare({ canShareMany: true });
    const { card, onSetPosted } = renderCard(storyWith(null, null, { approval: 'changes_requested' }));
    vi.spyOn(navigator.clipboard, 'writeText');
    const user = userEvent.setup();
    expect(within(card).getByText('Pediste cambios: espera la versión corregida')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver tus comentarios' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/camp-1?storyId=T2&source=external',
    );

    await user.click(within(card).getByRole('button', { name: 'Compartir' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Compartir esta historia?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(share).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Compartir' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Compartir igualmente' }),
    );
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));

    await user.click(within(card).getByRole('button', { name: 'Marcar publicada' }));
    const mark = await screen.findByRole('alertdialog', { name: '¿Marcar como publicada?' });
    expect(onSetPosted).not.toHaveBeenCalled();
    await user.click(within(mark).getByRole('button', { name: 'Marcar igualmente' }));
    expect(onSetPosted).toHaveBeenCalledWith(expect.objectContaining({ id: 'T2' }), true);
  });

  it('says it waits for approval, links to approve it, asks before sharing and never marks it', async () => {
    const { share } = stubShare({ canShareMany: true });
    const { card, onSetPosted } = renderCard(
      storyWith(null, null, { approval: 'pending', requiresApproval: true }),
    );
    vi.spyOn(navigator.clipboard, 'writeText');
    const user = userEvent.setup();
    expect(within(card).getByText('Pendiente de tu aprobación')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Revisar y aprobar' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Compartir esta historia?' })).toBeInTheDocument();
    expect(share).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    const markButton = within(card).getByRole('button', { name: 'Marcar publicada' });
    expect(markButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(markButton);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSetPosted).not.toHaveBeenCalled();
  });

  it('asks nothing for an approved story', async () => {
    const { share } = stubShare({ canShareMany: true });
    const { card, onSetPosted } = renderCard(
      storyWith(null, null, { approval: 'approved', requiresApproval: true }),
    );
    vi.spyOn(navigator.clipboard, 'writeText');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Compartir' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await user.click(within(card).getByRole('button', { name: 'Marcar publicada' }));
    expect(onSetPosted).toHaveBeenCalledWith(expect.objectContaining({ id: 'T2' }), true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
