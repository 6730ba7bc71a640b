/** The job that turns one AI request into a campaign (payload { requestId }, dedupe key 'ai-request:{id}'). */
export const AI_GENERATE_JOB_TYPE = 'ai.generate-campaign';
/** Attempts of that job: a timeout or an API failure is retried with back-off, then the request fails. */
export const AI_GENERATE_MAX_ATTEMPTS = 3;

export const aiJobDedupeKey = (requestId: string) => `ai-request:${requestId}`;
