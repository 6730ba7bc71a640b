import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '@shared/constants';
import { templateVariablesUsed } from '@shared/templates/fill-template';
import { UPLOAD_TEMPLATE_TEXTS as TEXTS } from './template-dialog-texts';

/** A chosen template file, read in the browser: its content as the API takes it, or why it cannot be. */
export type TemplateFileRead =
  | {
      ok: true;
      content: Record<string, unknown>;
      /** Its `campaign_title` ('' when it has none): the name «Subir plantilla» proposes. */
      title: string;
      /** The known variables its texts use (the server checks the rest). */
      variables: string[];
    }
  | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a file chosen in «Subir plantilla (JSON)»: at most the import's size, parsed as JSON (a byte-order mark
 * allowed), and an object. Whether it is a valid campaign with valid variables is the server's to say, with the
 * problems where they are. Never throws.
 */
export async function readTemplateFile(file: Blob): Promise<TemplateFileRead> {
  if (file.size > CAMPAIGN_IMPORT_MAX_FILE_BYTES) {
    return { ok: false, message: TEXTS.tooLarge(CAMPAIGN_IMPORT_MAX_FILE_BYTES / (1024 * 1024)) };
  }
  let value: unknown;
  try {
    value = JSON.parse((await file.text()).replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: TEXTS.notJson };
  }
  if (!isRecord(value)) return { ok: false, message: TEXTS.notAnObject };
  return {
    ok: true,
    content: value,
    title: typeof value.campaign_title === 'string' ? value.campaign_title.trim() : '',
    variables: templateVariablesUsed(value).names,
  };
}
