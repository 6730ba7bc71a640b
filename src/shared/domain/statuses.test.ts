import { describe, expect, it } from 'vitest';
import {
  AI_REQUEST_STATUSES,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  INVITATION_STATUS_LABELS,
  INVITATION_STATUSES,
  isCampaignPublishing,
} from './statuses';

describe('entity statuses (spec: admin back-office section 4, client section 4)', () => {
  it('lists the spec values in the spec order', () => {
    expect(CLIENT_STATUSES).toEqual(['active', 'inactive', 'pending']);
    expect(INVITATION_STATUSES).toEqual(['pending', 'sent', 'accepted', 'failed']);
    expect(CAMPAIGN_STATUSES).toEqual(['active', 'completed', 'paused', 'draft']);
    expect(AI_REQUEST_STATUSES).toEqual([
      'pending',
      'processing',
      'ai_completed',
      'processing_campaign',
      'completed',
      'processing_partial',
      'failed',
    ]);
  });

  it('labels each value with the exact Spanish text', () => {
    expect(CLIENT_STATUS_LABELS).toEqual({ active: 'Activo', inactive: 'Inactivo', pending: 'Pendiente' });
    expect(INVITATION_STATUS_LABELS).toEqual({
      pending: 'Pendiente',
      sent: 'Credenciales Enviadas',
      accepted: 'Usuario Activo',
      failed: 'Falló',
    });
    expect(CAMPAIGN_STATUS_LABELS).toEqual({
      active: 'Activa',
      completed: 'Completada',
      paused: 'Pausada',
      draft: 'Borrador',
    });
  });
});

describe('campaigns that put stories on the phone (issue 29)', () => {
  it('is only an active one: completed, paused and draft stay quiet', () => {
    expect(CAMPAIGN_STATUSES.filter(isCampaignPublishing)).toEqual(['active']);
  });
});
