import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBinary } from './run-binary';

const options = { timeoutMs: 5_000, maxOutputBytes: 1024 };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'run-binary-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('runBinary', () => {
  it('gives the output of a run that succeeds', async () => {
    const result = await runBinary('/bin/sh', ['-c', 'printf "%s" "$0"', 'hola'], options);
    expect(result).toEqual({ outcome: 'ok', stdout: Buffer.from('hola') });
  });

  it('tells a binary that cannot be started from one that refuses the file', async () => {
    expect(await runBinary(null, [], options)).toMatchObject({ outcome: 'unavailable' });
    expect(await runBinary(path.join(dir, 'missing'), [], options)).toMatchObject({ outcome: 'unavailable' });
    const notExecutable = path.join(dir, 'not-executable');
    await writeFile(notExecutable, '#!/bin/sh\n');
    await chmod(notExecutable, 0o644);
    expect(await runBinary(notExecutable, [], options)).toMatchObject({ outcome: 'unavailable' });
    expect(await runBinary('/bin/sh', ['-c', 'echo "moov atom not found" >&2; exit 1'], options)).toEqual({
      outcome: 'failed',
      detail: 'moov atom not found',
    });
  });

  it('kills a run that takes too long', async () => {
    // A run of 10 minutes: only the kill at the time limit ends it within the test's bound.
    const result = await runBinary('/bin/sh', ['-c', 'sleep 600'], { ...options, timeoutMs: 200 });
    expect(result).toMatchObject({ outcome: 'timeout' });
  });

  it('refuses more output than allowed', async () => {
    const result = await runBinary('/bin/sh', ['-c', 'head -c 5000 /dev/zero'], options);
    expect(result).toMatchObject({ outcome: 'failed' });
  });
});
