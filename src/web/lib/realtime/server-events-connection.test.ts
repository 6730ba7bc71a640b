import { REALTIME_RECONNECT_DELAYS_MS } from '@shared/constants';
import { ServerEvent } from '@shared/realtime/server-events';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';
import { loadServerEventParser } from './server-event-parser';
import { createServerEventsConnection, SERVER_EVENT_TYPES } from './server-events-connection';

const event: ServerEvent = {
  type: 'ai_request.updated',
  request: {
    id: 'req-1',
    status: 'processing',
    message: 'Generando la campaña',
    errorMessage: null,
    failedStep: null,
    provider: 'offline',
    generatedWithoutAi: true,
    generatedCampaignId: null,
    campaignDuration: 7,
    launchDatetime: 'viernes, 14 de noviembre de 2025 a las 12:00',
    createdAt: '2025-11-10T10:00:00.000Z',
    updatedAt: '2025-11-10T10:00:01.000Z',
  },
};

function connection() {
  return createServerEventsConnection({
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
  });
}

// The tab's schema is loaded once: from then on every stream opens at once (the lazy start is tested below).
beforeAll(async () => {
  await loadServerEventParser();
});

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('server events connection', () => {
  it("listens for every ServerEvent type: the zod-free list is the schema's", () => {
    expect(SERVER_EVENT_TYPES).toEqual([
      'ai_request.updated',
      'board.story_updated',
      'approval.updated',
      'story.comment',
    ]);
    expect(SERVER_EVENT_TYPES).toEqual(ServerEvent.options.map((option) => option.shape.type.value));
  });

  it('opens one EventSource for many listeners and closes it with the last one', () => {
    const c = connection();
    const off1 = c.subscribe(() => {});
    const off2 = c.subscribe(() => {});
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events');
    off1();
    off1();
    expect(FakeEventSource.latest().readyState).not.toBe(FakeEventSource.CLOSED);
    off2();
    expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
    c.subscribe(() => {});
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('reports connected on open and delivers valid events to every listener', () => {
    const c = connection();
    const a = vi.fn();
    const b = vi.fn();
    const changes = vi.fn();
    c.onConnectedChange(changes);
    c.subscribe(a);
    c.subscribe(b);
    expect(c.isConnected()).toBe(false);
    FakeEventSource.latest().simulateOpen();
    expect(c.isConnected()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    FakeEventSource.latest().simulateMessage('ai_request.updated', JSON.stringify(event));
    expect(a).toHaveBeenCalledWith(event);
    expect(b).toHaveBeenCalledWith(event);
  });

  it('drops invalid messages: not JSON, wrong shape, unknown or mismatched event name', () => {
    const c = connection();
    const listener = vi.fn();
    c.subscribe(listener);
    const es = FakeEventSource.latest();
    es.simulateOpen();
    es.simulateMessage('ai_request.updated', 'not json');
    es.simulateMessage(
      'ai_request.updated',
      JSON.stringify({ type: 'ai_request.updated', request: { id: 1 } }),
    );
    es.simulateMessage('ai_request.updated', JSON.stringify({ ...event, type: 'other' }));
    es.simulateMessage('message', JSON.stringify(event));
    es.simulateMessage('other', JSON.stringify(event));
    expect(listener).not.toHaveBeenCalled();
    expect(c.isConnected()).toBe(true);
    es.simulateMessage('ai_request.updated', JSON.stringify(event));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reconnects after 1, 2, 5 and 10 s, then every 10 s, and starts over after a successful open', () => {
    const c = connection();
    c.subscribe(() => {});
    FakeEventSource.latest().simulateOpen();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = FakeEventSource.instances.length;
      FakeEventSource.latest().simulateError();
      expect(c.isConnected()).toBe(false);
      expect(FakeEventSource.open()).toHaveLength(0);
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
        if (waited > 60_000) throw new Error('no reconnection');
      }
      waits.push(waited);
    }
    expect(waits).toEqual([...REALTIME_RECONNECT_DELAYS_MS, 10_000, 10_000]);
    expect(REALTIME_RECONNECT_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);

    FakeEventSource.latest().simulateOpen();
    expect(c.isConnected()).toBe(true);
    const before = FakeEventSource.instances.length;
    FakeEventSource.latest().simulateError();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(before + 1);
  });

  it('cancels a pending reconnection when the last listener leaves', () => {
    const c = connection();
    const off = c.subscribe(() => {});
    FakeEventSource.latest().simulateError();
    off();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(c.isConnected()).toBe(false);
  });

  it('keeps delivering to the other listeners when one throws', () => {
    const c = connection();
    const good = vi.fn();
    c.subscribe(() => {
      throw new Error('boom');
    });
    c.subscribe(good);
    FakeEventSource.latest().simulateOpen();
    FakeEventSource.latest().simulateMessage('ai_request.updated', JSON.stringify(event));
    expect(good).toHaveBeenCalledTimes(1);
    expect(() => vi.runOnlyPendingTimers()).toThrow('boom');
  });

  describe('before the schema has loaded (a fresh tab)', () => {
    async function freshConnection() {
      vi.useRealTimers();
      vi.resetModules();
      const { createServerEventsConnection: create } = await import('./server-events-connection');
      const { FakeEventSource: Fake } = await import('./fake-event-source');
      Fake.reset();
      const c = create({ createEventSource: (url) => new Fake(url) as unknown as EventSource });
      return { c, Fake };
    }

    it('opens the stream once the schema has loaded, and checks messages with it', async () => {
      const { c, Fake } = await freshConnection();
      const listener = vi.fn();
      c.subscribe(listener);
      expect(Fake.instances).toHaveLength(0);
      expect(c.isConnected()).toBe(false);
      await vi.waitFor(() => expect(Fake.instances).toHaveLength(1));
      Fake.latest().simulateOpen();
      expect(c.isConnected()).toBe(true);
      Fake.latest().simulateMessage('ai_request.updated', '{"type":"ai_request.updated"}');
      Fake.latest().simulateMessage('ai_request.updated', JSON.stringify(event));
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(event);
    });

    it('opens nothing when the last listener left while the schema was loading', async () => {
      const { c, Fake } = await freshConnection();
      c.subscribe(() => {})();
      const { loadServerEventParser: load } = await import('./server-event-parser');
      await load();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(Fake.instances).toHaveLength(0);
    });

    it('opens one stream for listeners that came while the schema was loading', async () => {
      const { c, Fake } = await freshConnection();
      const offFirst = c.subscribe(() => {});
      const offSecond = c.subscribe(() => {});
      await vi.waitFor(() => expect(Fake.instances).toHaveLength(1));
      offFirst();
      offSecond();
      expect(Fake.open()).toHaveLength(0);
    });
  });
});

describe('server events connection held back until the page settles (beforeFirstOpen)', () => {
  function heldConnection() {
    const waits: Array<{ start: () => void; cancelled: boolean }> = [];
    const c = createServerEventsConnection({
      createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
      beforeFirstOpen: (start) => {
        const wait = { start, cancelled: false };
        waits.push(wait);
        return () => {
          wait.cancelled = true;
        };
      },
    });
    return { c, waits };
  }

  it('opens nothing until told, counts as not connected meanwhile, then opens one stream', () => {
    const { c, waits } = heldConnection();
    c.subscribe(() => {});
    c.subscribe(() => {});
    expect(waits).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(c.isConnected()).toBe(false);
    waits[0]!.start();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('cancels the wait when the last listener leaves, and waits again for the next one', () => {
    const { c, waits } = heldConnection();
    c.subscribe(() => {})();
    expect(waits[0]!.cancelled).toBe(true);
    c.subscribe(() => {});
    expect(waits).toHaveLength(2);
    waits[1]!.start();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('waits only once: after the first stream, a new subscriber opens at once', () => {
    const { c, waits } = heldConnection();
    const off = c.subscribe(() => {});
    waits[0]!.start();
    off();
    c.subscribe(() => {});
    expect(waits).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
