import { describe, expect, it } from 'vitest';
import { storyTypeLabel } from './story-types';

describe('storyTypeLabel (client spec section 3)', () => {
  it('labels the three known types', () => {
    expect(storyTypeLabel('TEXTO_PANTALLA')).toBe('Texto pantalla');
    expect(storyTypeLabel('EL_HABLANDO')).toBe('Profesional hablando');
    expect(storyTypeLabel('TESTIMONIO_CLIENTE')).toBe('Testimonio cliente');
  });

  it('shows an unknown type as it is and an empty one as Historia', () => {
    expect(storyTypeLabel('BEHIND_THE_SCENES')).toBe('BEHIND_THE_SCENES');
    expect(storyTypeLabel('')).toBe('Historia');
    expect(storyTypeLabel(null)).toBe('Historia');
  });
});
