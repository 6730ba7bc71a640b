import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Env } from '../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see (mailto: or https:). */
  subject: string;
}

const StoredKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

type VapidEnv = Pick<
  Env,
  'DATA_DIR' | 'MAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'
>;

const cache = new Map<string, VapidKeys>();

/**
 * The Web Push (VAPID) key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when given, else DATA_DIR/vapid.json, which
 * is generated on first use. The file is created exclusively (flag 'wx'), so two processes starting on the same
 * DATA_DIR agree on one pair: the loser of the race reads the winner's. Every browser subscription is bound to
 * the public key: changing it silently ends every subscription (the push services answer 403), so it is kept.
 */
export function vapidKeys(env: VapidEnv): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env.MAIL_FROM);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(env.DATA_DIR, 'vapid.json');
  const cached = cache.get(file);
  if (cached) return { ...cached, subject };
  const keys = readKeys(file) ?? createKeys(file);
  const result = { ...keys, subject };
  cache.set(file, result);
  return result;
}

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = StoredKeys.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} does not hold a VAPID key pair; delete it to generate a new one`);
  return parsed.data;
}

function createKeys(file: string): { publicKey: string; privateKey: string } {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readKeys(file)!;
  }
}

/** mailto: the address of MAIL_FROM ('Panel <no-reply@x>' → 'mailto:no-reply@x'). */
function defaultSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
