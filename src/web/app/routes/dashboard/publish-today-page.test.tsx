// @vitest-environment jsdom

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildMedia,
  buildPublishing,
  buildPublishingStory,
  TODAY,
  TOMORROW,
} from '@/features/publish-today/testing/publishing-response';
import { CHECKLIST_TICKS_KEY } from '@/features/publish-today/utils/checklist-ticks';
import { callsTo } from '@/testing/test-utils';
import {
  dayOfStories,
  nextCard,
  posted,
  ready,
  region,
  resetBetweenTests,
  setup,
  spyClipboard,
  stubShare,
} from './publish-today-page.testing';

describe('Publicar hoy', () => {
  resetBetweenTests();

  it('shows the day, its counts and the overdue warning, the next story open on top and the rest folded', async () => {
    const { user } = setup(dayOfStories());
    expect(await ready()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Publicar hoy' })).toBeInTheDocument();
    expect(screen.getByText('1 de 4 publicadas hoy')).toBeInTheDocument();
    expect(screen.getByText('1 historia atrasada')).toBeInTheDocument();

    // Today's first story, late since its time, open: file, campaign and time, the copy, the checklist and the
    // actions.
    const next = nextCard();
    expect(next).toHaveAccessibleName('Historia O1');
    expect(within(next).getByText('Atrasada')).toBeInTheDocument();
    expect(screen.getByText('Atrasada desde las 08:00')).toBeInTheDocument();
    expect(within(next).getByText('Mañana · 08:00')).toBeInTheDocument();
    expect(within(next).getByText('Lanzamiento Blend · Día 3')).toBeInTheDocument();
    expect(within(next).getByText('Copy de O1')).toBeInTheDocument();
    expect(within(next).getByRole('img', { name: 'Historia O1' })).toHaveAttribute('src', '/api/media/m-O1');
    expect(
      within(next).getByRole('checkbox', { name: 'Añade una encuesta: «¿Te apuntas?» — «Sí» / «No»' }),
    ).not.toBeChecked();

    // The rest of the day in publishing order, folded; the published and tomorrow's closed.
    const rest = within(region('Por publicar (2)')).getAllByRole('article');
    expect(rest.map((card) => card.getAttribute('aria-label'))).toEqual(['Historia T2', 'Historia T3']);
    // Its time (never cut), its campaign and the first words of its copy.
    expect(within(rest[0]!).getByText('Mediodía')).toBeInTheDocument();
    expect(within(rest[0]!).getByText('13:00')).toBeInTheDocument();
    expect(within(rest[0]!).getByText('Lanzamiento Blend')).toBeInTheDocument();
    expect(within(rest[0]!).getByText('Copy de T2')).toBeInTheDocument();
    expect(within(rest[0]!).queryByRole('button', { name: 'Compartir' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Historia T1' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Historia M1' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publicadas hoy (1)' }));
    expect(within(region('Publicadas hoy (1)')).getByRole('article', { name: 'Historia T1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mañana (1)' }));
    expect(within(region('Mañana (1)')).getByRole('article', { name: 'Historia M1' })).toBeVisible();

    // A folded story opens in place into the same full card.
    await user.click(within(rest[1]!).getByRole('button'));
    const opened = within(region('Por publicar (2)')).getByRole('article', { name: 'Historia T3' });
    expect(within(opened).getByRole('heading', { name: 'Texto' })).toBeInTheDocument();
    expect(opened).toHaveFocus();
    await user.click(within(opened).getByRole('button', { name: 'Plegar «Historia T3»' }));
    expect(within(region('Por publicar (2)')).queryByRole('heading', { name: 'Texto' })).toBeNull();
    expect(within(region('Por publicar (2)')).getByRole('button', { name: /Historia T3/ })).toHaveFocus();
  });

  it('opens a file full screen (its dialog loads on demand) and closes it', async () => {
    const { user } = setup(dayOfStories());
    expect(await ready()).toBeInTheDocument();
    const next = nextCard();
    await user.click(within(next).getByRole('button', { name: /pantalla completa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Historia O1' });
    expect(within(dialog).getByRole('img', { name: 'Historia O1' })).toHaveAttribute(
      'src',
      '/api/media/m-O1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar pantalla completa' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts today's first pending story on top when nothing is overdue", async () => {
    const data = dayOfStories();
    setup({ ...data, stories: data.stories.filter((story) => story.id !== 'O1') });
    await ready();
    expect(nextCard()).toHaveAccessibleName('Historia T2');
    expect(within(nextCard()).getByText('Mediodía · 13:00')).toBeInTheDocument();
    expect(within(nextCard()).getByText('Hoy')).toBeInTheDocument();
    expect(screen.queryByText(/atrasada/)).toBeNull();
  });

  it('shows the recent lateness after today, and folds the old leftovers into one row that opens with the keyboard', async () => {
    const data = dayOfStories();
    const { user } = setup({
      ...data,
      oldTotal: 12,
      stories: [
        buildPublishingStory('A1', { dayDate: '2026-11-10', status: 'overdue' }),
        buildPublishingStory('R1', { dayDate: '2026-11-24', status: 'overdue' }),
        ...data.stories,
      ],
    });
    await ready();
    expect(nextCard()).toHaveAccessibleName('Historia O1');
    expect(screen.getByText('2 historias atrasadas')).toBeInTheDocument();
    const recent = region('Atrasadas recientes (1)');
    expect(within(recent).getByRole('button', { name: /Historia R1/ })).toBeVisible();
    expect(within(recent).getByText('Atrasada desde ayer a las 13:00')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Atrasadas antiguas (12)' });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Historia A1/ })).toBeNull();
    row.focus();
    await user.keyboard('{Enter}');
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const old = region('Atrasadas antiguas (12)');
    expect(within(old).getByRole('button', { name: /Historia A1/ })).toBeVisible();
    expect(within(old).getByText('Atrasada desde el 10 nov')).toBeInTheDocument();
    expect(within(old).getByText(/Se muestran las 1 más recientes de 12/)).toBeInTheDocument();
  });

  it("'Compartir' copies the text first, then opens the share sheet with the file and the text: 1 tap, and 1 more marks it", async () => {
    const { order, share } = stubShare();
    const { tap, taps, fetchMock } = setup(dayOfStories(), {
      'PATCH /api/stories/O1/posted': () => posted('O1', true),
    });
    await ready();
    const writeText = spyClipboard(order);
    // The file is read as soon as the card shows, before any tap.
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/media/m-O1').length).toBeGreaterThan(0));
    const readsBeforeTap = callsTo(fetchMock, 'GET /api/media/m-O1').length;

    await tap(within(nextCard()).getByRole('button', { name: 'Compartir' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['clipboard:Copy de O1', 'share']);
    expect(writeText).toHaveBeenCalledWith('Copy de O1');
    const shared = share.mock.calls[0]![0];
    expect(shared.text).toBe('Copy de O1');
    expect(shared.files).toHaveLength(1);
    expect(shared.files![0]).toBeInstanceOf(File);
    expect(shared.files![0]).toMatchObject({ name: 'm-O1.jpg', type: 'image/jpeg' });
    expect(taps()).toBe(1); // the share sheet holds the next story's file, its copy on the clipboard
    expect(callsTo(fetchMock, 'GET /api/media/m-O1')).toHaveLength(readsBeforeTap); // not read again on the tap

    await tap(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/stories/O1/posted')).toHaveLength(1));
    expect(taps()).toBe(2);
  });

  it("offers 'Descargar' where files cannot be shared, and still copies the text", async () => {
    const { share } = stubShare({ canShareFiles: false });
    setup(dayOfStories());
    await ready();
    const writeText = spyClipboard();
    expect(within(nextCard()).queryByRole('button', { name: 'Compartir' })).toBeNull();
    const download = within(nextCard()).getByRole('link', { name: 'Descargar' });
    expect(download).toHaveAttribute('href', '/api/media/m-O1?download=1');
    expect(download).toHaveAttribute('download', 'm-O1.jpg');
    // jsdom does not download: keep the click from navigating.
    download.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(download);
    expect(writeText).toHaveBeenCalledWith('Copy de O1');
    expect(share).not.toHaveBeenCalled();
  });

  it('offers the download on a browser without the Web Share API at all', async () => {
    setup(dayOfStories());
    await ready();
    expect(within(nextCard()).getByRole('link', { name: 'Descargar' })).toBeVisible();
  });

  it('remembers the ticked checklist items of a story on this device', async () => {
    const first = setup(dayOfStories());
    await ready();
    const item = () => within(nextCard()).getByRole('checkbox', { name: /Añade una encuesta/ });
    await first.user.click(item());
    expect(item()).toBeChecked();
    expect(within(nextCard()).getByText('1 de 1 hechos')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CHECKLIST_TICKS_KEY) ?? '{}')).toHaveProperty(['O1/sticker']);

    first.unmount();
    setup(dayOfStories());
    await ready();
    expect(item()).toBeChecked();
    // Other stories keep their own ticks.
    await userEvent.setup().click(within(region('Por publicar (2)')).getAllByRole('button')[0]!);
    expect(
      within(screen.getByRole('article', { name: 'Historia T2' })).getByRole('checkbox', {
        name: /Añade una encuesta/,
      }),
    ).not.toBeChecked();
  });

  it('shows the visual description when the agency has not uploaded the file yet', async () => {
    stubShare();
    setup(buildPublishing([buildPublishingStory('T2', { media: [] })]));
    await ready();
    expect(within(nextCard()).getByText('Tu agencia aún no ha subido el archivo')).toBeInTheDocument();
    expect(within(nextCard()).getByText('Visual de T2')).toBeInTheDocument();
    expect(within(nextCard()).queryByRole('button', { name: 'Compartir' })).toBeNull();
    expect(within(nextCard()).getByRole('button', { name: 'Copiar texto' })).toBeInTheDocument();
  });

  it('shows a strip with "1 de 3" for several files, and shares them all in one share', async () => {
    const { share } = stubShare();
    const media = [1, 2, 3].map((n) => buildMedia(`f${n}`, { position: n, originalName: `foto-${n}.jpg` }));
    media[2] = { ...media[2]!, kind: 'video', mimeType: 'video/mp4', originalName: 'clip.mp4' };
    setup(buildPublishing([buildPublishingStory('T2', { media })]));
    await ready();
    spyClipboard();
    expect(within(nextCard()).getByText('1 de 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(nextCard()).getByRole('button', { name: 'Archivo siguiente' }));
    await user.click(within(nextCard()).getByRole('button', { name: 'Archivo siguiente' }));
    expect(within(nextCard()).getByText('3 de 3')).toBeInTheDocument();
    const video = nextCard().querySelector('video');
    expect(video).toHaveAttribute('poster', '/api/media/f3/thumbnail');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video?.hasAttribute('playsinline')).toBe(true);

    await user.click(within(nextCard()).getByRole('button', { name: 'Compartir' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0].files!.map((file) => file.name)).toEqual([
      'foto-1.jpg',
      'foto-2.jpg',
      'clip.mp4',
    ]);
  });

  it("reads ahead what it would need offline: the day's images and every thumbnail, not the published ones", async () => {
    const { fetchMock } = setup(dayOfStories());
    await ready();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/media/m-T3')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/media/m-T2')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/media/m-M1/thumbnail')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/media/m-T1')).toHaveLength(0); // published
    expect(callsTo(fetchMock, 'GET /api/media/m-M1')).toHaveLength(0); // tomorrow's: thumbnail only
  });

  it('says so instead of a broken image when a file cannot be loaded offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup(dayOfStories());
    await ready();
    fireEvent.error(within(nextCard()).getByRole('img', { name: 'Historia O1' }));
    expect(
      within(nextCard()).getByText('Sin conexión: el archivo se verá al volver la conexión'),
    ).toBeInTheDocument();
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(within(nextCard()).getByRole('img', { name: 'Historia O1' })).toBeInTheDocument();
  });

  it('says so when it is offline and this device has no list yet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup(dayOfStories(), {
      'GET /api/client/publishing': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Este dispositivo aún no tiene la lista de hoy. Se cargará en cuanto vuelva la conexión.',
      ),
    ).toBeInTheDocument();
  });

  it('says when there is nothing to publish today, and links to the campaigns', async () => {
    setup(buildPublishing([buildPublishingStory('M1', { dayDate: TOMORROW, status: 'upcoming' })]));
    expect(await screen.findByText('No tienes historias para publicar hoy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis campañas' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns',
    );
    expect(screen.getByRole('button', { name: 'Mañana (1)' })).toBeInTheDocument();
  });

  it('celebrates when every story of today is published', async () => {
    setup(
      buildPublishing([
        buildPublishingStory('T1', { isPosted: true, status: 'published', postedAt: `${TODAY}T08:00:00Z` }),
      ]),
    );
    expect(await screen.findByText('¡Todo publicado por hoy!')).toBeInTheDocument();
    expect(screen.getByText('1 de 1 publicada hoy')).toBeInTheDocument();
    expect(screen.getByText('Buen trabajo. Mañana no tienes historias programadas.')).toBeInTheDocument();
  });
});
