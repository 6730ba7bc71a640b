import type { Executor } from '../../../db/client';
import { emitWebhookEvents, subscribedEvents } from './raise-webhook-events';
import { readClientContext, type WebhookActorRef, type WebhookEnv } from './webhook-refs';

/** A client record made by an admin («Nuevo cliente»): client.created. */
export async function raiseClientCreated(
  tx: Executor,
  {
    clientId,
    ...options
  }: {
    env: WebhookEnv;
    actor: WebhookActorRef;
    clientId: string;
    /** The app's clock: the envelope's `timestamp` (now when omitted). */
    now?: Date;
  },
): Promise<void> {
  if (!(await subscribedEvents(tx, ['client.created'])).size) return;
  const context = await readClientContext(tx, options.env, clientId, options.actor);
  if (!context) return;
  // A new client has no Instagram account connected yet (Conectar con Instagram comes later, issue 32).
  const client = { ...context.client, instagramHandle: null };
  await emitWebhookEvents(
    tx,
    [{ event: { type: 'client.created', data: { client, actor: context.actor } } }],
    options.now,
  );
}
