import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('puts zod in jitless mode, so it never probes `new Function` (refused by the CSP)', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Café Aurora' })).toEqual({ name: 'Café Aurora' });
    expect(util.allowsEval.value).toBe(false);
  });
});
