import type { PushTestResponse } from '../../../shared/api/notifications';
import { appPaths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { outboundGuard } from '../../net/outbound-guard';
import { vapidKeys } from '../../notifications/vapid-keys';
import { pushToUser } from './push-to-user';

/** 'Enviar una prueba' in 'Mi Perfil': one notification to each of the user's devices (none: 0 and 0). */
export async function sendTestPush({
  db,
  env,
  logger,
  userId,
}: {
  db: Db;
  env: Env;
  logger: Logger;
  userId: string;
}): Promise<PushTestResponse> {
  const result = await pushToUser({
    db,
    keys: vapidKeys(env),
    outbound: outboundGuard(env),
    logger,
    userId,
    message: {
      title: 'Notificaciones activadas',
      body: 'Así te avisaremos antes de cada historia.',
      url: appPaths.clientToday(),
      tag: 'test',
    },
    options: { ttlSeconds: 60, urgency: 'normal' },
  });
  return { delivered: result.delivered, failed: result.failed + result.expired };
}
