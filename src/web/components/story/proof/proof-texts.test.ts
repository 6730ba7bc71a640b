import { PROOF_TEXTS } from '@shared/proofs/story-proof';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isProofRequiredRefusal, PROOF_REQUIRED_MESSAGE } from './proof-refusal';
import { PROOF_UI_TEXTS } from './proof-texts';

describe('the proof texts the first views use without zod', () => {
  it('are the shared contract’s own messages', () => {
    expect(PROOF_UI_TEXTS.saved).toBe(PROOF_TEXTS.saved);
    expect(PROOF_UI_TEXTS.removed).toBe(PROOF_TEXTS.removed);
    expect(PROOF_REQUIRED_MESSAGE).toBe(PROOF_TEXTS.required);
  });

  it('tell the «proof required» refusal from the other 409s', () => {
    const refusal = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });
    expect(isProofRequiredRefusal(refusal(PROOF_TEXTS.required))).toBe(true);
    expect(isProofRequiredRefusal(refusal('Esta historia necesita la aprobación del cliente.'))).toBe(false);
    expect(
      isProofRequiredRefusal(
        new ApiError({ status: 400, code: 'INVALID_REQUEST', message: PROOF_TEXTS.required }),
      ),
    ).toBe(false);
  });
});
