import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { planNotifications } from './plan-notifications';

/**
 * Plans reminders, digests and agency alerts now and every REMINDER_TICK_SECONDS, on every instance (the plans
 * are deduplicated in the queue), then wakes the job runner. Returns a stop function.
 */
export function startReminderPlanner({
  db,
  env,
  logger,
  now = () => new Date(),
  onPlanned,
}: {
  db: Db;
  env: Env;
  logger: Logger;
  now?: () => Date;
  onPlanned?: () => void;
}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const planned = await planNotifications({ db, env, now: now() });
      if (planned.reminders + planned.results + planned.digests + planned.alerts > 0) {
        logger.debug({ planned }, 'reminders planned');
        onPlanned?.();
      }
    } catch (err) {
      logger.error({ err }, 'reminder planner failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, env.REMINDER_TICK_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
