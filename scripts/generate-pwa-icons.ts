// The installable app's icons, drawn from the favicon (src/web/public/favicon.svg) and committed: run again only
// when the favicon changes. `node_modules/.bin/node --import tsx scripts/generate-pwa-icons.ts`
//
// - pwa-192x192.png, pwa-512x512.png ("any"): the favicon as it is, rounded corners on transparency.
// - maskable-icon-512x512.png ("maskable") and apple-touch-icon.png (180): full bleed, because Android crops
//   maskable icons to its own shape and iOS fills transparent corners with black. The ring's outer radius is 27 %
//   of the side, well inside the 40 % safe zone of a maskable icon, so no launcher shape cuts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../src/web/public');
const favicon = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');

/** The favicon with its background square filling the whole canvas (no rounded corners). */
const fullBleed = favicon.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
if (fullBleed === favicon) throw new Error('favicon.svg: no rounded <rect rx="…"> to square off');

const ICONS: Array<{ file: string; isFullBleed: boolean; size: number }> = [
  { file: 'pwa-192x192.png', isFullBleed: false, size: 192 },
  { file: 'pwa-512x512.png', isFullBleed: false, size: 512 },
  { file: 'maskable-icon-512x512.png', isFullBleed: true, size: 512 },
  { file: 'apple-touch-icon.png', isFullBleed: true, size: 180 },
];

for (const { file, isFullBleed, size } of ICONS) {
  // Rendered at the target size (density scales the 64-unit viewBox), not scaled down from a bitmap.
  const image = sharp(Buffer.from(isFullBleed ? fullBleed : favicon), { density: (72 * size) / 64 }).resize(
    size,
    size,
  );
  // Full-bleed icons are opaque: no alpha channel at all (iOS would otherwise composite it on black).
  await (isFullBleed ? image.flatten() : image)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC_DIR, file));
  console.log(`${file} (${size}×${size})`);
}
