import { describe, expect, it } from 'vitest';
import { decideTextEdit } from './copy-edit';

describe('decideTextEdit', () => {
  it('refuses a blank text', () => {
    expect(decideTextEdit('Hola', '')).toEqual({ kind: 'blank' });
    expect(decideTextEdit('Hola', ' \n\t ')).toEqual({ kind: 'blank' });
  });

  it('closes without a call when the trimmed text is the current one', () => {
    expect(decideTextEdit('Hola', '  Hola \n')).toEqual({ kind: 'unchanged' });
    expect(decideTextEdit('Hola ', 'Hola')).toEqual({ kind: 'unchanged' });
  });

  it('saves the trimmed text otherwise', () => {
    expect(decideTextEdit('Hola', '  Hola, mundo  ')).toEqual({ kind: 'save', text: 'Hola, mundo' });
    expect(decideTextEdit('Hola', 'hola')).toEqual({ kind: 'save', text: 'hola' });
  });
});
