import { describe, expect, it } from 'vitest';
import { cleanNotes } from './clean-notes';

describe('cleanNotes', () => {
  it('removes "[object Object]" left by an object sticker, with its label', () => {
    expect(cleanNotes('Grabar en vertical. Sticker: [object Object]')).toBe('Grabar en vertical.');
    expect(cleanNotes('Sticker: [object Object] | Pedir permiso a Irene')).toBe('Pedir permiso a Irene');
    expect(cleanNotes('sticker_info=[object Object]')).toBeNull();
    expect(cleanNotes('Encuesta: [OBJECT OBJECT]')).toBeNull();
    expect(cleanNotes('Uno\n[object Object]\n\nDos')).toBe('Uno\n\nDos');
  });

  it('keeps other notes as they are, trimmed', () => {
    expect(cleanNotes('  Cambiar la foto si llega el delantal.  ')).toBe(
      'Cambiar la foto si llega el delantal.',
    );
    expect(cleanNotes('Línea 1\n\nLínea 2')).toBe('Línea 1\n\nLínea 2');
    expect(cleanNotes('Un sticker de encuesta con dos opciones')).toBe(
      'Un sticker de encuesta con dos opciones',
    );
  });

  it('turns empty notes into null', () => {
    expect(cleanNotes('')).toBeNull();
    expect(cleanNotes(' \n ')).toBeNull();
    expect(cleanNotes(null)).toBeNull();
    expect(cleanNotes(undefined)).toBeNull();
  });
});
