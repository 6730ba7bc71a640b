import { isIP } from 'node:net';
import { z } from 'zod';
import { booleanFromString, checkTogether, commaList } from './fields';

/** Host names or IP literals, comma-separated (an allow list of the outbound guard, decision 028). */
const allowHosts = commaList.pipe(
  z.array(
    z
      .string()
      .refine((host) => isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0 || /^[A-Za-z0-9.-]+$/.test(host), {
        message: 'must be host names or IP addresses separated by commas (no scheme, port or path)',
      }),
  ),
);

/** Reminders, alerts, comments and mentions, Web Push (and the outbound guard it goes through), e-mail. */
export const notificationsEnvShape = {
  /** Minutes after its due instant that a still unpublished story alerts the agency (e-mail and 'Hoy'). */
  AGENCY_ALERT_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  /** Comments one user may write in any minute; past it, 429 with Retry-After (docs/email.md, Mentions). */
  COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Mention e-mails to one person are gathered into one every this many minutes (docs/email.md, Mentions). */
  MENTION_EMAIL_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  /** How often each instance plans the reminders, digests and alerts that fall due (seconds). */
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /**
   * Web Push (VAPID) keys, base64url. Unset: generated once into DATA_DIR/vapid.json. Several instances must
   * share them (set both here, or share DATA_DIR): a browser's subscription is bound to the public key.
   */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  /** Accept plain-http push endpoints (the tests' local push service); browsers only give https ones. */
  WEB_PUSH_ALLOW_HTTP: booleanFromString.default(false),
  /**
   * Hosts (names or IP literals, comma-separated) that requests to user-given addresses (push endpoints) may reach
   * even on a loopback or private address: internal services. Everything else must be public (decision 028).
   */
  OUTBOUND_ALLOW_HOSTS: allowHosts,
  /**
   * More hosts that outgoing webhooks (only) may reach on a loopback or private address: an n8n next to the panel
   * (docs/webhooks.md). OUTBOUND_ALLOW_HOSTS applies to webhooks too.
   */
  WEBHOOK_ALLOW_HOSTS: allowHosts,
  /** The contact the push services are given (mailto: or https:); default: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** smtp://user:pass@host:587 or smtps://…:465; unset: e-mail goes to the outbox table and the log only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every e-mail, `Name <address>` or a bare address; default derived from PUBLIC_URL. */
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an e-mail address, optionally as "Name <address>"')
    .optional(),
};

type NotificationsEnv = z.output<z.ZodObject<typeof notificationsEnvShape>>;

export function checkNotificationsEnv(env: NotificationsEnv, ctx: z.RefinementCtx): void {
  checkTogether(env, ctx, 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY');
}
