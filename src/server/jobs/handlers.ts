import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { MAIL_JOB_TYPE } from '../mail/mail-message';
import { createSendMailHandler } from '../mail/send-mail';
import { createAiJobHandler } from '../services/ai/ai-job-handler';
import { AI_GENERATE_JOB_TYPE } from '../services/ai/job-type';
import type { JobHandler } from './job-runner';

/** What job handlers may use: the database, the configuration and the logger. */
export interface JobDeps {
  db: Db;
  env: Env;
  logger: Logger;
}

/**
 * Job types and their handlers: e-mail delivery ('mail.send': credentials, campaign created, AI campaign ready or
 * failed) and AI campaign generation ('ai.generate-campaign').
 */
export function createJobHandlers(deps: JobDeps): Record<string, JobHandler> {
  return {
    [MAIL_JOB_TYPE]: createSendMailHandler(deps),
    [AI_GENERATE_JOB_TYPE]: createAiJobHandler(deps),
  };
}
