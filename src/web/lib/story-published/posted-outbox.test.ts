import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { OutboxEvent, PostedMark, QueuedProof } from './posted-mark';
import { createPostedOutbox, POSTED_OUTBOX_KEY } from './posted-outbox';

/** A Storage in memory (the outbox only needs these three). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const networkError = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Sin conexión' });
const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Historia no encontrada' });

function setup({ online = true }: { online?: boolean } = {}) {
  const storage = memoryStorage();
  let clock = 1_000;
  const state = { online };
  const sent: Array<Pick<PostedMark, 'storyId' | 'isPosted'>> = [];
  const answers: Array<(mark: PostedMark) => Promise<void>> = [];
  /** Every request in order: 'proof:a' (a proof of story a), 'mark:a' (its PATCH). */
  const requests: string[] = [];
  const send = vi.fn(async (mark: PostedMark) => {
    const answer = answers.shift();
    if (answer) await answer(mark);
    sent.push({ storyId: mark.storyId, isPosted: mark.isPosted });
    requests.push(`mark:${mark.storyId}`);
  });
  // The kept screenshots (IndexedDB in the app) and the proof requests, in memory.
  const files = new Map<string, Blob>();
  const proofAnswers: Array<() => Promise<void>> = [];
  const proofs = {
    send: vi.fn(async (storyId: string, proof: QueuedProof) => {
      const answer = proofAnswers.shift();
      if (answer) await answer();
      if (proof.kind === 'screenshot' && !files.has(proof.fileKey)) throw new Error('screenshot not kept');
      requests.push(`proof:${storyId}`);
    }),
    forget: vi.fn(async (proof: QueuedProof & { kind: 'screenshot' }) => {
      files.delete(proof.fileKey);
    }),
  };
  const options = {
    storage,
    send,
    proofs,
    isOnline: () => state.online,
    now: () => {
      clock += 1;
      return clock;
    },
    retryDelaysMs: [1_000, 5_000],
  };
  const outbox = createPostedOutbox(options);
  const events: OutboxEvent[] = [];
  outbox.onEvent((event) => events.push(event));
  return {
    outbox,
    storage,
    send,
    sent,
    answers,
    events,
    state,
    options,
    requests,
    files,
    proofs,
    proofAnswers,
  };
}

const tooLarge = () =>
  new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'La captura supera el máximo de 20 MB.' });

/** A screenshot kept for story `storyId`, as queue-proof-mark.ts keeps it before queueing its mark. */
function keptScreenshot(files: Map<string, Blob>, storyId: string) {
  const fileKey = `${storyId}:1:x`;
  files.set(fileKey, new Blob(['png'], { type: 'image/png' }));
  return { kind: 'screenshot' as const, fileKey };
}

