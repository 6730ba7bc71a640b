// biome-ignore lint/style/noRestrictedImports: a test, run by Node; a fresh process is the only fresh zod here
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * In a fresh Node process, as in the browser where main.tsx imports it first: the test workers share zod with
 * every other test file, whose schemas may already have probed (and cached) `allowsEval`.
 */
const PROGRAM = `
  await import(${JSON.stringify(new URL('./zod-without-eval.ts', import.meta.url).href)});
  const { z } = await import('zod');
  const { util } = await import('zod/v4/core');
  const schema = z.object({ name: z.string() });
  console.log(JSON.stringify({
    jitless: z.config().jitless,
    parsed: schema.parse({ name: 'Café Aurora' }),
    allowsEval: util.allowsEval.value,
  }));
`;

describe('zod without eval', () => {
  it('puts zod in jitless mode, so it never probes `new Function` (refused by the CSP)', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROGRAM], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      jitless: true,
      parsed: { name: 'Café Aurora' },
      allowsEval: false,
    });
  });
});
