/**
 * The files a story accepts (docs/media.md). The server decides a file's format from its bytes
 * (src/server/media/probe); the MIME types and extensions here are what the browser's file picker offers and
 * what a stored file is served and named as, never proof of what a file is.
 */

/* No zod here: the web imports these constants into pages that do not load zod (schemas: story-media.ts). */

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  image: 'Imagen',
  video: 'Vídeo',
};

/** The accepted formats, as detected from a file's bytes. */
export const MEDIA_FORMAT_IDS = ['jpeg', 'png', 'webp', 'heic', 'mp4', 'mov'] as const;
export type MediaFormat = (typeof MEDIA_FORMAT_IDS)[number];

export interface MediaFormatInfo {
  kind: MediaKind;
  /** The MIME type a stored file of this format is served with. */
  mimeType: string;
  /** Other MIME types browsers and phones declare for it (file picker only). */
  otherMimeTypes: readonly string[];
  /** Lower case, without the dot; the first is the one a stored file gets. */
  extensions: readonly [string, ...string[]];
  /** The name people know it by. */
  label: string;
}

export const MEDIA_FORMATS: Record<MediaFormat, MediaFormatInfo> = {
  jpeg: {
    kind: 'image',
    mimeType: 'image/jpeg',
    otherMimeTypes: [],
    extensions: ['jpg', 'jpeg'],
    label: 'JPEG',
  },
  png: { kind: 'image', mimeType: 'image/png', otherMimeTypes: [], extensions: ['png'], label: 'PNG' },
  webp: { kind: 'image', mimeType: 'image/webp', otherMimeTypes: [], extensions: ['webp'], label: 'WebP' },
  heic: {
    kind: 'image',
    mimeType: 'image/heic',
    otherMimeTypes: ['image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    extensions: ['heic', 'heif'],
    label: 'HEIC',
  },
  mp4: { kind: 'video', mimeType: 'video/mp4', otherMimeTypes: [], extensions: ['mp4', 'm4v'], label: 'MP4' },
  mov: { kind: 'video', mimeType: 'video/quicktime', otherMimeTypes: [], extensions: ['mov'], label: 'MOV' },
};

const FORMATS = MEDIA_FORMAT_IDS;

/** Every MIME type of an accepted format, e.g. for tus metadata or `<input accept>`. */
export const ACCEPTED_MEDIA_MIME_TYPES: readonly string[] = FORMATS.flatMap((f) => [
  MEDIA_FORMATS[f].mimeType,
  ...MEDIA_FORMATS[f].otherMimeTypes,
]);

/** Every extension of an accepted format, with its dot ('.jpg'). */
export const ACCEPTED_MEDIA_EXTENSIONS: readonly string[] = FORMATS.flatMap((f) =>
  MEDIA_FORMATS[f].extensions.map((ext) => `.${ext}`),
);

/**
 * The `accept` attribute of a file input. Extensions are listed too: some phones and desktop browsers give
 * HEIC files no MIME type, and a MIME type alone would hide them from the picker.
 */
export const MEDIA_INPUT_ACCEPT = [...ACCEPTED_MEDIA_MIME_TYPES, ...ACCEPTED_MEDIA_EXTENSIONS].join(',');

/** Files attached to one story, at most (a carousel of stories published in a row). */
export const MAX_FILES_PER_STORY = 10;

/** 'JPEG, PNG, WebP, HEIC, MP4 o MOV'. */
export const ACCEPTED_MEDIA_LABELS = (() => {
  const labels = FORMATS.map((f) => MEDIA_FORMATS[f].label);
  return `${labels.slice(0, -1).join(', ')} o ${labels.at(-1)}`;
})();

export const MEDIA_MESSAGES = {
  /** A file that is none of the accepted formats (decided from its bytes). */
  unsupported: `El archivo no es una imagen ni un vídeo admitido (${ACCEPTED_MEDIA_LABELS}).`,
} as const;

export function mediaKindOf(format: MediaFormat): MediaKind {
  return MEDIA_FORMATS[format].kind;
}