describe('the outbox of posted marks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the marks oldest first, one at a time, and empties itself', async () => {
    const { outbox, sent, storage, events } = setup({ online: false });
    outbox.queue('b', true);
    outbox.queue('a', true);
    outbox.queue('c', false);
    await outbox.flush(); // offline: nothing goes, every mark waits
    expect(sent).toEqual([]);
    expect(outbox.marks().map((mark) => [mark.storyId, mark.isWaiting])).toEqual([
      ['b', true],
      ['a', true],
      ['c', true],
    ]);

    const fresh = setup();
    // Same storage, as after a reload: the marks survived it.
    const reloaded = createPostedOutbox({ ...fresh.options, storage });
    const reloadedEvents: OutboxEvent[] = [];
    reloaded.onEvent((event) => reloadedEvents.push(event));
    await reloaded.flush();
    expect(fresh.sent).toEqual([
      { storyId: 'b', isPosted: true },
      { storyId: 'a', isPosted: true },
      { storyId: 'c', isPosted: false },
    ]);
    expect(reloaded.marks()).toEqual([]);
    expect(storage.items.size).toBe(0);
    expect(reloadedEvents).toEqual([expect.objectContaining({ type: 'sent', waitedCount: 3 })]);
    expect(events).toEqual([]);
  });

  it('keeps only the last state asked for a story (the server sets it, last write wins)', async () => {
    const { outbox, sent, state } = setup({ online: false });
    outbox.queue('a', true);
    outbox.queue('b', true);
    outbox.queue('a', false);
    outbox.queue('a', true);
    expect(outbox.marks().map((mark) => [mark.storyId, mark.isPosted])).toEqual([
      ['b', true],
      ['a', true],
    ]);
    state.online = true;
    await outbox.flush();
    expect(sent).toEqual([
      { storyId: 'b', isPosted: true },
      { storyId: 'a', isPosted: true },
    ]);
  });

  it('sends a state asked for while the previous one was on its way, after it', async () => {
    const { outbox, sent, answers } = setup();
    let release: () => void = () => undefined;
    answers.push(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    outbox.queue('a', true);
    const flushing = outbox.flush();
    await vi.advanceTimersByTimeAsync(0);
    outbox.queue('a', false); // 'Deshacer' while the first PATCH is out
    void outbox.flush();
    release();
    await flushing;
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { storyId: 'a', isPosted: true },
      { storyId: 'a', isPosted: false },
    ]);
    expect(outbox.marks()).toEqual([]);
  });

  it('drops a mark the server refuses for good (4xx) and goes on with the others', async () => {
    const { outbox, sent, answers, events } = setup();
    answers.push(async () => {
      throw notFound();
    });
    outbox.queue('gone', true);
    outbox.queue('b', true);
    await outbox.flush();
    expect(sent).toEqual([{ storyId: 'b', isPosted: true }]);
    expect(outbox.marks()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['dropped', 'sent']);
    expect(events[0]).toMatchObject({ type: 'dropped', mark: { storyId: 'gone' }, error: { status: 404 } });
  });

  it('keeps the story’s name with its mark, across a reload and a later state, for the dropped message', async () => {
    const { outbox, answers, events, options } = setup({ online: false });
    const label = { storyTitle: 'Story de apertura', campaignTitle: 'Otoño' };
    outbox.queue('gone', true, label);
    // Read back by another instance (a reload), then asked again without a name: the name stays.
    const reloaded = createPostedOutbox(options);
    expect(reloaded.marks()).toMatchObject([{ storyId: 'gone', label }]);
    reloaded.queue('gone', false);
    expect(reloaded.marks()).toMatchObject([{ storyId: 'gone', isPosted: false, label }]);
    // A malformed name in the storage is left out, the mark kept.
    options.storage.setItem(
      POSTED_OUTBOX_KEY,
      options.storage.getItem(POSTED_OUTBOX_KEY)!.replace('"storyTitle"', '"other"'),
    );
    expect(createPostedOutbox(options).marks()[0]?.label).toBeUndefined();

    options.storage.removeItem(POSTED_OUTBOX_KEY);
    outbox.reset();
    answers.push(async () => {
      throw notFound();
    });
    options.isOnline = () => true;
    const online = createPostedOutbox(options);
    online.onEvent((event) => events.push(event));
    online.queue('gone', true, label);
    await online.flush();
    expect(events.at(-1)).toMatchObject({ type: 'dropped', mark: { storyId: 'gone', label } });
  });

  it('keeps the marks on a network error, stops, and tries again later', async () => {
    const { outbox, sent, answers, events, send } = setup();
    answers.push(async () => {
      throw networkError();
    });
    outbox.queue('a', true);
    outbox.queue('b', true);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1); // 'b' was not tried: the network is down for it too
    expect(sent).toEqual([]);
    expect(outbox.marks().map((mark) => [mark.storyId, mark.attempts, mark.isWaiting])).toEqual([
      ['a', 1, true],
      ['b', 0, true],
    ]);
    expect(events.map((event) => event.type)).toEqual(['kept']);

    // The retry after the first delay delivers both.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      { storyId: 'a', isPosted: true },
      { storyId: 'b', isPosted: true },
    ]);
    expect(outbox.marks()).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'sent', waitedCount: 2 });
  });

  it('keeps the marks when the session has expired (401) or the server fails (5xx)', async () => {
    const { outbox, answers } = setup();
    answers.push(async () => {
      throw new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'No autorizado' });
    });
    outbox.queue('a', true);
    await outbox.flush();
    expect(outbox.marks()).toHaveLength(1);
    answers.push(async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'Error' });
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outbox.marks()).toHaveLength(1);
  });

  it('does not try while the browser is offline, and tells nothing was sent', async () => {
    const { outbox, send, events } = setup({ online: false });
    outbox.queue('a', true);
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(outbox.marks()[0]?.isWaiting).toBe(true);
  });

  it('does not call a mark sent at once (online) a waiting one', async () => {
    const { outbox, events } = setup();
    const mark = outbox.queue('a', true);
    expect(mark.isWaiting).toBe(false);
    await outbox.flush();
    expect(events).toEqual([expect.objectContaining({ type: 'sent', waitedCount: 0 })]);
  });

  it('ignores what it cannot read in the storage', () => {
    const { storage, options } = setup();
    storage.setItem('stories-panel:outbox:posted', '{not json');
    expect(createPostedOutbox({ ...options, storage }).marks()).toEqual([]);
    storage.setItem('stories-panel:outbox:posted', JSON.stringify([{ storyId: 'a' }, 42]));
    expect(createPostedOutbox({ ...options, storage }).marks()).toEqual([]);
  });
});

