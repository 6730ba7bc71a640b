// @vitest-environment jsdom

import { describe, expect, it, vi } from 'vitest';
import { storyMedia } from '@/testing/story-media';
import { json, mockFetch } from '@/testing/test-utils';
import { uploadMediaFile } from './upload-media-file';

type Response = { getBody(): string; getHeader(name: string): string | undefined };
const finish: { with: Response | null } = { with: null };

// tus-js-client at its boundary: the upload "succeeds" at once with the response the test chose.
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      _file: File,
      private readonly options: { onSuccess: (p: { lastResponse: Response }) => void },
    ) {}
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      if (finish.with) this.options.onSuccess({ lastResponse: finish.with });
    }
  },
}));

const file = new File(['x'], 'portada.jpg', { type: 'image/jpeg' });

describe('uploadMediaFile', () => {
  it('resolves with the file the final PATCH answers', async () => {
    const stored = storyMedia('m1', 1);
    finish.with = { getBody: () => JSON.stringify({ media: stored }), getHeader: () => 'm1' };
    await expect(uploadMediaFile({ file, storyId: 's1' })).resolves.toEqual(stored);
  });

  it('after a lost last answer, takes the file the HEAD names from the story, not a second upload', async () => {
    const stored = storyMedia('m2', 2);
    const fetchMock = mockFetch({
      'GET /api/stories/s1/media': () => json({ media: [storyMedia('m1', 1), stored] }),
    });
    finish.with = {
      getBody: () => '',
      getHeader: (name) => (name.toLowerCase() === 'x-story-media-id' ? 'm2' : undefined),
    };
    await expect(uploadMediaFile({ file, storyId: 's1' })).resolves.toEqual(stored);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
