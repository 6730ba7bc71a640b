import { isApiError } from '@/lib/api-client';

/** One story's posted state waiting in the outbox, and what the outbox tells its listeners. */

export interface PostedMark {
  storyId: string;
  isPosted: boolean;
  /** When this state was asked for (ms since the epoch): marks are sent oldest first. */
  queuedAt: number;
  /** Goes up with every new state of the story, so that a send only clears the state it carried. */
  version: number;
  /** Sends that failed and will be tried again. */
  attempts: number;
  /** True once the mark could not be sent at once (offline, or a failed send): the screen says it is waiting. */
  isWaiting: boolean;
  /** What the story is called, for a message about this mark shown after the screen has moved on (issue 29). */
  label?: PostedMarkLabel | undefined;
}

export interface PostedMarkLabel {
  storyTitle: string;
  campaignTitle: string;
}

/** The label of a stored mark, when it is well formed (older marks have none). */
export function isMarkLabel(value: unknown): value is PostedMarkLabel {
  const label = value as Partial<PostedMarkLabel> | null;
  return (
    typeof label === 'object' &&
    label !== null &&
    typeof label.storyTitle === 'string' &&
    typeof label.campaignTitle === 'string'
  );
}

export type OutboxEvent =
  /** The marks a flush delivered; `waitedCount` of them had been waiting (the user was told so). */
  | { type: 'sent'; marks: PostedMark[]; waitedCount: number }
  /** A mark the server refused for good (4xx): it is gone from the outbox. */
  | { type: 'dropped'; mark: PostedMark; error: unknown }
  /** A mark that could not be sent now and stays for later. */
  | { type: 'kept'; mark: PostedMark; error: unknown };

/** Answers worth asking again later: the network, the server, an expired session, a rate limit. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 0 || error.status >= 500) return true;
  if ([401, 408, 425, 429].includes(error.status)) return true;
  return error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED';
}

export function isMark(value: unknown): value is PostedMark {
  const m = value as Partial<PostedMark> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.storyId === 'string' &&
    typeof m.isPosted === 'boolean' &&
    typeof m.queuedAt === 'number' &&
    typeof m.version === 'number'
  );
}
