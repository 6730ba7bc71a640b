import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { OPENAI_BASE_URL, OPENAI_DEFAULT_MODEL, providerDisplayName, resolveAiProvider } from './provider';

const env = (vars: Record<string, string>) =>
  parseEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'x'.repeat(32),
    DATA_DIR: '/tmp/stories-provider-test',
    ...vars,
  });

describe('resolveAiProvider', () => {
  it('is the offline generator when nothing is configured', () => {
    expect(resolveAiProvider(env({}))).toEqual({ kind: 'offline', name: 'offline' });
  });

  it('is OpenAI with a default model when only AI_API_KEY is set', () => {
    const provider = resolveAiProvider(env({ AI_API_KEY: 'sk-1' }));
    expect(provider).toMatchObject({
      kind: 'model',
      name: 'OpenAI',
      baseUrl: OPENAI_BASE_URL,
      modelId: OPENAI_DEFAULT_MODEL,
      timeoutMs: 300_000,
    });
  });

  it('uses AI_BASE_URL without a key (Ollama, LM Studio, vLLM) and names the provider', () => {
    expect(
      resolveAiProvider(env({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1' })),
    ).toMatchObject({
      kind: 'model',
      name: 'Ollama',
      baseUrl: 'http://127.0.0.1:11434/v1',
      modelId: 'llama3.1',
    });
    expect(
      resolveAiProvider(
        env({
          AI_BASE_URL: 'http://gpu:8000/v1',
          AI_MODEL: 'qwen',
          AI_PROVIDER_NAME: 'vLLM',
          AI_TIMEOUT_MS: '60000',
        }),
      ),
    ).toMatchObject({ name: 'vLLM', timeoutMs: 60_000 });
  });

  it('refuses incomplete configurations at start-up', () => {
    expect(() => env({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /AI_MODEL: is required with AI_BASE_URL/,
    );
    expect(() => env({ AI_MODEL: 'gpt-4o' })).toThrow(/AI_MODEL: needs AI_API_KEY/);
    expect(() => env({ AI_BASE_URL: 'ftp://host/v1', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
  });
});

describe('providerDisplayName', () => {
  it('recognises the usual servers and falls back to the host', () => {
    expect(providerDisplayName('https://api.openai.com/v1')).toBe('OpenAI');
    expect(providerDisplayName('http://localhost:11434/v1')).toBe('Ollama');
    expect(providerDisplayName('http://localhost:1234/v1')).toBe('LM Studio');
    expect(providerDisplayName('http://vllm.internal:8000/v1')).toBe('vLLM');
    expect(providerDisplayName('https://llm.example.com/v1')).toBe('llm.example.com');
  });
});
