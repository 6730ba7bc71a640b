import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { generateAiCampaignJob } from '../services/ai/generate-campaign-job';
import { sendMailJob } from '../services/mail/send-mail-job';
import { bindJob, defineJob, type JobDeps } from './define-job';
import { enqueueJob } from './enqueue-job';
import type { JobContext } from './job-runner';

describe('typed jobs', () => {
  it('types the payload enqueueJob takes by the definition: a wrong payload fails typecheck', () => {
    // Never called: `npm run typecheck` checks these lines (an unused @ts-expect-error is an error too).
    const enqueueAll = (tx: Executor) => [
      enqueueJob(tx, generateAiCampaignJob, { requestId: '6f1c2b8e-0000-4000-8000-000000000000' }),
      // @ts-expect-error the request id is a string
      enqueueJob(tx, generateAiCampaignJob, { requestId: 42 }),
      // @ts-expect-error the generation job's payload is { requestId }
      enqueueJob(tx, generateAiCampaignJob, { campaignId: '6f1c2b8e-0000-4000-8000-000000000000' }),
      // @ts-expect-error an e-mail job needs its message and meta
      enqueueJob(tx, sendMailJob, { requestId: '6f1c2b8e-0000-4000-8000-000000000000' }),
    ];
    expect(enqueueAll).toBeTypeOf('function');
    expectTypeOf<Parameters<typeof enqueueJob<typeof generateAiCampaignJob.payload>>[2]>().toEqualTypeOf<{
      requestId: string;
    }>();
  });

  it('keeps the type names stored in queued rows', () => {
    expect(sendMailJob.type).toBe('mail.send');
    expect(generateAiCampaignJob.type).toBe('ai.generate-campaign');
  });

  it('binds a definition to its deps: the handler is built with them and gets the parsed payload', async () => {
    const seen: Array<{ n: number; by: string }> = [];
    const job = defineJob({
      type: 'test.count',
      payload: z.object({ n: z.coerce.number() }),
      handler: (deps) => async (payload) => void seen.push({ n: payload.n, by: deps.env.MAIL_FROM }),
    });
    const bound = bindJob(job, { env: { MAIL_FROM: 'panel@example.test' } } as JobDeps);
    const parsed = bound.payload.safeParse({ n: '2' });
    expect(parsed.success).toBe(true);
    await bound.run(parsed.data!, {} as JobContext);
    expect(seen).toEqual([{ n: 2, by: 'panel@example.test' }]);
    expect(bound.payload.safeParse({ n: 'dos' }).success).toBe(false);
  });
});
