// @vitest-environment jsdom

import type { StoryMedia } from '@shared/media/story-media';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUploads } from '@/features/campaign-detail/stores/media-uploads';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { storyMedia } from '@/testing/story-media';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { bodyOf, GET, renderPage, storyCard } from './campaign-detail-page.testing';

/*
 * tus-js-client is replaced at the module boundary: each `new Upload()` is recorded, and the test plays the
 * server's part through the options it was given (progress, success, error). The real protocol is tested end
 * to end against the server.
 */
type FakeUploadOptions = {
  endpoint: string;
  metadata: Record<string, string>;
  chunkSize: number;
  onProgress: (sent: number, total: number) => void;
  onSuccess: (payload: { lastResponse: { getBody: () => string } }) => void;
  onError: (error: Error) => void;
};
const tus = vi.hoisted(() => ({
  uploads: [] as {
    file: File;
    options: FakeUploadOptions;
    started: boolean;
    abort: ReturnType<typeof vi.fn>;
  }[],
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    file: File;
    options: FakeUploadOptions;
    started = false;
    abort = vi.fn(() => Promise.resolve());
    constructor(file: File, options: FakeUploadOptions) {
      this.file = file;
      this.options = options;
      tus.uploads.push(this);
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      this.started = true;
    }
  },
}));

afterEach(() => {
  mediaUploads.reset();
  tus.uploads.length = 0;
});

const STORY = 'd1-s1';
const withMedia = (media: StoryMedia[]) =>
  campaignResponse({ days: [[false]], overrides: { [STORY]: { media } } });

const photo = storyMedia('a', 1, {
  flags: [{ code: 'ASPECT_RATIO', message: 'La imagen no es vertical (9:16).' }],
});
const clip = storyMedia('b', 2, { kind: 'video', durationMs: 15_000 });

async function mediaList() {
  return within(await waitFor(() => storyCard(STORY))).findByRole('list', {
    name: 'Archivos de Historia 1, en orden',
  });
}

function names(list: HTMLElement) {
  return within(list)
    .getAllByRole('button', { name: /^Ver / })
    .map((button) => button.getAttribute('aria-label'));
}

