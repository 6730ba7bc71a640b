import { describe, expect, it } from 'vitest';
import { findCampaignJson } from '../campaign-import/zip-layout';
import { isZipClutter, zipPathProblem } from '../campaign-import/zip-paths';
import {
  CAMPAIGN_ZIP_EXPORT_JSON,
  planZipExportMedia,
  type ZipExportFile,
  zipExportExtension,
} from './campaign-zip-media';

const jpeg = (storageKey: string): ZipExportFile => ({ storageKey, mimeType: 'image/jpeg' });
const mp4 = (storageKey: string): ZipExportFile => ({ storageKey, mimeType: 'video/mp4' });

describe('planZipExportMedia', () => {
  it('names each object once, after the first story that uses it; later stories name that entry', () => {
    const photo = jpeg('media/sha256/aa.jpg');
    const video = mp4('media/sha256/bb.mp4');
    const plan = planZipExportMedia([
      { dayNumber: 1, storyNumber: 1, files: [photo, video] },
      { dayNumber: 1, storyNumber: 2, files: [] },
      { dayNumber: 2, storyNumber: 4, files: [video, jpeg('media/sha256/cc.jpg'), photo] },
    ]);
    expect(plan.names).toEqual([
      ['media/dia1-historia1-1.jpg', 'media/dia1-historia1-2.mp4'],
      [],
      ['media/dia1-historia1-2.mp4', 'media/dia2-historia4-2.jpg', 'media/dia1-historia1-1.jpg'],
    ]);
    expect(plan.entries.map((entry) => [entry.name, entry.file.storageKey])).toEqual([
      ['media/dia1-historia1-1.jpg', 'media/sha256/aa.jpg'],
      ['media/dia1-historia1-2.mp4', 'media/sha256/bb.mp4'],
      ['media/dia2-historia4-2.jpg', 'media/sha256/cc.jpg'],
    ]);
  });

  it('keeps names apart for two stories with one number in a day, and for an object twice in one story', () => {
    const plan = planZipExportMedia([
      { dayNumber: 1, storyNumber: 1, files: [jpeg('media/sha256/aa.jpg')] },
      { dayNumber: 1, storyNumber: 1, files: [jpeg('media/sha256/bb.jpg')] },
      { dayNumber: 1, storyNumber: 1, files: [jpeg('media/sha256/cc.jpg')] },
      { dayNumber: 3, storyNumber: 2, files: [jpeg('media/sha256/aa.jpg'), jpeg('media/sha256/aa.jpg')] },
    ]);
    expect(plan.names).toEqual([
      ['media/dia1-historia1-1.jpg'],
      ['media/dia1-historia1-1-2.jpg'],
      ['media/dia1-historia1-1-3.jpg'],
      // The importer refuses one name twice in a story: the second place gets its own entry (same bytes).
      ['media/dia1-historia1-1.jpg', 'media/dia3-historia2-2.jpg'],
    ]);
    expect(new Set(plan.entries.map((entry) => entry.name)).size).toBe(plan.entries.length);
  });

  it('writes names the importer accepts: safe relative ASCII paths, not clutter, not a second JSON', () => {
    const plan = planZipExportMedia([
      {
        dayNumber: 120,
        storyNumber: 9999,
        files: [
          jpeg('media/sha256/aa.jpg'),
          { storageKey: 'media/0e7c/1b2a.MOV', mimeType: 'application/x-desconocido' },
          { storageKey: 'media/0e7c/sin-extension', mimeType: 'application/octet-stream' },
          { storageKey: 'media/sha256/dd.heic', mimeType: 'image/heic' },
        ],
      },
    ]);
    const names = plan.entries.map((entry) => entry.name);
    expect(names).toEqual([
      'media/dia120-historia9999-1.jpg',
      'media/dia120-historia9999-2.mov',
      'media/dia120-historia9999-3.bin',
      'media/dia120-historia9999-4.heic',
    ]);
    for (const name of names) {
      expect(name).toMatch(/^[a-z0-9./-]+$/);
      expect(zipPathProblem(name)).toBeNull();
      expect(isZipClutter(name)).toBe(false);
    }
    expect(findCampaignJson([CAMPAIGN_ZIP_EXPORT_JSON, ...names])).toEqual({
      ok: true,
      jsonName: CAMPAIGN_ZIP_EXPORT_JSON,
      base: '',
    });
  });

  it('takes the extension from the stored format, then from a plain key', () => {
    expect(zipExportExtension({ storageKey: 'media/sha256/a.jpg', mimeType: 'video/quicktime' })).toBe('mov');
    expect(zipExportExtension({ storageKey: 'media/x/a.WEBP', mimeType: '' })).toBe('webp');
    expect(zipExportExtension({ storageKey: 'media/x/a.thumb-webp', mimeType: '' })).toBe('bin');
  });
});
