import type { BoardStory } from '@shared/api/admin-today';
import type * as React from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '@/components/status/approval-badge';
import { storyLabel } from '../utils/format';

/*
 * One story's line on the «Hoy» board, shared by its sections (board-view.tsx, published-section.tsx): the story's link
 * (the whole line is its target), where it lives, and what the section puts beside it.
 */

/** «Historia 2: Título» as the line's link to the story on the admin campaign screen. */
export function StoryLink({ line, children }: { line: BoardStory; children?: React.ReactNode }) {
  return (
    <Link
      to={line.href}
      className="font-medium text-primary underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
    >
      {children ?? <>{storyLabel(line.story)}</>}
    </Link>
  );
}

/** Where the story lives: brand · campaign · day. */
export function StoryPlace({ line }: { line: BoardStory }) {
  return (
    <p className="text-muted-foreground text-xs sm:truncate">
      <span className="font-medium text-foreground">{line.client.brandName}</span> · {line.campaign.title} ·
      Día {line.day.order}
    </p>
  );
}

/** The story's approval by the client, when anyone asked for it (or its campaign requires it). */
export function LineApproval({ line }: { line: BoardStory }) {
  if (line.approval === 'not_requested') return null;
  return <ApprovalBadge state={line.approval} className="mt-0.5" />;
}

export const lineClass =
  'relative grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-lg px-3 py-2.5 focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50 sm:items-center';

/** One story of the board: its link and place on the left (with `detail` under them), `aside` on the right. */
export function StoryLine({
  line,
  detail,
  children,
}: {
  line: BoardStory;
  detail?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className={lineClass}>
      <div className="grid min-w-0 gap-0.5">
        <StoryLink line={line} />
        <StoryPlace line={line} />
        {detail}
      </div>
      {children}
    </li>
  );
}
