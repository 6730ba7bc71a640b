import type { AiRequestDto, AiRequestResponse } from '@shared/ai/contract';
import type { ServerEvent } from '@shared/realtime/server-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useServerEvents } from '@/lib/realtime/use-server-events';
import { getAiRequestQueryOptions, isTerminal } from '../api/get-ai-request';
import { displayedStage, msUntilNextSimulatedStage, simulatedStage } from '../utils/generation-stages';

/** Keeps the newer of two snapshots of one request (an event and a poll answer may cross). */
function newer(current: AiRequestResponse | undefined, next: AiRequestDto): AiRequestResponse {
  if (current && Date.parse(current.request.updatedAt) > Date.parse(next.updatedAt)) return current;
  return { request: next };
}

/**
 * Follows one AI request while the wizard shows it: live events (SSE) write into the request's query, which polls
 * every 3 s only while the stream is down; meanwhile the local simulation advances the checklist (spec section 4).
 * `requestId` null = nothing to follow (closing the modal stops everything). `startedAt` starts the simulation.
 */
export function useGenerationTracker(
  requestId: string | null,
  startedAt: number | null,
  /** The generation failed: the checklist stops where it was (the failed item is the one in progress). */
  isStopped = false,
) {
  const queryClient = useQueryClient();
  const requestIdRef = useRef(requestId);
  requestIdRef.current = requestId;

  const cached = requestId
    ? queryClient.getQueryData<AiRequestResponse>(queryKeys.client.aiRequests.detail(requestId))?.request
    : undefined;
  const isFollowing = requestId !== null && !isTerminal(cached);

  const onEvent = useCallback(
    (event: ServerEvent) => {
      const id = requestIdRef.current;
      if (event.type !== 'ai_request.updated' || event.request.id !== id) return;
      queryClient.setQueryData<AiRequestResponse>(queryKeys.client.aiRequests.detail(id), (current) =>
        newer(current, event.request),
      );
    },
    [queryClient],
  );
  const { connected } = useServerEvents(onEvent, { enabled: isFollowing });

  const query = useQuery({
    ...getAiRequestQueryOptions(requestId ?? '', { isLive: connected }),
    enabled: requestId !== null,
  });
  const request = requestId ? (query.data?.request ?? null) : null;

  // The stream (re)connected: read the true state once, in case an event was missed while it was down.
  const { refetch } = query;
  useEffect(() => {
    if (connected && requestIdRef.current) void refetch();
  }, [connected, refetch]);

  const [simulated, setSimulated] = useState(0);
  useEffect(() => {
    if (startedAt === null) {
      setSimulated(0);
      return;
    }
    if (isStopped) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      setSimulated(simulatedStage(elapsed));
      const wait = msUntilNextSimulatedStage(elapsed);
      if (wait !== null) timer = setTimeout(tick, wait);
    };
    tick();
    return () => clearTimeout(timer);
  }, [startedAt, isStopped]);

  return {
    request,
    /** Index of the checklist item in progress; the item count when everything is done. */
    progress: displayedStage(simulated, request),
    simulated,
    isLive: connected,
  };
}
