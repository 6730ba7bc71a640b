import { describe, expect, it } from 'vitest';
import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '../constants';
import { checkImportFile, isJsonFile, isZipFile, parseCampaignFile } from './parse-campaign-file';
import { validImportFile } from './testing/valid-file';

describe('isJsonFile / checkImportFile', () => {
  it('accepts a JSON content type, or a .json name when the browser reports no type', () => {
    expect(isJsonFile({ name: 'campaña.json', type: 'application/json' })).toBe(true);
    expect(isJsonFile({ name: 'x', type: 'application/ld+json' })).toBe(true);
    expect(isJsonFile({ name: 'CAMPAÑA.JSON', type: '' })).toBe(true);
    expect(isJsonFile({ name: 'campaña.txt', type: 'text/plain' })).toBe(false);
    expect(isJsonFile({ name: 'campaña.json', type: 'text/plain' })).toBe(false);
    expect(isJsonFile({ name: 'foto.png', type: '' })).toBe(false);
  });

  it('tells a .zip by its type, or by its name when the type says nothing', () => {
    expect(isZipFile({ name: 'campaña.zip', type: 'application/zip' })).toBe(true);
    expect(isZipFile({ name: 'x', type: 'application/x-zip-compressed' })).toBe(true);
    expect(isZipFile({ name: 'CAMPAÑA.ZIP', type: '' })).toBe(true);
    expect(isZipFile({ name: 'campaña.zip', type: 'application/octet-stream' })).toBe(true);
    expect(isZipFile({ name: 'campaña.json', type: 'application/json' })).toBe(false);
    expect(isZipFile({ name: 'campaña.zip', type: 'text/plain' })).toBe(false);
  });

  it('gives the spec message for a wrong type and a clear one for a file over 2 MB', () => {
    expect(checkImportFile({ name: 'a.csv', type: 'text/csv', size: 10 })).toBe(
      'Por favor selecciona un archivo JSON válido',
    );
    expect(
      checkImportFile({ name: 'a.json', type: 'application/json', size: CAMPAIGN_IMPORT_MAX_FILE_BYTES + 1 }),
    ).toBe('El archivo supera el tamaño máximo de 2 MB.');
    expect(
      checkImportFile({ name: 'a.json', type: 'application/json', size: CAMPAIGN_IMPORT_MAX_FILE_BYTES }),
    ).toBeNull();
  });
});

describe('parseCampaignFile', () => {
  it('reports an unparseable file with the general message and no list', () => {
    for (const text of ['', '{', 'campaign_title: x', '{"a":1,}', "{'a':1}"]) {
      expect(parseCampaignFile(text)).toEqual({
        ok: false,
        message: 'Error al leer el archivo JSON. Verifica que el formato sea válido.',
        errors: [],
      });
    }
  });

  it('reads a valid file, also with a byte-order mark', () => {
    const text = JSON.stringify(validImportFile(), null, 2);
    expect(parseCampaignFile(text).ok).toBe(true);
    expect(parseCampaignFile(`\uFEFF${text}`).ok).toBe(true);
  });

  it('validates the parsed value', () => {
    const result = parseCampaignFile('{"campaign_title":"x","start_date":"2026-03-02","days":{}}');
    expect(result).toEqual({
      ok: false,
      message: 'El archivo JSON contiene errores de validación',
      errors: [{ path: 'days', message: 'El campo "days" debe ser una lista (array)' }],
    });
  });

  it('refuses a text over 2 MB in UTF-8 before parsing it', () => {
    const half = Math.floor(CAMPAIGN_IMPORT_MAX_FILE_BYTES / 2);
    // 'ñ' is 2 bytes in UTF-8: this text is 1 MB of characters but 2 MB + 2 bytes of UTF-8.
    const text = JSON.stringify({ campaign_title: 'ñ'.repeat(half) });
    expect(parseCampaignFile(text)).toEqual({
      ok: false,
      message: 'El archivo supera el tamaño máximo de 2 MB.',
      errors: [],
    });
  });
});
