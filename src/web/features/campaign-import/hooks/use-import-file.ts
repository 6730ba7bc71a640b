import { CAMPAIGN_IMPORT_TEXTS } from '@shared/campaign-import/messages';
import { checkImportFile, readCampaignJson } from '@shared/campaign-import/parse-campaign-file';
import type { CampaignImportResult } from '@shared/campaign-import/types';
import { validateCampaignImport } from '@shared/campaign-import/validate-campaign-import';
import { useCallback, useRef, useState } from 'react';

export type ImportFileState =
  | { status: 'empty' }
  | { status: 'reading'; fileName: string }
  /** A general problem (wrong type, too big, unreadable JSON): the spec's error card, no list. */
  | { status: 'error'; fileName: string; message: string }
  | { status: 'checked'; fileName: string; result: CampaignImportResult; raw: unknown };

/**
 * Reads a chosen or dropped file: type and size are checked before reading, then the text is parsed and
 * validated with the same shared module the server uses. A file chosen while another is still being read
 * replaces it.
 */
export function useImportFile() {
  const [state, setState] = useState<ImportFileState>({ status: 'empty' });
  const readId = useRef(0);

  const readFile = useCallback(async (file: File) => {
    const id = ++readId.current;
    const problem = checkImportFile(file);
    if (problem) {
      setState({ status: 'error', fileName: file.name, message: problem });
      return;
    }
    setState({ status: 'reading', fileName: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch {
      if (id === readId.current) {
        setState({ status: 'error', fileName: file.name, message: CAMPAIGN_IMPORT_TEXTS.unreadableJson });
      }
      return;
    }
    if (id !== readId.current) return;
    const read = readCampaignJson(text);
    if (!read.ok) {
      setState({ status: 'error', fileName: file.name, message: read.message });
      return;
    }
    // The server receives the parsed file as it is and validates it again.
    setState({
      status: 'checked',
      fileName: file.name,
      result: validateCampaignImport(read.value),
      raw: read.value,
    });
  }, []);

  const reset = useCallback(() => {
    readId.current++;
    setState({ status: 'empty' });
  }, []);

  return { state, readFile, reset };
}
