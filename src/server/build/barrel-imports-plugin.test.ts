import { describe, expect, it } from 'vitest';
import { type Barrel, rewriteBarrelImport } from './barrel-imports-plugin';

const lucide: Barrel = {
  targets: new Map([
    ['Film', (local: string) => `import ${local} from 'lucide-react/icons/film';`],
    ['FilmIcon', (local: string) => `import ${local} from 'lucide-react/icons/film';`],
    ['Send', (local: string) => `import ${local} from 'lucide-react/icons/send';`],
  ]),
};

describe('rewriting barrel imports into direct ones', () => {
  it('imports each mapped name from its own module, aliases kept', () => {
    expect(rewriteBarrelImport(' Film, Send as SendIcon ', 'lucide-react', lucide)).toBe(
      "import Film from 'lucide-react/icons/film'; import SendIcon from 'lucide-react/icons/send';",
    );
  });

  it('keeps unmapped names on the barrel and type-only names in an erased import type', () => {
    expect(rewriteBarrelImport('Film, type LucideIcon, createLucideIcon', 'lucide-react', lucide)).toBe(
      "import { createLucideIcon } from 'lucide-react'; import type { LucideIcon } from 'lucide-react'; import Film from 'lucide-react/icons/film';",
    );
  });

  it('rewrites a namespace re-export (radix-ui) into a namespace import', () => {
    const radix: Barrel = {
      targets: new Map([
        ['Dialog', (local: string) => `import * as ${local} from '@radix-ui/react-dialog';`],
      ]),
    };
    expect(
      rewriteBarrelImport('Dialog as DialogPrimitive, type Label as LabelPrimitive', 'radix-ui', radix),
    ).toBe(
      "import type { Label as LabelPrimitive } from 'radix-ui'; import * as DialogPrimitive from '@radix-ui/react-dialog';",
    );
  });
});
