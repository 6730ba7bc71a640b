import type { JobHandler } from './job-runner';

/**
 * Job types and their handlers. E-mail delivery (credentials, campaign created, AI campaign ready) and AI
 * campaign generation register here as those features land.
 */
export const jobHandlers: Record<string, JobHandler> = {};
