import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../errors/app-error';
import { CampaignZip } from './campaign-zip';
import { withAliases, withDeclaredSize, withEncryptedFlag, zipOf } from './testing/zip-fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'campaign-zip-'));
let count = 0;
const opened: CampaignZip[] = [];
afterAll(() => {
  for (const zip of opened) zip.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(zip: Buffer, maxTotalUncompressedBytes = 100 * 1024 * 1024) {
  const file = path.join(dir, `z${++count}.zip`);
  writeFileSync(file, zip);
  const campaignZip = await CampaignZip.open(file, { maxTotalUncompressedBytes });
  opened.push(campaignZip);
  return campaignZip;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('INVALID_REQUEST');
  return (err as AppError).message;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'demasiado grande');

describe('CampaignZip', () => {
  it('lists the entries, finds files by name (NFC) and reads and extracts them', async () => {
    const photo = randomBytes(50_000);
    const zip = await open(
      zipOf({ 'campaign.json': '{"a":1}', 'media/di\u0301a1.jpg': photo, 'media/': new Uint8Array() }),
    );
    expect(zip.names).toEqual(['campaign.json', 'media/di\u0301a1.jpg', 'media/']);
    const json = zip.file('campaign.json')!;
    expect((await zip.readBytes(json, 1000, tooLarge)).toString()).toBe('{"a":1}');
    const target = path.join(dir, 'extracted');
    await zip.extract(zip.file('media/día1.jpg')!, target, 1_000_000, tooLarge);
    expect(readFileSync(target).equals(photo)).toBe(true);
    expect(zip.file('media/')).toBeUndefined();
    expect(zip.file('otra.jpg')).toBeUndefined();
  });

  it('refuses an entry over the caller’s limit from its header, before inflating it', async () => {
    const zip = await open(zipOf({ 'a.json': 'x'.repeat(5000) }));
    const err = await zip.readBytes(zip.file('a.json')!, 4999, tooLarge).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses what is not a zip', async () => {
    expect(await refusal(open(Buffer.from('no soy un zip, solo texto')))).toBe(
      'El archivo no es un .zip válido o está dañado.',
    );
  });

  it('refuses more than 1,000 entries before reading them', async () => {
    const files = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}.txt`, '']));
    expect(await refusal(open(zipOf(files)))).toBe(
      'El .zip contiene 1001 entradas (archivos y carpetas) y el máximo es 1000.',
    );
  });

  it.each([
    '../../etc/passwd',
    'media/../../x.jpg',
    '/abs.jpg',
    'C:\\x.jpg',
    'C:/x.jpg',
    'a\\b.jpg',
    'año\u0001.jpg',
  ])('refuses the whole archive for the unsafe name %j', async (name) => {
    const message = await refusal(open(zipOf({ 'campaign.json': '{}', [name]: 'x' })));
    expect(message).toMatch(/^El \.zip contiene un nombre de archivo no permitido \(«.+»\): se rechazan/);
    expect(message).toContain(name.replace('\u0001', '?'));
  });

  it('refuses an encrypted entry', async () => {
    const zip = withEncryptedFlag(zipOf({ 'campaign.json': '{}', 'secreto.jpg': 'x' }), 'secreto.jpg');
    expect(await refusal(open(zip))).toBe(
      'El archivo «secreto.jpg» del .zip está protegido con contraseña: crea el .zip sin contraseña.',
    );
  });

  it('refuses a zip bomb from its headers, without inflating it', async () => {
    const zeros = zipOf(
      { 'campaign.json': '{}', 'ceros.bin': new Uint8Array(8 * 1024 * 1024) },
      { level: 9 },
    );
    expect(zeros.length).toBeLessThan(100_000);
    // yauzl inflates through zlib.createInflateRaw: a refusal from the headers never calls it.
    const inflate = vi.spyOn(zlib, 'createInflateRaw');
    expect(await refusal(open(zeros))).toBe(
      'El archivo «ceros.bin» del .zip se descomprime a más de 100 veces su tamaño: parece una bomba zip y se ha rechazado.',
    );
    expect(inflate).not.toHaveBeenCalled();
    inflate.mockRestore();
  });

  it('refuses entries that share their data (overlapping entries) before inflating any', async () => {
    // 1 MB of zeros declared by 900 entries: each alone passes the ratio check, together they inflate to 900 MB.
    const kernel = zipOf({ 'campaign.json': '{}', 'media/0.jpg': new Uint8Array(1024 * 1024) }, { level: 9 });
    const aliases = Array.from({ length: 899 }, (_, i) => `media/${i + 1}.jpg`);
    const bomb = withAliases(kernel, 'media/0.jpg', aliases);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(open(bomb, 4 * 1024 ** 3))).toBe(
      'Los archivos «media/0.jpg» y «media/1.jpg» del .zip comparten los mismos datos comprimidos: parece una bomba zip y se ha rechazado.',
    );
  });

  it('refuses an entry whose data runs into the next entry’s header', async () => {
    const zip = zipOf({ 'a.jpg': randomBytes(2000), 'b.jpg': randomBytes(2000) }, { level: 0 });
    // Stored a.jpg claims 100 more bytes than it has: its data covers b.jpg's local header.
    const local = zip.indexOf(Buffer.from('a.jpg')) - 30;
    const central = zip.lastIndexOf(Buffer.from('a.jpg')) - 46;
    const overlapping = Buffer.from(zip);
    for (const at of [local + 18, local + 22, central + 20, central + 24])
      overlapping.writeUInt32LE(2100, at);
    expect(await refusal(open(overlapping))).toBe(
      'Los archivos «a.jpg» y «b.jpg» del .zip comparten los mismos datos comprimidos: parece una bomba zip y se ha rechazado.',
    );
  });

  it('refuses a declared total over the limit', async () => {
    const zip = zipOf({ 'a.bin': randomBytes(3000), 'b.bin': randomBytes(3000) }, { level: 0 });
    expect(await refusal(open(zip, 5000))).toBe(
      'El .zip declara 5,9 KB descomprimidos: parece una bomba zip y se ha rechazado.',
    );
  });

  it('stops an entry that inflates past the size its header declares', async () => {
    const lying = withDeclaredSize(
      zipOf({ 'video.mp4': new Uint8Array(200_000).fill(7) }),
      'video.mp4',
      1000,
    );
    const zip = await open(lying);
    const target = path.join(dir, 'lying');
    expect(await refusal(zip.extract(zip.file('video.mp4')!, target, 10_000_000, tooLarge))).toBe(
      'El archivo «video.mp4» del .zip está dañado o no tiene el tamaño que declara.',
    );
    expect(() => readFileSync(target)).toThrow();
  });

  it('refuses the same file twice', async () => {
    const zip = zipOf({ 'a.jpg': 'x', 'b.jpg': 'y' });
    const renamed = Buffer.from(zip.toString('latin1').replaceAll('b.jpg', 'a.jpg'), 'latin1');
    expect(await refusal(open(renamed))).toBe(
      'El .zip contiene dos veces el archivo «a.jpg»: deja solo uno.',
    );
  });
});
