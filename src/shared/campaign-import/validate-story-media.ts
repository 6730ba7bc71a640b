import { MAX_FILES_PER_STORY } from '../media/media-types';
import type { CampaignFileStoryKey } from './campaign-file';
import { type Checked, INVALID } from './issue-list';
import type { FieldReader } from './read-fields';
import type { StoryMediaNames, ValidateCampaignOptions } from './types';
import { zipNameKey, zipPathProblem } from './zip-paths';
import { MEDIA_FIELD_PROBLEMS } from './zip-texts';

/**
 * A story's `media`: absent, null or an empty list name no files. In a plain JSON file any other value is refused
 * (files come only inside a .zip; silently dropping them would lose what the admin meant to import). In a .zip's
 * JSON: a list of at most MAX_FILES_PER_STORY names, each a non-empty text and a safe relative path, none twice.
 * Every bad item is listed (at `media.N`). Whether the files are in the archive is checked by the caller.
 */
export function validateStoryMedia(
  read: FieldReader<CampaignFileStoryKey>,
  position: string,
  options: ValidateCampaignOptions,
): Checked<StoryMediaNames | null> {
  const value = read.value('media');
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return null;
  if (options.source !== 'zip') {
    read.problem('media', MEDIA_FIELD_PROBLEMS.onlyInZip);
    return INVALID;
  }
  if (!Array.isArray(value)) {
    read.problem('media', MEDIA_FIELD_PROBLEMS.notArray);
    return INVALID;
  }
  if (value.length > MAX_FILES_PER_STORY) {
    read.problem('media', MEDIA_FIELD_PROBLEMS.tooMany(value.length));
    return INVALID;
  }
  const names: string[] = [];
  const seen = new Set<string>();
  let isValid = true;
  for (const [index, item] of value.entries()) {
    const name = typeof item === 'string' ? item.trim() : '';
    let problem: string | null = null;
    if (name === '') problem = MEDIA_FIELD_PROBLEMS.notName;
    else if (zipPathProblem(name)) problem = MEDIA_FIELD_PROBLEMS.unsafeName(name);
    else if (seen.has(zipNameKey(name))) problem = MEDIA_FIELD_PROBLEMS.duplicate(name);
    if (problem) {
      read.problem('media', problem, index);
      isValid = false;
      continue;
    }
    seen.add(zipNameKey(name));
    names.push(name);
  }
  return isValid ? { names, path: `${read.at}.media`, position } : INVALID;
}