/** The files' names, in the order shown. */
function fileNames(list: HTMLElement) {
  return names(list).map((label) => label?.match(/^Ver (?:Imagen|Vídeo) ([^,(]+?)(?:,| \()/)?.[1]);
}

function pngFile(name: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

describe('campaign detail: story files', () => {
  it('shows the files in order, with thumbnails, lengths and format warnings', async () => {
    mockFetch({ [GET]: () => json(withMedia([photo, clip])) });
    renderPage();
    const list = await mediaList();

    expect(names(list)).toEqual(['Ver Imagen a.jpg, 1 aviso (1 de 2)', 'Ver Vídeo b.mp4, 0:15 (2 de 2)']);
    const thumbnail = list.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/api/media/a/thumbnail');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(within(list).getByText('0:15')).toBeInTheDocument();
    const warnings = within(list).getByRole('list', { name: 'Avisos de a.jpg' });
    expect(warnings).toHaveTextContent('La imagen no es vertical (9:16).');
    expect(within(list).queryByRole('list', { name: 'Avisos de b.mp4' })).not.toBeInTheDocument();
  });

  it('offers a compact line to add files to a story without any', async () => {
    mockFetch({ [GET]: () => json(withMedia([])) });
    renderPage();
    const card = await waitFor(() => storyCard(STORY));
    expect(await within(card).findByText('Añade la imagen o el vídeo de esta historia')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Añadir archivos' })).toBeEnabled();
    expect(within(card).queryByRole('list', { name: /Archivos de/ })).not.toBeInTheDocument();
  });

  it('removes a file only after the confirmation, and closes the gap', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(withMedia([photo, clip])),
      'DELETE /api/media/a': () => json({ id: 'a', storyId: STORY }),
    });
    const user = userEvent.setup();
    renderPage();
    const list = await mediaList();

    await user.click(within(list).getByRole('button', { name: 'Quitar a.jpg' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Quitar este archivo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/media/a')).toHaveLength(0);
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Quitar a.jpg' })).toHaveFocus());

    await user.click(within(list).getByRole('button', { name: 'Quitar a.jpg' }));
    dialog = await screen.findByRole('dialog', { name: '¿Quitar este archivo?' });
    expect(dialog).toHaveTextContent('«a.jpg» se quitará de la historia');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));

    expect(await screen.findByText('Archivo quitado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/media/a')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names(await mediaList())).toEqual(['Ver Vídeo b.mp4, 0:15 (1 de 1)']);
    // The button that opened the dialog went with the file: the focus stays in the story's files.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ver Vídeo b.mp4, 0:15 (1 de 1)' })).toHaveFocus(),
    );
  });

  it("tells the server's refusal of a removal and keeps the file", async () => {
    mockFetch({
      [GET]: () => json(withMedia([photo, clip])),
      'DELETE /api/media/a': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Archivo no encontrado' } }, 404),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await mediaList()).getByRole('button', { name: 'Quitar a.jpg' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('No se pudo quitar el archivo')).toBeInTheDocument();
    expect(screen.getByText('Archivo no encontrado')).toBeInTheDocument();
  });

  it('moves a file down with PUT of the new order, at once, keeping the focus on it', async () => {
    let release: () => void = () => undefined;
    const fetchMock = mockFetch({
      [GET]: () => json(withMedia([photo, clip])),
      'PUT /api/stories/d1-s1/media/order': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              json({
                media: [
                  { ...clip, position: 1 },
                  { ...photo, position: 2 },
                ],
              }),
            );
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const list = await mediaList();
    expect(within(list).getByRole('button', { name: 'Subir a.jpg' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Bajar a.jpg' }));
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/stories/d1-s1/media/order')[0]?.[1])).toEqual({
      mediaIds: ['b', 'a'],
    });
    // Shown before the answer; a.jpg is now last, so the focus moves to its 'Subir'.
    await waitFor(() =>
      expect(names(list)).toEqual(['Ver Vídeo b.mp4, 0:15 (1 de 2)', 'Ver Imagen a.jpg, 1 aviso (2 de 2)']),
    );
    expect(within(list).getByRole('button', { name: 'Subir a.jpg' })).toHaveFocus();
    expect(within(list).getByRole('button', { name: 'Bajar a.jpg' })).toBeDisabled();

    await act(async () => release());
    expect(names(list)).toEqual(['Ver Vídeo b.mp4, 0:15 (1 de 2)', 'Ver Imagen a.jpg, 1 aviso (2 de 2)']);
  });

  it('undoes a refused order and says so', async () => {
    mockFetch({
      [GET]: () => json(withMedia([photo, clip])),
      'PUT /api/stories/d1-s1/media/order': () =>
        json({ error: { code: 'CONFLICT', message: 'El orden debe incluir cada archivo.' } }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    const list = await mediaList();
    await user.click(within(list).getByRole('button', { name: 'Subir b.mp4' }));
    expect(await screen.findByText('No se pudo cambiar el orden')).toBeInTheDocument();
    expect(screen.getByText('El orden debe incluir cada archivo.')).toBeInTheDocument();
    await waitFor(() =>
      expect(names(list)).toEqual(['Ver Imagen a.jpg, 1 aviso (1 de 2)', 'Ver Vídeo b.mp4, 0:15 (2 de 2)']),
    );
  });

  it('opens a file full screen, goes through them with the arrows and closes with Esc', async () => {
    mockFetch({ [GET]: () => json(withMedia([photo, clip])) });
    const user = userEvent.setup();
    renderPage();
    const list = await mediaList();
    const opener = within(list).getByRole('button', { name: /^Ver Imagen a\.jpg/ });

    await user.click(opener);
    let viewer = await screen.findByRole('dialog', { name: /Historia 1: archivo 1 de 2/ });
    expect(within(viewer).getByRole('img', { name: 'a.jpg' })).toHaveAttribute('src', '/api/media/a');
    expect(within(viewer).getByRole('link', { name: 'Descargar' })).toHaveAttribute(
      'href',
      '/api/media/a?download=1',
    );
    expect(within(viewer).getByRole('list', { name: 'Avisos de formato' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    viewer = await screen.findByRole('dialog', { name: /Historia 1: archivo 2 de 2/ });
    const video = viewer.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/media/b');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('playsinline');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /archivo 2 de 2/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: /archivo 1 de 2/ })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('uploads chosen files two at a time, with progress, and adds them in the order chosen', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(withMedia([photo])),
      'PUT /api/stories/d1-s1/media/order': (init) => {
        const { mediaIds } = bodyOf(init) as { mediaIds: string[] };
        const byId: Record<string, StoryMedia> = {
          a: photo,
          x: storyMedia('x', 0, { originalName: 'x.png' }),
          y: storyMedia('y', 0, { originalName: 'y.png' }),
        };
        return json({ media: mediaIds.map((id, index) => ({ ...byId[id], position: index + 1 })) });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard(STORY));
    await mediaList();

    await user.upload(within(card).getByLabelText('Elegir archivos para Historia 1'), [
      pngFile('x.png', 2000),
      pngFile('y.png'),
      pngFile('z.png'),
    ]);
    const uploading = await within(card).findByRole('list', { name: 'Archivos subiéndose' });
    await waitFor(() => expect(tus.uploads.filter((upload) => upload.started)).toHaveLength(2));
    // The rows load with the first upload (their own chunk).
    await waitFor(() => expect(within(uploading).getAllByRole('listitem')).toHaveLength(3));
    expect(within(uploading).getByText('En espera…')).toBeInTheDocument();

    const [first, second] = tus.uploads;
    expect(first?.options.endpoint).toMatch(/\/api\/uploads$/);
    expect(first?.options.metadata).toEqual({ storyId: STORY, filename: 'x.png', filetype: 'image/png' });
    expect(first?.options.chunkSize).toBe(8 * 1024 * 1024);

    act(() => first?.options.onProgress(840, 2000));
    expect(within(uploading).getByText(/Subiendo… 42 %/)).toBeInTheDocument();
    expect(within(uploading).getByRole('progressbar', { name: 'Subida de x.png' })).toHaveAttribute(
      'aria-valuetext',
      '42 %',
    );

    // z.png is cancelled while it waits; y.png finishes before x.png.
    await user.click(within(uploading).getByRole('button', { name: 'Cancelar la subida de z.png' }));
    const body = (media: StoryMedia) => ({ lastResponse: { getBody: () => JSON.stringify({ media }) } });
    act(() => second?.options.onSuccess(body(storyMedia('y', 2, { originalName: 'y.png' }))));
    act(() => first?.options.onSuccess(body(storyMedia('x', 3, { originalName: 'x.png' }))));

    expect(await screen.findByText('2 archivos añadidos')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(callsTo(fetchMock, 'PUT /api/stories/d1-s1/media/order')[0]?.[1])).toEqual({
        mediaIds: ['a', 'x', 'y'],
      }),
    );
    expect(tus.uploads).toHaveLength(2);
    await waitFor(() =>
      expect(fileNames(within(card).getByRole('list', { name: /^Archivos de/ }))).toEqual([
        'a.jpg',
        'x.png',
        'y.png',
      ]),
    );
    expect(within(card).queryByRole('list', { name: 'Archivos subiéndose' })).not.toBeInTheDocument();
  });

  it("shows the server's Spanish message when it refuses an upload", async () => {
    mockFetch({ [GET]: () => json(withMedia([])) });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard(STORY));
    await user.upload(
      await within(card).findByLabelText('Elegir archivos para Historia 1'),
      pngFile('doc.png'),
    );
    await waitFor(() => expect(tus.uploads[0]?.started).toBe(true));

    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalRequest: {},
      originalResponse: {
        getStatus: () => 415,
        getHeader: () => undefined,
        getBody: () =>
          JSON.stringify({
            error: { code: 'UNSUPPORTED_MEDIA', message: 'El archivo no es una imagen ni un vídeo.' },
          }),
      },
    });
    act(() => tus.uploads[0]?.options.onError(refusal));
    expect(await screen.findByText('No se pudo subir «doc.png»')).toBeInTheDocument();
    expect(screen.getByText('El archivo no es una imagen ni un vídeo.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).queryByRole('list', { name: 'Archivos subiéndose' })).not.toBeInTheDocument(),
    );
  });

  it('refuses a dropped file that is not an image or a video before sending it', async () => {
    mockFetch({ [GET]: () => json(withMedia([])) });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const card = await waitFor(() => storyCard(STORY));
    await user.upload(await within(card).findByLabelText('Elegir archivos para Historia 1'), [
      new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }),
      pngFile('foto.png'),
    ]);
    expect(await screen.findByText('«contrato.pdf» no se puede añadir')).toBeInTheDocument();
    await waitFor(() => expect(tus.uploads).toHaveLength(1));
    expect(tus.uploads[0]?.options.metadata.filename).toBe('foto.png');
  });

  it('replaces a file in its place', async () => {
    mockFetch({ [GET]: () => json(withMedia([photo, clip])) });
    const user = userEvent.setup();
    renderPage();
    const card = await waitFor(() => storyCard(STORY));
    const list = await mediaList();
    const picker = within(card).getByLabelText('Elegir el archivo que sustituye a otro de Historia 1');
    const click = vi.spyOn(picker, 'click');

    await user.click(within(list).getByRole('button', { name: 'Sustituir a.jpg' }));
    expect(click).toHaveBeenCalled();
    await user.upload(picker, pngFile('nueva.png'));
    await waitFor(() => expect(tus.uploads[0]?.started).toBe(true));
    expect(tus.uploads[0]?.options.metadata).toMatchObject({ filename: 'nueva.png', replaces: 'a' });
    expect(within(card).getByText('nueva.png (sustituye a a.jpg)')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Quitar a.jpg' })).toBeDisabled();

    act(() =>
      tus.uploads[0]?.options.onSuccess({
        lastResponse: {
          getBody: () => JSON.stringify({ media: storyMedia('n', 1, { originalName: 'nueva.png' }) }),
        },
      }),
    );
    expect(await screen.findByText('Archivo sustituido')).toBeInTheDocument();
    expect(fileNames(list)).toEqual(['nueva.png', 'b.mp4']);
  });
});
