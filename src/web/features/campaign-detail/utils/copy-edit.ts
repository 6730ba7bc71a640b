/**
 * The save rule of an inline text edit (client spec sections 4 and 5): the text is trimmed; a blank text cannot
 * be saved; a text equal to the current one closes the editor without a call.
 */
export type TextEditDecision = { kind: 'blank' } | { kind: 'unchanged' } | { kind: 'save'; text: string };

export function decideTextEdit(current: string, draft: string): TextEditDecision {
  const text = draft.trim();
  if (text === '') return { kind: 'blank' };
  if (text === current.trim()) return { kind: 'unchanged' };
  return { kind: 'save', text };
}

export const isBlank = (value: string) => value.trim() === '';
