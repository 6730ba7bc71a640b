import { CAMPAIGN_ZIP_MAX_ENTRIES, shownName } from '../campaign-import/zip-texts';
import { MAX_FILES_PER_STORY, MEDIA_FORMAT_IDS, MEDIA_FORMATS } from '../media/media-types';

/**
 * The layout of a campaign exported as a .zip (docs/campaign-import.md, «Exportar una campaña»): `campaign.json` at
 * the root, then one entry per stored file under `media/`, named after the first story that uses it
 * (`media/dia2-historia3-1.jpg`: day 2 of the file, story number 3, its first file). Names are plain ASCII (letters,
 * digits, '-', '.', '/'), so the importer's name rules (zip-paths.ts) accept them and no tool mangles them.
 */

/** The campaign's JSON inside the exported .zip. */
export const CAMPAIGN_ZIP_EXPORT_JSON = 'campaign.json';

/** One story of the export, in the file's order, with its files in their order. */
export interface ZipExportStory<File extends ZipExportFile> {
  /** 1-based position of its day in the file ('Día N'). */
  dayNumber: number;
  storyNumber: number;
  files: readonly File[];
}

export interface ZipExportFile {
  /** The storage object: files with one key are one entry of the archive. */
  storageKey: string;
  mimeType: string;
}

/** One file entry of the archive: its name and the object it holds, with the first story naming it. */
export interface ZipExportEntry<File extends ZipExportFile> {
  name: string;
  file: File;
  story: ZipExportStory<File>;
}

export interface ZipExportMedia<File extends ZipExportFile> {
  /** Per story (same order as the input), the entry names of its files, in order. */
  names: string[][];
  /** Every file entry, in the order the archive holds them. */
  entries: ZipExportEntry<File>[];
}

const SAFE_EXTENSION = /^[a-z0-9]{1,10}$/;
const MIME_EXTENSIONS = new Map<string, string>(
  MEDIA_FORMAT_IDS.map((id) => [MEDIA_FORMATS[id].mimeType, MEDIA_FORMATS[id].extensions[0]]),
);

/** The extension an entry gets: the stored format's ('jpg', 'mp4'), else the key's own if it is plain, else 'bin'. */
export function zipExportExtension(file: ZipExportFile): string {
  const byMime = MIME_EXTENSIONS.get(file.mimeType);
  if (byMime) return byMime;
  const fromKey = /\.([^./]+)$/.exec(file.storageKey)?.[1]?.toLowerCase() ?? '';
  return SAFE_EXTENSION.test(fromKey) ? fromKey : 'bin';
}

/** 'Día 2, historia 3': where a story is, for the export's messages. */
export function zipExportPosition(story: { dayNumber: number; storyNumber: number }): string {
  return `Día ${story.dayNumber}, historia ${story.storyNumber}`;
}

/**
 * Gives every distinct storage object one entry, named after the first story (in the file's order) that uses it:
 * `media/dia<D>-historia<N>-<k>.<ext>`, k its 1-based place among that story's files. The stories that use it later
 * name the same entry, so an object shared by several stories (decision 029) is in the archive once and imported
 * back as one object. Two stories with one number in a day would make one name twice: the later gets '-2', '-3'…
 * (`media/dia1-historia1-1-2.jpg`). A story that names one object twice (the importer refuses a name twice in one
 * story) gets a second entry with the same bytes for its second place, which the importer stores once again.
 */
export function planZipExportMedia<File extends ZipExportFile>(
  stories: readonly ZipExportStory<File>[],
): ZipExportMedia<File> {
  const entries: ZipExportEntry<File>[] = [];
  const firstEntryOf = new Map<string, string>();
  const taken = new Set<string>([CAMPAIGN_ZIP_EXPORT_JSON]);
  const names = stories.map((story) => {
    const own = new Set<string>();
    return story.files.map((file, index) => {
      const shared = firstEntryOf.get(file.storageKey);
      if (shared !== undefined && !own.has(shared)) {
        own.add(shared);
        return shared;
      }
      const base = `media/dia${story.dayNumber}-historia${story.storyNumber}-${index + 1}`;
      const extension = zipExportExtension(file);
      let name = `${base}.${extension}`;
      for (let n = 2; taken.has(name); n++) name = `${base}-${n}.${extension}`;
      taken.add(name);
      own.add(name);
      if (shared === undefined) firstEntryOf.set(file.storageKey, name);
      entries.push({ name, file, story });
      return name;
    });
  });
  return { names, entries };
}

/** The Spanish refusals of a .zip export that could not be imported back, and of a file missing from storage. */
export const CAMPAIGN_ZIP_EXPORT_TEXTS = {
  tooManyFiles: (position: string, count: number) =>
    `No se puede exportar la campaña como .zip: ${position} tiene ${count} archivos y una historia admite como máximo ${MAX_FILES_PER_STORY} al importar el .zip. Quita alguno y vuelve a exportar, o expórtala en JSON.`,
  tooManyEntries: (files: number) =>
    `No se puede exportar la campaña como .zip: tiene ${files} archivos distintos y un .zip importable admite como máximo ${CAMPAIGN_ZIP_MAX_ENTRIES - 1} (más el JSON). Expórtala en JSON o quita archivos.`,
  jsonTooLarge: (maxLabel: string) =>
    `No se puede exportar la campaña como .zip: su JSON supera el máximo de ${maxLabel} que admite la importación.`,
  missingObject: (position: string, fileName: string) =>
    `No se puede exportar la campaña: falta en el almacenamiento el archivo «${shownName(fileName)}» de ${position}. Quítalo de la historia o vuelve a subirlo, y exporta de nuevo.`,
} as const;
