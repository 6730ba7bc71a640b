import { describe, expect, it } from 'vitest';
import { proofFileKey, proofFiles } from './proof-files';

// jsdom has no IndexedDB: what the outbox keeps then lives in memory for the page's life (a private window's case).
describe('the outbox’s kept screenshots', () => {
  it('keeps, gives back and forgets a screenshot where IndexedDB is missing', async () => {
    const key = proofFileKey('story-1', 1_000);
    expect(key).toMatch(/^story-1:1000:[a-z0-9]+$/);
    const file = new Blob(['png'], { type: 'image/png' });
    await proofFiles.put(key, file);
    expect(await proofFiles.get(key)).toBe(file);
    await proofFiles.delete(key);
    expect(await proofFiles.get(key)).toBeUndefined();
  });

  it('forgets everything on sign-out', async () => {
    await proofFiles.put(proofFileKey('a'), new Blob(['1']));
    const key = proofFileKey('b');
    await proofFiles.put(key, new Blob(['2']));
    await proofFiles.clear();
    expect(await proofFiles.get(key)).toBeUndefined();
  });
});
