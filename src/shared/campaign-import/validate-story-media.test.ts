import { describe, expect, it } from 'vitest';
import { validImportFile } from './testing/valid-file';
import { validateCampaignImport } from './validate-campaign-import';

type Story = Record<string, unknown>;

/** The valid file with `media` set on day 2's first story (day 2 has one block). */
function withMedia(media: unknown, story: (file: ReturnType<typeof validImportFile>) => Story = secondDay) {
  const file = validImportFile();
  story(file).media = media;
  return file;
}
const secondDay = (file: ReturnType<typeof validImportFile>) => file.days[1]!.blocks[0]!.stories[0]! as Story;

function zipIssues(value: unknown) {
  const result = validateCampaignImport(value, { source: 'zip' });
  if (result.ok) throw new Error('expected validation errors');
  return result.errors;
}

describe('a story’s media in the JSON of a .zip', () => {
  it('keeps the names in order, trimmed, with the story’s position; other stories have none', () => {
    const result = validateCampaignImport(withMedia([' dia2-h1.jpg ', 'media/dia2/h1.mp4']), {
      source: 'zip',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const stories = result.campaign.days.flatMap((day) => day.stories);
    expect(stories[3]!.media).toEqual({
      names: ['dia2-h1.jpg', 'media/dia2/h1.mp4'],
      path: 'days.1.blocks.0.stories.0.media',
      position: 'Día 2, bloque 1, historia 1',
    });
    expect(stories.filter((story) => story.media)).toHaveLength(1);
    expect('media' in stories[0]!).toBe(false);
  });

  it('reads absent, null and an empty list as no files', () => {
    for (const media of [undefined, null, []]) {
      const result = validateCampaignImport(withMedia(media), { source: 'zip' });
      expect(result.ok && result.campaign.days[1]!.stories[0]!.media, String(media)).toBeUndefined();
    }
  });

  it('refuses a value that is not a list, and more than 10 files', () => {
    expect(zipIssues(withMedia('foto.jpg'))).toEqual([
      {
        path: 'days.1.blocks.0.stories.0.media',
        message:
          'Día 2, bloque 1, historia 1: el campo "media" debe ser una lista (array) de nombres de archivo',
      },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `f${i}.jpg`);
    expect(zipIssues(withMedia(eleven)).map((e) => e.message)).toEqual([
      'Día 2, bloque 1, historia 1: el campo "media" nombra 11 archivos y el máximo por historia es 10',
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => `f${i}.jpg`);
    expect(validateCampaignImport(withMedia(ten), { source: 'zip' }).ok).toBe(true);
  });

  it('lists every bad name at its index: not a text, empty, a duplicate, an unsafe path', () => {
    const at = 'Día 2, bloque 1, historia 1: ';
    const unsafe = (name: string) =>
      `${at}el nombre «${name}» de "media" no es válido: usa una ruta relativa dentro del .zip (como media/dia1.jpg), sin «..», sin barras invertidas ni caracteres de control`;
    const first = zipIssues(withMedia(['ok.jpg', 3, '  ', 'ok.jpg', '../../etc/passwd', '/abs.jpg']));
    expect(first.map((issue) => issue.path)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `days.1.blocks.0.stories.0.media.${i}`),
    );
    expect(first.map((issue) => issue.message)).toEqual([
      `${at}cada elemento de "media" debe ser un nombre de archivo (un texto no vacío)`,
      `${at}cada elemento de "media" debe ser un nombre de archivo (un texto no vacío)`,
      `${at}el archivo «ok.jpg» aparece más de una vez en "media"`,
      unsafe('../../etc/passwd'),
      unsafe('/abs.jpg'),
    ]);
    const odd = ['C:\\x.jpg', 'C:x.jpg', 'a\\b.jpg', 'tab\there.jpg', 'a//b.jpg', './a.jpg', 'carpeta/'];
    expect(zipIssues(withMedia(odd)).map((issue) => issue.message)).toEqual([
      unsafe('C:\\x.jpg'),
      unsafe('C:x.jpg'),
      unsafe('a\\b.jpg'),
      unsafe('tab?here.jpg'),
      unsafe('a//b.jpg'),
      unsafe('./a.jpg'),
      unsafe('carpeta/'),
    ]);
  });

  it('takes the same name in NFC and NFD for a duplicate', () => {
    const issues = zipIssues(withMedia(['día.jpg', 'di\u0301a.jpg']));
    expect(issues.map((issue) => issue.message)).toEqual([
      'Día 2, bloque 1, historia 1: el archivo «di\u0301a.jpg» aparece más de una vez en "media"',
    ]);
  });

  it('lists media problems in file order with the story’s other problems', () => {
    const file = withMedia(['a.jpg', 'a.jpg']);
    delete secondDay(file).copy;
    expect(zipIssues(file).map((issue) => issue.path)).toEqual([
      'days.1.blocks.0.stories.0.copy',
      'days.1.blocks.0.stories.0.media.1',
    ]);
  });
});

describe('a story’s media in a plain JSON file', () => {
  it('is refused with a positioned message: files come only inside a .zip', () => {
    const result = validateCampaignImport(withMedia(['foto.jpg']));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      {
        path: 'days.1.blocks.0.stories.0.media',
        message:
          'Día 2, bloque 1, historia 1: el campo "media" nombra archivos, y los archivos solo pueden importarse en un .zip junto al JSON',
      },
    ]);
  });

  it('accepts absent, null and an empty list (no files named)', () => {
    for (const media of [undefined, null, []]) {
      const result = validateCampaignImport(withMedia(media));
      expect(result.ok, String(media)).toBe(true);
      expect(result.ok && result.campaign.days[1]!.stories[0]!.media).toBeUndefined();
    }
  });
});
