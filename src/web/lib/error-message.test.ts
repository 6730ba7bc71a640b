import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

const FALLBACK = 'No se pudo guardar';

describe('errorMessage', () => {
  it("gives a refusal's and a lost connection's own words", () => {
    expect(
      errorMessage(new ApiError({ status: 409, code: 'CONFLICT', message: 'Ya existe' }), FALLBACK),
    ).toBe('Ya existe');
    expect(
      errorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Sin red' }), FALLBACK),
    ).toBe('Sin red');
  });

  it("gives the caller's message for a server failure, an empty message and anything else", () => {
    expect(
      errorMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'Error interno' }), FALLBACK),
    ).toBe(FALLBACK);
    expect(errorMessage(new ApiError({ status: 400, code: 'INVALID_REQUEST', message: '' }), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(errorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
