import {
  DeletePushSubscriptionBody,
  DeletePushSubscriptionResponse,
  NotificationSettings,
  NotificationSettingsResponse,
  OkResponse,
  PushStatusResponse,
  PushTestResponse,
  SavePushSubscriptionBody,
} from '../../shared/api/notifications';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { vapidKeys } from '../notifications/vapid-keys';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../services/client-area/notification-settings';
import {
  deletePushSubscription,
  listPushDevices,
  savePushSubscription,
} from '../services/notifications/push-subscriptions';
import { sendTestPush } from '../services/notifications/send-test-push';
import { askerOf } from './asker';

/* Reminders: a user's Web Push devices, and a client's reminder settings ('Mi Perfil' › Notificaciones). */

const push = jsonRoutes({ access: 'user', tags: ['Notificaciones'] });
const client = jsonRoutes({ access: 'client', tags: ['Notificaciones'] });

const getPushStatusRoute = push.get('/api/push', 'getPushStatus', {
  summary: 'Clave pública VAPID para suscribirse y dispositivos con notificaciones',
  ok: ['Estado', PushStatusResponse, 'PushStatusResponse'],
  errors: [401, 403],
});

const savePushSubscriptionRoute = push.post('/api/push/subscriptions', 'savePushSubscription', {
  summary: 'Activar las notificaciones en este navegador (guarda su suscripción)',
  body: [SavePushSubscriptionBody, 'SavePushSubscriptionBody'],
  ok: ['Guardada', OkResponse, 'OkResponse'],
  status: 201,
  errors: [400, 401, 403],
});

const deletePushSubscriptionRoute = push.delete('/api/push/subscriptions', 'deletePushSubscription', {
  summary: 'Desactivar las notificaciones en este navegador',
  body: [DeletePushSubscriptionBody, 'DeletePushSubscriptionBody'],
  ok: ['Borrada (o ya no estaba)', DeletePushSubscriptionResponse, 'DeletePushSubscriptionResponse'],
  errors: [400, 401, 403],
});

const sendTestPushRoute = push.post('/api/push/test', 'sendTestPush', {
  summary: 'Enviar una notificación de prueba a los dispositivos del usuario',
  ok: ['Resultado (0 y 0 sin dispositivos)', PushTestResponse, 'PushTestResponse'],
  errors: [401, 403],
});

const getNotificationSettingsRoute = client.get('/api/client/notifications', 'getNotificationSettings', {
  summary: 'Ajustes de recordatorios del cliente',
  ok: ['Ajustes', NotificationSettingsResponse, 'NotificationSettingsResponse'],
  errors: [401, 403, 404],
});

const updateNotificationSettingsRoute = client.put(
  '/api/client/notifications',
  'updateNotificationSettings',
  {
    summary: 'Cambiar los ajustes de recordatorios del cliente',
    body: [NotificationSettings, 'NotificationSettings'],
    ok: ['Ajustes', NotificationSettingsResponse, 'NotificationSettingsResponse'],
    errors: [400, 401, 403, 404],
  },
);

export const notificationRoutes = createRouter()
  .openapi(getPushStatusRoute, async (c) => {
    const { database, env } = c.get('deps');
    const devices = await listPushDevices(database.db, askerOf(c).userId);
    return c.json({ publicKey: vapidKeys(env).publicKey, devices }, 200);
  })
  .openapi(savePushSubscriptionRoute, async (c) => {
    const { database, env } = c.get('deps');
    await savePushSubscription({
      db: database.db,
      env,
      userId: askerOf(c).userId,
      body: c.req.valid('json'),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json({ ok: true as const }, 201);
  })
  .openapi(deletePushSubscriptionRoute, async (c) => {
    const { db } = c.get('deps').database;
    const result = await deletePushSubscription({
      db,
      userId: askerOf(c).userId,
      endpoint: c.req.valid('json').endpoint,
    });
    return c.json(result, 200);
  })
  .openapi(sendTestPushRoute, async (c) => {
    const { database, env, logger } = c.get('deps');
    const result = await sendTestPush({ db: database.db, env, logger, userId: askerOf(c).userId });
    return c.json(result, 200);
  })
  .openapi(getNotificationSettingsRoute, async (c) => {
    const { database, env } = c.get('deps');
    const result = await getNotificationSettings({
      db: database.db,
      userId: askerOf(c).userId,
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(result, 200);
  })
  .openapi(updateNotificationSettingsRoute, async (c) => {
    const { database, env } = c.get('deps');
    const result = await updateNotificationSettings({
      db: database.db,
      userId: askerOf(c).userId,
      agencyTimeZone: env.APP_TIMEZONE,
      settings: c.req.valid('json'),
    });
    return c.json(result, 200);
  });
