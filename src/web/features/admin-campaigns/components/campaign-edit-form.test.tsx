// @vitest-environment jsdom

import type { ApprovalPreview } from '@shared/campaigns/campaign-edit';
import { CAMPAIGN_EDIT_TEXTS } from '@shared/campaigns/campaign-edit-texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CampaignEditForm } from './campaign-edit-form';

const CAMPAIGN_ID = '0b9a0a43-2f3c-4a57-9d42-3f0b7d3a5c11';
const PREVIEW_PATH = `GET /api/admin/campaigns/${CAMPAIGN_ID}/approval-preview`;
const preview: ApprovalPreview = {
  timeZone: 'Europe/Madrid',
  today: '2026-12-01',
  tomorrow: '2026-12-02',
  dueTodayOrOverdue: 3,
  dueFromTomorrow: 8,
  requiresApproval: false,
  approvalRequiredFrom: null,
};

function renderForm(requiresApproval: boolean) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <CampaignEditForm
      campaignId={CAMPAIGN_ID}
      defaultValues={{
        title: 'Rebajas',
        description: '',
        status: 'active',
        requiresApproval,
        approvalFrom: 'tomorrow',
      }}
      isSubmitting={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

describe('CampaignEditForm', () => {
  it('turns on «Requiere aprobación del cliente», explained, from tomorrow by default, and says what it holds back', async () => {
    const fetchMock = mockFetch({ [PREVIEW_PATH]: () => json(preview) });
    const user = userEvent.setup();
    const onSubmit = renderForm(false);
    const toggle = screen.getByRole('switch', { name: CAMPAIGN_EDIT_TEXTS.requiresApproval });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(CAMPAIGN_EDIT_TEXTS.requiresApprovalHelp);
    // Nothing is asked (nor read) while approval stays off.
    expect(screen.queryByRole('group', { name: CAMPAIGN_EDIT_TEXTS.approvalFrom })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PREVIEW_PATH)).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText(CAMPAIGN_EDIT_TEXTS.approvalPreviewUpcoming(8))).toBeVisible();
    const group = screen.getByRole('group', { name: CAMPAIGN_EDIT_TEXTS.approvalFrom });
    const tomorrow = screen.getByRole('radio', { name: /Desde mañana/ });
    const now = screen.getByRole('radio', { name: CAMPAIGN_EDIT_TEXTS.approvalFromNow });
    expect(group).toContainElement(tomorrow);
    expect(tomorrow).toBeChecked();
    expect(tomorrow).toHaveAccessibleDescription(CAMPAIGN_EDIT_TEXTS.approvalFromHelpTomorrow(3));
    expect(now).toHaveAccessibleDescription(CAMPAIGN_EDIT_TEXTS.approvalFromHelpNow(3));
    expect(CAMPAIGN_EDIT_TEXTS.approvalFromHelpNow(3)).toContain('3 historias de hoy y atrasadas');

    await user.click(screen.getByRole('button', { name: CAMPAIGN_EDIT_TEXTS.save }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Rebajas',
      description: '',
      status: 'active',
      requiresApproval: true,
      approvalFrom: 'tomorrow',
    });
  });

  it('sends «Desde ahora» when the agency picks it with the keyboard', async () => {
    mockFetch({ [PREVIEW_PATH]: () => json(preview) });
    const user = userEvent.setup();
    const onSubmit = renderForm(false);
    await user.click(screen.getByRole('switch', { name: CAMPAIGN_EDIT_TEXTS.requiresApproval }));
    const tomorrow = await screen.findByRole('radio', { name: /Desde mañana/ });
    tomorrow.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: CAMPAIGN_EDIT_TEXTS.approvalFromNow })).toBeChecked();
    await user.click(screen.getByRole('button', { name: CAMPAIGN_EDIT_TEXTS.save }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ requiresApproval: true, approvalFrom: 'now' });
  });

  it('asks nothing more when approval was already on', async () => {
    const fetchMock = mockFetch({ [PREVIEW_PATH]: () => json(preview) });
    renderForm(true);
    expect(screen.getByRole('switch', { name: CAMPAIGN_EDIT_TEXTS.requiresApproval })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PREVIEW_PATH)).toHaveLength(0);
  });
});
