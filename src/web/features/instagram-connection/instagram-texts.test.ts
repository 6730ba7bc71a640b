import { INSTAGRAM_TEXTS } from '@shared/instagram/instagram-texts';
import { describe, expect, it } from 'vitest';
import { isInstagramOutcome, OUTCOME_TOASTS } from './instagram-texts';

describe('the Instagram card’s outcome messages', () => {
  it('say each outcome the callback sends, with its kind', () => {
    expect(OUTCOME_TOASTS.not_business).toEqual({ kind: 'warning', message: INSTAGRAM_TEXTS.notBusiness });
    expect(OUTCOME_TOASTS.connected.kind).toBe('success');
    expect(OUTCOME_TOASTS.expired.kind).toBe('error');
  });

  it('know an outcome from anything else in the address', () => {
    expect(isInstagramOutcome('connected')).toBe(true);
    expect(isInstagramOutcome('<script>')).toBe(false);
  });
});
