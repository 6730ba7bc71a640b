import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '../constants';
import { CAMPAIGN_IMPORT_TEXTS } from './messages';
import type { CampaignImportResult } from './types';
import { validateCampaignImport } from './validate-campaign-import';

/** What the panel knows of a chosen file before reading it. */
export interface ImportFileInfo {
  name: string;
  /** The MIME type the browser reports ('' when it does not know). */
  type: string;
  size: number;
}

/**
 * Admin spec section 5: the file must have a JSON content type. Some systems report no type for a .json
 * file; then the extension decides.
 */
export function isJsonFile(file: Pick<ImportFileInfo, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/json') return true;
  return type === '' && file.name.toLowerCase().endsWith('.json');
}

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/x-zip']);

/**
 * A .zip holding the campaign's JSON and its files (docs/campaign-import.md): a zip content type, or a .zip name
 * when the browser reports no type or a generic one (Windows often says application/x-zip-compressed, some
 * systems application/octet-stream).
 */
export function isZipFile(file: Pick<ImportFileInfo, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (ZIP_TYPES.has(type)) return true;
  return (type === '' || type === 'application/octet-stream') && file.name.toLowerCase().endsWith('.zip');
}

/** The first problem of a chosen file that makes reading it pointless (wrong type, too big), or null. */
export function checkImportFile(file: ImportFileInfo): string | null {
  if (!isJsonFile(file)) return CAMPAIGN_IMPORT_TEXTS.invalidFileType;
  if (file.size > CAMPAIGN_IMPORT_MAX_FILE_BYTES) return CAMPAIGN_IMPORT_TEXTS.fileTooLarge;
  return null;
}

/** The UTF-8 size of a text, without Node or DOM APIs. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The JSON value of an import file's text, or the spec's general error (file too large, unparseable JSON).
 * Never throws.
 */
export function readCampaignJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.length > CAMPAIGN_IMPORT_MAX_FILE_BYTES || utf8Length(text) > CAMPAIGN_IMPORT_MAX_FILE_BYTES) {
    return { ok: false, message: CAMPAIGN_IMPORT_TEXTS.fileTooLarge };
  }
  try {
    // A byte-order mark is not JSON but editors on Windows write it.
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch {
    return { ok: false, message: CAMPAIGN_IMPORT_TEXTS.unreadableJson };
  }
}

/**
 * Reads the text of an import file: too large or unparseable files give the spec's general error (no list);
 * otherwise the validation of validateCampaignImport. Never throws.
 */
export function parseCampaignFile(text: string): CampaignImportResult {
  const read = readCampaignJson(text);
  if (!read.ok) return { ok: false, message: read.message, errors: [] };
  return validateCampaignImport(read.value);
}
