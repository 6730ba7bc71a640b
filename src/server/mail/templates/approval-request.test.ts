import { describe, expect, it } from 'vitest';
import { APPROVAL_LINK_SHARING } from '../../../shared/approvals/approval-texts';
import { approvalRequestEmail } from './approval-request';

describe('approvalRequestEmail', () => {
  it('tells the client the one rule of the link: whoever has it approves, so it is not forwarded', () => {
    const mail = approvalRequestEmail({
      to: 'marta@cafe.test',
      name: 'Marta',
      brandName: 'Café Aurora',
      campaignTitle: 'Otoño',
      day: null,
      storyCount: 3,
      approvalUrl: 'https://panel.example/approve?token=abc',
    });
    expect(mail.text).toContain(APPROVAL_LINK_SHARING.forClient);
    expect(mail.text).toContain('no lo reenvíes');
    // Nothing in it invites passing the link on.
    expect(mail.text).not.toMatch(/compártelo|reenvíalo|puedes compartir/i);
  });
});
