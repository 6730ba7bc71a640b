/**
 * Reminders: a user's Web Push devices (/api/push…, any signed-in user) and a client's reminder settings
 * (/api/client/notifications). Defaults in src/shared/notifications/defaults.ts.
 */
import { z } from 'zod';
import { MAX_REMINDER_MINUTES } from '../notifications/defaults';

export const NOTIFICATION_MESSAGES = {
  endpointInvalid: 'La suscripción de notificaciones no es válida',
  endpointNotPublic:
    'La suscripción de notificaciones apunta a una dirección local, privada o reservada: solo se aceptan servicios de notificaciones públicos',
  keysInvalid: 'Las claves de la suscripción de notificaciones no son válidas',
  reminderMinutesInvalid: `Elige entre 0 y ${MAX_REMINDER_MINUTES} minutos`,
  digestTimeInvalid: 'Indica una hora con el formato HH:MM',
} as const;

const base64url = (length: number) =>
  z
    .string()
    .length(length, NOTIFICATION_MESSAGES.keysInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, NOTIFICATION_MESSAGES.keysInvalid);

/**
 * The push service's address for one browser. https only: the server POSTs to it, so a plain-http or odd URL is
 * refused (WEB_PUSH_ALLOW_HTTP lets the tests' local push service through).
 */
export const PushEndpoint = z
  .string()
  .max(1_000, NOTIFICATION_MESSAGES.endpointInvalid)
  .url(NOTIFICATION_MESSAGES.endpointInvalid)
  .refine((url) => /^https?:\/\//.test(url), NOTIFICATION_MESSAGES.endpointInvalid);

/** PushSubscription.toJSON() as the browser gives it: P-256 public key (65 bytes) and auth secret (16 bytes). */
export const SavePushSubscriptionBody = z
  .object({
    endpoint: PushEndpoint,
    keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
  })
  .meta({ id: 'SavePushSubscriptionBody' });
export type SavePushSubscriptionBody = z.infer<typeof SavePushSubscriptionBody>;

export const DeletePushSubscriptionBody = z.object({ endpoint: PushEndpoint }).meta({
  id: 'DeletePushSubscriptionBody',
});
export type DeletePushSubscriptionBody = z.infer<typeof DeletePushSubscriptionBody>;

/** Whether this user had the browser subscribed (false: nothing to remove, not an error). */
export const DeletePushSubscriptionResponse = z.object({ removed: z.boolean() });

export const PushDevice = z
  .object({
    id: z.uuid(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    lastSuccessAt: z.string().nullable(),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof PushDevice>;

/** GET /api/push: the key a browser subscribes with, and the user's devices. */
export const PushStatusResponse = z.object({
  publicKey: z.string(),
  devices: z.array(PushDevice),
});
export type PushStatusResponse = z.infer<typeof PushStatusResponse>;

export const PushTestResponse = z.object({ delivered: z.number().int(), failed: z.number().int() });
export type PushTestResponse = z.infer<typeof PushTestResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A client's reminder settings ('Mi Perfil' › Notificaciones). */
export const NotificationSettings = z
  .object({
    /** Minutes before a story is due. */
    reminderMinutes: z
      .number(NOTIFICATION_MESSAGES.reminderMinutesInvalid)
      .int(NOTIFICATION_MESSAGES.reminderMinutesInvalid)
      .min(0, NOTIFICATION_MESSAGES.reminderMinutesInvalid)
      .max(MAX_REMINDER_MINUTES, NOTIFICATION_MESSAGES.reminderMinutesInvalid),
    pushReminders: z.boolean(),
    emailReminders: z.boolean(),
    digestEnabled: z.boolean(),
    /** Local time of the morning e-mail, in the client's zone. */
    digestTime: z.string().regex(HH_MM, NOTIFICATION_MESSAGES.digestTimeInvalid),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsResponse = z.object({
  settings: NotificationSettings,
  /** The client's IANA zone: the times above are in it. */
  timeZone: z.string(),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponse>;
