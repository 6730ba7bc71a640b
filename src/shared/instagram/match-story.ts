/**
 * Which of the account's live stories is the panel's story (issue 32): Instagram's API knows nothing of the panel,
 * so a published story is matched to its media by the link the brand pasted as proof (the permalink's id), or else
 * by time: the live story posted nearest before the moment it was marked published (a brand marks it after posting;
 * a few minutes' clock difference is allowed the other way), never one already matched to another story.
 */

export interface LiveStoryCandidate {
  id: string;
  timestamp: Date;
  permalink: string | null;
}

/** How far before its marking a story may have been posted, and how far after (clocks differ a little). */
export const MATCH_BEFORE_MS = 6 * 3_600_000;
export const MATCH_AFTER_MS = 10 * 60_000;

/** The last numeric path segment of an Instagram story link: instagram.com/stories/{user}/{id}/. */
export function storyIdOfLink(link: string | null): string | null {
  if (!link) return null;
  const match = /\/stories\/[^/]+\/(\d+)/.exec(link);
  return match?.[1] ?? null;
}

export function matchLiveStory({
  live,
  markedAt,
  proofLink,
  taken,
}: {
  live: readonly LiveStoryCandidate[];
  markedAt: Date;
  proofLink: string | null;
  /** Media ids already matched to other stories of the client. */
  taken: ReadonlySet<string>;
}): { story: LiveStoryCandidate; by: 'link' | 'time' } | null {
  const free = live.filter((story) => !taken.has(story.id));
  const linked = storyIdOfLink(proofLink);
  if (linked) {
    const byLink = free.find((story) => story.id === linked || storyIdOfLink(story.permalink) === linked);
    if (byLink) return { story: byLink, by: 'link' };
  }
  const marked = markedAt.getTime();
  const near = free
    .filter((story) => {
      const at = story.timestamp.getTime();
      return at >= marked - MATCH_BEFORE_MS && at <= marked + MATCH_AFTER_MS;
    })
    .sort((a, b) => Math.abs(a.timestamp.getTime() - marked) - Math.abs(b.timestamp.getTime() - marked));
  return near[0] ? { story: near[0], by: 'time' } : null;
}
