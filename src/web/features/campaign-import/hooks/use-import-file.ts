import { CAMPAIGN_IMPORT_TEXTS } from '@shared/campaign-import/messages';
import { checkImportFile, isZipFile, readCampaignJson } from '@shared/campaign-import/parse-campaign-file';
import type { CampaignImportResult } from '@shared/campaign-import/types';
import { validateCampaignImport } from '@shared/campaign-import/validate-campaign-import';
import { CAMPAIGN_ZIP_TEXTS } from '@shared/campaign-import/zip-texts';
import { useCallback, useRef, useState } from 'react';

/** What is sent on import: the parsed JSON as it is, or the chosen .zip itself. */
export type ImportSource =
  | { kind: 'json'; raw: unknown }
  | {
      kind: 'zip';
      file: File;
      /** Files in the archive that no story names (not imported). */
      ignoredFiles: string[];
    };

export type ImportFileState =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  /** A general problem (wrong type, too big, unreadable JSON, a refused .zip): the spec's error card, no list. */
  | { status: 'error'; fileName: string; message: string }
  | { status: 'checked'; fileName: string; result: CampaignImportResult; source: ImportSource };

type Checked =
  | { ok: false; message: string }
  | { ok: true; result: CampaignImportResult; source: ImportSource };

async function checkJson(file: File): Promise<Checked> {
  const problem = checkImportFile(file);
  if (problem) return { ok: false, message: problem };
  const read = readCampaignJson(await file.text());
  if (!read.ok) return read;
  // The server receives the parsed file as it is and validates it again.
  return { ok: true, result: validateCampaignImport(read.value), source: { kind: 'json', raw: read.value } };
}

async function checkZip(file: File): Promise<Checked> {
  // Loaded only now: the .zip reader and fflate stay out of the panel's bundle.
  const { readCampaignZip } = await import('../utils/read-campaign-zip');
  const check = await readCampaignZip(file);
  if (!check.ok) return check;
  return {
    ok: true,
    result: check.result,
    source: { kind: 'zip', file, ignoredFiles: check.ignoredFiles },
  };
}

/**
 * Reads a chosen or dropped file: a .json is checked for type and size before reading, then parsed and validated
 * with the same shared module the server uses; a .zip is checked as the server will (its JSON validated the
 * same way, and the files its stories name looked for), reading only what that needs. A file chosen while another
 * is still being read replaces it.
 */
export function useImportFile() {
  const [state, setState] = useState<ImportFileState>({ status: 'empty' });
  const readId = useRef(0);

  const readFile = useCallback(async (file: File) => {
    const id = ++readId.current;
    const isZip = isZipFile(file);
    setState({ status: 'reading', fileName: file.name });
    let checked: Checked;
    try {
      checked = await (isZip ? checkZip(file) : checkJson(file));
    } catch {
      checked = {
        ok: false,
        message: isZip ? CAMPAIGN_ZIP_TEXTS.notAZip : CAMPAIGN_IMPORT_TEXTS.unreadableJson,
      };
    }
    if (id !== readId.current) return;
    setState(
      checked.ok
        ? { status: 'checked', fileName: file.name, result: checked.result, source: checked.source }
        : { status: 'error', fileName: file.name, message: checked.message },
    );
  }, []);

  const reset = useCallback(() => {
    readId.current++;
    setState({ status: 'empty' });
  }, []);

  return { state, readFile, reset };
}
