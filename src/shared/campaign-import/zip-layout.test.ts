import { describe, expect, it } from 'vitest';
import { validImportFile } from './testing/valid-file';
import { validateCampaignImport } from './validate-campaign-import';
import { findCampaignJson, mediaEntryKey, namedMediaFiles, unusedZipFiles } from './zip-layout';
import { isZipClutter, zipPathProblem } from './zip-paths';
import { shownName } from './zip-texts';

describe('findCampaignJson', () => {
  it('takes the only .json at the root, whatever its name, with the root as base', () => {
    expect(findCampaignJson(['media/', 'media/a.jpg', 'Lanzamiento.JSON', 'media/extra.json'])).toEqual({
      ok: true,
      jsonName: 'Lanzamiento.JSON',
      base: '',
    });
  });

  it('prefers campaign.json among several, and refuses several without it', () => {
    expect(findCampaignJson(['otro.json', 'campaign.json'])).toMatchObject({ jsonName: 'campaign.json' });
    expect(findCampaignJson(['a.json', 'b.json', 'x.jpg'])).toEqual({
      ok: false,
      message:
        'El .zip contiene varios archivos .json en la raíz (a.json, b.json): deja solo el de la campaña o llámalo campaign.json.',
    });
  });

  it('looks inside the one folder that holds everything (a compressed folder), which becomes the base', () => {
    expect(
      findCampaignJson([
        'Semana/',
        'Semana/campaign.json',
        'Semana/dia1.jpg',
        '__MACOSX/Semana/._dia1.jpg',
        'Semana/.DS_Store',
      ]),
    ).toEqual({ ok: true, jsonName: 'Semana/campaign.json', base: 'Semana/' });
  });

  it('says when there is no JSON at the root (nor in a single folder)', () => {
    const noJson =
      'El .zip no contiene el JSON de la campaña: pon un único archivo .json en la raíz del .zip (por ejemplo, campaign.json).';
    expect(findCampaignJson([])).toEqual({ ok: false, message: noJson });
    expect(findCampaignJson(['a.jpg', 'b/c.json'])).toEqual({ ok: false, message: noJson });
    expect(findCampaignJson(['a/c.json', 'b/d.jpg'])).toEqual({ ok: false, message: noJson });
    expect(findCampaignJson(['._campaign.json'])).toEqual({ ok: false, message: noJson });
  });
});

describe('names of the stories’ files against the archive', () => {
  const file = validImportFile();
  file.days[0]!.blocks[0]!.stories[0]!.media = ['dia1.jpg', 'media/día1.mp4'];
  file.days[1]!.blocks[0]!.stories[0]!.media = ['dia1.jpg'];
  const result = validateCampaignImport(file, { source: 'zip' });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { campaign } = result;

  it('lists every (story, file) in file order with the story’s index among all stories', () => {
    expect(namedMediaFiles(campaign)).toEqual([
      {
        story: 0,
        position: 'Día 1, bloque 1, historia 1',
        path: 'days.0.blocks.0.stories.0.media.0',
        index: 0,
        name: 'dia1.jpg',
      },
      {
        story: 0,
        position: 'Día 1, bloque 1, historia 1',
        path: 'days.0.blocks.0.stories.0.media.1',
        index: 1,
        name: 'media/día1.mp4',
      },
      {
        story: 3,
        position: 'Día 2, bloque 1, historia 1',
        path: 'days.1.blocks.0.stories.0.media.0',
        index: 0,
        name: 'dia1.jpg',
      },
    ]);
  });

  it('matches names under the base, NFC-normalised, and lists the files no story names', () => {
    const layout = { jsonName: 'C/campaign.json', base: 'C/' };
    expect(mediaEntryKey(layout, 'media/di\u0301a1.mp4')).toBe('C/media/día1.mp4');
    const entries = [
      'C/',
      'C/campaign.json',
      'C/dia1.jpg',
      'C/media/di\u0301a1.mp4',
      'C/sobra.png',
      'C/.DS_Store',
    ];
    expect(unusedZipFiles(entries, layout, campaign)).toEqual(['C/sobra.png']);
  });
});

describe('zip paths', () => {
  it('knows safe relative paths from absolute, traversing and odd ones', () => {
    expect(zipPathProblem('a.jpg')).toBeNull();
    expect(zipPathProblem('media/dia 1/h1 (final).MP4')).toBeNull();
    expect(zipPathProblem('..foo/a..b.jpg')).toBeNull();
    expect(zipPathProblem('/etc/passwd')).toBe('absolute');
    expect(zipPathProblem('C:/x.jpg')).toBe('absolute');
    expect(zipPathProblem('c:x.jpg')).toBe('absolute');
    expect(zipPathProblem('../../etc/passwd')).toBe('traversal');
    expect(zipPathProblem('a/../../b')).toBe('traversal');
    expect(zipPathProblem('a\\..\\b')).toBe('backslash');
    expect(zipPathProblem('a\u0000.jpg')).toBe('control');
    expect(zipPathProblem('a\u202e.gpj')).toBe('control');
    expect(zipPathProblem('a/')).toBe('segment');
  });

  it('tells folders and macOS metadata from the campaign’s files', () => {
    expect(['d/', '__MACOSX/x', 'a/.DS_Store', 'a/._x.jpg', 'Thumbs.db'].every(isZipClutter)).toBe(true);
    expect(isZipClutter('a/x.jpg')).toBe(false);
  });

  it('shows names without control characters, shortened when long', () => {
    expect(shownName('a\u0000b\u202e.jpg')).toBe('a?b?.jpg');
    expect([...shownName('x'.repeat(300))]).toHaveLength(120);
  });
});
