import type { ApprovalLinkDay, ApprovalLinkPage } from '../api/lookup-approval-link';

type Decided = {
  stories: { id: string; approval: ApprovalLinkDay['stories'][number]['approval'] }[];
  requestStatus: ApprovalLinkPage['request']['status'] | null;
};

/** The page with the server's answer to some decisions: each story's new approval, and the request's status. */
export function applyLinkDecisions(page: ApprovalLinkPage, decided: Decided): ApprovalLinkPage {
  const byId = new Map(decided.stories.map((story) => [story.id, story.approval]));
  return {
    ...page,
    request: { ...page.request, status: decided.requestStatus ?? page.request.status },
    days: page.days.map((day) =>
      day.stories.some((story) => byId.has(story.id))
        ? {
            ...day,
            stories: day.stories.map((story) => {
              const approval = byId.get(story.id);
              return approval ? { ...story, approval } : story;
            }),
          }
        : day,
    ),
  };
}

/** The stories of a day still waiting for a decision: what «Aprobar las N historias del día» approves. */
export function undecidedStories(day: ApprovalLinkDay) {
  return day.stories.filter(
    (story) => story.approval.state === 'pending' || story.approval.state === 'not_requested',
  );
}
