import { describe, expect, it } from 'vitest';
import { approvalStateOf, canMarkPublished, summarizeApprovals } from './approval-state';

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
