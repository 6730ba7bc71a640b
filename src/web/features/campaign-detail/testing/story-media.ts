import type { StoryMedia } from '@shared/media/story-media';

/** A stored story file for component tests; `id` doubles as its name ('a' → 'a.jpg', or 'a.mp4' for a video). */
export function storyMedia(id: string, position: number, overrides: Partial<StoryMedia> = {}): StoryMedia {
  const kind = overrides.kind ?? 'image';
  return {
    id,
    storyId: 'd1-s1',
    position,
    kind,
    mimeType: kind === 'video' ? 'video/mp4' : 'image/jpeg',
    originalName: `${id}.${kind === 'video' ? 'mp4' : 'jpg'}`,
    sizeBytes: 1_048_576,
    width: 1080,
    height: 1920,
    durationMs: kind === 'video' ? 15_000 : null,
    flags: [],
    url: `/api/media/${id}`,
    thumbnailUrl: `/api/media/${id}/thumbnail`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
