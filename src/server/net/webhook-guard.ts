import type { Env } from '../env';
import { createOutboundGuard, type OutboundGuard } from './outbound-guard';

const guards = new WeakMap<object, OutboundGuard>();

/**
 * The outgoing webhooks' guard (decision 028, docs/webhooks.md): the same checks as every request to an address a
 * user typed, with WEBHOOK_ALLOW_HOSTS added to OUTBOUND_ALLOW_HOSTS (an n8n on the panel's own network). One per
 * parsed environment, so its agents are shared.
 */
export function webhookGuard(env: Pick<Env, 'OUTBOUND_ALLOW_HOSTS' | 'WEBHOOK_ALLOW_HOSTS'>): OutboundGuard {
  let guard = guards.get(env);
  if (!guard) {
    guard = createOutboundGuard({ allowHosts: [...env.OUTBOUND_ALLOW_HOSTS, ...env.WEBHOOK_ALLOW_HOSTS] });
    guards.set(env, guard);
  }
  return guard;
}
