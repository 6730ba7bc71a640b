import { describe, expect, it } from 'vitest';
import { AI_REQUEST_STATUSES } from '../domain/statuses';
import { aiStatusMessage, OFFLINE_PROVIDER } from './status-messages';

describe('aiStatusMessage', () => {
  it('gives the spec stage messages, naming the provider', () => {
    expect(aiStatusMessage({ status: 'processing', provider: 'OpenAI' })).toBe('Consultando con OpenAI...');
    expect(aiStatusMessage({ status: 'processing', provider: 'Ollama' })).toBe('Consultando con Ollama...');
    expect(aiStatusMessage({ status: 'ai_completed', provider: 'OpenAI' })).toBe(
      'Procesando datos de campaña...',
    );
    expect(aiStatusMessage({ status: 'processing_campaign', provider: 'OpenAI' })).toBe(
      'Creando campaña en tu panel...',
    );
    expect(aiStatusMessage({ status: 'completed', provider: 'OpenAI' })).toBe(
      '¡Campaña creada exitosamente!',
    );
    expect(aiStatusMessage({ status: 'processing_partial', provider: 'OpenAI' })).toBe(
      'Campaña creada parcialmente',
    );
    expect(aiStatusMessage({ status: 'pending', provider: null })).toBe('Recibiendo información...');
  });

  it('prefixes errors and falls back to "Error desconocido"', () => {
    expect(aiStatusMessage({ status: 'failed', provider: 'OpenAI', errorMessage: 'Sin respuesta' })).toBe(
      'Error: Sin respuesta',
    );
    expect(aiStatusMessage({ status: 'failed', provider: 'OpenAI', errorMessage: null })).toBe(
      'Error: Error desconocido',
    );
    expect(aiStatusMessage({ status: 'failed', provider: 'OpenAI', errorMessage: '  ' })).toBe(
      'Error: Error desconocido',
    );
  });

  it('says plainly when the offline generator (no AI) made the campaign', () => {
    expect(aiStatusMessage({ status: 'processing', provider: OFFLINE_PROVIDER })).toContain('sin IA');
    expect(aiStatusMessage({ status: 'completed', provider: OFFLINE_PROVIDER })).toMatch(
      /^¡Campaña creada exitosamente! .*sin IA/,
    );
    expect(aiStatusMessage({ status: 'processing_partial', provider: OFFLINE_PROVIDER })).toMatch(
      /^Campaña creada parcialmente\. .*sin IA/,
    );
    expect(aiStatusMessage({ status: 'processing', provider: null })).toBe('Consultando con la IA...');
  });

  it('has a non-empty message for every status', () => {
    for (const status of AI_REQUEST_STATUSES) {
      expect(aiStatusMessage({ status, provider: 'OpenAI' }).length).toBeGreaterThan(0);
    }
  });
});
