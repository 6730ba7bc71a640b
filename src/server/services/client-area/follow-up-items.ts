import type { FollowUpItem } from '../../../shared/api/client-area/campaigns';

/**
 * The stored follow-up sequence ({ delay_hours, message, attachment? } items in jsonb) as the API shows it.
 * Imported or legacy rows are not trusted: a missing delay reads 0, a missing message ''.
 */
export function toFollowUpItems(stored: unknown): FollowUpItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((item: unknown) => {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const delay = Number(record.delay_hours ?? record.delayHours);
    return {
      delayHours: Number.isFinite(delay) ? delay : 0,
      message: typeof record.message === 'string' ? record.message : '',
      attachment:
        typeof record.attachment === 'string' && record.attachment !== '' ? record.attachment : null,
      ...(record.human_agent === true ? { humanAgent: true } : {}),
    };
  });
}
