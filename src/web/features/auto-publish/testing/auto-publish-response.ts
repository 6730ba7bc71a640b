import type { AutoPublishResponse } from '@shared/instagram/auto-publish-contract';

/** A GET/PUT /api/stories/{id}/auto-publish answer for component tests: an eligible story, not requested. */
export function autoPublishResponse(overrides: Partial<AutoPublishResponse> = {}): AutoPublishResponse {
  return {
    connected: true,
    username: 'cafe.aurora',
    blockers: [],
    autoPublish: null,
    dueAt: '2030-11-21T08:30:00.000Z',
    timeZone: 'Europe/Madrid',
    awaitingApproval: false,
    ...overrides,
  };
}

/** The request part of an answer, in `state`. */
export function autoPublishRequest(
  state: NonNullable<AutoPublishResponse['autoPublish']>['state'],
  reason: string | null = null,
): AutoPublishResponse['autoPublish'] {
  return {
    state,
    reason,
    requestedByName: 'Marta',
    requestedAt: '2030-11-20T10:00:00.000Z',
    igMediaId: null,
  };
}
