import type { NormalizedCampaign } from './types';
import { isZipClutter, zipNameKey } from './zip-paths';
import { CAMPAIGN_ZIP_JSON_NAME, CAMPAIGN_ZIP_TEXTS } from './zip-texts';

/**
 * Where the campaign is inside a .zip: its JSON entry, and the folder the stories' `media` names are relative to
 * ('' for the root, 'campaña/' when the whole campaign sits in one folder, as when a folder is compressed).
 */
export interface CampaignZipLayout {
  jsonName: string;
  base: string;
}

const isJsonName = (name: string) => name.toLowerCase().endsWith('.json');

/** The JSON directly in `folder` ('' or 'x/'): campaign.json if present, else the only .json; null when none. */
function jsonIn(
  files: readonly string[],
  folder: string,
): { ok: true; jsonName: string } | { ok: false; message: string } | null {
  const here = files.filter(
    (name) => name.startsWith(folder) && !name.slice(folder.length).includes('/') && isJsonName(name),
  );
  if (here.length === 0) return null;
  const named = here.find((name) => name.slice(folder.length).toLowerCase() === CAMPAIGN_ZIP_JSON_NAME);
  if (named) return { ok: true, jsonName: named };
  if (here.length > 1) return { ok: false, message: CAMPAIGN_ZIP_TEXTS.severalJson(here) };
  return { ok: true, jsonName: here[0] as string };
}

/**
 * Finds the campaign's JSON among the archive's entry names: `campaign.json` at the root, else the only .json at
 * the root; when the root holds no .json and every file sits in one folder, the same rule inside that folder
 * (which then is the base of the media names). Folders and macOS metadata (__MACOSX/, ._x, .DS_Store) are
 * ignored. None, or several without a campaign.json: a Spanish message.
 */
export function findCampaignJson(
  entryNames: readonly string[],
): ({ ok: true } & CampaignZipLayout) | { ok: false; message: string } {
  const files = entryNames.filter((name) => !isZipClutter(name));
  const atRoot = jsonIn(files, '');
  if (atRoot) return atRoot.ok ? { ...atRoot, base: '' } : atRoot;
  const firstSlash = files[0]?.indexOf('/') ?? -1;
  const folder = firstSlash > 0 ? (files[0] as string).slice(0, firstSlash + 1) : null;
  if (folder && files.every((name) => name.startsWith(folder))) {
    const inFolder = jsonIn(files, folder);
    if (inFolder) return inFolder.ok ? { ...inFolder, base: folder } : inFolder;
  }
  return { ok: false, message: CAMPAIGN_ZIP_TEXTS.noJson };
}

/** The entry name a story's media name refers to, as a matching key (zipNameKey). */
export function mediaEntryKey(layout: CampaignZipLayout, name: string): string {
  return zipNameKey(layout.base + name);
}

/** Every (story, file) the campaign names, in file order: `story` is the story's index among all the stories. */
export function namedMediaFiles(campaign: NormalizedCampaign) {
  const files: { story: number; position: string; path: string; index: number; name: string }[] = [];
  let story = 0;
  for (const day of campaign.days) {
    for (const item of day.stories) {
      item.media?.names.forEach((name, index) => {
        files.push({
          story,
          position: item.media?.position ?? '',
          path: `${item.media?.path}.${index}`,
          index,
          name,
        });
      });
      story++;
    }
  }
  return files;
}

/** The archive's files that no story names (besides the JSON, folders and macOS metadata), in archive order. */
export function unusedZipFiles(
  entryNames: readonly string[],
  layout: CampaignZipLayout,
  campaign: NormalizedCampaign,
): string[] {
  const named = new Set(namedMediaFiles(campaign).map((file) => mediaEntryKey(layout, file.name)));
  return entryNames.filter(
    (name) => !isZipClutter(name) && name !== layout.jsonName && !named.has(zipNameKey(name)),
  );
}
