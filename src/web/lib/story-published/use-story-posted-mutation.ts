import type { SetStoryPostedResponse } from '@shared/api/client-area/stories';
import { type MutationKey, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type SetStoryPostedVariables, setStoryPosted } from './set-story-posted';
import { refreshStoryPublishedCaches } from './story-published-caches';

/** The mark a call asks for, and the campaign of its story (null when the caller does not know it). */
export type PostedMarkRequest = SetStoryPostedVariables & { campaignId: string | null };

/** How a screen's own read shows a mark at once, and takes it back if the server refuses it. */
export interface OptimisticPostedMark<TData, TSaved> {
  /** What the rollback needs, read before the change (null: the story is not in the read). */
  save(data: TData | undefined, mark: PostedMarkRequest): TSaved | null;
  /** The read with the story marked as asked, at `now` (ISO: the guess the server's answer replaces). */
  apply(data: TData, mark: PostedMarkRequest, now: string): TData;
  /** Puts back what `save` kept. */
  restore(data: TData, saved: TSaved, mark: PostedMarkRequest): TData;
  /** Writes the server's answer (its clock for postedAt). */
  confirm(data: TData, mark: PostedMarkRequest, answer: SetStoryPostedResponse): TData;
}

export interface StoryPostedMutationOptions<TVariables, TData, TSaved> {
  mutationKey: MutationKey;
  markOf(variables: TVariables): PostedMarkRequest;
  /** The screen's own read. */
  queryKey: QueryKey;
  /**
   * When the screen's own read is asked again: only after a refusal (the answer carries all the read shows), or
   * once the last of the screen's marks in flight has settled (a read sooner would undo the others' guesses).
   */
  reread: 'after-failure' | 'after-last';
  /** Without it the read changes only when it is read again. */
  optimistic?: OptimisticPostedMark<TData, TSaved>;
  /** Logged (console) when a mark fails: per the spec (section 8) the hook shows the user nothing. */
  failureMessage?: string;
  /** Runs after every answer (not only the latest call's, as per-call callbacks do), with the read as confirmed. */
  onAnswer?(answer: SetStoryPostedResponse, variables: TVariables, data: TData | undefined): void;
}

/**
 * «Marcar publicada» (and its undo) online, for any screen: the PATCH, the screen's optimistic change and its
 * rollback, and, once settled, every read that shows the story marked stale (`refreshStoryPublishedCaches`, the
 * one list), the screen's own read again when `reread` says so. Marks made where the connection may be gone go
 * through the outbox instead (`queuePostedMark`, posted-outbox.ts), which refreshes the same list.
 */
export function useStoryPostedMutation<TVariables, TData = unknown, TSaved = unknown>(
  options: StoryPostedMutationOptions<TVariables, TData, TSaved>,
) {
  const queryClient = useQueryClient();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { mutationKey } = options;

  return useMutation<SetStoryPostedResponse, Error, TVariables, { saved: TSaved | null }>({
    mutationKey,
    mutationFn: (variables) => setStoryPosted(optionsRef.current.markOf(variables)),
    onMutate: async (variables) => {
      const { optimistic, queryKey, markOf } = optionsRef.current;
      if (!optimistic) return { saved: null };
      const mark = markOf(variables);
      await queryClient.cancelQueries({ queryKey });
      const saved = optimistic.save(queryClient.getQueryData<TData>(queryKey), mark);
      const now = new Date().toISOString();
      queryClient.setQueryData<TData>(queryKey, (data) =>
        data === undefined ? data : optimistic.apply(data, mark, now),
      );
      return { saved };
    },
    onError: (error, variables, context) => {
      const { optimistic, queryKey, markOf, failureMessage } = optionsRef.current;
      const mark = markOf(variables);
      if (failureMessage) console.error(failureMessage, { storyId: mark.storyId, error });
      const saved = context?.saved ?? null;
      if (optimistic && saved !== null) {
        queryClient.setQueryData<TData>(queryKey, (data) =>
          data === undefined ? data : optimistic.restore(data, saved, mark),
        );
      }
    },
    onSuccess: (answer, variables) => {
      const { optimistic, queryKey, markOf, onAnswer } = optionsRef.current;
      const mark = markOf(variables);
      const data = optimistic
        ? queryClient.setQueryData<TData>(queryKey, (current) =>
            current === undefined ? current : optimistic.confirm(current, mark, answer),
          )
        : queryClient.getQueryData<TData>(queryKey);
      onAnswer?.(answer, variables, data);
    },
    onSettled: (_answer, error, variables) => {
      const { queryKey, markOf, reread } = optionsRef.current;
      const isRereadDue =
        reread === 'after-failure' ? error !== null : queryClient.isMutating({ mutationKey }) <= 1;
      refreshStoryPublishedCaches(queryClient, {
        campaignId: markOf(variables).campaignId,
        reread: isRereadDue ? [queryKey] : [],
        except: queryKey,
      });
    },
  });
}
