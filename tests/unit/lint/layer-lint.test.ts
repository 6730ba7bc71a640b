import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintStepArgs, ROOT } from './lint-step';

/**
 * `npm run lint` refuses an import against the layers' direction and any import cycle (decision 031): its
 * dependency-cruiser step runs, as package.json writes it, on a temporary copy of src/ with one wrong-way import and
 * one cycle of type-only imports added.
 */

const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** The arguments of the depcruise command in `npm run lint`. */
function lintDepcruiseArgs(): string[] {
  return lintStepArgs('depcruise ');
}

/** Runs the step as `npm run lint` does; returns its exit status and its report, one entry per error. */
function runLint(cwd: string) {
  const result = spawnSync(process.execPath, [DEPCRUISE, ...lintDepcruiseArgs()], { cwd, encoding: 'utf8' });
  const errors = `${result.stdout}${result.stderr}`
    .split(/^\s*error /m)
    .slice(1)
    .map((entry) =>
      entry
        .replace(/\s+x \d+ dependency violations[\s\S]*$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  return { status: result.status, errors };
}

describe('the layer lint', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'layer-lint-'));
    cpSync(path.join(ROOT, 'src'), path.join(copy, 'src'), { recursive: true });
    for (const file of ['tsconfig.json', '.dependency-cruiser.cjs', 'package.json'])
      cpSync(path.join(ROOT, file), path.join(copy, file));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    // Infrastructure calling a service: the climb issue 30 removed (media/ → services/ → media/).
    writeFileSync(
      path.join(copy, 'src/server/media/wrong-way.ts'),
      "import { ownedCampaignClient } from '../services/access/viewer';\n\nexport const ownedBy = ownedCampaignClient;\n",
    );
    // A loop closed by type imports only, as the old one was.
    mkdirSync(path.join(copy, 'src/server/db/loop'));
    writeFileSync(
      path.join(copy, 'src/server/db/loop/first.ts'),
      "import type { Second } from './second';\n\nexport interface First {\n  next: Second;\n}\n",
    );
    writeFileSync(
      path.join(copy, 'src/server/db/loop/second.ts'),
      "import type { First } from './first';\n\nexport interface Second {\n  back: First;\n}\n",
    );
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('fails on the wrong-way import and on the type-only cycle, and on nothing else', () => {
    const { status, errors } = runLint(copy);

    expect(errors.sort()).toEqual(
      [
        'infrastructure-imports-no-layer-above: src/server/media/wrong-way.ts → src/server/services/access/viewer.ts',
        'no-circular: src/server/db/loop/first.ts → src/server/db/loop/second.ts → src/server/db/loop/first.ts',
      ].sort(),
    );
    // depcruise exits with the number of errors: `npm run lint` fails.
    expect(status).toBe(2);
  }, 180_000);
});
