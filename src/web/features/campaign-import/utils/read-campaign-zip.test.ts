import { validImportFile } from '@shared/campaign-import/testing/valid-file';
import { type Zippable, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readCampaignZip } from './read-campaign-zip';
import { readZipDirectory } from './zip-directory';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
/** An MP4's first box: size 24, 'ftyp', major brand 'isom', version, compatible 'isom' 'mp42'. */
const MP4_HEAD = new Uint8Array([
  0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70,
  0x34, 0x32,
]);

function zipBlob(files: Record<string, Uint8Array | string>, level: 0 | 6 | 9 = 6): Blob {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = [typeof content === 'string' ? new TextEncoder().encode(content) : content, { level }];
  }
  return new Blob([zipSync(entries)]);
}

/** A Blob that counts the bytes its slices hand out. */
class CountingBlob extends Blob {
  bytesRead = 0;
  override slice(start?: number, end?: number): Blob {
    const part = super.slice(start, end);
    this.bytesRead += part.size;
    return part;
  }
}

function withMedia(media: Record<number, string[]>) {
  const file = validImportFile();
  const stories = file.days.flatMap((day) => day.blocks.flatMap((block) => block.stories));
  for (const [index, names] of Object.entries(media)) {
    (stories[Number(index)] as Record<string, unknown>).media = names;
  }
  return JSON.stringify(file);
}

describe('readCampaignZip', () => {
  it('validates the JSON as a .zip’s and lists the files no story names', async () => {
    const check = await readCampaignZip(
      zipBlob({
        'campaign.json': withMedia({ 0: ['a.jpg'], 3: ['media/v.mp4'] }),
        'a.jpg': JPEG,
        'media/v.mp4': MP4_HEAD,
        'sobra.txt': 'x',
      }),
    );
    expect(check.ok && check.result.ok).toBe(true);
    expect(check.ok && check.ignoredFiles).toEqual(['sobra.txt']);
  });

  it('reads only the directory, the JSON and the first kilobytes of a large deflated video', async () => {
    // Like a real video, it hardly compresses (pseudo-random bytes after the ftyp box).
    const video = new Uint8Array(6 * 1024 * 1024);
    let state = 0x2545f491;
    for (let i = 0; i < video.length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      video[i] = state & 0xff;
    }
    video.set(MP4_HEAD);
    const zip = zipSync({
      'campaign.json': [new TextEncoder().encode(withMedia({ 0: ['v.mp4'] })), { level: 6 }],
      'v.mp4': [video, { level: 1 }],
    });
    const blob = new CountingBlob([zip]);
    const check = await readCampaignZip(blob);
    expect(check.ok && check.result.ok).toBe(true);
    expect(zip.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(blob.bytesRead).toBeLessThan(200 * 1024);
  });

  it('lists missing files and files that are not images or videos, naming the stories', async () => {
    const check = await readCampaignZip(
      zipBlob({
        'campaign.json': withMedia({ 0: ['a.jpg', 'falta.png'], 3: ['notas.jpg'] }),
        'a.jpg': JPEG,
        'notas.jpg': 'texto, no una imagen',
      }),
    );
    expect(check).toMatchObject({
      ok: true,
      result: {
        ok: false,
        message: 'El .zip contiene errores de validación',
        errors: [
          {
            path: 'days.0.blocks.0.stories.0.media.1',
            message: 'Día 1, bloque 1, historia 1: falta el archivo «falta.png» en el .zip',
          },
          {
            path: 'days.1.blocks.0.stories.0.media.0',
            message:
              'Día 2, bloque 1, historia 1: el archivo «notas.jpg» no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV)',
          },
        ],
      },
    });
  });

  it('refuses as the server does: not a zip, unsafe names, a bomb, no JSON', async () => {
    expect(await readCampaignZip(new Blob(['hola']))).toEqual({
      ok: false,
      message: 'El archivo no es un .zip válido o está dañado.',
    });
    const unsafe = await readCampaignZip(zipBlob({ 'campaign.json': '{}', '../../etc/passwd': 'x' }));
    expect(unsafe.ok === false && unsafe.message).toMatch(
      /nombre de archivo no permitido \(«\.\.\/\.\.\/etc\/passwd»\)/,
    );
    const bomb = await readCampaignZip(
      zipBlob({ 'campaign.json': '{}', 'ceros.bin': new Uint8Array(8 << 20) }, 9),
    );
    expect(bomb.ok === false && bomb.message).toMatch(/parece una bomba zip/);
    const noJson = await readCampaignZip(zipBlob({ 'a.jpg': JPEG }));
    expect(noJson.ok === false && noJson.message).toMatch(/^El \.zip no contiene el JSON de la campaña/);
  });
});

describe('readZipDirectory', () => {
  it('decodes UTF-8 and CP437 names as the server does', async () => {
    const utf8 = await readZipDirectory(zipBlob({ 'día/ñ.jpg': 'x' }), 10);
    expect(utf8.entries.map((e) => e.fileName)).toEqual(['día/ñ.jpg']);
    // An old DOS tool's 'é' (0x82 in CP437), without the UTF-8 flag.
    const zip = zipSync({ 'xy.jpg': new Uint8Array([1]) });
    const at = zip.lastIndexOf(0x78);
    zip[at] = 0x82;
    zip[zip.indexOf(0x78)] = 0x82;
    const cp437 = await readZipDirectory(new Blob([zip]), 10);
    expect(cp437.entries.map((e) => e.fileName)).toEqual(['éy.jpg']);
  });

  it('stops before reading a directory of more entries than allowed', async () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']));
    expect(await readZipDirectory(zipBlob(files), 10)).toEqual({ count: 12, entries: [] });
  });
});
