import { describe, expect, it } from 'vitest';
import {
  approvalStateOf,
  canMarkPublished,
  storyApprovalOf,
  storyRequiresApproval,
  summarizeApprovals,
} from './approval-state';

describe('approval state', () => {
  it('is the stored status, else pending only when the campaign requires approval', () => {
    expect(approvalStateOf(null, false)).toBe('not_requested');
    expect(approvalStateOf(undefined, true)).toBe('pending');
    expect(approvalStateOf('approved', false)).toBe('approved');
    expect(approvalStateOf('changes_requested', true)).toBe('changes_requested');
    expect(approvalStateOf('pending', false)).toBe('pending');
  });

  it('lets a story be marked published unless its campaign requires an approval it lacks', () => {
    expect(canMarkPublished('not_requested', false)).toBe(true);
    expect(canMarkPublished('pending', false)).toBe(true);
    expect(canMarkPublished('approved', true)).toBe(true);
    expect(canMarkPublished('pending', true)).toBe(false);
    expect(canMarkPublished('changes_requested', true)).toBe(false);
  });

  it('applies a rule turned on mid-campaign only to stories due from its date (their scheduled date first)', () => {
    const fromTomorrow = { requiresApproval: true, approvalRequiredFrom: '2026-12-02' };
    expect(storyRequiresApproval(fromTomorrow, { dayDate: '2026-12-01' })).toBe(false);
    expect(storyRequiresApproval(fromTomorrow, { dayDate: '2026-12-02' })).toBe(true);
    expect(storyRequiresApproval(fromTomorrow, { dayDate: '2026-12-01', scheduledDate: '2026-12-03' })).toBe(
      true,
    );
    expect(storyRequiresApproval(fromTomorrow, { dayDate: '2026-12-05', scheduledDate: '2026-11-30' })).toBe(
      false,
    );
    expect(
      storyRequiresApproval(
        { requiresApproval: true, approvalRequiredFrom: null },
        { dayDate: '2000-01-01' },
      ),
    ).toBe(true);
    expect(
      storyRequiresApproval(
        { requiresApproval: false, approvalRequiredFrom: null },
        { dayDate: '2030-01-01' },
      ),
    ).toBe(false);
    expect(storyApprovalOf(null, fromTomorrow, { dayDate: '2026-12-01' })).toEqual({
      approval: 'not_requested',
      requiresApproval: false,
    });
    expect(storyApprovalOf('pending', fromTomorrow, { dayDate: '2026-12-01' })).toEqual({
      approval: 'pending',
      requiresApproval: false,
    });
    expect(storyApprovalOf(null, fromTomorrow, { dayDate: '2026-12-02' })).toEqual({
      approval: 'pending',
      requiresApproval: true,
    });
  });

  it('summarises a day', () => {
    expect(
      summarizeApprovals(['approved', 'pending', 'changes_requested', 'approved', 'not_requested']),
    ).toEqual({
      total: 5,
      approved: 2,
      pending: 1,
      changesRequested: 1,
    });
  });
});
