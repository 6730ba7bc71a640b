// @vitest-environment jsdom

import type { ServerEvent } from '@shared/realtime/server-events';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/testing/test-utils';
import { FakeEventSource } from './fake-event-source';
import { loadServerEventParser } from './server-event-parser';
import { useServerEvents } from './use-server-events';

const event: ServerEvent = {
  type: 'ai_request.updated',
  request: {
    id: 'req-9',
    status: 'completed',
    message: '¡Campaña generada!',
    errorMessage: null,
    failedStep: null,
    provider: 'OpenAI',
    generatedWithoutAi: false,
    generatedCampaignId: 'camp-1',
    campaignDuration: 14,
    launchDatetime: 'lunes, 1 de diciembre de 2025 a las 10:00',
    createdAt: '2025-11-10T10:00:00.000Z',
    updatedAt: '2025-11-10T10:02:00.000Z',
  },
};

// Loaded once per tab before the first stream opens (see server-events-connection.test.ts for that wait).
beforeAll(async () => {
  await loadServerEventParser();
});

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('useServerEvents', () => {
  it('shares one EventSource between hook users and closes it when the last one unmounts', () => {
    const first = renderHook(() => useServerEvents(() => {}));
    const second = renderHook(() => useServerEvents(() => {}));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest()).toMatchObject({ url: '/api/events', withCredentials: true });
    first.unmount();
    expect(FakeEventSource.open()).toHaveLength(1);
    second.unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('reports connected while the stream is open, and false after an error', () => {
    const { result } = renderHook(() => useServerEvents(() => {}));
    expect(result.current.connected).toBe(false);
    act(() => FakeEventSource.latest().simulateOpen());
    expect(result.current.connected).toBe(true);
    act(() => FakeEventSource.latest().simulateError());
    expect(result.current.connected).toBe(false);
  });

  it('passes valid events to the latest callback without reconnecting, and drops invalid ones', () => {
    const a = vi.fn();
    const b = vi.fn();
    const { rerender } = renderHook(({ cb }) => useServerEvents(cb), { initialProps: { cb: a } });
    act(() => FakeEventSource.latest().simulateOpen());
    act(() => FakeEventSource.latest().simulateMessage('ai_request.updated', JSON.stringify(event)));
    expect(a).toHaveBeenCalledWith(event);
    rerender({ cb: b });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => {
      FakeEventSource.latest().simulateMessage('ai_request.updated', '{"type":"ai_request.updated"}');
      FakeEventSource.latest().simulateMessage('ai_request.updated', JSON.stringify(event));
    });
    expect(b).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('opens nothing while disabled, and connects when enabled', () => {
    const { result, rerender } = renderHook(({ enabled }) => useServerEvents(() => {}, { enabled }), {
      initialProps: { enabled: false },
    });
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(result.current.connected).toBe(false);
    rerender({ enabled: true });
    act(() => FakeEventSource.latest().simulateOpen());
    expect(result.current.connected).toBe(true);
    rerender({ enabled: false });
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(result.current.connected).toBe(false);
  });

  it('reconnects after the first delay with fake timers', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useServerEvents(() => {}));
    act(() => FakeEventSource.latest().simulateError());
    act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => FakeEventSource.latest().simulateOpen());
    expect(result.current.connected).toBe(true);
  });
});
