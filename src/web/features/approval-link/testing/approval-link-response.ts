import type { ApprovalState } from '@shared/approvals/approval-state';
import type { ApprovalLinkPage, ApprovalLinkStory } from '../api/lookup-approval-link';

/**
 * Builds POST /api/approvals/lookup answers for component tests: `days` lists each day's stories by approval state.
 * Ids are predictable: day 'd2', story 'd2-s3'; each story's version is 'v1-<id>'.
 */
export function approvalLinkResponse({
  days = [['pending', 'pending']],
  status = 'open',
  overrides = {},
}: {
  days?: ApprovalState[][];
  status?: 'open' | 'completed';
  overrides?: Record<string, Partial<ApprovalLinkStory>>;
} = {}): ApprovalLinkPage {
  return {
    request: {
      id: 'r1',
      status,
      scope: days.length > 1 ? 'campaign' : 'day',
      expiresAt: '2026-11-27T09:00:00.000Z',
    },
    client: { brandName: 'Café Aurora', timeZone: 'America/Mexico_City' },
    campaign: { id: 'c1', title: 'Lanzamiento Blend 7', requiresApproval: false },
    days: days.map((states, dayIndex) => {
      const dayId = `d${dayIndex + 1}`;
      const date = `2026-11-${String(23 + dayIndex).padStart(2, '0')}`;
      return {
        id: dayId,
        dayOrder: dayIndex + 1,
        date,
        title: `Día ${dayIndex + 1}`,
        theme: `Tema ${dayIndex + 1}`,
        stories: states.map((state, storyIndex) => {
          const id = `${dayId}-s${storyIndex + 1}`;
          return {
            id,
            storyNumber: storyIndex + 1,
            title: `Historia ${storyIndex + 1} del día ${dayIndex + 1}`,
            copyText: `Copy de ${id}`,
            visualDescription: null,
            storyType: 'TEXTO_PANTALLA',
            timeBlock: 'Mañana',
            stickerInfo: null,
            // 15:30 UTC: 09:30 in Mexico City.
            dueAt: `${date}T15:30:00.000Z`,
            isPosted: false,
            media: [],
            approval: {
              state,
              version: `v1-${id}`,
              comment: state === 'changes_requested' ? 'El precio está mal' : null,
              decidedAt: state === 'pending' || state === 'not_requested' ? null : '2026-11-20T10:00:00.000Z',
              decidedVia: state === 'pending' || state === 'not_requested' ? null : 'link',
            },
            ...overrides[id],
          };
        }),
      };
    }),
  };
}