describe('the outbox of posted marks with a proof of posting (issue 31 §1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the proof before the mark, and forgets the kept screenshot once the server has it', async () => {
    const { outbox, requests, files, events } = setup();
    const screenshot = keptScreenshot(files, 'a');
    outbox.queue('a', true, undefined, { proof: screenshot, isProofRequired: true });
    outbox.queue('b', true, undefined, {
      proof: { kind: 'link', link: 'https://www.instagram.com/stories/marca/1' },
      isProofRequired: false,
    });
    await outbox.flush();
    expect(requests).toEqual(['proof:a', 'mark:a', 'proof:b', 'mark:b']);
    await vi.advanceTimersByTimeAsync(0);
    expect(files.has(screenshot.fileKey)).toBe(false);
    expect(outbox.marks()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['sent']);
  });

  it('retries only the mark when the proof went and the mark did not (the screenshot is not kept for it)', async () => {
    const { outbox, requests, files, answers } = setup();
    const screenshot = keptScreenshot(files, 'a');
    answers.push(async () => {
      throw networkError();
    });
    outbox.queue('a', true, undefined, { proof: screenshot, isProofRequired: false });
    await outbox.flush();
    expect(requests).toEqual(['proof:a']);
    expect(outbox.marks()).toMatchObject([{ storyId: 'a', attempts: 1, isWaiting: true }]);
    expect(outbox.marks()[0]?.proof).toBeUndefined();
    expect(files.size).toBe(0);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toEqual(['proof:a', 'mark:a']);
    expect(outbox.marks()).toEqual([]);
  });

  it('keeps the mark and its proof when the proof cannot be sent now, and sends both later', async () => {
    const { outbox, requests, files, proofAnswers, send } = setup();
    const screenshot = keptScreenshot(files, 'a');
    proofAnswers.push(async () => {
      throw networkError();
    });
    outbox.queue('a', true, undefined, { proof: screenshot, isProofRequired: true });
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.marks()).toMatchObject([{ storyId: 'a', proof: screenshot, isWaiting: true }]);
    expect(files.has(screenshot.fileKey)).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toEqual(['proof:a', 'mark:a']);
    expect(files.size).toBe(0);
  });

  it('drops a refused proof, tells it, and still sends the mark when the proof was optional', async () => {
    const { outbox, requests, files, proofAnswers, events } = setup();
    const screenshot = keptScreenshot(files, 'a');
    proofAnswers.push(async () => {
      throw tooLarge();
    });
    const label = { storyTitle: 'Apertura', campaignTitle: 'Otoño' };
    outbox.queue('a', true, label, { proof: screenshot, isProofRequired: false });
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual(['mark:a']);
    expect(files.size).toBe(0);
    expect(outbox.marks()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['proof-dropped', 'sent']);
    expect(events[0]).toMatchObject({ mark: { storyId: 'a', label }, error: { status: 413 } });
  });

  it('drops the mark with its refused proof when the client had to give one', async () => {
    const { outbox, requests, files, proofAnswers, events, send } = setup();
    const screenshot = keptScreenshot(files, 'a');
    proofAnswers.push(async () => {
      throw tooLarge();
    });
    outbox.queue('a', true, undefined, { proof: screenshot, isProofRequired: true });
    outbox.queue('b', true);
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(requests).toEqual(['mark:b']);
    expect(files.size).toBe(0);
    expect(outbox.marks()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['dropped', 'sent']);
    expect(events[0]).toMatchObject({ type: 'dropped', cause: 'proof', error: { status: 413 } });
  });

  it('queues a mark and its proof offline, keeps them across a reload, and sends both once back online', async () => {
    const { outbox, options, files, requests, proofs, send } = setup({ online: false });
    const screenshot = keptScreenshot(files, 'a');
    outbox.queue('a', true, undefined, { proof: screenshot, isProofRequired: true });
    await outbox.flush();
    expect(proofs.send).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.marks()).toMatchObject([{ storyId: 'a', isWaiting: true, proof: screenshot }]);

    // A reload while offline: the mark, its proof and whether it was required come back from the storage.
    const reloaded = createPostedOutbox({ ...options, isOnline: () => true });
    const reloadedEvents: OutboxEvent[] = [];
    reloaded.onEvent((event) => reloadedEvents.push(event));
    expect(reloaded.marks()).toMatchObject([{ storyId: 'a', proof: screenshot, isProofRequired: true }]);
    await reloaded.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual(['proof:a', 'mark:a']);
    expect(files.size).toBe(0);
    expect(reloadedEvents).toEqual([expect.objectContaining({ type: 'sent', waitedCount: 1 })]);
  });

  it('forgets the screenshot of a mark replaced by a newer state (last state wins), keeps it for the same state', async () => {
    const { outbox, files, state, requests } = setup({ online: false });
    const first = keptScreenshot(files, 'a');
    outbox.queue('a', true, undefined, { proof: first, isProofRequired: false });
    // Asked again without a proof (another tab): the proof belongs to the published state and stays.
    outbox.queue('a', true);
    expect(outbox.marks()[0]?.proof).toEqual(first);
    // «Deshacer»: the story is not published any more, its proof goes.
    outbox.queue('a', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.marks()[0]?.proof).toBeUndefined();
    expect(files.size).toBe(0);
    state.online = true;
    await outbox.flush();
    expect(requests).toEqual(['mark:a']);
  });
});
