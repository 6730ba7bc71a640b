// @vitest-environment jsdom

import { CAMPAIGN_EDIT_TEXTS } from '@shared/campaigns/campaign-edit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CampaignEditForm } from './campaign-edit-form';

describe('CampaignEditForm', () => {
  it('turns on «Requiere aprobación del cliente», explained, and submits it with the other fields', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <CampaignEditForm
        defaultValues={{ title: 'Rebajas', description: '', status: 'active', requiresApproval: false }}
        isSubmitting={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const toggle = screen.getByRole('switch', { name: CAMPAIGN_EDIT_TEXTS.requiresApproval });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(CAMPAIGN_EDIT_TEXTS.requiresApprovalHelp);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: CAMPAIGN_EDIT_TEXTS.save }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Rebajas',
      description: '',
      status: 'active',
      requiresApproval: true,
    });
  });
});
